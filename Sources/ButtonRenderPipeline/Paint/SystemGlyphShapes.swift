import ButtonRenderModel
import ButtonRenderNative

/// The geometry of UIKit's standard-type glyphs (info, detail disclosure, contact add, close)
/// as device-pixel paths in a `PixelSquare`: every proportion of these glyphs is decided here.
enum SystemGlyphShapes {
    /// The "i" in a circle of `info` and `detailDisclosure`, to fill with the nonzero rule.
    static func info(in box: PixelSquare) -> VectorPath {
        let s = box.side, cx = box.centerX, cy = box.centerY
        var path = outline(of: box)
        // Stem: as wide as the outline (with the side's parity, so both edges are crisp), from
        // a little above the centre to 0.28 of the side below it.
        let stemWidth = box.crispLength(1.0 / 11)
        let stemTop = (cy - 0.12 * s).rounded(), stemBottom = (cy + 0.28 * s).rounded()
        path.rectangle(Rect(x: cx - stemWidth / 2, y: stemTop, width: stemWidth, height: stemBottom - stemTop))
        // Dot: a little wider than the stem, about one dot radius above it.
        let dotRadius = max(0.62 * stemWidth, 0.055 * s)
        path.circle(center: Point(x: cx, y: stemTop - 2.1 * dotRadius), radius: dotRadius)
        return path
    }

    /// The "+" in a circle of `contactAdd`, to fill with the nonzero rule.
    static func contactAdd(in box: PixelSquare) -> VectorPath {
        let cx = box.centerX, cy = box.centerY
        var path = outline(of: box)
        let thickness = box.crispLength(1.0 / 11)
        let length = box.crispLength(0.48)
        path.rectangle(Rect(x: cx - length / 2, y: cy - thickness / 2, width: length, height: thickness))
        path.rectangle(Rect(x: cx - thickness / 2, y: cy - length / 2, width: thickness, height: length))
        return path
    }

    /// The disc behind the "×" of `close`: the whole square's inscribed circle.
    static func closeDisc(in box: PixelSquare) -> VectorPath {
        var path = VectorPath()
        path.circle(center: Point(x: box.centerX, y: box.centerY), radius: box.side / 2)
        return path
    }

    /// The "×" of `close`: two lines reaching 0.18 of the side from the centre, stroked with
    /// round ends 0.08 of the side thick (at least one pixel).
    static func closeCross(in box: PixelSquare) -> (path: VectorPath, width: Double) {
        let s = box.side, cx = box.centerX, cy = box.centerY, arm = 0.18 * s
        var path = VectorPath()
        path.move(to: Point(x: cx - arm, y: cy - arm))
        path.line(to: Point(x: cx + arm, y: cy + arm))
        path.move(to: Point(x: cx + arm, y: cy - arm))
        path.line(to: Point(x: cx - arm, y: cy + arm))
        return (path, max(1, 0.08 * s))
    }

    /// A circle outline 1/11 of the side wide (whole pixels) whose outer edge touches the
    /// square's sides, wound against the outer circle so that shapes added inside it still
    /// fill with the nonzero rule.
    private static func outline(of box: PixelSquare) -> VectorPath {
        let width = max(1, (box.side / 11).rounded()), radius = box.side / 2
        var path = VectorPath()
        path.circle(center: Point(x: box.centerX, y: box.centerY), radius: radius)
        path.circle(center: Point(x: box.centerX, y: box.centerY), radius: max(0, radius - width), negative: true)
        return path
    }
}
