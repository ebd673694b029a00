@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// A web system's box painted as CSS paints it: shadows written out in a system file (outer and
/// inset, located errors), inset shadows inside the border over the fill, Chromium's background
/// bleed avoidance under an opaque rounded border, and a spinner picture. Drawn by the real
/// renderer and read back pixel by pixel.
final class CSSBoxShadowTests: XCTestCase {
    private var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("css-box-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: work) }

    nonisolated(unsafe) private static var copies = 0

    /// A copy of the acme fixture (a web system) named apart from every other, with `slots`
    /// lines added to its slot table and `variants` to its variants.
    private func acme(slots: String = "", variants: String = "", states: String = "") throws -> String {
        Self.copies += 1
        let folder = work.appendingPathComponent("acme\(Self.copies)")
        try FileManager.default.copyItem(at: SystemFileTests.acmeFolder, to: folder)
        let file = folder.appendingPathComponent("acme.system.yaml")
        var text = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "name: acme\n", with: "name: acme-css\(Self.copies)\n")
        text = text.replacingOccurrences(of: "  iconGap: 6\n", with: "  iconGap: 6\n" + slots)
        text = text.replacingOccurrences(of: "variants:\n", with: "variants:\n" + variants)
        text = text.replacingOccurrences(of: "  disabled: disabled\n", with: "  disabled: disabled\n" + states)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// The colour of device pixel (x, y) of a drawing, as 0...255 channels.
    private func pixel(_ image: (width: Int, height: Int, rgba: [UInt8]), _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.width + x) * 4
        return image.rgba[i..<(i + 4)].map(Int.init)
    }

    func testShadowsWrittenOutAreReadWithTheirTokensAndInset() throws {
        let file = try acme(slots: """
              shadows: [{offsetX: 0, offsetY: 1, blur: 3, color: {color: "{color.ink}", opacity: 0.5}},
                        {offsetX: 0, offsetY: 0, spread: "calc({button.borderWidth} * 3)", inset: true, color: "#FFFFFF"}]

            """)
        let button = try Resolver.resolve(ButtonSpec(system: ButtonSystem(registering: file), style: "primary"))
        XCTAssertEqual(button.shadows.map { [$0.x, $0.y, $0.blur, $0.spread] }, [[0, 1, 3, 0], [0, 0, 0, 3]])
        XCTAssertEqual(button.shadows.map(\.color.hexString), ["#10182880", "#FFFFFF"])
        XCTAssertEqual(button.shadows.map(\.inset), [false, true])
        // The layout puts the outer shadow under the fill and the inset one over it, in CSS's order.
        let layout = try ButtonRenderer().layout(ButtonSpec(system: ButtonSystem(registering: file), style: "primary"))
        let kinds = layout.marks.compactMap(\.background).map { mark -> String in
            switch mark {
            case .shadow: return "shadow"
            case .container: return "container"
            case .insetShadow: return "inset"
            case .stateLayer: return "state"
            default: return "other"
            }
        }
        XCTAssertEqual(kinds, ["shadow", "container", "inset", "state"])
        // The inset shadow takes no room outside the box: the canvas grows for the outer one only.
        let outerOnly = try acme(slots: "  shadows: {offsetX: 0, offsetY: 0, spread: 3, inset: true, color: \"#FFFFFF\"}\n")
        let insetLayout = try ButtonRenderer().layout(ButtonSpec(system: ButtonSystem(registering: outerOnly), style: "primary"))
        XCTAssertEqual(insetLayout.container.rect.minX, 0, "an inset shadow needs no canvas around the box")
    }

    func testShadowsThatCannotBeDrawnAreErrorsAtTheirLineAndColumn() throws {
        let cases: [(String, String)] = [
            ("  shadows: {offsetX: 0, offsetY: 1}\n", "'color'"),
            ("  shadows: {offsetX: 0, offsetY: 1, blur: -2, color: \"#000000\"}\n", "-2"),
            ("  shadows: {offsetX: 0, offsetY: 1, x: 2, color: \"#000000\"}\n", "'x'"),
            ("  shadows: {offsetX: 0, offsetY: 1, inset: yes please, color: \"#000000\"}\n", "inset"),
            ("  shadows: [\"{shadow.none}\", {offsetX: 0, offsetY: 1, color: \"#000000\"}]\n", "a list of shadows holds only shadows"),
            ("  shadows: {offsetX: 0, offsetY: \"{button.nothing}\", color: \"#000000\"}\n", "button.nothing"),
        ]
        for (line, words) in cases {
            let file = try acme(slots: line)
            XCTAssertThrowsError(try ButtonRenderer().layout(ButtonSpec(system: ButtonSystem(registering: file), style: "primary")), line) { error in
                let text = "\(error)"
                XCTAssertTrue(text.contains(words), "\(line): \(text)")
                XCTAssertTrue(text.contains("acme.system.yaml:32:"), "\(line): located at its line: \(text)")
            }
        }
    }

    func testAShadowListIsBounded() throws {
        let shadow = "{offsetX: 0, offsetY: 1, color: \"#00000010\"}"
        let sixteen = try acme(slots: "  shadows: [" + Array(repeating: shadow, count: 16).joined(separator: ", ") + "]\n")
        XCTAssertEqual(try Resolver.resolve(ButtonSpec(system: ButtonSystem(registering: sixteen), style: "primary")).shadows.count, 16)
        let seventeen = try acme(slots: "  shadows: [" + Array(repeating: shadow, count: 17).joined(separator: ", ") + "]\n")
        XCTAssertThrowsError(try SystemFileReader.read(file: seventeen)) { error in
            XCTAssertTrue("\(error)".contains("a list of shadows holds 17; at most 16") && "\(error)".contains("acme.system.yaml:32:"), "\(error)")
        }
    }

    func testAnInsetBandIsPaintedInsideTheBorderOverTheFillAndUnderTheOutline() throws {
        // Primer's focused primary button: a 1pt border, an inset 3pt band, a 2pt outline at -2pt.
        let file = try acme(slots: """
              border: {width: 1, color: "#000000"}
              shadows: {offsetX: 0, offsetY: 0, spread: 3, inset: true, color: "#FF0000"}
              focusRing: {width: 2, gap: -2, color: "#00FF00"}

            """, states: "  focus: focused\n")
        let renderer = try ButtonRenderer()
        let layout = try renderer.layout(ButtonSpec(system: ButtonSystem(registering: file), style: "primary", state: .focused))
        let image = try renderer.pixels(layout, scale: 2)
        let box = layout.container.rect
        let y = Int(box.midY * 2)
        let left = Int((box.minX * 2).rounded())
        // Device pixels from the left edge: 0-3 the outline (over the border and the band), 4-7
        // the band the outline leaves, then the fill.
        for x in 0..<4 { XCTAssertEqual(pixel(image, left + x, y), [0, 255, 0, 255], "outline at \(x)") }
        for x in 4..<8 { XCTAssertEqual(pixel(image, left + x, y), [255, 0, 0, 255], "band at \(x)") }
        XCTAssertEqual(pixel(image, left + 9, y), [0x20, 0x5F, 0xDB, 255], "the fill inside the band")
        // Without the outline, the 1pt border shows outside the band: the band is inside the padding box.
        let bare = try acme(slots: """
              border: {width: 1, color: "#000000"}
              shadows: {offsetX: 0, offsetY: 0, spread: 3, inset: true, color: "#FF0000"}

            """)
        let plain = try renderer.pixels(try renderer.layout(ButtonSpec(system: ButtonSystem(registering: bare), style: "primary")), scale: 2)
        for x in 0..<2 { XCTAssertEqual(pixel(plain, left + x, y), [0, 0, 0, 255], "border at \(x)") }
        for x in 2..<8 { XCTAssertEqual(pixel(plain, left + x, y), [255, 0, 0, 255], "band at \(x)") }
    }

    func testAnInsetShadowOffsetDownIsALineAtTheTopAndABlurredOneFadesInward() throws {
        let renderer = try ButtonRenderer()
        // Primer's pressed primary button: inset 0 1px 0, a line along the top inside the box.
        let line = try acme(slots: "  shadows: {offsetX: 0, offsetY: 1, inset: true, color: \"#000000\"}\n")
        let layout = try renderer.layout(ButtonSpec(system: ButtonSystem(registering: line), style: "primary"))
        let image = try renderer.pixels(layout, scale: 2)
        let x = Int(layout.container.rect.midX * 2), top = Int((layout.container.rect.minY * 2).rounded())
        XCTAssertEqual(pixel(image, x, top), [0, 0, 0, 255])
        XCTAssertEqual(pixel(image, x, top + 1), [0, 0, 0, 255])
        XCTAssertEqual(pixel(image, x, top + 2), [0x20, 0x5F, 0xDB, 255], "one point of shadow, then the fill")
        XCTAssertEqual(pixel(image, x, Int((layout.container.rect.maxY * 2).rounded()) - 1), [0x20, 0x5F, 0xDB, 255], "nothing at the bottom")
        // Blurred: darkest at the edge, lighter inward, the fill in the middle.
        let soft = try acme(slots: "  shadows: {offsetX: 0, offsetY: 0, blur: 8, inset: true, color: \"#000000\"}\n")
        let softLayout = try renderer.layout(ButtonSpec(system: ButtonSystem(registering: soft), style: "primary"))
        let softImage = try renderer.pixels(softLayout, scale: 2)
        let row = Int(softLayout.container.rect.midY * 2), left = Int((softLayout.container.rect.minX * 2).rounded())
        let blues = (0..<14).map { pixel(softImage, left + $0, row)[2] }
        XCTAssertEqual(blues, blues.sorted(), "lighter inward: \(blues)")
        XCTAssertLessThan(blues[0], 0xDB / 2 + 10, "about half the shadow at the edge: \(blues)")
        XCTAssertEqual(pixel(softImage, Int(softLayout.container.rect.midX * 2), row), [0x20, 0x5F, 0xDB, 255])
        // It takes no room outside the box.
        XCTAssertEqual(softImage.width, Int((softLayout.container.rect.maxX * 2).rounded()))
    }

    func testASpecsInsetShadowIsDrawnInsideTheContainer() throws {
        let spec = try ButtonRenderTests.spec("style: contained\ntitle: IN\nshadows: [{y: 2, color: \"#000000\", inset: true}]")
        let renderer = try ButtonRenderer()
        let layout = try renderer.layout(spec)
        XCTAssertEqual(layout.button.shadows.map(\.inset), [true])
        let image = try renderer.pixels(layout, scale: 2)
        let x = Int(layout.container.rect.midX * 2), top = Int((layout.container.rect.minY * 2).rounded())
        XCTAssertEqual(pixel(image, x, top + 1), [0, 0, 0, 255], "the shadow inside the top edge")
        // Inside the bottom edge, the fill as in the middle of the side padding: nothing there.
        let side = Int((layout.container.rect.minX + 6) * 2)
        XCTAssertEqual(pixel(image, side, Int((layout.container.rect.maxY * 2).rounded()) - 2), pixel(image, side, Int(layout.container.rect.midY * 2)))
        XCTAssertEqual(image.height, Int((layout.container.rect.maxY * 2).rounded()), "no room below the container for an inset shadow")
    }

    func testAnOpaqueRoundedBorderKeepsTheFillAwayFromItsEdge() throws {
        let renderer = try ButtonRenderer()
        /// The snapped layout's fill and the outer edge of its border.
        func painted(_ border: String) throws -> (fill: Rect?, edge: Rect?) {
            let file = try acme(slots: "  border: \(border)\n")
            let layout = try renderer.layout(ButtonSpec(system: ButtonSystem(registering: file), style: "primary"))
            let marks = layout.pixelSnapped(scale: 2).marks.compactMap(\.background)
            let fill = marks.compactMap { mark -> Rect? in if case .container(let shape, _) = mark { return shape.rect } else { return nil } }.first
            let edge = marks.compactMap { mark -> Rect? in if case .stroke(let stroke) = mark { return stroke.outer.rect } else { return nil } }.first
            return (fill, edge)
        }
        let opaque = try painted("{width: 1, color: \"#000000\"}")
        XCTAssertEqual(opaque.fill, try XCTUnwrap(opaque.edge).outset(by: -0.5), "one device pixel smaller under an opaque border")
        let clear = try painted("{width: 1, color: {color: \"#000000\", opacity: 0.5}}")
        XCTAssertEqual(clear.fill, clear.edge, "a translucent border is painted over the whole fill")
    }

    func testASpinnerPictureIsDrawnInTheSpinnersColourOnADevicePixel() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16" fill="none">
              <circle cx="8" cy="8" r="7" stroke="#000000" stroke-opacity="0.25" stroke-width="2"/>
              <path d="M15 8a7 7 0 0 0-7-7" stroke="#000000" stroke-width="2" stroke-linecap="round"/>
            </svg>
            """
        let file = try acme(variants: """
              - when: {state: loading}
                set: {spinner: {size: 16, color: "#FF0000", icon: ring.svg}}

            """, states: "  loading: loading\n")
        try svg.write(toFile: ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent("ring.svg"), atomically: true, encoding: .utf8)
        let renderer = try ButtonRenderer()
        let layout = try renderer.layout(ButtonSpec(system: ButtonSystem(registering: file), style: "secondary", state: .loading, title: "Wait"))
        let spinner = try XCTUnwrap(layout.spinner)
        let snapped = try XCTUnwrap(layout.pixelSnapped(scale: 2).spinner)
        XCTAssertEqual(snapped.frame.minX * 2, (snapped.frame.minX * 2).rounded(), "on a device pixel")
        XCTAssertEqual(snapped.frame.width, 16)
        let image = try renderer.pixels(layout, scale: 2)
        // The ring's left side is the colour at a quarter; its arc, at 3 o'clock, the colour.
        let cy = Int((snapped.frame.midY * 2).rounded(.down))
        let leftRing = pixel(image, Int(snapped.frame.minX * 2) + 2, cy)
        XCTAssertEqual(leftRing[0], 255, "red: \(leftRing)")
        XCTAssertEqual(Double(leftRing[3]), 64, accuracy: 8, "a quarter: \(leftRing)")
        let arc = pixel(image, Int(snapped.frame.maxX * 2) - 3, cy - 1)
        XCTAssertEqual(arc, [255, 0, 0, 255], "the arc")
        // No spokes: the picture replaces them, and the label is hidden.
        XCTAssertNil(layout.label)
        XCTAssertEqual(spinner.frame.width, 16)
        // A picture that is not there is an error at its line.
        let missing = try acme(variants: """
              - when: {state: loading}
                set: {spinner: {size: 16, icon: nowhere.svg}}

            """, states: "  loading: loading\n")
        XCTAssertThrowsError(try SystemFileReader.read(file: missing)) { error in
            XCTAssertTrue("\(error)".contains("no spinner picture at"), "\(error)")
            XCTAssertTrue("\(error)".contains("acme.system.yaml:35:37:"), "\(error)")
        }
    }
}
