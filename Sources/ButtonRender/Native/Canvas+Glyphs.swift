import CCairo

extension Canvas {
    /// Draws `glyph` as vector paths in the largest square of whole device pixels centred in
    /// `rect`, in `color`; `background` fills the disc behind the glyphs that have one (`close`)
    /// and is ignored by the others. Straight strokes are snapped to device pixels, so the
    /// glyphs are crisp and mirror-symmetric at any whole scale. Proportions of a 22 pt glyph:
    /// circle outline 2 pt (1/11 of the side), "i" stem and "+" bars as wide as the outline.
    public func draw(_ glyph: SystemGlyph, in rect: Rect, color: RGBAColor, background: RGBAColor = .clear) {
        guard let box = PixelSquare(in: rect, cr: cr) else { return }
        cairo_save(cr)
        // Draw in device pixels so that edges can be placed on pixel boundaries.
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        switch glyph {
        case .info, .detailDisclosure:
            if !color.isClear { fillInfo(in: box, color: color) }
        case .contactAdd:
            if !color.isClear { fillContactAdd(in: box, color: color) }
        case .close:
            drawClose(in: box, color: color, background: background)
        }
        cairo_restore(cr)
    }

    /// Adds a circle outline `width` pixels wide whose outer edge touches the square's sides,
    /// wound so that shapes added inside it still fill with the nonzero rule.
    private func addOutline(of box: PixelSquare, width: Double) {
        let radius = box.side / 2
        addCircle(centerX: box.centerX, centerY: box.centerY, radius: radius, clockwise: true)
        addCircle(centerX: box.centerX, centerY: box.centerY, radius: max(0, radius - width), clockwise: false)
    }

    /// Adds a circle as four Bézier quarters whose control points mirror each other exactly
    /// about both axes (`cairo_arc` starts at 3 o'clock and splits the circle where it likes,
    /// which leaves left and right a few levels apart).
    private func addCircle(centerX cx: Double, centerY cy: Double, radius r: Double, clockwise: Bool) {
        guard r > 0 else { return }
        // Control-point distance of a quarter circle: 4/3 (sqrt 2 - 1) of the radius.
        let k = r * 4 / 3 * (2.0.squareRoot() - 1)
        let side = clockwise ? 1.0 : -1.0
        // From 12 o'clock through 3 (clockwise on screen) or 9 (counter-clockwise) and back.
        cairo_new_sub_path(cr)
        cairo_move_to(cr, cx, cy - r)
        cairo_curve_to(cr, cx + side * k, cy - r, cx + side * r, cy - k, cx + side * r, cy)
        cairo_curve_to(cr, cx + side * r, cy + k, cx + side * k, cy + r, cx, cy + r)
        cairo_curve_to(cr, cx - side * k, cy + r, cx - side * r, cy + k, cx - side * r, cy)
        cairo_curve_to(cr, cx - side * r, cy - k, cx - side * k, cy - r, cx, cy - r)
        cairo_close_path(cr)
    }

    /// The width of the circle outline: 1/11 of the side, in whole pixels.
    private func outlineWidth(of box: PixelSquare) -> Double {
        max(1, (box.side / 11).rounded())
    }

    /// The "i" in a circle of `info` and `detailDisclosure`.
    private func fillInfo(in box: PixelSquare, color: RGBAColor) {
        let s = box.side, cx = box.centerX, cy = box.centerY
        addOutline(of: box, width: outlineWidth(of: box))
        // Stem: as wide as the outline (with the side's parity), from a little above the centre
        // to a quarter of the side below it.
        let stemWidth = box.crispLength(1.0 / 11)
        let stemTop = (cy - 0.12 * s).rounded(), stemBottom = (cy + 0.28 * s).rounded()
        cairo_rectangle(cr, cx - stemWidth / 2, stemTop, stemWidth, stemBottom - stemTop)
        // Dot: a little wider than the stem, one dot radius above it.
        let dotRadius = max(0.62 * stemWidth, 0.055 * s)
        addCircle(centerX: cx, centerY: stemTop - 2.1 * dotRadius, radius: dotRadius, clockwise: true)
        fillGlyphPath(color)
    }

    /// The "+" in a circle of `contactAdd`.
    private func fillContactAdd(in box: PixelSquare, color: RGBAColor) {
        let cx = box.centerX, cy = box.centerY
        addOutline(of: box, width: outlineWidth(of: box))
        let thickness = box.crispLength(1.0 / 11)
        let length = box.crispLength(0.48)
        cairo_rectangle(cr, cx - length / 2, cy - thickness / 2, length, thickness)
        cairo_rectangle(cr, cx - thickness / 2, cy - length / 2, thickness, length)
        fillGlyphPath(color)
    }

    /// The disc and "×" of `close`: the disc in `background`, the cross over it in `color`
    /// with round caps, its arms reaching 0.18 of the side from the centre in each axis.
    private func drawClose(in box: PixelSquare, color: RGBAColor, background: RGBAColor) {
        let s = box.side, cx = box.centerX, cy = box.centerY
        if !background.isClear {
            addCircle(centerX: cx, centerY: cy, radius: s / 2, clockwise: true)
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

    /// Fills the current path in `color` (nonzero rule), so overlapping parts are painted once.
    private func fillGlyphPath(_ color: RGBAColor) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cr)
    }
}
