@testable import ButtonRender
import Foundation
import XCTest

/// The gallery's detail view of a system file's button lists each slot, its value and the
/// token chain behind it, as `system check` prints them, naming the system file by its name
/// alone (a page a team publishes holds no path of the machine it was made on).
final class GalleryTokensTests: XCTestCase {
    static let primer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/systems/github-primer.system.yaml").path

    private func entry(_ spec: ButtonSpec) throws -> Gallery.Entry {
        let renderer = try ButtonRenderer()
        let layout = try renderer.layout(spec)
        return Gallery.Entry.button(layout: layout, spec: spec, audit: Auditor.audit(layout, spec: spec), outputs: [], thumbnail: nil)
    }

    func testASystemFilesButtonListsItsSlotsAndTokens() throws {
        var spec = ButtonSpec(system: ButtonSystem(registering: Self.primer), style: "primary", title: "Create")
        spec.modes = ["theme": "dark-hc"]
        let tokens = try entry(spec).tokens
        let fill = try XCTUnwrap(tokens.first { $0.slot == "containerColor" })
        XCTAssertTrue(fill.chain.hasPrefix("{button.primary.bgColor.rest}"), fill.chain)
        XCTAssertTrue(fill.from.hasPrefix("github-primer.system.yaml:"), fill.from)
        XCTAssertFalse(tokens.contains { $0.from.contains("/") || $0.chain.contains("/work") }, "a path of the machine: \(tokens)")
        // The value is the drawn one: Primer's dark high contrast, not its dark.
        let drawn = try ButtonRenderer().resolve(spec).containerColor
        XCTAssertEqual(fill.value, String(drawn.hexString.prefix(7)))
        // In the page's data, beside the other details.
        let data = try GalleryData(title: "t", entries: [try entry(spec)]).json()
        XCTAssertTrue(String(decoding: data, as: UTF8.self).contains(#""slot":"containerColor""#))
    }

    func testABuiltInSwiftSystemsButtonHasNoTokenTable() throws {
        XCTAssertEqual(try entry(ButtonSpec(style: .contained, title: "Save")).tokens, [])
        let data = try GalleryData(title: "t", entries: [try entry(ButtonSpec(style: .contained, title: "Save"))]).json()
        XCTAssertFalse(String(decoding: data, as: UTF8.self).contains(#""tokens""#))
    }
}
