/// Control characters written as visible escapes, for every message that echoes a value from a
/// file: a spec's `state: "\e[2Jpushed"` must not clear the terminal that prints the error, nor
/// a NUL or BEL reach it. Each Unicode control character (C0, DEL, C1) becomes `\n`, `\r`, `\t`
/// or `\u{XX}`; everything else, backslashes included, is kept, so escaping twice changes
/// nothing. The located errors (`SpecError`, `FieldError`, `SpecProblem`, `TokenError`) escape
/// their descriptions with it, and the command line every line it prints to standard error.
package enum ControlCharacterEscaping {
    /// `text` with its control characters escaped; `text` itself when it holds none.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar) else { result.append(scalar); continue }
            let escape: String
            switch scalar {
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            default: escape = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            result.append(contentsOf: escape.unicodeScalars)
        }
        return String(result)
    }

    /// True for U+0000...U+001F, U+007F and U+0080...U+009F (Unicode's category Cc).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
