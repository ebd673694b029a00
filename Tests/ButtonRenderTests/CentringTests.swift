@testable import ButtonRender
@testable import ButtonRenderModel
@testable import ButtonRenderNative
import XCTest

/// Labels and icons in the middle of their space (issue 25, item 6): a truncated label keeps
/// no space before its ellipsis (so what is drawn is what is centred), and an icon without a
/// label takes the icon side's inset on both sides.
final class CentringTests: XCTestCase {
    private let title = "Add everything to the shopping cart now"

    /// The characters a label draws, run by run.
    private func drawn(_ label: PlacedText) -> String {
        String(decoding: label.text.runs.flatMap(\.utf8), as: UTF8.self)
    }

    /// The inked label's distance from the container's left and right edges.
    private func inkGaps(_ layout: ButtonLayout) throws -> (left: Double, right: Double) {
        let label = try XCTUnwrap(layout.label)
        let ink = label.text.inkRect
        let left = label.origin.x + ink.minX, right = label.origin.x + ink.maxX
        return (left - layout.container.rect.minX, layout.container.rect.maxX - right)
    }

    func testATruncatedLabelKeepsNoSpaceBeforeItsEllipsis() throws {
        for system in [ButtonSystem.material3, .uikit, .material] {
            var spec = ButtonSpec(system: system, title: title, width: 200)
            if system == .uikit { spec.style = ButtonStyle(rawValue: "filled"); spec.lineBreakMode = .truncateTail }
            let layout = try sharedRenderer.layout(spec)
            let label = try XCTUnwrap(layout.label)
            let text = drawn(label)
            XCTAssertTrue(label.text.isTruncated, "\(system)")
            XCTAssertTrue(text.hasSuffix("…"), "\(system): \(text)")
            XCTAssertFalse(text.dropLast().last?.isWhitespace ?? true, "\(system): no space before the ellipsis in '\(text)'")
            let gaps = try inkGaps(layout)
            // The ellipsis' and the first letter's side bearings differ by about a point.
            XCTAssertEqual(gaps.left, gaps.right, accuracy: 1.5, "\(system): \(gaps)")
        }
        let m3 = try XCTUnwrap(try sharedRenderer.layout(ButtonSpec(system: .material3, title: title, width: 200)).label)
        XCTAssertEqual(drawn(m3), "Add everything to the…")
    }

    func testHeadAndMiddleTruncationTrimTheSpacesBesideTheEllipsis() throws {
        for (mode, expected) in [(LineBreakMode.truncateHead, "…shopping cart now"), (.truncateMiddle, "Add every…cart now")] {
            var spec = ButtonSpec(system: .uikit, title: title, width: 200)
            spec.style = ButtonStyle(rawValue: "filled")
            spec.lineBreakMode = mode
            let label = try XCTUnwrap(try sharedRenderer.layout(spec).label)
            XCTAssertEqual(drawn(label), expected, "\(mode)")
            XCTAssertTrue(label.text.isTruncated)
        }
    }

    func testStyledRunsFollowTheTrimmedText() throws {
        var spec = ButtonSpec(system: .material3, title: "Add everything to the <b>shopping cart</b> now", width: 200)
        spec.titleMarkup = true
        let label = try XCTUnwrap(try sharedRenderer.layout(spec).label)
        XCTAssertEqual(drawn(label), "Add everything to the…")
        // The bold run began in the cut: the ellipsis takes its style, as Pango's did.
        XCTAssertEqual(label.text.runs.count, 2)
    }

    func testAnIconWithoutALabelSitsInTheMiddle() throws {
        for (system, style) in [(ButtonSystem.material3, ButtonStyle(rawValue: "filled")), (.material3, ButtonStyle(rawValue: "text")),
                                (.material, .contained), (.material, .outlined)] {
            var spec = ButtonSpec(system: system, style: style, title: "", icon: "add")
            spec.accessibilityLabel = "Add"
            let layout = try sharedRenderer.layout(spec)
            let icon = try XCTUnwrap(layout.icon)
            XCTAssertEqual(icon.frame.midX, layout.container.rect.midX, accuracy: 1e-9, "\(system) \(style)")
            XCTAssertEqual(layout.insets.left, layout.insets.right, "\(system) \(style)")
        }
        // Material 3 filled: 16 on both sides of the 18 pt icon (the label side's 24 is gone),
        // then material-web's 64 pt minimum width, the icon still in the middle.
        var filled = ButtonSpec(system: .material3, title: "", icon: "add")
        filled.accessibilityLabel = "Add"
        let lone = try sharedRenderer.layout(filled)
        XCTAssertEqual(lone.insets.left, 16)
        XCTAssertEqual(lone.insets.right, 16)
        XCTAssertEqual(lone.container.rect.width, 64)
        // With a label, the sides differ as before.
        let labelled = try sharedRenderer.layout(ButtonSpec(system: .material3, title: "Add", icon: "add"))
        XCTAssertEqual(labelled.insets.left, 16)
        XCTAssertEqual(labelled.insets.right, 24)
    }
}
