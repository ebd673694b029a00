import Foundation

/// A script appended to a copy of the HTML report that, once the page has loaded, clicks its
/// buttons, types in its filter, moves its slider and presses keys, and writes what the page
/// did into a JSON `<script id=test-results>` that `--dump-dom` serialises verbatim.
enum ReportDriver {
    /// `page` with an error recorder at the top of `<head>` and the driver before `</body>`.
    static func instrument(_ page: String) -> String {
        let catcher = "<script>window.__reportErrors=[];window.addEventListener('error',e=>window.__reportErrors.push(String(e.message)));</script>"
        guard let head = page.range(of: "<head>"), let end = page.range(of: "</body>", options: .backwards) else { return page }
        return page[..<head.upperBound] + catcher + page[head.upperBound..<end.lowerBound] + "<script>\(script)</script>" + page[end.lowerBound...]
    }

    /// A page that shows the instrumented `page` in a `width`×`height` iframe (headless Chromium's
    /// window is at least 500 px wide, so narrower viewports are framed) and copies the driver's
    /// results into its own DOM, which is what `--dump-dom` serialises.
    static func framed(_ page: String, width: Int, height: Int) -> String {
        let source = page.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        return """
        <!doctype html><html><head><meta charset=utf-8></head><body style="margin:0">
        <iframe id=frame style="width:\(width)px;height:\(height)px;border:0" srcdoc="\(source)"></iframe>
        <script>window.addEventListener('load', () => {
          const inner = document.getElementById('frame').contentDocument.getElementById('test-results');
          const out = document.createElement('script');
          out.type = 'application/json';
          out.id = 'test-results';
          out.textContent = inner ? inner.textContent : '{}';
          document.body.appendChild(out);
        });</script></body></html>
        """
    }

    /// The results the driver wrote into `dom`.
    static func results(in dom: String) throws -> ReportDriverResults {
        guard let start = dom.range(of: "<script type=\"application/json\" id=\"test-results\">"),
              let end = dom.range(of: "</script>", range: start.upperBound..<dom.endIndex) else {
            throw BrowserError("the driver left no results in the page (did it throw?): \(dom.suffix(1500))")
        }
        let json = dom[start.upperBound..<end.lowerBound]
        do {
            return try JSONDecoder().decode(ReportDriverResults.self, from: Data(json.utf8))
        } catch {
            throw BrowserError("the driver's results are incomplete (\(error)): \(json.prefix(3000))")
        }
    }

    /// The driver.
    static let script = """
    window.addEventListener('load', () => {
      const r = { visible: {}, shownCounts: [], noMatchShown: [] };
      const $ = (selector, root = document) => root.querySelector(selector);
      const entries = Array.from(document.querySelectorAll('article.entry'));
      const shown = (el) => getComputedStyle(el).display !== 'none' && !el.closest('[hidden]');
      const visibleIds = () => entries.filter(shown).map((e) => e.id);
      const record = (label) => { r.visible[label] = visibleIds(); r.shownCounts.push($('#shown-count').textContent); };
      const type = (text) => { const f = $('#filter-text'); f.value = text; f.dispatchEvent(new Event('input', { bubbles: true })); };
      const key = (k) => (document.activeElement || document.body).dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
      try {
        r.title = document.title;
        r.counts = {};
        for (const s of ['passed', 'failed', 'new', 'error']) r.counts[s] = $('#count-' + s).textContent;
        r.statuses = entries.map((e) => e.dataset.status);

        record('initial'); r.noMatchShown.push(!$('#no-match').hidden);
        for (const s of ['new', 'failed', 'error']) { $('[data-filter="' + s + '"]').click(); record(s); }
        $('[data-filter="all"]').click();
        type('RADIUS'); record('text RADIUS');
        $('[data-filter="failed"]').click(); type('save'); record('failed + text save');
        $('[data-filter="all"]').click(); type('nothing like this'); record('text nothing'); r.noMatchShown.push(!$('#no-match').hidden);
        type(''); record('cleared'); r.noMatchShown.push(!$('#no-match').hidden);

        const e = entries[0];
        $('.entry-tools [data-view="slider"]', e).click();
        const wipe = $('.wipe', e), divider = $('.divider', e), range = $('.wipe-range', e), top = $('.wipe-top', e);
        r.slider = { view: e.dataset.view, framesDisplay: getComputedStyle($('.frames', e)).display, wipeWidth: wipe.clientWidth,
                     imageBoxWidth: $('img', wipe).getBoundingClientRect().width, rangeWidth: range.getBoundingClientRect().width, wipeOuterWidth: wipe.getBoundingClientRect().width,
                     imageWidths: Array.from(wipe.querySelectorAll('img')).map((i) => i.naturalWidth), positions: [] };
        for (const value of [0, 25, 50, 100]) {
          range.value = String(value);
          range.dispatchEvent(new Event('input', { bubbles: true }));
          r.slider.positions.push({ value, left: parseFloat(getComputedStyle(divider).left),
                                    dividerWidth: divider.getBoundingClientRect().width, clip: getComputedStyle(top).clipPath });
        }
        const box = wipe.getBoundingClientRect();
        const at = { clientX: box.left + box.width * 0.75, clientY: box.top + box.height / 2, pointerId: 7, bubbles: true };
        wipe.dispatchEvent(new PointerEvent('pointerdown', at));
        wipe.dispatchEvent(new PointerEvent('pointerup', at));
        r.slider.dragValue = Number(range.value);

        $('.entry-tools [data-view="diff"]', e).click();
        r.diffViewRoles = Array.from(e.querySelectorAll('.frame')).filter(shown).map((f) => f.dataset.role);
        r.disabledViews = {};
        for (const x of entries) {
          const off = Array.from(x.querySelectorAll('.entry-tools [data-view]:disabled')).map((b) => b.dataset.view);
          if (off.length) r.disabledViews[x.id] = off;
        }

        $('.entry-tools [data-view="side"]', e).click();
        const img = $('.frame[data-role="actual"] img', e);
        r.zoom = { natural: img.naturalWidth, starting: entries.map((x) => $('.frames img', x)).filter(Boolean).map((i) => i.getBoundingClientRect().width / i.naturalWidth), widths: [], rendering: getComputedStyle(img).imageRendering };
        for (const z of [1, 2, 4, 8]) { $('[data-zoom="' + z + '"]', e).click(); r.zoom.widths.push(img.getBoundingClientRect().width); }
        $('[data-zoom-all="2"]').click();
        r.zoom.allAt2x = entries.map((x) => $('.frames img', x)).filter(Boolean).map((i) => i.getBoundingClientRect().width / i.naturalWidth);

        r.keys = [];
        for (const k of ['j', 'j', 'k', 'k', 'n', 'j', 'j', 'j', 'p']) { key(k); r.keys.push(document.activeElement.id); }
        key('k'); key('k');
        r.keyViews = [];
        for (const k of ['2', '3', '1']) { key(k); r.keyViews.push(document.activeElement.dataset.view); }
        $('[data-filter="error"]').click(); document.activeElement.blur();
        key('j'); r.keysWithFilter = [document.activeElement.id];
        $('[data-filter="all"]').click();
        window.scrollTo(0, 0);
        for (const k of ['k', 'k', 'k', 'j', 'j', 'j']) key(k);
        const rect = document.activeElement.getBoundingClientRect();
        r.lastScrolled = { id: document.activeElement.id, scrollY: window.scrollY, top: rect.top, bottom: rect.bottom, viewport: window.innerHeight };
        $('#filter-text').focus(); key('j'); r.keyInFilter = document.activeElement.id;
        key('Escape');
        r.keysHelp = $('#keys').textContent;

        const fresh = entries.find((x) => x.dataset.status === 'new');
        r.newEntry = Array.from(fresh.querySelectorAll('.frame')).filter(shown)
          .map((f) => ({ role: f.dataset.role, width: f.querySelector('img') ? f.querySelector('img').naturalWidth : 0 }));
        const broken = entries.find((x) => x.dataset.status === 'error');
        r.errorEntry = { message: $('.message', broken).textContent, messageShown: shown($('.message', broken)), images: broken.querySelectorAll('img').length,
                         tools: broken.querySelectorAll('.entry-tools').length };

        r.layout = { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth,
                     widestEntry: Math.max(...entries.map((x) => x.getBoundingClientRect().right)),
                     messageWrap: getComputedStyle($('.message', e)).overflowWrap };
      } catch (error) {
        window.__reportErrors.push('driver: ' + error + ' ' + error.stack);
      }
      r.errors = window.__reportErrors;
      const out = document.createElement('script');
      out.type = 'application/json';
      out.id = 'test-results';
      out.textContent = JSON.stringify(r);
      document.body.appendChild(out);
    });
    """
}

/// What the driver recorded.
struct ReportDriverResults: Decodable {
    struct Slider: Decodable {
        struct Position: Decodable { let value: Double, left: Double, dividerWidth: Double, clip: String }
        let view: String, framesDisplay: String, wipeWidth: Double, imageBoxWidth: Double, rangeWidth: Double, wipeOuterWidth: Double, imageWidths: [Double], positions: [Position], dragValue: Double
    }
    struct Zoom: Decodable { let natural: Double, starting: [Double], widths: [Double], rendering: String, allAt2x: [Double] }
    struct Scrolled: Decodable { let id: String, scrollY: Double, top: Double, bottom: Double, viewport: Double }
    struct Frame: Decodable { let role: String, width: Double }
    struct ErrorEntry: Decodable { let message: String, messageShown: Bool, images: Int, tools: Int }
    struct Layout: Decodable { let scrollWidth: Int, innerWidth: Int, widestEntry: Double, messageWrap: String }

    let errors: [String]
    let title: String
    let counts: [String: String]
    let statuses: [String]
    let visible: [String: [String]]
    let shownCounts: [String]
    let noMatchShown: [Bool]
    let slider: Slider
    let diffViewRoles: [String]
    let disabledViews: [String: [String]]
    let zoom: Zoom
    let keys: [String]
    let keyViews: [String]
    let keysWithFilter: [String]
    let lastScrolled: Scrolled
    let keyInFilter: String
    let keysHelp: String
    let newEntry: [Frame]
    let errorEntry: ErrorEntry
    let layout: Layout
}
