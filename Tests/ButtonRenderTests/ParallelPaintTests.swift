@testable import ButtonRender
@testable import ButtonRenderModel
@testable import ButtonRenderNative
import Foundation
import XCTest
import ButtonRenderTestSupport

/// A layout is a plain value: laid out once on one thread, it is painted on several threads
/// at once, into PNG at two scales and SVG, and every thread gets the bytes a serial paint
/// gets. (Its name puts it in `.ci/run`'s ThreadSanitizer run.)
final class ParallelPaintTests: XCTestCase {
    private static let threads = 4
    private static let outputs: [(OutputFormat, Int)] = [(.png, 1), (.png, 2), (.svg, 1)]

    /// Compiles only while every type a layout is made of is `Sendable`.
    private func requireSendable<T: Sendable>(_: T.Type) {}

    func testLayoutTypesAreSendable() {
        requireSendable(GlyphFont.self)
        requireSendable(GlyphRun.self)
        requireSendable(ShapedText.self)
        requireSendable(PlacedText.self)
        requireSendable(PlacedIcon.self)
        requireSendable(PlacedBackgroundImage.self)
        requireSendable(ButtonLayout.self)
        requireSendable(SheetMark.self)
        requireSendable(SheetText.self)
        requireSendable(SheetButton.self)
        requireSendable(SheetLayout.self)
        requireSendable(PreparedItem.self)
    }

    /// A button with styled title runs, a subtitle, an icon-font icon, and one whose title has
    /// a character no font has (drawn by Pango again on each thread).
    func testOneButtonLayoutPaintsTheSameBytesOnFourThreadsAtOnce() throws {
        let specs = [
            try spec(##"{"system": "uikit", "style": "filled", "titleMarkup": true, "title": "<b>Add</b> to <span color=\"#FFD60A\">cart</span>", "subtitle": "Ships tomorrow", "icon": "shopping_cart"}"##),
            try spec(#"{"style": "outlined", "title": "Pay \u0378 now", "icon": "lock"}"#),
        ]
        let layouts = try specs.map { try sharedRenderer.layout($0) }
        XCTAssertEqual(layouts.map { $0.label?.text.drawsThroughPango }, [false, true])
        for (spec, layout) in zip(specs, layouts) {
            let serial = try Self.outputs.map { try sharedRenderer.render(layout, format: $0.0, scale: $0.1).bytes }
            let painted = PaintedOnThreads.run(count: Self.threads) {
                let renderer = try ButtonRenderer()
                return try Self.outputs.map { try renderer.render(layout, format: $0.0, scale: $0.1).bytes }
            }
            XCTAssertEqual(painted.count, Self.threads)
            for (thread, files) in painted.enumerated() {
                XCTAssertTrue(files == serial, "\(spec.title ?? ""): thread \(thread) painted other bytes than the serial paint")
            }
        }
    }

    /// A sheet (buttons and annotation texts) laid out once, painted on four threads at once.
    func testOneSheetLayoutPaintsTheSameBytesOnFourThreadsAtOnce() throws {
        let file = packageRoot.appendingPathComponent("Examples/material-contained-anatomy.yaml").path
        guard case .sheet(let loaded)? = try SheetLoader.load(file: file).first else { return XCTFail("no sheet in \(file)") }
        let layout = try SheetRenderer(renderer: sharedRenderer).layout(loaded.sheet)
        let serial = try Self.outputs.map { try SheetRenderer(renderer: sharedRenderer).render(layout, format: $0.0, scale: $0.1).bytes }
        let painted = PaintedOnThreads.run(count: Self.threads) {
            let sheets = SheetRenderer(renderer: try ButtonRenderer())
            return try Self.outputs.map { try sheets.render(layout, format: $0.0, scale: $0.1).bytes }
        }
        XCTAssertEqual(painted.count, Self.threads)
        for (thread, files) in painted.enumerated() {
            XCTAssertTrue(files == serial, "thread \(thread) painted other bytes than the serial paint")
        }
    }

    /// `BatchRenderer.check` lays out on the calling thread; its plan's workers draw those
    /// layouts as they are (nothing is laid out again) and give the bytes one thread gives.
    func testACheckedPlanDrawsItsLayoutsOnFourThreads() throws {
        let catalog = BuiltInCatalog.specs()
        var items = stride(from: 0, to: catalog.count, by: max(1, catalog.count / 12)).prefix(12).map {
            SpecItem.button(LoadedSpec(spec: catalog[$0], source: .inline("catalog:\(catalog[$0].name!)")))
        }
        items += try SheetLoader.load(file: packageRoot.appendingPathComponent("Examples/obsidian-states.yaml").path)
        func files(jobs: Int) throws -> [[BatchFile]] {
            let options = BatchOptions(outputs: BatchOutput.grid(formats: [.png, .svg], scales: [1, 2]), jobs: jobs)
            let plan = try BatchRenderer(options: options).check(items)
            XCTAssertEqual(plan.errors, [])
            var files: [[BatchFile]] = []
            try plan.render { files.append($0.files) }
            return files
        }
        let serial = try files(jobs: 1), parallel = try files(jobs: 4)
        XCTAssertEqual(serial.count, items.count)
        XCTAssertTrue(serial.allSatisfy { $0.count == 5 }, "four images and the metadata per item")
        XCTAssertTrue(parallel == serial, "a plan drawn on four threads gives other bytes than on one")
    }
}

/// What `count` threads, started together, each return (an empty list for a thread that threw).
final class PaintedOnThreads: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Int: [[UInt8]]] = [:]

    /// Starts `count` threads that wait for each other, then run `body` at the same time;
    /// returns their results in thread order.
    static func run(count: Int, _ body: @escaping @Sendable () throws -> [[UInt8]]) -> [[[UInt8]]] {
        let collected = PaintedOnThreads()
        let ready = DispatchGroup(), go = DispatchSemaphore(value: 0), done = DispatchGroup()
        for index in 0..<count {
            ready.enter(); done.enter()
            Thread {
                ready.leave()
                go.wait()
                let files = (try? body()) ?? []
                collected.lock.withLock { collected.results[index] = files }
                done.leave()
            }.start()
        }
        ready.wait()
        for _ in 0..<count { go.signal() }
        done.wait()
        return (0..<count).map { collected.results[$0] ?? [] }
    }
}
