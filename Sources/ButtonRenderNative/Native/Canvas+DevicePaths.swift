import ButtonRenderModel
import CCairo

/// How a stroke's open ends are drawn.
public enum LineCap: Sendable {
    /// Square ends at the end points.
    case butt
    /// Half-disc ends around the end points.
    case round
}

extension Canvas {
    /// The largest square of whole device pixels centred in `rect` (in canvas points), or nil
    /// when no whole pixel fits: where Paint places vector glyphs so that their straight edges
    /// are crisp.
    package func pixelSquare(in rect: Rect) -> PixelSquare? { PixelSquare(in: rect, cr: cr) }

    /// Fills `path`, given in device pixels, in `color` with the nonzero rule (overlapping parts
    /// are painted once).
    package func fillDevicePath(_ path: VectorPath, color: RGBAColor) {
        inDeviceSpace {
            replay(path)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_fill(cr)
        }
    }

    /// Strokes `path`, given in device pixels, `width` pixels wide with `cap` ends, in `color`,
    /// as one stroke (where its lines cross, the colour is applied once).
    package func strokeDevicePath(_ path: VectorPath, width: Double, cap: LineCap, color: RGBAColor) {
        inDeviceSpace {
            replay(path)
            cairo_set_line_width(cr, width)
            cairo_set_line_cap(cr, cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_stroke(cr)
        }
    }

    /// Runs `draw` into a group clipped to `box`, then paints the group's right half (with the
    /// middle column when the side is odd) and, as the left half, that right half mirrored
    /// pixel for pixel about the box's centre, so the two halves are exact mirror images
    /// (Cairo's rasteriser alone leaves mirrored curves and diagonals a few levels apart).
    package func drawMirrored(in box: PixelSquare, _ draw: () -> Void) {
        inDeviceSpace {
            cairo_rectangle(cr, box.left, box.top, box.side, box.side)
            cairo_clip(cr)
            cairo_push_group(cr)
            draw()
            guard let group = cairo_pop_group(cr) else { return }
            defer { cairo_pattern_destroy(group) }
            let middle = box.centerX.rounded(.down)
            cairo_save(cr)
            cairo_rectangle(cr, middle, box.top, box.left + box.side - middle, box.side)
            cairo_clip(cr)
            cairo_set_source(cr, group)
            cairo_paint(cr)
            cairo_restore(cr)
            // The centre is on a pixel edge or a pixel centre, so x -> 2 centre - x maps pixel
            // centres onto pixel centres and nearest-neighbour sampling copies pixels exactly.
            var mirror = cairo_matrix_t()
            cairo_matrix_init(&mirror, -1, 0, 0, 1, 2 * box.centerX, 0)
            cairo_pattern_set_matrix(group, &mirror)
            cairo_pattern_set_filter(group, CAIRO_FILTER_NEAREST)
            cairo_save(cr)
            cairo_rectangle(cr, box.left, box.top, middle - box.left, box.side)
            cairo_clip(cr)
            cairo_set_source(cr, group)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    /// Runs `body` with the identity matrix and an empty path, restoring the state after.
    private func inDeviceSpace(_ body: () -> Void) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        body()
        cairo_restore(cr)
    }

    /// Adds `path`'s elements to the current path.
    func replay(_ path: VectorPath) {
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .arc(let c, let r, let start, let end, let negative):
                if negative { cairo_arc_negative(cr, c.x, c.y, r, start, end) } else { cairo_arc(cr, c.x, c.y, r, start, end) }
            case .rectangle(let r): cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            case .newSubPath: cairo_new_sub_path(cr)
            case .close: cairo_close_path(cr)
            }
        }
    }
}

extension Canvas {
    /// Fills a disc of `radius` points around `center` with `color` fading linearly from its
    /// full opacity at the centre to nothing at the rim (a radial gradient).
    package func fillRadialGlow(center: Point, radius: Double, color: RGBAColor) {
        guard !color.isClear, radius > 0, let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_add_color_stop_rgba(pattern, 0, color.red, color.green, color.blue, color.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 1, color.red, color.green, color.blue, 0)
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
