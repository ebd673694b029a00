import Foundation
import XCTest

/// `render-cli tokens`: the resolved tokens of a built-in theme, a tokens file and a resolver,
/// in light and dark, as a table and as JSON, with deprecation warnings and exit status 2 on
/// bad input.
final class TokensCommandTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws { cli = try CommandLineRunner(prefix: "tokens-cli") }
    override func tearDown() { cli.cleanUp() }

    func testBuiltInThemeInBothAppearances() throws {
        let light = try cli.run(["tokens", "material"])
        XCTAssertEqual(light.status, 0, light.err)
        let primary = try XCTUnwrap(light.out.split(separator: "\n").first { $0.hasPrefix("color.primary ") })
        XCTAssertTrue(primary.contains("#6200EEFF"), String(primary))
        XCTAssertTrue(primary.contains("material.tokens.json:"), String(primary))
        let dark = try cli.run(["tokens", "material", "--context", "appearance=dark"])
        XCTAssertEqual(dark.status, 0, dark.err)
        XCTAssertTrue(dark.out.split(separator: "\n").contains { $0.hasPrefix("color.primary ") && $0.contains("#BB86FCFF") }, dark.out)
    }

    func testResolverShowsAliasesAndSets() throws {
        try cli.write("base.tokens.json", ##"""
        {"color": {"$type": "color",
          "brand": {"$value": {"colorSpace": "srgb", "components": [0, 0.4745, 0.4196], "hex": "#00796B"}},
          "primary": {"$value": "{color.brand}"},
          "old": {"$value": "#000000", "$deprecated": "use color.primary"}}}
        """##)
        try cli.write("theme.resolver.json", ##"""
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"appearance": {"contexts": {"light": [],
            "dark": [{"color": {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5, 0.8, 0.77]}}}}]},
            "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/appearance"}]}
        """##)
        let result = try cli.run(["tokens", "theme.resolver.json", "--context", "appearance=dark", "--json"])
        XCTAssertEqual(result.status, 0, result.err)
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        let primary = try XCTUnwrap(entries.first { $0["name"] as? String == "color.primary" })
        XCTAssertEqual(primary["value"] as? String, "#80CCC4FF")
        XCTAssertEqual(primary["chain"] as? [String], ["color.primary", "color.brand"])
        XCTAssertEqual(primary["origin"] as? String, "modifier appearance=dark")
        XCTAssertTrue((primary["definedAt"] as? String)?.hasSuffix("theme.resolver.json:3:25") == true, "\(primary)")
        XCTAssertTrue(entries.contains { $0["name"] as? String == "button.height" }, "the file is laid over the system's theme")
        XCTAssertTrue(result.err.contains("warning: ") && result.err.contains("token 'color.old': is deprecated: use color.primary"), result.err)

        let light = try cli.run(["tokens", "theme.resolver.json"])
        XCTAssertEqual(light.status, 0, light.err)
        let line = try XCTUnwrap(light.out.split(separator: "\n").first { $0.hasPrefix("color.primary ") })
        XCTAssertTrue(line.contains("#00796BFF") && line.contains("{color.brand}") && line.contains("(set base)"), String(line))
    }

    /// The table pads and cuts by characters: a long name holding an emoji is printed whole.
    func testTableKeepsANameWithAnEmojiWhole() throws {
        let name = "color.a_token_name_longer_than_the_name_column_for_the_party_\u{1F389}"
        try cli.write("party.tokens.json", ##"{"color": {"$type": "color", "a_token_name_longer_than_the_name_column_for_the_party_\##u{1F389}": {"$value": "#00796B"}}}"##)
        let result = try cli.run(["tokens", "party.tokens.json"])
        XCTAssertEqual(result.status, 0, result.err)
        let line = try XCTUnwrap(result.out.split(separator: "\n").first { $0.hasPrefix("color.a_token_name") }, result.out)
        XCTAssertTrue(line.hasPrefix(name + "  color ") && line.contains(" #00796BFF "), String(line))
    }

    func testBadInputExitsWithTwo() throws {
        try cli.write("plain.tokens.json", #"{"n": {"$type": "number", "$value": 1}}"#)
        for (arguments, words) in [
            (["tokens", "missing.tokens.json"], "no such"),
            (["tokens", "material", "--context", "appearance=dim"], "light or dark"),
            (["tokens", "material", "--context", "appearance"], "name=value"),
            (["tokens", "plain.tokens.json", "--context", "size=large"], "not a resolver"),
            (["tokens", "plain.tokens.json", "--system", "bootstrap"], "built-in themes are"),
        ] {
            let result = try cli.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.out)")
            XCTAssertTrue(result.err.hasPrefix("error: ") && result.err.contains(words), "\(arguments): \(result.err)")
            XCTAssertEqual(result.out, "", "\(arguments)")
        }
    }
}
