import ButtonRenderModel

/// UIKit's `showsTouchWhenHighlighted` glow, resolved: a soft white disc over the middle of a
/// highlighted button, fading from `color` at its centre to nothing at `radius` points.
public struct ResolvedTouchGlow: Equatable, Sendable {
    /// The glow's colour at its centre.
    public var color: RGBAColor
    /// Its radius in points.
    package var radius: Double

    /// Creates a resolved glow.
    package init(color: RGBAColor, radius: Double) { self.color = color; self.radius = radius }

    /// The glow UIKit draws: white, 20 points across each way from the centre (the
    /// 40 pt "pressed indicator" image UIKit lays over the button's centre; an estimate from
    /// its look, Apple publishes no size).
    public static let uikit = ResolvedTouchGlow(color: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.85), radius: 20)
}
