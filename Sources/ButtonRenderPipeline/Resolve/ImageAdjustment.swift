import ButtonRenderModel

/// How a legacy UIButton alters its image in a state (UIKit's `adjustsImageWhenHighlighted`
/// and `adjustsImageWhenDisabled`): darker while highlighted, dimmed while disabled. Apple
/// gives no numbers; these are estimates from the look: 30% black over the image, and the
/// image at 40% opacity.
public struct ImageAdjustment: Equatable, Sendable {
    /// How much black is laid over the image's own pixels (0 none, 1 black).
    package var darkening: Double
    /// The image's opacity (1 unchanged).
    public var opacity: Double

    /// Creates an adjustment.
    package init(darkening: Double = 0, opacity: Double = 1) { self.darkening = darkening; self.opacity = opacity }

    /// A highlighted image: 30% darker.
    package static let highlighted = ImageAdjustment(darkening: 0.3)
    /// A disabled image: 40% opacity.
    public static let disabled = ImageAdjustment(opacity: 0.4)

    /// `color` as the adjusted image shows it (for icons drawn in one colour).
    package func applied(to color: RGBAColor) -> RGBAColor {
        let keep = 1 - darkening
        return RGBAColor(red: color.red * keep, green: color.green * keep, blue: color.blue * keep, alpha: color.alpha * opacity)
    }
}
