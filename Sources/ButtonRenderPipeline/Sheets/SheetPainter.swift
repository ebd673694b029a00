import ButtonRenderModel
import ButtonRenderNative

/// The paint stage of sheets: the background, the marks under the buttons, the buttons (each
/// at its offset, zoomed ones inside a canvas transform) and the marks over them. It decides
/// nothing: every position and colour comes from the `SheetLayout`.
public enum SheetPainter {
    /// Draws a sheet onto a canvas of its size; its buttons' shadows blur through
    /// `caches.shadowBlurs` (sheets keep no layers: `ButtonPainter.paint`).
    public static func paint(_ layout: SheetLayout, on canvas: Canvas, caches: RenderCaches) throws {
        canvas.fillAll(layout.background)
        for mark in layout.underlays { draw(mark, on: canvas) }
        for button in layout.buttons {
            if button.zoom == 1 {
                try ButtonPainter.paint(button.layout, on: canvas, at: button.offset, caches: caches)
            } else {
                try canvas.withTransform(translate: button.offset, scale: button.zoom) {
                    try ButtonPainter.paint(button.layout, on: canvas, caches: caches)
                }
            }
        }
        for mark in layout.overlays { draw(mark, on: canvas) }
    }

    /// Draws one mark.
    static func draw(_ mark: SheetMark, on canvas: Canvas) {
        switch mark {
        case .rect(let rect, let radius, let fill, let stroke, let width, let dash):
            let shape = RoundedRect(rect: rect, radii: CornerRadii(all: radius))
            if let fill { canvas.fill(shape, color: fill) }
            if let stroke { canvas.strokeRoundedRect(shape, width: width, color: stroke, dash: dash) }
        case .line(let a, let b, let width, let color, let dash):
            canvas.strokeLine(from: a, to: b, width: width, color: color, dash: dash)
        case .circle(let center, let radius, let fill, let stroke, let width):
            if let fill { canvas.fillCircle(center: center, radius: radius, color: fill, clippedTo: nil) }
            if let stroke { canvas.strokeCircle(center: center, radius: radius, width: width, color: stroke) }
        case .arrowhead(let tip, let from, let length, let width, let color):
            if let path = Arrowhead.path(tip: tip, from: from, length: length, width: width) {
                canvas.fill(path, color: color)
            }
        case .text(let text):
            canvas.draw(text.shaped, at: text.origin, color: text.color)
        }
    }
}
