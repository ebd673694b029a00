import CCairo
import Foundation

extension Canvas {
    /// Draws `glyph` as vector paths in the largest square of whole device pixels centred in
    /// `rect`, in `color`; `background` fills the disc behind the glyphs that have one (`close`)
    /// and is ignored by the others. Straight edges are snapped to device pixels and curves
    /// are built mirror-exact, so the glyphs are crisp and left-right symmetric at any whole
    /// scale. Proportions: circle outline 1/11 of the side (2 pt at 22 pt), "i" stem and "+"
    /// bars as wide, the "×" of `close` reaching 0.18 of the side from the centre.
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
        addCircle(centerX: cx, centerY: stemTop - 2.1 * dotRadius, radius: dotRadius, clockwise: true)
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
            addCircle(centerX: cx, centerY: cy, radius: s / 2, clockwise: true)
            fillGlyphPath(background)
        }
        guard !color.isClear else { return }
        let arm = 0.18 * s, halfWidth = max(0.5, 0.04 * s)
        if target == .svg {
            // A true stroke keeps the SVG small and exact.
            cairo_move_to(cr, cx - arm, cy - arm)
            cairo_line_to(cr, cx + arm, cy + arm)
            cairo_move_to(cr, cx + arm, cy - arm)
            cairo_line_to(cr, cx - arm, cy + arm)
            cairo_set_line_width(cr, 2 * halfWidth)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_stroke(cr)
        } else {
            // Two filled bars with round ends, the second the exact mirror of the first (Cairo's
            // stroker rounds the two diagonals differently). Both wind the same way, so their
            // crossing is painted once.
            let bar = GlyphOutline.roundedBar(from: (-arm, -arm), to: (arm, arm), halfWidth: halfWidth)
            addPolygon(bar, centerX: cx, centerY: cy)
            addPolygon(bar.map { (-$0.x, $0.y) }.reversed(), centerX: cx, centerY: cy)
            fillGlyphPath(color)
        }
    }

    /// Adds a circle outline 1/11 of the side wide (whole pixels) whose outer edge touches the
    /// square's sides, wound so that shapes added inside it still fill with the nonzero rule.
    private func addOutline(of box: PixelSquare) {
        let width = max(1, (box.side / 11).rounded()), radius = box.side / 2
        addCircle(centerX: box.centerX, centerY: box.centerY, radius: radius, clockwise: true)
        addCircle(centerX: box.centerX, centerY: box.centerY, radius: max(0, radius - width), clockwise: false)
    }

    /// Adds a circle: an exact arc on SVG canvases; on image canvases a polygon within 0.01 px
    /// of the circle whose vertices mirror each other exactly, because Cairo flattens the two
    /// halves of a curved circle differently and they would differ by a few levels.
    private func addCircle(centerX cx: Double, centerY cy: Double, radius: Double, clockwise: Bool) {
        guard radius > 0 else { return }
        if target == .svg {
            cairo_new_sub_path(cr)
            if clockwise {
                cairo_arc(cr, cx, cy, radius, 0, 2 * Double.pi)
            } else {
                cairo_arc_negative(cr, cx, cy, radius, 2 * Double.pi, 0)
            }
            cairo_close_path(cr)
        } else {
            let circle = GlyphOutline.circle(radius: radius, tolerance: 0.01)
            addPolygon(clockwise ? circle : circle.reversed(), centerX: cx, centerY: cy)
        }
    }

    /// Adds a closed polygon given as offsets from a centre.
    private func addPolygon<Points: Collection>(_ points: Points, centerX cx: Double, centerY cy: Double)
        where Points.Element == (x: Double, y: Double) {
        guard let first = points.first else { return }
        cairo_new_sub_path(cr)
        cairo_move_to(cr, cx + first.x, cy + first.y)
        for point in points.dropFirst() { cairo_line_to(cr, cx + point.x, cy + point.y) }
        cairo_close_path(cr)
    }

    /// Fills the current path in `color` (nonzero rule), so overlapping parts are painted once.
    private func fillGlyphPath(_ color: RGBAColor) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cr)
    }
}
