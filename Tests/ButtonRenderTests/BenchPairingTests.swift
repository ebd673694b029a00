import ButtonRender
import ButtonRenderTools
import Foundation
import XCTest

/// `render-cli bench`'s process figure against its in-memory round: the round must draw the
/// buttons the `render` child writes.
final class BenchPairingTests: XCTestCase {
    /// The bench's bookkeeping figure is the process less an in-memory round of its own
    /// buttons: that round must draw what the `render` child writes, byte for byte.
    func testTheInMemoryRoundDrawsTheProcesssOwnButtons() throws {
        let cli = try CommandLineRunner(prefix: "bench-pairing")
        defer { cli.cleanUp() }
        let count = ProcessWorkload.labels.count + 1
        let spec = try cli.write("spec.json", ProcessWorkload.specText(count: count))
        let run = try cli.run(ProcessWorkload.renderArguments(spec: spec, out: "out", jobs: 1))
        XCTAssertEqual(run.status, 0, run.err)
        let specs = try ProcessWorkload.specs(count: count)
        XCTAssertEqual(specs.count, count)
        let renderer = try ButtonRenderer()
        for (i, button) in specs.enumerated() {
            let written = try Data(contentsOf: cli.work.appendingPathComponent("out/b\(i)@\(ProcessWorkload.scale)x.png"))
            let drawn = try renderer.render(button, format: .png).bytes
            XCTAssertTrue([UInt8](written) == drawn, "b\(i) drawn in memory (\(drawn.count) bytes) is not the child's (\(written.count) bytes)")
        }
        let round = try Benchmark.encodingRound(count: count, of: specs, renderer: renderer)
        XCTAssertGreaterThan(round.microsecondsPerButton, 0)
        XCTAssertEqual(round.bytes, try (0..<count).reduce(0) { total, i in
            total + (try Data(contentsOf: cli.work.appendingPathComponent("out/b\(i)@\(ProcessWorkload.scale)x.png")).count)
        })
    }
}
