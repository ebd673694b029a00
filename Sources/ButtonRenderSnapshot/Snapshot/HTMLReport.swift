import Foundation

/// One self-contained HTML review page of snapshot results, in the manner of Playwright's
/// report: a summary of passed, failed, new and error counts with filters; for each listed
/// image its name, status, message and artifact paths, and three views of it (expected | diff |
/// actual side by side, the diff alone, and a slider that wipes between actual and expected) at
/// 1x to 8x pixel zoom; `j`/`k` move between entries. Images are embedded as data URIs and the
/// page loads nothing from the network, so the file can be attached to a CI run on its own.
public enum HTMLReport {
    /// How one image ended.
    public enum Status: String, Sendable, CaseIterable, Codable {
        /// Matches its golden (such images are usually counted, not listed).
        case passed
        /// Does not match its golden.
        case failed
        /// Has no golden yet: its actual image is shown so it can be reviewed before recording.
        case new
        /// Could not be rendered or compared: its message says why.
        case error
    }

    /// The page for `entries`. The summary counts each status among `entries`, plus `passed`
    /// images that matched and are not listed.
    public static func render(entries: [Entry], passed: Int, title: String = "ButtonRender snapshot report") -> String {
        let counts = ReportCounts(entries: entries, unlistedPassed: passed)
        let articles = entries.enumerated().map { EntryView(entry: $0.element, index: $0.offset).html }.joined(separator: "\n")
        return """
        <!doctype html>
        <html lang=en><head><meta charset=utf-8>
        <meta name=viewport content="width=device-width,initial-scale=1">
        <meta name=generator content="ButtonRender">
        <title>\(Markup.escape(title)) — \(Markup.escape(counts.sentence))</title>
        <style>\(pageStyle)</style></head>
        <body>
        <header class=page-head>
        <h1>\(Markup.escape(title))</h1>
        \(summaryHTML(counts))
        \(toolbarHTML(counts, listed: entries.count))
        \(keysHTML)
        </header>
        <main id=entries>
        \(entries.isEmpty ? "<p class=empty>Nothing to review: every image matches its golden.</p>" : articles)
        <p id=no-match class=empty hidden>No entry matches the filter.</p>
        </main>
        <script>\(pageScript)</script>
        </body></html>
        """
    }

    /// Kept for source compatibility: the same page as `render(entries:passed:title:)`; the
    /// failed count is derived from `entries`, so `failed` is ignored.
    public static func render(entries: [Entry], passed: Int, failed: Int, title: String = "ButtonRender snapshot report") -> String {
        render(entries: entries, passed: passed, title: title)
    }

    /// The counts, each in an `<output id=count-STATUS>`.
    static func summaryHTML(_ counts: ReportCounts) -> String {
        let items = [Status.failed, .new, .error, .passed].map { status in
            "<li class=\"count \(status.rawValue)\"><output id=count-\(status.rawValue) data-status=\(status.rawValue)>\(counts[status])</output> \(status.noun(count: counts[status]))</li>"
        }
        return "<ul class=summary aria-label=Summary>\(items.joined())</ul>"
    }

    /// Status filter, name filter, page-wide view and zoom.
    static func toolbarHTML(_ counts: ReportCounts, listed: Int) -> String {
        var filters = ["<button type=button data-filter=all aria-pressed=true>All <span class=n>\(listed)</span></button>"]
        for status in [Status.failed, .new, .error] + (counts.listed(.passed) > 0 ? [.passed] : []) {
            let n = counts.listed(status)
            filters.append("<button type=button data-filter=\(status.rawValue) aria-pressed=false\(n == 0 ? " disabled" : "")>\(status.plural.capitalized) <span class=n>\(n)</span></button>")
        }
        let views = EntryView.views.map { "<button type=button data-view-all=\($0.id) aria-pressed=\($0.id == "side")>\($0.label)</button>" }
        let zooms = EntryView.zooms.map { "<button type=button data-zoom-all=\($0) aria-pressed=false>\($0)x</button>" }
        return """
        <div class=toolbar>
        <div class=seg role=group aria-label="Show">\(filters.joined())</div>
        <input type=search id=filter-text placeholder="Filter by name" aria-label="Filter by name" autocomplete=off spellcheck=false>
        <span class=shown><output id=shown-count>\(listed)</output> of \(listed) shown</span>
        <span class=tool><span class=label>View all</span><span class=seg role=group aria-label="View of every entry">\(views.joined())</span></span>
        <span class=tool><span class=label>Zoom all</span><span class=seg role=group aria-label="Zoom of every entry">\(zooms.joined())</span></span>
        <span class=tool><button type=button id=accept-list disabled>Accept list (<output id=accept-count>0</output>)</button></span>
        </div>
        <section id=accept-out class=accept-out hidden aria-label="Accept list">
        <p>Save this list (or <a id=accept-download download=accept.json href="#">download accept.json</a>) into the run's artifacts \
        folder, then write the chosen actual images over their goldens: <code>render-cli accept accept.json --snapshots SNAPSHOTS/SUITE</code> \
        (<code>--artifacts DIR</code> when the list is elsewhere).</p>
        <textarea id=accept-text readonly rows=6 spellcheck=false aria-label="The accept list, as JSON"></textarea>
        </section>
        """
    }

    /// The keyboard help.
    static let keysHTML = """
    <p class=keys id=keys>Keys: <kbd>j</kbd> or <kbd>n</kbd> next entry · <kbd>k</kbd> or <kbd>p</kbd> previous · \
    <kbd>1</kbd> side by side · <kbd>2</kbd> diff · <kbd>3</kbd> slider · <kbd>+</kbd> <kbd>-</kbd> zoom · \
    <kbd>/</kbd> filter by name · <kbd>Esc</kbd> leave the filter</p>
    """
}

extension HTMLReport.Status {
    /// The word for many of this status, as on a filter button: "passed", "failed", "new", "errors".
    var plural: String { self == .error ? "errors" : rawValue }

    /// The word after a count: "1 error", "2 errors", "3 failed".
    func noun(count: Int) -> String { count == 1 && self == .error ? "error" : plural }
}
