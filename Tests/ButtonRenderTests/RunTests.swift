@testable import ButtonRender
import Foundation
import XCTest
import ButtonRenderTestSupport

/// The library's `Run` with its sinks, in process: items reach every sink in input order, sheets
/// first, each with the layout it was drawn from; an invalid item is an outcome, not a stop; the
/// gallery is made from the run's layouts (one layout per button); a sink's error stops the run.
final class RunTests: XCTestCase {
    /// Eight catalog buttons and one example sheet.
    private func inputs(badButton: Bool = false) throws -> RunInputs {
        var buttons = BuiltInCatalog.specs().prefix(8).map { LoadedSpec(spec: $0, source: .inline("catalog:\($0.name!)")) }
        if badButton {
            var spec = buttons[3].spec
            spec.name = "too-wide"; spec.width = .points(20_000)
            buttons[3] = LoadedSpec(spec: spec, source: .inline("catalog:too-wide"))
        }
        let sheets = try SheetLoader.load(file: packageRoot.appendingPathComponent("Examples/obsidian-states.yaml").path).compactMap {
            if case .sheet(let sheet) = $0 { return sheet } else { return nil }
        }
        return RunInputs(buttons: Array(buttons), sheets: sheets)
    }

    private let outputs = BatchOutput.grid(formats: [.png, .svg], scales: [1, 2])

    func testSinksReceiveEveryItemInInputOrderWithItsLayout() throws {
        let inputs = try inputs()
        for jobs in [1, 3] {
            var received: [RunItem] = []
            let drawnOnThreads = LockedCounter()
            let sink = RunSink(onDrawingThread: { _ in drawnOnThreads.add() }, receive: { received.append($0) })
            let summary = try Run(inputs: inputs, options: BatchOptions(outputs: outputs, jobs: jobs)).execute(sinks: [sink])
            XCTAssertEqual(received.map(\.index), Array(0..<9))
            XCTAssertEqual(received.map(\.kind), [.sheet] + Array(repeating: .button, count: 8))
            XCTAssertEqual(drawnOnThreads.value, 9)
            XCTAssertEqual(summary, RunSummary(buttons: 8, sheets: 1, invalidButtons: 0, invalidSheets: 0, images: 36))
            for item in received {
                let drawn = try XCTUnwrap(item.drawn, item.name)
                XCTAssertEqual(drawn.images.map(\.fileName).first, item.name + ".png")
                switch drawn.prepared {
                case .button(let loaded, let layout): XCTAssertEqual(layout.button.name, loaded.spec.name)
                case .sheet(let loaded, let layout): XCTAssertEqual(layout.name, loaded.sheet.outputName)
                }
            }
        }
    }

    func testAnInvalidItemIsAnOutcomeAndTheOthersAreDrawn() throws {
        var received: [RunItem] = []
        let summary = try Run(inputs: try inputs(badButton: true), options: BatchOptions(outputs: outputs, jobs: 2))
            .execute(sinks: [RunSink(receive: { received.append($0) })])
        XCTAssertEqual(summary.invalidButtons, 1)
        XCTAssertTrue(summary.hasInvalidItems)
        let bad = try XCTUnwrap(received.first { $0.name == "too-wide" })
        guard case .invalid(let error) = bad.outcome else { return XCTFail("the over-wide button was drawn") }
        XCTAssertEqual(error.file, "catalog:too-wide")
        XCTAssertNil(bad.drawn)
        XCTAssertEqual(received.filter { $0.drawn != nil }.count, 8)
    }

    func testTheGalleryIsMadeFromTheRunsLayoutsOnePerButton() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = try OutputWriter(directory: folder.path)
        let buttons = Array(BuiltInCatalog.specs().prefix(12)).map { LoadedSpec(spec: $0, source: .inline("catalog:\($0.name!)")) }
        for formats in [[OutputFormat.png], [.svg]] {
            // One thread: every layout is this renderer's, so its counter counts them all.
            let renderer = try ButtonRenderer()
            try Run(inputs: RunInputs(buttons: buttons), options: BatchOptions(outputs: BatchOutput.grid(formats: formats, scales: [1]), jobs: 1))
                .execute(renderer: renderer, sinks: [.files(writer), .gallery(title: "Twelve", renderer: renderer, writer: writer)])
            XCTAssertEqual(renderer.layoutCount, buttons.count, "\(formats): each button is laid out once, for drawing and the gallery")
            let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
            XCTAssertTrue(page.contains("<title>Twelve</title>"), String(page.prefix(400)))
            for button in buttons { XCTAssertTrue(page.contains("\"\(button.spec.name!)\""), "\(button.spec.name!) missing from the gallery") }
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(buttons[0].spec.name!).png").path))
    }

    func testAnErrorThrownByASinkStopsTheRun() throws {
        struct Full: Error {}
        var received = 0
        let stopping = RunSink(onDrawingThread: { item in if item.index == 4 { throw Full() } }, receive: { _ in received += 1 })
        XCTAssertThrowsError(try Run(inputs: try inputs(), options: BatchOptions(outputs: outputs, jobs: 2)).execute(sinks: [stopping])) {
            XCTAssertTrue($0 is Full, "\($0)")
        }
        XCTAssertEqual(received, 4, "items before the failing one are delivered, none after")
    }
}

/// A count several threads add to.
private final class LockedCounter: @unchecked Sendable {
    // Safe: `count` is read and written only under `lock`.
    private let lock = NSLock()
    private var count = 0
    func add() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
