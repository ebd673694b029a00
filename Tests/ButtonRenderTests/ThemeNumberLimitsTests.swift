@testable import ButtonRender
@testable import ButtonRenderPipeline
import Foundation
import XCTest

/// Every number a theme's tokens give a button (heights, minimum widths, paddings, icon sizes
/// and gaps, letter spacing, radii, strokes, focus rings, shadows, elevation levels, Dynamic
/// Type factors, opacities) is held to the limits of a spec's own fields: 1e308 px is a
/// located error on `theme`, not a crash (it stopped the process with SIGILL in layout's
/// integer pixel sizes, leaving a staging folder in `--out`).
final class ThemeNumberLimitsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("theme-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    /// A tokens file that gives `path` (dotted) the `$value` `value` of `type`, as JSON text.
    private func themeFile(_ path: String, type: String, value: String) throws -> String {
        let parts = path.split(separator: ".").map(String.init)
        var json = "{\"$type\": \"\(type)\", \"$value\": \(value)}"
        for part in parts.reversed() { json = "{\"\(part)\": \(json)}" }
        let url = folder.appendingPathComponent("\(UUID().uuidString).tokens.json")
        try json.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func dimension(_ value: String) -> String { "{\"value\": \(value), \"unit\": \"px\"}" }

    /// One case: a spec (YAML fields) of `system` whose theme gives `token` a huge value.
    private struct Case {
        var fields: String
        var token: String
        var type = "dimension"
        var value: String
    }

    private func spec(_ fields: String, theme: String) throws -> ButtonSpec {
        let specs = try SpecLoader.load(text: "{\(fields), theme: \"\(theme)\"}", file: "case.yaml")
        return specs[0].spec
    }

    func testHugeTokenNumbersAreFieldErrorsOnTheTheme() throws {
        let huge = dimension("1e308")
        let shadow = "[{\"color\": \"#000000\", \"offsetX\": {\"value\": 0, \"unit\": \"px\"}, \"offsetY\": {\"value\": 1, \"unit\": \"px\"}, "
            + "\"blur\": {\"value\": 1e308, \"unit\": \"px\"}, \"spread\": {\"value\": 0, \"unit\": \"px\"}}]"
        let cases: [Case] = [
            Case(fields: "title: OK", token: "button.height", value: huge),
            Case(fields: "title: OK", token: "button.minWidth", value: huge),
            Case(fields: "title: OK", token: "button.paddingVertical", value: huge),
            Case(fields: "title: OK", token: "button.paddingHorizontal", value: huge),
            Case(fields: "title: OK", token: "button.paddingHorizontal", value: dimension("-1e308")),
            Case(fields: "title: OK, style: contained, icon: add", token: "button.iconSize", value: huge),
            Case(fields: "title: OK, style: contained, icon: add", token: "button.iconGap", value: huge),
            Case(fields: "title: OK, style: contained, icon: add", token: "button.iconSidePadding", value: huge),
            Case(fields: "title: OK", token: "font.letterSpacing", value: huge),
            Case(fields: "title: OK", token: "font.letterSpacing", value: dimension("-1e308")),
            Case(fields: "title: OK", token: "font.size", value: huge),
            Case(fields: "title: OK", token: "button.cornerRadius", value: huge),
            Case(fields: "title: OK, style: outlined", token: "button.outlineWidth", value: huge),
            Case(fields: "title: OK", token: "button.touchTarget", value: huge),
            Case(fields: "style: contained, state: disabled, title: OK", token: "opacity.disabledContainer", type: "number", value: "1e308"),
            Case(fields: "system: anatomy, state: focused, title: OK", token: "button.focusRingWidth", value: huge),
            Case(fields: "system: anatomy, state: focused, title: OK", token: "button.focusRingGap", value: huge),
            Case(fields: "system: anatomy, state: loading, title: OK", token: "button.spinnerSize", value: huge),
            Case(fields: "system: anatomy, title: OK", token: "button.margin", value: huge),
            Case(fields: "system: anatomy, title: OK", token: "button.containerWidth", value: huge),
            Case(fields: "system: anatomy, title: OK, contentSizeCategory: AX5", token: "dynamicType.AX5", value: huge),
            Case(fields: "system: uikit, style: filled, title: OK", token: "size.medium.titleSize", value: huge),
            Case(fields: "system: uikit, style: filled, title: OK", token: "size.medium.insetLeading", value: huge),
            Case(fields: "system: uikit, style: filled, state: focused, title: OK", token: "button.focusRingWidth", value: huge),
            Case(fields: "system: obsidian, title: OK", token: "button.height", value: huge),
            Case(fields: "system: obsidian, title: OK", token: "button.fixedPadding", value: huge),
            Case(fields: "system: material3, style: elevated, title: OK", token: "elevated.elevation.enabled", type: "number", value: "1e308"),
            Case(fields: "system: material3, style: elevated, title: OK", token: "elevation.level1", type: "shadow", value: shadow),
            Case(fields: "system: material3, title: OK", token: "button.height", value: huge),
        ]
        let renderer = try ButtonRenderer()
        for c in cases {
            let theme = try themeFile(c.token, type: c.type, value: c.value)
            let button = try spec(c.fields, theme: theme)
            XCTAssertThrowsError(try renderer.layout(button), "\(c.token) in \(c.fields)") { error in
                guard let field = error as? FieldError else { return XCTFail("\(c.token): \(error)") }
                XCTAssertEqual(field.path, ["theme"], "\(c.token): \(field)")
                // Swift resolvers check the resolved button; a system file's slots check each value
                // as it is read, at the slot's line in the system file.
                switch field.problem {
                case .themeValueOutOfRange: break
                case .stage(let stage) where stage is SlotError: break
                default: return XCTFail("\(c.token): \(field)")
                }
                XCTAssertTrue(field.description.contains("out of range"), field.description)
            }
        }
    }

    /// The error names the quantity out of range, as the button's parts are called.
    func testTheErrorNamesTheQuantity() throws {
        let renderer = try ButtonRenderer()
        let cases: [(fields: String, token: String, quantity: String)] = [
            ("title: OK", "button.cornerRadius", "top-left corner radius"),
            ("title: OK, style: contained, icon: add", "button.iconSize", "icon size"),
            ("title: OK, style: contained, icon: add", "button.iconGap", "icon gap"),
            ("system: uikit, style: filled, state: focused, title: OK", "button.focusRingWidth", "focus ring width"),
            ("title: OK", "font.size", "font size"),
        ]
        for c in cases {
            let button = try spec(c.fields, theme: try themeFile(c.token, type: "dimension", value: dimension("1e308")))
            XCTAssertThrowsError(try renderer.layout(button), c.token) { error in
                XCTAssertTrue("\(error)".contains(c.quantity), "\(c.token): \(error)")
            }
        }
    }

    func testNumbersAtTheSpecLimitsStillResolve() throws {
        let renderer = try ButtonRenderer()
        let theme = try themeFile("button.height", type: "dimension", value: dimension("16384"))
        XCTAssertEqual(try Resolver.resolve(spec("title: OK", theme: theme)).minimumSize.height, 16384)
        let spacing = try themeFile("font.letterSpacing", type: "dimension", value: dimension("-64"))
        XCTAssertNoThrow(try renderer.layout(spec("title: OK", theme: spacing)))
        // The largest Dynamic Type size still scales a spec's largest font.
        XCTAssertNoThrow(try Resolver.resolve(spec("system: anatomy, title: OK, font: {size: 512}, contentSizeCategory: AX5", theme: "anatomy")))
    }

    func testCommandLineRefusesAHugeThemeHeightAndLeavesNothing() throws {
        let cli = try CommandLineRunner(prefix: "theme-limits")
        defer { cli.cleanUp() }
        try cli.write("huge.tokens.json", #"{"button": {"$type": "dimension", "height": {"$value": {"value": 1e308, "unit": "px"}}}}"#)
        try cli.write("s.json", #"{"title": "Huge", "theme": "huge.tokens.json"}"#)
        try FileManager.default.createDirectory(at: cli.work.appendingPathComponent("out"), withIntermediateDirectories: true)
        let result = try cli.run(["render", "s.json", "--out", "out"])
        XCTAssertEqual(result.status, 2, result.err)
        XCTAssertTrue(result.err.contains("s.json:1:"), result.err)
        XCTAssertTrue(result.err.contains("field 'theme'"), result.err)
        XCTAssertEqual(cli.files(in: "out"), [], "no staging folder or file left behind")
    }
}
