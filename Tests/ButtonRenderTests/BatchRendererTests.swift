@testable import ButtonRender
import Foundation
import XCTest
import ButtonRenderTestSupport

/// The library's batch pipeline in process: the same bytes, in the same order, on one thread
/// or several; progress to the total; a bad item delivered with its located error.
final class BatchRendererTests: XCTestCase {
    /// Twenty catalog buttons of every system and two example sheets, sheets in the middle.
    func items() throws -> [SpecItem] {
        let catalog = BuiltInCatalog.specs()
        let buttons = stride(from: 0, to: catalog.count, by: max(1, catalog.count / 20)).prefix(20).map {
            SpecItem.button(LoadedSpec(spec: catalog[$0], source: .inline("catalog:\(catalog[$0].name!)")))
        }
        let examples = packageRoot.appendingPathComponent("Examples")
        let sheets = try ["obsidian-states.yaml", "material-contained-redlines.yaml"].flatMap {
            try SheetLoader.load(file: examples.appendingPathComponent($0).path)
        }
        return Array(buttons.prefix(10)) + sheets + buttons.dropFirst(10)
    }

    /// Every delivered result of a batch, with the progress values seen.
    func run(_ items: [SpecItem], jobs: Int, window: Int? = nil) throws -> (results: [BatchResult], progress: [BatchProgress]) {
        let options = BatchOptions(outputs: BatchOutput.grid(formats: [.png, .svg], scales: [1, 2]), jobs: jobs, window: window)
        var results: [BatchResult] = [], progress: [BatchProgress] = []
        try BatchRenderer(options: options).render(items, progress: { progress.append($0) }) { results.append($0) }
        return (results, progress)
    }

    func testBytesAndOrderDoNotDependOnTheThreadCount() throws {
        let items = try items()
        XCTAssertEqual(items.count, 22)
        let serial = try run(items, jobs: 1), parallel = try run(items, jobs: 4), narrow = try run(items, jobs: 3, window: 1)
        XCTAssertEqual(serial.results.map(\.index), Array(0..<items.count))
        for other in [parallel, narrow] {
            XCTAssertEqual(other.results.map(\.index), serial.results.map(\.index))
            XCTAssertEqual(other.results.map(\.name), serial.results.map(\.name))
            XCTAssertEqual(other.results.map(\.files), serial.results.map(\.files), "bytes differ between thread counts")
            XCTAssertEqual(other.results.map(\.audits), serial.results.map(\.audits))
        }
        // Each item: four images (png@1, png@2, svg@1, svg@2), then its metadata.
        XCTAssertTrue(serial.results.allSatisfy { $0.error == nil && $0.images.count == 4 && $0.metadata != nil })
        let sheet = serial.results[10]
        XCTAssertEqual(sheet.name, "obsidian-states")
        XCTAssertEqual(sheet.files.map(\.name), ["obsidian-states.png", "obsidian-states@2x.png", "obsidian-states.svg",
                                                 "obsidian-states@2x.svg", "obsidian-states.layout.json"])
        XCTAssertGreaterThan(sheet.audits.count, 1, "one report per button of the sheet")
        // The same bytes as the renderer draws one image.
        let first = try XCTUnwrap(items.first)
        guard case .button(let loaded) = first else { return XCTFail("a button first") }
        XCTAssertEqual(serial.results[0].images[1].bytes, try sharedRenderer.render(loaded.spec, format: .png, scale: 2).bytes)
    }

    /// A batch over a renderer with fonts of its own draws with those fonts on every thread:
    /// the drawing threads' renderers had the default fonts, so a family only the caller's
    /// registry holds was an error on two threads and drew on one.
    func testARendererWithItsOwnFontsDrawsTheSameOnEveryThread() throws {
        let serif = SystemFileTests.acmeFolder.appendingPathComponent("fonts/DejaVuSerif.ttf").path
        let fonts = FontRegistry.defaultFonts + [FontFile(family: "DejaVu Serif", path: serif, package: "test fixture")]
        let items = (0..<6).map { index in
            SpecItem.button(LoadedSpec(spec: ButtonSpec(name: "serif-\(index)", style: .contained, title: "Serif \(index)",
                                                        font: FontSpec(family: "DejaVu Serif")),
                                       source: .inline("serif-\(index)")))
        }
        var drawn: [String: [[UInt8]]] = [:]
        for jobs in [1, 3] {
            let renderer = try ButtonRenderer(registry: try FontRegistry(fonts: fonts))
            var results: [BatchResult] = []
            try BatchRenderer(options: BatchOptions(outputs: [BatchOutput(format: .png, scale: 2)], jobs: jobs), renderer: renderer)
                .render(items) { results.append($0) }
            XCTAssertEqual(results.compactMap { $0.error.map { "\($0)" } }, [], "jobs \(jobs)")
            drawn["\(jobs)"] = results.map { $0.images.first?.bytes ?? [] }
        }
        XCTAssertEqual(drawn["1"]?.count, 6)
        XCTAssertEqual(drawn["1"], drawn["3"], "the same bytes on one thread and three")
        let plan = try BatchRenderer(options: BatchOptions(outputs: [BatchOutput(format: .png, scale: 2)], jobs: 3),
                                     renderer: try ButtonRenderer(registry: try FontRegistry(fonts: fonts))).check(items)
        var planned: [[UInt8]] = []
        try plan.render { planned.append($0.images.first?.bytes ?? []) }
        XCTAssertEqual(planned, drawn["1"], "a checked plan's threads draw with the caller's fonts too")
    }

    func testProgressReachesTheTotal() throws {
        let items = try items()
        for jobs in [1, 4] {
            let progress = try run(items, jobs: jobs).progress
            XCTAssertEqual(progress.count, items.count, "one step per item")
            XCTAssertEqual(progress.last, BatchProgress(done: items.count * 4, total: items.count * 4))
            XCTAssertEqual(progress.map(\.done), progress.map(\.done).sorted(), "never backwards")
        }
    }

    func testABadItemIsDeliveredWithItsLocatedErrorAndTheOthersAreDrawn() throws {
        var items = try items()
        let bad = try SpecLoader.load(text: "- {title: fine}\n", file: "bad.yaml", defaultName: "bad")
        XCTAssertThrowsError(try SpecLoader.load(text: "system: uikit\ncornerStyle: large\ncornerRadius: 4\n"))
        // Built in code, the contradiction reaches the batch; it is located at the item's source.
        var contradicting = bad[0]
        contradicting.spec.system = .uikit; contradicting.spec.cornerStyle = .capsule; contradicting.spec.cornerRadius = 4
        let widthError = try SpecLoader.load(text: "name: wide\nwidth: fill\n", file: "wide.yaml")[0]
        items.insert(.button(contradicting), at: 5)
        items.insert(.button(widthError), at: 12)
        for jobs in [1, 4] {
            let (results, progress) = try run(items, jobs: jobs)
            XCTAssertEqual(results.map(\.index), Array(0..<items.count))
            XCTAssertEqual(results[5].error?.description,
                           "bad.yaml:1:3: field '[0].cornerRadius': cornerRadius contradicts cornerStyle 'capsule', which sets the radii; "
                           + "give one of them (cornerStyle 'fixed' takes cornerRadius)")
            XCTAssertEqual(results[5].files, [])
            let wide = try XCTUnwrap(results[12].error)
            XCTAssertEqual(wide.file, "wide.yaml")
            XCTAssertEqual(wide.line, 1, "containerWidth is missing: at the spec's own line")
            XCTAssertEqual(wide.field, "containerWidth")
            XCTAssertEqual(results.filter { $0.error != nil }.count, 2)
            XCTAssertTrue(results.filter { $0.error == nil }.allSatisfy { $0.images.count == 4 })
            XCTAssertEqual(progress.last?.total, (items.count - 2) * 4)
            XCTAssertEqual(progress.last?.done, (items.count - 2) * 4)
        }
        // Checking alone names the bad items before anything is drawn.
        let plan = try BatchRenderer(options: BatchOptions()).check(items)
        XCTAssertEqual(plan.errors.count, 2)
        XCTAssertEqual(plan.checks[5].error?.field, "[0].cornerRadius")
    }

    func testAnErrorThrownByTheConsumerStopsTheRun() throws {
        struct Stop: Error {}
        let items = try items()
        for jobs in [1, 4] {
            var delivered = 0
            XCTAssertThrowsError(try BatchRenderer(options: BatchOptions(jobs: jobs, window: 2)).render(items) { _ in
                delivered += 1
                if delivered == 3 { throw Stop() }
            }) { XCTAssertTrue($0 is Stop) }
            XCTAssertEqual(delivered, 3)
        }
    }

    func testOutputGridAndMetadataScales() throws {
        XCTAssertEqual(BatchOutput.grid(formats: [.png, .svg], scales: [1, 2]).map { "\($0.format.rawValue)@\($0.scale!)" },
                       ["png@1", "png@2", "svg@1", "svg@2"])
        XCTAssertEqual(BatchOutput.grid(formats: [.pdf], scales: []), [BatchOutput(format: .pdf)])
        // Each item at its own scale when the output gives none.
        let spec = ButtonSpec(name: "own", title: "Own", scale: 3)
        var results: [BatchResult] = []
        try BatchRenderer(options: BatchOptions(outputs: [BatchOutput(format: .png)], audit: false))
            .render([.button(LoadedSpec(spec: spec, source: .inline("own")))]) { results.append($0) }
        XCTAssertEqual(results.first?.files.map(\.name), ["own@3x.png", "own.layout.json"])
        XCTAssertEqual(results.first?.audits, [])
        let metadata = try XCTUnwrap(results.first?.metadata)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(metadata.bytes)) as? [String: Any])
        XCTAssertEqual(json["scales"] as? [Int], [3])
    }

    /// `store` runs on the drawing thread for every item; what it returns is delivered, in
    /// input order, and what it throws stops the batch at that item's turn.
    func testStoreRunsBeforeDeliveryAndItsErrorStopsTheRun() throws {
        struct Full: Error {}
        let items = try items()
        for jobs in [1, 4] {
            let batch = try BatchRenderer(options: BatchOptions(outputs: [BatchOutput(format: .png, scale: 1)], jobs: jobs))
            var delivered: [BatchResult] = []
            try batch.render(items, store: { result in
                var stored = result
                for i in stored.images.indices { stored.images[i].bytes = [UInt8(result.index)] }
                return stored
            }) { delivered.append($0) }
            XCTAssertEqual(delivered.map(\.index), Array(0..<items.count))
            XCTAssertEqual(delivered.map { $0.images.first?.bytes }, (0..<items.count).map { [UInt8($0)] })
            var count = 0
            XCTAssertThrowsError(try batch.render(items, store: { result in
                if result.index == 7 { throw Full() }
                return result
            }) { _ in count += 1 }) { XCTAssertTrue($0 is Full) }
            XCTAssertEqual(count, 7, "items before the failing one are delivered")
        }
    }

    /// The README's example ("Rendering many specs from Swift"), into a temporary folder.
    func testReadmeExample() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("batch-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let items = try SheetLoader.load(file: packageRoot.appendingPathComponent("Examples/buttons.yaml").path)
        let options = BatchOptions(outputs: BatchOutput.grid(formats: [.png, .svg], scales: [1, 2]), jobs: 4)
        let writer = try OutputWriter(directory: out.path)
        var last = BatchProgress(done: 0, total: 0)
        try BatchRenderer(options: options).render(items, progress: { last = $0 }) { result in
            if let error = result.error { throw error }
            for file in result.files { try writer.write(file.bytes, to: file.name) }
        }
        XCTAssertEqual(last.done, items.count * 4)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).count, items.count * 5)
    }
}
