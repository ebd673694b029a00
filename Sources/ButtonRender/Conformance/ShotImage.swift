import Foundation

/// A picture of a button as a measurement reads it: opaque RGB in 0...255 per channel, every
/// pixel composited over the page colour it was shot on (a transparent drawing is laid on the
/// same page a browser's screenshot shows), rows top to bottom.
public struct ShotImage: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 3` channels: red, green, blue.
    let rgb: [Double]

    /// `image` composited over `page`, or the part of it inside `x`, `y`, `width`, `height`
    /// (clamped to the image) when given.
    public init(_ image: DecodedImage, over page: RGBAColor, x: Int = 0, y: Int = 0, width w: Int? = nil, height h: Int? = nil) {
        let x0 = max(0, min(image.width, x)), y0 = max(0, min(image.height, y))
        let x1 = max(x0, min(image.width, x + (w ?? image.width))), y1 = max(y0, min(image.height, y + (h ?? image.height)))
        width = x1 - x0; height = y1 - y0
        let pr = page.red * 255, pg = page.green * 255, pb = page.blue * 255
        var rgb = [Double](repeating: 0, count: width * height * 3)
        var o = 0
        for row in y0..<y1 {
            var i = 4 * (row * image.width + x0)
            for _ in x0..<x1 {
                let a = Double(image.rgba[i + 3]) / 255
                rgb[o] = Double(image.rgba[i]) * a + pr * (1 - a)
                rgb[o + 1] = Double(image.rgba[i + 1]) * a + pg * (1 - a)
                rgb[o + 2] = Double(image.rgba[i + 2]) * a + pb * (1 - a)
                i += 4; o += 3
            }
        }
        self.rgb = rgb
    }

    /// The part of the image inside `x`, `y`, `width`, `height` (clamped to the image).
    public func cropped(x: Int, y: Int, width w: Int, height h: Int) -> ShotImage {
        let x0 = max(0, min(width, x)), y0 = max(0, min(height, y))
        let x1 = max(x0, min(width, x + w)), y1 = max(y0, min(height, y + h))
        var out = [Double]()
        out.reserveCapacity((x1 - x0) * (y1 - y0) * 3)
        for row in y0..<y1 {
            let start: Int = 3 * (row * width + x0), end: Int = 3 * (row * width + x1)
            out += rgb[start..<end]
        }
        return ShotImage(width: x1 - x0, height: y1 - y0, rgb: out)
    }

    private init(width: Int, height: Int, rgb: [Double]) { self.width = width; self.height = height; self.rgb = rgb }

    /// The colour of pixel (`x`, `y`).
    func color(_ x: Int, _ y: Int) -> ShotColor {
        let i = 3 * (y * width + x)
        return ShotColor(r: rgb[i], g: rgb[i + 1], b: rgb[i + 2])
    }

    /// Whether (`x`, `y`) lies in the image.
    func contains(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// The most frequent colour among `points` (each channel quantised to 2 levels of 255, so
    /// noise of one level does not split it), as the mean of the pixels in that bin.
    func modeColor(_ points: [(Int, Int)]) -> ShotColor? {
        var bins: [Int: (count: Int, sum: ShotColor)] = [:]
        for (x, y) in points where contains(x, y) {
            let c = color(x, y)
            let key = (Int(c.r / 2) << 16) | (Int(c.g / 2) << 8) | Int(c.b / 2)
            let old = bins[key] ?? (0, ShotColor(r: 0, g: 0, b: 0))
            bins[key] = (old.count + 1, ShotColor(r: old.sum.r + c.r, g: old.sum.g + c.g, b: old.sum.b + c.b))
        }
        guard let best = bins.max(by: { $0.value.count != $1.value.count ? $0.value.count < $1.value.count : $0.key > $1.key })?.value else { return nil }
        let n = Double(best.count)
        return ShotColor(r: best.sum.r / n, g: best.sum.g / n, b: best.sum.b / n)
    }
}

/// An opaque colour in 0...255 per channel, as measured.
public struct ShotColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue.
    public var r: Double, g: Double, b: Double

    /// The largest difference of one channel, in levels of 255.
    public func distance(to other: ShotColor) -> Double { max(abs(r - other.r), abs(g - other.g), abs(b - other.b)) }

    /// How far `self` lies from `from` toward `to`, 0 at `from` and 1 at `to` (the projection
    /// on the line between them, clamped): an anti-aliased pixel's coverage.
    func coverage(from: ShotColor, to: ShotColor) -> Double {
        let dr = to.r - from.r, dg = to.g - from.g, db = to.b - from.b
        let length = dr * dr + dg * dg + db * db
        guard length > 1e-9 else { return 0 }
        return min(1, max(0, ((r - from.r) * dr + (g - from.g) * dg + (b - from.b) * db) / length))
    }

    /// How far `self` lies off the line from `from` to `to` (the largest channel of what the
    /// projection leaves), in levels: a pixel of another colour (a focus ring) on the way to an
    /// edge is far off the line between the page and the edge's colour.
    func distance(offLineFrom from: ShotColor, to: ShotColor) -> Double {
        let t = coverage(from: from, to: to)
        return max(abs(r - (from.r + t * (to.r - from.r))), abs(g - (from.g + t * (to.g - from.g))), abs(b - (from.b + t * (to.b - from.b))))
    }

    /// `#rrggbb`.
    public var description: String {
        func hex(_ v: Double) -> String { String(format: "%02X", Int(min(255, max(0, v.rounded())))) }
        return "#" + hex(r) + hex(g) + hex(b)
    }

    /// The colour of an `RGBAColor` laid over `page`.
    public init(_ color: RGBAColor, over page: RGBAColor) {
        let a = color.alpha
        r = (color.red * a + page.red * (1 - a)) * 255
        g = (color.green * a + page.green * (1 - a)) * 255
        b = (color.blue * a + page.blue * (1 - a)) * 255
    }

    /// A colour of the given channels.
    public init(r: Double, g: Double, b: Double) { self.r = r; self.g = g; self.b = b }
}
