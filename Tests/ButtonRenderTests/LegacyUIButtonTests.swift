@testable import ButtonRender
@testable import ButtonRenderPipeline
import XCTest

/// The legacy, configuration-less button (issue 25, item 2): `UIButton(type:)` with no
/// configuration is a `buttonType` with no `style`; the properties `UIButton.h` says a
/// configuration ignores are drawn on it only and are a located error on every UIKit style.
final class LegacyUIButtonTests: XCTestCase {
    func testUIButtonTypeMakesABareButton() throws {
        let system = try Resolver.resolve(spec("{system: uikit, buttonType: system, title: Done}"))
        XCTAssertEqual(system.insets, .zero)
        XCTAssertEqual(system.font.size, 15)
        XCTAssertEqual(system.font.weight, 400)
        XCTAssertEqual(system.labelColor, RGBAColor(rgb: 0x007AFF), "tint-coloured")
        XCTAssertEqual(system.containerColor, .clear)
        XCTAssertEqual(system.cornerRadius, .all(0))
        XCTAssertEqual(system.lineBreakMode, .truncateMiddle)
        let custom = try Resolver.resolve(spec("{system: uikit, buttonType: custom, title: Done}"))
        XCTAssertEqual(custom.labelColor, .white, "UIButton.h: a title colour left unset is opaque white")
        XCTAssertEqual(try Resolver.resolve(spec("{system: uikit, buttonType: custom, title: Done, state: highlighted}")).labelColor, .white)
        // A configuration style keeps its own look.
        let plain = try Resolver.resolve(spec("{system: uikit, style: plain, buttonType: system, title: Done}"))
        XCTAssertEqual(plain.insets, EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
        XCTAssertEqual(plain.font.size, 17)
        XCTAssertEqual(plain.lineBreakMode, .wordWrap)
        let size = try sharedRenderer.layout(spec("{system: uikit, buttonType: system, title: Done}")).container.rect
        let label = try XCTUnwrap(try sharedRenderer.layout(spec("{system: uikit, buttonType: system, title: Done}")).label)
        XCTAssertEqual(size.width, label.frame.width.rounded(.up), "no insets: the title's width")
    }

    func testImagesAreAdjustedByDefaultOnTheLegacyButtonOnly() throws {
        let base = "{system: uikit, buttonType: system, title: Share, icon: ios_share"
        XCTAssertEqual(try Resolver.resolve(spec(base + ", state: highlighted}")).imageAdjustment, .highlighted)
        XCTAssertEqual(try Resolver.resolve(spec(base + ", state: disabled}")).imageAdjustment, .disabled)
        XCTAssertNil(try Resolver.resolve(spec(base + ", state: highlighted, adjustsImageWhenHighlighted: false}")).imageAdjustment)
        XCTAssertNil(try Resolver.resolve(spec(base + ", state: disabled, adjustsImageWhenDisabled: false}")).imageAdjustment)
        XCTAssertNil(try Resolver.resolve(spec("{system: uikit, style: gray, title: Share, icon: ios_share, state: highlighted}")).imageAdjustment)
    }

    func testLegacyPropertiesOnAConfigurationAreLocatedErrors() throws {
        let values = ["contentEdgeInsets": "8", "titleEdgeInsets": "{left: 8}", "imageEdgeInsets": "{right: 8}",
                      "reversesTitleShadowWhenHighlighted": "true", "adjustsImageWhenHighlighted": "true",
                      "adjustsImageWhenDisabled": "false", "showsTouchWhenHighlighted": "true"]
        XCTAssertEqual(Set(values.keys), Set(LegacyUIButton.properties))
        for (field, value) in values {
            for head in ["system: uikit\nstyle: filled\n", "system: uikit\n"] {
                let text = head + "title: Go\n\(field): \(value)\n"
                let loaded = try SpecLoader.load(text: text, file: "legacy.yaml")[0]
                XCTAssertThrowsError(try Resolver.resolve(loaded.spec)) { error in
                    let located = loaded.source.locate(error as! FieldError)
                    let line = head.split(separator: "\n").count + 2
                    XCTAssertEqual(located.line, line, "\(field)")
                    XCTAssertEqual(located.field, field)
                    XCTAssertTrue(located.message.contains("ignored by iOS on a button with a UIButton.Configuration (style '"),
                                  located.message)
                    XCTAssertTrue(located.message.contains("buttonType: system (or custom) and no style"), located.message)
                }
            }
            XCTAssertNoThrow(try Resolver.resolve(spec("{system: uikit, buttonType: custom, title: Go, \(field): \(value)}")), field)
        }
    }

    /// The legacy properties change the pixels of a legacy button (the title moved by its
    /// insets), and the command line refuses them on a configuration with the file's line.
    func testTheCommandLineRefusesThemOnAConfiguration() throws {
        let cli = try CommandLineRunner(prefix: "legacy")
        defer { cli.cleanUp() }
        try cli.write("legacy.yaml", "- {system: uikit, style: gray, title: Upload}\n- {system: uikit, style: gray, title: Upload, titleEdgeInsets: {left: 8}}\n")
        let run = try cli.run(["render", "legacy.yaml", "--out", "out"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.err.contains("legacy.yaml:2:"), run.err)
        XCTAssertTrue(run.err.contains("titleEdgeInsets"), run.err)
        XCTAssertTrue(cli.files(in: "out").isEmpty, "nothing written")
    }
}
