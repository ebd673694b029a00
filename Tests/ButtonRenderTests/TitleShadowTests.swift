@testable import ButtonRender
@testable import ButtonRenderPipeline
import XCTest

/// UIKit's title shadow (seed 001, "Shadow Offset"): an unblurred copy of the title in the
/// shadow colour, one point up by default, reversed while highlighted when the spec asks.
final class TitleShadowTests: XCTestCase {
    func spec(_ yaml: String) throws -> ButtonSpec {
        // A legacy custom button: the reversal is a legacy property a configuration ignores.
        try SpecLoader.load(text: "system: uikit\nbuttonType: custom\ntitle: Download\n" + yaml)[0].spec
    }

    func testDefaultsAndReversal() throws {
        let plain = try Resolver.resolve(spec("titleShadow: {}\n"))
        XCTAssertEqual(plain.titleShadow, ResolvedTitleShadow(color: RGBAColor.black.withAlpha(0.5), offset: Point(x: 0, y: -1)))
        XCTAssertNil(try Resolver.resolve(spec("")).titleShadow)
        let reversing = "titleShadow: {color: \"#FF0000\", x: 2, y: 3}\nreversesTitleShadowWhenHighlighted: true\n"
        XCTAssertEqual(try Resolver.resolve(spec(reversing)).titleShadow?.offset, Point(x: 2, y: 3))
        XCTAssertEqual(try Resolver.resolve(spec(reversing + "state: highlighted\n")).titleShadow?.offset, Point(x: -2, y: -3))
        XCTAssertEqual(try Resolver.resolve(spec(reversing + "state: disabled\n")).titleShadow?.offset, Point(x: 2, y: 3))
        XCTAssertNil(try Resolver.resolve(spec("titleShadow: {color: \"#00000000\"}\n")).titleShadow, "a clear shadow draws nothing")
    }

    func testBadValuesAreLocatedErrors() {
        for (yaml, field) in [("titleShadow: {colour: red}\n", "titleShadow.colour"), ("titleShadow: {y: 100}\n", "titleShadow.y"),
                              ("titleShadow: {color: nope!}\n", "titleShadow.color")] {
            XCTAssertThrowsError(try spec(yaml)) { error in
                XCTAssertTrue("\(error)".contains("field '\(field)'"), "\(error)")
                XCTAssertTrue("\(error)".contains(":4:"), "the line of the field: \(error)")
            }
        }
    }

    func testTheShadowIsTheLabelMovedAndDrawnUnderIt() throws {
        let renderer = sharedRenderer
        let layout = try renderer.layout(spec("titleShadow: {color: \"#FF0000\", x: 0, y: 3}\n"))
        let label = try XCTUnwrap(layout.label), shadow = try XCTUnwrap(layout.labelShadow)
        XCTAssertEqual(shadow.origin, Point(x: label.origin.x, y: label.origin.y + 3))
        XCTAssertEqual(shadow.color, RGBAColor(rgb: 0xFF0000))

        // Pixels: below the glyphs' bottom edge the shadowed button has red ink the plain one lacks.
        func redPixels(_ yaml: String) throws -> Int {
            let image = try renderer.render(spec(yaml), format: .png, scale: 2)
            let decoded = try PNGDecoder.decode(image.bytes)
            var count = 0
            for i in stride(from: 0, to: decoded.rgba.count, by: 4)
            where decoded.rgba[i] > 200 && decoded.rgba[i + 1] < 80 && decoded.rgba[i + 2] < 80 { count += 1 }
            return count
        }
        XCTAssertEqual(try redPixels(""), 0)
        XCTAssertGreaterThan(try redPixels("titleShadow: {color: \"#FF0000\", x: 0, y: 3}\n"), 50)
    }
}
