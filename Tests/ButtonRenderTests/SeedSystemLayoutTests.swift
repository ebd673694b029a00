@testable import ButtonRender
@testable import ButtonRenderModel
@testable import ButtonRenderNative
@testable import ButtonRenderPipeline
import Foundation
import XCTest

/// Layout per placement and size, file icons, wrapped labels, spinners and scripts.
final class SeedSystemLayoutTests: XCTestCase {
    private func layout(_ spec: ButtonSpec) throws -> ButtonLayout { try sharedRenderer.layout(spec) }

    private func uikit(_ edit: (inout ButtonSpec) -> Void) throws -> ButtonLayout {
        var s = ButtonSpec(system: .uikit, style: .gray, title: "Camera", icon: "photo_camera")
        edit(&s)
        return try layout(s)
    }

    func testImagePlacements() throws {
        let top = try uikit { $0.imagePlacement = .top; $0.imagePadding = 4 }
        let icon = try XCTUnwrap(top.icon), label = try XCTUnwrap(top.label)
        XCTAssertEqual(label.frame.minY - icon.frame.maxY, 4, accuracy: 0.01)
        XCTAssertEqual(icon.frame.midX, label.frame.midX, accuracy: 0.01)
        let bottom = try uikit { $0.imagePlacement = .bottom; $0.imagePadding = 4 }
        XCTAssertEqual(try XCTUnwrap(bottom.icon).frame.minY - (try XCTUnwrap(bottom.label)).frame.maxY, 4, accuracy: 0.01)
        XCTAssertGreaterThan(top.container.rect.height, try uikit { $0.imagePlacement = .leading }.container.rect.height)
        let trailing = try uikit { $0.imagePlacement = .trailing; $0.imagePadding = 6 }
        XCTAssertEqual(try XCTUnwrap(trailing.icon).frame.minX - (try XCTUnwrap(trailing.label)).frame.maxX, 6, accuracy: 0.01)
        let leading = try uikit { $0.imagePlacement = .leading; $0.imagePadding = 6 }
        XCTAssertEqual(try XCTUnwrap(leading.label).frame.minX - (try XCTUnwrap(leading.icon)).frame.maxX, 6, accuracy: 0.01)
        let rtl = try uikit { $0.imagePlacement = .leading; $0.layoutDirection = .rightToLeft }
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(rtl.icon).frame.minX, try XCTUnwrap(rtl.label).frame.maxX - 0.001, "leading is the right in RTL")
    }

    func testSizesGrowInOrder() throws {
        let heights = try UIKitButtonSize.allCases.map { size in
            try layout(ButtonSpec(system: .uikit, style: .filled, title: "Go") .with { $0.buttonSize = size }).container.rect.height
        }
        XCTAssertEqual(heights, heights.sorted())
        XCTAssertLessThan(heights.first!, heights.last!)
        let medium = try layout(ButtonSpec(system: .uikit, style: .filled, title: "Go"))
        XCTAssertEqual(medium.container.rect.height, (7 + 7 + medium.label!.frame.height).rounded(.up))
    }

    func testSubtitleStacksUnderTheTitle() throws {
        let l = try layout(ButtonSpec(system: .uikit, style: .filled, title: "Continue").with { $0.subtitle = "Step 2 of 3" })
        let title = try XCTUnwrap(l.label), subtitle = try XCTUnwrap(l.subtitle)
        XCTAssertEqual(subtitle.frame.minY - title.frame.maxY, 1, accuracy: 0.01, "titlePadding 1")
        XCTAssertEqual(subtitle.frame.midX, title.frame.midX, accuracy: 0.01)
        XCTAssertLessThan(subtitle.text.logicalRect.height, title.text.logicalRect.height)
    }

    func testGlyphButtonsAndSpinners() throws {
        let info = try layout(ButtonSpec(system: .uikit).with { $0.buttonType = .info })
        XCTAssertEqual(info.container.rect.size, Size(width: 22, height: 22))
        XCTAssertEqual(info.touchTarget.width, 22, "UIKit extends no hit area by itself; the audit warns")
        guard case .glyph(.info, _) = try XCTUnwrap(info.icon).content else { return XCTFail("info glyph") }
        // Hugging buttons, whose width comes from their label.
        let loading = try layout(ButtonSpec(system: .anatomy, style: .primary, state: .loading, title: "Pay", width: .hug))
        XCTAssertNil(loading.label, "the spinner replaces the label")
        let spinner = try XCTUnwrap(loading.spinner)
        XCTAssertEqual(spinner.frame.midX, loading.container.rect.midX, accuracy: 0.5)
        let normal = try layout(ButtonSpec(system: .anatomy, style: .primary, title: "Pay", width: .hug))
        XCTAssertEqual(loading.container.rect.width, normal.container.rect.width, "the button keeps its size while loading")
        // With an icon too: the spinner replaces label and icon, and their room is kept.
        let withIcon = ButtonSpec(system: .anatomy, style: .primary, title: "Share", icon: "share", width: .hug)
        let iconNormal = try layout(withIcon)
        let iconLoading = try layout(withIcon.with { $0.state = .loading })
        XCTAssertEqual(iconLoading.container.rect.width, iconNormal.container.rect.width, "the icon's room is kept while loading")
        XCTAssertNil(iconLoading.icon, "the spinner replaces the icon too")
        XCTAssertNil(iconLoading.label)
        XCTAssertEqual(try XCTUnwrap(iconLoading.spinner).frame.midX, iconLoading.container.rect.midX, accuracy: 0.5)
    }

    func testAnatomyWidthsAndWrapping() throws {
        // Seed 002: "generally full-width of the view or parent container with minimum 16pt
        // margins". By default: a 390pt parent, so 358pt between the margins, which the canvas
        // keeps on every side (above and below too: "a minimum of 16pt margin above and below").
        let standard = try layout(ButtonSpec(system: .anatomy, style: .primary, title: "Go"))
        XCTAssertEqual(standard.container.rect, Rect(x: 16, y: 16, width: 358, height: 44))
        XCTAssertEqual(standard.canvasSize, Size(width: 390, height: 76))
        XCTAssertEqual(standard.button.sideMargin, 16)
        XCTAssertEqual(try XCTUnwrap(standard.label).frame.midX, standard.container.rect.midX, accuracy: 0.01, "centred")
        let full = try layout(ButtonSpec(system: .anatomy, style: .primary, title: "Go", width: .fill, containerWidth: 375))
        XCTAssertEqual(full.container.rect.width, 375 - 32, "16pt margins")
        XCTAssertEqual(full.canvasSize.width, 375, "the canvas is the parent")
        let parent = try layout(ButtonSpec(system: .anatomy, style: .default, title: "Go", containerWidth: 320))
        XCTAssertEqual(parent.container.rect.width, 288, "a given containerWidth is filled without width: fill")
        // An explicit canvasPadding replaces the margins on the canvas, not the width.
        let padded = try layout(ButtonSpec(system: .anatomy, style: .primary, title: "Go", canvasPadding: 8))
        XCTAssertEqual(padded.canvasSize, Size(width: 358 + 16, height: 60))
        // Hugging (the seed's "smaller CTA") is explicit; it keeps no margins on the canvas.
        let hug = try layout(ButtonSpec(system: .anatomy, style: .primary, title: "Go", width: .hug))
        XCTAssertEqual(hug.container.rect.height, 44)
        XCTAssertEqual(hug.container.rect.width, try XCTUnwrap(hug.label).frame.width + 32, accuracy: 1, "label and 16pt paddings")
        XCTAssertNil(hug.button.sideMargin)
        let points = try layout(ButtonSpec(system: .anatomy, style: .primary, title: "Go", width: 120))
        XCTAssertEqual(points.container.rect.width, 120)
        XCTAssertNil(points.button.sideMargin)
        let iconOnly = try layout(ButtonSpec(system: .anatomy, style: .iconOnly))
        XCTAssertEqual(iconOnly.container.rect.size, Size(width: 44, height: 44), "icon-only buttons keep their square")
        XCTAssertNil(iconOnly.button.sideMargin)
        // Other systems still hug by default.
        XCTAssertLessThan(try layout(ButtonSpec(system: .obsidian, style: .primary, title: "Go")).container.rect.width, 200)

        let long = "Assign as Primary Care Physician for This Patient"
        let wrapped = try layout(ButtonSpec(system: .anatomy, title: long, width: .fill, containerWidth: 320).with { $0.lineBreakMode = .wordWrap })
        let label = try XCTUnwrap(wrapped.label)
        XCTAssertGreaterThan(label.text.lineCount, 1)
        XCTAssertEqual(label.frame.minX, wrapped.contentRect.minX, accuracy: 0.01, "wrapped labels are left-aligned")
        XCTAssertFalse(label.text.isTruncated)
        let single = try layout(ButtonSpec(system: .anatomy, title: "Save", width: .fill, containerWidth: 320))
        XCTAssertEqual(try XCTUnwrap(single.label).frame.midX, single.container.rect.midX, accuracy: 0.01, "single lines are centred")
        let truncated = try layout(ButtonSpec(system: .anatomy, title: long, width: .fill, containerWidth: 320))
        XCTAssertTrue(try XCTUnwrap(truncated.label).text.isTruncated)
        XCTAssertEqual(truncated.label!.text.lineCount, 1)
    }

    func testLineBreakModes() throws {
        let text = "Begin middle and the end of a long title"
        func label(_ mode: LineBreakMode) throws -> ShapedText {
            try XCTUnwrap(try layout(ButtonSpec(system: .uikit, title: text, width: .points(150)).with { $0.lineBreakMode = mode }).label).text
        }
        for mode in [LineBreakMode.truncateHead, .truncateMiddle, .truncateTail] {
            XCTAssertTrue(try label(mode).isTruncated, "\(mode)")
        }
        XCTAssertGreaterThan(try label(.wordWrap).lineCount, 1)
        XCTAssertGreaterThan(try label(.charWrap).lineCount, 1)
        let clip = try layout(ButtonSpec(system: .uikit, title: text, width: .points(150)).with { $0.lineBreakMode = .clip })
        XCTAssertNotNil(clip.textClip)
        XCTAssertFalse(clip.label!.text.isTruncated)
    }

    func testScriptsAndEmojiHaveGlyphs() throws {
        for title in ["حفظ الملف", "שמור קובץ", "फ़ाइल सहेजें", "保存文件", "保存する", "저장", "Party 🎉", "บันทึก"] {
            for system in [ButtonSystem.material, .uikit] {
                let l = try layout(ButtonSpec(system: system, title: title))
                let label = try XCTUnwrap(l.label)
                XCTAssertEqual(label.text.unknownGlyphCount, 0, "\(title) in \(system) has a font for every character")
                XCTAssertGreaterThan(label.text.inkRect.width, 10)
            }
        }
        XCTAssertTrue(try layout(ButtonSpec(system: .uikit, title: "שמור")).label!.text.isRightToLeft)
    }

    func testTitleMarkup() throws {
        let l = try layout(ButtonSpec(system: .uikit, title: "Save <b>all</b>").with { $0.titleMarkup = true })
        XCTAssertEqual(l.button.title, "Save all")
        XCTAssertEqual(l.button.titleRuns, [TextRun(start: 5, end: 8, bold: true)])
        XCTAssertThrowsError(try layout(ButtonSpec(system: .uikit, title: "<u>no</u>").with { $0.titleMarkup = true })) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["title"])
        }
        let parsed = try TitleMarkup.parse(##"a <span color="#FF0000">r<i>e</i>d</span> &amp; b"##)
        XCTAssertEqual(parsed.text, "a red & b")
        XCTAssertEqual(parsed.runs.count, 2)
        XCTAssertThrowsError(try TitleMarkup.parse("<b>open"))
        XCTAssertThrowsError(try TitleMarkup.parse("<b>x</i>"))
        XCTAssertThrowsError(try TitleMarkup.parse("fish & chips"))
    }

    func testIconsFromFilesAreTintedAndErrorsNameTheFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("icons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("square.svg")
        try ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" fill="#00FF00"/></svg>"##
            .write(to: svg, atomically: true, encoding: .utf8)
        let red = [UInt8](repeating: 0, count: 16 * 16 * 4).enumerated().map { $0.offset % 4 == 0 || $0.offset % 4 == 3 ? UInt8(255) : 0 }
        let png = dir.appendingPathComponent("red.png")
        try Data(try PNGEncoder.encode(rgba: red, width: 16, height: 16)).write(to: png)

        let tinted = ButtonSpec(style: .contained, title: "Go", icon: svg.path, elevation: 0)
        let (l1, p1) = try draw(tinted, scale: 2)
        let f1 = try XCTUnwrap(l1.icon).frame
        assertColor(p1.at(f1.midX, f1.midY), .white, "tinted with the label colour")
        var own = tinted
        own.iconTint = false
        let (l2, p2) = try draw(own, scale: 2)
        assertColor(p2.at(l2.icon!.frame.midX, l2.icon!.frame.midY), RGBAColor(rgb: 0x00FF00), "its own colours")
        var pngSpec = own
        pngSpec.icon = png.path
        let (l3, p3) = try draw(pngSpec, scale: 2)
        assertColor(p3.at(l3.icon!.frame.midX, l3.icon!.frame.midY), RGBAColor(rgb: 0xFF0000))

        try "title: x\nicon: missing.svg\n".write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let loaded = try SpecLoader.load(file: dir.appendingPathComponent("s.yaml").path)
        XCTAssertEqual(loaded[0].spec.icon, dir.appendingPathComponent("missing.svg").path, "relative to the spec file")
        XCTAssertThrowsError(try layout(loaded[0].spec)) { error in
            let located = loaded[0].source.locate(error as! FieldError)
            XCTAssertEqual(located.line, 2)
            XCTAssertEqual(located.field, "icon")
            XCTAssertTrue(located.message.contains("missing.svg"), located.message)
        }
        try "<svg broken".write(to: dir.appendingPathComponent("broken.svg"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try layout(ButtonSpec(icon: dir.appendingPathComponent("broken.svg").path))) { error in
            XCTAssertTrue("\(error)".contains("broken.svg"), "\(error)")
        }
    }
}

extension ButtonSpec {
    /// A copy with some fields changed.
    func with(_ edit: (inout ButtonSpec) -> Void) -> ButtonSpec {
        var copy = self
        edit(&copy)
        return copy
    }
}
