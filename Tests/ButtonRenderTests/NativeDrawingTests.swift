@testable import ButtonRender
@testable import ButtonRenderModel
@testable import ButtonRenderNative
@testable import ButtonRenderPipeline
@testable import ButtonRenderSnapshot
import Foundation
import XCTest

/// The UIKit glyphs, the activity indicator and file icons, checked on real pixels drawn by
/// Cairo and librsvg (and, for SVG canvases, read back by rsvg-convert).
final class NativeDrawingTests: XCTestCase {
    private let blue = RGBAColor(rgb: 0x007AFF)
    private let red = RGBAColor(rgb: 0xFF0000)
    private let closeGlyph = RGBAColor(rgb: 0x3C3C43)
    private let closeBackground = RGBAColor(rgb: 0x787880, alpha: 0.2)
    /// The glyph square used by most tests: 22 pt, centred on a 40 pt canvas.
    private let glyphRect = Rect(x: 9, y: 9, width: 22, height: 22)
    private var directory: URL!

    override func setUp() {
        super.setUp()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("native-drawing-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        ImageIcon.removeAllFromCache()
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
        super.tearDown()
    }

    // MARK: - System glyphs

    func testGlyphsDrawOnlyInsideTheirRect() throws {
        for glyph in SystemGlyph.allCases {
            for scale in [1.0, 2.0, 3.0] {
                let p = try pixels(scale: scale) { $0.draw(glyph, in: self.glyphRect, color: self.blue, background: self.closeBackground) }
                var inside = 0
                for py in 0..<p.height {
                    for px in 0..<p.width {
                        let alpha = p.bytes(px: px, py: py)[3]
                        let x = (Double(px) + 0.5) / scale, y = (Double(py) + 0.5) / scale
                        let isInside = x > glyphRect.minX && x < glyphRect.maxX && y > glyphRect.minY && y < glyphRect.maxY
                        if isInside {
                            if alpha > 0 { inside += 1 }
                        } else {
                            XCTAssertEqual(alpha, 0, "\(glyph) @\(scale)x draws outside its rect at pixel (\(px), \(py))")
                        }
                    }
                }
                XCTAssertGreaterThan(inside, Int(30 * scale * scale), "\(glyph) @\(scale)x draws something")
            }
        }
    }

    func testOutlinedGlyphsHaveTheirColourOnTheCircle() throws {
        for glyph in [SystemGlyph.info, .detailDisclosure, .contactAdd] {
            let p = try pixels(scale: 2) { $0.draw(glyph, in: self.glyphRect, color: self.blue) }
            // The outline is 2 pt wide at 22 pt; sample its middle at the four compass points.
            assertColor(p.at(20, 10), blue, "\(glyph): top of the circle")
            assertColor(p.at(20, 30), blue, "\(glyph): bottom of the circle")
            assertColor(p.at(10, 20), blue, "\(glyph): left of the circle")
            assertColor(p.at(30, 20), blue, "\(glyph): right of the circle")
            // Between the outline and the symbol: nothing.
            XCTAssertEqual(p.at(13.5, 20).alpha, 0, "\(glyph): inside the circle")
        }
    }

    func testInfoHasAStemAndADotInTheCentre() throws {
        for glyph in [SystemGlyph.info, .detailDisclosure] {
            let p = try pixels(scale: 2) { $0.draw(glyph, in: self.glyphRect, color: self.blue) }
            assertColor(p.at(20, 21), blue, "\(glyph): stem at the centre")
            assertColor(p.at(20, 25), blue, "\(glyph): stem below the centre")
            assertColor(p.at(20, 15.4), blue, "\(glyph): dot above the stem")
            XCTAssertEqual(p.at(20, 17.3).alpha, 0, "\(glyph): a gap between the dot and the stem")
            XCTAssertEqual(p.at(17.5, 21).alpha, 0, "\(glyph): left of the stem")
            XCTAssertEqual(p.at(22.5, 21).alpha, 0, "\(glyph): right of the stem")
        }
    }

    func testContactAddHasAPlus() throws {
        let p = try pixels(scale: 2) { $0.draw(.contactAdd, in: self.glyphRect, color: self.blue) }
        for (x, y) in [(20.0, 20.0), (15.5, 20.0), (24.5, 20.0), (20.0, 15.5), (20.0, 24.5)] {
            assertColor(p.at(x, y), blue, "the plus at (\(x), \(y))")
        }
        XCTAssertEqual(p.at(16, 16).alpha, 0, "between the arms")
    }

    func testGlyphsAreLeftRightSymmetric() throws {
        // Even and odd pixel sides, so the centre falls on a pixel edge and on a pixel centre.
        let odd = Rect(x: 10, y: 10, width: 21, height: 21), oddCanvas = Size(width: 41, height: 41)
        let forty = Size(width: 40, height: 40)
        for (rect, canvas, scale) in [(glyphRect, forty, 2.0), (glyphRect, forty, 1.0), (glyphRect, forty, 3.0),
                                      (odd, oddCanvas, 1.0), (odd, oddCanvas, 3.0)] {
            for glyph in SystemGlyph.allCases {
                let p = try pixels(scale: scale, size: canvas) { $0.draw(glyph, in: rect, color: self.closeGlyph, background: self.closeBackground) }
                var worst = 0
                for py in 0..<p.height {
                    for px in 0..<p.width {
                        let a = p.bytes(px: px, py: py), b = p.bytes(px: p.width - 1 - px, py: py)
                        for c in 0..<4 { worst = max(worst, abs(Int(a[c]) - Int(b[c]))) }
                    }
                }
                XCTAssertLessThanOrEqual(worst, 1, "\(glyph) in \(rect) @\(scale)x mirrored differs by \(worst) levels")
            }
        }
    }

    func testStraightEdgesFallOnPixelBoundaries() throws {
        for scale in [1.0, 2.0, 3.0] {
            let plus = try pixels(scale: scale) { $0.draw(.contactAdd, in: self.glyphRect, color: self.blue) }
            let info = try pixels(scale: scale) { $0.draw(.info, in: self.glyphRect, color: self.blue) }
            // A column through the plus's right arm, and a row through the "i"'s stem, both
            // clear of the circle: every pixel fully in or fully out.
            let column = Int((20 + 0.15 * 22) * scale), row = Int((20 + 0.1 * 22) * scale)
            var levels = Set<UInt8>()
            for y in Int((20 - 0.3 * 22) * scale)..<Int((20 + 0.3 * 22) * scale) { levels.insert(plus.bytes(px: column, py: y)[3]) }
            XCTAssertEqual(levels, [0, 255], "plus @\(scale)x: the bar's edges are crisp")
            levels = []
            for x in Int((20 - 0.3 * 22) * scale)..<Int((20 + 0.3 * 22) * scale) { levels.insert(info.bytes(px: x, py: row)[3]) }
            XCTAssertEqual(levels, [0, 255], "info @\(scale)x: the stem's edges are crisp")
        }
    }

    func testCloseHasItsBackgroundAroundTheCross() throws {
        let p = try pixels(scale: 2) { $0.draw(.close, in: self.glyphRect, color: self.closeGlyph, background: self.closeBackground) }
        // Between the cross (reaching 0.18 of the side from the centre) and the circle's edge.
        for (x, y) in [(28.5, 20.0), (11.5, 20.0), (20.0, 11.5), (20.0, 28.5), (26.0, 26.0)] {
            assertColor(p.at(x, y), closeBackground, tolerance: 4.0 / 255, "background at (\(x), \(y))")
        }
        assertColor(p.at(20, 20), closeGlyph, "the cross's centre")
        assertColor(p.at(17.5, 17.5), closeGlyph, "the cross's arm")
        assertColor(p.at(22.5, 17.5), closeGlyph, "the cross's other arm")
        XCTAssertEqual(p.at(9.6, 9.6).alpha, 0, "outside the disc, in the rect's corner")
        // Without a background only the cross is drawn.
        let bare = try pixels(scale: 2) { $0.draw(.close, in: self.glyphRect, color: self.closeGlyph) }
        XCTAssertEqual(bare.at(28.5, 20).alpha, 0)
        assertColor(bare.at(20, 20), closeGlyph)
    }

    func testGlyphFillsTheLargestCentredSquare() throws {
        // A wide rect: the glyph is the 20x20 square in its middle.
        let p = try pixels(scale: 1) { $0.draw(.contactAdd, in: Rect(x: 0, y: 10, width: 40, height: 20), color: self.blue) }
        assertColor(p.at(20, 11), blue, "top of the circle")
        assertColor(p.at(11, 20), blue, "left of the circle")
        assertColor(p.at(28, 20), blue, "right of the circle")
        XCTAssertEqual(p.at(5, 20).alpha, 0, "left of the square")
        XCTAssertEqual(p.at(35, 20).alpha, 0, "right of the square")
    }

    // MARK: - Activity indicator

    /// The peak alpha of each spoke of an indicator drawn in a 20 pt square at (10, 10) @2x,
    /// turned `step` spokes, counter-clockwise from the one at 12 o'clock.
    func spokeAlphas(step: Int = 0) throws -> (spokes: [Double], pixels: Pixels) {
        let rect = Rect(x: 10, y: 10, width: 20, height: 20)
        let p = try pixels(scale: 2) { $0.drawActivityIndicator(in: rect, color: self.blue, step: step) }
        // Sample a circle through the middle of the spokes, starting just counter-clockwise of
        // 12 o'clock's neighbour gap and going counter-clockwise.
        let radius = 0.36 * 20, samples = 1440
        var spokes: [Double] = []   // peak alpha of each run of painted samples
        var inSpoke = false
        let start = -Double.pi / 2 + Double.pi / 8   // the gap clockwise of 12 o'clock
        for i in 0..<samples {
            let angle = start - 2 * Double.pi * Double(i) / Double(samples)
            let c = p.at(20 + radius * cos(angle), 20 + radius * sin(angle))
            if c.alpha > 0.05 {
                if !inSpoke { spokes.append(0); inSpoke = true }
                spokes[spokes.count - 1] = max(spokes[spokes.count - 1], c.alpha)
                if c.alpha > 0.2 { assertColor(c.withAlpha(1), blue, tolerance: 4.0 / 255, "the spokes' colour") }
            } else {
                inSpoke = false
            }
        }
        return (spokes, p)
    }

    func testActivityIndicatorHasEightSpokesFadingCounterClockwise() throws {
        let (spokes, p) = try spokeAlphas()
        XCTAssertEqual(spokes.count, 8, "eight separated spokes: \(spokes)")
        guard spokes.count == 8 else { return }
        XCTAssertEqual(spokes[0], 1, accuracy: 1.0 / 255, "the spoke at 12 o'clock is opaque")
        XCTAssertEqual(spokes[7], 0.25, accuracy: 1.5 / 255, "the last spoke")
        for k in 0..<8 {
            XCTAssertEqual(spokes[k], Canvas.activityIndicatorOpacity(ofSpoke: k), accuracy: 1.5 / 255, "spoke \(k)")
            if k > 0 { XCTAssertLessThan(spokes[k], spokes[k - 1], "alpha decreases counter-clockwise") }
        }
        // Spokes start 0.22 of the side from the centre: the middle is empty.
        XCTAssertEqual(p.at(20, 20).alpha, 0)
        XCTAssertEqual(p.at(20, 16).alpha, 0)
        assertColor(p.at(20, 12), blue, "the top spoke near its outer end")
    }

    func testActivityIndicatorStepsTurnTheWheelClockwise() throws {
        let still = try spokeAlphas()
        for step in [1, 3, 7, 8, -1] {
            let (spokes, _) = try spokeAlphas(step: step)
            XCTAssertEqual(spokes.count, 8, "step \(step)")
            guard spokes.count == 8 else { continue }
            // Turned clockwise by `step` spokes: the leading spoke sits `step` spokes clockwise of
            // 12 o'clock, i.e. at counter-clockwise index (8 - step) mod 8.
            let lead = ((-step % 8) + 8) % 8
            for k in 0..<8 {
                XCTAssertEqual(spokes[k], Canvas.activityIndicatorOpacity(ofSpoke: (k - lead + 8) % 8), accuracy: 1.5 / 255,
                               "step \(step), spoke \(k)")
            }
        }
        XCTAssertEqual(try spokeAlphas(step: 8).pixels.rgba, still.pixels.rgba, "a whole turn is the still frame again")
    }

    func testActivityIndicatorStaysInsideItsRectAndIsAStillFrame() throws {
        let rect = Rect(x: 10, y: 10, width: 20, height: 20)
        for scale in [1.0, 2.0, 3.0] {
            let p = try pixels(scale: scale) { $0.drawActivityIndicator(in: rect, color: self.blue) }
            for py in 0..<p.height {
                for px in 0..<p.width {
                    let x = (Double(px) + 0.5) / scale, y = (Double(py) + 0.5) / scale
                    if x < rect.minX || x > rect.maxX || y < rect.minY || y > rect.maxY {
                        XCTAssertEqual(p.bytes(px: px, py: py)[3], 0, "@\(scale)x outside at (\(px), \(py))")
                    }
                }
            }
            let again = try pixels(scale: scale) { $0.drawActivityIndicator(in: rect, color: self.blue) }
            XCTAssertEqual(p.rgba, again.rgba, "the same frame every time")
        }
    }

    // MARK: - SVG icons

    /// A red 20x20 square with an 8x8 transparent hole in its middle.
    private var squareWithHole: String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20">
          <path fill="#FF0000" fill-rule="evenodd" d="M0 0H20V20H0Z M6 6V14H14V6Z"/>
        </svg>
        """
    }

    func testSVGIconUntintedKeepsItsColours() throws {
        let icon = try ImageIcon.load(path: write("square.svg", squareWithHole))
        XCTAssertEqual(icon.intrinsicSize, Size(width: 20, height: 20))
        let p = try pixels(scale: 1) { $0.draw(icon, in: Rect(x: 0, y: 0, width: 40, height: 40), tint: nil) }
        assertColor(p.at(5, 5), red, "the square, scaled 2x")
        assertColor(p.at(35, 35), red)
        XCTAssertEqual(p.at(20, 20).alpha, 0, "the hole")
        XCTAssertEqual(p.at(13, 20).alpha, 0, "the hole's left part (12...28 after scaling)")
        assertColor(p.at(11, 20), red, "just left of the hole")
    }

    func testSVGIconTintedTakesTheTintAndKeepsItsAlpha() throws {
        let icon = try ImageIcon.load(path: write("square.svg", squareWithHole))
        let p = try pixels(scale: 2) { $0.draw(icon, in: Rect(x: 0, y: 0, width: 40, height: 40), tint: self.blue) }
        assertColor(p.at(5, 5), blue, "the square in the tint colour")
        XCTAssertEqual(p.at(20, 20).alpha, 0, "the hole stays transparent")
        // Alpha from the SVG: a half-transparent shape gives half the tint.
        let half = try ImageIcon.load(path: write("half.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#00FF00" fill-opacity="0.5"/></svg>
            """))
        let q = try pixels(scale: 1) { $0.draw(half, in: Rect(x: 0, y: 0, width: 40, height: 40), tint: self.blue) }
        assertColor(q.at(20, 20), blue.withAlpha(0.5), tolerance: 2.0 / 255, "tint with the SVG's alpha")
        // A translucent tint multiplies the icon's alpha.
        let r = try pixels(scale: 1) { $0.draw(icon, in: Rect(x: 0, y: 0, width: 40, height: 40), tint: self.blue.withAlpha(0.5)) }
        assertColor(r.at(5, 5), blue.withAlpha(0.5), tolerance: 2.0 / 255)
    }

    func testSVGIconKeepsItsAspectRatioCentred() throws {
        let wide = try ImageIcon.load(path: write("wide.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="20" height="10" fill="#FF0000"/></svg>
            """))
        XCTAssertEqual(wide.intrinsicSize, Size(width: 20, height: 10), "the viewBox gives the size")
        let p = try pixels(scale: 1) { $0.draw(wide, in: Rect(x: 0, y: 0, width: 40, height: 40), tint: nil) }
        // 20x10 fitted into 40x40: 40x20, from y = 10 to 30.
        XCTAssertEqual(p.at(20, 9.5).alpha, 0, "above")
        assertColor(p.at(20, 10.5), red, "top edge")
        assertColor(p.at(0.5, 20), red, "full width")
        assertColor(p.at(39.5, 20), red, "full width")
        assertColor(p.at(20, 29.5), red, "bottom edge")
        XCTAssertEqual(p.at(20, 30.5).alpha, 0, "below")
        // A tall rect: centred horizontally.
        let q = try pixels(scale: 1) { $0.draw(wide, in: Rect(x: 10, y: 0, width: 20, height: 40), tint: nil) }
        assertColor(q.at(20, 15.5), red, "20x10 in 20x40: y 15...25")
        XCTAssertEqual(q.at(20, 14.5).alpha, 0)
        XCTAssertEqual(q.at(20, 25.5).alpha, 0)
    }

    func testSVGIconSizeFromWidthAndHeightOverTheViewBox() throws {
        let icon = try ImageIcon.load(path: write("sized.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="12" viewBox="0 0 48 24"><rect width="48" height="24" fill="red"/></svg>
            """))
        XCTAssertEqual(icon.intrinsicSize, Size(width: 24, height: 12))
        XCTAssertEqual(icon.format, .svg)
    }

    // MARK: - PNG icons

    /// An 8x4 PNG: the left half opaque red, the right half green at alpha 128.
    private func writeTwoColourPNG(_ name: String) throws -> String {
        var rgba = [UInt8]()
        for _ in 0..<4 {
            for x in 0..<8 { rgba += x < 4 ? [255, 0, 0, 255] : [0, 255, 0, 128] }
        }
        let path = directory.appendingPathComponent(name).path
        try Data(PNGEncoder.encode(rgba: rgba, width: 8, height: 4)).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testPNGIconUntintedIsScaledToFit() throws {
        let icon = try ImageIcon.load(path: writeTwoColourPNG("two.png"))
        XCTAssertEqual(icon.intrinsicSize, Size(width: 8, height: 4))
        XCTAssertEqual(icon.format, .png)
        // 8x4 into 32x32 at @2x: scaled 4x to 32x16, centred from y = 8 to 24.
        let p = try pixels(scale: 2) { $0.draw(icon, in: Rect(x: 4, y: 4, width: 32, height: 32), tint: nil) }
        assertColor(p.at(6, 20), red, "the red half")
        assertColor(p.at(4.2, 20), red, "the left edge stays sharp")
        assertColor(p.at(34, 20), RGBAColor(red: 0, green: 1, blue: 0, alpha: 128.0 / 255), "the translucent green half")
        XCTAssertGreaterThan(p.at(10, 12.2).alpha, 0.99, "the top edge stays sharp")
        XCTAssertEqual(p.at(10, 11.8).alpha, 0, "above the image")
        XCTAssertEqual(p.at(10, 28.2).alpha, 0, "below the image")
        XCTAssertEqual(p.at(3.8, 20).alpha, 0, "left of the rect")
    }

    func testPNGIconTinted() throws {
        let icon = try ImageIcon.load(path: writeTwoColourPNG("two.png"))
        let p = try pixels(scale: 1) { $0.draw(icon, in: Rect(x: 4, y: 4, width: 32, height: 32), tint: self.blue) }
        assertColor(p.at(8, 20), blue, "opaque red becomes the tint")
        assertColor(p.at(32, 20), blue.withAlpha(128.0 / 255), tolerance: 2.0 / 255, "alpha 128 stays 128")
        XCTAssertEqual(p.at(20, 6).alpha, 0)
    }

    // MARK: - Errors

    func testMissingFile() {
        let path = directory.appendingPathComponent("x.svg").path
        assertIconError(path, .notFound, "icon file '\(path)' not found")
    }

    func testDirectory() throws {
        let path = directory.appendingPathComponent("folder.svg").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        assertIconError(path, .isDirectory, "icon file '\(path)' is a directory")
    }

    func testUnreadableFile() throws {
        // Reading /proc/self/mem at offset 0 fails with an I/O error even for root.
        let path = directory.appendingPathComponent("memory.svg").path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/proc/self/mem")
        assertIconError(path, .unreadable, "icon file '\(path)' cannot be read")
        if geteuid() != 0 {
            let locked = try write("locked.png", "x")
            chmod(locked, 0)
            assertIconError(locked, .unreadable, "icon file '\(locked)' cannot be read: Permission denied")
        }
    }

    func testUnsupportedExtension() throws {
        let gif = try write("icon.gif", "GIF89a")
        assertIconError(gif, .unsupportedType, "icon file '\(gif)' has the unsupported extension '.gif'; supported: svg, png")
        let bare = try write("icon", "x")
        assertIconError(bare, .unsupportedType, "icon file '\(bare)' has no file extension; supported: svg, png")
        // Extensions are matched in any case.
        XCTAssertNoThrow(try ImageIcon.load(path: write("upper.SVG", squareWithHole)))
    }

    func testBrokenSVG() throws {
        let path = try write("broken.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect></svg")
        let message = assertIconError(path, .brokenSVG, "icon file '\(path)' is not a valid SVG: ")
        XCTAssertGreaterThan(message.count, "icon file '\(path)' is not a valid SVG: ".count + 5, "librsvg's message follows: \(message)")
        let empty = try write("empty.svg", "")
        assertIconError(empty, .brokenSVG, "icon file '\(empty)' is not a valid SVG: the file is empty")
        let text = try write("text.svg", "hello")
        assertIconError(text, .brokenSVG, "icon file '\(text)' is not a valid SVG: ")
    }

    func testBrokenPNG() throws {
        let path = try write("broken.png", "not a png at all")
        assertIconError(path, .brokenPNG, "icon file '\(path)' is not a valid PNG: not a PNG file (bad signature)")
        let good = try PNGEncoder.encode(rgba: [UInt8](repeating: 200, count: 4 * 4 * 4), width: 4, height: 4)
        let truncated = directory.appendingPathComponent("truncated.png").path
        try Data(good.prefix(good.count - 20)).write(to: URL(fileURLWithPath: truncated))
        assertIconError(truncated, .brokenPNG, "icon file '\(truncated)' is not a valid PNG: truncated PNG")
    }

    func testZeroSizeImages() throws {
        let svg = try write("zero.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"10\"/>")
        assertIconError(svg, .zeroSize, "icon file '\(svg)' has zero size (0x10)")
        let sizeless = try write("sizeless.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"5\" height=\"5\"/></svg>")
        assertIconError(sizeless, .zeroSize, "icon file '\(sizeless)' has no size")
        let png = directory.appendingPathComponent("zero.png").path
        try Data(pngHeader(width: 0, height: 4)).write(to: URL(fileURLWithPath: png))
        assertIconError(png, .zeroSize, "icon file '\(png)' has zero size (0x4)")
    }

    func testOversizedFilesAndImagesAreRefusedBeforeReading() throws {
        // A sparse file one byte over 8 MiB: refused from its size alone.
        let big = directory.appendingPathComponent("big.svg").path
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: big))
        try handle.truncate(atOffset: UInt64(ImageIcon.maximumFileSize + 1))
        try handle.close()
        assertIconError(big, .fileTooLarge, "icon file '\(big)' is 8388609 bytes; icon files may be at most 8 MiB")
        // A PNG header claiming 5000x5000 pixels and no pixel data: refused from the header,
        // before decoding (a decode would report the missing data instead).
        let huge = directory.appendingPathComponent("huge.png").path
        try Data(pngHeader(width: 5000, height: 5000)).write(to: URL(fileURLWithPath: huge))
        assertIconError(huge, .imageTooLarge, "icon file '\(huge)' is 5000x5000 px; icons may be at most 4096 px a side")
        let wide = try write("wide.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4097\" height=\"10\"/>")
        assertIconError(wide, .imageTooLarge, "icon file '\(wide)' is 4097x10 px")
        XCTAssertNoThrow(try ImageIcon.load(path: write("edge.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4096\" height=\"4096\"/>")))
    }

    // MARK: - Cache

    func testIconsAreCachedByAbsolutePath() throws {
        let path = try write("cached.svg", squareWithHole)
        let first = try ImageIcon.load(path: path)
        XCTAssertTrue(first === (try ImageIcon.load(path: path)))
        // The same file through a relative path with "..": the same icon.
        let roundabout = directory.appendingPathComponent("sub").path + "/../cached.svg"
        XCTAssertTrue(first === (try ImageIcon.load(path: roundabout)))
        XCTAssertEqual(first.path, path)
        // From many threads at once: one shared instance.
        ImageIcon.removeAllFromCache()
        let loaded = LockedSlots<ImageIcon?>(count: 32, initial: nil)
        DispatchQueue.concurrentPerform(iterations: 32) { i in
            loaded.set(i, try? ImageIcon.load(path: path))
        }
        let shared = try XCTUnwrap(loaded.get(0))
        XCTAssertFalse(shared === first, "the cache was emptied")
        XCTAssertTrue(loaded.all.allSatisfy { $0 === shared })
        // Drawing a shared icon from many threads at once.
        let renders = LockedSlots<[UInt8]>(count: 8, initial: [])
        let blue = self.blue
        DispatchQueue.concurrentPerform(iterations: 8) { i in
            let p = try? Self.pixels(scale: 2) { $0.draw(shared, in: Rect(x: 0, y: 0, width: 40, height: 40), tint: blue) }
            renders.set(i, p?.rgba ?? [])
        }
        XCTAssertFalse(renders.get(0).isEmpty)
        XCTAssertTrue(renders.all.allSatisfy { $0 == renders.get(0) })
    }

    /// An icon file edited on disk is read again (the cache keeps each icon with its file's
    /// identity), so `serve` and a long-lived renderer draw the new version; an unchanged file
    /// is still served from the cache.
    func testAnEditedIconIsReadAgain() throws {
        let svg = { (side: Int) in
            "<svg xmlns='http://www.w3.org/2000/svg' width='\(side)' height='\(side)'><rect width='\(side)' height='\(side)' fill='#000'/></svg>"
        }
        let path = try write("edited.svg", svg(24))
        let first = try ImageIcon.load(path: path)
        XCTAssertEqual(first.intrinsicSize, Size(width: 24, height: 24))
        XCTAssertTrue(first === (try ImageIcon.load(path: path)), "unchanged: the cached icon")
        _ = try write("edited.svg", svg(480))
        let edited = try ImageIcon.load(path: path)
        XCTAssertEqual(edited.intrinsicSize, Size(width: 480, height: 480), "the file's new version")
        XCTAssertFalse(edited === first)
        XCTAssertTrue(edited === (try ImageIcon.load(path: path)), "the new version is cached in turn")
    }

    func testFailuresAreNotCached() throws {
        let path = directory.appendingPathComponent("later.svg").path
        assertIconError(path, .notFound, "icon file '\(path)' not found")
        _ = try write("later.svg", squareWithHole)
        XCTAssertNoThrow(try ImageIcon.load(path: path))
    }

    // MARK: - SVG canvases

    func testEverythingDrawsOnAnSVGCanvasThatRsvgConvertReads() throws {
        let svgIcon = try ImageIcon.load(path: write("square.svg", squareWithHole))
        let pngIcon = try ImageIcon.load(path: writeTwoColourPNG("two.png"))
        let canvas = try Canvas(size: Size(width: 200, height: 40), scale: 1, target: .svg)
        for (i, glyph) in SystemGlyph.allCases.enumerated() {
            canvas.draw(glyph, in: Rect(x: Double(i) * 20, y: 0, width: 20, height: 20), color: blue, background: closeBackground)
        }
        canvas.drawActivityIndicator(in: Rect(x: 80, y: 0, width: 20, height: 20), color: blue)
        canvas.draw(svgIcon, in: Rect(x: 100, y: 0, width: 40, height: 40), tint: nil)
        canvas.draw(svgIcon, in: Rect(x: 140, y: 0, width: 40, height: 40), tint: blue)
        canvas.draw(pngIcon, in: Rect(x: 180, y: 0, width: 20, height: 20), tint: nil)
        let svg = try canvas.svgData()
        let image = try rasterize(svg)
        XCTAssertEqual(image.width, 200)
        XCTAssertEqual(image.height, 40)
        func color(_ x: Int, _ y: Int) -> RGBAColor {
            let (r, g, b, a) = image.pixel(x: x, y: y)
            return RGBAColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: Double(a) / 255)
        }
        assertColor(color(10, 1), blue, tolerance: 0.03, "the info glyph's circle")
        assertColor(color(30, 1), blue, tolerance: 0.03, "the detail disclosure glyph's circle")
        assertColor(color(50, 10), blue, tolerance: 3.0 / 255, "the plus of contactAdd")
        assertColor(color(70, 10), blue, tolerance: 3.0 / 255, "the cross of close")
        assertColor(color(76, 10), closeBackground, tolerance: 5.0 / 255, "the disc of close")
        XCTAssertGreaterThan(color(90, 1).alpha, 0.85, "the spinner's top spoke (0.9 of a pixel wide at x = 90)")
        assertColor(color(105, 5), red, tolerance: 3.0 / 255, "the untinted SVG icon")
        XCTAssertEqual(color(120, 20).alpha, 0, "its hole")
        assertColor(color(145, 5), blue, tolerance: 3.0 / 255, "the tinted SVG icon")
        XCTAssertEqual(color(160, 20).alpha, 0, "its hole")
        assertColor(color(182, 10), red, tolerance: 3.0 / 255, "the PNG icon")
    }

    func testSVGIconsStayVectorOnSVGCanvases() throws {
        let icon = try ImageIcon.load(path: write("square.svg", squareWithHole))
        for tint in [nil, blue] {
            let canvas = try Canvas(size: Size(width: 40, height: 40), scale: 2, target: .svg)
            canvas.draw(icon, in: Rect(x: 0, y: 0, width: 40, height: 40), tint: tint)
            let text = String(decoding: try canvas.svgData(), as: UTF8.self)
            XCTAssertTrue(text.contains("<path"), "tint \(String(describing: tint)): the icon is a path")
            XCTAssertFalse(text.contains("<image"), "tint \(String(describing: tint)): no embedded bitmap")
            let image = try rasterize(Array(text.utf8))
            XCTAssertEqual(image.width, 80)
            let (r, g, b, a) = image.pixel(x: 10, y: 10)
            XCTAssertEqual([r, g, b, a], tint == nil ? [255, 0, 0, 255] : [0, 0x7A, 0xFF, 255])
            XCTAssertEqual(image.pixel(x: 40, y: 40).a, 0, "the hole")
        }
    }

    // MARK: - Helpers

    /// Draws on a 40x40 pt image canvas at `scale` and returns its pixels.
    private func pixels(scale: Double, size: Size = Size(width: 40, height: 40), _ body: (Canvas) throws -> Void) throws -> Pixels {
        try Self.pixels(scale: scale, size: size, body)
    }

    /// The same, callable from other threads (it uses nothing of the test case).
    private static func pixels(scale: Double, size: Size = Size(width: 40, height: 40), _ body: (Canvas) throws -> Void) throws -> Pixels {
        let canvas = try Canvas(size: size, scale: scale, target: .image)
        try body(canvas)
        return Pixels(width: canvas.pixelWidth, height: canvas.pixelHeight, rgba: try canvas.rgbaPixels(), scale: scale)
    }

    /// Writes `text` to a file in the test's folder and returns its path.
    private func write(_ name: String, _ text: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The PNG signature and an IHDR chunk for an 8-bit RGBA image of the given size, and
    /// nothing else (enough for the loader's size check, not for decoding).
    private func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8)
            + be(width) + be(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    /// Runs rsvg-convert on an SVG document and decodes its PNG.
    private func rasterize(_ svg: [UInt8]) throws -> DecodedImage {
        try SVGRasterizer.rasterize(svg)
    }

    /// Asserts loading `path` fails with an `IconError` of `kind` whose message starts with
    /// `prefix`; returns the message.
    @discardableResult
    private func assertIconError(_ path: String, _ kind: IconError.Kind, _ prefix: String,
                                 file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try ImageIcon.load(path: path)
            XCTFail("expected \(kind) for \(path)", file: file, line: line)
            return ""
        } catch let error as IconError {
            XCTAssertEqual(error.kind, kind, "\(error)", file: file, line: line)
            XCTAssertEqual(error.path, path, file: file, line: line)
            XCTAssertTrue(error.description.hasPrefix(prefix),
                          "'\(error)' does not start with '\(prefix)'", file: file, line: line)
            XCTAssertTrue(error.description.contains("'\(path)'"), "the message names the file: \(error)", file: file, line: line)
            return error.description
        } catch {
            XCTFail("expected an IconError, got \(error)", file: file, line: line)
            return ""
        }
    }
}
