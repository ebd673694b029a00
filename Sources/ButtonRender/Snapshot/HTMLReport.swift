import Foundation

/// One self-contained HTML page of snapshot failures: for each, the expected, actual and diff
/// images side by side and a slider that wipes between expected and actual. Images are
/// embedded as data URIs, so the file can be attached to a CI run on its own.
public enum HTMLReport {
    /// One failure to show.
    public struct Entry: Sendable {
        /// `suite/file`.
        public var snapshot: String
        /// The failure message.
        public var message: String
        /// PNG bytes of the golden, the actual image and the diff picture, when available.
        public var expected: [UInt8]?
        public var actual: [UInt8]?
        public var diff: [UInt8]?

        /// Creates an entry.
        public init(snapshot: String, message: String, expected: [UInt8]?, actual: [UInt8]?, diff: [UInt8]?) {
            self.snapshot = snapshot; self.message = message; self.expected = expected; self.actual = actual; self.diff = diff
        }

        /// An entry from a verification outcome (decoded images are re-encoded as PNG).
        public init(outcome: SnapshotOutcome) {
            func png(_ image: DecodedImage?) -> [UInt8]? {
                image.flatMap { try? PNGEncoder.encode(rgba: $0.rgba, width: $0.width, height: $0.height) }
            }
            self.init(snapshot: outcome.snapshot, message: outcome.message, expected: png(outcome.verdict?.expected),
                      actual: png(outcome.verdict?.actual), diff: png(outcome.verdict?.result?.diffImage))
        }
    }

    /// The page for `entries`, with `passed` and `failed` counts in its heading.
    public static func render(entries: [Entry], passed: Int, failed: Int, title: String = "ButtonRender snapshot report") -> String {
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        func image(_ bytes: [UInt8]?, _ label: String) -> String {
            guard let bytes else { return "<figure><div class=missing>no \(label)</div><figcaption>\(label)</figcaption></figure>" }
            return "<figure><img alt=\"\(label)\" src=\"data:image/png;base64,\(Data(bytes).base64EncodedString())\"><figcaption>\(label)</figcaption></figure>"
        }
        var body = ""
        for (i, entry) in entries.enumerated() {
            body += "<section><h2>\(escape(entry.snapshot))</h2><p class=message>\(escape(entry.message))</p><div class=row>"
            body += image(entry.expected, "expected") + image(entry.diff, "diff") + image(entry.actual, "actual") + "</div>"
            if let e = entry.expected, let a = entry.actual {
                let e64 = Data(e).base64EncodedString(), a64 = Data(a).base64EncodedString()
                body += """
                <div class=compare><div class=wipe id=w\(i)><img src="data:image/png;base64,\(e64)">\
                <div class=top id=t\(i)><img src="data:image/png;base64,\(a64)"></div></div>\
                <label>expected <input type=range min=0 max=100 value=50 oninput="document.getElementById('t\(i)').style.width=this.value+'%'"> actual</label></div>
                """
            }
            body += "</section>\n"
        }
        return """
        <!doctype html>
        <html lang=en><head><meta charset=utf-8><title>\(escape(title))</title>
        <style>
        body{font:14px system-ui,sans-serif;margin:24px;color:#222}
        h1{font-size:20px} h2{font-size:15px;font-family:monospace;margin:24px 0 4px}
        .message{white-space:pre-wrap;color:#555;max-width:900px}
        .row{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
        figure{margin:0} figcaption{color:#777;font-size:12px;text-align:center}
        img{image-rendering:pixelated;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px;border:1px solid #ccc}
        .compare{margin-top:8px} .wipe{position:relative;display:inline-block}
        .top{position:absolute;top:0;right:0;width:50%;overflow:hidden;direction:rtl;height:100%}
        .top img{direction:ltr}
        .missing{padding:16px;border:1px dashed #aaa;color:#999}
        </style></head><body>
        <h1>\(escape(title))</h1>
        <p>\(passed) passed, \(failed) failed</p>
        \(body)
        </body></html>
        """
    }
}
