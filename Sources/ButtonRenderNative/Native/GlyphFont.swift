import ButtonRenderModel
import CCairo

/// The font a glyph run is drawn in: a Cairo scaled font, retained. Cairo scaled fonts are
/// immutable and reference-counted atomically, and Cairo locks their glyph caches, so one
/// `GlyphFont` may be drawn from any number of threads at once. It holds no Pango object:
/// the Pango font that chose it stays with the engine that shaped the text.
/// `@unchecked Sendable` because it holds a C pointer: the scaled font is immutable after
/// init, retained for the object's life, and Cairo synchronises its own caches, as above.
public final class GlyphFont: @unchecked Sendable {
    /// The `cairo_scaled_font_t`, owned (one reference).
    let scaledFont: OpaquePointer

    /// Takes a new reference to `scaledFont`; nil unless Cairo reports the font usable.
    init?(retaining scaledFont: OpaquePointer?) {
        guard let scaledFont, cairo_scaled_font_status(scaledFont) == CAIRO_STATUS_SUCCESS else { return nil }
        self.scaledFont = cairo_scaled_font_reference(scaledFont)
    }

    deinit { cairo_scaled_font_destroy(scaledFont) }
}
