import ButtonRenderModel
/// The standard glyphs UIKit's non-custom button types draw in their tint colour, redrawn here
/// as vector paths (no font), so they look the same on Linux and scale to any size.
/// `Canvas.draw(_:in:color:background:)` draws one into a square.
public enum SystemGlyph: String, CaseIterable, Sendable {
    /// `UIButton.ButtonType.infoLight` / `.infoDark`: a lowercase "i" in a circle outline.
    case info
    /// `UIButton.ButtonType.detailDisclosure`: drawn as `info`, as iOS 7 and later do.
    case detailDisclosure
    /// `UIButton.ButtonType.contactAdd`: a "+" in a circle outline.
    case contactAdd
    /// `UIButton.ButtonType.close` (iOS 13): an "×" on a filled, usually translucent, circle.
    case close
}
