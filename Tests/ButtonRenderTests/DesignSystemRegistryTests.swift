@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import XCTest

/// The registry of design systems (`DesignSystems.all`): every system resolves every style in
/// every state it lists, names are unique, and everything that used to switch over systems
/// reads its entry.
final class DesignSystemRegistryTests: XCTestCase {
    func testNamesAndThemesAreUnique() {
        let names = DesignSystems.all.map(\.id.rawValue)
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertEqual(Set(DesignSystems.themeNames).count, names.count)
        // The built-in themes are the bundle's resolver documents (sorted): one per system.
        XCTAssertEqual(BuiltInThemes.names, DesignSystems.themeNames.sorted())
    }

    func testEverySystemResolvesEveryStyleInEveryStateAndAppearance() throws {
        for system in DesignSystems.all {
            XCTAssertFalse(system.styles.isEmpty, system.id.rawValue)
            XCTAssertTrue(system.styles.contains(system.defaultStyle), system.id.rawValue)
            for style in system.styles {
                for state in system.states {
                    for appearance in Appearance.allCases {
                        let spec = ButtonSpec(system: system.id, style: style, state: state, title: "Go", appearance: appearance)
                        let button = try Resolver.resolve(spec)
                        XCTAssertEqual(button.system, system.id)
                        XCTAssertEqual(button.style, style)
                        XCTAssertEqual(button.state, state)
                    }
                }
            }
            for (alias, style) in system.styleAliases {
                XCTAssertEqual(try Resolver.resolve(ButtonSpec(system: system.id, style: ButtonStyle(rawValue: alias))).style, style)
            }
        }
    }

    func testEverySystemHasCatalogEntriesAndAThemeWithABackground() throws {
        for system in DesignSystems.all {
            XCTAssertFalse(BuiltInCatalog.specs(system: system.id).isEmpty, system.id.rawValue)
            let tokens = try BuiltInThemes.tokens(named: system.theme)
            for appearance in Appearance.allCases { XCTAssertNoThrow(try tokens.color("color.background", appearance)) }
        }
    }

    func testUnknownSystemAndStyleListTheRegisteredNames() throws {
        // A spec may name any system; the registry tells which exist, and resolving refuses the others.
        XCTAssertNil(DesignSystems.named("material4"))
        XCTAssertThrowsError(try Resolver.resolve(ButtonSpec(system: ButtonSystem(registering: "material4")))) { error in
            XCTAssertEqual("\(error)", "field 'system': unknown value 'material4' (did you mean 'material'?); allowed: material, uikit, anatomy, obsidian, material3")
        }
        // Decoding reads the name; resolving refuses it, located at the `system` value.
        let loaded = try SpecLoader.load(text: "title: Go\nsystem: materal3\n", file: "bad.yaml", defaultName: "test")
        XCTAssertThrowsError(try Resolver.resolve(loaded[0].spec)) { error in
            guard let fieldError = error as? FieldError else { return XCTFail("\(error)") }
            XCTAssertEqual("\(loaded[0].source.locate(fieldError))",
                           "bad.yaml:2:9: field 'system': unknown value 'materal3' (did you mean 'material3'?); allowed: material, uikit, anatomy, obsidian, material3")
        }
        XCTAssertThrowsError(try Resolver.resolve(ButtonSpec(system: .material3, style: .contained))) { error in
            XCTAssertTrue("\(error)".contains("filled, tonal, elevated, outlined, text"), "\(error)")
        }
        XCTAssertThrowsError(try Resolver.resolve(ButtonSpec(system: .material3, state: .selected))) { error in
            XCTAssertTrue("\(error)".contains("material3 buttons have no 'selected' state"), "\(error)")
        }
    }
}
