import Foundation

/// The `<article>` of one report entry: heading with status badge, view and zoom buttons,
/// message, artifact paths, the expected | diff | actual frames and the slider overlay.
struct EntryView {
    /// A way to look at an entry.
    struct View {
        /// Value of `data-view`.
        let id: String
        /// Button text.
        let label: String
    }

    /// Side by side, diff only, slider.
    static let views = [View(id: "side", label: "Side by side"), View(id: "diff", label: "Diff"), View(id: "slider", label: "Slider")]
    /// Pixel zoom factors.
    static let zooms = [1, 2, 4, 8]
    /// The widest a picture is drawn at the starting zoom, in CSS pixels (fits a phone).
    static let startingWidth = 360

    /// The zoom an entry starts at: the largest of 1x, 2x, 4x that keeps its widest picture
    /// within `startingWidth`, so small buttons are not reviewed at a few dozen pixels.
    var startingZoom: Int {
        let widest = [entry.expected, entry.actual, entry.diff].compactMap { $0.flatMap(Markup.pngSize)?.width }.max() ?? Self.startingWidth
        return [4, 2].first { widest * $0 <= Self.startingWidth } ?? 1
    }

    let entry: HTMLReport.Entry
    let index: Int

    private var id: String { "entry-\(index)" }
    private var canSlide: Bool { entry.expected != nil && entry.actual != nil }
    private var hasPictures: Bool { entry.expected != nil || entry.actual != nil || entry.diff != nil }

    /// The article.
    var html: String {
        let status = entry.status.rawValue
        let name = Markup.escape(entry.snapshot)
        return """
        <article class=entry id=\(id) data-status=\(status) data-name="\(name)" data-view=side tabindex=-1 aria-labelledby=\(id)-name data-start-zoom=\(startingZoom) style="--zoom:\(startingZoom)">
        <header class=entry-head>
        <span class="badge \(status)">\(badge)</span>
        <h2 id=\(id)-name><a href="#\(id)">\(name)</a></h2>
        \(hasPictures ? "<span class=entry-tools>\(viewButtons)\(zoomButtons)</span>" : "")
        \(acceptHTML)
        </header>
        <p class=message>\(Markup.escape(entry.message))</p>
        \(artifactsHTML)
        \(hasPictures ? "<div class=views>\n<div class=frames>\(framesHTML)</div>\n\(sliderHTML)\n</div>" : "")
        </article>
        """
    }

    /// The checkbox that puts the entry on the page's accept list, for a failed or new image
    /// whose actual file the run kept.
    private var acceptHTML: String {
        guard let a = entry.acceptance, entry.status == .failed || entry.status == .new else { return "" }
        return "<label class=accept><input type=checkbox class=accept-box data-snapshot=\"\(Markup.escape(a.snapshot))\" "
            + "data-actual=\"\(Markup.escape(a.actual))\" data-hash=\(Markup.escape(a.hash))> Accept</label>"
    }

    private var badge: String {
        switch entry.status {
        case .passed: "passed"
        case .failed: "failed"
        case .new: "new · no golden"
        case .error: "error"
        }
    }

    private var viewButtons: String {
        let buttons = Self.views.map { view -> String in
            let usable = switch view.id {
            case "diff": entry.diff != nil
            case "slider": canSlide
            default: true
            }
            return "<button type=button data-view=\(view.id) aria-pressed=\(view.id == "side")\(usable ? "" : " disabled")>\(view.label)</button>"
        }
        return "<span class=seg role=group aria-label=View>\(buttons.joined())</span>"
    }

    private var zoomButtons: String {
        let start = startingZoom
        let buttons = Self.zooms.map { "<button type=button data-zoom=\($0) aria-pressed=\($0 == start)>\($0)x</button>" }
        return "<span class=seg role=group aria-label=Zoom>\(buttons.joined())</span>"
    }

    private var artifactsHTML: String {
        guard !entry.artifacts.isEmpty else { return "" }
        let items = entry.artifacts.map { "<li><code>\(Markup.escape($0))</code></li>" }.joined()
        let noun = entry.artifacts.count == 1 ? "artifact file" : "artifact files"
        return "<details class=artifacts><summary>\(entry.artifacts.count) \(noun)</summary><ul>\(items)</ul></details>"
    }

    /// Expected, diff and actual, each a picture or a note on why it is missing. A new entry shows
    /// only its actual image; an error shows whatever pictures it has.
    private var framesHTML: String {
        switch entry.status {
        case .new:
            return frame(entry.actual, role: "actual", caption: "actual — no golden yet", missing: "no image")
                + (entry.expected == nil ? "" : frame(entry.expected, role: "expected", caption: "expected", missing: ""))
        case .error:
            let pictures = [(entry.expected, "expected"), (entry.diff, "diff"), (entry.actual, "actual")].filter { $0.0 != nil }
            return pictures.map { frame($0.0, role: $0.1, caption: $0.1, missing: "") }.joined()
        case .failed, .passed:
            return frame(entry.expected, role: "expected", caption: "expected", missing: "no golden")
                + frame(entry.diff, role: "diff", caption: "diff", missing: entry.expected != nil && entry.actual != nil ? "sizes differ: no diff" : "no diff")
                + frame(entry.actual, role: "actual", caption: "actual", missing: "no image")
        }
    }

    private func frame(_ bytes: [UInt8]?, role: String, caption: String, missing: String) -> String {
        guard let bytes else {
            return "<figure class=frame data-role=\(role)><div class=missing>\(missing)</div><figcaption>\(caption)</figcaption></figure>"
        }
        let size = Markup.pngSize(bytes)
        let sizeText = size.map { " <span class=dim>\($0.width)×\($0.height)</span>" } ?? ""
        return "<figure class=frame data-role=\(role)><div class=canvas>\(image(bytes, alt: "\(role) image", size: size))</div><figcaption>\(caption)\(sizeText)</figcaption></figure>"
    }

    private func image(_ bytes: [UInt8], alt: String, size: (width: Int, height: Int)?) -> String {
        "<img class=px alt=\"\(alt)\"\(sizeAttributes(size)) src=\"\(Markup.pngDataURI(bytes))\">"
    }

    private func sizeAttributes(_ size: (width: Int, height: Int)?) -> String {
        size.map { " width=\($0.width) height=\($0.height) style=\"--w:\($0.width)\"" } ?? ""
    }

    /// Actual over expected, clipped at the thumb, with a divider line on the cut. The pictures
    /// are copied from the frames by the script, so each is embedded once.
    private var sliderHTML: String {
        guard canSlide, let expected = entry.expected, let actual = entry.actual else { return "" }
        return """
        <div class=slider-view>
        <div class=wipe-legend><span>◀ actual</span><span>expected ▶</span></div>
        <div class=wipe style="--pos:50%">\
        <img class=px alt="expected image" data-copy=expected\(sizeAttributes(Markup.pngSize(expected)))>\
        <div class=wipe-top><img class=px alt="actual image" data-copy=actual\(sizeAttributes(Markup.pngSize(actual)))></div>\
        <div class=divider aria-hidden=true></div></div>
        <input class=wipe-range type=range min=0 max=100 step=any value=50 aria-label="Share of the actual image shown, from the left">
        </div>
        """
    }
}
