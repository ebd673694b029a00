import ButtonRenderModel

/// Every size and rectangle of a laid-out button, in points on its canvas (origin top-left).
public struct ButtonSizes: Codable, Equatable, Sendable {
    /// The canvas (the image at @1x).
    package var canvas: Size
    /// The container's rectangle.
    public var container: Rect
    /// The container's corner radii, fitted to its size.
    var cornerRadii: CornerRadii
    /// The content rectangle: the container less its insets.
    package var content: Rect
    /// The insets actually used.
    public var insets: EdgeInsets
    /// The touch area.
    package var touchTarget: Rect
    /// The label's box, when a label is drawn.
    package var label: Rect?
    /// The subtitle's box, when one is drawn.
    package var subtitle: Rect?
    /// The icon's box, when one is drawn.
    public var icon: Rect?
    /// The spinner's box, when one replaces the label.
    package var spinner: Rect?

    /// The sizes of a layout.
    package init(_ layout: ButtonLayout) {
        canvas = layout.canvasSize
        container = layout.container.rect
        cornerRadii = layout.container.radii
        content = layout.contentRect
        insets = layout.insets
        touchTarget = layout.touchTarget
        label = layout.label?.frame
        subtitle = layout.subtitle?.frame
        icon = layout.icon?.frame
        spinner = layout.spinner?.frame
    }
}
