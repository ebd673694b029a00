@testable import ButtonRender
@testable import ButtonRenderPipeline
import ButtonRenderTools
import XCTest

/// A resolved button carries its system's own words (`ButtonVocabulary`), and the gallery's
/// grid positions take them: Adobe Spectrum's example system file, whose states are
/// "default", "hover", "down", "keyboard-focus" and "disabled", in that order.
final class ButtonVocabularyTests: XCTestCase {
    static let spectrum = ExampleSystemsTests.folder.appendingPathComponent("adobe-spectrum.system.yaml").path

    private func layout(style: String, state: ButtonState) throws -> ButtonLayout {
        var spec = ButtonSpec()
        spec.system = ButtonSystem(registering: Self.spectrum)
        spec.style = ButtonStyle(rawValue: style)
        spec.size = "M"
        spec.state = state
        spec.title = "Save"
        return try sharedRenderer.layout(spec)
    }

    func testASystemFilesButtonIsDescribedInItsOwnWords() throws {
        let down = try layout(style: "accent-outline", state: .highlighted)
        XCTAssertEqual(down.button.vocabulary?.systemName, "Adobe Spectrum")
        XCTAssertEqual(down.button.vocabulary?.stateName, "down")
        XCTAssertEqual(down.button.vocabulary?.styleTitle, "accent-outline")
        let focus = try layout(style: "primary", state: .focused)
        XCTAssertEqual(focus.button.vocabulary?.stateName, "keyboard-focus")
        // The system's order: default, hover, down, keyboard-focus, disabled.
        let ranks = try [ButtonState.normal, .hovered, .highlighted, .focused, .disabled].map { try layout(style: "accent", state: $0).button.vocabulary?.stateRank }
        XCTAssertEqual(ranks, [0, 1, 2, 3, 4])
        XCTAssertLessThan(try XCTUnwrap(layout(style: "accent", state: .normal).button.vocabulary?.styleRank),
                          try XCTUnwrap(layout(style: "negative-outline", state: .normal).button.vocabulary?.styleRank))
    }

    func testTheGalleryGridIsHeadedInTheSystemsWords() throws {
        let layout = try layout(style: "accent", state: .highlighted)
        let position = Gallery.GridPosition(button: layout.button, spec: ButtonSpec())
        XCTAssertEqual(position.systemTitle, "Adobe Spectrum", "the section's heading")
        XCTAssertEqual(position.stateTitle, "down", "the column's heading")
        XCTAssertEqual(position.state, "highlighted", "the column's key stays the state drawn")
        let json = String(decoding: try ButtonMetadata.make(layout: layout, spec: ButtonSpec(), audit: Auditor.audit(layout, spec: ButtonSpec())).jsonBytes(), as: UTF8.self)
        XCTAssertTrue(json.contains("\"stateName\" : \"down\""), "layout.json names the state in the system's words")
        XCTAssertTrue(json.contains("\"systemName\" : \"Adobe Spectrum\""))
        XCTAssertTrue(json.contains("\"state\" : \"highlighted\""), "and the state drawn")
    }

    /// The audit names the system and the state as the system does, in its report and table.
    func testTheAuditSpeaksTheSystemsWords() throws {
        let layout = try layout(style: "accent", state: .hovered)
        let report = Auditor.audit(layout, spec: ButtonSpec())
        XCTAssertEqual(report.systemName, "Adobe Spectrum")
        XCTAssertEqual(report.stateName, "hover")
        let table = AuditTable.render([report], color: false)
        XCTAssertTrue(table.contains("(Adobe Spectrum accent)") && table.contains("hover light"), table)
    }

    /// Material 3 is a system file inside the package: its own names ("hover", as material-web
    /// writes the state), not ButtonRender's (`hovered`).
    func testABundledSystemFileUsesItsDisplayNameAndItsStateNames() throws {
        var spec = ButtonSpec()
        spec.system = .material3
        spec.style = "outlined"
        spec.state = .hovered
        let vocabulary = try XCTUnwrap(sharedRenderer.layout(spec).button.vocabulary)
        XCTAssertEqual(vocabulary.systemName, "Material 3")
        XCTAssertEqual(vocabulary.stateName, "hover")
    }
}
