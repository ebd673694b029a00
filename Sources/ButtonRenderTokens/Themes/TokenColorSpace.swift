import Foundation

/// The colour spaces of a DTCG 2025.10 colour object (`"colorSpace"`), and their conversion to
/// the sRGB the renderer draws in.
///
/// The list and the component ranges are those of the Design Tokens Color Module 2025.10
/// (design-tokens/community-group, `technical-reports/color/color-type.md`, "Supported color
/// spaces"). The conversions are the ones that module defers to: CSS Color Module Level 4
/// (https://www.w3.org/TR/css-color-4/, §10 "Color conversion" and its sample code) — each
/// space goes to CIE XYZ (D65, or D50 for lab/lch/prophoto-rgb/xyz-d50 with the Bradford
/// adaptation), then to linear sRGB, then through the sRGB transfer function. A `"none"`
/// component counts as 0, as CSS Color 4 says for conversion ("missing components").
/// Colours outside the sRGB gamut are clipped per channel to 0...1.
enum TokenColorSpace: String, CaseIterable, Sendable {
    case srgb, srgbLinear = "srgb-linear", hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3", a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020
    case xyzD65 = "xyz-d65", xyzD50 = "xyz-d50"

    /// Every key, in the module's table order, for messages.
    static var keys: [String] { allCases.map(\.rawValue) }

    /// The sRGB channels (0...1, clipped) of the colour whose three components are `c`; a NaN
    /// component (a powerless hue, `components(fromSRGB:)`) counts as 0.
    func srgb(_ c: [Double]) -> (red: Double, green: Double, blue: Double) {
        let c = c.map { $0.isNaN ? 0 : $0 }
        let rgb: [Double]
        switch self {
        case .srgb: rgb = c
        case .hsl: rgb = TokenColorSpace.hslToSRGB(c[0], c[1] / 100, c[2] / 100)
        case .hwb: rgb = TokenColorSpace.hwbToSRGB(c[0], c[1] / 100, c[2] / 100)
        default: rgb = TokenColorSpace.linearToXYZ65ToSRGB(xyzD65(c))
        }
        let clipped = rgb.map { $0.isFinite ? min(1, max(0, $0)) : 0 }
        return (clipped[0], clipped[1], clipped[2])
    }

    /// CIE XYZ relative to D65 for the spaces converted through XYZ.
    private func xyzD65(_ c: [Double]) -> [Double] {
        typealias S = TokenColorSpace
        switch self {
        case .srgb, .hsl, .hwb: return S.multiply(S.linearSRGBToXYZ, c.map(S.srgbToLinear))
        case .srgbLinear: return S.multiply(S.linearSRGBToXYZ, c)
        case .displayP3: return S.multiply(S.linearP3ToXYZ, c.map(S.srgbToLinear))
        case .a98RGB: return S.multiply(S.linearA98ToXYZ, c.map { S.signedPower($0, 563.0 / 256.0) })
        case .rec2020: return S.multiply(S.linearRec2020ToXYZ, c.map(S.rec2020ToLinear))
        case .prophotoRGB: return S.multiply(S.d50ToD65, S.multiply(S.linearProPhotoToXYZ50, c.map(S.prophotoToLinear)))
        case .xyzD65: return c
        case .xyzD50: return S.multiply(S.d50ToD65, c)
        case .lab: return S.multiply(S.d50ToD65, S.labToXYZ50(c))
        case .lch:
            let hue = c[2] * .pi / 180
            return S.multiply(S.d50ToD65, S.labToXYZ50([c[0], c[1] * cos(hue), c[1] * sin(hue)]))
        case .oklab: return S.oklabToXYZ(c)
        case .oklch:
            let hue = c[2] * .pi / 180
            return S.oklabToXYZ([c[0], c[1] * cos(hue), c[1] * sin(hue)])
        }
    }

    /// The components in this space of the sRGB colour `rgb` (0...1 each), for the spaces a
    /// Tokens Studio colour modifier works in (`TokensStudioModify`): `hsl` (hue in degrees,
    /// saturation and lightness 0...100), `lch` (CIE LCh from Lab D50, hue in degrees) and
    /// `display-p3`; nil for the others. An achromatic colour's hue is NaN, as CSS Color 4 says
    /// ("powerless"), so that mixing takes the other colour's hue.
    func components(fromSRGB rgb: [Double]) -> [Double]? {
        typealias S = TokenColorSpace
        switch self {
        case .srgb: return rgb
        case .hsl: return S.srgbToHSL(rgb)
        case .displayP3: return S.multiply(S.xyzToLinearP3, S.multiply(S.linearSRGBToXYZ, rgb.map(S.srgbToLinear))).map(S.linearToSRGB)
        case .lch:
            let lab = S.xyz50ToLab(S.multiply(S.d65ToD50, S.multiply(S.linearSRGBToXYZ, rgb.map(S.srgbToLinear))))
            let chroma = (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot()
            // colorjs (Tokens Studio's colour library) calls a hue powerless below 0.02 in a and b.
            let powerless = abs(lab[1]) < 0.02 && abs(lab[2]) < 0.02
            var hue = atan2(lab[2], lab[1]) * 180 / .pi
            if hue < 0 { hue += 360 }
            return [lab[0], chroma, powerless ? .nan : hue]
        default: return nil
        }
    }

    private static func srgbToHSL(_ rgb: [Double]) -> [Double] {
        let high = rgb.max()!, low = rgb.min()!
        let lightness = (high + low) / 2, range = high - low
        guard range != 0 else { return [.nan, 0, lightness * 100] }
        let saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
        var hue: Double
        switch high {
        case rgb[0]: hue = (rgb[1] - rgb[2]) / range + (rgb[1] < rgb[2] ? 6 : 0)
        case rgb[1]: hue = (rgb[2] - rgb[0]) / range + 2
        default: hue = (rgb[0] - rgb[1]) / range + 4
        }
        hue *= 60
        return [hue, saturation * 100, lightness * 100]
    }

    private static func xyz50ToLab(_ xyz: [Double]) -> [Double] {
        let kappa = 24389.0 / 27.0, epsilon = 216.0 / 24389.0
        let white = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
        let f = (0..<3).map { i -> Double in
            let v = xyz[i] / white[i]
            return v > epsilon ? cbrt(v) : (kappa * v + 16) / 116
        }
        return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
    }

    // MARK: Transfer functions (CSS Color 4 §10.2–10.6)

    /// sRGB (and Display P3) gamma-encoded to linear light, extended to negatives.
    static func srgbToLinear(_ v: Double) -> Double {
        let a = abs(v)
        return a <= 0.04045 ? v / 12.92 : (v < 0 ? -1 : 1) * pow((a + 0.055) / 1.055, 2.4)
    }

    /// Linear light to sRGB gamma-encoded, extended to negatives.
    static func linearToSRGB(_ v: Double) -> Double {
        let a = abs(v)
        return a > 0.0031308 ? (v < 0 ? -1 : 1) * (1.055 * pow(a, 1 / 2.4) - 0.055) : 12.92 * v
    }

    private static func signedPower(_ v: Double, _ p: Double) -> Double { (v < 0 ? -1 : 1) * pow(abs(v), p) }

    private static func rec2020ToLinear(_ v: Double) -> Double {
        let alpha = 1.09929682680944, beta = 0.018053968510807
        let a = abs(v)
        return a < beta * 4.5 ? v / 4.5 : (v < 0 ? -1 : 1) * pow((a + alpha - 1) / alpha, 1 / 0.45)
    }

    private static func prophotoToLinear(_ v: Double) -> Double {
        let a = abs(v)
        return a <= 16.0 / 512.0 ? v / 16 : (v < 0 ? -1 : 1) * pow(a, 1.8)
    }

    // MARK: Polar sRGB models (CSS Color 4 §7.1, §8.1)

    private static func hslToSRGB(_ hue: Double, _ saturation: Double, _ lightness: Double) -> [Double] {
        let h = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [f(0), f(8), f(4)]
    }

    private static func hwbToSRGB(_ hue: Double, _ white: Double, _ black: Double) -> [Double] {
        if white + black >= 1 { let gray = white / (white + black); return [gray, gray, gray] }
        return hslToSRGB(hue, 1, 0.5).map { $0 * (1 - white - black) + white }
    }

    // MARK: Lab and OKLab (CSS Color 4 §9, sample code)

    private static func labToXYZ50(_ lab: [Double]) -> [Double] {
        let kappa = 24389.0 / 27.0, epsilon = 216.0 / 24389.0
        let white = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
        let f1 = (lab[0] + 16) / 116, f0 = lab[1] / 500 + f1, f2 = f1 - lab[2] / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab[0] > kappa * epsilon ? pow((lab[0] + 16) / 116, 3) : lab[0] / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * white[0], y * white[1], z * white[2]]
    }

    private static func oklabToXYZ(_ oklab: [Double]) -> [Double] {
        let lms = multiply(oklabToLMS, oklab).map { $0 * $0 * $0 }
        return multiply(lmsToXYZ, lms)
    }

    private static func linearToXYZ65ToSRGB(_ xyz: [Double]) -> [Double] {
        multiply(xyzToLinearSRGB, xyz).map(linearToSRGB)
    }

    private static func multiply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    // MARK: Matrices (CSS Color 4 sample code, "conversions.js")

    private static let linearSRGBToXYZ: [[Double]] = [
        [506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218],
        [87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545],
        [7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270],
    ]
    private static let xyzToLinearSRGB: [[Double]] = [
        [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
        [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
        [705.0 / 12673, -2585.0 / 12673, 705.0 / 667],
    ]
    private static let linearP3ToXYZ: [[Double]] = [
        [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
        [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
        [0, 32229.0 / 714400, 5220557.0 / 5000800],
    ]
    private static let xyzToLinearP3: [[Double]] = [
        [446124.0 / 178915, -333277.0 / 357830, -72051.0 / 178915],
        [-14852.0 / 17905, 63121.0 / 35810, 423.0 / 17905],
        [11844.0 / 330415, -50337.0 / 660830, 316169.0 / 330415],
    ]
    private static let linearA98ToXYZ: [[Double]] = [
        [573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567],
        [591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835],
        [53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835],
    ]
    private static let linearRec2020ToXYZ: [[Double]] = [
        [63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314],
        [26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157],
        [0, 19567812.0 / 697040785, 295819943.0 / 278816314],
    ]
    private static let linearProPhotoToXYZ50: [[Double]] = [
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
        [0.0, 0.0, 0.82510460251046020],
    ]
    private static let d50ToD65: [[Double]] = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    private static let d65ToD50: [[Double]] = [
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371],
    ]
    private static let oklabToLMS: [[Double]] = [
        [1.0000000000000000, 0.3963377773761749, 0.2158037573099136],
        [1.0000000000000000, -0.1055613458156586, -0.0638541728258133],
        [1.0000000000000000, -0.0894841775298119, -1.2914855480194092],
    ]
    private static let lmsToXYZ: [[Double]] = [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]
}
