@testable import ButtonRender
import Foundation
import XCTest
import ButtonRenderTestSupport

/// Drawing caches belong to a run (`RenderCaches`), not to the process: two renderers, two
/// batch renderers or two runs share no kept layer and no shadow blur, every thread of a run
/// paints through the run's caches, sheets blur through their renderer's, and no cache changes
/// a byte.
final class RenderCachesTests: XCTestCase {
    /// An elevated button: two shadows to blur and lower layers to keep.
    private func elevated(_ name: String, title: String) throws -> ButtonSpec {
        try spec("name: \(name)\nstyle: contained\ntitle: \(title)\nelevation: 2\nwidth: 160")
    }

    private func items(_ count: Int) throws -> [SpecItem] {
        try (0..<count).map { SpecItem.button(LoadedSpec(spec: try elevated("b\($0)", title: "T\($0)"), source: .inline("b\($0)"))) }
    }

    private func assertEmpty(_ caches: RenderCaches, _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let layers = try XCTUnwrap(caches.layers), blurs = try XCTUnwrap(caches.shadowBlurs)
        XCTAssertEqual(layers.count, 0, "layers: \(message)", file: file, line: line)
        XCTAssertEqual(blurs.count, 0, "blurs: \(message)", file: file, line: line)
        XCTAssertEqual(caches.byteCount, 0, message, file: file, line: line)
        XCTAssertEqual(layers.statistics.hits + layers.statistics.misses, 0, "layer look-ups: \(message)", file: file, line: line)
        XCTAssertEqual(blurs.statistics.hits + blurs.statistics.misses, 0, "blur look-ups: \(message)", file: file, line: line)
    }

    func testTwoRenderersShareNoCache() throws {
        let first = try ButtonRenderer(), second = try ButtonRenderer()
        try assertEmpty(first.caches, "a new renderer's caches are empty")
        _ = try first.render(try elevated("a", title: "SHARE"), format: .png, scale: 2)
        let layers = try XCTUnwrap(first.caches.layers), blurs = try XCTUnwrap(first.caches.shadowBlurs)
        XCTAssertEqual(layers.count, 1, "the button's lower layers are kept in its renderer's cache")
        XCTAssertGreaterThan(blurs.count, 0, "its shadows are blurred through its renderer's cache")
        XCTAssertEqual(first.caches.byteCount, layers.byteCount + blurs.byteCount)
        try assertEmpty(second.caches, "a button drawn by another renderer leaves these caches alone")

        // The same layers drawn by the second renderer start from nothing the first kept.
        _ = try second.render(try elevated("b", title: "NEXT"), format: .png, scale: 2)
        XCTAssertEqual(second.caches.layers?.statistics.hits, 0)
        XCTAssertEqual(second.caches.layers?.statistics.misses, 1)
        XCTAssertEqual(second.caches.shadowBlurs?.statistics.hits, 0)
        XCTAssertEqual(layers.statistics.hits + layers.statistics.misses, 1, "the first renderer's cache was not looked in again")
    }

    /// A sheet's buttons blur their shadows through the sheet renderer's caches, and keep no
    /// layers (a sheet's canvas is never one button's).
    func testSheetsBlurThroughTheirRenderersCache() throws {
        let renderer = try ButtonRenderer()
        let file = packageRoot.appendingPathComponent("Examples/material-contained-redlines.yaml").path
        guard case .sheet(let loaded)? = try SheetLoader.load(file: file).first else { return XCTFail("a sheet") }
        _ = try SheetRenderer(renderer: renderer).render(loaded.sheet, format: .png, scale: 1)
        XCTAssertGreaterThan(renderer.caches.shadowBlurs?.count ?? 0, 0)
        XCTAssertEqual(renderer.caches.layers?.count, 0)
    }

    /// Turning both caches off keeps nothing and changes no byte.
    func testDisabledCachesKeepNothingAndChangeNoByte() throws {
        let cached = try ButtonRenderer(), uncached = try ButtonRenderer(caches: .disabled)
        XCTAssertNil(uncached.caches.layers)
        XCTAssertNil(uncached.caches.shadowBlurs)
        for title in ["SHARE", "NEXT", "SHARE"] {
            let button = try elevated("a", title: title)
            XCTAssertTrue(try cached.render(button, format: .png, scale: 2).bytes == uncached.render(button, format: .png, scale: 2).bytes)
        }
        XCTAssertEqual(uncached.caches.byteCount, 0)
        XCTAssertGreaterThan(cached.caches.layers?.statistics.hits ?? 0, 0, "the cached renderer used its layers")
        cached.caches.removeAll()
        XCTAssertEqual(cached.caches.byteCount, 0)
    }

    /// A batch's threads paint through the batch's caches (the calling thread draws nothing
    /// on several threads, so what its caches hold the workers kept), and another batch starts
    /// with empty caches of its own and leaves the first one's alone.
    func testABatchRunsCachesAreItsOwn() throws {
        let items = try items(8)
        let options = BatchOptions(outputs: [BatchOutput(format: .png, scale: 2)], metadata: false, audit: false, jobs: 2)
        let first = try BatchRenderer(options: options)
        var delivered = 0
        try first.render(items) { XCTAssertNil($0.error); delivered += 1 }
        XCTAssertEqual(delivered, items.count)
        let layers = try XCTUnwrap(first.caches.layers)
        XCTAssertEqual(layers.statistics.hits + layers.statistics.misses, items.count, "every worker looked in the run's layers")
        XCTAssertGreaterThan(layers.statistics.hits, 0, "the workers share one cache: same layers, other titles")
        XCTAssertGreaterThan(first.caches.shadowBlurs?.count ?? 0, 0)
        let before = layers.statistics

        let second = try BatchRenderer(options: options)
        try assertEmpty(second.caches, "a second batch's caches start empty")
        try second.render(items) { XCTAssertNil($0.error) }
        XCTAssertGreaterThan(second.caches.layers?.statistics.misses ?? 0, 0, "the second run painted its layers itself")
        XCTAssertTrue(layers.statistics == before, "the second run did not touch the first one's caches")
    }

    /// A checked plan drawn on several threads paints through the checking renderer's caches,
    /// and a `Run` through the renderer it is given.
    func testPlansAndRunsDrawThroughTheirRenderersCaches() throws {
        let items = try items(6)
        let options = BatchOptions(outputs: [BatchOutput(format: .png, scale: 1)], metadata: false, audit: false, jobs: 2)
        let batch = try BatchRenderer(options: options)
        try batch.check(items).render { XCTAssertNil($0.error) }
        XCTAssertEqual(batch.caches.layers.map { $0.statistics.hits + $0.statistics.misses }, items.count)

        let renderer = try ButtonRenderer()
        try Run(inputs: RunInputs(items: items), options: options).execute(renderer: renderer, sinks: [])
        XCTAssertEqual(renderer.caches.layers.map { $0.statistics.hits + $0.statistics.misses }, items.count)
        XCTAssertGreaterThan(renderer.caches.shadowBlurs?.count ?? 0, 0)
    }
}
