/// A typography token's value as drawn (Format 2025.10, §9.7 "Typography"): every part
/// resolved, sizes in points.
public struct TokenTypography: Equatable, Sendable {
    /// The font family (the first of a list).
    package var fontFamily: String
    /// The font size in points.
    public var fontSize: Double
    /// The numeric weight, 1...1000.
    package var fontWeight: Int
    /// The letter spacing in points (an `em` is relative to `fontSize`).
    public var letterSpacing: Double
    /// The line height as a multiple of `fontSize`.
    public var lineHeight: Double
}
