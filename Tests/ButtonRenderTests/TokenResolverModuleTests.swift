@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// The DTCG Resolver Module 2025.10: sets, modifiers, contexts, resolution order, inline and
/// file sources; a resolver as a spec's theme (light and dark from its `appearance` modifier,
/// text size from `contentSizeCategory`); and third-party resolver files from Terrazzo.
final class TokenResolverModuleTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("resolver-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// A brand as a team exports it: a 2025.10 tokens file and a resolver with an
    /// `appearance` modifier whose dark context is inline.
    private func writeBrand() throws -> String {
        try write("brand.tokens.json", ##"""
        {"color": {"$type": "color",
          "primary": {"$value": {"colorSpace": "srgb", "components": [0, 0.4745, 0.4196], "alpha": 1, "hex": "#00796B"}},
          "tint": {"$value": "{color.primary}"},
          "accent": {"$value": {"colorSpace": "oklch", "components": [0.7016, 0.3225, 328.363]}}},
         "button": {"$type": "dimension", "height": {"$value": {"value": 2.5, "unit": "rem"}}}}
        """##)
        try write("text-large.tokens.json", #"{"button": {"$type": "dimension", "height": {"$value": {"value": 3, "unit": "rem"}}}}"#)
        return try write("brand.resolver.json", ##"""
        {"name": "Brand", "version": "2025.10",
         "sets": {"brand": {"sources": [{"$ref": "brand.tokens.json"}]}},
         "modifiers": {
           "appearance": {"contexts": {
             "light": [],
             "dark": [{"color": {"primary": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.5, 0.8, 0.77], "hex": "#80CBC4"}}}}]},
             "default": "light"},
           "contentSizeCategory": {"contexts": {"large": [], "AX2": [{"$ref": "text-large.tokens.json"}]}, "default": "large"}},
         "resolutionOrder": [{"$ref": "#/sets/brand"}, {"$ref": "#/modifiers/appearance"}, {"$ref": "#/modifiers/contentSizeCategory"}]}
        """##)
    }

    func testResolverThemesEverySystemInLightAndDark() throws {
        let resolver = try writeBrand()
        for system in DesignSystems.all.map(\.id) {
            var spec = ButtonSpec(appearance: .light)
            spec.system = system
            spec.theme = resolver
            let light = try ThemeContext(spec: spec, registeredSystem: system)
            spec.appearance = .dark
            let dark = try ThemeContext(spec: spec, registeredSystem: system)
            XCTAssertEqual(try light.color("color.primary").hex8, "#00796BFF", "\(system)")
            XCTAssertEqual(try light.color("color.tint"), try light.color("color.primary"), "\(system): alias follows")
            XCTAssertEqual(try dark.color("color.primary").hex8, "#80CCC4FF", "\(system)")
            XCTAssertEqual(try dark.color("color.tint").hex8, "#80CCC4FF", "\(system): the alias reads the dark value")
            XCTAssertEqual(try light.dimension("button.height"), 40, "\(system)")
        }
        // A real button: Material's contained container is color.primary.
        var spec = ButtonSpec(style: .contained, appearance: .dark)
        spec.theme = resolver
        XCTAssertEqual(try Resolver.resolve(spec).containerColor.hex8, "#80CCC4FF")
        spec.appearance = .light
        XCTAssertEqual(try Resolver.resolve(spec).containerColor.hex8, "#00796BFF")
    }

    func testContentSizeCategorySelectsTheTextSizeModifier() throws {
        let resolver = try writeBrand()
        var spec = ButtonSpec(appearance: .light)
        spec.theme = resolver
        spec.contentSizeCategory = .AX2
        XCTAssertEqual(try ThemeContext(spec: spec, registeredSystem: .uikit).dimension("button.height"), 48)
        spec.contentSizeCategory = .AX5  // not offered: the modifier's default
        XCTAssertEqual(try ThemeContext(spec: spec, registeredSystem: .uikit).dimension("button.height"), 40)
    }

    func testResolutionOrderInlineItemsAndErrors() throws {
        let path = try write("inline.resolver.json", ##"""
        {"version": "2025.10",
         "resolutionOrder": [
           {"type": "set", "name": "base", "sources": [{"n": {"$type": "number", "$value": 1}, "m": {"$type": "number", "$value": 5}}]},
           {"type": "modifier", "name": "density", "contexts": {"compact": [{"n": {"$type": "number", "$value": 2}}], "comfortable": []},
            "default": "comfortable"},
           {"type": "set", "name": "last", "sources": [{"m": {"$type": "number", "$value": 9}}]}]}
        """##)
        let document = try ResolverDocument.load(file: path)
        XCTAssertEqual(try document.modifiers().map(\.name), ["density"])
        XCTAssertEqual(try document.resolve([:]).number("n", .light), 1)
        XCTAssertEqual(try document.resolve(["density": "compact"]).number("n", .light), 2)
        XCTAssertEqual(try document.resolve(["density": "compact"]).number("m", .light), 9, "later sets win")
        XCTAssertThrowsError(try document.resolve(["density": "cosy"])) { XCTAssertTrue("\($0)".contains("no context 'cosy'"), "\($0)") }
        XCTAssertThrowsError(try document.resolve(["densty": "compact"])) { XCTAssertTrue("\($0)".contains("did you mean 'density'"), "\($0)") }

        let badVersion = try write("v.resolver.json", #"{"version": "2024.1", "resolutionOrder": []}"#)
        XCTAssertThrowsError(try ResolverDocument.load(file: badVersion)) { error in
            let e = error as? TokenError
            XCTAssertEqual(e?.line, 1)
            XCTAssertTrue("\(error)".contains("must be \"2025.10\""), "\(error)")
        }
        let badDefault = try write("d.resolver.json", ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": []}, "default": "b"}}, "resolutionOrder": []}"##)
        XCTAssertThrowsError(try ResolverDocument.load(file: badDefault)) { XCTAssertTrue("\($0)".contains("not one of its contexts"), "\($0)") }
        let twice = try write("t.resolver.json", ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "a", "sources": []}, {"type": "set", "name": "a", "sources": []}]}"##)
        XCTAssertThrowsError(try ResolverDocument.load(file: twice).resolve([:])) { XCTAssertTrue("\($0)".contains("used twice"), "\($0)") }
    }

    // MARK: - Third-party files (Tests/ButtonRenderTests/Fixtures/dtcg, MIT, see its README)

    /// Terrazzo's resolver-simple: `color.blue.6` is #0550ae in light and #1158c7 in dark, as
    /// the hex fallbacks beside the components say.
    func testTerrazzoResolverSimple() throws {
        let document = try ResolverDocument.load(file: try fixture("terrazzo/resolver-simple/example.resolver.json"))
        XCTAssertEqual(try document.modifiers().first?.contexts, ["light", "dark"])
        XCTAssertEqual(try document.resolve(["theme": "light"]).color("color.blue.6", .light).hex8, "#0550AEFF")
        XCTAssertEqual(try document.resolve(["theme": "dark"]).color("color.blue.6", .light).hex8, "#1158C7FF")
        // No input and no default: the first context, and a deviation that says so.
        let chosen = try document.resolve([:])
        XCTAssertEqual(try chosen.color("color.blue.6", .light).hex8, "#0550AEFF")
        XCTAssertEqual(chosen.deviations.first?.kind, .noDefaultContext(modifier: "theme", chosen: "light"))
        XCTAssertThrowsError(try chosen.check(.strict)) { XCTAssertTrue("\($0)".contains("has no default"), "\($0)") }
    }

    /// Terrazzo's type-dimension: the values of its expected CSS (`index.want.css`) for the
    /// mobile (default) and desktop contexts, at 1rem = 16px.
    func testTerrazzoDimensionResolver() throws {
        let path = try fixture("terrazzo/type-dimension/dimension.resolver.json")
        let css = try String(contentsOfFile: try fixture("terrazzo/type-dimension/index.want.css"), encoding: .utf8)
        let blocks = css.components(separatedBy: "@media")
        XCTAssertEqual(blocks.count, 2)
        let document = try ResolverDocument.load(file: path)
        for (context, block) in zip(["mobile", "desktop"], blocks) {
            let tokens = try document.resolve(["size": context])
            try tokens.validate()
            var checked = 0
            for line in block.components(separatedBy: "\n") {
                let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: ": ")
                guard parts.count == 2, parts[0].hasPrefix("--ds-"), parts[1].hasSuffix("rem;") else { continue }
                let name = parts[0].dropFirst("--ds-".count).replacingOccurrences(of: "space-", with: "space.")
                let rem = try XCTUnwrap(Double(parts[1].dropLast("rem;".count)))
                XCTAssertEqual(try tokens.dimension(name, .light), rem * 16, "\(context) \(name)")
                checked += 1
            }
            XCTAssertEqual(checked, 14, context)
            let aliased = block.contains("--ds-space-600: 2rem") ? 32.0 : 40.0
            XCTAssertEqual(try tokens.dimension("control.default-size", .light), aliased, "alias across set and modifier")
        }
    }

    // MARK: - Helpers

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func fixture(_ path: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/dtcg/" + path)
        guard FileManager.default.fileExists(atPath: url.path) else { throw TokenError(file: url.path, message: "fixture missing") }
        return url.path
    }
}

private extension RGBAColor {
    /// `#RRGGBBAA` rounded to 8 bits.
    var hex8: String {
        String(format: "#%02X%02X%02X%02X", Int((red * 255).rounded()), Int((green * 255).rounded()),
               Int((blue * 255).rounded()), Int((alpha * 255).rounded()))
    }
}
