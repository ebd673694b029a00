/// The contrast the audit measured between a button's label (or, for an icon-only button,
/// its icon) and what is behind it.
public struct ContrastMeasure: Codable, Equatable, Sendable {
    /// What was measured: `label` (text, 1.4.3) or `icon` (non-text, 1.4.11).
    var subject: String
    /// The contrast ratio rounded to two decimals. A failing ratio is never shown as reaching
    /// the requirement: 4.497 against 4.5 reads 4.49, not 4.50.
    public var ratio: Double
    /// The foreground as drawn (translucent colours flattened onto the background), `#RRGGBB`.
    public var foreground: String
    /// The effective background under the label's (or icon's) box: container, state layer
    /// and the ink ripple where it covers the box, over the canvas, `#RRGGBB`.
    public var background: String
    /// The ratio WCAG AA requires here: 4.5, or 3 for large text and icons.
    package var required: Double
    /// True when the label counts as large text (at least 18pt, or 14pt bold).
    package var largeText: Bool

    /// Creates a measure.
    package init(subject: String, ratio: Double, foreground: String, background: String, required: Double, largeText: Bool) {
        self.subject = subject; self.ratio = ratio; self.foreground = foreground
        self.background = background; self.required = required; self.largeText = largeText
    }

    /// True when the ratio meets the requirement.
    package var passes: Bool { ratio >= required }
}
