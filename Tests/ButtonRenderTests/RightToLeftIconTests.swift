@testable import ButtonRender
import XCTest

/// Directional icons in right-to-left buttons (issue 25, item 7): the icons iOS and Android
/// both mirror (`DirectionalIcons`) are drawn mirrored, and a spec can turn it off or ask for it.
final class RightToLeftIconTests: XCTestCase {
    private func icon(_ yaml: String) throws -> PlacedIcon {
        try XCTUnwrap(try sharedRenderer.layout(spec(yaml)).icon)
    }

    func testDirectionalIconsMirrorInRightToLeftOnly() throws {
        XCTAssertTrue(try icon("{system: uikit, style: filled, title: إرسال, icon: send}").mirrored)
        XCTAssertTrue(try icon("{style: contained, title: Back, icon: arrow_back, layoutDirection: rightToLeft}").mirrored)
        XCTAssertTrue(try icon("{system: material3, title: التالي, icon: arrow_forward}").mirrored)
        XCTAssertFalse(try icon("{style: contained, title: Back, icon: arrow_back}").mirrored, "left to right")
        XCTAssertFalse(try icon("{style: contained, title: Add, icon: add, layoutDirection: rightToLeft}").mirrored, "not directional")
        XCTAssertFalse(try icon("{style: contained, title: Next, icon: chevron_right, layoutDirection: rightToLeft}").mirrored,
                       "a chevron names a side, and neither platform mirrors it")
    }

    func testASpecTurnsMirroringOffOrOn() throws {
        XCTAssertFalse(try icon("{system: uikit, style: filled, title: إرسال, icon: send, flipsIconForRightToLeft: false}").mirrored)
        XCTAssertTrue(try icon("{style: contained, title: Add, icon: add, layoutDirection: rightToLeft, flipsIconForRightToLeft: true}").mirrored)
        XCTAssertFalse(try icon("{style: contained, title: Add, icon: send, flipsIconForRightToLeft: true}").mirrored, "left to right")
    }

    /// The paper plane's ink leans toward its tail; mirrored, it leans the other way by as much.
    func testTheMirroredIconIsDrawnMirrored() throws {
        func lean(_ yaml: String) throws -> Double {
            let (layout, pixels) = try draw(spec(yaml), scale: 2)
            let frame = try XCTUnwrap(layout.icon).frame
            var sum = 0.0, weight = 0.0
            for py in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
                for px in Int(frame.minX * 2)..<Int(frame.maxX * 2) {
                    // White glyph on the filled button: how much lighter than the fill.
                    let c = pixels.at((Double(px) + 0.5) / 2, (Double(py) + 0.5) / 2)
                    let ink = max(0, c.red - 0.1)
                    sum += ink * ((Double(px) + 0.5) / 2 - frame.midX); weight += ink
                }
            }
            return sum / weight
        }
        let mirrored = try lean("{system: uikit, style: filled, title: إرسال, icon: send}")
        let plain = try lean("{system: uikit, style: filled, title: إرسال, icon: send, flipsIconForRightToLeft: false}")
        XCTAssertGreaterThan(abs(plain), 1, "the glyph is not symmetric")
        // Opposite leans of about the same size (whole device pixels sample the frame, whose
        // edges fall between them, so the two differ by a few tenths of a point).
        XCTAssertLessThan(mirrored * plain, 0)
        XCTAssertEqual(abs(mirrored), abs(plain), accuracy: 0.4)
    }
}
