@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// Tokens as teams really write them: the seven design systems of the DTCG community's
/// dtcg-examples (`Examples/systems/dtcg-examples/`, unchanged; the example system files draw from them) load through the library and through
/// `render-cli tokens`, each deviation from DTCG 2025.10 they carry counted as a warning; a
/// deviation a button draws is an error at its file, line and column; `--strict-tokens` makes
/// every deviation an error; a Tokens Studio (legacy) file is named.
final class DTCGExamplesTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws { cli = try CommandLineRunner(prefix: "dtcg-examples") }
    override func tearDown() { cli.cleanUp() }

    /// The copy of dtcg-examples the example systems use.
    private func examples() throws -> URL {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/systems/dtcg-examples")
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("LICENSE").path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: folder.appendingPathComponent("LICENSE").path])
        }
        return folder
    }

    /// The resolver document of `system`.
    private func resolver(_ system: String) throws -> String {
        try examples().appendingPathComponent("\(system).resolver.json").path
    }

    /// Every deviation each system carries, as `code detail: number of tokens`, read with the
    /// default contexts (the first context of a modifier without a default).
    static let expected: [String: [String: Int]] = [
        "adobe-spectrum": ["noDefaultContext theme=light": 1, "noDefaultContext size=desktop": 1, "unit dp": 1,
                           "hexFallback #rgb": 8, "unknownType string": 154, "unit em": 2],
        "apple-hig": ["missingType ": 17, "unresolvedReference font.design.default": 11, "unit em": 11, "lineHeightDimension ": 11],
        "figma-sds": ["unit em": 19],
        "github-primer": ["propertyWithoutDollar alpha": 35, "hexFallback #rgb": 3, "unknownType string": 3,
                          "missingField typography.letterSpacing": 11, "unit em": 1, "missingField typography.lineHeight": 1],
        "ibm-carbon": ["noDefaultContext breakpoint=md": 1, "hexFallback #rgb": 6, "unit ": 1, "unit vw": 3],
        "microsoft-fluent": ["noDefaultContext theme=default": 1, "hexFallback #rgb": 25, "unit ": 6,
                             "unknownField typography.MozOsxFontSmoothing": 13, "unknownField typography.WebkitFontSmoothing": 13],
        "shopify-polaris": [:],
    ]

    /// Deviations as `code detail: number of tokens`.
    private func counts(_ deviations: [TokenDeviation]) -> [String: Int] {
        var tokens: [String: Set<String>] = [:]
        for deviation in deviations { tokens["\(deviation.kind.code) \(deviation.kind.detail)", default: []].insert(deviation.token) }
        return tokens.mapValues(\.count)
    }

    func testEachSystemLoadsThroughTheLibraryWithItsDeviationsCounted() throws {
        for (system, expected) in Self.expected {
            let tokens = try BuiltInThemes.userTheme(file: try resolver(system))
            XCTAssertNoThrow(try tokens.validate(), system)
            XCTAssertNoThrow(try BuiltInThemes.tokens(named: "material").overridden(by: tokens).validate(), system)
            XCTAssertEqual(counts(tokens.deviations), expected, system)
            for deviation in tokens.deviations {
                XCTAssertNotNil(deviation.line, "\(system): \(deviation)")
                XCTAssertTrue(deviation.file.hasPrefix(try examples().path), "\(system): \(deviation)")
            }
        }
    }

    func testEachSystemLoadsThroughTheBinaryWithGroupedWarnings() throws {
        for (system, expected) in Self.expected {
            let result = try cli.run(["tokens", try resolver(system)])
            XCTAssertEqual(result.status, 0, "\(system): \(result.err)")
            let warnings = result.err.split(separator: "\n").filter { $0.hasPrefix("warning: ") && $0.contains("(not in DTCG 2025.10)") }
            XCTAssertEqual(warnings.count, expected.count, "\(system): \(result.err)")
            for (kind, count) in expected where !kind.hasPrefix("noDefaultContext") {
                let noun = count == 1 ? "1 token " : "\(count) tokens "
                XCTAssertTrue(warnings.contains { $0.hasPrefix("warning: " + noun) }, "\(system) \(kind): \(result.err)")
            }
        }
        let figma = try cli.run(["tokens", try resolver("figma-sds")])
        XCTAssertTrue(figma.err.contains("warning: 19 tokens use unit 'em' (not in DTCG 2025.10): typography.titleHero, "
                                         + "typography.titlePage.small, typography.titlePage.base, typography.titlePage.large, "
                                         + "typography.subtitle.small and 14 more (first at "), figma.err)
        XCTAssertTrue(figma.err.contains("figma-sds/typography.tokens.json:10:48)"), figma.err)

        let json = try cli.run(["tokens", try resolver("ibm-carbon"), "--json"])
        XCTAssertEqual(json.status, 0, json.err)
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        let fluid = try XCTUnwrap(entries.first { $0["name"] as? String == "layout.fluidSpacing.02" })
        XCTAssertEqual(fluid["value"] as? String, "2vw", "a value that cannot be drawn is shown as written")
        let deviation = try XCTUnwrap((fluid["deviations"] as? [[String: Any]])?.first)
        XCTAssertEqual(deviation["kind"] as? String, "unit")
        XCTAssertEqual(deviation["detail"] as? String, "vw")
        XCTAssertEqual(deviation["token"] as? String, "layout.fluidSpacing.02")
        XCTAssertEqual(deviation["line"] as? Int, 159)
        XCTAssertEqual(deviation["column"] as? Int, 19)
        XCTAssertTrue((deviation["file"] as? String)?.hasSuffix("ibm-carbon/layout.tokens.json") == true, "\(deviation)")
    }

    // MARK: - A deviation that is drawn is a located error

    func testDrawingADeviationIsALocatedError() throws {
        let carbon = try BuiltInThemes.userTheme(file: try resolver("ibm-carbon"))
        var error = try XCTUnwrap(tokenError { _ = try carbon.dimension("layout.fluidSpacing.02", .light) })
        XCTAssertTrue(error.file?.hasSuffix("ibm-carbon/layout.tokens.json") == true, error.description)
        XCTAssertEqual(error.line, 159)
        XCTAssertEqual(error.column, 19)
        XCTAssertEqual(error.token, "layout.fluidSpacing.02")
        XCTAssertTrue(error.message.contains("unit 'vw' is not in DTCG 2025.10") && error.message.contains("has no size in points"), error.description)
        XCTAssertEqual(try carbon.dimension("layout.spacing.05", .light), 16, "tokens that keep to the format draw")

        // Primer's "alpha": 0 beside an opaque white: what it means is unknown, so neither the
        // token nor one that refers to it is drawn; the error points at the property.
        let primer = try BuiltInThemes.userTheme(file: try resolver("github-primer"))
        for name in ["base.color.transparent", "bgColor.transparent"] {
            error = try XCTUnwrap(tokenError { _ = try primer.color(name, .light) }, name)
            XCTAssertTrue(error.file?.hasSuffix("github-primer/base/color/light/light.tokens.json") == true, error.description)
            XCTAssertEqual(error.line, 49, error.description)
            XCTAssertEqual(error.column, 9, error.description)
            XCTAssertEqual(error.token, "base.color.transparent")
            XCTAssertTrue(error.message.contains("'alpha' is not a token property") && error.message.contains("not drawn"), error.description)
        }
        XCTAssertEqual(try primer.color("base.color.white", .light), .white, "a 3-digit hex fallback is never drawn, so it draws")
        error = try XCTUnwrap(tokenError { _ = try primer.typography("text.display.shorthand", .light) })
        XCTAssertTrue(error.message.contains("has no 'letterSpacing'"), error.description)
        XCTAssertEqual(error.line, 122)

        let spectrum = try BuiltInThemes.userTheme(file: try resolver("adobe-spectrum"))
        error = try XCTUnwrap(tokenError { _ = try spectrum.dimension("cjk-letter-spacing", .light) })
        XCTAssertTrue(error.message.contains("what this em is relative to is unknown"), error.description)
        XCTAssertEqual(error.line, 334)
        error = try XCTUnwrap(tokenError { _ = try spectrum.fontFamily("body-cjk-font-style", .light) })
        XCTAssertTrue(error.message.contains("$type 'string' is not in DTCG 2025.10") && error.message.contains("draws no 'string' token"), error.description)

        // Fluent's font tokens each carry MozOsxFontSmoothing and WebkitFontSmoothing, members
        // the format does not define: a composite is read member by member, so they are
        // warnings (counted above) and the token draws.
        let fluent = try BuiltInThemes.userTheme(file: try resolver("microsoft-fluent"))
        let tiny = try fluent.typography("fonts.tiny", .light)
        XCTAssertEqual(tiny.fontSize, 10)
        XCTAssertTrue(tiny.fontFamily.hasPrefix("'Segoe UI'"), tiny.fontFamily)
        XCTAssertTrue(fluent.deviations.contains { $0.token == "fonts.tiny" && $0.kind == .unknownField(composite: "typography", field: "MozOsxFontSmoothing") })

        // A token without a type is read as the type a getter asks for.
        let hig = try BuiltInThemes.userTheme(file: try resolver("apple-hig"))
        let brown = try hig.color("color.systemBrown", .light)
        XCTAssertEqual(brown.hexText, "#A2845EFF")
        error = try XCTUnwrap(tokenError { _ = try hig.typography("font.textStyle.largeTitle", .light) })
        XCTAssertTrue(error.message.contains("unknown reference {font.design.default}"), error.description)
        XCTAssertEqual(error.line, 8)
        XCTAssertEqual(error.column, 25)
    }

    func testEmIsRelativeToATypographyTokensOwnFontSize() throws {
        let tokens = try DesignTokens.parse(#"""
        {"text": {"$type": "typography",
          "title": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 20, "unit": "px"}, "fontWeight": 600,
                               "letterSpacing": {"value": -0.02, "unit": "em"}, "lineHeight": {"value": 24, "unit": "px"}}},
          "body": {"$value": {"fontFamily": "Inter", "fontSize": "{size.body}", "fontWeight": 400,
                              "letterSpacing": "{tracking.wide}", "lineHeight": {"value": 1.5, "unit": "em"}}}},
         "size": {"body": {"$type": "dimension", "$value": {"value": 1, "unit": "rem"}}},
         "tracking": {"wide": {"$type": "dimension", "$value": {"value": 0.05, "unit": "em"}}}}
        """#, source: "type.tokens.json")
        XCTAssertNoThrow(try tokens.validate())
        let title = try tokens.typography("text.title", .light)
        XCTAssertEqual(title.fontSize, 20)
        XCTAssertEqual(title.letterSpacing, -0.4, accuracy: 1e-12, "-0.02em of its own 20px")
        XCTAssertEqual(title.lineHeight, 1.2, accuracy: 1e-12, "24px over 20px")
        XCTAssertEqual(title.fontWeight, 600)
        let body = try tokens.typography("text.body", .light)
        XCTAssertEqual(body.fontSize, 16)
        XCTAssertEqual(body.letterSpacing, 0.8, accuracy: 1e-12, "a referenced em is relative to the typography that reads it")
        XCTAssertEqual(body.lineHeight, 1.5, accuracy: 1e-12)
        // Alone, an em has nothing to be relative to.
        let error = try XCTUnwrap(tokenError { _ = try tokens.dimension("tracking.wide", .light) })
        XCTAssertEqual(error.line, 7)
        XCTAssertTrue(error.message.contains("what this em is relative to is unknown"), error.description)
        XCTAssertEqual(counts(tokens.deviations), ["unit em": 3, "lineHeightDimension ": 2])
    }

    func testADrawnDeviationFailsTheButtonAndAnUndrawnOneWarns() throws {
        try cli.write("em.tokens.json", #"""
        {"button": {"height": {"$type": "dimension", "$value": {"value": 2.25, "unit": "em"}}}}
        """#)
        try cli.write("drawn.json", #"{"name": "drawn", "theme": "em.tokens.json"}"#)
        try cli.write("dp.tokens.json", #"""
        {"android": {"elevation": {"$type": "dimension", "$value": {"value": 4, "unit": "dp"}}}}
        """#)
        try cli.write("undrawn.json", #"{"name": "undrawn", "theme": "dp.tokens.json"}"#)

        let drawn = try cli.run(["render", "drawn.json", "--out", "out"])
        XCTAssertEqual(drawn.status, 2, drawn.err)
        XCTAssertTrue(drawn.err.contains("em.tokens.json:1:80: token 'button.height': unit 'em' is not in DTCG 2025.10"), drawn.err)
        XCTAssertTrue(drawn.err.contains("a button draws this value"), drawn.err)
        XCTAssertEqual(cli.files(in: "out"), [])

        let undrawn = try cli.run(["render", "undrawn.json", "--out", "out"])
        XCTAssertEqual(undrawn.status, 0, undrawn.err)
        XCTAssertTrue(undrawn.err.contains("warning: 1 token uses unit 'dp' (not in DTCG 2025.10): android.elevation (first at "), undrawn.err)
        XCTAssertTrue(cli.files(in: "out").contains("undrawn.png"), "\(cli.files(in: "out"))")

        // Through the library, the same error on the spec's theme.
        var spec = try XCTUnwrap(try SpecLoader.load(file: cli.work.appendingPathComponent("drawn.json").path).first)
        XCTAssertThrowsError(try Resolver.resolve(spec.spec)) { error in
            XCTAssertTrue("\(error)".contains("em.tokens.json:1:80: token 'button.height': unit 'em'"), "\(error)")
        }
        spec = try XCTUnwrap(try SpecLoader.load(file: cli.work.appendingPathComponent("undrawn.json").path).first)
        XCTAssertNoThrow(try Resolver.resolve(spec.spec))
    }

    // MARK: - --strict-tokens

    func testStrictTokensMakesEveryDeviationAnError() throws {
        let strict = try cli.run(["tokens", try resolver("figma-sds"), "--strict-tokens"])
        XCTAssertEqual(strict.status, 2, strict.err)
        XCTAssertEqual(strict.out, "")
        XCTAssertTrue(strict.err.hasPrefix("error: "), strict.err)
        XCTAssertTrue(strict.err.contains("figma-sds/typography.tokens.json:10:48: token 'typography.titleHero': unit 'em' is not in DTCG 2025.10"), strict.err)
        XCTAssertTrue(strict.err.contains("--strict-tokens makes every deviation an error (18 more in this theme)"), strict.err)
        XCTAssertEqual(try cli.run(["tokens", try resolver("shopify-polaris"), "--strict-tokens"]).status, 0, "a file that keeps to the format passes")

        let reading = ThemeReading(strictness: .strict)
        XCTAssertThrowsError(try BuiltInThemes.userTheme(file: try resolver("github-primer"), reading: reading)) { error in
            guard let error = error as? TokenError, case .deviation(.propertyWithoutDollar("alpha"), .strict) = error.problem else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(error.line, 49)
        }
        // The strictness reaches a spec's theme through its reading.
        try cli.write("dp.tokens.json", #"{"android": {"elevation": {"$type": "dimension", "$value": {"value": 4, "unit": "dp"}}}}"#)
        var spec = ButtonSpec(theme: cli.work.appendingPathComponent("dp.tokens.json").path)
        XCTAssertNoThrow(try Resolver.resolve(spec))
        spec.themeReading.strictness = .strict
        XCTAssertThrowsError(try Resolver.resolve(spec)) { XCTAssertTrue("\($0)".contains("unit 'dp' is not in DTCG 2025.10"), "\($0)") }
    }

    // MARK: - Tokens Studio

    func testATokensStudioFileIsNamed() throws {
        try cli.write("studio.json", ##"""
        {"colors": {"primary": {"value": "#ff0000", "type": "color"},
                    "secondary": {"value": "{colors.primary}", "type": "color"}}}
        """##)
        try cli.write("studio-sets.json", #"""
        {"$themes": [], "$metadata": {"tokenSetOrder": ["global"]}, "global": {"spacing": {"value": "4", "type": "spacing"}}}
        """#)
        for (file, place) in [("studio.json", "studio.json:1:25"), ("studio-sets.json", "studio-sets.json:1:2")] {
            let result = try cli.run(["tokens", file])
            XCTAssertEqual(result.status, 2, result.err)
            XCTAssertTrue(result.err.contains("this looks like a Tokens Studio (legacy) file"), result.err)
            XCTAssertTrue(result.err.contains(place), result.err)
        }
        XCTAssertThrowsError(try DesignTokens.parse(#"{"a": {"value": 4, "type": "number"}}"#, source: "s.json")) { error in
            guard case .tokensStudioLegacy? = (error as? TokenError)?.problem else { return XCTFail("\(error)") }
        }
        // A DTCG group may hold tokens named value and type.
        XCTAssertNoThrow(try DesignTokens.parse(#"{"a": {"value": {"$type": "number", "$value": 1}, "type": {"$type": "number", "$value": 2}}}"#, source: "g.json"))
    }

    private func tokenError(_ body: () throws -> Void, line: UInt = #line) -> TokenError? {
        do { try body() } catch let error as TokenError { return error } catch {
            XCTFail("expected a TokenError, got \(error)", line: line)
            return nil
        }
        XCTFail("expected an error", line: line)
        return nil
    }
}

private extension RGBAColor {
    var hexText: String {
        "#" + [red, green, blue, alpha].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }
}
