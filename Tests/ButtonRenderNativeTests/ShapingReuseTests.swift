@testable import ButtonRenderModel
@testable import ButtonRenderNative
import XCTest

/// A text engine shapes each text once (`TextEngine.shaped(_:)`): the same characters, font and
/// options give the value Pango gave the first time, and a change to any of them shapes again.
final class ShapingReuseTests: XCTestCase {
    private let roboto = ResolvedFont(family: "Roboto", weight: 500, size: 14)

    /// An engine over the default fonts (their configuration is built once a process).
    private func engine() throws -> TextEngine { TextEngine(registry: try FontRegistry()) }

    /// What a shaped text draws: its boxes, baseline and every glyph's id and position.
    private func drawn(_ text: ShapedText) -> [Double] {
        let boxes = [text.logicalRect, text.inkRect].flatMap { [$0.x, $0.y, $0.width, $0.height] }
        let glyphs = text.runs.flatMap { run in [run.origin.x, run.origin.y] + run.glyphs.flatMap { [Double($0.id), $0.x] } }
        return boxes + [text.baseline, text.isTruncated ? 1 : 0, Double(text.lineCount)] + glyphs
    }

    func testTheSameTextIsShapedOnceAndGivesTheSameValue() throws {
        let engine = try engine()
        let first = try engine.shape("ADD TO CART", font: roboto)
        let second = try engine.shape("ADD TO CART", font: roboto)
        XCTAssertEqual(engine.pangoShapings, 1)
        XCTAssertEqual(drawn(first), drawn(second))
        // A new engine, with nothing shaped yet, gives the same value.
        XCTAssertEqual(drawn(try self.engine().shape("ADD TO CART", font: roboto)), drawn(first))
        _ = try engine.shapeIcon("favorite", family: "Material Icons", size: 18)
        _ = try engine.shapeIcon("favorite", family: "Material Icons", size: 18)
        XCTAssertEqual(engine.pangoShapings, 2)
        // An unknown icon is refused every time, from the value kept as from Pango's.
        for _ in 0..<2 {
            XCTAssertThrowsError(try engine.shapeIcon("no_such_icon_name", family: "Material Icons", size: 18))
        }
        XCTAssertEqual(engine.pangoShapings, 3)
    }

    func testEveryInputOfShapingShapesAgain() throws {
        let engine = try engine()
        let base = try engine.shape("Add to cart", font: roboto)
        var count = 1
        func shapesAgain(_ label: String, _ make: () throws -> ShapedText, file: StaticString = #filePath, line: UInt = #line) rethrows -> ShapedText {
            let shaped = try make()
            count += 1
            XCTAssertEqual(engine.pangoShapings, count, label, file: file, line: line)
            return shaped
        }
        var bigger = roboto; bigger.size = 20
        var bold = roboto; bold.weight = 700
        var tracked = roboto; tracked.letterSpacing = 1.25
        var italic = roboto; italic.italic = true
        var tall = roboto; tall.lineHeight = 30
        XCTAssertGreaterThan(try shapesAgain("size") { try engine.shape("Add to cart", font: bigger) }.logicalRect.width, base.logicalRect.width)
        XCTAssertGreaterThan(try shapesAgain("weight") { try engine.shape("Add to cart", font: bold) }.logicalRect.width, base.logicalRect.width)
        XCTAssertEqual(try shapesAgain("tracking") { try engine.shape("Add to cart", font: tracked) }.logicalRect.width,
                       base.logicalRect.width + 10 * 1.25, accuracy: 0.01)
        XCTAssertNotEqual(drawn(try shapesAgain("italic") { try engine.shape("Add to cart", font: italic) }), drawn(base))
        XCTAssertEqual(try shapesAgain("line height") { try engine.shape("Add to cart", font: tall) }.logicalRect.height, 30, accuracy: 0.01)
        XCTAssertTrue(try shapesAgain("width") { try engine.shape("Add to cart", font: roboto, maxWidth: 40) }.isTruncated)
        let wrapped = TextOptions(maxWidth: 40, lineBreak: .wordWrap)
        XCTAssertGreaterThan(try shapesAgain("line break") { try engine.shape("Add to cart", font: roboto, options: wrapped) }.lineCount, 1)
        let runs = TextOptions(runs: [TextRun(start: 0, end: 3, bold: true)])
        XCTAssertGreaterThan(try shapesAgain("runs") { try engine.shape("Add to cart", font: roboto, options: runs) }.logicalRect.width,
                             base.logicalRect.width)
        XCTAssertNotEqual(drawn(try shapesAgain("text") { try engine.shape("Add to bag", font: roboto) }), drawn(base))
        // Each of them is kept too.
        _ = try engine.shape("Add to cart", font: bigger)
        _ = try engine.shape("Add to cart", font: roboto, options: runs)
        XCTAssertEqual(engine.pangoShapings, count)
    }

    func testTheKeptTextsAreBounded() throws {
        let engine = try engine()
        for n in 0...TextEngine.shapedLimit { _ = try engine.shape("label \(n)", font: roboto) }
        XCTAssertEqual(engine.pangoShapings, TextEngine.shapedLimit + 1)
        // The limit was reached before the last one: it started over, so the first is shaped again.
        _ = try engine.shape("label 0", font: roboto)
        XCTAssertEqual(engine.pangoShapings, TextEngine.shapedLimit + 2)
        _ = try engine.shape("label \(TextEngine.shapedLimit)", font: roboto)
        XCTAssertEqual(engine.pangoShapings, TextEngine.shapedLimit + 2)
    }
}
