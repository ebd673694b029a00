import ButtonRenderModel
/// Text shaped by Pango, as a plain value: its measurements and the glyph runs that draw it.
/// It holds no Pango object, so a layout made on one thread may be drawn on any other, any
/// number of times, at any scale (`Canvas.draw(_:at:color:)`).
public struct ShapedText: Sendable {
    /// The logical extents (advance width by line height) relative to the layout's origin,
    /// in points.
    package let logicalRect: Rect
    /// The inked extents relative to the layout's origin, in points.
    package let inkRect: Rect
    /// Distance from the layout's top to its baseline, in points.
    package let baseline: Double
    /// True when the text was cut short with an ellipsis.
    let isTruncated: Bool
    /// True when the text's base direction is right-to-left.
    package let isRightToLeft: Bool
    /// Glyphs after shaping (a ligature counts once).
    let glyphCount: Int
    /// Lines after wrapping.
    package let lineCount: Int
    /// Characters no registered font could draw (shown as boxes).
    let unknownGlyphCount: Int
    /// The glyph runs, line by line, in Pango's order; a glyph no font has is not among them.
    public let runs: [GlyphRun]
    /// What the text was shaped from, kept only when it has glyphs no font could draw: Pango
    /// draws those as hex boxes with a font of its own, so such a text is shaped again and
    /// drawn by Pango on the drawing thread (`Canvas+Text.swift`).
    let unknownGlyphSource: TextSource?

    /// True when drawing goes through Pango again (the text has unknown glyphs).
    var drawsThroughPango: Bool { unknownGlyphSource != nil }
}

/// A font's vertical metrics at a size, in points, unrounded: the ascent above the baseline,
/// the descent below it, and the gap a "normal" line height adds.
package struct FontVerticalMetrics: Hashable, Sendable {
    /// Above the baseline.
    package var ascent: Double
    /// Below the baseline.
    package var descent: Double
    /// Between lines, beyond ascent and descent.
    package var lineGap: Double

    /// Metrics of the given parts.
    package init(ascent: Double, descent: Double, lineGap: Double) {
        self.ascent = ascent; self.descent = descent; self.lineGap = lineGap
    }
}
