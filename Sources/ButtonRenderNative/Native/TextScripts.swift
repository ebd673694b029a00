import ButtonRenderModel
import CCairo

/// The writing systems of a text's letters, as Unicode assigns them (GLib's
/// `g_unichar_get_script`), for rules that only know one of them.
package enum TextScripts {
    /// The ISO 15924 codes of the scripts of `text`'s letters, in order of first appearance
    /// ("Latn", "Arab", "Hani"…); characters of no script of their own (spaces, digits,
    /// punctuation, emoji, combining marks) are left out.
    package static func letterScripts(in text: String) -> [String] {
        var codes: [String] = []
        for scalar in text.unicodeScalars {
            let script = g_unichar_get_script(gunichar(scalar.value))
            if script == G_UNICODE_SCRIPT_COMMON || script == G_UNICODE_SCRIPT_INHERITED || script == G_UNICODE_SCRIPT_UNKNOWN { continue }
            let tag = g_unicode_script_to_iso15924(script)
            let code = String(bytes: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, encoding: .ascii) ?? "Zyyy"
            if !codes.contains(code) { codes.append(code) }
        }
        return codes
    }

    /// An English name for an ISO 15924 code, for messages; the code itself when it has none here.
    package static func name(of code: String) -> String {
        let names = ["Latn": "Latin", "Arab": "Arabic", "Hebr": "Hebrew", "Hani": "Chinese characters", "Hira": "Hiragana",
                     "Kana": "Katakana", "Hang": "Hangul", "Cyrl": "Cyrillic", "Grek": "Greek", "Deva": "Devanagari",
                     "Thai": "Thai", "Syrc": "Syriac", "Beng": "Bengali", "Taml": "Tamil", "Geor": "Georgian", "Armn": "Armenian"]
        return names[code] ?? code
    }
}
