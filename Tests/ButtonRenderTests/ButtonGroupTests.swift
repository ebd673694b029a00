@testable import ButtonRender
@testable import ButtonRenderPipeline
import XCTest
import Yams

/// Button groups (seeds 002 and 004, "Button order", "Button groups", "Width"): the `group`
/// sheet's arrangement and widths, and the Anatomy system's group rules in the audit.
final class ButtonGroupTests: XCTestCase {
    let sheets = SheetRenderer(renderer: sharedRenderer)

    func group(_ yaml: String) throws -> (SheetSpec, SheetLayout) {
        let spec = try YAMLDecoder().decode(SheetSpec.self, from: "sheet: group\n" + yaml)
        return (spec, try sheets.layout(spec))
    }

    // MARK: - Layout

    func testLabelsThatFitShareTheViewSideBySide() throws {
        let (_, layout) = try group("""
        items:
          - button: {system: anatomy, style: primary, title: Buy Now}
          - button: {system: anatomy, style: default, title: Save for Later}
        """)
        let frames = layout.buttons.map(\.containerFrame)
        // 390 pt view, 16 pt margins, 16 pt gap: (390 - 32 - 16) / 2 = 171 pt each.
        XCTAssertEqual(frames.map(\.width), [171, 171])
        XCTAssertEqual(frames[0].minY, frames[1].minY)
        XCTAssertEqual(frames[1].minX - frames[0].maxX, 16)
        XCTAssertEqual(layout.buttons.map { $0.cell?.column }, [0, 1])
        // The view's outline starts 16 pt before the first button.
        let view = layout.underlays.compactMap { mark -> Rect? in if case .rect(let r, _, _, _, _, _) = mark { return r }; return nil }.first
        XCTAssertEqual(view.map { frames[0].minX - $0.minX }, 16)
        XCTAssertEqual(view?.width, 390)
    }

    func testANarrowViewStacksFullWidthButtons() throws {
        let (_, layout) = try group("""
        containerWidth: 320
        items:
          - button: {system: anatomy, style: primary, title: Continue to Payment}
          - button: {system: anatomy, style: tertiary, title: Continue Shopping}
        """)
        let frames = layout.buttons.map(\.containerFrame)
        XCTAssertEqual(frames.map(\.width), [288, 288])  // 320 - 2 × 16
        XCTAssertEqual(frames[0].minX, frames[1].minX)
        XCTAssertEqual(frames[1].minY - frames[0].maxY, 16)
        XCTAssertEqual(layout.buttons.map { $0.cell?.row }, [0, 1])
    }

    func testExplicitArrangementsWin() throws {
        let yaml = """
        items:
          - button: {system: anatomy, style: primary, title: Buy Now}
          - button: {system: anatomy, style: default, title: Save}
        """
        let (_, stacked) = try group("arrangement: vertical\n" + yaml)
        XCTAssertEqual(stacked.buttons.map(\.containerFrame.width), [358, 358])
        let (_, row) = try group("arrangement: horizontal\ncontainerWidth: 200\n" + yaml)
        XCTAssertEqual(row.buttons.map(\.containerFrame.width), [76, 76])  // (200 - 32 - 16) / 2, labels truncated
    }

    func testIconOnlyButtonsKeepTheirSquareAndAreCentred() throws {
        let (_, layout) = try group("""
        items:
          - button: {system: anatomy, style: iconOnly, icon: share, accessibilityLabel: Share}
          - button: {system: anatomy, style: iconOnly, icon: favorite_border, accessibilityLabel: Like}
        """)
        let frames = layout.buttons.map(\.containerFrame)
        XCTAssertEqual(frames[0].width, frames[0].height)
        XCTAssertEqual(frames[1].width, frames[0].width)
        let view = layout.underlays.compactMap { mark -> Rect? in if case .rect(let r, _, _, _, _, _) = mark { return r }; return nil }.first
        XCTAssertEqual(((frames[0].minX + frames[1].maxX) / 2), view?.midX ?? 0, accuracy: 0.5)
    }

    func testCaptionsAndMarginsThatLeaveNoRoomAreFieldErrors() throws {
        XCTAssertThrowsError(try group("items: [{caption: A, button: {system: anatomy}}]\n")) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["items", "0", "caption"])
        }
        XCTAssertThrowsError(try group("containerWidth: 100\nmargin: 50\n")) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["margin"])
        }
        XCTAssertThrowsError(try YAMLDecoder().decode(SheetSpec.self, from: "sheet: strip\narrangement: vertical\n")) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(context.debugDescription.contains("belongs to group sheets"), context.debugDescription)
        }
    }

    // MARK: - Rules

    let rules = DesignSystem.anatomy.groupRules!

    func findings(_ members: [(ButtonStyle, String)], stacked: Bool = false, directional: Bool? = nil) -> [[String]] {
        rules.findings(for: members.map { ButtonGroupRules.Member(style: $0.0, label: $0.1) }, stacked: stacked,
                       directional: directional).map { $0.map(\.rule) }
    }

    func testGroupsTheSeedsRecommendHaveNoFindings() {
        XCTAssertEqual(findings([(.primary, "Buy Now"), (.default, "Save for Later")]), [[], []])
        XCTAssertEqual(findings([(.primary, "Pay"), (.tertiary, "Cancel")], stacked: true), [[], []])
        XCTAssertEqual(findings([(.default, "Edit"), (.default, "Share")]), [[], []])
        XCTAssertEqual(findings([(.tertiary, "Edit"), (.tertiary, "Share")]), [[], []])
        XCTAssertEqual(findings([(.iconOnly, "Share"), (.iconOnly, "Like"), (.iconOnly, "Save")]), [[], [], []])
        // Directional: natural order wins over "primary first".
        XCTAssertEqual(findings([(.default, "Back"), (.primary, "Next")]), [[], []])
    }

    func testTwoPrimariesAreAWarningOnTheSecond() {
        XCTAssertEqual(findings([(.primary, "Pay"), (.primary, "Save")]), [[], ["groupPrimaries"]])
    }

    func testAPrimaryAfterOtherButtonsIsOutOfOrder() {
        XCTAssertEqual(findings([(.default, "Save"), (.tertiary, "Edit"), (.primary, "Pay")]), [[], [], ["groupOrder"]])
    }

    func testSimilarPrioritiesAreOneStyleOnly() {
        XCTAssertEqual(findings([(.default, "Save"), (.tertiary, "Edit"), (.iconOnly, "Share")]),
                       [[], ["groupPriorities"], []])
    }

    func testNumerousIconOnlyButtonsAreAWarning() {
        let five = (1...5).map { (ButtonStyle.iconOnly, "Action \($0)") }
        XCTAssertEqual(findings(five), [[], [], [], [], ["groupIconOnly"]])
    }

    func testDirectionalActionsAreNeitherStackedNorReversed() {
        XCTAssertEqual(findings([(.primary, "Next"), (.default, "Back")], stacked: true),
                       [["groupDirection"], ["groupDirection"]])
        XCTAssertEqual(findings([(.primary, "Next Step"), (.default, "Previous")]), [[], ["groupDirection"]])
        // Told it is directional, a stacked group warns on every button.
        XCTAssertEqual(findings([(.primary, "Continue"), (.default, "Cancel")], stacked: true, directional: true),
                       [["groupDirection"], []])
        XCTAssertEqual(findings([(.primary, "Pay"), (.default, "Cancel")], stacked: true, directional: true),
                       [["groupDirection"], ["groupDirection"]])
    }

    func testTheSheetAuditAddsGroupFindingsToEachButton() throws {
        let (spec, layout) = try group("""
        name: avoid
        arrangement: vertical
        items:
          - button: {system: anatomy, style: primary, title: Next}
          - button: {system: anatomy, style: primary, title: Back}
        """)
        let reports = SheetAuditor.audit(layout, sheet: spec)
        XCTAssertEqual(reports.map(\.name), ["avoid: item 1", "avoid: item 2"])
        XCTAssertEqual(reports.map { $0.findings.map(\.rule) }, [["groupDirection"], ["groupPrimaries", "groupDirection"]])
    }

    func testOtherSystemsHaveNoGroupRules() throws {
        let (spec, layout) = try group("""
        items:
          - button: {style: contained, title: Next}
          - button: {style: contained, title: Back}
        """)
        XCTAssertNil(DesignSystem.material.groupRules)
        XCTAssertTrue(SheetAuditor.audit(layout, sheet: spec).allSatisfy { !$0.findings.contains { $0.rule.hasPrefix("group") } })
    }
}
