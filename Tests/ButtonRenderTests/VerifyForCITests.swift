import ButtonRender
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `render-cli verify` wired into CI: exit statuses, `--json` and `--junit` read back by real
/// parsers, `--update` and `BUTTONRENDER_RECORD`, and a run clearing an earlier run's report.
final class VerifyForCITests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws { cli = try CommandLineRunner(prefix: "verify-ci") }
    override func tearDown() { cli.cleanUp() }

    /// Records two goldens, then changes one button and adds a third without a golden.
    private func recordThenChange() throws {
        try cli.write("s.yaml", "- {name: one, title: One}\n- {name: two, style: outlined, title: Two}\n")
        XCTAssertEqual(try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite"]).status, 0)
        try cli.write("s.yaml", "- {name: one, title: One, cornerRadius: 9}\n- {name: two, style: outlined, title: Two}\n- {name: three, title: Three}\n")
    }

    func testJSONReportsEveryImageWithItsStatus() throws {
        try recordThenChange()
        let result = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--artifacts", "art", "--json"])
        XCTAssertEqual(result.status, 1, "a difference is a failed check")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], result.out)
        XCTAssertEqual(document["passed"] as? Int, 1)
        XCTAssertEqual(document["failed"] as? Int, 1)
        XCTAssertEqual(document["new"] as? Int, 1)
        let images = try XCTUnwrap(document["images"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: images.map { ($0["name"] as? String ?? "", $0) })
        XCTAssertEqual(byName["suite/one.png"]?["status"] as? String, "failed")
        XCTAssertGreaterThan(byName["suite/one.png"]?["mismatchedPixels"] as? Int ?? 0, 0)
        XCTAssertEqual((byName["suite/one.png"]?["artifacts"] as? [String])?.count, 3, "actual, diff, composite")
        XCTAssertEqual(byName["suite/two.png"]?["status"] as? String, "passed")
        XCTAssertEqual(byName["suite/two.png"]?["mismatchedPixels"] as? Int, 0)
        XCTAssertEqual(byName["suite/three.png"]?["status"] as? String, "new")
        XCTAssertTrue(result.err.contains("1 passed, 2 failed"), "the summary goes to standard error with --json: \(result.err)")
    }

    func testJUnitParsesWithOneCasePerImage() throws {
        try recordThenChange()
        let result = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--artifacts", "art", "--junit", "reports/junit.xml"])
        XCTAssertEqual(result.status, 1)
        let collector = JUnitCollector()
        let parser = XMLParser(data: try cli.contents("reports/junit.xml"))
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "well-formed XML: \(String(describing: parser.parserError))")
        XCTAssertEqual(collector.suites["suite"]?["tests"], "3")
        XCTAssertEqual(collector.suites["suite"]?["failures"], "2")
        XCTAssertEqual(collector.cases, ["one.png", "two.png", "three.png"])
        XCTAssertEqual(collector.failures.keys.sorted(), ["one.png", "three.png"])
        XCTAssertTrue(collector.failures["one.png"]?.contains("one.diff.png") == true, "artifact paths in the failure")
        XCTAssertTrue(collector.failures["three.png"]?.contains("no golden") == true)
    }

    func testUpdateAndRecordVariableWriteGoldens() throws {
        try recordThenChange()
        let missing = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--update", "missing"])
        XCTAssertEqual(missing.status, 1, "missing records three.png but one.png still differs: \(missing.out)")
        XCTAssertTrue(cli.files(in: "goldens/suite").contains("three.png"))
        let before = try cli.contents("goldens/suite/one.png")
        let failed = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite"], environment: ["BUTTONRENDER_RECORD": "failed"])
        XCTAssertEqual(failed.status, 0, "recording the differing golden passes the run: \(failed.out)")
        XCTAssertNotEqual(try cli.contents("goldens/suite/one.png"), before)
        XCTAssertTrue(failed.out.contains("RECORDED"), failed.out)
        let again = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite"])
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.out.split(separator: "\n").last, "3 passed, 0 failed")
        let bad = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite"], environment: ["BUTTONRENDER_RECORD": "sometimes"])
        XCTAssertEqual(bad.status, 2, "an unknown record mode is bad input")
        XCTAssertEqual(try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--update", "never"]).status, 2)
    }

    func testAPassingRunClearsTheEarlierReportAndArtifacts() throws {
        try recordThenChange()
        XCTAssertEqual(try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--artifacts", "art"]).status, 1)
        XCTAssertTrue(cli.files(in: "art").contains("report.html"))
        XCTAssertTrue(cli.files(in: "art/suite").contains("one.diff.png"))
        try cli.write("art/suite/notes.txt", "mine")
        try cli.write("s.yaml", "- {name: one, title: One}\n- {name: two, style: outlined, title: Two}\n")
        let passing = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--artifacts", "art"])
        XCTAssertEqual(passing.status, 0, passing.out)
        XCTAssertFalse(cli.files(in: "art").contains("report.html"), "the failing report of the earlier run is gone")
        XCTAssertEqual(cli.files(in: "art/suite"), ["notes.txt"], "only verify's own artifacts are cleared")
    }

    func testMissingSpecIsBadInputNotAFailedCheck() throws {
        try FileManager.default.createDirectory(at: cli.work.appendingPathComponent("g"), withIntermediateDirectories: true)
        let result = try cli.run(["verify", "nope.yaml", "--snapshots", "g"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("nope.yaml: no such file"), result.err)
    }

    func testToleranceOptionsAreSharedWithDiff() throws {
        try recordThenChange()
        let loose = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--max-diff-ratio", "1", "--update", "missing"])
        XCTAssertEqual(loose.status, 0, "every pixel may differ: \(loose.out)")
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
