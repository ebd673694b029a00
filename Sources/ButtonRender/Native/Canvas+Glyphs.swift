import CCairo

extension Canvas {
    /// Draws `glyph` as vector paths in the largest square of whole device pixels centred in
    /// `rect`, in `color`; `background` fills the disc behind the glyphs that have one (`close`)
    /// and is ignored by the others. Proportions: circle outline 1/11 of the side (2 pt at
    /// 22 pt), "i" stem and "+" bars as wide, the "×" of `close` reaching 0.18 of the side from
    /// the centre. Straight edges are snapped to device pixels, so they are crisp at any whole
    /// scale, and on image canvases the left half is the exact mirror image of the right half
    /// (Cairo's rasteriser alone leaves mirrored curves and diagonals a few levels apart).
    public func draw(_ glyph: SystemGlyph, in rect: Rect, color: RGBAColor, background: RGBAColor = .clear) {
        guard let box = PixelSquare(in: rect, cr: cr) else { return }
        cairo_save(cr)
        // Draw in device pixels so that edges can be placed on pixel boundaries.
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        if target == .image {
            drawMirrored(in: box) { self.addShapes(of: glyph, in: box, color: color, background: background) }
        } else {
            addShapes(of: glyph, in: box, color: color, background: background)
        }
        cairo_restore(cr)
    }

    /// Runs `draw` into a group clipped to `box`, then paints the group's right half (with the
    /// middle column when the side is odd) and, as the left half, that right half mirrored
    /// pixel for pixel about the box's centre. The matrix must be the identity.
    private func drawMirrored(in box: PixelSquare, _ draw: () -> Void) {
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

    /// Fills and strokes the shapes of `glyph` in device pixels.
    private func addShapes(of glyph: SystemGlyph, in box: PixelSquare, color: RGBAColor, background: RGBAColor) {
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        switch glyph {
        case .info, .detailDisclosure:
            if !color.isClear { fillInfo(in: box, color: color) }
        case .contactAdd:
            if !color.isClear { fillContactAdd(in: box, color: color) }
        case .close:
            drawClose(in: box, color: color, background: background)
        }
    }

    /// The "i" in a circle of `info` and `detailDisclosure`.
    private func fillInfo(in box: PixelSquare, color: RGBAColor) {
        let s = box.side, cx = box.centerX, cy = box.centerY
        addOutline(of: box)
        // Stem: as wide as the outline (with the side's parity, so both edges are crisp), from
        // a little above the centre to 0.28 of the side below it.
        let stemWidth = box.crispLength(1.0 / 11)
        let stemTop = (cy - 0.12 * s).rounded(), stemBottom = (cy + 0.28 * s).rounded()
        cairo_rectangle(cr, cx - stemWidth / 2, stemTop, stemWidth, stemBottom - stemTop)
        // Dot: a little wider than the stem, about one dot radius above it.
        let dotRadius = max(0.62 * stemWidth, 0.055 * s)
        cairo_new_sub_path(cr)
        cairo_arc(cr, cx, stemTop - 2.1 * dotRadius, dotRadius, 0, 2 * Double.pi)
        cairo_close_path(cr)
        fillGlyphPath(color)
    }

    /// The "+" in a circle of `contactAdd`.
    private func fillContactAdd(in box: PixelSquare, color: RGBAColor) {
        let cx = box.centerX, cy = box.centerY
        addOutline(of: box)
        let thickness = box.crispLength(1.0 / 11)
        let length = box.crispLength(0.48)
        cairo_rectangle(cr, cx - length / 2, cy - thickness / 2, length, thickness)
        cairo_rectangle(cr, cx - thickness / 2, cy - length / 2, thickness, length)
        fillGlyphPath(color)
    }

    /// The disc and "×" of `close`: the disc in `background`, then the cross over it in `color`
    /// with round ends, 0.08 of the side thick.
    private func drawClose(in box: PixelSquare, color: RGBAColor, background: RGBAColor) {
        let s = box.side, cx = box.centerX, cy = box.centerY
        if !background.isClear {
            cairo_new_sub_path(cr)
            cairo_arc(cr, cx, cy, s / 2, 0, 2 * Double.pi)
            cairo_close_path(cr)
            fillGlyphPath(background)
        }
        guard !color.isClear else { return }
        let arm = 0.18 * s
        cairo_move_to(cr, cx - arm, cy - arm)
        cairo_line_to(cr, cx + arm, cy + arm)
        cairo_move_to(cr, cx + arm, cy - arm)
        cairo_line_to(cr, cx - arm, cy + arm)
        cairo_set_line_width(cr, max(1, 0.08 * s))
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        // One stroke of both lines: where they cross, the colour is applied once.
        cairo_stroke(cr)
    }

    /// Adds a circle outline 1/11 of the side wide (whole pixels) whose outer edge touches the
    /// square's sides, wound against the outer circle so that shapes added inside it still
    /// fill with the nonzero rule.
    private func addOutline(of box: PixelSquare) {
        let width = max(1, (box.side / 11).rounded()), radius = box.side / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, box.centerX, box.centerY, radius, 0, 2 * Double.pi)
        cairo_close_path(cr)
        cairo_new_sub_path(cr)
        cairo_arc_negative(cr, box.centerX, box.centerY, max(0, radius - width), 2 * Double.pi, 0)
        cairo_close_path(cr)
    }

    /// Fills the current path in `color` (nonzero rule), so overlapping parts are painted once.
    private func fillGlyphPath(_ color: RGBAColor) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cr)
    }
}
