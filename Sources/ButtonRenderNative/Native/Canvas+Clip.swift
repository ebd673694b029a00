import ButtonRenderModel
import CCairo

extension Canvas {
    /// Runs `body` with drawing clipped to `rect` (points).
    package func clipped(to rect: Rect, _ body: () throws -> Void) rethrows {
        cairo_save(cr)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cr)
        defer { cairo_restore(cr) }
        try body()
    }
}
