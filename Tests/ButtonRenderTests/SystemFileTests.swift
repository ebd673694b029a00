@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// Design systems defined by files, through the library: the reader lists every problem at its
/// line and column, the slot resolver reads a team's own token names (placeholders, fallback
/// lists, nested values, calc, colours at an opacity), modes map a modifier of another name,
/// brand fonts draw the label, and the built-in systems defined by files read cleanly.
final class SystemFileTests: XCTestCase {
    /// `Fixtures/systems/acme` (its tokens, a brand font and its licence).
    static let acmeFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/systems/acme")
    static var acmeFile: String { acmeFolder.appendingPathComponent("acme.system.yaml").path }

    private var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("system-file-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: work) }

    /// A copy of the acme system in the work folder, named apart from every other copy (a
    /// process tells loaded systems apart by name), with `edit` applied to its YAML text.
    private func acmeCopy(_ edit: (String) -> String = { $0 }) throws -> String {
        Self.copies += 1
        let folder = work.appendingPathComponent("acme\(Self.copies)")
        try FileManager.default.copyItem(at: Self.acmeFolder, to: folder)
        let file = folder.appendingPathComponent("acme.system.yaml")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "name: acme\n", with: "name: acme-copy\(Self.copies)\n")
        try edit(text).write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    nonisolated(unsafe) private static var copies = 0

    func testTheFixtureReads() throws {
        let definition = try SystemFileReader.read(file: Self.acmeFile)
        XCTAssertEqual(definition.name, "acme")
        XCTAssertEqual(definition.styles.map(\.name), ["primary", "secondary"])
        XCTAssertEqual(definition.styles[1].aliases, ["outline"])
        XCTAssertEqual(definition.sizes.map(\.tokenName), ["sm", "md"])
        XCTAssertEqual(definition.states.map(\.name), ["rest", "hover", "active", "disabled"])
        XCTAssertEqual(definition.states.map(\.state), [.normal, .hovered, .highlighted, .disabled])
        XCTAssertEqual(definition.modes.appearance.modifier, "theme")
        XCTAssertEqual(definition.fonts.map { ($0.path as NSString).lastPathComponent }, ["DejaVuSerif.ttf"])
        XCTAssertEqual(definition.variants.count, 3)
    }

    func testEveryProblemIsListedAtItsLineAndColumn() throws {
        let text = """
            name: acme
            tokens: tokens/acme.resolver.json
            colour: red
            styles: [primary]
            states: {rest: normal, active: pushed}
            slots:
              containerColor: "#12"
              labelColor: 12
              fontFamily: "{font.family}"
              fontSize: "{button.{size}.fontSize}"
              bordr: none
            variants:
              - when: {style: primry}
                set: {padding: 4}
            """
        let file = try acmeCopy { _ in text }
        XCTAssertThrowsError(try SystemFileReader.read(file: file)) { error in
            guard let problems = (error as? SystemFileError)?.problems else { return XCTFail("\(error)") }
            let located = problems.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.field ?? "")" }
            XCTAssertEqual(located, ["3:1 colour", "5:32 states.active", "7:19 slots.containerColor", "8:15 slots.labelColor",
                                     "10:13 slots.fontSize", "11:3 slots.bordr", "13:19 variants[0].when.style"], "\(problems)")
            let text = problems.map(\.description).joined(separator: "\n")
            XCTAssertTrue(text.contains("unknown field 'colour'"), text)
            XCTAssertTrue(text.contains("unknown value 'pushed'"), text)
            XCTAssertTrue(text.contains("'#12' is not a colour"), text)
            XCTAssertTrue(text.contains("{size} is used, but the system has no sizes"), text)
            XCTAssertTrue(text.contains("did you mean 'border'"), text)
            XCTAssertTrue(text.contains("unknown value 'primry' (did you mean 'primary'?)"), text)
        }
    }

    func testAnUnquotedHexColourInYAMLGetsAHint() throws {
        let file = try acmeCopy { $0.replacingOccurrences(of: #"cornerRadius: "{button.radius}""#, with: "cornerRadius: 4\n  iconColor: #205fdb") }
        XCTAssertThrowsError(try SystemFileReader.read(file: file)) { error in
            XCTAssertTrue("\(error)".contains("quote colours"), "\(error)")
        }
    }

    func testSlotsReadTheTeamsOwnTokenNamesPerStyleSizeStateAndAppearance() throws {
        let system = try DesignSystem(contentsOf: URL(fileURLWithPath: Self.acmeFile))
        XCTAssertEqual(system.id.rawValue, "acme")
        func resolved(_ style: String, _ state: ButtonState, size: String? = nil, appearance: Appearance = .light) throws -> ResolvedButton {
            try Resolver.resolve(ButtonSpec(system: ButtonSystem(registering: Self.acmeFile), style: ButtonStyle(rawValue: style), size: size,
                                            state: state, title: "Buy", appearance: appearance))
        }
        // The state's own token, else the fallback to `rest`.
        XCTAssertEqual(try resolved("primary", .normal).containerColor.hexString, "#205FDB")
        XCTAssertEqual(try resolved("primary", .highlighted).containerColor.hexString, "#1442A0")
        XCTAssertEqual(try resolved("primary", .hovered).containerColor.hexString, "#205FDB")
        // Dark comes from the modifier the system file maps (`theme`), not from one named `appearance`.
        XCTAssertEqual(try resolved("primary", .normal, appearance: .dark).containerColor.hexString, "#578EF7")
        XCTAssertEqual(try resolved("primary", .normal, appearance: .dark).labelColor.hexString, "#101828")
        // Sizes: {size} is the size's token name; calc adds to a token.
        let small = try resolved("primary", .normal, size: "small"), medium = try resolved("primary", .normal)
        XCTAssertEqual(small.font.size, 13)
        XCTAssertEqual(medium.font.size, 15)
        XCTAssertEqual(small.minimumSize.height, 28)
        XCTAssertEqual(small.insets.left, 12)
        // Aliases, variants, colour at an opacity, a state layer.
        let outline = try resolved("outline", .disabled)
        XCTAssertEqual(outline.style.rawValue, "secondary")
        XCTAssertEqual(outline.stroke?.color.hexString, "#D0D5DD80")
        XCTAssertEqual(try resolved("secondary", .hovered).stateLayer.hexString, "#00000014")
        // The brand font's family and file.
        XCTAssertEqual(medium.font.family, "DejaVu Serif")
        XCTAssertEqual(medium.font.weight, 600)
        XCTAssertEqual(medium.font.fontFiles.map { ($0 as NSString).lastPathComponent }, ["DejaVuSerif.ttf"])
    }

    func testTheSpecsSizeAndStateAreCheckedAgainstTheSystem() throws {
        let path = ButtonSystem(registering: Self.acmeFile)
        XCTAssertThrowsError(try Resolver.resolve(ButtonSpec(system: path, size: "huge"))) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["size"])
            XCTAssertTrue("\(error)".contains("allowed: small, medium"), "\(error)")
        }
        XCTAssertThrowsError(try Resolver.resolve(ButtonSpec(system: path, state: .loading))) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["state"])
        }
    }

    func testAReferenceThatResolvesToNothingIsAnErrorAtItsLineAndColumn() throws {
        let file = try acmeCopy { $0.replacingOccurrences(of: #"cornerRadius: "{button.radius}""#, with: #"cornerRadius: "{button.radiuss}""#) }
        _ = try DesignSystem(contentsOf: URL(fileURLWithPath: file))
        XCTAssertThrowsError(try Resolver.resolve(ButtonSpec(system: ButtonSystem(registering: file)))) { error in
            guard let field = error as? FieldError, let slot = field.problem.cause(as: SlotError.self) else { return XCTFail("\(error)") }
            XCTAssertEqual(field.path, ["system"])
            XCTAssertEqual(slot.slot, "cornerRadius")
            XCTAssertEqual(slot.line, 24)
            XCTAssertEqual(slot.column, 17)
            XCTAssertTrue(slot.description.contains("{button.radiuss} is no token of acme.resolver.json (did you mean {button.radius}?)"), slot.description)
        }
    }

    func testAHugeTokenValueIsRefusedAtTheSlot() throws {
        let folder = try acmeCopy()
        let tokens = (folder as NSString).deletingLastPathComponent + "/tokens/base.tokens.json"
        let text = try String(contentsOfFile: tokens, encoding: .utf8)
            .replacingOccurrences(of: #""radius": { "$type": "dimension", "$value": { "value": 6, "unit": "px" } }"#,
                                  with: #""radius": { "$type": "dimension", "$value": { "value": 1e308, "unit": "px" } }"#)
        try text.write(toFile: tokens, atomically: true, encoding: .utf8)
        _ = try DesignSystem(contentsOf: URL(fileURLWithPath: folder))
        XCTAssertThrowsError(try Resolver.resolve(ButtonSpec(system: ButtonSystem(registering: folder)))) { error in
            XCTAssertTrue("\(error)".contains("out of range"), "\(error)")
        }
    }

    func testABrandFontFromAFileDrawsTheLabel() throws {
        let renderer = try ButtonRenderer()
        let spec = ButtonSpec(system: ButtonSystem(registering: Self.acmeFile), title: "Hamburgefonstiv")
        let layout = try renderer.layout(spec)
        var withInter = spec
        withInter.font = FontSpec(family: "Inter")
        let inter = try renderer.layout(withInter)
        XCTAssertNotEqual(layout.label?.frame.width, inter.label?.frame.width, "the serif from the file is measured, not Inter")
        // Same bytes on a fresh renderer (another font map) and on another thread.
        let first = try renderer.render(spec, format: .png, scale: 2).bytes
        XCTAssertEqual(try ButtonRenderer().render(spec, format: .png, scale: 2).bytes, first)
        // A spec that changes the weight keeps the system's own font file.
        var heavier = spec
        heavier.font = FontSpec(weight: .init(700))
        XCTAssertNoThrow(try renderer.layout(heavier))
        // A family no font holds is an error naming it.
        var unknown = spec
        unknown.font = FontSpec(family: "Acme Sans")
        XCTAssertThrowsError(try renderer.layout(unknown)) { XCTAssertTrue("\($0)".contains("Acme Sans"), "\($0)") }
    }

    func testALineHeightMakesEachLineThatTallWithTheTextCentred() throws {
        let natural = try acmeCopy { $0.replacingOccurrences(of: "  minHeight: \"{button.size.{size}.height}\"\n", with: "  minHeight: 10\n") }
        let tall = try acmeCopy { $0.replacingOccurrences(of: "  minHeight: \"{button.size.{size}.height}\"\n", with: "  minHeight: 10\n  lineHeight: 40\n") }
        let renderer = try ButtonRenderer()
        func layout(_ file: String) throws -> ButtonLayout {
            try renderer.layout(ButtonSpec(system: ButtonSystem(registering: file), style: "primary", title: "Buy"))
        }
        let drawn = try layout(tall), own = try layout(natural)
        let ownHeight = try XCTUnwrap(own.label?.frame.height)
        XCTAssertLessThan(ownHeight, 30, "the font's own line height")
        XCTAssertEqual(try XCTUnwrap(drawn.label?.frame.height), 40, accuracy: 0.01)
        XCTAssertEqual(drawn.container.rect.height, 40, accuracy: 0.01, "no vertical padding: the line is the button's height")
        // The glyphs sit in the middle of the taller line: the ink is as far from its top as from its bottom.
        let label = try XCTUnwrap(drawn.label)
        let inkTop = label.origin.y + label.text.inkRect.minY, inkBottom = label.origin.y + label.text.inkRect.maxY
        XCTAssertEqual(inkTop - label.frame.minY, label.frame.maxY - inkBottom, accuracy: 3)
    }

    /// A focus ring written in `slots` belongs to the focused state (issue 47, item 5): the
    /// other states draw none; a variant draws one where it says.
    func testAFocusRingInSlotsIsDrawnInTheFocusedStateOnly() throws {
        let ring = "  focusRing: {width: 2, gap: 1, color: \"#FF0000\"}\n"
        let file = try acmeCopy {
            $0.replacingOccurrences(of: "  iconGap: 6\n", with: "  iconGap: 6\n" + ring)
                .replacingOccurrences(of: "  active: highlighted\n", with: "  active: highlighted\n  focus: focused\n")
        }
        func resolved(_ state: ButtonState) throws -> ResolvedButton {
            try Resolver.resolve(ButtonSpec(system: ButtonSystem(registering: file), style: "primary", state: state))
        }
        XCTAssertEqual(try resolved(.focused).focusRing?.width, 2)
        for state in [ButtonState.normal, .hovered, .highlighted, .disabled] { XCTAssertNil(try resolved(state).focusRing, "\(state)") }
        // A variant that sets one draws it in its states.
        let hovered = try acmeCopy {
            $0.replacingOccurrences(of: "  iconGap: 6\n", with: "  iconGap: 6\n" + ring)
                .replacingOccurrences(of: "variants:\n", with: "variants:\n  - when: {state: hover}\n    set: {focusRing: {width: 3, color: \"#00FF00\"}}\n")
        }
        let hover = try Resolver.resolve(ButtonSpec(system: ButtonSystem(registering: hovered), style: "primary", state: .hovered))
        XCTAssertEqual(hover.focusRing?.width, 3)
        XCTAssertNil(try Resolver.resolve(ButtonSpec(system: ButtonSystem(registering: hovered), style: "primary", state: .normal)).focusRing)
    }

    func testTheCatalogBackgroundIsCheckedAndMayNameAGroupsRootToken() throws {
        XCTAssertEqual(ColorValue(parsing: "color.background.default.$root"), .token("color.background.default.$root", alpha: 1))
        XCTAssertNil(ColorValue(parsing: "color.$background"), "only a $root segment")
        let missing = try acmeCopy { $0.replacingOccurrences(of: "  background: background\n", with: "  background: page.color\n") }
        let report = SystemCheck.run(try DesignSystem(contentsOf: URL(fileURLWithPath: missing)))
        let messages = report.problems.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("catalog.background") && $0.contains("unknown colour token 'page.color'") }, "\(messages)")
        XCTAssertTrue(messages.allSatisfy { $0.count < 1_000 }, "the known tokens are capped: \(messages)")
    }

    func testCatalogFieldsThatContradictTheGridButtonsAreAnErrorAtTheirLine() throws {
        // The catalog lays a style's fields over each of its grid buttons; fields that cannot
        // be laid over one were dropped there without a word. A menu is UIKit's alone.
        let menu = try acmeCopy { $0.replacingOccurrences(of: "catalog:\n", with: "catalog:\n  styles: {primary: {fields: {menu: {items: [Copy, Paste]}}}}\n") }
        XCTAssertThrowsError(try DesignSystem(contentsOf: URL(fileURLWithPath: menu))) { error in
            XCTAssertTrue("\(error)".contains("acme.system.yaml:40:"), "\(error)")
            XCTAssertTrue("\(error)".contains("catalog.styles.primary.fields"), "\(error)")
            XCTAssertTrue("\(error)".contains("these fields contradict the style's grid buttons: "), "\(error)")
            XCTAssertTrue("\(error)".contains("menu"), "\(error)")
        }
        // A button type that draws its own glyph cannot take the icon row's icon.
        let glyph = try acmeCopy { $0.replacingOccurrences(of: "catalog:\n", with: "catalog:\n  iconRow: add\n  styles: {secondary: {fields: {buttonType: close}}}\n") }
        XCTAssertThrowsError(try DesignSystem(contentsOf: URL(fileURLWithPath: glyph))) { error in
            XCTAssertTrue("\(error)".contains("catalog.styles.secondary.fields"), "\(error)")
            XCTAssertTrue("\(error)".contains("grid buttons in the icon row: "), "\(error)")
        }
        // Fields that fit are laid over every grid button of their style.
        let fitting = try acmeCopy { $0.replacingOccurrences(of: "catalog:\n", with: "catalog:\n  styles: {primary: {fields: {title: Pay now}}}\n") }
        let specs = try DesignSystem(contentsOf: URL(fileURLWithPath: fitting)).catalogSpecs()
        XCTAssertFalse(specs.isEmpty)
        for spec in specs { XCTAssertEqual(spec.title == "Pay now", spec.style?.rawValue == "primary", spec.name ?? "") }
    }

    func testAFamilyFromATokenMatchesWithoutRegardToCase() throws {
        let renderer = try ButtonRenderer()
        var spec = ButtonSpec(system: .material, title: "Hamburgefonstiv")
        spec.font = FontSpec(family: "inter")
        let lower = try renderer.layout(spec)
        spec.font = FontSpec(family: "Inter")
        let upper = try renderer.layout(spec)
        XCTAssertEqual(lower.label?.frame.width, upper.label?.frame.width)
        XCTAssertEqual(try renderer.render(spec, format: .png).bytes, try renderer.render({ var s = spec; s.font = FontSpec(family: "INTER"); return s }(), format: .png).bytes)
    }

    func testASheetFontNoBuiltInFamilyHoldsIsAnErrorAtItsLine() throws {
        let file = try acmeCopy { $0.replacingOccurrences(of: "styles:\n", with: "sheetFonts: [Acme Sans, Inter]\nstyles:\n") }
        XCTAssertThrowsError(try DesignSystem(contentsOf: URL(fileURLWithPath: file))) { error in
            XCTAssertTrue("\(error)".contains("acme.system.yaml:9:13"), "\(error)")
            XCTAssertTrue("\(error)".contains("'Acme Sans' is not a family sheets can label with"), "\(error)")
        }
        let fine = try acmeCopy { $0.replacingOccurrences(of: "styles:\n", with: "sheetFonts: [dejavu sans]\nstyles:\n") }
        XCTAssertEqual(try DesignSystem(contentsOf: URL(fileURLWithPath: fine)).sheetLabelFamilies, ["dejavu sans"])
    }

    func testAWeightTheSystemsFontFilesLackIsAWarning() throws {
        let file = try acmeCopy { $0.replacingOccurrences(of: #"fontWeight: "{font.weight}""#, with: "fontWeight: 500") }
        let report = SystemCheck.run(try DesignSystem(contentsOf: URL(fileURLWithPath: file)))
        XCTAssertEqual(report.problems.map(\.text), [])
        XCTAssertTrue(report.warnings.contains { $0.contains("fontWeight 500 of DejaVu Serif: the system's font files hold 400") }, "\(report.warnings)")
        // The fixture's own semi-bold (600) has only the regular file to draw from, and says so;
        // a weight the file holds does not warn.
        XCTAssertTrue(SystemCheck.run(try DesignSystem(contentsOf: URL(fileURLWithPath: try acmeCopy()))).warnings.contains { $0.contains("fontWeight 600 of DejaVu Serif") })
        let regular = try acmeCopy { $0.replacingOccurrences(of: #"fontWeight: "{font.weight}""#, with: "fontWeight: 400") }
        XCTAssertFalse(SystemCheck.run(try DesignSystem(contentsOf: URL(fileURLWithPath: regular))).warnings.contains { $0.contains("fontWeight") })
    }

    func testATextSizeTheTokensHaveNoTableForSaysHowToFixIt() throws {
        var spec = ButtonSpec(system: ButtonSystem(registering: Self.acmeFile))
        spec.contentSizeCategory = .AX3
        XCTAssertThrowsError(try Resolver.resolve(spec)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("contentSizeCategory") && text.contains("has no token 'dynamicType.AX3'") && text.contains("largeText: none"), text)
            XCTAssertLessThan(text.count, 600, "no list of files: \(text)")
        }
    }

    func testADeclaredFamilyTheFileDoesNotHoldIsAnErrorAtItsLine() throws {
        let file = try acmeCopy { $0.replacingOccurrences(of: "family: DejaVu Serif}", with: "family: Acme Serif}") }
        XCTAssertThrowsError(try DesignSystem(contentsOf: URL(fileURLWithPath: file))) { error in
            guard let problem = (error as? SystemFileError)?.problems.first else { return XCTFail("\(error)") }
            XCTAssertEqual(problem.line, 8)
            XCTAssertTrue(problem.description.contains("holds DejaVu Serif, not 'Acme Serif'"), problem.description)
        }
    }

    func testAMissingFontOrTokenFileIsAnError() throws {
        let missingFont = try acmeCopy { $0.replacingOccurrences(of: "fonts/DejaVuSerif.ttf", with: "fonts/Missing.ttf") }
        XCTAssertThrowsError(try DesignSystem(contentsOf: URL(fileURLWithPath: missingFont))) { XCTAssertTrue("\($0)".contains("no font file"), "\($0)") }
        let outside = try acmeCopy { $0.replacingOccurrences(of: "tokens/acme.resolver.json", with: "../../outside.json") }
        try "{}".write(to: work.appendingPathComponent("outside.json"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try DesignSystem(contentsOf: URL(fileURLWithPath: outside))) { XCTAssertTrue("\($0)".contains("outside"), "\($0)") }
    }

    func testAModifierTheResolverLacksIsAnError() throws {
        let file = try acmeCopy { $0.replacingOccurrences(of: "modifier: theme", with: "modifier: mode") }
        XCTAssertThrowsError(try DesignSystem(contentsOf: URL(fileURLWithPath: file))) { error in
            XCTAssertTrue("\(error)".contains("has no modifier 'mode'"), "\(error)")
        }
    }

    func testTheCatalogIsTheGridAndTheExtras() throws {
        let system = try DesignSystem(contentsOf: URL(fileURLWithPath: Self.acmeFile))
        let names = system.catalogSpecs().compactMap(\.name)
        XCTAssertEqual(names.count, 2 * 2 * 2 * 4)
        XCTAssertEqual(names.first, "acme-primary-small-rest-light")
        XCTAssertTrue(names.contains("acme-secondary-medium-disabled-dark"))
        // Every catalog button resolves and renders.
        let renderer = try ButtonRenderer()
        for spec in system.catalogSpecs() { XCTAssertNoThrow(try renderer.render(spec, format: .png), spec.name ?? "") }
    }

    func testTheBuiltInSystemsAreSystemFilesThatCheckCleanly() throws {
        for system in [DesignSystem.anatomy, .obsidian, .material3] {
            XCTAssertNotNil(system.definition, "\(system.id) is defined by its bundled file")
            let report = SystemCheck.run(system)
            XCTAssertEqual(report.problems.map(\.text), [], "\(system.id)")
            XCTAssertEqual(report.warnings, [], "\(system.id)")
            XCTAssertEqual(report.buttons.count, system.styles.count * system.states.count * 2, "\(system.id)")
        }
    }

    func testObsidianPressedAndFocusedDrawThePressedOverlayToken() throws {
        for appearance in Appearance.allCases {
            let theme = try ThemeContext(spec: ButtonSpec(system: .obsidian, appearance: appearance), registeredSystem: .obsidian)
            let overlay = try theme.color("button.pressedOverlay")
            for state in [ButtonState.highlighted, .focused] {
                let button = try Resolver.resolve(ButtonSpec(system: .obsidian, style: .primary, state: state, appearance: appearance))
                XCTAssertEqual(button.stateLayer, overlay, "\(state) \(appearance)")
                XCTAssertNil(button.focusRing, "a long press is no keyboard ring")
            }
        }
    }

    func testTheCommittedSchemaIsTheGeneratedOne() throws {
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../schema/system.schema.json")
        XCTAssertEqual(try String(contentsOf: committed, encoding: .utf8), SystemFileSchema.json(),
                       "schema/system.schema.json is stale: render-cli system schema > schema/system.schema.json")
    }

    func testTokenTemplatesParse() throws {
        let nested = try TokenTemplate.parseWhole("{elevation.level{{style}.elevation.{state}}}").get()
        XCTAssertEqual(nested.description, "{elevation.level{{style}.elevation.{state}}}")
        XCTAssertEqual(nested.placeholders, [.style, .state])
        XCTAssertThrowsError(try TokenTemplate.parseWhole("{a.b").get())
        XCTAssertThrowsError(try TokenTemplate.parseWhole("{a b}").get())
        XCTAssertThrowsError(try TokenTemplate.parseWhole("{a}{b}").get())
        let calc = try CalcExpression.parse("calc(({a} - 20) / 2 + -1)").get()
        XCTAssertEqual(try calc.evaluate { $0.description == "{a}" ? 40 : 0 }, 9)
        XCTAssertThrowsError(try CalcExpression.parse("calc(1 +)").get())
        XCTAssertThrowsError(try CalcExpression.parse("calc(1 / 0)").get().evaluate { _ in 0 })
    }

    func testAThemeThatChangesNothingOrCannotReachDarkWarns() throws {
        let own = work.appendingPathComponent("own.tokens.json")
        try ##"{"brand": {"fill": {"$type": "color", "$value": "#B3261E"}}}"##.write(to: own, atomically: true, encoding: .utf8)
        let warnings = ThemeCheck.warnings(for: ButtonSpec(name: "buy", style: .contained, theme: own.path))
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("theme own.tokens.json changes nothing the Material button 'buy' draws"), "\(warnings)")
        XCTAssertTrue(warnings[0].contains("brand.fill"), "\(warnings)")
        let primary = work.appendingPathComponent("primary.tokens.json")
        try ##"{"color": {"primary": {"$type": "color", "$value": "#B3261E"}}}"##.write(to: primary, atomically: true, encoding: .utf8)
        XCTAssertEqual(ThemeCheck.warnings(for: ButtonSpec(style: .contained, theme: primary.path)), [])
        // A resolver document whose light/dark modifier is named `theme`: a dark button cannot reach it.
        let resolver = Self.acmeFolder.appendingPathComponent("tokens/acme.resolver.json").path
        let dark = ThemeCheck.warnings(for: ButtonSpec(name: "night", style: .contained, appearance: .dark, theme: resolver))
        XCTAssertTrue(dark.contains { $0.contains("has no modifier 'appearance'") && $0.contains("its modifier 'theme' has a dark context") }, "\(dark)")
        XCTAssertFalse(ThemeCheck.warnings(for: ButtonSpec(style: .contained, appearance: .light, theme: resolver)).contains { $0.contains("dark") })
    }

    /// Material 3 as the material-web version its tokens cite draws it (issue 25, item 5).
    func testMaterial3FollowsMaterialWeb() throws {
        let renderer = try ButtonRenderer()
        let ok = try renderer.layout(ButtonSpec(system: .material3, style: "text", title: "OK"))
        XCTAssertEqual(ok.container.rect.width, 64, "min-width: 64px")
        let theme = try ThemeContext(spec: ButtonSpec(system: .material3), registeredSystem: .material3)
        let focused = try Resolver.resolve(ButtonSpec(system: .material3, style: "outlined", state: .focused))
        XCTAssertEqual(focused.stroke?.color, try theme.color("color.primary"), "a focused outline is primary")
        XCTAssertEqual(focused.stroke?.color.hexString, "#6750A4")
        for style in ["filled", "tonal", "elevated", "outlined", "text"] {
            let button = try Resolver.resolve(ButtonSpec(system: .material3, style: ButtonStyle(rawValue: style), state: .focused))
            XCTAssertEqual(button.focusRing, ResolvedFocusRing(width: 3, gap: 2, color: try theme.color("color.secondary")), style)
            XCTAssertEqual(button.stateLayer.alpha, button.labelColor.alpha * 0.12, accuracy: 1e-9, style)
            let pressed = try Resolver.resolve(ButtonSpec(system: .material3, style: ButtonStyle(rawValue: style), state: .highlighted))
            XCTAssertEqual(pressed.stateLayer.alpha, pressed.labelColor.alpha * 0.12, accuracy: 1e-9, style)
            XCTAssertNil(pressed.focusRing)
        }
    }
}
