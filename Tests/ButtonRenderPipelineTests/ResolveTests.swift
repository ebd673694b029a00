@testable import ButtonRenderPipeline
import ButtonRenderModel
@testable import ButtonRenderTokens
import XCTest

/// The resolve stage: Material's themed colours, elevations and ink per style, state and
/// appearance (numbers from docs/reference/material.md).
final class ResolveTests: XCTestCase {
    private func resolve(_ style: ButtonStyle, _ state: ButtonState = .normal, _ appearance: Appearance = .light,
                         _ edit: (inout ButtonSpec) -> Void = { _ in }) throws -> ResolvedButton {
        var s = ButtonSpec(style: style, state: state, appearance: appearance)
        edit(&s)
        return try Resolver.resolve(s)
    }

    func testContainedLightDefaults() throws {
        let b = try resolve(.contained)
        XCTAssertEqual(b.containerColor, RGBAColor(rgb: 0x6200EE))
        XCTAssertEqual(b.labelColor, .white)
        XCTAssertEqual(b.title, "BUTTON")
        XCTAssertEqual(b.font, ResolvedFont(family: "Roboto", weight: 500, size: 14, letterSpacing: 0))  // MDC iOS: untracked
        XCTAssertEqual(b.insets, EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        XCTAssertEqual(b.cornerRadius, .all(4))
        XCTAssertEqual(b.minimumSize, Size(width: 64, height: 36))
        XCTAssertNil(b.stroke)
        // Elevation 2 as MDCShadowLayer draws it: ambient and key shadows at 8% and 26%.
        XCTAssertEqual(b.shadows, MDCShadowLayerElevation.shadows(elevation: 2))
        XCTAssertEqual(b.shadows.map(\.color.alpha), [0.08, 0.26])
        // Web's: the M2 row 0 3 1 -2 / 0 2 2 0 / 0 1 5 0 at 20%, 14%, 12%.
        let web = try resolve(.contained) { $0.shadowModel = .web }
        XCTAssertEqual(web.shadows.map(\.y), [3, 2, 1])
        XCTAssertEqual(web.shadows.map(\.blur), [1, 2, 5])
        XCTAssertEqual(web.shadows.map(\.spread), [-2, 0, 0])
        XCTAssertEqual(web.shadows.map(\.color.alpha), [0.20, 0.14, 0.12])
    }

    func testElevationPerState() throws {
        XCTAssertEqual(try resolve(.contained, .highlighted).shadows, MDCShadowLayerElevation.shadows(elevation: 8))
        XCTAssertEqual(try resolve(.contained, .hovered).shadows, MDCShadowLayerElevation.shadows(elevation: 4))
        XCTAssertEqual(try resolve(.contained, .highlighted) { $0.shadowModel = .web }.shadows.map(\.blur), [5, 10, 14])
        XCTAssertEqual(try resolve(.contained, .hovered) { $0.shadowModel = .web }.shadows.map(\.blur), [4, 5, 10])
        XCTAssertTrue(try resolve(.contained, .disabled).shadows.isEmpty)
        XCTAssertTrue(try resolve(.text).shadows.isEmpty)
        XCTAssertTrue(try resolve(.outlined, .highlighted).shadows.isEmpty)
        XCTAssertEqual(try resolve(.text) { $0.elevation = 8 }.shadows, MDCShadowLayerElevation.shadows(elevation: 8))
        XCTAssertEqual(try resolve(.text) { $0.elevation = 8; $0.shadowModel = .web }.shadows.map(\.blur), [5, 10, 14])
    }

    func testElevationBetweenRowsInterpolates() {
        let five = MaterialElevation.shadows(elevation: 5)
        XCTAssertEqual(five[1].y, 5, accuracy: 1e-9)      // between 4 (4) and 6 (6)
        XCTAssertEqual(five[1].blur, 7.5, accuracy: 1e-9)  // between 5 and 10
        XCTAssertEqual(MaterialElevation.shadows(elevation: 0.5)[0].color.alpha, 0.10, accuracy: 1e-9)
        XCTAssertTrue(MaterialElevation.shadows(elevation: 0).isEmpty)
    }

    func testDisabledColours() throws {
        let contained = try resolve(.contained, .disabled)
        XCTAssertEqual(contained.labelColor, RGBAColor(rgb: 0, alpha: 0.38))
        XCTAssertEqual(contained.containerColor, RGBAColor(rgb: 0, alpha: 0.12))
        let outlined = try resolve(.outlined, .disabled)
        XCTAssertEqual(outlined.labelColor, RGBAColor(rgb: 0, alpha: 0.38))
        XCTAssertEqual(outlined.stroke?.color, RGBAColor(rgb: 0, alpha: 0.12))
        XCTAssertEqual(outlined.containerColor, .clear)
        let darkText = try resolve(.text, .disabled, .dark)
        XCTAssertEqual(darkText.labelColor, RGBAColor(rgb: 0xFFFFFF, alpha: 0.38))
    }

    func testOutlinedAndTextDefaults() throws {
        let outlined = try resolve(.outlined)
        XCTAssertEqual(outlined.labelColor, RGBAColor(rgb: 0x6200EE))
        XCTAssertEqual(outlined.stroke, ResolvedStroke(width: 1, color: RGBAColor(rgb: 0, alpha: 0.12), alignment: .inside))
        let text = try resolve(.text)
        XCTAssertEqual(text.containerColor, .clear)
        XCTAssertNil(text.stroke)
    }

    func testDarkScheme201907() throws {
        let b = try resolve(.contained, .normal, .dark)
        XCTAssertEqual(b.containerColor, RGBAColor(rgb: 0xBB86FC))
        XCTAssertEqual(b.labelColor, .black)
        XCTAssertEqual(try resolve(.outlined, .normal, .dark).stroke?.color, RGBAColor(rgb: 0xFFFFFF, alpha: 0.12))
    }

    func testStateLayers() throws {
        XCTAssertEqual(try resolve(.text, .hovered).stateLayer, RGBAColor(rgb: 0x6200EE, alpha: 0.04))
        XCTAssertEqual(try resolve(.outlined, .focused).stateLayer, RGBAColor(rgb: 0x6200EE, alpha: 0.12))
        XCTAssertEqual(try resolve(.text, .selected).stateLayer.alpha, 0.08, accuracy: 1e-12)
        // Pressed draws the ink only (MDC iOS): no state layer.
        XCTAssertEqual(try resolve(.contained, .highlighted).stateLayer.alpha, 0)
        XCTAssertEqual(try resolve(.text, .pressed).stateLayer.alpha, 0)
        XCTAssertEqual(try resolve(.contained, .hovered).stateLayer.alpha, 0.08, accuracy: 1e-12)
        XCTAssertEqual(try resolve(.contained, .normal).stateLayer.alpha, 0)
        XCTAssertEqual(try resolve(.contained, .disabled).stateLayer.alpha, 0)
    }

    func testInkColours() throws {
        func ink(_ style: ButtonStyle) throws -> RGBAColor? {
            try resolve(style) { $0.ripple = RippleSpec() }.ripple?.color
        }
        XCTAssertEqual(try ink(.text), RGBAColor(rgb: 0x6200EE, alpha: 0.16))
        XCTAssertEqual(try ink(.outlined), RGBAColor(rgb: 0x6200EE, alpha: 0.12))
        XCTAssertEqual(try ink(.contained), RGBAColor(rgb: 0xFFFFFF, alpha: 0.32))
    }

    func testPressedWithoutARippleShowsTheSettledInk() throws {
        for style in [ButtonStyle.text, .outlined, .contained] {
            let settled = try XCTUnwrap(try resolve(style, .highlighted).ripple, "\(style)")
            XCTAssertEqual(settled.progress, 1)
            XCTAssertNil(settled.x)
            XCTAssertNil(settled.radius)
            XCTAssertTrue(settled.bounded)
            XCTAssertEqual(settled.color, try resolve(style) { $0.ripple = RippleSpec() }.ripple?.color, "the style's ink")
            XCTAssertNil(try resolve(style, .hovered).ripple, "only pressed shows ink")
        }
        XCTAssertEqual(try resolve(.contained, .highlighted, .dark).ripple?.color, RGBAColor(rgb: 0x000000, alpha: 0.32))
        // An explicit frame is drawn as given, still without the pressed state layer.
        let frame = try resolve(.contained, .highlighted) { $0.ripple = RippleSpec(x: 24, y: 18, progress: 0.4) }
        XCTAssertEqual(frame.ripple?.progress, 0.4)
        XCTAssertEqual(frame.ripple?.x, 24)
        XCTAssertEqual(frame.stateLayer.alpha, 0)
        // Icon buttons: onSurface ink at 16% in their circle instead of a 12% layer.
        let icon = try resolve(.icon, .highlighted)
        XCTAssertEqual(icon.stateLayer.alpha, 0)
        XCTAssertEqual(icon.ripple?.color, RGBAColor(rgb: 0x000000, alpha: 0.16))
        XCTAssertEqual(icon.ripple?.bounded, true)
        XCTAssertEqual(icon.cornerRadius, .halfHeight)
        // Other systems keep their own pressed rules.
        var uikit = ButtonSpec(style: .filled, state: .highlighted)
        uikit.system = .uikit
        XCTAssertNil(try Resolver.resolve(uikit).ripple)
    }

    func testOverrides() throws {
        let b = try resolve(.contained) {
            $0.fill = .token("secondary", alpha: 1)
            $0.foreground = .literal(.black)
            $0.shadows = [ShadowSpec(y: 4, blur: 8)]
            $0.font = FontSpec(uppercase: false)
            $0.title = "Keep case"
            $0.icon = "add"
        }
        XCTAssertEqual(b.containerColor, RGBAColor(rgb: 0x03DAC6))
        XCTAssertEqual(b.labelColor, .black)
        XCTAssertEqual(b.icon?.color, .black)
        XCTAssertEqual(b.shadows, [BoxShadow(x: 0, y: 4, blur: 8, spread: 0, color: RGBAColor(rgb: 0, alpha: 0.2))])
        XCTAssertEqual(b.title, "Keep case")
        XCTAssertEqual(b.iconSideInset, 12)
        XCTAssertNil(try resolve(.text) { $0.icon = "add" }.iconSideInset)
    }

    func testUnknownTokenNamesTheFieldAndTheTokens() {
        XCTAssertThrowsError(try resolve(.contained) { $0.stroke = StrokeSpec(color: .token("primery", alpha: 1)) }) { error in
            let e = error as? FieldError
            XCTAssertEqual(e?.path, ["stroke", "color"])
            XCTAssertTrue(e?.message.contains("did you mean 'primary'") ?? false, "\(error)")
        }
    }
}
