@testable import ButtonRender
import XCTest

/// Legacy UIButton edge insets (seed 001, "Edge Insets"): `contentEdgeInsets` are the content
/// insets; `titleEdgeInsets` and `imageEdgeInsets` move their rectangles, not the button. On
/// the legacy button only (a `buttonType` and no `style`): a configuration ignores them.
final class LegacyEdgeInsetsTests: XCTestCase {
    func layout(_ extra: String) throws -> ButtonLayout {
        try sharedRenderer.layout(SpecLoader.load(text: "{system: uikit, buttonType: system, title: Upload, icon: cloud_upload\(extra)}")[0].spec)
    }

    func testTitleAndImageInsetsMoveTheirRectanglesOnly() throws {
        let plain = try layout("")
        let moved = try layout(", titleEdgeInsets: {left: 8, top: 2}, imageEdgeInsets: {right: 8}")
        XCTAssertEqual(moved.container, plain.container, "the button keeps its size")
        XCTAssertEqual(moved.label?.frame.minX, plain.label.map { $0.frame.minX + 4 })
        XCTAssertEqual(moved.label?.frame.minY, plain.label.map { $0.frame.minY + 1 })
        XCTAssertEqual(moved.label?.origin, plain.label.map { Point(x: $0.origin.x + 4, y: $0.origin.y + 1) })
        XCTAssertEqual(moved.icon?.frame.minX, plain.icon.map { $0.frame.minX - 4 })
        XCTAssertEqual(moved.icon?.frame.minY, plain.icon?.frame.minY)
    }

    func testContentEdgeInsetsAreTheContentInsets() throws {
        let legacy = try layout(", contentEdgeInsets: [16, 24]")
        let modern = try layout(", insets: [16, 24]")
        XCTAssertEqual(legacy.container, modern.container)
        XCTAssertEqual(legacy.insets, EdgeInsets(top: 16, left: 24, bottom: 16, right: 24))
        XCTAssertNoThrow(try layout(", insets: 8, contentEdgeInsets: 8"), "agreeing fields are fine")
        XCTAssertThrowsError(try layout(", insets: 8, contentEdgeInsets: 10")) { error in
            XCTAssertTrue("\(error)".contains("contentEdgeInsets contradicts insets"), "\(error)")
            XCTAssertTrue("\(error)".contains("field 'contentEdgeInsets'"), "\(error)")
        }
    }
}
