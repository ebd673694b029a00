@testable import ButtonRender
@testable import ButtonRenderModel
@testable import ButtonRenderTokens
@testable import ButtonRenderPipeline
import Foundation
import XCTest

/// Tokens Studio's colour modifier (`$extensions."studio.tokens".modify`), applied when a system
/// file asks for `studio.tokens`, against what Tokens Studio's own transforms
/// (`@tokens-studio/sd-transforms`) give for the same tokens: its test fixture and the cases of
/// its unit test (`Fixtures/dtcg/tokens-studio`, MIT, see its README), with the expected values
/// those tests assert.
final class TokensStudioModifyTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/dtcg/tokens-studio")

    private func tokens(_ file: String, modify: Bool = true) throws -> DesignTokens {
        var modes = ModeMapping.standard
        modes.extensions = VendorExtensions(alpha: false, contextOverrides: false, tokensStudioModify: modify)
        return try BuiltInThemes.userTheme(file: Self.folder.appendingPathComponent(file).path, modes: modes)
    }

    private func tokens(text: String, modify: Bool = true) throws -> DesignTokens {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("studio-\(UUID().uuidString).tokens.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        var modes = ModeMapping.standard
        modes.extensions = VendorExtensions(alpha: false, contextOverrides: false, tokensStudioModify: modify)
        return try BuiltInThemes.userTheme(file: file.path, modes: modes)
    }

    /// The colour as 8-bit `#rrggbb` (and `aa` when not opaque), as Style Dictionary writes hex.
    private func hex(_ color: RGBAColor) -> String {
        let channels = [color.red, color.green, color.blue] + (color.alpha < 1 ? [color.alpha] : [])
        return "#" + channels.map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
    }

    /// sd-transforms' integration test (`color-modifier-references.test.ts`): the CSS it expects
    /// Style Dictionary to write for each token of its fixture, byte for byte in hex.
    func testTheFixturesColoursAreTheOnesStyleDictionaryWrites() throws {
        let tokens = try tokens("color-modifier-references.tokens.json")
        let expected = [
            "color": "#ffffff4d",   // alpha {alpha} = 0.3
            "color2": "#0000004d",  // the modifier is a reference to a token holding it
            "color3": "#a1bbee",    // mix 0.5 with #4477DD in srgb
            "color4": "#759ae6",    // mix "0.5 + 6 * 0.04"
            "color5": "#759ae6",    // the mixed colour a reference
            "color6": "#3b64b3",    // the base colour a reference
            "color7": "#32528c",    // the amount a reference
            "color8": "#3b64b3",    // the amount arithmetic over references
        ]
        for (name, want) in expected {
            XCTAssertEqual(hex(try tokens.color(name, .light)), want, name)
            XCTAssertEqual(hex(try tokens.color(name, .dark)), want, "\(name), dark (no dark value: the same)")
        }
        // The theme's table of every colour (what resolvers read) agrees with the getter.
        let table = AppearanceTokenValues(tokens, .light)
        XCTAssertEqual(table.colors["color6"].map(hex), "#3b64b3")
        XCTAssertEqual(table.colors["color2"].map(hex), "#0000004d")
        XCTAssertNoThrow(try tokens.validate())
    }

    /// sd-transforms' unit test (`transformColorModifiers.spec.ts`): lighten, darken, mix and
    /// alpha of its colours in each of the four spaces. Where it asks for hex its value is exact;
    /// elsewhere it writes three significant digits in the space, read here as a DTCG colour
    /// (through the reader's own conversions) and compared within that rounding.
    func testEachModifierInEachSpaceGivesTokensStudiosValue() throws {
        let tokens = try tokens("color-modifiers-spec.tokens.json")
        // Exact: its "format: hex" cases of darken 0.2 from #C14242.
        XCTAssertEqual(hex(try tokens.color("spec.darken-hsl", .light)), "#9c3333")
        XCTAssertEqual(hex(try tokens.color("spec.darken-lch", .light)), "#983735")
        XCTAssertEqual(hex(try tokens.color("spec.darken-p3", .light)), "#9b3535")
        XCTAssertEqual(hex(try tokens.color("spec.darken-srgb", .light)), "#9a3535")
        XCTAssertEqual(hex(try tokens.color("spec.mix-expression-srgb", .light)), "#759ae6")
        // Written in their spaces, three significant digits.
        let written: [(String, TokenColorSpace, [Double], Double)] = [
            ("lighten-hsl", .hsl, [0, 50.6, 60.6], 1), ("lighten-lch", .lch, [57.7, 47.5, 29.7], 1),
            ("lighten-p3", .displayP3, [0.76, 0.44, 0.42], 1), ("lighten-srgb", .srgb, [0.805, 0.407, 0.407], 1),
            ("darken-hsl", .hsl, [0, 50.6, 40.6], 1), ("darken-lch", .lch, [37.7, 47.5, 29.7], 1),
            ("darken-p3", .displayP3, [0.56, 0.24, 0.22], 1), ("darken-srgb", .srgb, [0.605, 0.207, 0.207], 1),
            ("mix-black-white-hsl", .hsl, [0, 0, 50], 1), ("mix-black-white-lch", .lch, [50, 0, 0], 1),
            ("mix-black-white-p3", .displayP3, [0.5, 0.5, 0.5], 1), ("mix-black-white-srgb", .srgb, [0.5, 0.5, 0.5], 1),
            ("mix-expression-hsl", .hsl, [220, 51.2, 67.9], 1), ("mix-expression-lch", .lch, [63.4, 43.7, 279], 1),
            ("mix-expression-p3", .displayP3, [0.49, 0.6, 0.88], 1), ("mix-expression-srgb", .srgb, [0.457, 0.605, 0.901], 1),
            ("alpha-hsl", .hsl, [0, 50.6, 50.8], 0.2), ("alpha-lch", .lch, [47.1, 59.4, 29.7], 0.2),
            ("alpha-p3", .displayP3, [0.7, 0.29, 0.28], 0.2), ("alpha-srgb", .srgb, [0.757, 0.259, 0.259], 0.2),
        ]
        for (name, space, components, alpha) in written {
            let got = try tokens.color("spec." + name, .light)
            let want = space.srgb(components)
            // Two decimals in p3 is up to 0.005 off, 1.3 steps of 255; three digits elsewhere less than one.
            let tolerance = (space == .displayP3 ? 2.0 : 1.0) / 255
            XCTAssertEqual(got.red, want.red, accuracy: tolerance, name)
            XCTAssertEqual(got.green, want.green, accuracy: tolerance, name)
            XCTAssertEqual(got.blue, want.blue, accuracy: tolerance, name)
            XCTAssertEqual(got.alpha, alpha, accuracy: 1e-9, name)
        }
    }

    /// Along a chain of references each token's modifier applies to the value it refers to,
    /// the referred token's first, as Style Dictionary transforms a referred token before the
    /// token that refers to it; a token in between without a modifier passes the value on.
    func testModifiersComposeAlongTheChainFromTheReferredToken() throws {
        let tokens = try tokens(text: """
            {"base": {"$type": "color", "$value": "#804020",
                      "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": 0.5, "space": "srgb"}}}},
             "plain": {"$type": "color", "$value": "{base}"},
             "top": {"$type": "color", "$value": "{plain}",
                     "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.5", "space": "srgb"}}}}}
            """)
        // #804020 darkened by half: #402010; lightened by half: c + (1 - c) / 2.
        XCTAssertEqual(hex(try tokens.color("base", .light)), "#402010")
        XCTAssertEqual(hex(try tokens.color("plain", .light)), "#402010")
        let top = try tokens.color("top", .light)
        XCTAssertEqual(top.red, (64.0 / 255 + 1) / 2, accuracy: 1e-9)
        XCTAssertEqual(top.green, (32.0 / 255 + 1) / 2, accuracy: 1e-9)
        XCTAssertEqual(top.blue, (16.0 / 255 + 1) / 2, accuracy: 1e-9)
        // A shadow's colour referring to the token is the modified colour too.
        let shadowed = try self.tokens(text: """
            {"base": {"$type": "color", "$value": "#ffffff",
                      "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": 0.25, "space": "srgb"}}}},
             "shadow": {"$type": "shadow", "$value": {"color": "{base}", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px"}}}
            """)
        XCTAssertEqual(try shadowed.shadows("shadow", .light).map(\.color.alpha), [0.25])
    }

    /// Without `studio.tokens` in the system file the colours are the format's (`$value` as
    /// written) and the tokens carrying a modifier are named, for the warning.
    func testAModifierNotAskedForChangesNothingAndIsNamed() throws {
        let plain = try tokens("color-modifier-references.tokens.json", modify: false)
        XCTAssertEqual(hex(try plain.color("color3", .light)), "#ffffff")
        XCTAssertEqual(hex(try plain.color("color6", .light)), "#202d3b")
        let unapplied = plain.unappliedVendorExtensions(.none)
        XCTAssertEqual(unapplied["studio.tokens"], ["color", "color2", "color3", "color4", "color5", "color6", "color7", "color8"])
        XCTAssertEqual(try tokens("color-modifier-references.tokens.json").unappliedVendorExtensions(
            VendorExtensions(alpha: false, contextOverrides: false, tokensStudioModify: true)), [:])
    }

    /// Where sd-transforms quietly keeps the original colour, drawing is an error at the
    /// modifier's member, with its line; `validate` (what `tokens check` and `system check` run)
    /// finds the same error before anything is drawn.
    func testAModifierThatCannotBeAppliedIsAnErrorAtIt() throws {
        let cases: [(String, String)] = [
            (#"{"type": "darken", "value": "0.2"}"#, "needs \"space\""),
            (#"{"type": "shade", "value": "0.2", "space": "srgb"}"#, "\"type\" is one of lighten, darken, mix, alpha"),
            (#"{"type": "darken", "value": "0.2", "space": "oklch"}"#, "\"space\" is one of srgb, hsl, lch, p3"),
            (#"{"type": "darken", "value": 1.5, "space": "srgb"}"#, "an amount from 0 to 1, found 1.5"),
            (#"{"type": "darken", "value": "a lot", "space": "srgb"}"#, "is not a number or arithmetic"),
            (#"{"type": "darken", "value": "{missing}", "space": "srgb"}"#, "missing"),
            (#"{"type": "mix", "value": 0.5, "space": "srgb"}"#, "needs \"color\""),
            (##"{"type": "alpha", "value": 0.5, "space": "srgb", "color": "#fff"}"##, "only a mix modify has a \"color\""),
            (#"{"type": "alpha", "value": 0.5, "space": "srgb", "amount": 1}"#, "no member 'amount'"),
        ]
        for (modify, message) in cases {
            let tokens = try tokens(text: """
                {"brand": {"$type": "color", "$value": "#336699",
                  "$extensions": {"studio.tokens": {"modify": \(modify)}}}}
                """)
            XCTAssertThrowsError(try tokens.color("brand", .light), modify) { error in
                let error = error as? TokenError
                XCTAssertTrue(error?.message.contains(message) == true, "\(modify): \(String(describing: error))")
                XCTAssertEqual(error?.line, 2, "located in the file: \(modify)")
            }
            XCTAssertThrowsError(try tokens.validate(), "validate finds it: \(modify)")
        }
        // A modifier on a token that is not a colour.
        let size = try tokens(text: """
            {"gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"},
              "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": 0.2, "space": "srgb"}}}}}
            """)
        XCTAssertThrowsError(try size.dimension("gap", .light)) { error in
            XCTAssertTrue("\(error)".contains("changes colours only"), "\(error)")
        }
    }

    /// A system file that asks for `studio.tokens` draws its buttons in the modified colours;
    /// one that does not is warned of the tokens it leaves unmodified.
    func testASystemFileAsksForTheModifierAndIsWarnedWithoutIt() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("studio-system-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.copyItem(at: Self.folder.appendingPathComponent("color-modifier-references.tokens.json"),
                                         to: work.appendingPathComponent("studio.tokens.json"))
        let font = SystemFileTests.acmeFolder.appendingPathComponent("fonts/DejaVuSerif.ttf").path
        func system(_ name: String, extensions: String) throws -> URL {
            let text = """
                name: \(name)
                tokens: studio.tokens.json
                \(extensions)
                fonts:
                  - {file: \(font), family: DejaVu Serif}
                styles:
                  primary: {}
                states:
                  rest: normal
                slots:
                  containerColor: "{color6}"
                  labelColor: "{color3}"
                  cornerRadius: 4
                  fontFamily: DejaVu Serif
                  fontWeight: 400
                  fontSize: 14
                  minHeight: 32
                  padding: {vertical: 0, horizontal: 12}

                """
            let file = work.appendingPathComponent("\(name).system.yaml")
            try text.write(to: file, atomically: true, encoding: .utf8)
            return file
        }
        let asked = try system("studio-asked", extensions: "extensions: [studio.tokens]")
        XCTAssertEqual(SystemCheck.unappliedExtensionWarnings(try DesignSystem(contentsOf: asked, paths: .anywhere)), [])
        let button = try ButtonRenderer().resolve(ButtonSpec(system: ButtonSystem(registering: asked.path), title: "Buy"))
        XCTAssertEqual(hex(button.containerColor), "#3b64b3")
        XCTAssertEqual(hex(button.labelColor), "#a1bbee")

        let silent = try system("studio-silent", extensions: "")
        let warnings = SystemCheck.unappliedExtensionWarnings(try DesignSystem(contentsOf: silent, paths: .anywhere))
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("8 tokens carry $extensions.\"studio.tokens\".modify (a colour modifier), not applied: color, color2, color3, color4, and 4 more") == true,
                      "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("extensions: [studio.tokens]") == true)
    }
}
