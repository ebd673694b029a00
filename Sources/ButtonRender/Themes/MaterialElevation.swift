/// One shadow with CSS `box-shadow` meaning, resolved to points and a colour.
public struct BoxShadow: Equatable, Hashable, Sendable {
    /// Horizontal offset in points.
    public var x: Double
    /// Vertical offset in points.
    public var y: Double
    /// CSS blur radius in points: the Gaussian's standard deviation is `blur / 2`.
    public var blur: Double
    /// Growth of the shape in points (negative shrinks it).
    public var spread: Double
    /// The shadow's colour.
    public var color: RGBAColor

    /// Creates a shadow.
    public init(x: Double, y: Double, blur: Double, spread: Double, color: RGBAColor) {
        self.x = x; self.y = y; self.blur = blur; self.spread = spread; self.color = color
    }

    /// The Gaussian's standard deviation in points.
    public var sigma: Double { blur / 2 }

    /// How far beyond the container this shadow can paint, per edge (top, left, bottom, right),
    /// counting the blur out to three standard deviations.
    public var extent: EdgeInsets {
        let reach = spread + 3 * sigma
        return EdgeInsets(top: max(0, reach - y), left: max(0, reach - x),
                          bottom: max(0, reach + y), right: max(0, reach + x))
    }
}

/// Material's elevation expressed as shadows: the Web M2 table of three black CSS
/// box-shadows (umbra 20%, penumbra 14%, ambient 12%) per elevation in dp.
public enum MaterialElevation {
    /// (dp, umbra, penumbra, ambient), each shadow as (x, y, blur, spread).
    static let table: [(dp: Double, shadows: [(Double, Double, Double, Double)])] = [
        (1, [(0, 2, 1, -1), (0, 1, 1, 0), (0, 1, 3, 0)]),
        (2, [(0, 3, 1, -2), (0, 2, 2, 0), (0, 1, 5, 0)]),
        (3, [(0, 3, 3, -2), (0, 3, 4, 0), (0, 1, 8, 0)]),
        (4, [(0, 2, 4, -1), (0, 4, 5, 0), (0, 1, 10, 0)]),
        (6, [(0, 3, 5, -1), (0, 6, 10, 0), (0, 1, 18, 0)]),
        (8, [(0, 5, 5, -3), (0, 8, 10, 1), (0, 3, 14, 2)]),
        (12, [(0, 7, 8, -4), (0, 12, 17, 2), (0, 5, 22, 4)]),
        (16, [(0, 8, 10, -5), (0, 16, 24, 2), (0, 6, 30, 5)]),
        (24, [(0, 11, 15, -7), (0, 24, 38, 3), (0, 9, 46, 8)]),
    ]

    /// Opacities of the umbra, penumbra and ambient shadows.
    static let opacities: [Double] = [0.20, 0.14, 0.12]

    /// The shadows for an elevation in dp (0...24). Elevations between the table's rows are
    /// interpolated linearly; below 1 dp the 1 dp shadows fade in.
    public static func shadows(elevation: Double, color: RGBAColor = .black) -> [BoxShadow] {
        guard elevation > 0 else { return [] }
        let e = min(elevation, 24)
        var lower = table[0], upper = table[0]
        for row in table {
            if row.dp <= e { lower = row }
            if row.dp >= e { upper = row; break }
        }
        let t = upper.dp == lower.dp ? 0 : (e - lower.dp) / (upper.dp - lower.dp)
        let fade = e < 1 ? e : 1
        return (0..<3).map { i in
            let a = lower.shadows[i], b = upper.shadows[i]
            func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * t }
            return BoxShadow(x: mix(a.0, b.0), y: mix(a.1, b.1), blur: mix(a.2, b.2), spread: mix(a.3, b.3),
                             color: color.withAlphaMultiplied(by: opacities[i] * fade))
        }
    }
}
