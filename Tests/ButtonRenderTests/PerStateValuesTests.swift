@testable import ButtonRender
@testable import ButtonRenderModel
@testable import ButtonRenderNative
@testable import ButtonRenderPipeline
import Foundation
import XCTest
import Yams

/// `states`: values per state, as UIKit's `setTitleColor(_:for:)` and `setTitle(_:for:)`;
/// decoding and its located errors, resolving in every system, one file per state, sheets.
final class PerStateValuesTests: XCTestCase {
    private let payYAML = """
    name: pay
    system: uikit
    style: filled
    title: Pay
    states:
      highlighted: {fill: "#003A80", foreground: "#FFFFFFCC"}
      disabled: {title: Paid, fill: "#8E8E93"}
    """

    func testDecodesAndRoundTrips() throws {
        let s = try spec(payYAML)
        let states = try XCTUnwrap(s.states)
        XCTAssertEqual(states.states, [.highlighted, .disabled], "in ButtonState order")
        XCTAssertEqual(states[.highlighted]?.fill, .literal(RGBAColor(hex: "#003A80")!))
        XCTAssertEqual(states[.pressed]?.fill, states[.highlighted]?.fill, "pressed is highlighted")
        XCTAssertEqual(states[.disabled]?.title, "Paid")
        XCTAssertNil(states[.normal])
        let data = try JSONEncoder().encode(s)
        XCTAssertEqual(try JSONDecoder().decode(ButtonSpec.self, from: data), s)
        XCTAssertTrue(ButtonSpec.fieldNames.contains("states"))
    }

    func testUnknownStatesAndFieldsAreLocated() throws {
        let state = try XCTUnwrap(specError("title: Pay\nstates:\n  pushed: {fill: red}\n", file: "pay.yaml"))
        XCTAssertEqual(state.field, "states.pushed")
        XCTAssertEqual(state.line, 3)
        XCTAssertTrue(state.message.contains("unknown state 'pushed'"), state.message)
        XCTAssertTrue(state.message.contains("allowed: normal, highlighted"), state.message)
        XCTAssertTrue(state.description.hasPrefix("pay.yaml:3:"), state.description)

        let field = try XCTUnwrap(specError("title: Pay\nstates:\n  disabled:\n    colour: \"#FF0000\"\n", file: "pay.yaml"))
        XCTAssertEqual(field.field, "states.disabled.colour")
        XCTAssertEqual(field.line, 4)
        XCTAssertEqual(field.column, 5)
        XCTAssertTrue(field.message.contains("unknown field 'colour'"), field.message)

        let colour = try XCTUnwrap(specError("states:\n  highlighted: {fill: 12}\n"))
        XCTAssertEqual(colour.field, "states.highlighted.fill")
        XCTAssertEqual(colour.line, 2)

        let both = try XCTUnwrap(specError("states:\n  pressed: {fill: \"#000000\"}\n  highlighted: {fill: \"#FFFFFF\"}\n"))
        XCTAssertTrue(both.message.contains("same state"), both.message)
    }

    func testAStateTheSystemDoesNotDrawIsALocatedError() throws {
        let loaded = try SpecLoader.load(text: "system: anatomy\ntitle: Save\nstates:\n  selected: {fill: \"#000000\"}\n", file: "s.yaml")
        XCTAssertThrowsError(try Resolver.resolve(loaded[0].spec)) { error in
            guard let fieldError = error as? FieldError else { return XCTFail("\(error)") }
            XCTAssertEqual(fieldError.path, ["states", "selected"])
            XCTAssertTrue(fieldError.message.contains("no 'selected' state"), fieldError.message)
            let located = loaded[0].source.locate(fieldError)
            XCTAssertEqual(located.line, 4)
        }
        // A bad token inside a state's values is located at that value.
        let token = try SpecLoader.load(text: "title: Save\nstates:\n  disabled: {fill: nosuchtoken}\n", file: "t.yaml")
        XCTAssertThrowsError(try Resolver.resolve(token[0].spec.edited { $0.state = .disabled })) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["states", "disabled", "fill"], "\(error)")
        }
    }

    func testEverySystemDrawsTheStateValuesInTheirStateOnly() throws {
        let values = StateValues(title: "Paid", fill: "#102030", foreground: "#F0E0D0", stroke: StrokeSpec(width: 3, color: "#FF0000"))
        let cases: [(ButtonSystem, ButtonState)] = [(.material, .disabled), (.uikit, .highlighted), (.anatomy, .loading),
                                                     (.obsidian, .pressed), (.material3, .hovered)]
        for (system, state) in cases {
            let base = ButtonSpec(system: system, title: "Pay", states: PerStateValues([state: values]))
            let normal = try Resolver.resolve(base)
            XCTAssertNotEqual(normal.containerColor, RGBAColor(hex: "#102030")!, system.rawValue)
            let drawn = try Resolver.resolve(base.edited { $0.state = state })
            XCTAssertEqual(drawn.containerColor, RGBAColor(hex: "#102030")!, system.rawValue)
            XCTAssertEqual(drawn.labelColor, RGBAColor(hex: "#F0E0D0")!, system.rawValue)
            XCTAssertEqual(drawn.stroke?.width, 3, system.rawValue)
            XCTAssertEqual(drawn.stroke?.color, RGBAColor(hex: "#FF0000")!, system.rawValue)
            XCTAssertEqual(drawn.title, system == .material ? "PAID" : "Paid", "\(system.rawValue): the system's own text rules apply")
        }
        // The state's values win over the spec's own fields; fields the state leaves out keep them.
        let spec = ButtonSpec(system: .uikit, state: .highlighted, title: "Go", fill: "#111111", foreground: "#222222",
                              states: PerStateValues([.highlighted: StateValues(fill: "#333333")]))
        let resolved = try Resolver.resolve(spec)
        XCTAssertEqual(resolved.containerColor, RGBAColor(hex: "#333333")!)
        XCTAssertEqual(resolved.labelColor, RGBAColor(hex: "#222222")!)
        XCTAssertEqual(resolved.title, "Go")
    }

    func testVoiceOverReadsTheStatesTitle() throws {
        let spec = try spec(payYAML).edited { $0.state = .disabled }
        let layout = try sharedRenderer.layout(spec)
        XCTAssertEqual(Auditor.audit(layout, spec: spec).voiceOver, "Paid. Dimmed. Button.")
    }

    func testASpecRendersEveryStateItDefines() throws {
        let items = try SheetLoader.load(text: payYAML, file: "pay.yaml")
        let specs = items.compactMap { item -> ButtonSpec? in if case .button(let b) = item { return b.spec } else { return nil } }
        XCTAssertEqual(specs.map(\.name), ["pay", "pay-highlighted", "pay-disabled"])
        XCTAssertEqual(specs.map(\.state), [nil, .highlighted, .disabled])
        // A spec already in one of its states does not render it twice.
        XCTAssertEqual(try spec(payYAML).edited { $0.state = .pressed }.renderedStates.map(\.name), ["pay", "pay-disabled"])
        XCTAssertEqual(ButtonSpec(name: "plain").renderedStates.map(\.name), ["plain"])
    }

    func testTheCommandLineWritesOneFilePerState() throws {
        let cli = try CommandLineRunner(prefix: "states")
        defer { cli.cleanUp() }
        try payYAML.write(to: cli.work.appendingPathComponent("pay.yaml"), atomically: true, encoding: .utf8)
        let result = try cli.run(["render", "pay.yaml", "--out", "out", "--format", "png", "--no-metadata", "--quiet"])
        XCTAssertEqual(result.status, 0, result.err)
        let files = try FileManager.default.contentsOfDirectory(atPath: cli.work.appendingPathComponent("out").path).sorted()
        XCTAssertEqual(files, ["pay-disabled.png", "pay-highlighted.png", "pay.png"])
        let bad = try cli.run(["render", "-", "--out", "bad"], input: "title: Pay\nstates:\n  pushed: {fill: red}\n")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("<stdin>:3:"), bad.err)
        XCTAssertTrue(bad.err.contains("states.pushed"), bad.err)
    }

    func testSheetsUseTheValuesOfEachCellsState() throws {
        let sheet = try YAMLDecoder().decode(SheetSpec.self, from: """
        sheet: matrix
        base: {system: uikit, style: filled, title: Pay, states: {highlighted: {fill: "#003A80"}, disabled: {title: Paid}}}
        columns: {field: state, values: [normal, highlighted, disabled]}
        """)
        let layout = try SheetRenderer(renderer: sharedRenderer).layout(sheet)
        XCTAssertEqual(layout.buttons.count, 3)
        XCTAssertEqual(layout.buttons[1].layout.button.containerColor, RGBAColor(hex: "#003A80")!)
        XCTAssertNotEqual(layout.buttons[0].layout.button.containerColor, RGBAColor(hex: "#003A80")!)
        XCTAssertEqual(layout.buttons[2].layout.button.title, "Paid")
        XCTAssertEqual(layout.buttons[0].layout.button.title, "Pay")
    }
}

private extension ButtonSpec {
    /// A copy with fields set by `edit`.
    func edited(_ edit: (inout ButtonSpec) -> Void) -> ButtonSpec {
        var copy = self
        edit(&copy)
        return copy
    }
}
