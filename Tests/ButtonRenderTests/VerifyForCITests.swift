@testable import ButtonRender
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `verify` for CI: the JSON document and JUnit read back by real parsers, the record modes
/// (`--update` and `BUTTONRENDER_RECORD`), tolerance, and a run clearing an earlier run's report
/// and artifacts, as library calls in process (`SnapshotVerification`, `VerificationResult`,
/// `VerifyArtifacts`); one run of the command line checks that the command line wires them: exit
/// statuses, JSON on standard output with the summary on standard error, the JUnit file, the
/// environment variable, a missing spec as bad input.
final class VerifyForCITests: XCTestCase {
    private var work: URL!
    private var store: SnapshotStore { SnapshotStore(root: work.appendingPathComponent("goldens").path) }
    /// As `verify`'s default: PNG at each item's own scale.
    private let outputs = [BatchOutput(format: .png, scale: nil)]
    private static let recorded = "- {name: one, title: One}\n- {name: two, style: outlined, title: Two}\n"
    private static let changed = "- {name: one, title: One, cornerRadius: 9}\n- {name: two, style: outlined, title: Two}\n- {name: three, title: Three}\n"

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("verify-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

    private func items(_ yaml: String) throws -> [SpecItem] { try specItems(yaml, in: work) }

    private func verify(_ items: [SpecItem], mode: RecordMode = .never, tolerance: SnapshotTolerance = SnapshotTolerance()) throws -> VerificationResult {
        try verifyInProcess(items, goldens: work.appendingPathComponent("goldens"), outputs: outputs,
                            artifacts: work.appendingPathComponent("art"), mode: mode, tolerance: tolerance)
    }

    /// Records two goldens and returns the items after one changed and a third came without a golden.
    private func recordThenChange() throws -> [SpecItem] {
        _ = try SnapshotRecording(store: store, suite: "suite", outputs: outputs).record(items(Self.recorded), protecting: [])
        return try items(Self.changed)
    }

    private func golden(_ name: String) -> URL { work.appendingPathComponent("goldens/suite/\(name)") }

    func testJSONReportsEveryImageWithItsStatus() throws {
        let result = try verify(try recordThenChange())
        XCTAssertEqual(result.failures, 2, "a difference and a missing golden")
        let text = try result.jsonDocument()
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
        XCTAssertEqual(document["passed"] as? Int, 1)
        XCTAssertEqual(document["failed"] as? Int, 1)
        XCTAssertEqual(document["new"] as? Int, 1)
        let images = try XCTUnwrap(document["images"] as? [[String: Any]])
        XCTAssertEqual(images.compactMap { $0["name"] as? String }, ["suite/one.png", "suite/two.png", "suite/three.png"], "in input order")
        let byName = Dictionary(uniqueKeysWithValues: images.map { ($0["name"] as? String ?? "", $0) })
        XCTAssertEqual(byName["suite/one.png"]?["status"] as? String, "failed")
        XCTAssertGreaterThan(byName["suite/one.png"]?["mismatchedPixels"] as? Int ?? 0, 0)
        let artifacts = try XCTUnwrap(byName["suite/one.png"]?["artifacts"] as? [String])
        XCTAssertEqual(artifacts.count, 3, "actual, diff, composite")
        for artifact in artifacts { XCTAssertTrue(FileManager.default.fileExists(atPath: artifact), artifact) }
        XCTAssertEqual(byName["suite/two.png"]?["status"] as? String, "passed")
        XCTAssertEqual(byName["suite/two.png"]?["mismatchedPixels"] as? Int, 0)
        XCTAssertEqual(byName["suite/three.png"]?["status"] as? String, "new")
    }

    func testJUnitParsesWithOneCasePerImage() throws {
        let result = try verify(try recordThenChange())
        let collector = JUnitCollector()
        let parser = XMLParser(data: Data(result.junitXML.utf8))
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "well-formed XML: \(String(describing: parser.parserError))")
        XCTAssertEqual(collector.suites["suite"]?["tests"], "3")
        XCTAssertEqual(collector.suites["suite"]?["failures"], "2")
        XCTAssertEqual(collector.cases, ["one.png", "two.png", "three.png"])
        XCTAssertEqual(collector.failures.keys.sorted(), ["one.png", "three.png"])
        XCTAssertTrue(collector.failures["one.png"]?.contains("one.diff.png") == true, "artifact paths in the failure")
        XCTAssertTrue(collector.failures["three.png"]?.contains("no golden") == true)
    }

    func testRecordModesWriteGoldens() throws {
        let items = try recordThenChange()
        let missing = try verify(items, mode: .missing)
        XCTAssertEqual(missing.failures, 1, "missing records three.png but one.png still differs")
        XCTAssertEqual(missing.count(.recorded), 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: golden("three.png").path))
        let before = try Data(contentsOf: golden("one.png"))
        // The environment variable's mode, as `verify` reads it when --update is not given.
        let failed = try verify(items, mode: try RecordMode.fromEnvironment([RecordMode.environmentVariable: "failed"]))
        XCTAssertEqual(failed.failures, 0, "recording the differing golden passes the run")
        XCTAssertEqual(failed.allChecks.filter { $0.status == .recorded }.map(\.name), ["suite/one.png"])
        XCTAssertNotEqual(try Data(contentsOf: golden("one.png")), before)
        let again = try verify(items)
        XCTAssertEqual(again.count(.passed), 3)
        XCTAssertEqual(again.failures, 0)
        XCTAssertThrowsError(try RecordMode.fromEnvironment([RecordMode.environmentVariable: "sometimes"]), "an unknown record mode is bad input")
    }

    func testAPassingRunClearsTheEarlierReportAndArtifacts() throws {
        let items = try recordThenChange()
        let folder = work.appendingPathComponent("art"), report = folder.appendingPathComponent("report.html")
        let failing = try verify(items)
        try Data(failing.htmlReport.utf8).write(to: report)
        let suiteFolder = folder.appendingPathComponent("suite")
        XCTAssertTrue(try FileManager.default.contentsOfDirectory(atPath: suiteFolder.path).contains("one.diff.png"))
        try Data("mine".utf8).write(to: suiteFolder.appendingPathComponent("notes.txt"))
        let mine = folder.appendingPathComponent("mine.html")
        try Data("<html>my own page</html>".utf8).write(to: mine)
        VerifyArtifacts(folder: folder, report: report).clear(suite: "suite")
        XCTAssertFalse(FileManager.default.fileExists(atPath: report.path), "the failing report of the earlier run is gone")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: suiteFolder.path), ["notes.txt"], "only verify's own artifacts are cleared")
        VerifyArtifacts(folder: folder, report: mine).clear(suite: "suite")
        XCTAssertTrue(FileManager.default.fileExists(atPath: mine.path), "a page this tool did not write is never removed")
    }

    func testToleranceCanLetEveryPixelDiffer() throws {
        let items = try recordThenChange()
        XCTAssertEqual(try verify(items, mode: .missing).failures, 1, "one.png differs at the default tolerance")
        let loose = try verify(items, tolerance: SnapshotTolerance(maxDiffPixelRatio: 1))
        XCTAssertEqual(loose.failures, 0, "every pixel may differ: \(loose.allChecks.map(\.message))")
    }

    /// The command line around the library calls above, end to end: a handful of runs.
    func testTheCommandLineWiresStatusesOutputsAndTheRecordVariable() throws {
        let cli = try CommandLineRunner(prefix: "verify-ci")
        defer { cli.cleanUp() }
        try cli.write("s.yaml", Self.recorded)
        XCTAssertEqual(try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite"]).status, 0)
        try cli.write("s.yaml", Self.changed)
        let result = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--artifacts", "art", "--json", "--junit", "reports/junit.xml"])
        XCTAssertEqual(result.status, 1, "a difference is a failed check")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], "standard output is one JSON document: \(result.out)")
        XCTAssertEqual(document["failed"] as? Int, 1)
        XCTAssertTrue(result.err.contains("1 passed, 2 failed"), "the summary goes to standard error with --json: \(result.err)")
        XCTAssertTrue(result.err.contains("report: "), result.err)
        XCTAssertTrue(cli.files(in: "art").contains("report.html"))
        XCTAssertTrue(String(decoding: try cli.contents("reports/junit.xml"), as: UTF8.self).contains("<testcase"))
        let recorded = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite"], environment: ["BUTTONRENDER_RECORD": "failed"])
        XCTAssertEqual(recorded.status, 0, "recording every golden that differs or is missing passes the run: \(recorded.out)")
        XCTAssertTrue(recorded.out.contains("RECORDED"), recorded.out)
        XCTAssertEqual(recorded.out.split(separator: "\n").last, "3 passed, 0 failed")
        let bad = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite"], environment: ["BUTTONRENDER_RECORD": "sometimes"])
        XCTAssertEqual(bad.status, 2, "an unknown record mode is bad input")
        XCTAssertEqual(try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--update", "never"]).status, 2)
        let missingSpec = try cli.run(["verify", "nope.yaml", "--snapshots", "goldens/suite"])
        XCTAssertEqual(missingSpec.status, 2, "a missing spec is bad input, not a failed check")
        XCTAssertTrue(missingSpec.err.contains("nope.yaml: no such file"), missingSpec.err)
        for command in ["diff", "verify"] {
            let help = try cli.run(["help", command]).out
            for option in ["--threshold", "--include-aa", "--ignore", "--max-diff-pixels", "--max-diff-ratio"] {
                XCTAssertTrue(help.contains(option), "\(command) --help lists \(option)")
            }
        }
    }
}

/// Collects a JUnit document's suites, test cases and failure texts.
private final class JUnitCollector: NSObject, XMLParserDelegate {
    var suites: [String: [String: String]] = [:]
    var cases: [String] = []
    var failures: [String: String] = [:]
    private var currentCase: String?
    private var inFailure = false

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "testsuite": suites[attributes["name"] ?? ""] = attributes
        case "testcase": currentCase = attributes["name"]; cases.append(attributes["name"] ?? "")
        case "failure": inFailure = true; failures[currentCase ?? ""] = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inFailure, let currentCase { failures[currentCase, default: ""] += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "failure" { inFailure = false }
    }
}
