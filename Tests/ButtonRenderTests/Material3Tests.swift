@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import XCTest

/// Material 3 common buttons against the published Material 3 tokens, numbers written out by
/// hand from material-web's `tokens/versions/v0_192` (md.sys.color baseline light and dark,
/// md.comp.*-button, md.sys.state, md.sys.typescale.label-large) and its elevation styles.
final class Material3Tests: XCTestCase {
    private func m3(_ style: ButtonStyle, _ state: ButtonState = .normal, _ appearance: Appearance = .light,
                    icon: String? = nil) throws -> ResolvedButton {
        var spec = ButtonSpec(system: .material3, style: style, state: state, title: "Label", appearance: appearance)
        spec.icon = icon
        return try Resolver.resolve(spec)
    }

    func testContainerAndLabelColoursLight() throws {
        XCTAssertEqual(try m3("filled").containerColor, RGBAColor(rgb: 0x6750A4))        // primary40
        XCTAssertEqual(try m3("filled").labelColor, RGBAColor(rgb: 0xFFFFFF))            // onPrimary
        XCTAssertEqual(try m3("tonal").containerColor, RGBAColor(rgb: 0xE8DEF8))         // secondaryContainer
        XCTAssertEqual(try m3("tonal").labelColor, RGBAColor(rgb: 0x1D192B))             // onSecondaryContainer
        XCTAssertEqual(try m3("elevated").containerColor, RGBAColor(rgb: 0xF7F2FA))      // surfaceContainerLow
        XCTAssertEqual(try m3("elevated").labelColor, RGBAColor(rgb: 0x6750A4))
        XCTAssertTrue(try m3("outlined").containerColor.isClear)
        XCTAssertEqual(try m3("outlined").stroke, ResolvedStroke(width: 1, color: RGBAColor(rgb: 0x79747E), alignment: .inside))
        XCTAssertTrue(try m3("text").containerColor.isClear)
        XCTAssertNil(try m3("text").stroke)
        XCTAssertEqual(try m3("text").labelColor, RGBAColor(rgb: 0x6750A4))
    }

    func testContainerAndLabelColoursDark() throws {
        XCTAssertEqual(try m3("filled", .normal, .dark).containerColor, RGBAColor(rgb: 0xD0BCFF))
        XCTAssertEqual(try m3("filled", .normal, .dark).labelColor, RGBAColor(rgb: 0x381E72))
        XCTAssertEqual(try m3("tonal", .normal, .dark).containerColor, RGBAColor(rgb: 0x4A4458))
        XCTAssertEqual(try m3("tonal", .normal, .dark).labelColor, RGBAColor(rgb: 0xE8DEF8))
        XCTAssertEqual(try m3("elevated", .normal, .dark).containerColor, RGBAColor(rgb: 0x1D1B20))
        XCTAssertEqual(try m3("outlined", .normal, .dark).stroke?.color, RGBAColor(rgb: 0x938F99))
        XCTAssertEqual(try m3("text", .normal, .dark).labelColor, RGBAColor(rgb: 0xD0BCFF))
    }

    func testStateLayersAndDisabled() throws {
        let white = RGBAColor(rgb: 0xFFFFFF), primary = RGBAColor(rgb: 0x6750A4), onSurface = RGBAColor(rgb: 0x1D1B20)
        XCTAssertTrue(try m3("filled").stateLayer.isClear)
        XCTAssertEqual(try m3("filled", .hovered).stateLayer, white.withAlphaMultiplied(by: 0.08))
        XCTAssertEqual(try m3("filled", .focused).stateLayer, white.withAlphaMultiplied(by: 0.12), "focus 0.12 (v0_192)")
        XCTAssertEqual(try m3("filled", .pressed).stateLayer, white.withAlphaMultiplied(by: 0.12), "pressed 0.12 (v0_192)")
        XCTAssertEqual(try m3("text", .hovered).stateLayer, primary.withAlphaMultiplied(by: 0.08))
        XCTAssertNil(try m3("filled", .pressed).ripple, "a still Material 3 press is its state layer")
        let disabled = try m3("filled", .disabled)
        XCTAssertEqual(disabled.containerColor, onSurface.withAlphaMultiplied(by: 0.12))
        XCTAssertEqual(disabled.labelColor, onSurface.withAlphaMultiplied(by: 0.38))
        XCTAssertTrue(disabled.stateLayer.isClear)
        XCTAssertEqual(try m3("outlined", .disabled).stroke?.color, onSurface.withAlphaMultiplied(by: 0.12))
        XCTAssertTrue(try m3("text", .disabled).containerColor.isClear, "a text button has no container to dim")
    }

    func testElevation() throws {
        let level1 = [BoxShadow(x: 0, y: 1, blur: 2, spread: 0, color: RGBAColor.black.withAlpha(0.3)),
                      BoxShadow(x: 0, y: 1, blur: 3, spread: 1, color: RGBAColor.black.withAlpha(0.15))]
        let level2 = [BoxShadow(x: 0, y: 1, blur: 2, spread: 0, color: RGBAColor.black.withAlpha(0.3)),
                      BoxShadow(x: 0, y: 2, blur: 6, spread: 2, color: RGBAColor.black.withAlpha(0.15))]
        XCTAssertEqual(try m3("elevated").shadows, level1)
        XCTAssertEqual(try m3("elevated", .hovered).shadows, level2)
        XCTAssertEqual(try m3("elevated", .pressed).shadows, level1)
        XCTAssertEqual(try m3("elevated", .disabled).shadows, [])
        for style: ButtonStyle in ["filled", "tonal"] {
            XCTAssertEqual(try m3(style).shadows, [], "\(style)")
            XCTAssertEqual(try m3(style, .hovered).shadows, level1, "\(style)")
            XCTAssertEqual(try m3(style, .focused).shadows, [], "\(style)")
        }
        XCTAssertEqual(try m3("outlined", .hovered).shadows, [])
    }

    func testMetricsAndTypography() throws {
        let filled = try m3("filled")
        var labelLarge = ResolvedFont(family: "Roboto", weight: 500, size: 14, letterSpacing: 0.1)
        labelLarge.lineHeight = 20
        XCTAssertEqual(filled.font, labelLarge, "label-large: 14 on a 20 pt line (md.sys.typescale.label-large.line-height), as material-web sets the label's line-height")
        XCTAssertEqual(filled.title, "Label", "Material 3 labels are not uppercased")
        XCTAssertEqual(filled.cornerRadius, .halfHeight)
        XCTAssertEqual(filled.insets, EdgeInsets(top: 10, left: 24, bottom: 10, right: 24))
        XCTAssertEqual(filled.touchTarget, 48)
        let withIcon = try m3("filled", icon: "add")
        XCTAssertEqual(withIcon.icon?.size, 18)
        XCTAssertEqual(withIcon.iconSideInset, 16)
        XCTAssertEqual(withIcon.insets.right, 24)
        XCTAssertEqual(try m3("text").insets.left, 12)
        XCTAssertEqual(try m3("text", icon: "add").iconSideInset, 12)
        XCTAssertEqual(try m3("text", icon: "add").insets.right, 16)

        let layout = try sharedRenderer.layout(ButtonSpec(system: .material3, style: "filled", title: "Label"))
        XCTAssertEqual(layout.container.rect.height, 40)
        XCTAssertEqual(layout.container.radii.topLeft, 20)
    }

    func testAuditContrastAndTouchTarget() throws {
        for spec in BuiltInCatalog.specs(system: .material3) {
            let layout = try sharedRenderer.layout(spec)
            let report = Auditor.audit(layout, spec: spec)
            XCTAssertEqual(report.touchTarget.minimum, 48, spec.name!)
            XCTAssertGreaterThanOrEqual(report.touchTarget.height, 48, spec.name!)
            XCTAssertFalse(report.hasErrors, "\(spec.name!): \(report.findings)")
            if spec.state != .disabled { XCTAssertTrue(report.contrast?.passes ?? false, spec.name!) }
            // material-web's button is an HTML button: read as a browser exposes it (a web system's wording).
            XCTAssertTrue(report.voiceOver.hasSuffix(spec.state == .disabled ? ", button, unavailable" : ", button"), report.voiceOver)
        }
    }

    func testStateMatrixSheet() throws {
        let items = try SheetLoader.load(file: ExampleSheetSnapshotTests.examples.appendingPathComponent("material3-states.yaml").path)
        guard case .sheet(let loaded) = items.first else { return XCTFail("not a sheet") }
        let layout = try SheetRenderer(renderer: sharedRenderer).layout(loaded.sheet)
        XCTAssertEqual(layout.buttons.count, 5 * 5 * 2)
    }
}
