@testable import ButtonRender
@testable import ButtonRenderNative
@testable import ButtonRenderPipeline
import XCTest

/// Label tracking (issue 25, item 4): MDC iOS, the seed's platform, tracks Material's label 0
/// (`MDCFontTraits`, `MDCTypographyScheme`); Web and Android's 1.25 is a spec's
/// `font.letterSpacing` away; and Arabic and CJK runs are never tracked, in any system.
final class TrackingTests: XCTestCase {
    func testMaterialLabelsAreNotTrackedByDefault() throws {
        for style in [ButtonStyle.text, .outlined, .contained] {
            XCTAssertEqual(try Resolver.resolve(ButtonSpec(style: style, title: "Add to cart")).font.letterSpacing, 0, "\(style)")
        }
        let web = try spec("{style: contained, title: Add to cart, font: {letterSpacing: 1.25}}")
        XCTAssertEqual(try Resolver.resolve(web).font.letterSpacing, 1.25)
        // 1.25 more between each two of the 11 characters (Pango trims the outer halves).
        let plain = try XCTUnwrap(try sharedRenderer.layout(ButtonSpec(style: .contained, title: "Add to cart")).label)
        let tracked = try XCTUnwrap(try sharedRenderer.layout(web).label)
        XCTAssertEqual(tracked.frame.width - plain.frame.width, 10 * 1.25, accuracy: 0.01)
    }

    func testTrackedRangesLeaveArabicAndCJKOut() {
        XCTAssertEqual(LetterSpacingScripts.trackedRanges(in: "Buy now"), [0..<7])
        XCTAssertEqual(LetterSpacingScripts.trackedRanges(in: "Café"), [0..<5])
        XCTAssertEqual(LetterSpacingScripts.trackedRanges(in: "أضف إلى السلة"), [])
        XCTAssertEqual(LetterSpacingScripts.trackedRanges(in: "加入购物车"), [])
        XCTAssertEqual(LetterSpacingScripts.trackedRanges(in: "カートに入れる"), [])
        XCTAssertEqual(LetterSpacingScripts.trackedRanges(in: "장바구니"), [])
        // "Buy " (4 bytes) is Latin, its space goes with it; 买 (3 bytes) and the space after
        // it are Han; "ok" is Latin again.
        XCTAssertEqual(LetterSpacingScripts.trackedRanges(in: "Buy 买 ok"), [0..<4, 8..<10])
        // Leading digits go with the script after them.
        XCTAssertEqual(LetterSpacingScripts.trackedRanges(in: "2 كوب"), [])
    }

    func testArabicAndCJKKeepTheirWidthWhenTheFontIsTracked() throws {
        let engine = sharedRenderer.engine
        let tracked = ResolvedFont(family: "Roboto", weight: 500, size: 14, letterSpacing: 1.25)
        let solid = ResolvedFont(family: "Roboto", weight: 500, size: 14)
        for text in ["أضف إلى السلة", "加入购物车", "カートに入れる"] {
            let a = try engine.shape(text, font: tracked), b = try engine.shape(text, font: solid)
            XCTAssertEqual(a.logicalRect.width, b.logicalRect.width, accuracy: 1e-9, text)
            XCTAssertEqual(a.runs.flatMap { $0.glyphs.map(\.x) }, b.runs.flatMap { $0.glyphs.map(\.x) }, text)
        }
        let latin = try engine.shape("ADD TO CART", font: tracked), plain = try engine.shape("ADD TO CART", font: solid)
        XCTAssertEqual(latin.logicalRect.width - plain.logicalRect.width, 10 * 1.25, accuracy: 0.01)
    }
}
