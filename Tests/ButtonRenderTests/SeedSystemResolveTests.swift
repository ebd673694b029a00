@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// Resolution per seed system: colours and metrics per style, state and appearance, read from
/// each system's token theme.
final class SeedSystemResolveTests: XCTestCase {
    private func tokens(_ system: String) throws -> DesignTokens { try BuiltInThemes.tokens(named: system) }

    private func uikit(_ edit: (inout ButtonSpec) -> Void) throws -> ResolvedButton {
        var s = ButtonSpec(system: .uikit)
        edit(&s)
        return try Resolver.resolve(s)
    }

    func testUIKitStyles() throws {
        let blue = RGBAColor(rgb: 0x007AFF)
        let filled = try uikit { $0.style = .filled }
        XCTAssertEqual(filled.containerColor, blue)
        XCTAssertEqual(filled.labelColor, .white)
        XCTAssertEqual(try uikit { $0.style = "borderedProminent" }.containerColor, blue, "aliases")
        let tinted = try uikit { $0.style = .tinted }
        XCTAssertEqual(tinted.containerColor.alpha, 0.15, accuracy: 1e-9)
        XCTAssertEqual(tinted.labelColor, blue)
        XCTAssertEqual(try uikit { $0.style = .gray }.containerColor, RGBAColor(hex: "#78788029"))
        XCTAssertEqual(try uikit { $0.style = .plain }.containerColor, .clear)
        XCTAssertEqual(try uikit { $0.style = .filled; $0.appearance = .dark }.containerColor, RGBAColor(rgb: 0x0A84FF))
    }

    func testUIKitStatesAndRoles() throws {
        let highlighted = try uikit { $0.style = .filled; $0.state = .highlighted }
        XCTAssertEqual(highlighted.containerColor.alpha, 0.75, accuracy: 1e-9)
        XCTAssertEqual(try uikit { $0.style = .plain; $0.state = .pressed }.labelColor.alpha, 0.75, accuracy: 1e-9)
        let disabled = try uikit { $0.style = .filled; $0.state = .disabled }
        XCTAssertEqual(disabled.labelColor, RGBAColor(hex: "#3C3C434C"))
        XCTAssertEqual(disabled.containerColor.alpha, (RGBAColor(hex: "#78788029")!.alpha) * 0.75, accuracy: 1e-9)
        let selectedGray = try uikit { $0.style = .gray; $0.state = .selected }
        XCTAssertEqual(selectedGray.containerColor.alpha, 0.15, accuracy: 1e-9, "a selected gray button draws tinted")
        XCTAssertEqual(try uikit { $0.style = .tinted; $0.state = .selected }.containerColor, RGBAColor(rgb: 0x007AFF), "selected tinted draws filled")
        XCTAssertNotNil(try uikit { $0.style = .filled; $0.state = .focused }.focusRing)
        XCTAssertEqual(try uikit { $0.style = .filled; $0.role = .destructive }.containerColor, RGBAColor(rgb: 0xFF3B30))
        XCTAssertEqual(try uikit { $0.role = .primary }.font.weight, 600)
        XCTAssertEqual(try uikit { $0.tintColor = .literal(RGBAColor(rgb: 0x34C759)); $0.style = .filled }.containerColor, RGBAColor(rgb: 0x34C759))
        XCTAssertThrowsError(try uikit { $0.state = .loading }) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["state"])
            XCTAssertTrue("\(error)".contains("allowed: normal, highlighted, selected, disabled, focused, hovered"), "\(error)")
        }
        XCTAssertThrowsError(try uikit { $0.style = "contained" }) { error in
            XCTAssertTrue("\(error)".contains("allowed: plain, gray, tinted, filled"), "\(error)")
        }
    }

    func testUIKitSizesCornersAndDynamicType() throws {
        let medium = try uikit { $0.style = .filled }
        XCTAssertEqual(medium.insets, EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
        XCTAssertEqual(medium.font.family, "Inter")
        XCTAssertEqual(medium.font.size, 17)
        XCTAssertEqual(medium.cornerRadius, .all(5.95))
        XCTAssertEqual(try uikit { $0.buttonSize = .large }.cornerRadius, .all(8.75))
        XCTAssertEqual(try uikit { $0.buttonSize = .small }.font.size, 15)
        XCTAssertEqual(try uikit { $0.cornerStyle = .capsule }.cornerRadius, .halfHeight)
        XCTAssertEqual(try uikit { $0.cornerStyle = .large }.cornerRadius, .all(12))
        XCTAssertEqual(try uikit { $0.contentSizeCategory = .AX3 }.font.size, 40, accuracy: 1e-9)
        XCTAssertEqual(try uikit { $0.contentSizeCategory = .xSmall }.font.size, 14, accuracy: 1e-9)
        let sub = try uikit { $0.subtitle = "Details"; $0.contentSizeCategory = .xxxLarge }
        XCTAssertEqual(sub.subtitle?.font.size ?? 0, 13 * 23 / 17, accuracy: 1e-9)
    }

    func testUIKitGlyphTypesAndSpinner() throws {
        let info = try uikit { $0.buttonType = .info }
        XCTAssertEqual(info.icon?.source, .glyph(.info, background: .clear))
        XCTAssertEqual(info.title, "")
        XCTAssertEqual(info.touchTarget, 0)
        if case .glyph(.close, let disc) = try uikit({ $0.buttonType = .close }).icon?.source {
            XCTAssertGreaterThan(disc.alpha, 0)
        } else { XCTFail("close draws its glyph") }
        XCTAssertEqual(try uikit { $0.showsActivityIndicator = true; $0.icon = "add" }.icon?.source, .spinner, "the spinner replaces the image")
    }

    func testAnatomy() throws {
        let t = try tokens("anatomy")
        let primary = try Resolver.resolve(ButtonSpec(system: .anatomy, style: .primary))
        XCTAssertEqual(primary.containerColor, try t.color("button.primary.background", .light))
        XCTAssertEqual(primary.labelColor, try t.color("button.primary.foreground", .light))
        XCTAssertEqual(primary.minimumSize, Size(width: 44, height: 44))
        let loading = try Resolver.resolve(ButtonSpec(system: .anatomy, style: .primary, state: .loading))
        XCTAssertEqual(loading.containerColor, try t.color("button.disabled.background", .light), "loading takes the disabled look")
        XCTAssertNotNil(loading.spinnerReplacingTitle)
        let pressed = try Resolver.resolve(ButtonSpec(system: .anatomy, style: .default, state: .pressed))
        XCTAssertEqual(pressed.containerColor, try t.color("button.default.backgroundPressed", .light))
        XCTAssertEqual(try Resolver.resolve(ButtonSpec(system: .anatomy, style: .primary, appearance: .dark)).containerColor,
                       try t.color("button.primary.background", .dark))
        XCTAssertThrowsError(try Resolver.resolve(ButtonSpec(system: .anatomy, state: .selected)))
        // Full width by default (seed 002), in the theme's 390pt parent less two 16pt margins.
        XCTAssertEqual(try t.dimension("button.containerWidth", .light), 390)
        XCTAssertEqual(try t.dimension("button.margin", .light), 16)
        XCTAssertEqual(primary.width, .points(358))
        XCTAssertEqual(primary.canvasPadding, EdgeInsets(all: 16))
        XCTAssertEqual(try Resolver.resolve(ButtonSpec(system: .anatomy, style: .primary, width: .fill)).width, .points(358),
                       "width: fill needs no containerWidth in a system with a default parent")
        XCTAssertEqual(try Resolver.resolve(ButtonSpec(system: .anatomy, style: .primary, width: .hug)).width, .fitContent(maximum: 358))
        XCTAssertEqual(try Resolver.resolve(ButtonSpec(system: .anatomy, style: .iconOnly)).width, .points(44))
        // Elsewhere width: fill still needs the parent's width.
        XCTAssertThrowsError(try Resolver.resolve(ButtonSpec(system: .obsidian, style: .primary, width: .fill)))
    }

    func testObsidianFollowsTheSeedsPairings() throws {
        let t = try tokens("obsidian")
        func resolve(_ style: ButtonStyle, _ state: ButtonState = .normal, _ appearance: Appearance = .light) throws -> ResolvedButton {
            try Resolver.resolve(ButtonSpec(system: .obsidian, style: style, state: state, appearance: appearance))
        }
        XCTAssertEqual(try resolve(.primary).containerColor, try t.color("color.obsidian.2", .light))
        XCTAssertEqual(try resolve(.primary).labelColor, try t.color("color.white", .light))
        XCTAssertEqual(try resolve(.primary, .normal, .dark).containerColor, try t.color("color.obsidian.8", .dark))
        XCTAssertEqual(try resolve(.primary, .normal, .dark).labelColor, try t.color("color.obsidian.2", .dark))
        XCTAssertEqual(try resolve(.secondary).stroke?.color, try t.color("color.obsidian.6", .light))
        XCTAssertEqual(try resolve(.secondary).labelColor, try t.color("color.denim.3", .light))
        XCTAssertEqual(try resolve(.secondary, .normal, .dark).labelColor, try t.color("color.denim.4", .dark))
        XCTAssertEqual(try resolve(.text).labelColor, try t.color("color.denim.3", .light))
        XCTAssertEqual(try resolve(.primary, .disabled).containerColor, try t.color("color.slate.6", .light))
        XCTAssertEqual(try resolve(.primary, .disabled).labelColor, try t.color("color.slate.4", .light))
        XCTAssertEqual(try resolve(.primary, .disabled, .dark).containerColor, try t.color("color.slate.2", .dark))
        XCTAssertEqual(try resolve(.secondary, .disabled, .dark).stroke?.color, try t.color("color.slate.3", .dark))
        XCTAssertEqual(try resolve(.text, .disabled, .dark).labelColor, try t.color("color.slate.3", .dark))
        // Focused is the seed's long press: the pressed overlay, no keyboard ring.
        XCTAssertNil(try resolve(.secondary, .focused).focusRing)
        XCTAssertEqual(try resolve(.secondary, .focused).stateLayer, try t.color("button.pressedOverlay", .light))
        XCTAssertEqual(try resolve(.primary, .pressed).stateLayer, try t.color("button.pressedOverlay", .light))
        XCTAssertEqual(try resolve(.primary, .pressed, .dark).stateLayer, try t.color("button.pressedOverlay", .dark))
        XCTAssertEqual(try resolve(.primary).insets.left, 16, "fixed padding")
    }

    func testMaterialToggleAndIconButtons() throws {
        let light = try tokens("material").colorScheme(.light, name: "material (light)")
        let selected = try Resolver.resolve(ButtonSpec(style: .toggle, state: .selected))
        XCTAssertEqual(selected.icon?.source, .font(name: "favorite", family: "Material Icons"))
        XCTAssertEqual(selected.icon?.color, try XCTUnwrap(light.tokens["primary"]))
        let unselected = try Resolver.resolve(ButtonSpec(style: .toggle))
        XCTAssertEqual(unselected.icon?.source, .font(name: "favorite_border", family: "Material Icons"))
        XCTAssertEqual(unselected.icon?.color, try XCTUnwrap(light.tokens["onSurface"]).withAlphaMultiplied(by: 0.6))
        XCTAssertEqual(unselected.width, .points(48))
        XCTAssertEqual(try Resolver.resolve(ButtonSpec(style: .icon, icon: "share")).icon?.size, 24)
        var toggle = ButtonSpec(style: .toggle, state: .selected, icon: "star_border")
        toggle.selectedIcon = "star"
        let custom = try Resolver.resolve(toggle)
        XCTAssertEqual(custom.icon?.source, .font(name: "star", family: "Material Icons"))
    }

    func testUserTokenFileOverridesATokenAndItsDependents() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try ##"{"color": {"primary": {"$type": "color", "$value": "#00796B"}}}"##.write(to: dir.appendingPathComponent("brand.tokens.json"), atomically: true, encoding: .utf8)
        try ##"{"color": {"obsidian": {"2": {"$type": "color", "$value": "#5B2C83"}}}}"##.write(to: dir.appendingPathComponent("obsidian-brand.json"), atomically: true, encoding: .utf8)
        try """
        - {name: teal, style: contained, title: Teal, theme: brand.tokens.json, elevation: 0}
        - {name: brand, system: obsidian, style: primary, theme: obsidian-brand.json}
        """.write(to: dir.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        let loaded = try SpecLoader.load(file: dir.appendingPathComponent("spec.yaml").path)
        let teal = try Resolver.resolve(loaded[0].spec)
        XCTAssertEqual(teal.containerColor, RGBAColor(rgb: 0x00796B))
        XCTAssertEqual(try Resolver.resolve(loaded[1].spec).containerColor, RGBAColor(rgb: 0x5B2C83),
                       "button.primary.background refers to color.obsidian.2")
        // The image changes as expected.
        let (layout, pixels) = try draw(loaded[0].spec)
        assertColor(pixels.at(layout.container.rect.minX + 4, layout.container.rect.midY), RGBAColor(rgb: 0x00796B))
    }

    func testUnknownThemeIsAFieldError() throws {
        var spec = ButtonSpec(system: .uikit)
        spec.theme = "uikitt"
        XCTAssertThrowsError(try Resolver.resolve(spec)) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["theme"])
            XCTAssertTrue("\(error)".contains("did you mean 'uikit'"), "\(error)")
        }
    }
}
