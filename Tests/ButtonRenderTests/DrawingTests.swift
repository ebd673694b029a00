@testable import ButtonRender
import Foundation
import XCTest

/// The paint stage, checked on real pixels drawn by Cairo and Pango.
final class DrawingTests: XCTestCase {
    func testContainerFillAndTransparentCorners() throws {
        let (l, p) = try draw(ButtonSpec(style: .contained, title: "Go", cornerRadius: .radii(CornerRadii(all: 10)), elevation: 0))
        let c = l.container.rect
        assertColor(p.at(c.minX + 5, c.midY), RGBAColor(rgb: 0x6200EE))
        XCTAssertEqual(p.at(c.minX + 0.5, c.minY + 0.5).alpha, 0, "outside the rounded corner")
        XCTAssertEqual(p.at(c.maxX - 0.5, c.maxY - 0.5).alpha, 0)
    }

    func testLabelIsDrawnInItsColour() throws {
        let (l, p) = try draw(ButtonSpec(style: .contained, title: "MMMM", elevation: 0), scale: 2)
        let label = try XCTUnwrap(l.label)
        var white = 0
        for i in 0..<Int(label.frame.width * 2) {
            let c = p.at(label.frame.minX + Double(i) / 2, label.frame.midY)
            if c.red > 0.95 && c.green > 0.95 { white += 1 }
        }
        XCTAssertGreaterThan(white, 8, "the label's strokes are white on the purple container")
    }

    func testShadowLiesOutsideATranslucentContainer() throws {
        let fill = RGBAColor(rgb: 0x6200EE, alpha: 0.5)
        let (l, p) = try draw(ButtonSpec(style: .contained, title: "", fill: .literal(fill), elevation: 8))
        let c = l.container.rect
        // Inside: exactly the fill, no shadow showing through.
        assertColor(p.at(c.midX, c.midY), fill, tolerance: 1.0 / 255)
        // Below: the key shadow, darkest a little under the bottom edge.
        let below = p.at(c.midX, c.maxY + 3)
        XCTAssertGreaterThan(below.alpha, 0.15)
        XCTAssertEqual(below.red, 0, accuracy: 0.01)
        // Far away: nothing.
        XCTAssertEqual(p.at(0.5, 0.5).alpha, 0, accuracy: 1.0 / 255)
    }

    func testShadowMatchesAnExactGaussian() throws {
        // One black shadow of a square-cornered 40x20 box, blur 8 (sigma 4): the exact value
        // at a pixel centre is the product of two erf differences.
        let shadow = ShadowSpec(x: 0, y: 0, blur: 8, spread: 0, color: .literal(.black))
        let s = ButtonSpec(style: .text, title: "", width: .points(40), height: 20, cornerRadius: .radii(.zero),
                           shadows: [shadow], canvasPadding: InsetsValue(EdgeInsets(all: 16)))
        let (l, p) = try draw(s)
        let c = l.container.rect, sigma = 4.0
        func phi(_ t: Double) -> Double { 0.5 * (1 + erf(t / 2.0.squareRoot())) }
        var worst = 0.0
        for py in 0..<p.height {
            for px in 0..<p.width {
                let x = Double(px) + 0.5, y = Double(py) + 0.5
                if x > c.minX - 1 && x < c.maxX + 1 && y > c.minY - 1 && y < c.maxY + 1 { continue }
                let exact = (phi((c.maxX - x) / sigma) - phi((c.minX - x) / sigma)) * (phi((c.maxY - y) / sigma) - phi((c.minY - y) / sigma))
                worst = max(worst, abs(Double(p.bytes(px: px, py: py)[3]) - exact * 255))
            }
        }
        XCTAssertLessThanOrEqual(worst, 2.0, "largest difference from the exact Gaussian, in 1/255")
    }

    func testBoundedRippleIsClippedAndUnboundedIsNot() throws {
        let ink = ColorValue.literal(RGBAColor(rgb: 0xFF0000))
        let bounded = ButtonSpec(style: .text, title: "", ripple: RippleSpec(x: 0, y: 18, radius: 14, color: ink, bounded: true),
                                 canvasPadding: InsetsValue(EdgeInsets(all: 20)))
        let (l, p) = try draw(bounded)
        let c = l.container.rect
        assertColor(p.at(c.minX + 3, c.midY), RGBAColor(rgb: 0xFF0000))
        XCTAssertEqual(p.at(c.minX - 5, c.midY).alpha, 0, "clipped at the container's edge")
        var unbounded = bounded
        unbounded.ripple?.bounded = false
        let (l2, p2) = try draw(unbounded)
        assertColor(p2.at(l2.container.rect.minX - 5, l2.container.rect.midY), RGBAColor(rgb: 0xFF0000))
    }

    func testStrokeAlignmentOnPixels() throws {
        let red = ColorValue.literal(RGBAColor(rgb: 0xFF0000))
        func strokeColumn(_ alignment: StrokeAlignment) throws -> (inside: Double, outside: Double) {
            let s = ButtonSpec(style: .text, title: "", fill: .literal(.white), stroke: StrokeSpec(width: 2, color: red, alignment: alignment),
                               canvasPadding: InsetsValue(EdgeInsets(all: 4)))
            let (l, p) = try draw(s, scale: 2)
            let c = l.container.rect
            return (p.at(c.minX + 1, c.midY).green, p.at(c.minX - 1, c.midY).alpha)
        }
        let inside = try strokeColumn(.inside)
        XCTAssertEqual(inside.inside, 0, accuracy: 0.01, "red just inside the edge")
        XCTAssertEqual(inside.outside, 0, "nothing outside")
        let outside = try strokeColumn(.outside)
        XCTAssertEqual(outside.inside, 1, accuracy: 0.01, "white just inside the edge")
        XCTAssertEqual(outside.outside, 1, accuracy: 0.01, "red outside")
    }

    func testStateLayerTintsTheContainer() throws {
        let (l, p) = try draw(ButtonSpec(style: .text, state: .focused, title: "", background: .literal(.white)))
        // primary at 12% over white.
        assertColor(p.at(l.container.rect.midX, l.container.rect.midY),
                    RGBAColor(rgb: 0x6200EE, alpha: 0.12).composited(over: .white))
    }

    func testPressedContainedIsTheInkOverPrimaryOnly() throws {
        // White ink at 32% over #6200EE, no state layer: 0.32 x 255 + 0.68 x (98, 0, 238)
        // = (148.24, 81.6, 243.44), the ink-only figure (148, 81, 243); with the old 24% layer
        // under it the container measured (174, 123, 246).
        let (l, p) = try draw(ButtonSpec(style: .contained, state: .highlighted, title: "", elevation: 0), scale: 2)
        let c = l.container.rect
        let ink = RGBAColor(red: 148.24 / 255, green: 81.6 / 255, blue: 243.44 / 255, alpha: 1)
        for point in [(c.midX, c.midY), (c.minX + 3, c.minY + 3), (c.maxX - 3, c.maxY - 3), (c.minX + 1, c.midY)] {
            assertColor(p.at(point.0, point.1), ink, "settled ink everywhere in the container at \(point)")
        }
        XCTAssertEqual(p.at(c.minX + 0.25, c.minY + 0.25).alpha, 0, accuracy: 0.3, "the ink is bounded to the rounded shape")
    }

    func testPNGIsRGBA8WithoutTimestampsAndDeterministic() throws {
        let s = ButtonSpec(name: "det", style: .contained, title: "Add to cart", icon: "shopping_cart",
                           ripple: RippleSpec(x: 20, y: 10, progress: 0.5))
        let a = try sharedRenderer.render(s, format: .png, scale: 2)
        let b = try sharedRenderer.render(s, format: .png, scale: 2)
        XCTAssertEqual(a.bytes, b.bytes)
        XCTAssertEqual(a.fileName, "det@2x.png")
        XCTAssertEqual(Array(a.bytes[0..<8]), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(Array(a.bytes[24..<26]), [8, 6], "8-bit RGBA")
        var chunks: [String] = []
        var i = 8
        while i + 8 <= a.bytes.count {
            let n = Int(a.bytes[i]) << 24 | Int(a.bytes[i + 1]) << 16 | Int(a.bytes[i + 2]) << 8 | Int(a.bytes[i + 3])
            chunks.append(String(decoding: a.bytes[(i + 4)..<(i + 8)], as: UTF8.self))
            i += 12 + n
        }
        XCTAssertEqual(chunks.filter { $0 != "IDAT" }, ["IHDR", "IEND"])
        let at1 = try sharedRenderer.render(s, format: .png, scale: 1)
        XCTAssertEqual(at1.pixelWidth * 2, a.pixelWidth)
    }

    func testSameBytesInAnotherProcess() throws {
        // A fresh renderer (new font map, new caches) gives the same bytes.
        let s = ButtonSpec(style: .outlined, title: "Other process", icon: "favorite", appearance: .dark)
        let first = try sharedRenderer.render(s, format: .png, scale: 3).bytes
        let second = try ButtonRenderer().render(s, format: .png, scale: 3).bytes
        XCTAssertEqual(first, second)
    }

    func testSVGIsDeterministicAndReadableByRsvg() throws {
        let s = ButtonSpec(name: "vector", style: .contained, title: "Vector", icon: "add")
        let a = try sharedRenderer.render(s, format: .svg, scale: 1)
        let b = try sharedRenderer.render(s, format: .svg, scale: 1)
        XCTAssertEqual(a.bytes, b.bytes, "ids are renumbered, so repeated renders match")
        let text = String(decoding: a.bytes, as: UTF8.self)
        XCTAssertTrue(text.contains("<svg"))
        XCTAssertTrue(text.contains("<path"), "text is drawn as glyph outlines")
        XCTAssertTrue(text.contains("width=\"\(a.pixelWidth)px\""))

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("svgcheck-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("v.svg"), png = dir.appendingPathComponent("v.png")
        try Data(a.bytes).write(to: svg)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = [svg.path, "-o", png.path]
        let run = try ChildProcessDeadline.run(process, deadline: 60)
        XCTAssertEqual(run.status, 0, "rsvg-convert (Debian librsvg2-bin) reads the SVG")
        XCTAssertGreaterThan((try? Data(contentsOf: png).count) ?? 0, 100)
    }

    func testCanvasLimitsAreCheckedBeforeAllocating() {
        let huge = ButtonSpec(width: .fill, containerWidth: 16000, height: 16000, scale: 2)
        XCTAssertThrowsError(try sharedRenderer.render(huge, format: .png)) { error in
            XCTAssertTrue("\(error)".contains("too large"), "\(error)")
        }
    }

    func testMissingFontIsAnErrorNamingIt() {
        let fonts = [FontFile(family: "Roboto", path: "/nonexistent/Roboto-Medium.ttf", package: "fonts-roboto-unhinted")]
        XCTAssertThrowsError(try FontRegistry(fonts: fonts)) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/Roboto-Medium.ttf"))
            XCTAssertTrue("\(error)".contains("fonts-roboto-unhinted"))
        }
    }
}
