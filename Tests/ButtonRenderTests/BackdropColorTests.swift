@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// The canvas the audit measures contrast against: the theme's `color.background` in the
/// button's appearance. A built-in theme's is kept once per theme and appearance; a spec's own
/// theme file is read for its own. A system read from a file has no built-in theme: its canvas
/// is its catalog's page colour, and a system file without one is warned of.
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

    func testASystemFilesCanvasIsItsCatalogBackgroundInEachAppearance() throws {
        // acme's catalog.background is its `background` token: white, and ink in dark (whose
        // components, 0.0627 0.0941 0.1569, are #101828 to the nearest byte).
        let file = try acmeCopy { $0 }
        for (appearance, expected) in [(Appearance.light, "#FFFFFF"), (.dark, "#101828"), (.light, "#FFFFFF")] {
            let spec = ButtonSpec(system: ButtonSystem(registering: file), style: "secondary", title: "Buy", appearance: appearance)
            let layout = try renderer.layout(spec)
            XCTAssertEqual(BackdropColor.canvas(layout: layout, spec: spec).hexString, expected, "\(appearance)")
            // The audit measures the label over it: the secondary button's container is clear.
            let contrast = try XCTUnwrap(Auditor.audit(layout, spec: spec).contrast)
            XCTAssertEqual(contrast.background, expected, "\(appearance)")
        }
        XCTAssertFalse(SystemCheck.run(try DesignSystems.registered(ButtonSystem(registering: file))).warnings.contains { $0.contains("catalog.background") })
    }

    func testASystemFileWithoutACatalogBackgroundIsMeasuredOverWhiteOrBlackAndWarnedOf() throws {
        let file = try acmeCopy { $0.replacingOccurrences(of: "catalog:\n  background: background\n", with: "") }
        for (appearance, expected) in [(Appearance.light, RGBAColor.white), (.dark, RGBAColor.black)] {
            let spec = ButtonSpec(system: ButtonSystem(registering: file), style: "secondary", title: "Buy", appearance: appearance)
            XCTAssertEqual(BackdropColor.canvas(layout: try renderer.layout(spec), spec: spec), expected, "\(appearance)")
        }
        let warnings = SystemCheck.run(try DesignSystems.registered(ButtonSystem(registering: file))).warnings
        XCTAssertTrue(warnings.contains("\(file): catalog.background is not given: the audit measures contrast over white (black in dark) "
                                        + "under any button whose spec gives no opaque background; give the page colour the system's buttons sit on"),
                      "\(warnings)")
    }

    /// A copy of the acme fixture system in a folder of its own, named apart from every other
    /// system of the process, with `edit` applied to its YAML text.
    private func acmeCopy(_ edit: (String) -> String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("backdrop-acme-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: SystemFileTests.acmeFolder, to: folder)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("acme.system.yaml")
        let name = "acme-canvas-\(UUID().uuidString.prefix(8).lowercased())"
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "name: acme\n", with: "name: \(name)\n")
        XCTAssertNotEqual(text, try String(contentsOf: file, encoding: .utf8))
        try edit(text).write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
