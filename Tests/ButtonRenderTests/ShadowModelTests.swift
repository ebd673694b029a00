@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// Material's elevation as MDC iOS draws it (issue 25, item 10): `MDCShadowLayer`'s ambient
/// (opacity 0.08) and key (0.26) shadows, sigma = shadowRadius / 2, by default; Material
/// Components Web's three shadows as `shadowModel: web`.
final class ShadowModelTests: XCTestCase {
    func testContainedButtonsCastMDCsTwoShadows() throws {
        let resting = try Resolver.resolve(ButtonSpec(style: .contained, title: "Add"))
        // Elevation 2: ambient shadowRadius 0.889544 x 2 - 0.003701, key 0.666920 x 2 - 0.001648
        // at y 1.23118 x 2 - 0.03933.
        XCTAssertEqual(resting.shadows.count, 2)
        let ambient = resting.shadows[0], key = resting.shadows[1]
        XCTAssertEqual(ambient.blur, 1.775387, accuracy: 1e-9)
        XCTAssertEqual(ambient.y, 0)
        XCTAssertEqual(ambient.color.alpha, 0.08, accuracy: 1e-9)
        XCTAssertEqual(key.blur, 1.332192, accuracy: 1e-9)
        XCTAssertEqual(key.y, 2.42303, accuracy: 1e-9)
        XCTAssertEqual(key.color.alpha, 0.26, accuracy: 1e-9)
        XCTAssertEqual(key.sigma, 0.666096, accuracy: 1e-9, "sigma = shadowRadius / 2")
        XCTAssertEqual([ambient.spread, key.spread, ambient.x, key.x], [0, 0, 0, 0])
        // Pressed: elevation 8.
        let pressed = try Resolver.resolve(ButtonSpec(style: .contained, state: .highlighted, title: "Add"))
        XCTAssertEqual(pressed.shadows.map(\.blur), [0.889544 * 8 - 0.003701, 0.666920 * 8 - 0.001648])
        XCTAssertEqual(try Resolver.resolve(ButtonSpec(style: .contained, state: .disabled, title: "Add")).shadows, [])
    }

    func testWebsThreeShadowsAreANamedChoice() throws {
        let web = try spec("{style: contained, title: Add, shadowModel: web}")
        XCTAssertEqual(try Resolver.resolve(web).shadows, MaterialElevation.shadows(elevation: 2))
        XCTAssertEqual(try Resolver.resolve(web).shadows.count, 3)
        // A spec's elevation follows the model: MDC's in Material, Web's elsewhere unless asked.
        XCTAssertEqual(try Resolver.resolve(spec("{style: text, title: Add, elevation: 4}")).shadows,
                       MDCShadowLayerElevation.shadows(elevation: 4))
        XCTAssertEqual(try Resolver.resolve(spec("{system: uikit, style: filled, elevation: 4}")).shadows,
                       MaterialElevation.shadows(elevation: 4))
        XCTAssertEqual(try Resolver.resolve(spec("{system: uikit, style: filled, elevation: 4, shadowModel: ios}")).shadows,
                       MDCShadowLayerElevation.shadows(elevation: 4))
    }

    func testAShadowModelWithNothingToShapeIsAnError() throws {
        XCTAssertThrowsError(try Resolver.resolve(spec("{system: obsidian, style: primary, shadowModel: ios}"))) { error in
            let field = error as? FieldError
            XCTAssertEqual(field?.path, ["shadowModel"])
            XCTAssertTrue(field?.message.contains("give elevation too") == true, "\(error)")
        }
        let contradiction = specError("{style: contained, shadowModel: web, shadows: [{y: 2, blur: 4}]}")
        XCTAssertEqual(contradiction?.field, "shadowModel")
        XCTAssertTrue("\(contradiction.map { "\($0)" } ?? "")".contains("shadowModel contradicts shadows"))
    }

    func testAnElevationsColourIsTheThemesShadowAndOneItCannotGiveIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shadow-colour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func theme(_ shadow: String) throws -> String {
            let file = folder.appendingPathComponent("t\(UUID().uuidString.prefix(6)).tokens.json")
            try #"{"color": {"shadow": \#(shadow)}}"#.write(to: file, atomically: true, encoding: .utf8)
            return file.path
        }
        // A colour: the elevation's shadows are drawn in it, each at its own opacity.
        var blue = ButtonSpec(system: .uikit, title: "Go", theme: try theme(##"{"$type": "color", "$value": "#0000FF"}"##))
        blue.elevation = 4
        XCTAssertEqual(try Resolver.resolve(blue).shadows, MaterialElevation.shadows(elevation: 4, color: RGBAColor(rgb: 0x0000FF)))
        // A token of another type under that name was drawn black without a word; it is the
        // theme's error now.
        var wrong = ButtonSpec(system: .uikit, title: "Go", theme: try theme(#"{"$type": "dimension", "$value": {"value": 4, "unit": "px"}}"#))
        wrong.elevation = 4
        XCTAssertThrowsError(try Resolver.resolve(wrong)) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["theme"], "\(error)")
            XCTAssertTrue("\(error)".contains("color.shadow"), "\(error)")
        }
    }

    /// The pixels under a contained button's long bottom edge are the two Gaussian shadows:
    /// alpha = 1 - (1 - 0.26 Q((d - 2.42) / 0.666)) (1 - 0.08 Q(d / 0.888)) at d below it,
    /// Q the normal distribution's upper tail. Web's three shadows give other values there.
    func testThePixelsBelowTheEdgeAreMDCsShadow() throws {
        func expectedAlpha(_ d: Double) -> Double {
            func q(_ z: Double) -> Double { 0.5 * erfc(z / 2.0.squareRoot()) }
            let key = 0.26 * q((d - 2.42303) / 0.666096), ambient = 0.08 * q(d / (1.775387 / 2))
            return 1 - (1 - key) * (1 - ambient)
        }
        let button = ButtonSpec(style: .contained, title: "Add to cart")
        let (layout, pixels) = try draw(button, scale: 2)
        let box = layout.container.rect
        var web = button
        web.shadowModel = .web
        let (webLayout, webPixels) = try draw(web, scale: 2)
        var differs = false
        for d in [0.25, 0.75, 1.25, 2.25, 3.25, 4.25] {
            // Pixel centres at scale 2 sit a quarter point into each half-point row.
            let alpha = pixels.at(box.midX, box.maxY + d).alpha
            XCTAssertEqual(alpha, expectedAlpha(d), accuracy: 3.0 / 255, "\(d) pt below the edge")
            let webAlpha = webPixels.at(webLayout.container.rect.midX, webLayout.container.rect.maxY + d).alpha
            if abs(webAlpha - alpha) > 4.0 / 255 { differs = true }
        }
        XCTAssertTrue(differs, "Web's shadows differ from MDC's under the edge")
    }
}
