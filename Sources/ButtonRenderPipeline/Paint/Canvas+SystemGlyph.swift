import ButtonRenderModel
import ButtonRenderNative

extension Canvas {
    /// Draws `glyph` as vector paths in the largest square of whole device pixels centred in
    /// `rect`, in `color`; `background` fills the disc behind the glyphs that have one (`close`)
    /// and is ignored by the others. Proportions: circle outline 1/11 of the side (2 pt at
    /// 22 pt), "i" stem and "+" bars as wide, the "×" of `close` reaching 0.18 of the side from
    /// the centre. Straight edges are snapped to device pixels, so they are crisp at any whole
    /// scale, and on image canvases the left half is the exact mirror image of the right half.
    func draw(_ glyph: SystemGlyph, in rect: Rect, color: RGBAColor, background: RGBAColor = .clear) {
        guard let box = pixelSquare(in: rect) else { return }
        if target == .image {
            drawMirrored(in: box) { self.drawShapes(of: glyph, in: box, color: color, background: background) }
        } else {
            drawShapes(of: glyph, in: box, color: color, background: background)
        }
    }

    /// Fills and strokes the shapes of `glyph` in device pixels.
    private func drawShapes(of glyph: SystemGlyph, in box: PixelSquare, color: RGBAColor, background: RGBAColor) {
        switch glyph {
        case .info, .detailDisclosure:
            if !color.isClear { fillDevicePath(SystemGlyphShapes.info(in: box), color: color) }
        case .contactAdd:
            if !color.isClear { fillDevicePath(SystemGlyphShapes.contactAdd(in: box), color: color) }
        case .close:
            if !background.isClear { fillDevicePath(SystemGlyphShapes.closeDisc(in: box), color: background) }
            guard !color.isClear else { return }
            let cross = SystemGlyphShapes.closeCross(in: box)
            // One stroke of both lines: where they cross, the colour is applied once.
            strokeDevicePath(cross.path, width: cross.width, cap: .round, color: color)
        }
    }
}
