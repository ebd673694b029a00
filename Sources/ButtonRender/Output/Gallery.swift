import Foundation

/// One self-contained HTML page listing rendered assets: per asset its thumbnail (embedded),
/// links to its files with their pixel sizes, its spec, and what VoiceOver reads with the
/// audit's findings.
public enum Gallery {
    /// One asset of the gallery.
    public struct Entry: Sendable {
        /// Name, and the section it is listed under (the design system, or "sheets").
        public var name: String
        public var section: String
        /// A one-line description: style, state, appearance.
        public var summary: String
        /// PNG bytes shown as the thumbnail.
        public var thumbnail: [UInt8]?
        /// The asset's files with their sizes ("name@2x.png", "176 x 72 px").
        public var files: [(name: String, size: String)]
        /// The spec as JSON.
        public var spec: String
        /// What VoiceOver reads, and the audit's findings.
        public var voiceOver: String?
        public var findings: [String]
        /// A colour shown behind the thumbnail's transparent pixels (a dark button's theme
        /// canvas); nil shows a checkerboard.
        public var backdrop: RGBAColor?

        /// Creates an entry.
        public init(name: String, section: String, summary: String, thumbnail: [UInt8]?, files: [(name: String, size: String)],
                    spec: String, voiceOver: String?, findings: [String], backdrop: RGBAColor? = nil) {
            self.name = name; self.section = section; self.summary = summary; self.thumbnail = thumbnail
            self.files = files; self.spec = spec; self.voiceOver = voiceOver; self.findings = findings; self.backdrop = backdrop
        }
    }

    /// The page, with sections in the order their first entries appear.
    public static func html(_ entries: [Entry], title: String = "ButtonRender catalog") -> String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        var sections: [String] = []
        for entry in entries where !sections.contains(entry.section) { sections.append(entry.section) }
        var body = "<nav>" + sections.map { "<a href=\"#\(escape($0))\">\(escape($0))</a>" }.joined(separator: " · ") + "</nav>\n"
        for section in sections {
            let items = entries.filter { $0.section == section }
            body += "<h2 id=\"\(escape(section))\">\(escape(section)) <small>\(items.count)</small></h2>\n<div class=grid>\n"
            for entry in items {
                body += "<figure id=\"\(escape(entry.name))\">"
                if let thumb = entry.thumbnail {
                    let style = entry.backdrop.map { " style=\"background:\(String($0.hexString.prefix(7)))\"" } ?? ""
                    body += "<img\(style) alt=\"\(escape(entry.voiceOver ?? entry.name))\" src=\"data:image/png;base64,\(Data(thumb).base64EncodedString())\">"
                }
                body += "<figcaption><b>\(escape(entry.name))</b><br>\(escape(entry.summary))<br>"
                body += entry.files.map { "<a href=\"\(escape($0.name))\">\(escape($0.name))</a> <span>\(escape($0.size))</span>" }.joined(separator: "<br>")
                if let vo = entry.voiceOver { body += "<br>VoiceOver: <q>\(escape(vo))</q>" }
                for finding in entry.findings { body += "<br><span class=finding>\(escape(finding))</span>" }
                body += "<details><summary>spec</summary><pre>\(escape(entry.spec))</pre></details></figcaption></figure>\n"
            }
            body += "</div>\n"
        }
        return """
        <!doctype html>
        <html lang=en><head><meta charset=utf-8><title>\(escape(title))</title>
        <style>
        body{font:13px system-ui,sans-serif;margin:24px;color:#222}
        nav{margin-bottom:16px} h2{font-size:18px;margin-top:32px} h2 small{color:#888;font-weight:normal}
        .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px}
        figure{margin:0;padding:12px;border:1px solid #e3e3e3;border-radius:8px}
        figure img{display:block;max-width:100%;margin-bottom:8px;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/12px 12px}
        figcaption span{color:#888} .finding{color:#b3261e} pre{font-size:11px;white-space:pre-wrap}
        </style></head><body>
        <h1>\(escape(title))</h1>
        <p>\(entries.count) assets</p>
        \(body)
        </body></html>
        """
    }
}
