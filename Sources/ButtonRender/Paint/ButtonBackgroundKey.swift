/// Everything the layers of a button under its content depend on, when they are painted onto a
/// new image canvas: the canvas's size in pixels and its scale, the canvas background, and the
/// layout's shadows, container, fill, state layer, ripple, stroke and focus ring. Two buttons
/// with equal keys get the same pixels from `ButtonPainter.paintBackground`, whatever their
/// titles, icons and spinners (which `paintForeground` draws over them), so
/// `ButtonLayerCache` can keep those pixels once for both.
struct ButtonBackgroundKey: Hashable {
    var pixelWidth: Int
    var pixelHeight: Int
    var scaleBits: UInt64
    var canvasBackground: RGBAColor
    var container: RoundedRect
    var shadows: [BoxShadow]
    var containerColor: RGBAColor
    var stateLayer: RGBAColor
    var ripple: PlacedRipple?
    var stroke: PlacedStroke?
    var focusRing: PlacedStroke?

    /// The key of `layout`'s lower layers on `canvas` over `canvasBackground`, or nil when they
    /// cannot be keyed by value: a background image (a file's pixels) is drawn among them.
    init?(_ layout: ButtonLayout, on canvas: Canvas, canvasBackground: RGBAColor) {
        guard layout.backgroundImage == nil else { return nil }
        pixelWidth = canvas.pixelWidth
        pixelHeight = canvas.pixelHeight
        scaleBits = canvas.scale.bitPattern
        self.canvasBackground = canvasBackground
        container = layout.container
        shadows = layout.button.shadows
        containerColor = layout.button.containerColor
        stateLayer = layout.button.stateLayer
        ripple = layout.ripple
        stroke = layout.stroke
        focusRing = layout.focusRing
    }
}
