/// The gallery's HTML: a small shell (search, filters, an empty main area, the detail dialog)
/// whose script builds the grids, lists and sheets from the page's JSON data.
enum GalleryPage {
    /// Where the page's data comes from.
    enum DataSource {
        /// Inlined in the page (the static file).
        case inline(GalleryData)
        /// Fetched from a URL relative to the page (a server), with the token the page sends
        /// with writes (approve) when writes are allowed.
        case fetched(String, writeToken: String?)
    }

    /// The page titled `title` with its data from `data`.
    static func html(title: String, data: DataSource) -> String {
        let dataElement: String
        var meta = ""
        switch data {
        case .inline(let document):
            // Encoding plain Codable values cannot fail; an empty document keeps the page working if it did.
            let json = (try? document.inlineJSON()) ?? #"{"title":"","stateOrder":[],"systemOrder":[],"items":[]}"#
            dataElement = #"<script type="application/json" id="gallery-data">"# + json + "</script>"
        case .fetched(let url, let token):
            if let token { meta = #"<meta name=buttonrender-token content=""# + escape(token) + #"">"# }
            dataElement = #"<script type="application/json" id="gallery-data" data-src=""# + escape(url) + #""></script>"#
        }
        return """
        <!doctype html>
        <html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">\(meta)
        <title>\(escape(title))</title>
        <style>\(style)</style></head><body>
        <header class=bar>
        <h1>\(escape(title))</h1>
        <div class=controls role=search>
        <input id=search type=search placeholder="Search name, style, state, label" aria-label="Search by name, style, state or label" autocomplete=off spellcheck=false>
        <select id=filter-system aria-label="System"><option value="">All systems</option></select>
        <select id=filter-appearance aria-label="Appearance"><option value="">Light and dark</option><option value=light>Light</option><option value=dark>Dark</option></select>
        <select id=filter-mode aria-label="Mode" hidden><option value="">All modes</option></select>
        <label class=check><input type=checkbox id=filter-findings> Has findings</label>
        <label class=check hidden>Golden <select id=filter-golden aria-label="Golden status"><option value="">any status</option><option value=changed>failed or new</option><option value=failed>failed</option><option value=new>new</option><option value=passed>passed</option><option value=error>error</option></select></label>
        <span class=count><output id=shown-count>0</output> of <span id=total-count>0</span> shown</span>
        </div>
        <p id=live class=live hidden></p>
        <nav id=sections aria-label=Sections></nav>
        <div id=problems role=alert hidden></div>
        <p class=keys id=keys>Keys: <kbd>/</kbd> search · arrows move between buttons · <kbd>Enter</kbd> details · <kbd>Esc</kbd> close</p>
        </header>
        <main id=gallery></main>
        <p id=no-match hidden>Nothing matches the search and filters.</p>
        <dialog id=detail aria-labelledby=detail-title></dialog>
        \(dataElement)
        <script>\(script)</script>
        </body></html>
        """
    }

    /// `text` escaped for HTML text and quoted attributes (`MarkupText`).
    static func escape(_ text: String) -> String { MarkupText.escaped(text) }
}
