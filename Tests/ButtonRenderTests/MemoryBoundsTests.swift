@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderSnapshot
import Foundation
import ButtonRenderTestSupport
import XCTest

/// Memory stays bounded whatever the goldens and buttons: a golden's size and declared
/// dimensions are checked before it is read, a composite over the canvas limit is refused (or
/// left out of verify's artifacts) instead of allocated, and the threads of a run share one
/// pixel budget instead of each drawing a huge canvas at once.
final class MemoryBoundsTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws { cli = try CommandLineRunner(prefix: "memory-bounds") }
    override func tearDown() { cli.cleanUp() }

    /// A PNG signature and an IHDR declaring `width` x `height`, and nothing else.
    private func pngHeader(width: Int, height: Int) -> [UInt8] {
        let full = TestPNGWriter.png(width: 1, height: 1, bitDepth: 8, colorType: 6) { _, _ in [0, 0, 0, 255] }
        let ihdr = TestPNGWriter.chunk("IHDR", TestPNGWriter.bigEndian(UInt32(width)) + TestPNGWriter.bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        return Array(full[0..<8]) + ihdr
    }

    func testAHugeGoldenIsRefusedBeforeItIsRead() throws {
        let suite = cli.work.appendingPathComponent("goldens/suite")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        // 3 GB, sparse: nothing is written to disk, and nothing may be read.
        let huge = suite.appendingPathComponent("huge.png").path
        XCTAssertEqual(FileManager.default.createFile(atPath: huge, contents: Data(pngHeader(width: 10, height: 10))), true)
        XCTAssertEqual(truncate(huge, 3 << 30), 0)
        // A small file whose header declares a canvas over the limit.
        try Data(pngHeader(width: 100_000, height: 100_000)).write(to: suite.appendingPathComponent("wide.png"))
        let store = SnapshotStore(root: cli.work.appendingPathComponent("goldens").path)
        let start = Date()
        XCTAssertThrowsError(try store.read(suite: "suite", fileName: "huge.png")) { error in
            XCTAssertTrue("\(error)".contains("goldens are limited to \(SnapshotStore.maximumFileSize) bytes"), "\(error)")
        }
        XCTAssertThrowsError(try store.read(suite: "suite", fileName: "wide.png")) { error in
            XCTAssertTrue("\(error)".contains("100000x100000"), "\(error)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        // verify and record, as users meet it: a located error at once, no gigabytes.
        try cli.write("s.yaml", "- {name: huge, title: Huge}\n")
        for command in ["verify", "record"] {
            let result = try cli.run([command, "s.yaml", "--snapshots", "goldens/suite"])
            XCTAssertEqual(result.status, 2, command + ": " + result.out + result.err)
            XCTAssertTrue((result.out + result.err).contains("limited to"), command + ": " + result.out + result.err)
        }
    }

    func testACompositeOverTheCanvasLimitIsRefusedBeforeDecoding() throws {
        // Two 8000x8000 images: each fits the canvas limit, their composite (24,016 px wide)
        // does not. Headers alone: the refusal must come before any decoding.
        try Data(pngHeader(width: 8000, height: 8000)).write(to: cli.work.appendingPathComponent("a.png"))
        try Data(pngHeader(width: 8000, height: 8000)).write(to: cli.work.appendingPathComponent("b.png"))
        let result = try cli.run(["diff", "a.png", "b.png", "--out", "c.png", "--composite"])
        XCTAssertEqual(result.status, 2, result.err)
        XCTAssertTrue(result.err.contains("composite would be 24016x8000 px"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.work.appendingPathComponent("c.png").path))
        XCTAssertEqual(ImageDiff.compositeSize(expected: (10, 20), actual: (30, 5)).width, 10 + 30 + 30 + 2 * ImageDiff.compositeGap)
    }

    func testVerifyLeavesOutACompositeOverTheCanvasLimit() throws {
        // Images one pixel high and as wide as a canvas may be: three side by side are not.
        let side = CanvasLimits.maximumSide
        let expected = DecodedImage(width: side, height: 1, fill: (255, 0, 0, 255))
        let actual = DecodedImage(width: side, height: 1, fill: (0, 0, 255, 255))
        var verdict = try ImageComparison.comparePadded(actual: actual, expected: expected, tolerance: SnapshotTolerance())
        XCTAssertFalse(verdict.passed)
        verdict.expected = expected; verdict.actual = actual
        let verifier = SnapshotVerifier(store: SnapshotStore(root: cli.work.appendingPathComponent("goldens").path), mode: .never,
                                        artifacts: cli.work.appendingPathComponent("artifacts").path)
        let image = RenderedImage(name: "wide", format: .png, scale: 1, pixelWidth: side, pixelHeight: 1,
                                  bytes: try PNGEncoder.encode(rgba: actual.rgba, width: side, height: 1))
        let urls = try verifier.writeArtifacts(image, verdict: verdict, suite: "suite")
        XCTAssertEqual(urls.map(\.lastPathComponent), ["wide.actual.png", "wide.diff.png"], "no composite of 49,168 px")
        // One that fits still gets its composite.
        let small = DecodedImage(width: 4, height: 1, fill: (0, 0, 0, 255))
        var fits = try ImageComparison.comparePadded(actual: small, expected: DecodedImage(width: 4, height: 1), tolerance: SnapshotTolerance())
        fits.expected = DecodedImage(width: 4, height: 1); fits.actual = small
        let smallImage = RenderedImage(name: "small", format: .png, scale: 1, pixelWidth: 4, pixelHeight: 1,
                                       bytes: try PNGEncoder.encode(rgba: small.rgba, width: 4, height: 1))
        XCTAssertEqual(try verifier.writeArtifacts(smallImage, verdict: fits, suite: "suite").count, 3)
    }

    func testTheThreadsOfARunShareOnePixelBudget() throws {
        // 8 buttons of about 90,000 canvas pixels on 8 threads, with a budget of 200,000:
        // never more than two are drawn at once, and the bytes are those of one thread.
        let specs = (0..<8).map { "- {name: b\($0), title: 'Button \($0)', width: 290, height: 290, canvasPadding: 5}" }.joined(separator: "\n")
        let items = try SheetLoader.load(text: specs, file: "budget.yaml")
        var options = BatchOptions(outputs: [BatchOutput(format: .png)], metadata: false, audit: false, jobs: 8)
        options.pixelBudget = 200_000
        let parallel = try BatchRenderer(options: options)
        var parallelBytes: [[UInt8]] = []
        try parallel.render(items) { parallelBytes.append($0.images.first?.bytes ?? []) }
        let peak = try XCTUnwrap(parallel.lastPixelBudget).peak
        XCTAssertGreaterThan(peak, 0)
        XCTAssertLessThanOrEqual(peak, 200_000, "pixels drawn at once")
        options.jobs = 1
        var serialBytes: [[UInt8]] = []
        try BatchRenderer(options: options).render(items) { serialBytes.append($0.images.first?.bytes ?? []) }
        XCTAssertEqual(parallelBytes, serialBytes)
        // An item larger than the whole budget is drawn alone, not refused.
        options.jobs = 4; options.pixelBudget = 1000
        let alone = try BatchRenderer(options: options)
        var drawn = 0
        try alone.render(Array(items.prefix(3))) { if $0.error == nil { drawn += 1 } }
        XCTAssertEqual(drawn, 3)
        XCTAssertEqual(alone.lastPixelBudget?.peak, 1000)
    }
}
