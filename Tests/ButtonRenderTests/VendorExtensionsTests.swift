@testable import ButtonRenderModel
@testable import ButtonRenderTokens
@testable import ButtonRenderPipeline
import XCTest

/// GitHub Primer's export (dtcg-examples, real third-party files) read with its vendor
/// extensions applied (`extensions: [alpha, org.primer.overrides]` in a system file), against
/// GitHub's published CSS values, and read without them.
final class VendorExtensionsTests: XCTestCase {
    static let resolver = ExampleSystemsTests.folder.appendingPathComponent("dtcg-examples/github-primer.resolver.json").path

    private func primer(_ extensions: VendorExtensions) throws -> DesignTokens {
        var modes = ModeMapping.standard
        modes.appearance = .init(modifier: "theme", light: "light", dark: "dark")
        modes.extensions = extensions
        return try BuiltInThemes.userTheme(file: Self.resolver, modes: modes)
    }

    private func hex(_ tokens: DesignTokens, _ name: String, _ appearance: Appearance) throws -> String {
        try tokens.color(name, appearance).hexText
    }

    func testPrimersDarkOverridesAndAlphaGiveGitHubsPublishedColours() throws {
        let tokens = try primer(VendorExtensions(alpha: true, contextOverrides: true))
        // --button-default-bgColor-rest: #f6f8fa light, #212830 dark (the dark override names
        // base.color.neutral.3, which the dark context resolves).
        XCTAssertEqual(try hex(tokens, "button.default.bgColor.rest", .light), "#F6F8FAFF")
        XCTAssertEqual(try hex(tokens, "button.default.bgColor.rest", .dark), "#212830FF")
        // control.transparent.bgColor.hover: neutral.8 at alpha 0.1 light; its dark override
        // neutral.8 (dark palette) at alpha 0.2.
        let hover = try tokens.color("button.invisible.bgColor.hover", .light)
        XCTAssertEqual(hover.alpha, 0.1, accuracy: 1e-9, "the nearest alpha along the chain")
        XCTAssertEqual(try tokens.color("button.invisible.bgColor.hover", .dark).alpha, 0.2, accuracy: 1e-9)
        // --button-primary-fgColor-disabled: #ffffffcc light (alpha 0.8), #ffffff66 dark (0.4).
        XCTAssertEqual(try hex(tokens, "button.primary.fgColor.disabled", .light), "#FFFFFFCC")
        XCTAssertEqual(try hex(tokens, "button.primary.fgColor.disabled", .dark), "#FFFFFF66")
        // A shadow's dark override is transparent (its layer's alpha 0).
        let shadow = try tokens.shadows("button.default.shadow.resting", .dark)
        XCTAssertEqual(shadow.map(\.color.alpha), [0])
        XCTAssertFalse(try tokens.shadows("button.default.shadow.resting", .light).isEmpty)
    }

    /// An `alpha` that is no opacity is an error when drawn, never a guess; an override without
    /// one replaces the token's own.
    func testAnAlphaThatIsNoOpacityIsAnErrorAndAnOverrideReplacesTheTokensOwn() throws {
        let text = """
            {"base": {"$type": "color", "ink": {"$value": "#102030"}},
             "bad": {"$type": "color", "$value": "{base.ink}", "alpha": 5},
             "word": {"$type": "color", "$value": "{base.ink}", "alpha": "half"},
             "good": {"$type": "color", "$value": "{base.ink}", "alpha": 0.25,
                      "$extensions": {"org.primer.overrides": {"dark": {"$value": "#405060"}, "light-hc": {"$value": "#708090", "alpha": 2}}}}}
            """
        let tokens = try DesignTokens.parse(text, source: "alpha.tokens.json")
        let both = VendorExtensions(alpha: true, contextOverrides: true)
        let light = tokens.applying(both, context: "light")
        XCTAssertEqual(try light.color("good", .light).hexText, "#10203040", "alpha 0.25 of #102030")
        XCTAssertThrowsError(try light.color("bad", .light), "alpha 5 is no opacity")
        XCTAssertThrowsError(try light.color("word", .light), "alpha \"half\" is no opacity")
        XCTAssertEqual(try tokens.applying(both, context: "dark").color("good", .light).hexText, "#405060FF",
                       "the override replaces the value and the token's own alpha with it")
        XCTAssertThrowsError(try tokens.applying(both, context: "light-hc").color("good", .light), "an override's alpha 2 is no opacity")
        XCTAssertThrowsError(try tokens.applying(VendorExtensions(alpha: false, contextOverrides: true), context: "light").color("good", .light),
                             "an alpha not asked for is not drawn")
    }

    func testWithoutThemAnAlphaIsNotDrawnAndDarkIsTheBasePalettesOnly() throws {
        let plain = try primer(.none)
        XCTAssertThrowsError(try plain.color("button.invisible.bgColor.hover", .light), "an alpha not asked for is not drawn") { error in
            XCTAssertTrue("\(error)".contains("alpha"), "\(error)")
        }
        // Without the override, dark reads the light chain over the dark palette.
        XCTAssertNotEqual(try hex(plain, "button.default.bgColor.rest", .dark), "#212830FF")
        let unapplied = plain.unappliedVendorExtensions(.none)
        XCTAssertTrue(unapplied["alpha"]?.contains("control.transparent.bgColor.hover") == true)
        XCTAssertTrue(unapplied["org.primer.overrides"]?.contains("button.default.bgColor.rest") == true)
        XCTAssertEqual(try primer(VendorExtensions(alpha: true, contextOverrides: true)).unappliedVendorExtensions(VendorExtensions(alpha: true, contextOverrides: true)), [:])
    }
}

/// A system file over Primer's export that does not ask for its extensions is warned of each,
/// with the tokens it touches; the example, which asks, checks clean.
final class UnappliedVendorExtensionTests: XCTestCase {
    func testASystemFileThatDoesNotAskIsWarnedOfEachExtension() throws {
        let example = ExampleSystemsTests.folder.appendingPathComponent("github-primer.system.yaml")
        let text = try String(contentsOf: example, encoding: .utf8)
        XCTAssertTrue(text.contains("\nextensions: [alpha, org.primer.overrides]\n"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unapplied-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The same file without `extensions`, its token and font files named where they are.
        let examples = ExampleSystemsTests.folder.path
        let plain = text.replacingOccurrences(of: "\nextensions: [alpha, org.primer.overrides]\n", with: "\n")
            .replacingOccurrences(of: "tokens: dtcg-examples/", with: "tokens: \(examples)/dtcg-examples/")
            .replacingOccurrences(of: "{file: fonts/", with: "{file: \(examples)/fonts/")
            .replacingOccurrences(of: "icon: pictures/", with: "icon: \(examples)/pictures/")
            .replacingOccurrences(of: "name: github-primer\n", with: "name: primer-without-extensions\n")
        let file = folder.appendingPathComponent("primer-without-extensions.system.yaml")
        try plain.write(to: file, atomically: true, encoding: .utf8)
        let system = try DesignSystem(contentsOf: file, paths: .anywhere)
        let warnings = SystemCheck.unappliedExtensionWarnings(system)
        XCTAssertEqual(warnings.count, 2, "\(warnings)")
        XCTAssertTrue(warnings[0].contains("carry a sibling \"alpha\"") && warnings[0].contains("base.color.transparent, ") && warnings[0].contains("more")
                      && warnings[0].contains("extensions: [alpha]"), warnings[0])
        XCTAssertTrue(warnings[1].contains("org.primer.overrides") && warnings[1].contains("extensions: [org.primer.overrides]"), warnings[1])
        XCTAssertEqual(SystemCheck.unappliedExtensionWarnings(try DesignSystem(contentsOf: example)), [])
    }
}
