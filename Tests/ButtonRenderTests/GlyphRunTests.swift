@testable import ButtonRender
@testable import ButtonRenderNative
@testable import ButtonRenderPipeline
import Foundation
import XCTest

/// Text is shaped once into glyph runs (`ShapedText`) and drawn from them with Cairo: the
/// runs must draw exactly what Pango's own renderer (`pango_cairo_show_layout`) draws for the
/// same text, in every target, at scales whose origins are and are not exact in binary.
final class GlyphRunTests: XCTestCase {
    private let roboto = ResolvedFont(family: "Roboto", weight: 500, size: 14, letterSpacing: 1.25)
    private let inter = ResolvedFont(family: "Inter", weight: 400, size: 17)

    /// A title that does not wrap has its line breaks made spaces as Foundation's replacing did
    /// (CR LF one space, LF and CR one each), and comes back as it is when it has none.
    func testOneLineTitlesMakeEachLineBreakOneSpace() {
        let texts = ["", "plain", "a\r\nb", "a\n\rb", "\r\r\n\n", "é\n中\r😀", "end\r\n", "\r\nstart", "a\u{2028}b\u{85}c"]
        for text in texts {
            let foundation = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
                .replacingOccurrences(of: "\r", with: " ")
            XCTAssertEqual(Array(TextEngine.oneLine(text).utf8), Array(foundation.utf8), "\(Array(text.unicodeScalars))")
        }
    }

    /// Texts that exercise what Pango's renderer handles: letter spacing, bold, italic and
    /// coloured runs (with and without alpha), right-to-left and mixed directions, combining
    /// marks, fallback fonts, zero-width characters, ellipses at each end and the middle,
    /// wrapped and aligned lines, and an icon ligature.
    private var cases: [(String, TextSource.Content)] {
        let styled = TextOptions(runs: [TextRun(start: 0, end: 4, bold: true), TextRun(start: 5, end: 11, italic: true),
                                        TextRun(start: 12, end: 15, color: RGBAColor(rgb: 0xD00000)),
                                        TextRun(start: 16, end: 20, color: RGBAColor(rgb: 0x0000D0, alpha: 0.5))])
        var cases: [(String, TextSource.Content)] = [
            ("letter spacing", .text("Add to cart", font: roboto, options: TextOptions())),
            ("styled runs", .text("Bold italic red half", font: inter, options: styled)),
            ("arabic", .text("ادفع الآن", font: inter, options: TextOptions())),
            ("mixed directions", .text("Pay ₪20 שלום now", font: inter, options: TextOptions())),
            ("devanagari marks", .text("नमस्ते दुनिया", font: roboto, options: TextOptions())),
            ("thai", .text("สวัสดีครับ", font: inter, options: TextOptions())),
            ("cjk and emoji", .text("购物车 🛒 ok", font: roboto, options: TextOptions())),
            ("zero-width characters", .text("a\u{200D}b\u{200B}c\u{00AD}d", font: inter, options: TextOptions())),
            ("wrapped, centred, two lines at most",
             .text("Continue to the payment page now", font: inter,
                   options: TextOptions(maxWidth: 90, lineBreak: .wordWrap, alignment: .center, maxLines: 2))),
            ("character wrap, leading, right-to-left",
             .text("שלום עולם ומלואו", font: inter, options: TextOptions(maxWidth: 60, lineBreak: .charWrap, alignment: .leading))),
            ("icon", .icon("shopping_cart", family: "Material Icons", size: 18)),
        ]
        for mode in [LineBreakMode.truncateHead, .truncateMiddle, .truncateTail, .clip] {
            cases.append(("\(mode)", .text("A rather long button title", font: roboto, options: TextOptions(maxWidth: 70, lineBreak: mode))))
        }
        return cases
    }

    private func shape(_ content: TextSource.Content) throws -> ShapedText {
        switch content {
        case .text(let text, let font, let options): return try sharedRenderer.engine.shape(text, font: font, options: options)
        case .icon(let name, let family, let size): return try sharedRenderer.engine.shapeIcon(name, family: family, size: size)
        }
    }

    /// The file of `text` drawn on a fresh canvas at an origin off the pixel grid.
    private static func drawn(_ target: Canvas.Target, scale: Double, _ draw: (Canvas, Point) -> Void) throws -> [UInt8] {
        let canvas = try Canvas(size: Size(width: 200, height: 90), scale: scale, target: target)
        draw(canvas, Point(x: 3.3, y: 4.7))
        return try canvas.encoded()
    }

    func testGlyphRunsDrawWhatPangoDraws() throws {
        let color = RGBAColor(rgb: 0x1F6FEB, alpha: 0.8)
        let fonts = sharedRenderer.engine.registry.fonts
        for (name, content) in cases {
            let shaped = try shape(content)
            XCTAssertFalse(shaped.drawsThroughPango, name)
            XCTAssertFalse(shaped.runs.isEmpty, name)
            for (target, scale) in [(Canvas.Target.image, 1.0), (.image, 2), (.image, 3), (.svg, 1), (.pdf, 1)] {
                let runs = try Self.drawn(target, scale: scale) { $0.draw(shaped, at: $1, color: color) }
                // A cut label is laid out as its kept characters and a plain ellipsis (EllipsisTrimming).
                let laidOut = sharedRenderer.engine.laidOutContent(content).content
                let pango = try Self.drawn(target, scale: scale) {
                    XCTAssertTrue($0.drawThroughPango(TextSource(content: laidOut, fonts: fonts), at: $1, color: color))
                }
                XCTAssertTrue(runs == pango, "\(name) as \(target) at \(scale)x: the glyph runs draw other bytes than Pango")
            }
        }
    }

    func testRunsCarryFontGlyphsPositionsTextAndClusters() throws {
        let shaped = try sharedRenderer.engine.shape("Hello", font: ResolvedFont(family: "Roboto", weight: 400, size: 14))
        XCTAssertEqual(shaped.runs.count, 1)
        let run = try XCTUnwrap(shaped.runs.first)
        XCTAssertEqual(run.glyphs.count, 5)
        XCTAssertEqual(run.utf8, Array("Hello".utf8))
        XCTAssertEqual(run.clusters, Array(repeating: GlyphCluster(byteCount: 1, glyphCount: 1), count: 5))
        XCTAssertFalse(run.isBackward)
        XCTAssertEqual(run.paint, .inherited)
        XCTAssertEqual(run.origin.y, shaped.baseline, "one line: the run sits on the layout's baseline")
        let xs = run.positions.map(\.x)
        XCTAssertEqual(xs, xs.sorted())
        XCTAssertEqual(xs.first, 0)
        XCTAssertLessThan(xs.last!, shaped.logicalRect.width)
        XCTAssertEqual(Set(run.glyphs.map(\.id)).count, 4, "H, e, l, o: the two l's share a glyph")
    }

    func testRunsKeepTheirColourDirectionAndLine() throws {
        let engine = sharedRenderer.engine
        let coloured = try engine.shape("ab cd", font: inter, options: TextOptions(runs: [
            TextRun(start: 0, end: 2, color: RGBAColor(rgb: 0xFF0000)), TextRun(start: 3, end: 5, color: RGBAColor(rgb: 0x00FF00, alpha: 0.5)),
        ]))
        let paints = coloured.runs.map(\.paint)
        XCTAssertEqual(paints.first, .color(RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)))
        guard case .color(let half)? = paints.last else { return XCTFail("\(paints)") }
        XCTAssertEqual(half.alpha, 0.5, accuracy: 0.0001)
        XCTAssertEqual(half.green, 1)

        let hebrew = try engine.shape("שלום", font: inter)
        XCTAssertTrue(hebrew.isRightToLeft)
        XCTAssertTrue(hebrew.runs.allSatisfy(\.isBackward))

        let wrapped = try engine.shape("Continue to the payment page", font: inter,
                                       options: TextOptions(maxWidth: 90, lineBreak: .wordWrap))
        XCTAssertGreaterThan(wrapped.lineCount, 1)
        XCTAssertEqual(Set(wrapped.runs.map(\.origin.y)).count, wrapped.lineCount, "one baseline per line")
    }

    /// A character no font has: Pango draws a hex box with a font of its own, so the text
    /// keeps its source and is drawn by Pango again, on whichever thread draws it.
    func testUnknownGlyphsAreDrawnAsPangoDrawsThem() throws {
        let shaped = try sharedRenderer.engine.shape("A\u{0378}B", font: inter)
        XCTAssertEqual(shaped.unknownGlyphCount, 1)
        XCTAssertTrue(shaped.drawsThroughPango)
        XCTAssertEqual(shaped.runs.flatMap(\.glyphs).count, 2, "the unknown glyph is not among the runs")

        let color = RGBAColor.black
        let withBox = try Self.drawn(.image, scale: 2) { $0.draw(shaped, at: $1, color: color) }
        let runsOnly = ShapedText(logicalRect: shaped.logicalRect, inkRect: shaped.inkRect, baseline: shaped.baseline,
                                  isTruncated: false, isRightToLeft: false, glyphCount: shaped.glyphCount, lineCount: 1,
                                  unknownGlyphCount: 1, runs: shaped.runs, unknownGlyphSource: nil)
        let withoutBox = try Self.drawn(.image, scale: 2) { $0.draw(runsOnly, at: $1, color: color) }
        XCTAssertNotEqual(withBox, withoutBox, "the hex box is drawn")

        let onAnotherThread = ThreadResult.run {
            (try? GlyphRunTests.drawn(.image, scale: 2) { $0.draw(shaped, at: $1, color: color) }) ?? []
        }
        XCTAssertTrue(onAnotherThread == withBox, "another thread shapes it again and draws the same")
    }
}

/// The bytes a closure returns on a new thread of its own.
final class ThreadResult: @unchecked Sendable {
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    /// Runs `body` on a new thread and waits for its bytes.
    static func run(_ body: @escaping @Sendable () -> [UInt8]) -> [UInt8] {
        let result = ThreadResult()
        Thread { result.bytes = body(); result.done.signal() }.start()
        result.done.wait()
        return result.bytes
    }
}
