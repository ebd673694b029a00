import ButtonRenderModel

/// One shadow with CSS `box-shadow` meaning, resolved to points and a colour.
public struct BoxShadow: Equatable, Hashable, Sendable {
    /// Horizontal offset in points.
    public var x: Double
    /// Vertical offset in points.
    public var y: Double
    /// CSS blur radius in points: the Gaussian's standard deviation is `blur / 2`.
    package var blur: Double
    /// Growth of the shape in points (negative shrinks it).
    package var spread: Double
    /// The shadow's colour.
    public var color: RGBAColor
    /// Whether the shadow is cast inside the box (CSS's `inset`, DTCG 2025.10's `"inset": true`):
    /// painted over the background and under the border, inside the padding box, around a hole
    /// that is the padding box offset and shrunk by `spread`.
    public var inset: Bool

    /// Creates a shadow; an outer one unless `inset`.
    package init(x: Double, y: Double, blur: Double, spread: Double, color: RGBAColor, inset: Bool = false) {
        self.x = x; self.y = y; self.blur = blur; self.spread = spread; self.color = color; self.inset = inset
    }

    /// The Gaussian's standard deviation in points.
    package var sigma: Double { blur / 2 }

    /// How far beyond the container this shadow can paint, per edge (top, left, bottom, right),
    /// counting the blur out to three standard deviations; nothing for an inset shadow.
    package var extent: EdgeInsets {
        guard !inset else { return EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        let reach = spread + 3 * sigma
        return EdgeInsets(top: max(0, reach - y), left: max(0, reach - x),
                          bottom: max(0, reach + y), right: max(0, reach + x))
    }
}

/// Material's elevation expressed as shadows: the Web M2 table of three black CSS
/// box-shadows (umbra 20%, penumbra 14%, ambient 12%) per elevation in dp, read from the
/// `material` theme's `elevationTable` tokens (`ButtonRenderModel/Tokens/material.tokens.json`).
enum MaterialElevation {
    /// One row of the table: an elevation in dp and its shadows at full strength.
    struct Row: Sendable {
        let dp: Double
        let shadows: [BoxShadow]
    }

    /// The table's rows by elevation, parsed once from the built-in `material` theme (empty if
    /// the bundled file cannot be read, which the tests would show).
    static let table: [Row] = {
        guard let tokens = try? BuiltInThemes.tokens(named: "material") else { return [] }
        let prefix = "elevationTable.dp"
        return tokens.names.compactMap { name -> Row? in
            guard name.hasPrefix(prefix), let dp = Double(name.dropFirst(prefix.count)),
                  let shadows = try? tokens.shadows(name, .light) else { return nil }
            return Row(dp: dp, shadows: shadows)
        }.sorted { $0.dp < $1.dp }
    }()

    /// The shadows for an elevation in dp (0...24), in `color` at each row's opacity.
    /// Elevations between the table's rows are interpolated linearly; below 1 dp the 1 dp
    /// shadows fade in.
    static func shadows(elevation: Double, color: RGBAColor = .black) -> [BoxShadow] {
        guard elevation > 0, let first = table.first, let last = table.last else { return [] }
        let e = min(elevation, last.dp)
        var lower = first, upper = first
        for row in table {
            if row.dp <= e { lower = row }
            if row.dp >= e { upper = row; break }
        }
        let t = upper.dp == lower.dp ? 0 : (e - lower.dp) / (upper.dp - lower.dp)
        let fade = e < 1 ? e : 1
        return zip(lower.shadows, upper.shadows).map { a, b in
            func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * t }
            return BoxShadow(x: mix(a.x, b.x), y: mix(a.y, b.y), blur: mix(a.blur, b.blur), spread: mix(a.spread, b.spread),
                             color: color.withAlphaMultiplied(by: a.color.alpha * fade))
        }
    }
}
