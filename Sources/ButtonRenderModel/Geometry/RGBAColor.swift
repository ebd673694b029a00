import ButtonRenderSupport
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

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (ASCII hexadecimal digits, either case); nil
    /// for anything else. Read byte by byte: a run parses a few colours for every button.
    package init?(hex: String) {
        var value: UInt32 = 0, digits = 0, first = true
        for byte in hex.utf8 {
            if first {
                guard byte == UInt8(ascii: "#") else { return nil }
                first = false
                continue
            }
            guard let nibble = HexDigit.value(byte) else { return nil }
            digits += 1
            guard digits <= 8 else { return nil }
            value = value << 4 | UInt32(nibble)
        }
        switch digits {
        case 3:
            // Each digit doubled: #abc is #aabbcc.
            let r = (value >> 8) & 0xF, g = (value >> 4) & 0xF, b = value & 0xF
            self.init(rgb: (r * 0x11) << 16 | (g * 0x11) << 8 | b * 0x11)
        case 6: self.init(rgb: value)
        case 8: self.init(rgb: value >> 8, alpha: Double(value & 0xFF) / 255)
        default: return nil
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
        // Written straight into the string's storage (no array first): the audit writes two
        // for every button.
        let channels = alpha < 1 ? 4 : 3
        return String(unsafeUninitializedCapacity: 1 + 2 * channels) { text in
            let digits = Self.upperHexDigits.utf8Start
            func write(_ value: Double, at offset: Int) {
                let b = Int((min(max(value, 0), 1) * 255).rounded())
                text[offset] = digits[b >> 4]
                text[offset + 1] = digits[b & 0xF]
            }
            text[0] = UInt8(ascii: "#")
            write(red, at: 1); write(green, at: 3); write(blue, at: 5)
            if channels == 4 { write(alpha, at: 7) }
            return 1 + 2 * channels
        }
    }

    /// The digits `hexString` writes, by value.
    private static let upperHexDigits: StaticString = "0123456789ABCDEF"

    public var description: String { hexString }
}
