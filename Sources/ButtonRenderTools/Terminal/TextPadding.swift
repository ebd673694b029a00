/// Text laid out in columns for the terminal (the audit table, `render-cli`'s tables and manuals).
public enum TextPadding {
    /// `text` padded with spaces to `width` characters, or cut to `width` when longer: what
    /// Foundation's `padding(toLength:withPad:startingAt:)` does, but counted in characters,
    /// not UTF-16 units (Foundation's cut a name holding an emoji short by a unit per emoji,
    /// halving its last character), and without Foundation's cost (40,000 instructions a
    /// line, when the `system` manual's table was built at every start).
    public static func padded(_ text: String, to width: Int) -> String {
        let count = text.count
        if count == width { return text }
        if count > width { return String(text.prefix(width)) }
        return text + String(repeating: " ", count: width - count)
    }
}
