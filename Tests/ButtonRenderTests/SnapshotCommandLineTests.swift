@testable import ButtonRender
import Foundation
import XCTest
import ButtonRenderTestSupport

/// `render-cli diff`, `verify` and `record`, from their command lines to their files and
/// statuses (run in this process, as the binary runs them).
final class SnapshotCommandLineTests: XCTestCase {
    private var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("snapcli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

    /// Runs render-cli in this process in the working folder; each test's verification cache
    /// lives in its own folder, never in ~/.cache.
    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try InProcessCommandLine.run(arguments, in: work, environment: [CacheDirectory.environmentVariable: work.appendingPathComponent(".cache").path], input: Data())
    }

    private func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = work.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    private func png(_ spec: ButtonSpec) throws -> [UInt8] { try sharedRenderer.render(spec, format: .png, scale: 2).bytes }

    func testDiffExitCodesAndJSON() throws {
        let a = try write("a.png", try png(ButtonSpec(style: .contained, title: "Same")))
        let b = try write("b.png", try png(ButtonSpec(style: .contained, state: .selected, title: "Same")))
        let same = try run(["diff", a, a, "--json"])
        XCTAssertEqual(same.status, 0)
        let sameJSON = try JSONSerialization.jsonObject(with: Data(same.out.utf8)) as? [String: Any]
        XCTAssertEqual(sameJSON?["mismatchedPixels"] as? Int, 0)
        XCTAssertNotNil(sameJSON?["width"])

        let different = try run(["diff", a, b, "--json", "--out", "d/diff.png"])
        XCTAssertEqual(different.status, 1)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(different.out.utf8)) as? [String: Any])
        XCTAssertGreaterThan(json["mismatchedPixels"] as? Int ?? 0, 100)
        XCTAssertGreaterThan(json["ratio"] as? Double ?? 0, 0)
        XCTAssertNotNil(json["width"]); XCTAssertNotNil(json["height"]); XCTAssertNotNil(json["boundingBox"])
        XCTAssertNoThrow(try PNGDecoder.decode(file: work.appendingPathComponent("d/diff.png").path))

        XCTAssertEqual(try run(["diff", a, b, "--threshold", "1"]).status, 0, "everything within threshold 1")
        let box = try XCTUnwrap(json["boundingBox"] as? [String: Int])
        let region = "\(box["x"]!),\(box["y"]!),\(box["width"]!),\(box["height"]!)"
        XCTAssertEqual(try run(["diff", a, b, "--ignore", region]).status, 0, "the differing region ignored")
        XCTAssertNotEqual(try run(["diff", a, b, "--ignore", "0,0,1,1"]).status, 0)
        XCTAssertEqual(try run(["diff", a, b, "--ignore", "1,2,three,4"]).status, 2, "a malformed region is bad input")
        XCTAssertEqual(try run(["diff", a, b, "--threshold", "5"]).status, 2, "so is a threshold out of range")
        XCTAssertEqual(try run(["diff", a]).status, 2, "and a missing argument")
        XCTAssertEqual(try run(["diff", "--help"]).status, 0)
        XCTAssertEqual(try run(["diff", a, "missing.png"]).status, 2)
        let corrupt = try write("corrupt.png", Array(try png(ButtonSpec()).prefix(60)))
        let bad = try run(["diff", a, corrupt])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("corrupt.png"), bad.err)
        XCTAssertEqual(try run(["diff", a, work.path]).status, 2, "a directory is bad input")
    }

    func testDiffOfDifferentSizes() throws {
        let a = try write("a.png", try png(ButtonSpec(title: "Short")))
        let b = try write("b.png", try png(ButtonSpec(title: "Much longer label")))
        let result = try run(["diff", a, b, "--out", "c.png", "--composite"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.out.contains("size differs"), result.out)
        let composite = try PNGDecoder.decode(file: work.appendingPathComponent("c.png").path)
        XCTAssertGreaterThan(composite.width, 3 * 100)
    }

    func testRecordThenVerifyThenBreak() throws {
        let spec = "- {name: one, title: One}\n- {name: two, style: outlined, title: Two}\n"
        try spec.write(to: work.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let recorded = try run(["record", "s.yaml", "--snapshots", "goldens/suite"])
        XCTAssertEqual(recorded.status, 0, recorded.err)
        XCTAssertTrue(recorded.out.contains("2 added"), recorded.out)
        let verified = try run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--quiet"])
        XCTAssertEqual(verified.status, 0, verified.out + verified.err)
        XCTAssertEqual(verified.out.split(separator: "\n").last, "2 passed, 0 failed")

        // A half-point corner change on one button fails verify, with a report.
        let changed = "- {name: one, title: One, cornerRadius: 4.5}\n- {name: two, style: outlined, title: Two}\n"
        try changed.write(to: work.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        let failed = try run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--artifacts", "art"])
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(failed.out.split(separator: "\n").last, "1 passed, 1 failed")
        XCTAssertTrue(failed.out.contains("FAIL suite/one.png"), failed.out)
        let report = try String(contentsOf: work.appendingPathComponent("art/report.html"), encoding: .utf8)
        XCTAssertTrue(report.contains("suite/one.png"))
        XCTAssertTrue(report.contains("type=range"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: work.appendingPathComponent("art/suite/one.diff.png").path))
        let goldenBefore = try Data(contentsOf: work.appendingPathComponent("goldens/suite/one.png"))

        // verify never writes goldens; record does, and says so.
        XCTAssertEqual(try Data(contentsOf: work.appendingPathComponent("goldens/suite/one.png")), goldenBefore)
        let rerecorded = try run(["record", "s.yaml", "--snapshots", "goldens/suite"])
        XCTAssertTrue(rerecorded.out.contains("changed suite/one.png"), rerecorded.out)
        XCTAssertTrue(rerecorded.out.contains("0 added, 1 changed, 1 unchanged"), rerecorded.out)
    }

    /// The command line over committed goldens, one system's (`CatalogSnapshotTests` verifies
    /// the whole catalog in process; verifying it twice would only cost time).
    func testVerifyCatalogAgainstCommittedGoldens() throws {
        let goldens = packageRoot.appendingPathComponent("Snapshots/catalog").path
        let result = try run(["verify", "--catalog", "--system", "obsidian", "--snapshots", goldens, "--quiet"])
        XCTAssertEqual(result.status, 0, result.out)
        XCTAssertEqual(result.out.split(separator: "\n").last.map(String.init),
                       "\(BuiltInCatalog.specs(system: .obsidian).count * 3) passed, 0 failed")
        XCTAssertEqual(try run(["verify", "--catalog", "--system", "nope", "--snapshots", goldens]).status, 2)
        XCTAssertEqual(try run(["verify", "x.yaml", "--system", "obsidian", "--snapshots", goldens]).status, 2)
    }

    func testVerifyWithoutGoldensFailsAndWritesNone() throws {
        try "title: lonely\n".write(to: work.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: work.appendingPathComponent("empty/suite"), withIntermediateDirectories: true)
        let result = try run(["verify", "x.yaml", "--snapshots", "empty/suite"])
        XCTAssertEqual(result.status, 1, "a missing golden is a failed check")
        XCTAssertTrue(result.out.contains("NEW suite/x.png"), result.out)
        XCTAssertTrue(result.out.contains("no golden"), result.out)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("empty/suite/x.png").path))
    }

    func testVerifyNamesAMissingSnapshotsFolder() throws {
        try "title: lonely\n".write(to: work.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
        let result = try run(["verify", "x.yaml", "--snapshots", "Snapshotz/suite"])
        XCTAssertEqual(result.status, 2, "a mistyped folder is bad input, not a run of missing goldens")
        XCTAssertTrue(result.err.contains("--snapshots Snapshotz/suite: no such folder"), result.err)
        XCTAssertEqual(result.out, "", "nothing checked")
    }

    func testVerifyExampleSheetsInEveryFormat() throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".yaml") && $0 != "buttons.yaml" }
        let result = try run(["verify"] + files.sorted().map { examples.appendingPathComponent($0).path }
                             + ["--snapshots", packageRoot.appendingPathComponent("Snapshots/sheets").path,
                                "--format", "png", "--format", "svg", "--format", "pdf", "--quiet"])
        XCTAssertEqual(result.status, 0, result.out + result.err)
        XCTAssertEqual(result.out.split(separator: "\n").last.map(String.init), "\(files.count * 3) passed, 0 failed")
    }
}
