import Foundation

/// What a picture shows of one button, measured the same way whoever drew it (ButtonRender, a
/// browser, a simulator), in the picture's pixels: the container's box and top-left corner
/// radius, its fill, its border, the label's ink box and colour, and what lies around the box
/// (a focus ring, shadows). Every length is fractional: an anti-aliased edge pixel counts by
/// its coverage.
public struct ButtonMeasurement: Sendable {
    /// A rectangle in the picture's pixels.
    public struct Box: Hashable, Sendable {
        /// Left and top edges.
        public var x: Double, y: Double
        /// Width and height.
        public var width: Double, height: Double
        /// The right edge.
        public var maxX: Double { x + width }
        /// The bottom edge.
        public var maxY: Double { y + height }

        /// `rect` (points) in device pixels at `scale`, each edge on the pixel painting snaps
        /// it to (`ButtonLayout.pixelSnapped(scale:)`).
        package static func snapped(_ rect: Rect, scale: Double) -> Box {
            let x0 = (rect.minX * scale).roundedHalfUp, y0 = (rect.minY * scale).roundedHalfUp
            return Box(x: x0, y: y0, width: (rect.maxX * scale).roundedHalfUp - x0, height: (rect.maxY * scale).roundedHalfUp - y0)
        }
    }

    /// The page colour the button sits on.
    public var page: ShotColor
    /// The container's box; nil when the container cannot be told from the page (a text
    /// button: the same colour and no border).
    public var box: Box?
    /// The container's fill (the most frequent colour inside it).
    public var fill: ShotColor
    /// The border's colour and width in pixels, when the edge differs from the fill.
    public var border: (color: ShotColor, width: Double)?
    /// The top-left corner's radius in pixels, when there is a box whose edge stands out from the
    /// page enough to read it (`minimumCornerContrast`).
    public var radius: Double?
    /// The label's ink box (every pixel of the label's colour above a tenth of coverage, its
    /// edges by coverage), nil when nothing inside differs from the fill.
    public var labelInk: Box?
    /// The label's colour (the inside pixel farthest from the fill).
    public var labelColor: ShotColor?
    /// The coverage-weighted centre of the label's ink.
    public var labelCentre: (x: Double, y: Double)?
    /// Everything around the box that differs from the page (a focus ring, shadows): its
    /// bounding box, and the colour of its most covered pixels.
    public var surround: (box: Box, color: ShotColor)?
    /// How much lies around the box: the summed difference from the page, in pixel-levels.
    public var surroundWeight: Double
    /// The largest difference from the page around the box, in levels of 255.
    public var surroundPeak: Double = 0

    /// The difference from the page below which what lies around the box is faint: a shadow
    /// that never gets this dark (Primer's dark 60 % near-black on a near-black page peaks at
    /// about 11 levels) differs between rasterisers by a level or two everywhere, so where it ends
    /// is no measure; it is there or not.
    public static let faintSurround = 16.0

    /// The difference between the box's edge and the page, in levels of 255, below which the
    /// corner radius is not measured: it is read from the coverage of the pixels across the
    /// corner, and on an edge 13 levels from the page (Primer's hovered invisible button) or 27
    /// (its disabled one) one level of another rasteriser's rounding moves it by 0.3 pt.
    public static let minimumCornerContrast = 32.0

    /// How far, in pixels, the label's area keeps inside a rounded corner beyond the border: a
    /// corner radius read across a shadow comes out a few pixels short (the shadow darkens the
    /// anti-aliased pixels), which moves the curve about 2 pixels out at the diagonal.
    static let cornerMargin = 2.0

    /// Whether `pixel` counts as part of an edge of colour `target` on `page`: at least half way
    /// from the page toward it and not far past it (a shadow darker than a fill close to the
    /// page is past it), and close to the line between them, both in levels and relative to its
    /// distance from the page (a grey shadow under a tinted fill is off the line; an
    /// anti-aliased edge pixel lies on it).
    static func isEdge(_ pixel: ShotColor, page: ShotColor, target: ShotColor) -> Bool {
        let dr = target.r - page.r, dg = target.g - page.g, db = target.b - page.b
        let length = dr * dr + dg * dg + db * db
        guard length > 1e-9 else { return false }
        let t = ((pixel.r - page.r) * dr + (pixel.g - page.g) * dg + (pixel.b - page.b) * db) / length
        guard t >= 0.5, t <= 1.35 else { return false }
        let off = max(abs(pixel.r - (page.r + t * dr)), abs(pixel.g - (page.g + t * dg)), abs(pixel.b - (page.b + t * db)))
        return off <= min(32, max(5, 0.2 * pixel.distance(to: page)))
    }

    /// Whether what lies around the box is faint (`faintSurround`): its reach is not compared.
    public var surroundIsFaint: Bool { surroundPeak < Self.faintSurround }

    /// Measures the button whose container lies near `expected` (pixels; a hint, searched
    /// around by `margin` pixels) in `image` on `page`.
    public static func measure(_ image: ShotImage, page: ShotColor, expected: Box, margin: Int = 6) -> ButtonMeasurement {
        let mx = Int((expected.x + expected.width / 2).rounded(.down)), my = Int((expected.y + expected.height / 2).rounded(.down))
        // The container's colour: the most frequent one well inside the expected box.
        let inset = max(2, Int(min(expected.width, expected.height) / 8))
        var inside: [(Int, Int)] = []
        let x0 = Int(expected.x.rounded(.up)) + inset, x1 = Int(expected.maxX.rounded(.down)) - inset
        let y0 = Int(expected.y.rounded(.up)) + inset, y1 = Int(expected.maxY.rounded(.down)) - inset
        if x0 < x1, y0 < y1 { for y in y0..<y1 { for x in x0..<x1 { inside.append((x, y)) } } }
        let fill = image.modeColor(inside) ?? page
        let threshold = 6.0

        let reach = margin + 2
        let span = Int(max(expected.width, expected.height)) + 2 * reach
        // Edges: walk the middle row and column from outside the expected box inward to the
        // pixel just inside the expected edge; the edge is where the last run of pixels of the
        // edge's colour (at least half way from the page to the colour just inside, `isEdge`)
        // before it begins, so what lies apart from the box (a focus ring past a gap, a shadow
        // darker than the fill) does not count; the coverage of the pixel before the run makes
        // the edge fractional.
        func edge(from start: Int, step: Int, count: Int, inner: (Int, Int), at: (Int) -> (Int, Int)) -> Double? {
            // The colour just inside the expected edge, or a few pixels further in when the
            // shipped box is a little smaller or placed a pixel off. When the first pixel that
            // differs from the page is a blend of the page and a pixel just inside it (an
            // anti-aliased edge), that pixel's colour; a border of its own colour stays the
            // edge's. The walk ends at the pixel whose colour it is.
            var probe = inner, target: ShotColor?, end = 0
            let horizontal = at(0).1 == at(1).1
            func inward(_ p: (Int, Int)) -> (Int, Int) { horizontal ? (p.0 + step, p.1) : (p.0, p.1 + step) }
            func index(_ p: (Int, Int)) -> Int { horizontal ? p.0 : p.1 }
            for _ in 0..<5 {
                guard image.contains(probe.0, probe.1) else { break }
                let c = image.color(probe.0, probe.1)
                if c.distance(to: page) > threshold {
                    target = c; end = index(probe)
                    var next = probe
                    for _ in 0..<2 {
                        next = inward(next)
                        guard image.contains(next.0, next.1) else { break }
                        let n = image.color(next.0, next.1)
                        if c.distance(offLineFrom: page, to: n) <= 8, c.coverage(from: page, to: n) < 0.9 {
                            target = n; end = index(next)
                            break
                        }
                    }
                    break
                }
                probe = inward(probe)
            }
            guard let target else { return nil }
            var i = start, before = 0.0, runStart: Int?, beforeRun = 0.0
            for _ in 0..<count {
                let (x, y) = at(i)
                if image.contains(x, y) {
                    let pixel = image.color(x, y)
                    if Self.isEdge(pixel, page: page, target: target) {
                        if runStart == nil { runStart = i; beforeRun = before }
                        before = 1
                    } else {
                        runStart = nil
                        before = pixel.distance(offLineFrom: page, to: target) > 32 ? 0 : pixel.coverage(from: page, to: target)
                    }
                }
                if i == end { break }
                i += step
            }
            guard let first = runStart else { return nil }
            let partial = beforeRun < 0.5 ? beforeRun : 0
            return step > 0 ? Double(first) - partial : Double(first + 1) + partial
        }
        var box: Box?
        let ex0 = Int(expected.x.rounded()), ex1 = Int(expected.maxX.rounded()) - 1
        let ey0 = Int(expected.y.rounded()), ey1 = Int(expected.maxY.rounded()) - 1
        if let left = edge(from: ex0 - reach, step: 1, count: span, inner: (ex0, my), at: { ($0, my) }),
           let right = edge(from: ex1 + reach, step: -1, count: span, inner: (ex1, my), at: { ($0, my) }),
           let top = edge(from: ey0 - reach, step: 1, count: span, inner: (mx, ey0), at: { (mx, $0) }),
           let bottom = edge(from: ey1 + reach, step: -1, count: span, inner: (mx, ey1), at: { (mx, $0) }),
           right > left, bottom > top {
            box = Box(x: left, y: top, width: right - left, height: bottom - top)
        }

        // The border: the colour at the box's inner edge, middle of the left and top sides.
        var border: (ShotColor, Double)?
        if let b = box {
            // The first whole pixel inside each side's middle (a fractional edge's own pixel is
            // part page).
            let ex = Int(b.x.rounded(.up)), ey = Int(b.y.rounded(.up))
            let edgeColor = image.modeColor([(ex, my), (Int(b.maxX.rounded(.down)) - 1, my), (mx, ey), (mx, Int(b.maxY.rounded(.down)) - 1),
                                             (mx - 2, ey), (mx + 2, ey), (mx - 2, Int(b.maxY.rounded(.down)) - 1)])
            if let edgeColor, edgeColor.distance(to: fill) > threshold {
                var width = 0
                while width < Int(b.width / 2), image.contains(ex + width, my), image.color(ex + width, my).distance(to: fill) > threshold { width += 1 }
                // No whole pixel of it across the side: a rim where the edge's anti-aliasing
                // meets a shadow or a state layer, not a border.
                if width > 0 { border = (edgeColor, Double(width)) }
            }
        }
        // A container of the page's colour is a box only where a border shows along its top
        // edge (where no label reaches): a text button has none, and the edges found above are
        // its label's.
        if box != nil, fill.distance(to: page) <= threshold {
            let row = Int(expected.y.rounded(.down))
            let columns = Array(Int(expected.x + expected.width / 3)..<max(Int(expected.x + expected.width / 3) + 1, Int(expected.maxX - expected.width / 3)))
            let marked = columns.filter { x in (row...(row + 1)).contains { image.contains(x, $0) && image.color(x, $0).distance(to: page) > threshold } }
            if marked.count * 2 < columns.count { box = nil; border = nil }
        }

        // The top-left radius, from where the edge crosses the diagonal from the corner: walked
        // outward from a quarter of the box's smaller side in (inside the corner's curve for any
        // radius up to half that side, and short of a label past the side padding) over the fill
        // to the edge's colour (`isEdge`) and over that to the first pixel that is not, so a
        // focus ring curving round the corner outside, whose anti-aliased pixels can pass for the
        // edge's colour, and a shadow past it are never reached. It is reported only on an edge
        // of `minimumCornerContrast`; on a fainter one it still keeps the label's area clear of
        // the corners.
        var cornerRadius: Double?
        if let b = box, (border?.0 ?? fill).distance(to: page) > threshold {
            let edgeColor = border?.0 ?? fill
            let faintEdge = edgeColor.distance(to: page) < Self.minimumCornerContrast
            let cx = Int(b.x.rounded(.down)), cy = Int(b.y.rounded(.down))
            func cover(_ t: Int) -> Double? {
                guard image.contains(cx + t, cy + t) else { return nil }
                let pixel = image.color(cx + t, cy + t)
                return pixel.distance(offLineFrom: page, to: edgeColor) > 32 ? 0 : pixel.coverage(from: page, to: edgeColor)
            }
            var t = Int(min(b.width, b.height) / 4)
            var seenEdge = false
            while t >= 0, image.contains(cx + t, cy + t) {
                let pixel = image.color(cx + t, cy + t)
                // Inside the edge: the fill, or the inner anti-aliasing of a border.
                let inside = pixel.distance(to: fill) <= threshold || pixel.distance(offLineFrom: page, to: edgeColor) <= 32
                // On a faint edge only a pixel of the edge's own colour (`isEdge`: not a shadow
                // past it); on a plain one any half covered pixel (a fill's anti-aliasing over a
                // shadow still counts).
                let onEdge = faintEdge ? Self.isEdge(pixel, page: page, target: edgeColor) : (cover(t) ?? 0) >= 0.5
                if onEdge { seenEdge = true } else if seenEdge || !inside { break }
                t -= 1
            }
            // t is the outermost pixel that is neither, the one inside it the first at least half
            // covered walking inward.
            // A pixel past the edge that is not on its way from the page (a shadow beyond a faint
            // fill, which projects as covered) counts as uncovered.
            let inner = t + 1, outside = t >= 0 ? (cover(t) ?? 0) : 0, previous = outside < 0.5 ? outside : 0
            if seenEdge, let c = cover(inner) {
                let s = inner == 0 ? 0 : Double(inner - 1) + (0.5 - previous) / max(1e-9, c - previous)
                let along = s + 0.5 - (b.x - Double(cx)) // from the box's corner, along each axis
                cornerRadius = max(0, along / (1 - 1 / 2.squareRoot()))
            }
            if let r = cornerRadius, r < 1.5 { cornerRadius = 0 }
        }
        let radius = (border?.0 ?? fill).distance(to: page) >= Self.minimumCornerContrast ? cornerRadius : nil

        // The label: inside the box (or the expected box) less the border, what differs from
        // the fill; its colour is the pixel farthest from the fill.
        let area = box ?? expected
        let pad = (border?.1 ?? 0) + 1
        // Clear of the corners too, where a border, a ring or a shadow curves inside the box's
        // rectangle: inside the rounded box less `pad` and `cornerMargin` where its corner radius is known (a
        // label may start inside the radius: a text button's pill-shaped state layer), else a
        // quarter of the height in from each side.
        let rounded = box != nil ? cornerRadius.map { min($0, min(area.width, area.height) / 2) } : nil
        let side = rounded == nil ? max(pad, area.height / 4) : pad
        let lx0 = Int((area.x + side).rounded(.up)), lx1 = Int((area.maxX - side).rounded(.down))
        let ly0 = Int((area.y + pad).rounded(.up)), ly1 = Int((area.maxY - pad).rounded(.down))
        func inArea(_ x: Int, _ y: Int) -> Bool {
            guard image.contains(x, y) else { return false }
            guard let r = rounded, r > pad else { return true }
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let dx = max(area.x + r - px, 0, px - (area.maxX - r)), dy = max(area.y + r - py, 0, py - (area.maxY - r))
            return (dx * dx + dy * dy).squareRoot() <= r - pad - Self.cornerMargin
        }
        var labelColor: ShotColor?
        var farthest = threshold * 2
        if lx0 < lx1, ly0 < ly1 {
            for y in ly0..<ly1 { for x in lx0..<lx1 where inArea(x, y) {
                let d = image.color(x, y).distance(to: fill)
                if d > farthest { farthest = d; labelColor = image.color(x, y) }
            } }
        }
        var labelInk: Box?, centre: (Double, Double)?
        if let labelColor {
            var top = Double.infinity, bottom = -Double.infinity, left = Double.infinity, right = -Double.infinity
            var sum = 0.0, sx = 0.0, sy = 0.0
            for y in ly0..<ly1 { for x in lx0..<lx1 where inArea(x, y) {
                // A pixel of the label lies between the fill and the label's colour; one far off
                // that line (a focus ring reaching round a corner into the area) is not ink.
                let pixel = image.color(x, y)
                let cover = pixel.coverage(from: fill, to: labelColor)
                guard cover > 0.1, pixel.distance(offLineFrom: fill, to: labelColor) <= 32 else { continue }
                sum += cover; sx += cover * (Double(x) + 0.5); sy += cover * (Double(y) + 0.5)
                left = min(left, Double(x) + 1 - cover); right = max(right, Double(x) + cover)
                top = min(top, Double(y) + 1 - cover); bottom = max(bottom, Double(y) + cover)
            } }
            if sum > 0 {
                labelInk = Box(x: left, y: top, width: right - left, height: bottom - top)
                centre = (sx / sum, sy / sum)
            }
        }

        // Around the box: what differs from the page outside it.
        var surround: (Box, ShotColor)?
        var weight = 0.0, peak = 0.0
        if let b = box {
            var sx0 = Int.max, sy0 = Int.max, sx1 = Int.min, sy1 = Int.min
            var strong: [(Int, Int)] = []
            let outer = 64
            let rows = max(0, Int(b.y) - outer)..<min(image.height, Int(b.maxY) + outer)
            let columns = max(0, Int(b.x) - outer)..<min(image.width, Int(b.maxX) + outer)
            func outside(_ x: Int, _ y: Int) -> Bool {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                return !(px > b.x - 0.5 && px < b.maxX + 0.5 && py > b.y - 0.5 && py < b.maxY + 0.5)
            }
            // A shadow fades out over many pixels, each rasteriser's a little differently: its
            // extent counts where it is still plain to see, 16 levels from the page, or half
            // its darkest for a faint one (a 6 % shadow peaks near 20 levels, and where it
            // crosses 16 moves by pixels with one level's rounding; half way down its edge it
            // is steepest, so it moves least).
            for y in rows { for x in columns where outside(x, y) { peak = max(peak, image.color(x, y).distance(to: page)) } }
            let threshold = min(16, max(4, peak / 2))
            for y in rows {
                for x in columns where outside(x, y) {
                    let d = image.color(x, y).distance(to: page)
                    weight += d
                    guard d > threshold else { continue }
                    sx0 = min(sx0, x); sy0 = min(sy0, y); sx1 = max(sx1, x); sy1 = max(sy1, y)
                    if d > 48 { strong.append((x, y)) }
                }
            }
            if sx0 <= sx1 {
                let color = image.modeColor(strong) ?? page
                surround = (Box(x: Double(sx0), y: Double(sy0), width: Double(sx1 - sx0 + 1), height: Double(sy1 - sy0 + 1)), color)
            }
        }
        var measured = ButtonMeasurement(page: page, box: box, fill: fill, border: border, radius: radius, labelInk: labelInk,
                                         labelColor: labelColor, labelCentre: centre, surround: surround, surroundWeight: weight)
        measured.surroundPeak = peak
        return measured
    }
}
