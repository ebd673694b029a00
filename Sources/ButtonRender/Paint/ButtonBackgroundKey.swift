/// The key of a button's lower layers painted onto a new image canvas: the canvas's size in
/// pixels and its scale, the canvas background, and the marks themselves
/// (`ButtonLayout.lowerMarks`, `Hashable` by construction). Two buttons with equal keys get
/// the same pixels from those marks, whatever their content marks (drawn over them), so
/// `ButtonLayerCache` can keep those pixels once for both. No field list to keep in step with
/// the painter: a new kind of layer is a new `ButtonBackgroundMark` and is in the key.
struct ButtonBackgroundKey: Hashable {
    var pixelWidth: Int
    var pixelHeight: Int
    var scaleBits: UInt64
    var canvasBackground: RGBAColor
    var marks: [ButtonBackgroundMark]

    /// The key of `marks` on `canvas` over `canvasBackground`, or nil when a background image
    /// (a file's pixels, equal only as the same loaded object) is among them: such buttons
    /// paint every layer, as before the marks were keys.
    init?(_ marks: [ButtonBackgroundMark], on canvas: Canvas, canvasBackground: RGBAColor) {
        for mark in marks { if case .backgroundImage = mark { return nil } }
        pixelWidth = canvas.pixelWidth
        pixelHeight = canvas.pixelHeight
        scaleBits = canvas.scale.bitPattern
        self.canvasBackground = canvasBackground
        self.marks = marks
    }
}
