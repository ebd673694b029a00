import Foundation

/// A script appended to a copy of the gallery page that, once the page has loaded, reads its
/// grids, types in its search box, sets its filters, presses keys and opens a detail view, and
/// writes what the page did into a JSON `<script id=test-results>` that `--dump-dom` serialises.
enum GalleryDriver {
    /// `page` with an error recorder at the top of `<head>` and the driver before `</body>`.
    static func instrument(_ page: String) -> String {
        let catcher = "<script>window.__pageErrors=[];window.addEventListener('error',e=>window.__pageErrors.push(String(e.message)));</script>"
        guard let head = page.range(of: "<head>"), let end = page.range(of: "</body>", options: .backwards) else { return page }
        return page[..<head.upperBound] + catcher + page[head.upperBound..<end.lowerBound] + "<script>\(script)</script>" + page[end.lowerBound...]
    }

    /// The results the driver wrote into `dom`.
    static func results(in dom: String) throws -> GalleryDriverResults {
        guard let start = dom.range(of: "<script type=\"application/json\" id=\"test-results\">"),
              let end = dom.range(of: "</script>", range: start.upperBound..<dom.endIndex) else {
            throw BrowserError("the driver left no results in the page (did it throw?): \(dom.suffix(1500))")
        }
        let json = dom[start.upperBound..<end.lowerBound]
        do {
            return try JSONDecoder().decode(GalleryDriverResults.self, from: Data(json.utf8))
        } catch {
            throw BrowserError("the driver's results are incomplete (\(error)): \(json.prefix(3000))")
        }
    }

    /// The driver.
    static let script = """
    window.addEventListener('load', () => {
      const r = {};
      const $ = (s, root = document) => root.querySelector(s);
      const all = (s, root = document) => Array.from(root.querySelectorAll(s));
      const shown = (n) => n.offsetParent !== null;
      const displayed = (n) => getComputedStyle(n).display !== 'none' && !n.closest('[hidden]');
      const visible = () => all('.item').filter(shown).map((n) => n.dataset.name).sort();
      const type = (t) => { const f = $('#search'); f.value = t; f.dispatchEvent(new Event('input', { bubbles: true })); };
      const choose = (id, v) => { const f = $(id); if (f.type === 'checkbox') f.checked = v; else f.value = v; f.dispatchEvent(new Event('change', { bubbles: true })); };
      const key = (k, target) => (target || document.activeElement || document.body).dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
      const name = () => (document.activeElement && (document.activeElement.dataset.name || document.activeElement.id)) || '';
      try {
        r.cells = all('table.grid td').filter((td) => td.querySelector('.item')).map((td) =>
          [td.closest('section').id, td.closest('tr').querySelector('th').textContent, td.dataset.col, all('.item', td).map((i) => i.dataset.name).join(',')].join('|'));
        r.columns = all('table.grid').map((t) => all('thead tr:last-child th', t).filter(shown).map((h) => h.dataset.col).join(' '));
        r.sections = all('main > section').map((s) => s.id);
        r.sectionTitles = all('main > section').map((s) => s.getAttribute('aria-label'));
        r.columnTitles = all('table.grid').map((t) => all('thead tr:last-child th', t).filter(shown).map((h) => h.textContent).join(' '));
        r.initial = visible();
        r.counts = [$('#shown-count').textContent, $('#total-count').textContent];
        key('/', document.body); r.slashFocus = name();
        type('disabled'); r.disabled = visible(); r.disabledCount = $('#shown-count').textContent;
        r.disabledColumns = all('table.grid').filter(shown).map((t) => all('thead tr:last-child th', t).filter(shown).map((h) => h.dataset.col).join(' '));
        type('contained icon'); r.containedIcon = visible();
        type('CONTINUE'); r.byLabel = visible();
        type('nothing like this'); r.nothing = visible(); r.noMatchShown = shown($('#no-match'));
        key('Escape', $('#search')); r.afterEscape = [$('#search').value, String(visible().length)];
        choose('#filter-appearance', 'dark'); r.dark = visible();
        r.darkHeads = all('table.grid thead th[data-appearance]').filter(shown).map((h) => h.dataset.appearance);
        choose('#filter-appearance', '');
        choose('#filter-system', 'obsidian'); r.obsidian = visible(); r.sectionsShown = all('main > section').filter(shown).map((s) => s.id);
        choose('#filter-system', '');
        choose('#filter-findings', true); r.withFindings = visible();
        r.flagged = all('.item').filter((i) => i.querySelector('.flag')).map((i) => i.dataset.name).sort();
        choose('#filter-findings', false);

        $('.item[data-name="material-contained-normal-light"]').focus();
        r.keys = [];
        for (const k of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) { key(k); r.keys.push(name()); }

        $('.item[data-name="material-contained-normal-dark"]').click();
        const d = $('#detail');
        r.detail = { open: d.open, title: $('#detail-title').textContent,
                     files: all('#detail-files a').map((a) => a.getAttribute('href')),
                     voiceOver: $('#detail-voiceover').textContent, findings: $('#detail-findings').textContent,
                     spec: $('#detail-spec').textContent, image: $('#detail-image').getAttribute('src'),
                     rectsBefore: displayed($('#detail-rects')) };
        $('#toggle-rects').click();
        const svg = $('#detail-rects'), img = $('#detail-image');
        const box = (n) => { const b = n.getBoundingClientRect(); return { x: b.left, y: b.top, width: b.width, height: b.height }; };
        r.detail.rectsAfter = displayed(svg);
        r.detail.rectNames = all('rect', svg).map((x) => x.dataset.name);
        r.detail.legend = all('#detail-legend li').map((li) => li.textContent);
        r.detail.imageBox = box(img); r.detail.overlayBox = box(svg);
        r.detail.containerBox = box($('rect[data-name="container"]', svg));
        r.detail.containerPoints = ['x', 'y', 'width', 'height'].map((k) => Number($('rect[data-name="container"]', svg).getAttribute(k)));
        r.detail.viewBox = svg.getAttribute('viewBox');
        $('#detail .close').click();
        r.detail.closed = !d.open; r.detail.focusBack = name();

        const fig = $('figure.sheet'), sheetImage = $('img', fig), scroller = $('.sheet-scroll', fig);
        r.sheet = { zoom: fig.dataset.zoom, steps: [] };
        for (const z of ['1', '2', 'fit']) {
          $('.zoom [data-zoom="' + z + '"]', fig).click();
          r.sheet.steps.push({ zoom: fig.dataset.zoom, width: sheetImage.getBoundingClientRect().width, src: sheetImage.getAttribute('src').slice(0, 40),
                               box: scroller.clientWidth, scrolls: scroller.scrollWidth > scroller.clientWidth });
        }

        const wrap = $('.table-wrap');
        r.layout = { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth,
                     gridScrollWidth: wrap.scrollWidth, gridClientWidth: wrap.clientWidth };
      } catch (error) {
        window.__pageErrors.push('driver: ' + error + ' ' + error.stack);
      }
      r.errors = window.__pageErrors;
      const out = document.createElement('script');
      out.type = 'application/json';
      out.id = 'test-results';
      out.textContent = JSON.stringify(r);
      document.body.appendChild(out);
    });
    """
}

/// What the gallery driver recorded.
struct GalleryDriverResults: Decodable {
    struct Box: Decodable { let x: Double, y: Double, width: Double, height: Double }
    struct Detail: Decodable {
        let open: Bool, title: String, files: [String], voiceOver: String, findings: String, spec: String, image: String
        let rectsBefore: Bool, rectsAfter: Bool, rectNames: [String], legend: [String]
        let imageBox: Box, overlayBox: Box, containerBox: Box, containerPoints: [Double], viewBox: String
        let closed: Bool, focusBack: String
    }
    struct SheetStep: Decodable { let zoom: String, width: Double, src: String, box: Double, scrolls: Bool }
    struct Sheet: Decodable { let zoom: String, steps: [SheetStep] }
    struct Layout: Decodable { let scrollWidth: Int, innerWidth: Int, gridScrollWidth: Int, gridClientWidth: Int }

    let errors: [String]
    let cells: [String]
    let columns: [String]
    let sections: [String]
    let sectionTitles: [String]
    let columnTitles: [String]
    let initial: [String]
    let counts: [String]
    let slashFocus: String
    let disabled: [String]
    let disabledCount: String
    let disabledColumns: [String]
    let containedIcon: [String]
    let byLabel: [String]
    let nothing: [String]
    let noMatchShown: Bool
    let afterEscape: [String]
    let dark: [String]
    let darkHeads: [String]
    let obsidian: [String]
    let sectionsShown: [String]
    let withFindings: [String]
    let flagged: [String]
    let keys: [String]
    let detail: Detail
    let sheet: Sheet
    let layout: Layout
}
