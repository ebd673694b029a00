@testable import ButtonRender
@testable import ButtonRenderPipeline
import Foundation
import XCTest

/// The registry as a value (`SystemRegistry`) and the system that travels with the button
/// (`SystemFacts`): a system made in Swift is drawn and audited by the documentation's own
/// example, with its wording, rules and touch target; two system files with the same `name`
/// draw in one run, told apart by their paths; a resolved button whose system was changed is
/// refused by layout.
final class SystemRegistryTests: XCTestCase {
    private var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("system-registry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: work) }

    /// docs/swift-api.md's example, run in a temporary folder: Acme draws Material's pixels
    /// under its own name, announces with its own wording, audits with its own rule and touch
    /// target, and wrote the PNG it was asked for.
    func testTheDocumentationsSwiftMadeSystemIsDrawnAndAudited() throws {
        let before = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(work.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(before) }
        let (renderer, buy, report) = try DocumentationSwiftExamples.swiftMadeSystem()

        XCTAssertEqual(report.voiceOver, "BUY, action")
        XCTAssertEqual(report.findings.map(\.rule), ["noShouting"], "\(report.findings)")
        XCTAssertEqual(report.system.rawValue, "acme")
        let layout = try renderer.layout(buy)
        XCTAssertEqual(layout.systemFacts.displayName, "Acme")
        XCTAssertEqual(layout.systemFacts.touchTargetMinimum, 40)
        XCTAssertEqual(layout.button.system.rawValue, "acme")

        // Material's resolver, so Material's pixels: the same PNG as the built-in system's.
        let written = try Data(contentsOf: work.appendingPathComponent("buy@2x.png"))
        var asMaterial = buy
        asMaterial.system = .material
        XCTAssertEqual(written, Data(try ButtonRenderer().render(asMaterial, format: .png, scale: 2).bytes))

        // A disabled button in Acme's words; Material's own wording is untouched.
        var disabled = buy
        disabled.state = .disabled
        disabled.title = "Buy"
        XCTAssertEqual(Auditor.audit(try renderer.layout(disabled), spec: disabled).voiceOver, "Buy, action, unavailable")
        asMaterial.title = "Buy"
        XCTAssertNotEqual(Auditor.audit(try ButtonRenderer().layout(asMaterial), spec: asMaterial).voiceOver, "Buy, action")
    }

    /// A registry refuses a second system of a name, and a built-in system's name; a renderer
    /// without the system refuses a spec naming it, listing the names it has.
    func testARegistryHoldsOneSystemPerName() throws {
        let material = DesignSystem.material
        func system(_ name: String) -> DesignSystem {
            DesignSystem(id: ButtonSystem(registering: name), displayName: name, styles: material.styles, defaultStyle: .contained,
                         states: material.states, theme: material.theme, voiceOver: .web, touchTargetMinimum: 24,
                         resolve: material.resolver, catalog: { _ in [] })
        }
        var systems = SystemRegistry.builtIn
        try systems.add(system("registry-test-one"))
        XCTAssertThrowsError(try systems.add(system("registry-test-one"))) {
            XCTAssertEqual($0 as? SystemRegistryError, .nameTaken("registry-test-one", builtIn: false))
        }
        XCTAssertThrowsError(try systems.add(system("uikit"))) {
            XCTAssertEqual("\($0)", "'uikit' is a built-in system's name; give the system a name of its own")
        }
        XCTAssertEqual(systems.names.last, "registry-test-one")

        let spec = ButtonSpec(system: ButtonSystem(registering: "registry-test-one"), title: "Go")
        XCTAssertEqual(try ButtonRenderer(systems: systems).layout(spec).systemFacts.displayName, "registry-test-one")
        XCTAssertThrowsError(try ButtonRenderer().layout(spec)) { error in
            XCTAssertTrue("\(error)".contains("unknown value 'registry-test-one'"), "\(error)")
            XCTAssertFalse("\(error)".contains("registry-test-one,"), "the built-in registry lists only its own names: \(error)")
        }
    }

    /// A resolved button whose `system` is changed after resolve no longer matches the facts it
    /// carries: layout refuses it rather than draw one system with another's rules.
    func testLayoutRefusesAButtonWhoseSystemWasChanged() throws {
        let renderer = try ButtonRenderer()
        var button = try renderer.resolve(ButtonSpec(style: .contained, title: "Save"))
        XCTAssertEqual(button.systemFacts?.displayName, "Material")
        button.system = .uikit
        XCTAssertThrowsError(try LayoutEngine.layout(button, engine: renderer.engine)) {
            XCTAssertTrue("\($0)".contains("not the one it was resolved with"), "\($0)")
        }
    }

    /// Two copies of the acme system file, both named `twin`, one with a red container: a
    /// spec file naming each by its path draws both in one run (on two threads), each with
    /// its own file's colours and facts; a spec naming `twin` is told to name the path.
    func testTwoSystemFilesNamedAlikeDrawInOneRun() throws {
        var files: [String] = []
        for (folder, fill) in [("a", nil), ("b", "\"#D32F2F\"")] as [(String, String?)] {
            let copy = work.appendingPathComponent(folder)
            try FileManager.default.copyItem(at: SystemFileTests.acmeFolder, to: copy)
            let file = copy.appendingPathComponent("acme.system.yaml")
            var text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "name: acme\n", with: "name: twin\n")
            if let fill {
                text = text.replacingOccurrences(of: "  containerColor: [\"{button.{style}.bgColor.{state}}\", \"{button.{style}.bgColor.rest}\"]",
                                                 with: "  containerColor: \(fill)")
                XCTAssertTrue(text.contains("containerColor: \(fill)"), "the fixture's containerColor slot changed")
            }
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let specs = work.appendingPathComponent("twins.yaml")
        try """
        - {name: from-a, system: a/acme.system.yaml, style: primary, title: Buy}
        - {name: from-b, system: b/acme.system.yaml, style: primary, title: Buy}
        """.write(to: specs, atomically: true, encoding: .utf8)

        let inputs = try RunInputs.load([specs.path])
        var drawn: [String: ButtonLayout] = [:]
        let collect = RunSink(receive: { item in
            if case .invalid(let error) = item.outcome { XCTFail("\(error)") }
            if case .button(_, let layout)? = item.drawn?.prepared { drawn[layout.button.name] = layout }
        })
        let run = Run(inputs: inputs, options: BatchOptions(outputs: BatchOutput.grid(formats: [.png], scales: [1]), jobs: 2))
        try run.execute(sinks: [collect])

        let a = try XCTUnwrap(drawn["from-a"]), b = try XCTUnwrap(drawn["from-b"])
        XCTAssertEqual(a.button.system.rawValue, "twin")
        XCTAssertEqual(b.button.system.rawValue, "twin")
        XCTAssertEqual(a.systemFacts.definition?.file, files[0])
        XCTAssertEqual(b.systemFacts.definition?.file, files[1])
        XCTAssertEqual(b.button.containerColor, RGBAColor(rgb: 0xD32F2F))
        XCTAssertNotEqual(a.button.containerColor, b.button.containerColor)

        XCTAssertThrowsError(try ButtonRenderer().layout(ButtonSpec(system: ButtonSystem(registering: "twin"), title: "Buy"))) { error in
            XCTAssertTrue("\(error)".contains("two system files read are named 'twin'"), "\(error)")
            XCTAssertTrue("\(error)".contains(files[0]) && "\(error)".contains(files[1]), "\(error)")
        }
    }
}
