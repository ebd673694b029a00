import Foundation

/// A true Gaussian blur of an 8-bit alpha mask, separable and exact up to the kernel's
/// truncation at 4 standard deviations (under 0.01% of the mass).
///
/// Each kernel tap is the Gaussian integrated over its pixel (a difference of error
/// functions), so the blur of a pixel-coverage mask matches the continuous blur of the shape
/// closely even for a standard deviation under one pixel.
///
/// A blurred pixel equals its neighbour whenever the kernel's window over the input holds the
/// same values for both, so runs of identical rows, identical columns and flat stretches of a
/// row are blurred once and copied. A button's mask is almost all such runs, which makes the
/// cost grow with its corners and edges rather than its area. Index arithmetic in the inner
/// loops wraps (`&+`, `&*`): it is bounded by the mask size, which the canvas limit keeps far
/// from overflow.
enum GaussianBlur {
    /// The normalised kernel for a standard deviation in pixels; `radius` taps each side.
    static func kernel(sigma: Double) -> (weights: [Float], radius: Int) {
        let radius = padding(sigma: sigma)
        let scale = 1 / (sigma * 2.0.squareRoot())
        var values = [Double](repeating: 0, count: 2 * radius + 1)
        var total = 0.0
        for i in -radius...radius {
            let w = 0.5 * (erf((Double(i) + 0.5) * scale) - erf((Double(i) - 0.5) * scale))
            values[i + radius] = w
            total += w
        }
        return (values.map { Float($0 / total) }, radius)
    }

    /// The padding a mask needs on each side so that blurring loses nothing at its edges
    /// (`BlurExtent`'s rule, which layout's shadow budget shares).
    static func padding(sigma: Double) -> Int { BlurExtent.padding(sigma: sigma) }

    /// Blurs `mask` (8-bit alpha, `height` rows of `stride` bytes, `width` used) in place.
    /// Pixels beyond the mask count as zero. A standard deviation under 0.05 px leaves the
    /// mask unchanged.
    static func blur(_ mask: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        guard sigma >= 0.05, width > 0, height > 0 else { return }
        let (weights, radius) = kernel(sigma: sigma)

        // Runs of identical rows and of identical columns in the input.
        var rowRun = [Int](repeating: 0, count: height)
        for y in 1..<max(1, height) {
            rowRun[y] = memcmp(mask + y * stride, mask + (y - 1) * stride, width) == 0 ? rowRun[y - 1] : y
        }
        var columnDiffers = [Bool](repeating: false, count: width)
        columnDiffers[0] = true
        for y in 0..<height where rowRun[y] == y {
            let row = mask + y * stride
            for x in 1..<max(1, width) where row[x] != row[x - 1] { columnDiffers[x] = true }
        }
        var columnRun = [Int](repeating: 0, count: width)
        for x in 1..<max(1, width) { columnRun[x] = columnDiffers[x] ? x : columnRun[x - 1] }
        // Output columns that equal their left neighbour: the window [x-1-r, x+r] is one run.
        let copiesLeft = (0..<width).map { x in x - 1 - radius >= 0 && x + radius < width && columnRun[x + radius] <= x - 1 - radius }

        var horizontal = [Float](repeating: 0, count: width * height)
        var accumulator = [Float](repeating: 0, count: width)
        var rowRunStarts = [Int](repeating: 0, count: width)
        weights.withUnsafeBufferPointer { w in
            horizontal.withUnsafeMutableBufferPointer { h in
              rowRunStarts.withUnsafeMutableBufferPointer { runStart in
                // Horizontal pass, once per distinct row, copying flat stretches.
                for y in 0..<height {
                    let out = h.baseAddress! + y * width
                    if rowRun[y] != y {
                        out.update(from: out - width, count: width)
                        continue
                    }
                    convolveRow(mask + y * stride, width: width, weights: w, radius: radius,
                                runStart: runStart.baseAddress!, into: out)
                }
              }
            }
            horizontal.withUnsafeBufferPointer { h in
                accumulator.withUnsafeMutableBufferPointer { acc in
                    copiesLeft.withUnsafeBufferPointer { copies in
                        verticalPass(h.baseAddress!, width: width, height: height, rowRun: rowRun, copiesLeft: copies,
                                     weights: w, radius: radius, accumulator: acc.baseAddress!, mask: mask, stride: stride)
                    }
                }
            }
        }
    }

    /// One row of the horizontal pass; zero outside the row. `runStart` is scratch space of
    /// `width` entries.
    private static func convolveRow(_ row: UnsafeMutablePointer<UInt8>, width: Int, weights w: UnsafeBufferPointer<Float>,
                                    radius: Int, runStart: UnsafeMutablePointer<Int>, into out: UnsafeMutablePointer<Float>) {
        var first = 0
        while first < width && row[first] == 0 { first += 1 }
        if first == width { return }
        var last = width - 1
        while row[last] == 0 { last -= 1 }
        runStart[0] = 0
        for i in 1..<max(1, width) { runStart[i] = row[i] == row[i - 1] ? runStart[i - 1] : i }
        let from = max(0, first - radius), to = min(width - 1, last + radius)
        for x in from...to {
            // out[x] equals out[x-1] when row[x-1-r ... x+r] is one flat stretch.
            let lo = x - 1 - radius, hi = x + radius
            if x > from, lo >= 0, hi < width, runStart[hi] <= lo {
                out[x] = out[x - 1]
                continue
            }
            var sum: Float = 0
            let k0 = max(0, radius - x), k1 = min(2 * radius, radius + (width - 1 - x))
            var k = k0
            while k <= k1 {
                sum += w[k] * Float(row[x &+ k &- radius])
                k &+= 1
            }
            out[x] = sum
        }
    }

    /// The vertical pass from the float buffer back into the mask, rounding to 8 bits.
    private static func verticalPass(_ h: UnsafePointer<Float>, width: Int, height: Int, rowRun: [Int],
                                     copiesLeft: UnsafeBufferPointer<Bool>, weights w: UnsafeBufferPointer<Float>,
                                     radius: Int, accumulator acc: UnsafeMutablePointer<Float>,
                                     mask: UnsafeMutablePointer<UInt8>, stride: Int) {
        // Segments of columns to compute, and between them runs that repeat their left
        // neighbour (filled with memset: a byte-by-byte copy would chain every store).
        var computed: [(Int, Int)] = []
        var copied: [(Int, Int)] = []
        var x = 0
        while x < width {
            let start = x
            let copy = copiesLeft[x]
            while x < width && copiesLeft[x] == copy { x += 1 }
            if copy { copied.append((start, x)) } else { computed.append((start, x)) }
        }
        for y in 0..<height {
            let out = mask + y * stride
            let top = y - 1 - radius, bottom = y + radius
            if y > 0, top >= 0, bottom < height, rowRun[bottom] <= top {
                out.update(from: out - stride, count: width)
                continue
            }
            let k0 = max(0, radius - y), k1 = min(2 * radius, radius + (height - 1 - y))
            for (start, end) in computed {
                for i in start..<end { acc[i] = 0 }
                for k in k0...k1 {
                    let weight = w[k]
                    let src = h + (y &+ k &- radius) &* width
                    for i in start..<end { acc[i] += weight * src[i] }
                }
                for i in start..<end {
                    let v = acc[i] + 0.5
                    out[i] = v >= 255 ? 255 : (v <= 0 ? 0 : UInt8(v))
                }
            }
            for (start, end) in copied {
                memset(out + start, Int32(out[start - 1]), end - start)
            }
        }
    }
}
