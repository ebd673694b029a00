@testable import ButtonRender
@testable import ButtonRenderPipeline
import XCTest

/// UIKit's `adjustsImageWhenHighlighted` and `adjustsImageWhenDisabled` (seed 001, "Drawing"):
/// the image darker while highlighted, dimmed while disabled; the title unaffected. Legacy
/// buttons only (a `buttonType` and no `style`): a configuration ignores them.
final class ImageAdjustmentTests: XCTestCase {
    static let badge = ExampleSheetSnapshotTests.examples.appendingPathComponent("icons/badge.svg").path

    func spec(_ state: String, icon: String = badge, tint: Bool = false, flags: Bool = true) throws -> ButtonSpec {
        try SpecLoader.load(text: """
            {system: uikit, buttonType: system, fill: secondarySystemFill, state: \(state), title: Favourite, icon: "\(icon)", iconTint: \(tint),
             adjustsImageWhenHighlighted: \(flags), adjustsImageWhenDisabled: \(flags)}
            """)[0].spec
    }

    func testResolveSetsTheAdjustmentOfTheState() throws {
        XCTAssertEqual(try Resolver.resolve(spec("highlighted")).imageAdjustment, .highlighted)
        XCTAssertEqual(try Resolver.resolve(spec("disabled")).imageAdjustment, .disabled)
        XCTAssertNil(try Resolver.resolve(spec("normal")).imageAdjustment)
        XCTAssertNil(try Resolver.resolve(spec("highlighted", flags: false)).imageAdjustment)
        XCTAssertEqual(ImageAdjustment.highlighted.applied(to: RGBAColor(red: 1, green: 0.5, blue: 0)),
                       RGBAColor(red: 0.7, green: 0.35, blue: 0))
        XCTAssertEqual(ImageAdjustment.disabled.applied(to: RGBAColor(red: 1, green: 0.5, blue: 0)).alpha, 0.4, accuracy: 1e-12)
    }

    /// The pixel at the middle of the icon's frame (the badge's orange disc, at its left edge
    /// inside the star's reach) and at the middle of the title.
    func pixels(_ spec: ButtonSpec) throws -> (icon: [Int], title: [Int]) {
        let layout = try sharedRenderer.layout(spec)
        let image = try PNGDecoder.decode(sharedRenderer.render(spec, format: .png, scale: 2).bytes)
        func at(_ p: Point) -> [Int] {
            let i = (Int(p.y * 2) * image.width + Int(p.x * 2)) * 4
            return image.rgba[i..<i + 4].map(Int.init)
        }
        let icon = try XCTUnwrap(layout.icon?.frame)
        return (at(Point(x: icon.minX + icon.width * 0.15, y: icon.midY)), at(Point(x: layout.contentRect.maxX - 1, y: layout.contentRect.minY + 1)))
    }

    func testAFileIconIsDarkenedOrDimmedInItsOwnColours() throws {
        let normal = try pixels(spec("highlighted", flags: false)).icon
        let darker = try pixels(spec("highlighted")).icon
        // 30% black over the orange disc: each channel about 0.7 of the unadjusted one.
        for c in 0..<3 { XCTAssertEqual(Double(darker[c]), Double(normal[c]) * 0.7, accuracy: 4, "channel \(c): \(darker) vs \(normal)") }
        let disabledPlain = try pixels(spec("disabled", flags: false)).icon
        let dimmed = try pixels(spec("disabled")).icon
        // On a transparent canvas over the translucent disabled container, the dimmed disc lets
        // the background through: its pixel is far less opaque than the undimmed one.
        XCTAssertEqual(disabledPlain[3], 255)
        XCTAssertLessThan(dimmed[3], 160, "dimmed: \(dimmed) vs \(disabledPlain)")
    }

    func testATintedIconChangesColourAndTheTitleDoesNot() throws {
        let plain = try pixels(spec("highlighted", icon: "ios_share", tint: true, flags: false))
        let adjusted = try pixels(spec("highlighted", icon: "ios_share", tint: true))
        XCTAssertEqual(plain.title, adjusted.title)
        let layout = try sharedRenderer.layout(spec("highlighted", icon: "ios_share", tint: true))
        let base = try sharedRenderer.layout(spec("highlighted", icon: "ios_share", tint: true, flags: false))
        XCTAssertEqual(layout.icon?.adjustment, .highlighted)
        XCTAssertEqual(layout.icon?.color, base.icon?.color, "the layout keeps the colour; paint adjusts it")
    }
}
