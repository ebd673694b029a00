import ButtonRenderModel

/// A sheet's buttons and marks in the coordinates a kind's layout chose, before the sheet's
/// title and padding place them on the canvas.
struct SheetContent {
    var buttons: [SheetButton] = []
    var underlays: [SheetMark] = []
    var overlays: [SheetMark] = []
    var callouts: [SheetCallout] = []
    var measures: [SheetMeasure] = []

    /// The area everything covers: button canvases (with their shadows) and marks.
    var bounds: Rect? {
        var rects = buttons.map(\.canvasFrame)
        rects += (underlays + overlays).map(\.bounds)
        guard var result = rects.first else { return nil }
        for r in rects.dropFirst() { result = result.union(r) }
        return result
    }

    /// The same content moved by an offset.
    func offsetBy(dx: Double, dy: Double) -> SheetContent {
        var c = self
        c.buttons = buttons.map { b in
            var b = b
            b.offset = Point(x: b.offset.x + dx, y: b.offset.y + dy)
            if var cell = b.cell { cell.frame = cell.frame.offsetBy(dx: dx, dy: dy); b.cell = cell }
            return b
        }
        c.underlays = underlays.map { $0.offsetBy(dx: dx, dy: dy) }
        c.overlays = overlays.map { $0.offsetBy(dx: dx, dy: dy) }
        c.callouts = callouts.map { k in
            var k = k
            k.center = Point(x: k.center.x + dx, y: k.center.y + dy)
            k.anchor = Point(x: k.anchor.x + dx, y: k.anchor.y + dy)
            return k
        }
        return c
    }
}
