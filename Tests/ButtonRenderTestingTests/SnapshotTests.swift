@testable import ButtonRender
@testable import ButtonRenderTesting
import Foundation
import XCTest

/// Golden storage, record modes, verdicts and artifacts.
final class SnapshotTests: XCTestCase {
    /// Its assertions record into scratch folders on purpose: run them as on a developer's
    /// machine even where the tests run with `CI` set (`OffCITrait`).
    override func invokeTest() {
        SnapshotEnvironment.$override.withValue(OffCITrait.environment) { super.invokeTest() }
    }

    private var root: URL!

    /// One renderer for the class's tests, which run one at a time on one thread (a
    /// `ButtonRenderer` is one thread's).
    nonisolated(unsafe) private static let renderer: ButtonRenderer = {
        do { return try ButtonRenderer() } catch { fatalError("cannot build the renderer: \(error)") }
    }()

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("snap-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    private func verifier(_ mode: RecordMode, _ tolerance: SnapshotTolerance = .init()) -> SnapshotVerifier {
        SnapshotVerifier(store: SnapshotStore(root: root.appendingPathComponent("Snapshots").path), mode: mode,
                         tolerance: tolerance, artifacts: root.appendingPathComponent("artifacts").path)
    }

    private func image(_ spec: ButtonSpec, scale: Int = 2, format: OutputFormat = .png) throws -> RenderedImage {
        try Self.renderer.render(spec, format: format, scale: scale)
    }

    private let base = ButtonSpec(name: "radius", style: .outlined, title: "Radius", cornerRadius: .radii(CornerRadii(all: 4)))

    func testHalfPointCornerRadiusChangeFailsWithCountsAndPictures() throws {
        let v = verifier(.missing)
        XCTAssertEqual(try v.verify(image(base), suite: "s").status, .recorded)
        XCTAssertEqual(try v.verify(image(base), suite: "s").status, .passed, "nothing changed")

        var moved = base
        moved.cornerRadius = .radii(CornerRadii(all: 4.5))
        let outcome = try verifier(.never).verify(image(moved), suite: "s")
        XCTAssertEqual(outcome.status, .failed)
        let result = try XCTUnwrap(outcome.verdict?.result)
        XCTAssertGreaterThan(result.mismatchedPixels, 0)
        XCTAssertNotNil(result.boundingBox)
        XCTAssertLessThan(result.ratio, 0.02, "only the corners changed")
        XCTAssertTrue(outcome.message.contains("pixels differ"), outcome.message)
        XCTAssertTrue(outcome.message.contains("s/radius@2x.png"), outcome.message)
        XCTAssertTrue(outcome.message.contains("cairo "), "names library versions")
        XCTAssertEqual(outcome.artifacts.map(\.lastPathComponent), ["radius@2x.actual.png", "radius@2x.diff.png", "radius@2x.composite.png"])
        for url in outcome.artifacts { XCTAssertTrue(outcome.message.contains(url.path)) }
        let diff = try PNGDecoder.decode(file: outcome.artifacts[1].path)
        let red = stride(from: 0, to: diff.rgba.count, by: 4).filter { diff.rgba[$0] == 255 && diff.rgba[$0 + 1] == 0 && diff.rgba[$0 + 2] == 0 }
        XCTAssertEqual(red.count, result.mismatchedPixels, "differences drawn red")
    }

    func testCIModeNeverWritesAGolden() throws {
        XCTAssertEqual(try RecordMode.fromEnvironment(["CI": "true"]), .never)
        XCTAssertEqual(try RecordMode.fromEnvironment(["CI": "true", RecordMode.environmentVariable: "all"]), .all)
        XCTAssertEqual(try RecordMode.fromEnvironment([:]), .missing)
        XCTAssertEqual(try RecordMode.fromEnvironment(["CI": "false"]), .missing)
        XCTAssertThrowsError(try RecordMode.fromEnvironment([RecordMode.environmentVariable: "sometimes"]))
        let outcome = try verifier(.never).verify(image(base), suite: "s")
        XCTAssertEqual(outcome.status, .failed)
        XCTAssertTrue(outcome.message.contains("no golden"), outcome.message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots").path))
    }

    func testRecordModes() throws {
        var changed = base
        changed.state = .hovered
        XCTAssertEqual(try verifier(.missing).verify(image(base), suite: "s").status, .recorded)
        XCTAssertEqual(try verifier(.missing).verify(image(changed), suite: "s").status, .failed, "missing does not overwrite")
        XCTAssertEqual(try verifier(.failed).verify(image(changed), suite: "s").status, .recorded)
        XCTAssertEqual(try verifier(.never).verify(image(changed), suite: "s").status, .passed)
        XCTAssertEqual(try verifier(.all).verify(image(changed), suite: "s").status, .passed, "unchanged bytes are not rewritten")
        XCTAssertEqual(try verifier(.all).verify(image(base), suite: "s").status, .recorded)
    }

    func testSizeMismatchReportsBothSizesAndStillDiffs() throws {
        let v = verifier(.missing)
        _ = try v.verify(image(base), suite: "s")
        var longer = base
        longer.title = "Radius and more"
        let outcome = try verifier(.never).verify(image(longer), suite: "s")
        XCTAssertEqual(outcome.status, .failed)
        let mismatch = try XCTUnwrap(outcome.verdict?.sizeMismatch)
        XCTAssertNotEqual(mismatch.expected.0, mismatch.actual.0)
        XCTAssertTrue(outcome.message.contains("size differs: expected \(mismatch.expected.0)x\(mismatch.expected.1), actual \(mismatch.actual.0)x\(mismatch.actual.1)"), outcome.message)
        XCTAssertEqual(outcome.artifacts.count, 3, "a diff picture even when sizes differ")
    }

    func testTolerances() throws {
        _ = try verifier(.missing).verify(image(base), suite: "s")
        var moved = base
        moved.cornerRadius = .radii(CornerRadii(all: 4.5))
        let strict = try verifier(.never).verify(image(moved), suite: "s")
        let count = try XCTUnwrap(strict.verdict?.result?.mismatchedPixels)
        XCTAssertEqual(try verifier(.never, SnapshotTolerance(maxDiffPixels: count)).verify(image(moved), suite: "s").status, .passed)
        XCTAssertEqual(try verifier(.never, SnapshotTolerance(maxDiffPixels: count - 1)).verify(image(moved), suite: "s").status, .failed)
        XCTAssertEqual(try verifier(.never, SnapshotTolerance(threshold: 1)).verify(image(moved), suite: "s").status, .passed)
    }

    func testBadGoldensAreClearErrors() throws {
        let folder = root.appendingPathComponent("Snapshots/s")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("radius@2x.png"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try verifier(.never).verify(image(base), suite: "s")) { error in
            XCTAssertTrue("\(error)".contains("is a directory"), "\(error)")
        }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("radius@2x.png"))
        let good = try image(base)
        try Data(good.bytes.prefix(good.bytes.count / 2)).write(to: folder.appendingPathComponent("radius@2x.png"))
        XCTAssertThrowsError(try verifier(.never).verify(good, suite: "s")) { error in
            XCTAssertTrue("\(error)".contains("golden is not a valid PNG"), "\(error)")
            XCTAssertTrue("\(error)".lowercased().contains("truncated"), "\(error)")
        }
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("radius@2x.png"))
        XCTAssertThrowsError(try verifier(.never).verify(good, suite: "s")) { error in
            XCTAssertTrue("\(error)".contains("signature"), "\(error)")
        }
        XCTAssertThrowsError(try SnapshotStore(root: root.path).write([1], suite: "../out", fileName: "x.png"))
        XCTAssertThrowsError(try SnapshotStore(root: root.path).write([1], suite: "s", fileName: "../x.png"))
    }

    func testSVGGoldensComparedAsTextThenPixels() throws {
        let svg = try image(base, scale: 1, format: .svg)
        XCTAssertEqual(try verifier(.missing).verify(svg, suite: "s").status, .recorded)
        XCTAssertEqual(try verifier(.never).verify(svg, suite: "s").status, .passed)
        // Same drawing, different text (a comment): passes on pixels.
        var reworded = svg
        reworded.bytes = Array(String(decoding: svg.bytes, as: UTF8.self).replacingOccurrences(of: "<defs>", with: "<!-- note -->\n<defs>").utf8)
        let textOnly = try verifier(.never).verify(reworded, suite: "s")
        XCTAssertEqual(textOnly.status, .passed)
        XCTAssertFalse(textOnly.verdict?.byteIdentical ?? true, "compared as pixels")
        var moved = base
        moved.cornerRadius = .radii(CornerRadii(all: 10))
        XCTAssertEqual(try verifier(.never).verify(image(moved, scale: 1, format: .svg), suite: "s").status, .failed)
    }

    private var captured: [(message: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing { captured.append((description, lineNumber)); return }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    func testXCTestAssertionReportsAtTheCallersLine() throws {
        let snapshots = root.appendingPathComponent("Snapshots").path
        var spec = base
        spec.name = "xct"
        capturing = true
        let recordLine = #line + 1
        assertSnapshot(of: spec, suite: "s", record: .missing, snapshotsDirectory: snapshots, renderer: Self.renderer)
        spec.cornerRadius = .radii(CornerRadii(all: 4.5))
        let failLine = #line + 1
        assertSnapshot(of: spec, suite: "s", record: .never, snapshotsDirectory: snapshots, renderer: Self.renderer)
        capturing = false
        XCTAssertEqual(captured.map(\.line), [recordLine, failLine])
        XCTAssertTrue(captured.first?.message.contains("recorded a new golden") ?? false)
        XCTAssertTrue(captured.last?.message.contains("pixels differ") ?? false)
        spec.cornerRadius = base.cornerRadius
        XCTAssertEqual(assertSnapshot(of: spec, suite: "s", record: .never, snapshotsDirectory: snapshots, renderer: Self.renderer)?.status, .passed)
    }

    func testHTMLReportIsSelfContained() throws {
        let png = try image(base).bytes
        let html = HTMLReport.render(entries: [HTMLReport.Entry(snapshot: "s/a.png", message: "3 pixels <differ>", expected: png, actual: png, diff: png)],
                                     passed: 4, failed: 1)
        XCTAssertTrue(html.contains("<output id=count-passed data-status=passed>4</output>"), "passed images are counted")
        XCTAssertTrue(html.contains("<output id=count-failed data-status=failed>1</output>"), "failures are counted from the entries")
        XCTAssertTrue(html.contains("— 1 failed, 4 passed</title>"))
        XCTAssertTrue(html.contains("data:image/png;base64,"))
        XCTAssertTrue(html.contains("type=range"), "a slider to compare")
        XCTAssertTrue(html.contains("3 pixels &lt;differ&gt;"), "messages are escaped")
        XCTAssertFalse(html.contains("http"), "no external resources")
    }
}
