/// A font resolved to concrete values.
public struct ResolvedFont: Equatable, Hashable, Sendable {
    /// Family name, as registered in the font registry.
    package var family: String
    /// Numeric weight (400 regular, 500 medium, 700 bold).
    public var weight: Int
    /// Size in points.
    public var size: Double
    /// Extra space between characters in points.
    public var letterSpacing: Double
    /// Slanted.
    package var italic: Bool
    /// Font files to draw with besides the built-in ones (a design system file's own fonts,
    /// absolute paths); empty for the built-in fonts only.
    package var fontFiles: [String] = []
    /// The height of each line in points, the extra split above and below as CSS does; nil
    /// for the font's own line height.
    public var lineHeight: Double? = nil

    /// Creates a resolved font.
    package init(family: String, weight: Int, size: Double, letterSpacing: Double = 0, italic: Bool = false) {
        self.family = family; self.weight = weight; self.size = size; self.letterSpacing = letterSpacing; self.italic = italic
    }
}
