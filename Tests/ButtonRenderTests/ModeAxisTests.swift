@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// Every mode is an axis (`modes: axes:` in a system file): Primer's four theme contexts from
/// its resolver's `theme` modifier, Carbon's four themes declared by its file and set by
/// variants. A spec chooses a value (`modes:`), which sets its appearance; variants test it;
/// the catalog draws each value; `system check` warns of two values that draw the same buttons;
/// every misuse is an error at its field or line.
final class ModeAxisTests: XCTestCase {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/systems")
    static var primer: String { examples.appendingPathComponent("github-primer.system.yaml").path }
    static var carbon: String { examples.appendingPathComponent("ibm-carbon.system.yaml").path }

    private var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("mode-axes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: work) }

    /// A copy of an example system's folder with its file renamed apart and `edit` applied.
    private func copy(_ file: String, name: String, _ edit: (String) -> String) throws -> String {
        let folder = work.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Self.examples, to: folder)
        let url = folder.appendingPathComponent((file as NSString).lastPathComponent)
        var text = try String(contentsOf: url, encoding: .utf8)
        let original = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("name: ") })
        text = edit(text.replacingOccurrences(of: original + "\n", with: "name: \(name)\n"))
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func resolve(_ system: String, _ fields: (inout ButtonSpec) -> Void) throws -> ResolvedButton {
        var spec = ButtonSpec(system: ButtonSystem(registering: system), title: "Button")
        fields(&spec)
        return try ButtonRenderer().resolve(spec)
    }

    func testTheReaderReadsAxesWithTheirAppearancesAndDefaults() throws {
        let primer = try SystemFileReader.read(file: Self.primer)
        let theme = try XCTUnwrap(primer.modes.axes.first)
        XCTAssertEqual(theme.name, "theme")
        XCTAssertEqual(theme.modifier, "theme")
        XCTAssertEqual(theme.values, ["light", "light-hc", "dark", "dark-hc"])
        XCTAssertEqual(theme.appearances["dark-hc"], .dark)
        // On the appearance's own modifier: the appearance's contexts are its defaults.
        XCTAssertEqual(theme.defaultValue(for: .light), "light")
        XCTAssertEqual(theme.defaultValue(for: .dark), "dark")

        let carbon = try XCTUnwrap(try SystemFileReader.read(file: Self.carbon).modes.axes.first)
        XCTAssertNil(carbon.modifier)
        XCTAssertEqual(carbon.values, ["white", "g10", "g90", "g100"])
        XCTAssertEqual(carbon.defaultValue(for: .light), "white")
        XCTAssertEqual(carbon.defaultValue(for: .dark), "g100", "the file's default, not the first dark value")
    }

    /// Primer's `dark-hc`, chosen by a spec, draws what the appearance mapped to that context
    /// draws (an independent path through the token reader), and differs from `dark`.
    func testAResolverModifiersContextIsDrawnWhenASpecChoosesIt() throws {
        let chosen = try resolve(Self.primer) { $0.style = "primary"; $0.modes = ["theme": "dark-hc"] }
        XCTAssertEqual(chosen.appearance, .dark, "a dark value sets the appearance")
        let dark = try resolve(Self.primer) { $0.style = "primary"; $0.appearance = .dark }
        XCTAssertNotEqual(chosen.containerColor, dark.containerColor)
        XCTAssertNotEqual(chosen.labelColor, dark.labelColor)

        let mapped = try copy(Self.primer, name: "primer-mapped-hc") {
            $0.replacingOccurrences(of: "appearance: {modifier: theme, light: light, dark: dark}",
                                    with: "appearance: {modifier: theme, light: light, dark: dark-hc}")
        }
        let reference = try resolve(mapped) { $0.style = "primary"; $0.appearance = .dark }
        XCTAssertEqual(chosen.containerColor, reference.containerColor)
        XCTAssertEqual(chosen.labelColor, reference.labelColor)
        XCTAssertEqual(chosen.stroke, reference.stroke)
        // Light high contrast is light.
        XCTAssertEqual(try resolve(Self.primer) { $0.modes = ["theme": "light-hc"] }.appearance, .light)
    }

    /// Carbon's themes are its file's own: Gray 90's danger tertiary is red 40 by a variant
    /// `when: {theme: g90}`, Gray 100's red 50; a dark button is Gray 100 by default.
    func testADeclaredAxisIsSetByItsVariants() throws {
        let g90 = try resolve(Self.carbon) { $0.style = "danger--tertiary"; $0.modes = ["theme": "g90"] }
        let g100 = try resolve(Self.carbon) { $0.style = "danger--tertiary"; $0.modes = ["theme": "g100"] }
        let dark = try resolve(Self.carbon) { $0.style = "danger--tertiary"; $0.appearance = .dark }
        XCTAssertEqual(g90.labelColor, RGBAColor(rgb: 0xFF8389))
        XCTAssertEqual(g100.labelColor, RGBAColor(rgb: 0xFA4D56))
        XCTAssertEqual(dark.labelColor, g100.labelColor)
        XCTAssertEqual(g90.appearance, .dark)
    }

    func testAChoiceTheSystemCannotDrawIsAFieldError() throws {
        func error(_ system: String, _ modes: [String: String], appearance: Appearance? = nil) -> String {
            do {
                _ = try resolve(system) { $0.modes = modes; $0.appearance = appearance }
                return "no error"
            } catch { return "\(error)" }
        }
        XCTAssertTrue(error(Self.primer, ["theme": "dark-hcc"]).contains("unknown value 'dark-hcc'"), error(Self.primer, ["theme": "dark-hcc"]))
        XCTAssertTrue(error(Self.primer, ["theme": "dark-hcc"]).contains("modes.theme"), error(Self.primer, ["theme": "dark-hcc"]))
        XCTAssertTrue(error(Self.primer, ["contrast": "high"]).contains("modes.contrast"), error(Self.primer, ["contrast": "high"]))
        let conflict = error(Self.primer, ["theme": "dark-hc"], appearance: .light)
        XCTAssertTrue(conflict.contains("'dark-hc' is a dark mode, but the button's appearance is light"), conflict)
        let builtIn = error("material", ["theme": "dark"])
        XCTAssertTrue(builtIn.contains("Material has no mode axes"), builtIn)
    }

    /// A spec file's `modes`, decoded and located; a sheet varies it as any field.
    func testSpecFilesAndSheetsChooseModes() throws {
        let specs = Self.examples.appendingPathComponent("mode-axes-test.yaml")
        try "- {name: hc, system: github-primer.system.yaml, style: primary, modes: {theme: dark-hc}}\n"
            .write(to: specs, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: specs) }
        let loaded = try SheetLoader.load(file: specs.path)
        guard case .button(let button)? = loaded.first else { return XCTFail("\(loaded)") }
        XCTAssertEqual(button.spec.modes, ["theme": "dark-hc"])
        XCTAssertEqual(try ButtonRenderer().resolve(button.spec).appearance, .dark)

        try "- {name: hc, system: github-primer.system.yaml, modes: {theme: 3}}\n".write(to: specs, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SheetLoader.load(file: specs.path).compactMap { item -> ButtonSpec? in
            if case .button(let b) = item { return b.spec } else { return nil }
        }.map { try ButtonRenderer().resolve($0) })
    }

    /// The catalog draws every value of the axis of light and dark values, named by it, each
    /// on its own page colour (Carbon's Gray 10 and Gray 90 on theirs).
    func testTheCatalogDrawsEveryValue() throws {
        let primer = try DesignSystem(contentsOf: URL(fileURLWithPath: Self.primer))
        let names = primer.catalogSpecs().compactMap(\.name)
        for context in ["light", "light-hc", "dark", "dark-hc"] {
            XCTAssertTrue(names.contains("github-primer-primary-medium-rest-\(context)"), context)
        }
        let carbon = try DesignSystem(contentsOf: URL(fileURLWithPath: Self.carbon))
        let g10 = try XCTUnwrap(carbon.catalogSpecs().first { $0.name == "ibm-carbon-primary-lg-enabled-g10" })
        XCTAssertEqual(g10.modes, ["theme": "g10"])
        XCTAssertEqual(g10.background, .token("color.gray.10", alpha: 1))
        let g100 = try XCTUnwrap(carbon.catalogSpecs().first { $0.name == "ibm-carbon-primary-lg-enabled-g100" })
        XCTAssertEqual(g100.background, .token("color.gray.100", alpha: 1))
    }

    /// Two values of an axis that give every slot of every button (and the page) the same
    /// value are a warning naming both; Primer's size modifier, declared, is such an axis.
    func testTwoValuesThatDrawTheSameButtonsWarn() throws {
        let sized = try copy(Self.primer, name: "primer-density") {
            $0.replacingOccurrences(of: "      values: {light: light, light-hc: light, dark: dark, dark-hc: dark}\n",
                                    with: "      values: {light: light, light-hc: light, dark: dark, dark-hc: dark}\n    density:\n      modifier: size\n      values: [default, coarse, fine]\n")
        }
        let warnings = SystemCheck.run(try DesignSystem(contentsOf: URL(fileURLWithPath: sized))).warnings
        XCTAssertTrue(warnings.contains { $0.contains("the modes 'default' and 'coarse' of the axis 'density'") }, "\(warnings)")
        XCTAssertFalse(warnings.contains { $0.contains("axis 'theme'") }, "Primer's four themes differ: \(warnings)")

        let sameGray = try copy(Self.carbon, name: "carbon-same-gray") {
            $0.replacingOccurrences(of: ", g10: color.gray.10, g90: color.gray.90}", with: ", g90: color.gray.90}")
        }
        let carbonWarnings = SystemCheck.run(try DesignSystem(contentsOf: URL(fileURLWithPath: sameGray))).warnings
        XCTAssertTrue(carbonWarnings.contains { $0.contains("the modes 'white' and 'g10' of the axis 'theme'") }, "\(carbonWarnings)")
        XCTAssertTrue(SystemCheck.run(try DesignSystem(contentsOf: URL(fileURLWithPath: Self.carbon))).warnings.isEmpty)
    }

    /// Misused axes are errors at their line: a word variants already use, an unknown default,
    /// a variant testing a value the axis lacks.
    func testMisusedAxesAreErrorsAtTheirLine() throws {
        let broken = try copy(Self.carbon, name: "carbon-broken-axes") {
            $0.replacingOccurrences(of: "      default: {light: white, dark: g100}\n", with: "      default: {light: white, dark: g110}\n    state:\n      values: [a, b]\n")
              .replacingOccurrences(of: "  - when: {theme: g90, style: danger--tertiary}\n", with: "  - when: {theme: g95, style: danger--tertiary}\n")
        }
        XCTAssertThrowsError(try SystemFileReader.read(file: broken)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("modes.axes.theme.default.dark") && text.contains("unknown value 'g110'"), text)
            XCTAssertTrue(text.contains("'state' is a word variants use already"), text)
            XCTAssertTrue(text.contains("unknown value 'g95'"), text)
        }
    }

    /// `catalog: modes:` lists the values the grid draws; a value the axis lacks is an error.
    func testTheCatalogDrawsTheValuesItLists() throws {
        let listed = try copy(Self.primer, name: "primer-listed") {
            $0.replacingOccurrences(of: "\ncatalog:\n", with: "\ncatalog:\n  modes: [light, dark-hc]\n")
        }
        let names = try DesignSystem(contentsOf: URL(fileURLWithPath: listed)).catalogSpecs().compactMap(\.name)
        XCTAssertTrue(names.contains("primer-listed-primary-medium-rest-dark-hc"))
        XCTAssertFalse(names.contains { $0.hasSuffix("-light-hc") || $0.hasSuffix("-rest-dark") }, "\(names.prefix(8))")
        let wrong = try copy(Self.primer, name: "primer-listed-wrong") {
            $0.replacingOccurrences(of: "\ncatalog:\n", with: "\ncatalog:\n  modes: [light, dark-high]\n")
        }
        XCTAssertThrowsError(try SystemFileReader.read(file: wrong)) {
            XCTAssertTrue("\($0)".contains("catalog.modes") && "\($0)".contains("unknown value 'dark-high'"), "\($0)")
        }
    }
}
