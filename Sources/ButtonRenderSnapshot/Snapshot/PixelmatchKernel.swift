import Foundation

/// The comparison loop and pixelmatch's colour and anti-aliasing maths over two RGBA buffers of
/// the same size. Pixels are read as 32-bit words so equal pixels cost one compare. Index
/// arithmetic wraps (`&+`, `&*`): indices are bounded by the image size, which the canvas
/// limit keeps far from overflow, and the checks cost a fifth of the loop in `-O` builds.
struct PixelmatchKernel {
    /// What a run found.
    struct Tally {
        var mismatched = 0, antialiased = 0
        var largestDelta = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    }

    let img1: UnsafePointer<UInt8>
    let img2: UnsafePointer<UInt8>
    let width: Int
    let height: Int

    /// Compares every pixel, drawing into `output` (`width * height * 4` zeroed bytes) if given.
    func run(options: DiffOptions, output: UnsafeMutablePointer<UInt8>?) -> Tally {
        var tally = Tally()
        let count = width * height
        let drawBackground = output != nil && !options.diffMask
        var grey = GreyCache(alpha: options.alpha)

        if memcmp(img1, img2, count * 4) == 0 {  // identical: nothing to measure
            if drawBackground, let output {
                for i in 0..<count { store(grey.pixel(word(img1, i)), output, i) }
            }
            return tally
        }

        let maxDelta = Self.maximumDelta(threshold: options.threshold)
        let aaWord = opaque(options.aaColor)
        let diffWord = opaque(options.diffColor)
        let altWord = opaque(options.diffColorAlt ?? options.diffColor)
        let ignored = options.ignoredRegions, ignoring = !ignored.isEmpty
        let includeAA = options.includeAA
        // Without a background to draw, runs of equal pixels are skipped two at a time.
        let skipsEqualPairs = !drawBackground
        for y in 0..<height {
            let rowStart = y &* width
            var x = -1
            while true {
                x &+= 1
                if skipsEqualPairs {
                    while x &+ 1 < width && pair(img1, rowStart &+ x) == pair(img2, rowStart &+ x) { x &+= 2 }
                }
                if x >= width { break }
                let i = rowStart &+ x
                let w1 = word(img1, i)
                if w1 == word(img2, i) {
                    if drawBackground, let output { store(grey.pixel(w1), output, i) }
                    continue
                }
                if ignoring, ignored.contains(where: { $0.contains(x: x, y: y) }) {
                    if drawBackground, let output { store(grey.pixel(w1), output, i) }
                    continue
                }
                let delta = Self.colorDelta(img1, img2, 4 &* i, 4 &* i, yOnly: false)
                let size = abs(delta)
                if size > tally.largestDelta { tally.largestDelta = size }
                if size > maxDelta {
                    if !includeAA && (antialiased(img1, x, y, other: img2) || antialiased(img2, x, y, other: img1)) {
                        // Anti-aliasing: marked but not counted, and left out of a mask.
                        tally.antialiased &+= 1
                        if drawBackground, let output { store(aaWord, output, i) }
                    } else {
                        tally.mismatched &+= 1
                        tally.minX = min(tally.minX, x); tally.maxX = max(tally.maxX, x)
                        tally.minY = min(tally.minY, y); tally.maxY = max(tally.maxY, y)
                        if let output { store(delta < 0 ? altWord : diffWord, output, i) }
                    }
                } else if drawBackground, let output {
                    store(grey.pixel(w1), output, i)
                }
            }
        }
        return tally
    }

    /// The squared-distance limit for a threshold (35215 is the largest YIQ distance).
    static func maximumDelta(threshold: Double) -> Double { 35215 * threshold * threshold }

    /// pixelmatch's colour distance between the pixel at byte `k` of `a` and at byte `m` of `b`:
    /// the weighted squared YIQ difference, negative when the first pixel is the brighter; with
    /// `yOnly`, just the signed luma difference. Translucent pixels are blended over a
    /// background picked by `k` (pixelmatch 7 uses the byte offset, which is always even, so
    /// red blends over 48 while green and blue alternate between 48 and 207).
    @inline(__always)
    static func colorDelta(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        let r1 = Int(a[k]), g1 = Int(a[k &+ 1]), b1 = Int(a[k &+ 2]), a1 = Int(a[k &+ 3])
        let r2 = Int(b[m]), g2 = Int(b[m &+ 1]), b2 = Int(b[m &+ 2]), a2 = Int(b[m &+ 3])
        let da = a1 &- a2
        var dr = Double(r1 &- r2), dg = Double(g1 &- g2), db = Double(b1 &- b2)
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            // `& 1` is `% 2` for these non-negative offsets.
            let rb = 48 &+ 159 &* (k & 1)
            let gb = 48 &+ 159 &* (Int(Double(k) / 1.618033988749895) & 1)
            let bb = 48 &+ 159 &* (Int(Double(k) / 2.618033988749895) & 1)
            // (blended first pixel - blended second), kept in integers until the division
            // (each typed on its own line: as one expression it took the type checker 1.5 s)
            let red: Int = r1 &* a1 &- r2 &* a2 &- rb &* da
            let green: Int = g1 &* a1 &- g2 &* a2 &- gb &* da
            let blue: Int = b1 &* a1 &- b2 &* a2 &- bb &* da
            dr = Double(red) / 255
            dg = Double(green) / 255
            db = Double(blue) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// Whether pixel (`x1`, `y1`) of `img` looks like anti-aliasing: it has at most two equal
    /// neighbours (a border counts as one), both a darker and a brighter neighbour, and the
    /// darkest or the brightest of them sits in a flat area in both images.
    func antialiased(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, other: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = 4 &* (y1 &* width &+ x1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = Self.colorDelta(img, img, pos, 4 &* (y &* width &+ x), yOnly: true)
                if delta == 0 {
                    zeroes &+= 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(img, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether pixel (`x1`, `y1`) of `img` has three or more identical neighbours (a border
    /// counting as one).
    func hasManySiblings(_ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let centre = word(img, y1 &* width &+ x1)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if word(img, y &* width &+ x) == centre { zeroes &+= 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// Pixel `i` of `img` as a 32-bit word (memory order, so only good for equality).
    @inline(__always)
    private func word(_ img: UnsafePointer<UInt8>, _ i: Int) -> UInt32 {
        UnsafeRawPointer(img).loadUnaligned(fromByteOffset: 4 &* i, as: UInt32.self)
    }

    /// Pixels `i` and `i + 1` of `img` as one 64-bit word (only good for equality).
    @inline(__always)
    private func pair(_ img: UnsafePointer<UInt8>, _ i: Int) -> UInt64 {
        UnsafeRawPointer(img).loadUnaligned(fromByteOffset: 4 &* i, as: UInt64.self)
    }

    @inline(__always)
    private func store(_ pixel: UInt32, _ output: UnsafeMutablePointer<UInt8>, _ i: Int) {
        UnsafeMutableRawPointer(output).storeBytes(of: pixel, toByteOffset: 4 &* i, as: UInt32.self)
    }

    /// `color` at full opacity as a word in memory order.
    private func opaque(_ color: RGB8) -> UInt32 {
        UInt32(littleEndian: UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | 0xFF00_0000)
    }
}

/// The faded grey pixelmatch draws for an unchanged pixel, remembering the last answer since
/// neighbouring pixels are often equal.
private struct GreyCache {
    let alpha: Double
    private var lastInput: UInt32 = 0
    private var lastOutput: UInt32 = 0
    private var valid = false

    init(alpha: Double) { self.alpha = alpha }

    /// The opaque grey word for the RGBA word `pixel` (memory order).
    @inline(__always)
    mutating func pixel(_ pixel: UInt32) -> UInt32 {
        if valid && pixel == lastInput { return lastOutput }
        let bytes = UInt32(littleEndian: pixel)
        let v = UInt32(Self.grey(r: UInt8(truncatingIfNeeded: bytes), g: UInt8(truncatingIfNeeded: bytes >> 8),
                                 b: UInt8(truncatingIfNeeded: bytes >> 16), a: UInt8(truncatingIfNeeded: bytes >> 24),
                                 alpha: alpha))
        lastInput = pixel
        lastOutput = UInt32(littleEndian: v | v << 8 | v << 16 | 0xFF00_0000)
        valid = true
        return lastOutput
    }

    /// The luma of (`r`, `g`, `b`) blended with white at opacity `alpha * a / 255`, truncated to
    /// a byte as a JavaScript `Uint8Array` store does.
    static func grey(r: UInt8, g: UInt8, b: UInt8, a: UInt8, alpha: Double) -> UInt8 {
        let luma = Double(r) * 0.29889531 + Double(g) * 0.58662247 + Double(b) * 0.11448223
        let value = 255 + (luma - 255) * alpha * Double(a) / 255
        return value >= 255 ? 255 : (value > 0 ? UInt8(value) : 0)
    }
}
