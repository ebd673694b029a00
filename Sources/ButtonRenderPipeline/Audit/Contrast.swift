import ButtonRenderModel
import Foundation

/// WCAG 2 colour contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): the relative
/// luminance of sRGB colours and the ratio between two of them, plus the compositing needed
/// to measure translucent colours the way they appear on screen.
enum Contrast {
    /// The relative luminance of an opaque sRGB colour, 0 (black) to 1 (white): each channel
    /// linearised (`c / 12.92` at or below 0.04045, else `((c + 0.055) / 1.055)^2.4`), then
    /// weighted 0.2126 R + 0.7152 G + 0.0722 B. Alpha is ignored; flatten translucent colours
    /// with `flattened(_:over:)` first.
    static func relativeLuminance(_ color: RGBAColor) -> Double {
        0.2126 * linearized(color.red) + 0.7152 * linearized(color.green) + 0.0722 * linearized(color.blue)
    }

    /// One sRGB channel (0...1, clamped) converted to linear light.
    static func linearized(_ channel: Double) -> Double {
        let c = min(max(channel, 0), 1)
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The contrast ratio of two opaque colours, `(L1 + 0.05) / (L2 + 0.05)` with L1 the
    /// lighter one's luminance: 1 (equal) to 21 (black and white). The order does not matter.
    static func ratio(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        let la = relativeLuminance(a), lb = relativeLuminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `color` drawn over an opaque `backdrop` (source-over), as an opaque colour. A backdrop
    /// that is itself translucent is treated as opaque.
    static func flattened(_ color: RGBAColor, over backdrop: RGBAColor) -> RGBAColor {
        color.composited(over: backdrop.withAlpha(1)).withAlpha(1)
    }

    /// Layers drawn bottom to top over an opaque `base`, flattened to one opaque colour.
    static func flattened(_ layers: [RGBAColor], over base: RGBAColor) -> RGBAColor {
        layers.reduce(base.withAlpha(1)) { flattened($1, over: $0) }
    }
}
