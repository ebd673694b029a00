@testable import ButtonRender
import XCTest

/// `ButtonMeasurement` on ButtonRender's own drawings (real Cairo and Pango, Material 3 at scale
/// 2 on its light surface), where the layout says exactly where the box, its corners and its
/// label are: the cases that once fooled it, a focus ring past a gap around an outline, a shadow
/// under a fill close to the page's colour, a ring curving round a pill's corner into the
/// label's area, and a text button's label starting inside its state layer's corner radius.
final class ButtonMeasurementTests: XCTestCase {
    /// md.sys.color.surface (light), the page Material 3's buttons sit on.
    static let page = RGBAColor(red: 254 / 255, green: 247 / 255, blue: 255 / 255, alpha: 1)
    static let scale = 2

    private func measure(style: String, state: ButtonState, title: String = "Button") throws -> (ButtonMeasurement, ButtonMeasurement.Box, ButtonLayout) {
        var spec = ButtonSpec()
        spec.system = ButtonSystem(registering: "material3")
        spec.style = ButtonStyle(rawValue: style)
        spec.state = state
        spec.title = title
        let renderer = try ButtonRenderer()
        let layout = try renderer.layout(spec)
        let drawn = try renderer.pixels(layout, scale: Self.scale)
        let image = ShotImage(DecodedImage(width: drawn.width, height: drawn.height, rgba: drawn.rgba), over: Self.page)
        let box = ButtonMeasurement.Box.snapped(layout.container.rect, scale: Double(Self.scale))
        return (ButtonMeasurement.measure(image, page: ShotColor(Self.page, over: Self.page), expected: box), box, layout)
    }

    private func assertBox(_ measured: ButtonMeasurement.Box?, equals box: ButtonMeasurement.Box, _ what: String,
                           file: StaticString = #filePath, line: UInt = #line) {
        guard let measured else { return XCTFail("\(what): no box measured", file: file, line: line) }
        for (name, a, b) in [("left", measured.x, box.x), ("top", measured.y, box.y), ("right", measured.maxX, box.maxX), ("bottom", measured.maxY, box.maxY)] {
            XCTAssertEqual(a, b, accuracy: 0.5, "\(what): the box's \(name) edge", file: file, line: line)
        }
    }

    /// The ring 2 pt outside the outline, past a gap of page colour, is not the box.
    func testAFocusRingPastAGapIsNotTheBox() throws {
        let (m, box, _) = try measure(style: "outlined", state: .focused)
        assertBox(m.box, equals: box, "outlined, focused")
        XCTAssertNotNil(m.border, "the outline is the border")
        let ring = try XCTUnwrap(m.surround?.box)
        XCTAssertEqual(ring.x, box.x - 10, accuracy: 1, "the ring reaches 5 pt (3 wide, 2 out) left of the box")
        XCTAssertEqual(ring.y, box.y - 10, accuracy: 1, "and above it")
    }

    /// A shadow darker than a fill a few levels from the page (the elevated button's surface
    /// container on the surface) is not part of the box, above or below it.
    func testAShadowUnderAFaintFillIsNotTheBox() throws {
        for state in [ButtonState.normal, .hovered, .focused] {
            let (m, box, _) = try measure(style: "elevated", state: state)
            assertBox(m.box, equals: box, "elevated, \(state)")
        }
    }

    /// The label's ink is the label's: not a ring reaching round the pill's corner, nor a shadow
    /// beside it, and not cut short where a text button's label starts inside the corner radius.
    func testTheLabelsInkIsTheLabelsAlone() throws {
        for (style, state) in [("tonal", ButtonState.focused), ("elevated", .focused), ("elevated", .hovered), ("text", .focused), ("filled", .hovered)] {
            let (m, box, layout) = try measure(style: style, state: state)
            let ink = try XCTUnwrap(m.labelInk, "\(style), \(state): a label")
            // "Button" in Roboto Medium 14 pt: cap height about 10 pt, 20 pt of line box.
            XCTAssertLessThan(ink.height, 24, "\(style), \(state): the ink box is the label's height, not the box's (\(ink))")
            XCTAssertGreaterThan(ink.height, 16, "\(style), \(state): \(ink)")
            let label = layout.label.map { ButtonMeasurement.Box.snapped($0.frame, scale: Double(Self.scale)) }
            if let label {
                XCTAssertEqual(ink.x, label.x, accuracy: 4, "\(style), \(state): the ink starts where the label's box does (within its side bearing)")
            }
            XCTAssertGreaterThan(ink.x, box.x, "\(style), \(state)")
        }
    }

    /// The corner radius of a pill is half its height, read past a ring round the corner.
    func testAPillsRadiusIsHalfItsHeight() throws {
        for style in ["filled", "outlined"] {
            let (m, box, _) = try measure(style: style, state: .focused)
            let radius = try XCTUnwrap(m.radius, "\(style): a radius")
            XCTAssertEqual(radius, box.height / 2, accuracy: 2, "\(style), focused")
        }
    }
}
