import ButtonRender
import XCTest

/// The registry of design systems (`DesignSystems.all`): every system resolves every style in
/// every state it lists, names are unique, and everything that used to switch over systems
/// reads its entry.
final class DesignSystemRegistryTests: XCTestCase {
    func testNamesAndThemesAreUnique() {
        let names = DesignSystems.all.map(\.id.rawValue)
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertEqual(Set(DesignSystems.themeNames).count, names.count)
        XCTAssertEqual(ButtonSystem.allCases.map(\.rawValue), names)
        XCTAssertEqual(BuiltInThemes.names, DesignSystems.themeNames)
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

    func testUnknownSystemAndStyleListTheRegisteredNames() {
        XCTAssertNil(ButtonSystem(rawValue: "material4"))
        let error = specError("system: materal3\n")
        XCTAssertTrue("\(error.map { "\($0)" } ?? "")".contains("material3"), "\(String(describing: error))")
        XCTAssertThrowsError(try Resolver.resolve(ButtonSpec(system: .material3, style: .contained))) { error in
            XCTAssertTrue("\(error)".contains("filled, tonal, elevated, outlined, text"), "\(error)")
        }
        XCTAssertThrowsError(try Resolver.resolve(ButtonSpec(system: .material3, state: .selected))) { error in
            XCTAssertTrue("\(error)".contains("material3 buttons have no 'selected' state"), "\(error)")
        }
    }
}
