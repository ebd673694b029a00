/// A colour in sRGB with straight (not premultiplied) alpha, each channel in 0...1.
public struct RGBAColor: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Red, 0...1.
    package var red: Double
    /// Green, 0...1.
    package var green: Double
    /// Blue, 0...1.
    package var blue: Double
    /// Opacity, 0...1 (1 is opaque).
    public var alpha: Double

    /// Creates a colour from channels in 0...1.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
    package init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    package init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        var digits = String(hex.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy({ $0.isHexDigit }),
              let value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(rgb: value)
        } else {
            self.init(rgb: value >> 8, alpha: Double(value & 0xFF) / 255)
        }
    }

    /// Fully transparent black.
    package static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    package static let black = RGBAColor(rgb: 0x000000)
    /// Opaque white.
    package static let white = RGBAColor(rgb: 0xFFFFFF)

    /// The same colour with its alpha multiplied by `factor`.
    package func withAlphaMultiplied(by factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The same colour with alpha replaced.
    package func withAlpha(_ a: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: a)
    }

    /// True when nothing would be drawn with this colour.
    package var isClear: Bool { alpha <= 0 }

    /// This colour drawn over `background` (source-over).
    package func composited(over background: RGBAColor) -> RGBAColor {
        let a = alpha + background.alpha * (1 - alpha)
        guard a > 0 else { return .clear }
        func mix(_ c: Double, _ b: Double) -> Double { (c * alpha + b * background.alpha * (1 - alpha)) / a }
        return RGBAColor(red: mix(red, background.red), green: mix(green, background.green),
                         blue: mix(blue, background.blue), alpha: a)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when translucent.
    package var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }

    public var description: String { hexString }
}
