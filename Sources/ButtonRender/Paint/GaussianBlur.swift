import Foundation

/// A true Gaussian blur of an 8-bit alpha mask, separable and exact up to the kernel's
/// truncation at 4 standard deviations (under 0.01% of the mass).
///
/// Each kernel tap is the Gaussian integrated over its pixel (a difference of error
/// functions), so the blur of a pixel-coverage mask matches the continuous blur of the shape
/// closely even for a standard deviation under one pixel. Rows (and runs of rows) that are
/// identical are blurred once: a button's mask is mostly identical rows, which makes the blur
/// cost grow with the corners, not the area.
public enum GaussianBlur {
    /// The normalised kernel for a standard deviation in pixels; `radius` taps each side.
    public static func kernel(sigma: Double) -> (weights: [Float], radius: Int) {
        let radius = max(1, Int((4 * sigma).rounded(.up)))
        let scale = 1 / (sigma * 2.0.squareRoot())
        var weights = [Float](repeating: 0, count: 2 * radius + 1)
        var total = 0.0
        var values = [Double](repeating: 0, count: 2 * radius + 1)
        for i in -radius...radius {
            let w = 0.5 * (erf((Double(i) + 0.5) * scale) - erf((Double(i) - 0.5) * scale))
            values[i + radius] = w
            total += w
        }
        for i in values.indices { weights[i] = Float(values[i] / total) }
        return (weights, radius)
    }

    /// The padding a mask needs on each side so that blurring loses nothing at its edges.
    public static func padding(sigma: Double) -> Int { max(1, Int((4 * sigma).rounded(.up))) }

    /// Blurs `mask` (8-bit alpha, `height` rows of `stride` bytes, `width` used) in place.
    /// Pixels beyond the mask count as zero. A standard deviation under 0.05 px leaves the
    /// mask unchanged.
    public static func blur(_ mask: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma >= 0.05, width > 0, height > 0 else { return }
        let (weights, radius) = kernel(sigma: sigma)
        let taps = weights.count

        // Runs of identical input rows: runStart[y] is the first row of y's run.
        var runStart = [Int](repeating: 0, count: height)
        for y in 1..<max(1, height) {
            let same = memcmp(mask + y * stride, mask + (y - 1) * stride, width) == 0
            runStart[y] = same ? runStart[y - 1] : y
        }

        // Horizontal pass into a float buffer, once per distinct row.
        var horizontal = [Float](repeating: 0, count: width * height)
        horizontal.withUnsafeMutableBufferPointer { h in
            weights.withUnsafeBufferPointer { w in
                for y in 0..<height {
                    let out = h.baseAddress! + y * width
                    if runStart[y] != y {
                        out.update(from: out - width, count: width)
                        continue
                    }
                    let row = mask + y * stride
                    var first = 0
                    while first < width && row[first] == 0 { first += 1 }
                    if first == width { continue }
                    var last = width - 1
                    while row[last] == 0 { last -= 1 }
                    let from = max(0, first - radius), to = min(width - 1, last + radius)
                    for x in from...to {
                        var sum: Float = 0
                        let k0 = max(0, radius - x), k1 = min(taps - 1, radius + (width - 1 - x))
                        var k = k0
                        while k <= k1 {
                            sum += w[k] * Float(row[x + k - radius])
                            k += 1
                        }
                        out[x] = sum
                    }
                }
            }
        }

        // Vertical pass: a row whose whole window lies in one run of identical rows equals the
        // row above it.
        var accumulator = [Float](repeating: 0, count: width)
        horizontal.withUnsafeBufferPointer { h in
            weights.withUnsafeBufferPointer { w in
                accumulator.withUnsafeMutableBufferPointer { acc in
                    for y in 0..<height {
                        let out = mask + y * stride
                        let top = y - 1 - radius, bottom = y + radius
                        if y > 0, top >= 0, bottom < height, runStart[bottom] <= top {
                            out.update(from: out - stride, count: width)
                            continue
                        }
                        for x in 0..<width { acc[x] = 0 }
                        let k0 = max(0, radius - y), k1 = min(taps - 1, radius + (height - 1 - y))
                        for k in k0...k1 {
                            let weight = w[k]
                            let src = h.baseAddress! + (y + k - radius) * width
                            for x in 0..<width { acc[x] += weight * src[x] }
                        }
                        for x in 0..<width {
                            let v = acc[x] + 0.5
                            out[x] = v >= 255 ? 255 : (v <= 0 ? 0 : UInt8(v))
                        }
                    }
                }
            }
        }
    }
}
