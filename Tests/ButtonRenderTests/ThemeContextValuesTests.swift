@testable import ButtonRender
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// A `ThemeContext` answers its typed getters from the values it read once
/// (`AppearanceTokenValues`): every answer, and every refusal, must be the one the theme's
/// tokens give when asked directly.
final class ThemeContextValuesTests: XCTestCase {
    /// What a getter gave: its value as text, or its error's description.
    private func outcome<T>(_ body: () throws -> T) -> String {
        do { return "value \(try body())" } catch { return "error \(error)" }
    }

    /// A token problem as the context words it (a field error on `theme`).
    private func direct<T>(_ body: () throws -> T) -> String {
        outcome { do { return try body() } catch let error as TokenError { throw FieldError(["theme"], .stage(error)) } }
    }

    func testEveryBuiltInTokenReadsAsTheTokensGiveIt() throws {
        var values = 0
        for system in DesignSystems.all {
            for appearance in Appearance.allCases {
                let context = try ThemeContext(spec: ButtonSpec(system: system.id, appearance: appearance), registeredSystem: system.id)
                let tokens = context.tokens
                // Every token under each getter (most refuse: another type), and names that are no token.
                for name in tokens.names + ["no.such.token", "primary", "color"] {
                    let pairs = [
                        (outcome { try context.color(name) }, direct { try tokens.color(name, appearance) }),
                        (outcome { try context.dimension(name) }, direct { try tokens.dimension(name, appearance) }),
                        (outcome { try context.number(name) }, direct { try tokens.number(name, appearance) }),
                        (outcome { try context.fontFamily(name) }, direct { try tokens.fontFamily(name, appearance) }),
                        (outcome { try context.fontWeight(name) }, direct { try tokens.fontWeight(name, appearance) }),
                    ]
                    for (fromContext, fromTokens) in pairs {
                        XCTAssertEqual(fromContext, fromTokens, "\(system.id.rawValue) \(appearance) \(name)")
                        if fromContext.hasPrefix("value") { values += 1 }
                    }
                }
                XCTAssertEqual(context.scheme, tokens.colorScheme(appearance, name: context.scheme.name))
            }
        }
        XCTAssertGreaterThan(values, 100)
    }

    func testAUserThemeOverridingTokensIsReadFromTheOverride() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theme-values-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("brand.tokens.json")
        try ##"{"color": {"primary": {"$type": "color", "$value": "#FF0000"}}, "button": {"height": {"$type": "dimension", "$value": "52px"}}}"##
            .write(to: file, atomically: true, encoding: .utf8)
        let context = try ThemeContext(spec: ButtonSpec(system: .material, theme: file.path), registeredSystem: .material)
        XCTAssertEqual(try context.color("color.primary"), RGBAColor(hex: "#FF0000"))
        XCTAssertEqual(try context.dimension("button.height"), 52)
        XCTAssertEqual(context.scheme.tokens["primary"], RGBAColor(hex: "#FF0000"))
        XCTAssertThrowsError(try context.dimension("color.primary"))
        XCTAssertEqual(outcome { try context.color("button.height") }, direct { try context.tokens.color("button.height", .light) })
    }
}
