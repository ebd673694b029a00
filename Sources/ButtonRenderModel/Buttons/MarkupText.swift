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
            default:
                if holds(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Whether XML 1.0 can hold `scalar`: not a control character other than tab, line feed
    /// and carriage return, nor U+FFFE or U+FFFF (`escaped` drops the others).
    package static func holds(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\t", "\n", "\r": return true
        default: return !(scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF)
        }
    }
}
