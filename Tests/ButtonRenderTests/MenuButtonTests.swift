@testable import ButtonRender
@testable import ButtonRenderPipeline
import Foundation
import XCTest

/// UIKit menu buttons (`menu`, `showsMenuAsPrimaryAction`, `changesSelectionAsPrimaryAction`):
/// decoding errors at their line and column, a pop-up's title, the indicator after the title,
/// the menu sheet's item rectangles and what VoiceOver reads.
final class MenuButtonTests: XCTestCase {
    /// `inner` lies inside `outer`.
    func inside(_ inner: Rect, _ outer: Rect) -> Bool {
        inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY
    }

    /// The error a spec text fails with.
    func loadError(_ text: String, file: String = "menu.yaml") -> SpecError? {
        do {
            _ = try SpecLoader.load(text: text, file: file)
            return nil
        } catch { return error as? SpecError }
    }

    func testBadMenusFailAtTheirLineAndColumn() throws {
        let outOfRange = try XCTUnwrap(loadError("system: uikit\nmenu:\n  items: [A, B]\n  selected: 2\n"))
        XCTAssertEqual(outOfRange.line, 4)
        XCTAssertNotNil(outOfRange.column)
        XCTAssertTrue(outOfRange.message.contains("out of range"), outOfRange.message)

        let empty = try XCTUnwrap(loadError("system: uikit\nmenu:\n  items: []\n"))
        XCTAssertEqual(empty.line, 3)
        XCTAssertTrue(empty.message.contains("empty"), empty.message)

        let long = try XCTUnwrap(loadError("system: uikit\nmenu: {items: [A, \(String(repeating: "x", count: 61))]}\n"))
        XCTAssertEqual(long.line, 2)
        XCTAssertTrue(long.message.contains("at most 60"), long.message)

        let tooMany = (0...32).map { "I\($0)" }.joined(separator: ", ")
        XCTAssertTrue(try XCTUnwrap(loadError("system: uikit\nmenu: {items: [\(tooMany)]}\n")).message.contains("at most 32"))
    }

    func testAMenuOnAnotherSystemIsAnError() throws {
        let error = try XCTUnwrap(loadError("system: material\ntitle: Sort\nmenu: {items: [A]}\n"))
        XCTAssertEqual(error.line, 3)
        XCTAssertTrue(error.message.contains("UIKit"), error.message)
        // Without a system the spec is Material's, which resolving refuses at `menu`.
        let spec = try SpecLoader.load(text: "menu: {items: [A]}\n")[0].spec
        XCTAssertThrowsError(try Resolver.resolve(spec)) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["menu"])
        }
        // A menu-button flag without a menu says what is missing.
        XCTAssertTrue(try XCTUnwrap(loadError("system: uikit\nchangesSelectionAsPrimaryAction: true\n")).message.contains("needs a menu"))
    }

    func testAPopUpButtonShowsItsSelectedItem() throws {
        let popUp = ButtonSpec(system: .uikit, title: "Ignored", menu: MenuSpec(items: ["Name", "Date"], selected: 1),
                               changesSelectionAsPrimaryAction: true)
        XCTAssertEqual(try Resolver.resolve(popUp).title, "Date")
        var first = popUp
        first.menu?.selected = nil
        XCTAssertEqual(try Resolver.resolve(first).title, "Name")
        // A pull-down keeps its own title.
        let pullDown = ButtonSpec(system: .uikit, title: "Options", menu: MenuSpec(items: ["Copy"]), showsMenuAsPrimaryAction: true)
        XCTAssertEqual(try Resolver.resolve(pullDown).title, "Options")
    }

    func testTheIndicatorFollowsTheTitleAndWidensTheButton() throws {
        for (kind, flags) in [(MenuButtonKind.pullDown, (true, false)), (.popUp, (true, true))] {
            let menu = ButtonSpec(system: .uikit, title: "Sort", icon: "add", menu: MenuSpec(items: ["Sort"]),
                                  showsMenuAsPrimaryAction: flags.0, changesSelectionAsPrimaryAction: flags.1)
            var plain = menu
            plain.menu = nil; plain.showsMenuAsPrimaryAction = nil; plain.changesSelectionAsPrimaryAction = nil
            let layout = try sharedRenderer.layout(menu), without = try sharedRenderer.layout(plain)
            let indicator = try XCTUnwrap(layout.trailingIndicator)
            let label = try XCTUnwrap(layout.label), icon = try XCTUnwrap(layout.icon)
            let size = MenuIndicator.size(kind, titleSize: layout.button.font.size)
            XCTAssertEqual(indicator.frame.width, size)
            XCTAssertEqual(indicator.frame.minX, label.frame.maxX + MenuIndicator.gap, accuracy: 0.001)
            XCTAssertLessThan(icon.frame.maxX, label.frame.minX + 0.001)
            XCTAssertEqual(indicator.frame.midY, layout.contentRect.midY, accuracy: 0.001)
            XCTAssertLessThanOrEqual(indicator.frame.maxX, layout.container.rect.maxX - layout.insets.right + 0.001)
            XCTAssertEqual(layout.container.rect.width, without.container.rect.width + size + MenuIndicator.gap, accuracy: 1)
            XCTAssertEqual(indicator.color, layout.button.labelColor)
            XCTAssertNil(without.trailingIndicator)
        }
        // Right to left, the indicator is on the left of the title.
        let rtl = ButtonSpec(system: .uikit, title: "Sort", layoutDirection: .rightToLeft,
                             menu: MenuSpec(items: ["A"]), showsMenuAsPrimaryAction: true)
        let layout = try sharedRenderer.layout(rtl)
        XCTAssertEqual(try XCTUnwrap(layout.trailingIndicator).frame.maxX, try XCTUnwrap(layout.label).frame.minX - MenuIndicator.gap,
                       accuracy: 0.001)
    }

    func testTheIndicatorIsNotAdjustedAsTheImageIs() throws {
        // A legacy button: a configuration ignores adjustsImageWhenHighlighted.
        let spec = ButtonSpec(system: .uikit, state: .highlighted, title: "Share", icon: "share", buttonType: .system,
                              adjustsImageWhenHighlighted: true, menu: MenuSpec(items: ["Mail"]), showsMenuAsPrimaryAction: true)
        let layout = try sharedRenderer.layout(spec)
        XCTAssertNotNil(try XCTUnwrap(layout.icon).adjustment)
        XCTAssertNil(try XCTUnwrap(layout.trailingIndicator).adjustment)
    }

    func testTheIndicatorIsDrawn() throws {
        let menu = ButtonSpec(system: .uikit, style: .filled, title: "Sort", menu: MenuSpec(items: ["A"]), showsMenuAsPrimaryAction: true)
        var plain = menu
        plain.menu = nil; plain.showsMenuAsPrimaryAction = nil
        let a = try sharedRenderer.render(menu, format: .png, scale: 1), b = try sharedRenderer.render(plain, format: .png, scale: 1)
        XCTAssertGreaterThan(a.pixelWidth, b.pixelWidth)
    }

    func testTheMenuSheetPlacesItsItemsBelowTheButton() throws {
        var sheet = SheetSpec(.menu)
        sheet.button = ButtonSpec(system: .uikit, menu: MenuSpec(items: ["Name", "Date", "Size"], selected: 2),
                                  changesSelectionAsPrimaryAction: true)
        let layout = try SheetRenderer(renderer: sharedRenderer).layout(sheet)
        XCTAssertEqual(layout.buttons.count, 2)
        XCTAssertEqual(layout.buttons.map(\.layout.button.appearance), [.light, .dark])
        let panels = layout.overlays.compactMap { mark -> (Rect, Double)? in
            if case .rect(let r, let radius, _, _, _, _) = mark { return (r, radius) }
            return nil
        }
        XCTAssertEqual(panels.count, 2)
        for (i, (panel, radius)) in panels.enumerated() {
            let button = layout.buttons[i].containerFrame
            XCTAssertEqual(radius, 13)
            XCTAssertEqual(panel.width, 250)
            XCTAssertEqual(panel.height, 3 * 44)
            XCTAssertEqual(panel.minX, button.minX, accuracy: 0.5)
            XCTAssertEqual(panel.minY, button.maxY + 8, accuracy: 0.5)
            // Each item's title sits in its own 44 pt row.
            let titles = layout.overlays.compactMap(\.text).filter { ["Name", "Date", "Size"].contains($0.string) && inside($0.frame, panel) }
            XCTAssertEqual(titles.map(\.string), ["Name", "Date", "Size"])
            for (row, title) in titles.enumerated() {
                XCTAssertEqual(title.frame.midY, panel.minY + 22 + 44 * Double(row), accuracy: 0.5)
            }
            // One checkmark, in the selected row.
            let checks = layout.overlays.compactMap(\.text).filter { $0.string == "✓" && inside($0.frame, panel) }
            XCTAssertEqual(checks.count, 1)
            XCTAssertEqual(try XCTUnwrap(checks.first).frame.midY, panel.minY + 22 + 88, accuracy: 0.5)
        }
        let rects = MenuSheetComposer.itemRects(origin: Point(x: 10, y: 20), width: 250, count: 3)
        XCTAssertEqual(rects.map(\.minY), [20, 64, 108])
        XCTAssertEqual(Set(rects.map(\.height)), [44])
    }

    func testAMenuSheetNeedsAMenu() throws {
        var sheet = SheetSpec(.menu)
        sheet.button = ButtonSpec(system: .uikit)
        XCTAssertThrowsError(try SheetRenderer(renderer: sharedRenderer).layout(sheet)) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["button", "menu"])
        }
    }

    func testVoiceOverReadsAPopUpsSelection() throws {
        let spec = ButtonSpec(system: .uikit, accessibilityLabel: "Sort", menu: MenuSpec(items: ["Name", "Date"], selected: 1),
                              changesSelectionAsPrimaryAction: true)
        let report = Auditor.audit(try sharedRenderer.layout(spec), spec: spec)
        XCTAssertEqual(report.voiceOver, "Sort. Date. Button.")
        // Without a label the title already is the selection, read once.
        var unlabelled = spec
        unlabelled.accessibilityLabel = nil
        XCTAssertEqual(Auditor.audit(try sharedRenderer.layout(unlabelled), spec: unlabelled).voiceOver, "Date. Button.")
        // A pull-down has no value.
        let pullDown = ButtonSpec(system: .uikit, title: "Options", menu: MenuSpec(items: ["Copy"]), showsMenuAsPrimaryAction: true)
        XCTAssertNil(VoiceOverText.value(of: pullDown))
    }
}
