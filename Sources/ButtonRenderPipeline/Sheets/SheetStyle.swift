import ButtonRenderModel
import ButtonRenderNative
import Foundation

/// The look of a sheet's annotations: label fonts from the renderer's registry, and the
/// colours of text, callouts and redlines on the sheet's background.
struct SheetStyle {
    /// Grey of labels on a light surface.
    static let lightInk = RGBAColor(rgb: 0x5F6368)
    /// Grey of labels on a dark surface.
    static let darkInk = RGBAColor(rgb: 0xC4C7C5)
    /// Headings on a light surface.
    static let lightHeading = RGBAColor(rgb: 0x202124)
    /// Headings on a dark surface.
    static let darkHeading = RGBAColor(rgb: 0xE3E3E3)
    /// The edge of a light panel beside a dark one.
    static let panelOutline = RGBAColor(rgb: 0xDADCE0)
    /// Redline dimensions.
    static let redline = RGBAColor(rgb: 0xE53935)
    /// Callout discs and leaders on a light surface.
    static let lightCallout = RGBAColor(rgb: 0x3C4043)
    /// Callout discs and leaders on a dark surface.
    static let darkCallout = RGBAColor(rgb: 0xE8EAED)

    /// Horizontal placement of a text against its anchor point.
    enum HAlign { case leading, center, trailing }
    /// Vertical placement of a text against its anchor point (`inkCenter` centres the drawn
    /// glyphs, for numbers in discs).
    enum VAlign { case top, center, inkCenter, bottom }

    let engine: TextEngine
    /// The label font family (Roboto or Inter).
    let family: String
    /// The sheet's canvas colour.
    let background: RGBAColor

    /// True when `color` reads as a dark surface (relative luminance below 0.35).
    static func isDark(_ color: RGBAColor) -> Bool {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let opaque = color.composited(over: .white)
        let l = 0.2126 * linear(opaque.red) + 0.7152 * linear(opaque.green) + 0.0722 * linear(opaque.blue)
        return l < 0.35
    }

    /// Label grey for text on `surface` (the background by default).
    func ink(on surface: RGBAColor? = nil) -> RGBAColor { Self.isDark(surface ?? background) ? Self.darkInk : Self.lightInk }
    /// Heading colour on `surface`.
    func heading(on surface: RGBAColor? = nil) -> RGBAColor { Self.isDark(surface ?? background) ? Self.darkHeading : Self.lightHeading }
    /// Callout disc and leader colour on the background.
    var callout: RGBAColor { Self.isDark(background) ? Self.darkCallout : Self.lightCallout }
    /// The number colour inside a callout disc.
    var calloutNumber: RGBAColor { Self.isDark(background) ? Self.lightHeading : .white }

    /// Shapes `string` in the label family.
    func shape(_ string: String, size: Double, weight: Int) throws -> ShapedText {
        try engine.shape(string, font: ResolvedFont(family: family, weight: weight, size: size), options: TextOptions())
    }

    /// A text placed against `anchor`.
    func text(_ string: String, role: SheetTextRole, size: Double, weight: Int = 400, color: RGBAColor,
              at anchor: Point, h: HAlign = .leading, v: VAlign = .top) throws -> SheetText {
        let shaped = try shape(string, size: size, weight: weight)
        let box = shaped.logicalRect
        let x: Double
        switch h {
        case .leading: x = anchor.x
        case .center: x = anchor.x - box.width / 2
        case .trailing: x = anchor.x - box.width
        }
        let y: Double
        switch v {
        case .top: y = anchor.y
        case .center: y = anchor.y - box.height / 2
        case .inkCenter: y = anchor.y - (shaped.inkRect.midY - box.minY)
        case .bottom: y = anchor.y - box.height
        }
        let frame = Rect(x: x, y: y, width: box.width, height: box.height)
        return SheetText(string: string, role: role, shaped: shaped,
                         origin: Point(x: x - box.minX, y: y - box.minY), frame: frame, color: color)
    }

    /// The line height of a text of this size, in points.
    func lineHeight(size: Double, weight: Int = 400) throws -> Double { try shape("Hg", size: size, weight: weight).logicalRect.height }
}
