@testable import ButtonRender
@testable import ButtonRenderPipeline
import XCTest

/// UIKit's `showsTouchWhenHighlighted` (seed 001, "Drawing"): a white glow over the middle of
/// a highlighted button, none in other states.
final class TouchGlowTests: XCTestCase {
    func spec(_ state: String, glow: Bool = true) throws -> ButtonSpec {
        // A legacy custom button (the glow is a legacy property a configuration ignores) with a fill.
        try SpecLoader.load(text: "system: uikit\nbuttonType: custom\nfill: systemBlue\ncontentEdgeInsets: [8, 16]\ntitle: Play\n"
                            + "state: \(state)\nshowsTouchWhenHighlighted: \(glow)\n")[0].spec
    }

    func testOnlyAHighlightedButtonGlows() throws {
        XCTAssertEqual(try Resolver.resolve(spec("highlighted")).touchGlow, .uikit)
        XCTAssertNil(try Resolver.resolve(spec("normal")).touchGlow)
        XCTAssertNil(try Resolver.resolve(spec("disabled")).touchGlow)
        XCTAssertNil(try Resolver.resolve(spec("highlighted", glow: false)).touchGlow)
        let layout = try sharedRenderer.layout(spec("highlighted"))
        let glow = try XCTUnwrap(layout.touchGlow)
        XCTAssertEqual(glow.center, Point(x: layout.container.rect.midX, y: layout.container.rect.midY))
        XCTAssertEqual(glow.radius, 20)
    }

    func testTheGlowBrightensTheMiddleAndFadesOut() throws {
        func pixel(_ spec: ButtonSpec, atCentreOffset dx: Double) throws -> [UInt8] {
            let layout = try sharedRenderer.layout(spec)
            let image = try PNGDecoder.decode(sharedRenderer.render(spec, format: .png, scale: 1).bytes)
            // Below the label's box, on the container, so only the fill and the glow are there.
            let x = Int(layout.container.rect.midX + dx), y = Int(layout.container.rect.maxY - 3)
            let i = (y * image.width + x) * 4
            return Array(image.rgba[i..<i + 4])
        }
        let lit = try spec("highlighted"), unlit = try spec("highlighted", glow: false)
        let centre = try pixel(lit, atCentreOffset: 0), plain = try pixel(unlit, atCentreOffset: 0)
        XCTAssertGreaterThan(Int(centre[0]), Int(plain[0]) + 40, "the glow whitens the middle: \(centre) vs \(plain)")
        XCTAssertEqual(try pixel(lit, atCentreOffset: 40), try pixel(unlit, atCentreOffset: 40), "nothing beyond its 20 pt radius")
    }
}
