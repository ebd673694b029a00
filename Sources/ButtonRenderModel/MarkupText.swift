/// Text made safe for HTML and XML 1.0, the one escaping rule of every page and report the
/// package writes (the gallery, the HTML review report, JUnit XML).
package enum MarkupText {
    /// `text` safe inside element content and single- or double-quoted attributes of HTML and
    /// XML 1.0: the five markup characters become references, a line break becomes `&#10;` (so
    /// an attribute keeps it), and characters XML cannot hold (control characters other than
    /// tab, line feed and carriage return, lone surrogates, U+FFFE and U+FFFF) are dropped.
    package static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
