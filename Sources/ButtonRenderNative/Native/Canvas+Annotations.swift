import ButtonRenderModel
import CCairo

/// Drawing calls for documentation sheets: scoped transforms for zoomed buttons, and the thin
/// lines, circles, rectangles and arrowheads of callouts, redlines and touch targets. Every
/// call leaves the canvas state (matrix, dash, line width, fill rule) as it found it.
extension Canvas {
    /// Runs `body` with user space moved to `translate` and scaled by `scale`, so a layout in
    /// points draws `scale` times larger with its origin at `translate`. The transform ends
    /// when `body` returns.
    package func withTransform(translate: Point, scale factor: Double, _ body: () throws -> Void) rethrows {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, translate.x, translate.y)
        cairo_scale(cr, factor, factor)
        try body()
    }

    /// Strokes a straight line `width` points wide with butt ends; `dash` gives alternating
    /// on and off lengths in points (nil or empty for a solid line).
    package func strokeLine(from start: Point, to end: Point, width: Double, color: RGBAColor, dash: [Double]? = nil) {
        guard !color.isClear, width > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_move_to(cr, start.x, start.y)
        cairo_line_to(cr, end.x, end.y)
        stroke(width: width, color: color, dash: dash)
    }

    /// Strokes the outline of a rounded rectangle, centred on its edges, optionally dashed.
    package func strokeRoundedRect(_ shape: RoundedRect, width: Double, color: RGBAColor, dash: [Double]? = nil) {
        guard !color.isClear, width > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        Canvas.addPath(shape, to: cr)
        stroke(width: width, color: color, dash: dash)
    }

    /// Strokes a circle's outline, centred on its radius.
    package func strokeCircle(center: Point, radius: Double, width: Double, color: RGBAColor) {
        guard !color.isClear, width > 0, radius > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
        stroke(width: width, color: color, dash: nil)
    }

    /// Fills `path`, given in canvas points, in `color` with the nonzero rule.
    public func fill(_ path: VectorPath, color: RGBAColor) {
        guard !color.isClear, !path.isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        replay(path)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cr)
    }

    /// Strokes the current path with the given width, colour and dash pattern.
    private func stroke(width: Double, color: RGBAColor, dash: [Double]?) {
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        if let dash, !dash.isEmpty, dash.allSatisfy({ $0 >= 0 }), dash.contains(where: { $0 > 0 }) {
            dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_stroke(cr)
    }
}
