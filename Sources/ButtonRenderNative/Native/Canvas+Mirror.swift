import ButtonRenderModel
import CCairo

extension Canvas {
    /// Runs `draw` with user space mirrored left to right about the vertical line at `x`
    /// (canvas points): text and images drawn inside come out mirrored. Shapes Paint gives in
    /// device pixels (`fillDevicePath`, the spinner, UIKit's glyphs) are not mirrored.
    package func mirroredLeftToRight(about x: Double, _ draw: () -> Void) {
        cairo_save(cr)
        cairo_translate(cr, 2 * x, 0)
        cairo_scale(cr, -1, 1)
        draw()
        cairo_restore(cr)
    }
}
