import ButtonRenderNative
import Foundation

/// Which CIE colour difference a perceptual comparison measures each pixel with.
public enum DeltaEFormula: String, Sendable, Codable, CaseIterable {
    /// CIE94 with the graphic-arts weights (kL = 1, K1 = 0.045, K2 = 0.015), the golden's colour
    /// as reference: what Core Image's `CILabDeltaE` computes ("ΔE 1994", per its
    /// documentation), and so the meaning of swift-snapshot-testing's `perceptualPrecision`.
    case cie94
    /// CIEDE2000 (Sharma, Wu and Dalal's formulation, kL = kC = kH = 1): more uniform in blues
    /// and near-greys, symmetric in its two colours.
    case ciede2000
}

/// A comparison of two images in a perceptual space: each pixel's CIE ΔE (sRGB over white,
/// D65, to CIELAB), counted as differing above a threshold, and the whole image's structural
/// similarity (SSIM, Wang, Bovik, Sheikh and Simoncelli 2004: an 11 × 11 Gaussian window of
/// σ 1.5, K1 0.01, K2 0.03, L 255, on Rec. 601 luma, averaged over every window that fits).
public enum PerceptualDiff {
    /// Compares `expected` (the golden, ΔE94's reference) with `actual`, of the same size: a
    /// pixel differs when its ΔE by `formula` exceeds `maximumDeltaE`; pixels in
    /// `ignoredRegions` do not count. The result's `maxDelta` is the largest ΔE over 100; its
    /// `deltaE` and `ssim` hold the measures. With `makeDiffImage`, the diff picture marks
    /// differing pixels red over the golden greyed and faded, as pixelmatch draws it.
    public static func compare(_ expected: DecodedImage, _ actual: DecodedImage, formula: DeltaEFormula, maximumDeltaE: Double,
                               ignoredRegions: [PixelRect] = [], makeDiffImage: Bool = true) -> DiffResult {
        precondition(expected.width == actual.width && expected.height == actual.height, "PerceptualDiff.compare: sizes differ")
        let width = expected.width, height = expected.height, count = width * height
        var output = [UInt8](repeating: 0, count: makeDiffImage ? count * 4 : 0)
        var mismatched = 0, largest = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let linear = Self.linearTable
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let e = (expected.rgba[i], expected.rgba[i + 1], expected.rgba[i + 2], expected.rgba[i + 3])
                let a = (actual.rgba[i], actual.rgba[i + 1], actual.rgba[i + 2], actual.rgba[i + 3])
                var delta = 0.0
                if e != a && !ignoredRegions.contains(where: { $0.contains(x: x, y: y) }) {
                    let l1 = lab(e, linear), l2 = lab(a, linear)
                    delta = formula == .cie94 ? deltaE94(reference: l1, l2) : deltaE2000(l1, l2)
                    largest = max(largest, delta)
                }
                let differs = delta > maximumDeltaE
                if differs {
                    mismatched += 1
                    minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                }
                if makeDiffImage {
                    if differs {
                        output[i] = 255; output[i + 1] = 0; output[i + 2] = 0
                    } else {
                        let blended = over(e)
                        let luma = 0.29889531 * blended.0 + 0.58662247 * blended.1 + 0.11448223 * blended.2
                        let grey = UInt8(max(0, min(255, (255 + (luma - 255) * 0.1).rounded())))
                        output[i] = grey; output[i + 1] = grey; output[i + 2] = grey
                    }
                    output[i + 3] = 255
                }
            }
        }
        var result = DiffResult(mismatchedPixels: mismatched, antialiasedPixels: 0, width: width, height: height,
                                ratio: count == 0 ? 0 : Double(mismatched) / Double(count), maxDelta: min(1, largest / 100),
                                boundingBox: mismatched == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1),
                                diffImage: makeDiffImage ? DecodedImage(width: width, height: height, rgba: output) : nil)
        result.deltaE = DeltaEMeasure(formula: formula, largest: largest)
        result.ssim = structuralSimilarity(expected, actual)
        return result
    }

    // MARK: Colour

    /// sRGB's transfer function inverted: a channel of 0...255 as linear light, 0...1.
    static func linear(_ value: Double) -> Double {
        let c = value / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// `linear` of each 8-bit level.
    static let linearTable: [Double] = (0..<256).map { linear(Double($0)) }

    /// A pixel over white (as pixelmatch blends translucent pixels), in 0...255 per channel.
    static func over(_ p: (UInt8, UInt8, UInt8, UInt8)) -> (Double, Double, Double) {
        let alpha = Double(p.3) / 255
        func blend(_ c: UInt8) -> Double { 255 + (Double(c) - 255) * alpha }
        return (blend(p.0), blend(p.1), blend(p.2))
    }

    /// A pixel over white as CIELAB (D65 white point, sRGB primaries).
    static func lab(_ p: (UInt8, UInt8, UInt8, UInt8), _ linear: [Double]) -> (l: Double, a: Double, b: Double) {
        let rgb: (Double, Double, Double)
        if p.3 == 255 {
            rgb = (linear[Int(p.0)], linear[Int(p.1)], linear[Int(p.2)])
        } else {
            let blended = over(p)
            rgb = (Self.linear(blended.0), Self.linear(blended.1), Self.linear(blended.2))
        }
        return lab(linearRGB: rgb)
    }

    /// Linear sRGB (0...1) as CIELAB, D65.
    static func lab(linearRGB c: (Double, Double, Double)) -> (l: Double, a: Double, b: Double) {
        let x = (0.4124564 * c.0 + 0.3575761 * c.1 + 0.1804375 * c.2) / 0.95047
        let y = 0.2126729 * c.0 + 0.7151522 * c.1 + 0.0721750 * c.2
        let z = (0.0193339 * c.0 + 0.1191920 * c.1 + 0.9503041 * c.2) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE94, graphic arts, with `reference` the standard colour (its chroma weights the
    /// differences).
    static func deltaE94(reference r: (l: Double, a: Double, b: Double), _ s: (l: Double, a: Double, b: Double)) -> Double {
        let dL = r.l - s.l
        let c1 = (r.a * r.a + r.b * r.b).squareRoot(), c2 = (s.a * s.a + s.b * s.b).squareRoot()
        let dC = c1 - c2
        let da = r.a - s.a, db = r.b - s.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// CIEDE2000 (kL = kC = kH = 1).
    static func deltaE2000(_ p: (l: Double, a: Double, b: Double), _ q: (l: Double, a: Double, b: Double)) -> Double {
        let degrees = 180 / Double.pi, radians = Double.pi / 180
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let cBar = (c1 + c2) / 2
        let cBar7 = pow(cBar, 7)
        let g = 0.5 * (1 - (cBar7 / (cBar7 + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * p.a, a2 = (1 + g) * q.a
        let c1p = (a1 * a1 + p.b * p.b).squareRoot(), c2p = (a2 * a2 + q.b * q.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * degrees
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(p.b, a1), h2 = hue(q.b, a2)
        let dL = q.l - p.l, dC = c2p - c1p
        var dh = 0.0
        if c1p * c2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (c1p * c2p).squareRoot() * sin(dh / 2 * radians)
        let lBar = (p.l + q.l) / 2, cBarP = (c1p + c2p) / 2
        var hBar = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 { hBar = (h1 + h2) / 2 } else if h1 + h2 < 360 { hBar = (h1 + h2 + 360) / 2 } else { hBar = (h1 + h2 - 360) / 2 }
        }
        let t = 1 - 0.17 * cos((hBar - 30) * radians) + 0.24 * cos(2 * hBar * radians)
            + 0.32 * cos((3 * hBar + 6) * radians) - 0.20 * cos((4 * hBar - 63) * radians)
        let dTheta = 30 * exp(-pow((hBar - 275) / 25, 2))
        let cBarP7 = pow(cBarP, 7)
        let rC = 2 * (cBarP7 / (cBarP7 + pow(25, 7))).squareRoot()
        let lBar50 = (lBar - 50) * (lBar - 50)
        let sL = 1 + 0.015 * lBar50 / (20 + lBar50).squareRoot()
        let sC = 1 + 0.045 * cBarP, sH = 1 + 0.015 * cBarP * t
        let rT = -sin(2 * dTheta * radians) * rC
        let l = dL / sL, c = dC / sC, h = dH / sH
        return (l * l + c * c + h * h + rT * c * h).squareRoot()
    }

    // MARK: Structure

    /// The reference SSIM's window side, standard deviation and constants.
    static let window = 11, sigma = 1.5, k1 = 0.01, k2 = 0.03

    /// The mean SSIM of two images of the same size (1 for identical images): over every
    /// 11 × 11 window that fits, or over the whole image as one uniformly weighted window when
    /// a side is shorter than 11.
    public static func structuralSimilarity(_ x: DecodedImage, _ y: DecodedImage) -> Double {
        let width = x.width, height = x.height
        guard width > 0, height > 0 else { return 1 }
        if x.rgba == y.rgba { return 1 }
        func luma(_ image: DecodedImage) -> [Double] {
            (0..<(width * height)).map { i in
                let p = over((image.rgba[i * 4], image.rgba[i * 4 + 1], image.rgba[i * 4 + 2], image.rgba[i * 4 + 3]))
                return 0.299 * p.0 + 0.587 * p.1 + 0.114 * p.2
            }
        }
        let a = luma(x), b = luma(y)
        let c1 = (k1 * 255) * (k1 * 255), c2 = (k2 * 255) * (k2 * 255)
        func ssim(_ mx: Double, _ my: Double, _ vx: Double, _ vy: Double, _ cov: Double) -> Double {
            ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
        }
        guard width >= window, height >= window else {
            let n = Double(width * height)
            let mx = a.reduce(0, +) / n, my = b.reduce(0, +) / n
            var vx = 0.0, vy = 0.0, cov = 0.0
            for i in a.indices { vx += (a[i] - mx) * (a[i] - mx); vy += (b[i] - my) * (b[i] - my); cov += (a[i] - mx) * (b[i] - my) }
            return ssim(mx, my, vx / n, vy / n, cov / n)
        }
        // The Gaussian weights, normalised, and each image's moments filtered separably over
        // the windows that fit ("valid" filtering, as the reference implementation does).
        let half = window / 2
        var weights = (0..<window).map { exp(-Double(($0 - half) * ($0 - half)) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        let outW = width - window + 1, outH = height - window + 1
        func filtered(_ values: [Double]) -> [Double] {
            var rows = [Double](repeating: 0, count: outW * height)
            for yy in 0..<height {
                for xx in 0..<outW {
                    var s = 0.0
                    for k in 0..<window { s += weights[k] * values[yy * width + xx + k] }
                    rows[yy * outW + xx] = s
                }
            }
            var out = [Double](repeating: 0, count: outW * outH)
            for yy in 0..<outH {
                for xx in 0..<outW {
                    var s = 0.0
                    for k in 0..<window { s += weights[k] * rows[(yy + k) * outW + xx] }
                    out[yy * outW + xx] = s
                }
            }
            return out
        }
        let mx = filtered(a), my = filtered(b)
        let xx = filtered(a.map { $0 * $0 }), yy = filtered(b.map { $0 * $0 })
        let xy = filtered(zip(a, b).map { $0 * $1 })
        var sum = 0.0
        for i in mx.indices {
            sum += ssim(mx[i], my[i], xx[i] - mx[i] * mx[i], yy[i] - my[i] * my[i], xy[i] - mx[i] * my[i])
        }
        return sum / Double(mx.count)
    }
}
