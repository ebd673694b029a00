@testable import ButtonRender
@testable import ButtonRenderModel
@testable import ButtonRenderNative
import XCTest

/// Emoji in colour (issue 25, item 8): Noto Color Emoji's bitmaps (Debian's
/// `fonts-noto-color-emoji`), scaled by Cairo to the label's size, the line as tall as
/// without them, carried into SVG and PDF as images, the same bytes every time.
final class EmojiTests: XCTestCase {
    private let launch = "{system: uikit, style: filled, title: \"Launch 🚀👍\"}"

    func testTheRegistryLoadsTheColourEmojiFont() {
        XCTAssertTrue(sharedRenderer.engine.registry.families.contains("Noto Color Emoji"))
        let file = FontRegistry.defaultFonts.first { $0.family == FontRegistry.emojiFamily }
        XCTAssertEqual(file?.package, "fonts-noto-color-emoji")
    }

    func testEmojiAreDrawnInColourNotInTheLabelColour() throws {
        let (layout, pixels) = try draw(spec(launch), scale: 2)
        let label = try XCTUnwrap(layout.label)
        // The thumb's yellow and the rocket's red: colours that are neither the white label
        // nor the blue fill (nor a mix of the two, whose red never exceeds its blue).
        var warm = 0
        for py in Int(label.frame.minY * 2)..<Int(label.frame.maxY * 2) {
            for px in Int(label.frame.minX * 2)..<Int(label.frame.maxX * 2) {
                let c = pixels.at((Double(px) + 0.5) / 2, (Double(py) + 0.5) / 2)
                if c.red > 0.7, c.blue < 0.4 { warm += 1 }
            }
        }
        XCTAssertGreaterThan(warm, 100, "colour bitmaps, not outlines tinted with the label colour")
    }

    func testTheButtonKeepsItsHeightAndTheLineItsHeight() throws {
        let plain = try sharedRenderer.layout(spec("{system: uikit, style: filled, title: Launch}"))
        let emoji = try sharedRenderer.layout(spec(launch))
        XCTAssertEqual(emoji.container.rect.height, 35, "it grew to 37 with Symbola")
        XCTAssertEqual(emoji.container.rect.height, plain.container.rect.height)
        XCTAssertEqual(try XCTUnwrap(emoji.label).frame.height, try XCTUnwrap(plain.label).frame.height, accuracy: 0.1)
    }

    func testTheBitmapsScaleWithTheLabel() throws {
        let engine = sharedRenderer.engine
        func inkHeight(_ size: Double) throws -> Double {
            try engine.shape("🚀", font: ResolvedFont(family: "Inter", weight: 400, size: size)).inkRect.height
        }
        let small = try inkHeight(14), large = try inkHeight(40)
        XCTAssertGreaterThan(small, 10)
        XCTAssertEqual(large / small, 40.0 / 14, accuracy: 0.1, "\(small) pt at 14, \(large) pt at 40")
    }

    func testVectorOutputsCarryThemAsImagesAndTheBytesRepeat() throws {
        let button = try spec(launch)
        let svg = try sharedRenderer.render(button, format: .svg, scale: 1)
        XCTAssertTrue(String(decoding: svg.bytes, as: UTF8.self).contains("<image"), "an SVG carries the bitmaps as images")
        let other = try ButtonRenderer()
        for format in [OutputFormat.png, .svg, .pdf] {
            XCTAssertEqual(try sharedRenderer.render(button, format: format, scale: 2).bytes, try other.render(button, format: format, scale: 2).bytes,
                           "\(format)")
        }
    }
}
