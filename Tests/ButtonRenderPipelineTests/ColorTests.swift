@testable import ButtonRenderPipeline
import ButtonRenderModel
import XCTest

/// Colour parsing and compositing.
final class ColorTests: XCTestCase {
    func testHexForms() {
        XCTAssertEqual(RGBAColor(hex: "#6200EE"), RGBAColor(rgb: 0x6200EE))
        XCTAssertEqual(RGBAColor(hex: "#fff"), .white)
        XCTAssertEqual(RGBAColor(hex: "#00000080")?.alpha, 128.0 / 255)
        XCTAssertNil(RGBAColor(hex: "6200EE"))
        XCTAssertNil(RGBAColor(hex: "#6200E"))
        XCTAssertEqual(RGBAColor(rgb: 0x6200EE).hexString, "#6200EE")
        XCTAssertEqual(RGBAColor(rgb: 0x000000, alpha: 0.12).hexString, "#0000001F")
    }

    func testColorValues() {
        XCTAssertEqual(ColorValue(parsing: "primary"), .token("primary", alpha: 1))
        XCTAssertEqual(ColorValue(parsing: "onSurface@38%"), .token("onSurface", alpha: 0.38))
        XCTAssertEqual(ColorValue(parsing: "#000000@0.5"), .literal(RGBAColor(rgb: 0, alpha: 0.5)))
        XCTAssertNil(ColorValue(parsing: "primary@2"))
        XCTAssertNil(ColorValue(parsing: "pri mary"))
    }

    func testCompositing() {
        let over = RGBAColor(rgb: 0x000000, alpha: 0.12).composited(over: .white)
        XCTAssertEqual(over.red, 0.88, accuracy: 1e-9)
        XCTAssertEqual(over.alpha, 1)
        XCTAssertEqual(RGBAColor.clear.composited(over: .clear), .clear)
    }
}
