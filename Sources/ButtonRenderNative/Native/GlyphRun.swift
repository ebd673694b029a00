import ButtonRenderModel
/// A run of glyphs in one font, as Pango placed it: the unit text is drawn in.
///
/// Positions are exact: Pango's units (1/1024 point) divided by 1024, so the run's origin
/// plus a glyph's offset is the position Pango's own renderer would draw the glyph at.
public struct GlyphRun: Sendable {
    /// The font the glyph ids belong to.
    public let font: GlyphFont
    /// The run's baseline origin from the text's layout origin, in points (the line's
    /// alignment offset and baseline, the run's place in the line and any baseline shift).
    package let origin: Point
    /// The glyphs to draw, in Pango's order (visual, left to right); empty glyphs (zero-width
    /// joiners and the like) are left out, their advance kept in the next glyphs' offsets.
    package let glyphs: [PlacedGlyph]
    /// The colour the run is drawn in, relative to the colour the text is drawn with.
    package let paint: GlyphRunPaint
    /// The UTF-8 bytes of the characters the run draws (embedded in PDFs beside the glyphs).
    package let utf8: [UInt8]
    /// How `utf8` maps to `glyphs`, cluster by cluster, in the order `isBackward` gives.
    package let clusters: [GlyphCluster]
    /// True for a right-to-left run, whose clusters go from the last character to the first.
    let isBackward: Bool

    /// Each glyph's origin from the text's layout origin, in points.
    package var positions: [Point] {
        glyphs.map { Point(x: origin.x + $0.x, y: origin.y + $0.y) }
    }
}

/// One glyph of a run: its id in the run's font and its origin from the run's origin.
public struct PlacedGlyph: Equatable, Sendable {
    /// The glyph id in the run's font.
    public let id: UInt32
    /// Horizontal offset from the run's origin, in points (advances, letter spacing and the
    /// glyph's own offset).
    public let x: Double
    /// Vertical offset from the run's baseline, in points (down is positive).
    public let y: Double
}

/// A cluster of a run: this many bytes of its text drawn by this many glyphs.
public struct GlyphCluster: Equatable, Sendable {
    /// UTF-8 bytes of the cluster.
    package let byteCount: Int32
    /// Glyphs drawn for them (empty glyphs not counted).
    let glyphCount: Int32
}

/// How a run's colour relates to the colour its text is drawn with (`TextRun.color`).
public enum GlyphRunPaint: Equatable, Sendable {
    /// The text's colour.
    case inherited
    /// The run's own colour, opaque unless the run also gives an alpha.
    case color(RGBAColor)
    /// The text's colour with the run's alpha instead of its own.
    case alpha(Double)
}
