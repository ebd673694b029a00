import ButtonRenderModel
import CCairo

/// Where a label's letter spacing (tracking) applies. Tracking is a Latin-script device: the
/// letters of Arabic and the other joining scripts (Syriac, N'Ko, Mongolian) connect, so space
/// between them breaks the words apart, and Chinese, Japanese and Korean are set on a solid
/// square grid, so they are never tracked, whatever the font's letter spacing says. Characters
/// of no script of their own (spaces, punctuation, digits, combining marks) go with the
/// script around them, as Pango itemises them.
enum LetterSpacingScripts {
    /// The scripts whose runs are never tracked.
    static let untracked: Set<UInt32> = [
        G_UNICODE_SCRIPT_ARABIC, G_UNICODE_SCRIPT_SYRIAC, G_UNICODE_SCRIPT_NKO, G_UNICODE_SCRIPT_MONGOLIAN,
        G_UNICODE_SCRIPT_HAN, G_UNICODE_SCRIPT_HIRAGANA, G_UNICODE_SCRIPT_KATAKANA, G_UNICODE_SCRIPT_HANGUL,
        G_UNICODE_SCRIPT_BOPOMOFO,
    ].map { UInt32(bitPattern: $0.rawValue) }.reduce(into: []) { $0.insert($1) }

    /// The UTF-8 byte ranges of `text` that take letter spacing, in order: all of it for text
    /// without Arabic or CJK, none of it for text in those scripts only.
    static func trackedRanges(in text: String) -> [Range<Int>] {
        let utf8Count = text.utf8.count
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return utf8Count == 0 ? [] : [0..<utf8Count] }
        // Each scalar's byte offset and whether its script is untracked; nil for no script.
        var scalars: [(offset: Int, untracked: Bool?)] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            let script = UInt32(bitPattern: g_unichar_get_script(gunichar(scalar.value)).rawValue)
            let neutral = script == UInt32(bitPattern: G_UNICODE_SCRIPT_COMMON.rawValue)
                || script == UInt32(bitPattern: G_UNICODE_SCRIPT_INHERITED.rawValue)
                || script == UInt32(bitPattern: G_UNICODE_SCRIPT_UNKNOWN.rawValue)
            scalars.append((offset, neutral ? nil : untracked.contains(script)))
            offset += scalar.utf8.count
        }
        // Neutral characters take the script before them, or after them at the start.
        var previous: Bool? = scalars.first { $0.untracked != nil }?.untracked
        var ranges: [Range<Int>] = []
        var start: Int?
        for (i, scalar) in scalars.enumerated() {
            let isUntracked = scalar.untracked ?? previous ?? false
            previous = isUntracked
            if isUntracked {
                if let s = start { ranges.append(s..<scalar.offset); start = nil }
            } else if start == nil {
                start = scalar.offset
            }
            if i == scalars.count - 1, let s = start { ranges.append(s..<utf8Count) }
        }
        return ranges
    }
}
