@testable import ButtonRender
@testable import ButtonRenderPipeline
import XCTest

/// UIKit's pointer interaction (seed 001, "Supporting pointer interactions"): a hovered button
/// with `isPointerInteractionEnabled` shows the highlight platter; otherwise hovered is normal.
final class PointerEffectTests: XCTestCase {
    func resolved(_ state: String, pointer: Bool, appearance: String = "light") throws -> ResolvedButton {
        try Resolver.resolve(SpecLoader.load(text: """
            {system: uikit, style: plain, title: Edit, state: \(state), appearance: \(appearance), isPointerInteractionEnabled: \(pointer)}
            """)[0].spec)
    }

    func testAHoveredButtonWithPointerInteractionShowsThePlatter() throws {
        for appearance in ["light", "dark"] {
            let theme = try ThemeContext(spec: ButtonSpec(system: .uikit, appearance: Appearance(rawValue: appearance)), registeredSystem: .uikit)
            XCTAssertEqual(try resolved("hovered", pointer: true, appearance: appearance).stateLayer,
                           try theme.color("color.tertiarySystemFill"), appearance)
        }
        XCTAssertEqual(try resolved("normal", pointer: true).stateLayer, .clear, "only while hovered")
    }

    func testWithoutPointerInteractionHoveredDrawsAsNormal() throws {
        var hovered = try resolved("hovered", pointer: false), normal = try resolved("normal", pointer: false)
        hovered.state = .normal
        normal.state = .normal
        hovered.vocabulary = normal.vocabulary  // the state's name is the one thing that differs
        XCTAssertEqual(hovered, normal)
        XCTAssertFalse(BuiltInCatalog.specs(system: .uikit).contains { $0.state == .hovered },
                       "the catalog leaves out hovered, which would repeat normal")
    }
}
