import ButtonRenderModel

/// A layer of a button under its content, placed on the canvas. Every payload is `Hashable`,
/// so two lists of these marks are equal exactly when they draw the same layers
/// (`ButtonBackgroundKey`).
public enum ButtonBackgroundMark: Hashable, Sendable {
    /// A blurred shadow, painted outside the container only.
    case shadow(PlacedShadow)
    /// The container's shape filled with its colour.
    case container(RoundedRect, color: RGBAColor)
    /// A background image stretched over the container and clipped to its shape.
    case backgroundImage(PlacedBackgroundImage)
    /// An inset shadow, painted inside the padding box over the fill and under the border.
    case insetShadow(PlacedInsetShadow)
    /// The state layer (hover, focus, press tint) over the container's shape.
    case stateLayer(RoundedRect, color: RGBAColor)
    /// An ink ripple, clipped to `clip` (the container, for a bounded ripple) if given.
    case ripple(PlacedRipple, clip: RoundedRect?)
    /// The stroke: the region between two rounded rectangles.
    case stroke(PlacedStroke)
    /// The focus ring: the region between two rounded rectangles.
    case focusRing(PlacedStroke)
}
