/// Shaped text placed on the canvas.
public struct PlacedText {
    /// The shaped text.
    public var text: ShapedText
    /// Where the layout's origin goes, in canvas points.
    public var origin: Point
    /// The text's box on the canvas (logical extents for labels, the em box for icons).
    public var frame: Rect
    /// The colour to draw it in.
    public var color: RGBAColor
}

/// A ripple placed on the canvas.
public struct PlacedRipple: Equatable, Sendable {
    /// Centre in canvas points.
    public var center: Point
    /// Radius in points.
    public var radius: Double
    /// Ink colour.
    public var color: RGBAColor
    /// Clipped to the container's shape.
    public var bounded: Bool
}

/// A stroke as the region between two rounded rectangles.
public struct PlacedStroke: Equatable, Sendable {
    public var outer: RoundedRect
    public var inner: RoundedRect
    public var color: RGBAColor
}

/// Every rectangle of a button in canvas points: the output of layout, the input of paint.
/// Paint draws exactly this and decides nothing.
public struct ButtonLayout {
    /// What resolve decided (colours, shadows).
    public var button: ResolvedButton
    /// The canvas, in points.
    public var canvasSize: Size
    /// The container's shape.
    public var container: RoundedRect
    /// The stroke, if any.
    public var stroke: PlacedStroke?
    /// The label, if the title is not empty.
    public var label: PlacedText?
    /// The icon, if any.
    public var icon: PlacedText?
    /// The ripple, if any.
    public var ripple: PlacedRipple?
    /// The touch target: the container extended to the system's minimum (MDC `hitAreaInsets`).
    public var touchTarget: Rect
    /// The content rectangle: the container less its insets.
    public var contentRect: Rect
    /// The insets actually used (with the icon-side padding applied).
    public var insets: EdgeInsets
}
