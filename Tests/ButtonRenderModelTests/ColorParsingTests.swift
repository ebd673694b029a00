@testable import ButtonRenderModel
import Foundation
import XCTest

/// Colours are read and written byte by byte (`RGBAColor(hex:)`, `hexString`,
/// `ColorValue.trimmingWhitespace`): each gives what the Character-based code before it gave,
/// kept here as the reference, for every kind of text.
final class ColorParsingTests: XCTestCase {
    /// `RGBAColor(hex:)` as it was: Characters, `isHexDigit`, `UInt32(_:radix:)`.
    private func referenceHex(_ hex: String) -> RGBAColor? {
        guard hex.hasPrefix("#") else { return nil }
        var digits = String(hex.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy({ $0.isHexDigit }),
              let value = UInt32(digits, radix: 16) else { return nil }
        return digits.count == 6 ? RGBAColor(rgb: value) : RGBAColor(rgb: value >> 8, alpha: Double(value & 0xFF) / 255)
    }

    /// `hexString` as it was: `String(_:radix:uppercase:)` per channel.
    private func referenceHexString(_ c: RGBAColor) -> String {
        func byte(_ v: Double) -> String {
            let s = String(Int((min(max(v, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        let rgb = "#" + byte(c.red) + byte(c.green) + byte(c.blue)
        return c.alpha >= 1 ? rgb : rgb + byte(c.alpha)
    }

    func testHexParsingMatchesTheCharacterBasedParser() {
        let texts = ["#FFF", "#fff", "#aBc", "#000000", "#6200EE", "#ffffff33", "#FFFFFF00", "#12345", "#1234567",
                     "#123456789", "#", "", "FFF", "##FFF", "#GGG", "#+FFFFF", "#-FFFFF", "#ＦＦＦ", "#\u{301}FFF",
                     "#FF\u{301}F", "# FFF", "#FFF ", "#0x1234", "#12 456", "#é12345", "#1", "#12", "#1234",
                     "#abcdef", "#ABCDEF99", "#00000080"]
        for text in texts {
            XCTAssertEqual(RGBAColor(hex: text), referenceHex(text), text)
        }
    }

    /// `ColorValue(parsing:)` as it was for every text: trimmed, its `@` opacity read, then a
    /// literal or a token name.
    private func referenceParse(_ text: String) -> ColorValue? {
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        var factor = 1.0
        if let at = body.lastIndex(of: "@") {
            var amount = body[body.index(after: at)...]
            let percent = amount.hasSuffix("%")
            if percent { amount = amount.dropLast() }
            guard let value = Double(amount), value.isFinite else { return nil }
            factor = percent ? value / 100 : value
            guard (0...1).contains(factor) else { return nil }
            body = body[..<at]
        }
        if body.hasPrefix("#") {
            guard let color = referenceHex(String(body)) else { return nil }
            return .literal(color.withAlphaMultiplied(by: factor))
        }
        let name = body.replacingOccurrences(of: ".$root", with: "")
        guard let first = body.first, first.isLetter, !name.contains("$"),
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" }) else { return nil }
        return .token(String(body), alpha: factor)
    }

    /// A literal read at once (`#`, ASCII last, no `@`) is what the whole parser gives.
    func testColourParsingMatchesTheWholeParser() {
        let texts = ["#FFF", "#6200EE", "#ffffff33", "#FFFFFF00", "#12345", "#GGG", "#FFF ", "#FFF\t", " #FFF",
                     "#FFFFFF\u{00A0}", "#FFFFFF\u{2003}", "#FFFFFF\u{301}", "#FF\u{301}FFFF", "#FFFFFF@50%", "#FFFFFF@0.5",
                     "#FFFFFF@\u{301}50%", "#FFFFFF @ 50%", "#", "#@50%", "primary", "onSurface@38%", "color.background.default.$root",
                     "#000000@0.12", "#ＦＦＦ", "#0x1234", "#abcdef", "#ABCDEF99", ""]
        for text in texts {
            XCTAssertEqual(ColorValue(parsing: text), referenceParse(text), text.debugDescription)
        }
    }

    func testHexStringMatchesTheRadixFormatter() {
        for v in 0...255 {
            let value = Double(v) / 255
            for c in [RGBAColor(red: value, green: 0, blue: 1), RGBAColor(red: 1, green: value, blue: 0, alpha: value),
                      RGBAColor(red: 0.5, green: 0.25, blue: value, alpha: 0.999)] {
                XCTAssertEqual(c.hexString, referenceHexString(c))
            }
        }
        for c in [RGBAColor(red: -1, green: 2, blue: 0.5), RGBAColor(red: 0.001, green: 0.999, blue: 1e-9, alpha: -0.5)] {
            XCTAssertEqual(c.hexString, referenceHexString(c))
        }
    }

    func testTrimmingMatchesFoundation() {
        let texts = ["#FFF", " #FFF", "#FFF ", "\t#FFF\t", "\u{00A0}#FFF", "#FFF\u{2003}", "primary", " primary@38% ",
                     "", " ", "\t", "\n#FFF\n", "é", "#FFF\u{00A0}", "a b", "\u{3000}x"]
        for text in texts {
            XCTAssertEqual(ColorValue.trimmingWhitespace(text), text.trimmingCharacters(in: .whitespaces), text.debugDescription)
        }
        XCTAssertEqual(ColorValue(parsing: " #FFFFFF@50% "), .literal(RGBAColor(rgb: 0xFFFFFF, alpha: 0.5)))
        XCTAssertEqual(ColorValue(parsing: "\u{00A0}onSurface@38%"), .token("onSurface", alpha: 0.38))
    }
}
