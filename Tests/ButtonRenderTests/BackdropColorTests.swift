@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// The canvas the audit measures contrast against: the theme's `color.background` in the
/// button's appearance. A built-in theme's is kept once per theme and appearance; a spec's own
/// theme file is read for its own.
final class BackdropColorTests: XCTestCase {
    private let renderer = try! ButtonRenderer()

    func testTheCanvasIsTheBuiltInThemesBackgroundInEachAppearance() throws {
        for system in [ButtonSystem.material, .uikit, .anatomy, .obsidian, .material3] {
            let tokens = try BuiltInThemes.tokens(named: DesignSystems[system].theme)
            for appearance in [Appearance.light, .dark, .light] {
                let spec = ButtonSpec(system: system, title: "Go", appearance: appearance)
                let canvas = BackdropColor.canvas(layout: try renderer.layout(spec), spec: spec)
                XCTAssertEqual(canvas, try tokens.color("color.background", appearance), "\(system.rawValue) \(appearance)")
            }
        }
    }

    func testASpecsOwnThemeGivesItsOwnCanvas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("backdrop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("blue.tokens.json")
        try ##"{"color": {"$type": "color", "background": {"$value": "#1020C0"}}}"##.write(to: file, atomically: true, encoding: .utf8)
        let plain = ButtonSpec(title: "Go")
        _ = BackdropColor.canvas(layout: try renderer.layout(plain), spec: plain)  // the built-in theme's, kept
        let themed = ButtonSpec(title: "Go", theme: file.path)
        XCTAssertEqual(BackdropColor.canvas(layout: try renderer.layout(themed), spec: themed), RGBAColor(rgb: 0x1020C0))
    }
}
