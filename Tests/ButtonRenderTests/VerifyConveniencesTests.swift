@testable import ButtonRender
import ButtonRenderTesting
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// CI conveniences of `render-cli verify` and `record`: GitHub Actions annotations at the
/// spec's line and `--grep` (command-line features, run through the command line); a spec's own
/// ignored regions, JUnit's missing goldens and the report's size captions (library behaviour,
/// checked in process through `SnapshotVerification`, with one run of the command line for `--ignore`).
final class VerifyConveniencesTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws { cli = try CommandLineRunner(prefix: "verify-conv") }
    override func tearDown() { cli.cleanUp() }

    /// `a,b/s.yaml`: three buttons, `one` on line 1, `two` on lines 2 to 4; recorded, then `one`
    /// changed and `three` added on line 5 without a golden.
    private func recordThenChange() throws {
        try cli.write("a,b/s.yaml", "- {name: one, title: One}\n- name: two\n  style: outlined\n  title: Two\n")
        XCTAssertEqual(try cli.run(["record", "a,b/s.yaml", "--snapshots", "goldens/suite"]).status, 0)
        try cli.write("a,b/s.yaml", "- {name: one, title: One, cornerRadius: 9}\n- name: two\n  style: outlined\n  title: Two\n- {name: three, title: Three}\n")
    }

    private func annotations(_ text: String) -> [String] { text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("::error ") } }

    func testGitHubAnnotationsPointAtTheLineOfEachImageThatDidNotPass() throws {
        try recordThenChange()
        let github = try cli.run(["verify", "a,b/s.yaml", "--snapshots", "goldens/suite", "--artifacts", "art%x"], environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertEqual(github.status, 1, github.out + github.err)
        let lines = annotations(github.out)
        XCTAssertEqual(lines.count, 2, "one per image that did not pass, none for two.png: \(github.out)")
        // The file property escapes ',' (and ':'); the message escapes '%' (the artifacts folder's).
        XCTAssertTrue(lines[0].hasPrefix("::error file=a%2Cb/s.yaml,line=1,col=3,title=suite/one.png differs from its golden::suite/one.png does not match its golden"), lines[0])
        XCTAssertTrue(lines[0].contains("art%25x/suite/one.diff.png"), lines[0])
        XCTAssertFalse(lines[0].contains("art%x"), "a bare % is escaped: \(lines[0])")
        XCTAssertTrue(lines[1].hasPrefix("::error file=a%2Cb/s.yaml,line=5,col=3,title=suite/three.png has no golden::no golden "), lines[1])
        // Off outside GitHub Actions, on with --reporter github, off with --reporter plain.
        XCTAssertEqual(annotations(try cli.run(["verify", "a,b/s.yaml", "--snapshots", "goldens/suite"], environment: ["GITHUB_ACTIONS": "false"]).out), [])
        let asked = try cli.run(["verify", "a,b/s.yaml", "--snapshots", "goldens/suite", "--reporter", "github"], environment: ["GITHUB_ACTIONS": "false"])
        XCTAssertEqual(annotations(asked.out).count, 2, asked.out)
        XCTAssertEqual(annotations(try cli.run(["verify", "a,b/s.yaml", "--snapshots", "goldens/suite", "--reporter", "plain"], environment: ["GITHUB_ACTIONS": "true"]).out), [])
        // An absolute spec path inside GITHUB_WORKSPACE is given relative to it; with --json the
        // annotations go to standard error and standard output stays one JSON document.
        let json = try cli.run(["verify", cli.work.appendingPathComponent("a,b/s.yaml").path, "--snapshots", "goldens/suite", "--json"],
                               environment: ["GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": cli.work.path])
        XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(json.out.utf8)), json.out)
        XCTAssertEqual(annotations(json.err).map { $0.prefix(40) }, ["::error file=a%2Cb/s.yaml,line=1,col=3,t", "::error file=a%2Cb/s.yaml,line=5,col=3,t"])
        // The help says how.
        let help = try cli.run(["help", "verify"]).out
        XCTAssertTrue(help.contains("--reporter") && help.contains("GITHUB_ACTIONS=true"), help)
    }

    func testRecordAnnotatesAnItemItCannotDrawAtTheFieldAtFault() throws {
        try cli.write("bad.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0 L")
        try cli.write("r.yaml", "- {name: ok, title: Ok}\n- {name: broken, title: X, icon: bad.svg}\n")
        let result = try cli.run(["record", "r.yaml", "--snapshots", "goldens/suite"], environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertEqual(result.status, 2)
        let lines = annotations(result.out)
        XCTAssertEqual(lines.count, 1, result.out)
        XCTAssertTrue(lines.first?.hasPrefix("::error file=r.yaml,line=2,col=34,title=suite/broken could not be drawn::r.yaml:2:34: field '[1].icon'") == true, result.out)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.work.appendingPathComponent("goldens/suite/ok.png").path), "nothing written")
        // verify likewise, for each of the item's images.
        try FileManager.default.createDirectory(at: cli.work.appendingPathComponent("goldens/suite"), withIntermediateDirectories: true)
        let verify = try cli.run(["verify", "r.yaml", "--snapshots", "goldens/suite"], environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertEqual(verify.status, 2)
        let errors = annotations(verify.out).filter { $0.contains("broken") }
        XCTAssertEqual(errors.count, 1, verify.out)
        XCTAssertTrue(errors.first?.hasPrefix("::error file=r.yaml,line=2,col=34,title=suite/broken could not be checked::") == true, verify.out)
    }

    func testGrepChecksOnlyTheItemsWhoseNameMatches() throws {
        try recordThenChange()
        XCTAssertEqual(try cli.run(["record", "a,b/s.yaml", "--snapshots", "goldens/suite", "--missing-only"]).status, 0)
        let two = try cli.run(["verify", "a,b/s.yaml", "--snapshots", "goldens/suite", "--grep", "^two$", "--grep", "thr", "--json"])
        XCTAssertEqual(two.status, 0, "one.png differs but is not checked: \(two.err)")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(two.out.utf8)) as? [String: Any])
        XCTAssertEqual((document["images"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["suite/two.png", "suite/three.png"])
        XCTAssertTrue(two.err.contains("2 passed, 0 failed"), two.err)
        let substring = try cli.run(["verify", "a,b/s.yaml", "--snapshots", "goldens/suite", "--grep", "o"])
        XCTAssertEqual(substring.status, 1)
        XCTAssertEqual(substring.out.split(separator: "\n").last, "1 passed, 1 failed", "one and two: \(substring.out)")
        let none = try cli.run(["verify", "a,b/s.yaml", "--snapshots", "goldens/suite", "--grep", "four"])
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.err.contains("--grep 'four' matches none of the 3 buttons' and sheets' names (one, two, three)"), none.err)
        let bad = try cli.run(["verify", "a,b/s.yaml", "--snapshots", "goldens/suite", "--grep", "(one"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("is not a regular expression"), bad.err)
        // record too: only `three` is written, though `one` differs.
        try cli.write("a,b/s.yaml", "- {name: one, title: One, cornerRadius: 9}\n- name: two\n  style: outlined\n  title: Two\n- {name: three, title: Three!}\n")
        let record = try cli.run(["record", "a,b/s.yaml", "--snapshots", "goldens/suite", "--grep", "three"])
        XCTAssertEqual(record.status, 0, record.err)
        XCTAssertTrue(record.out.contains("0 added, 1 changed, 0 unchanged"), record.out)
        XCTAssertTrue(record.out.contains("changed suite/three.png"), record.out)
    }

    /// The 1x canvas of `name`'s golden, in pixels (= points).
    private func goldenSize(_ name: String) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try cli.contents("goldens/suite/\(name).png"))
        XCTAssertGreaterThan(bytes.count, 24)
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    /// `yaml`'s items checked in process against `goldens/suite` (`verify`'s library call).
    private func verify(_ yaml: String, outputs: [BatchOutput], mode: RecordMode = .never,
                        tolerance: SnapshotTolerance = SnapshotTolerance()) throws -> VerificationResult {
        try verifyInProcess(specItems(yaml, in: cli.work), goldens: cli.work.appendingPathComponent("goldens"), outputs: outputs,
                            artifacts: cli.work.appendingPathComponent("art"), mode: mode, tolerance: tolerance)
    }

    func testASpecsIgnoredRegionsAreInPointsScaledAndAddedToTheCommandLines() throws {
        let both = [BatchOutput(format: .png, scale: 1), BatchOutput(format: .png, scale: 2)]
        XCTAssertEqual(try self.verify("name: one\ntitle: One\n", outputs: both, mode: .missing).count(.recorded), 2)
        let (w, h) = try goldenSize("one")
        func verify(_ snapshot: String) throws -> VerificationResult {
            try self.verify("name: one\ntitle: One\ncornerRadius: 9\n\(snapshot)", outputs: both)
        }
        XCTAssertEqual(try verify("").failures, 2, "the corners moved")
        // The whole canvas in points: both @1x and @2x pass (at @2x unscaled it would cover a quarter).
        let whole = try verify("snapshot: {ignore: [[0, 0, \(w), \(h)]]}\n")
        XCTAssertEqual(whole.failures, 0, "\(whole.allChecks.map(\.message))")
        // The left half only: the right corners still differ, at both scales.
        let left = try verify("snapshot: {ignore: [[0, 0, \(Double(w) / 2), \(h)]]}\n")
        XCTAssertEqual(left.count(.failed), 2)
        let messages = left.allChecks.map(\.message).joined(separator: "\n")
        XCTAssertTrue(messages.contains("ignoring \(w / 2)x\(h) at 0,0") || messages.contains("ignoring \((w + 1) / 2)x\(h) at 0,0"), messages)
        XCTAssertTrue(messages.contains("ignoring \(w)x\(2 * h) at 0,0"), "@2x: the region in pixels: \(messages)")
        // …and the tolerance's own regions (--ignore), in pixels, cover the right half at @1x:
        // the two lists together pass.
        let merged = try self.verify("name: one\ntitle: One\ncornerRadius: 9\nsnapshot: {ignore: [[0, 0, \(Double(w) / 2), \(h)]]}\n",
                                     outputs: [BatchOutput(format: .png, scale: 1)],
                                     tolerance: SnapshotTolerance(ignoredRegions: [PixelRect(x: w / 2, y: 0, width: w - w / 2, height: h)]))
        XCTAssertEqual(merged.failures, 0, "\(merged.allChecks.map(\.message))")
        // The command line adds --ignore to the spec's regions (one run of the command line).
        try cli.write("s.yaml", "name: one\ntitle: One\ncornerRadius: 9\nsnapshot: {ignore: [[0, 0, \(Double(w) / 2), \(h)]]}\n")
        let command = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "-s", "1", "--ignore", "\(w / 2),0,\(w - w / 2),\(h)"])
        XCTAssertEqual(command.status, 0, command.out + command.err)
    }

    func testBadIgnoredRegionsAreLocatedErrors() throws {
        func error(_ yaml: String) -> String {
            do { _ = try SpecLoader.load(text: yaml, file: "s.yaml", defaultName: "s"); return "" } catch { return "\(error)" }
        }
        let zero = error("title: A\nsnapshot:\n  ignore:\n    - [0, 0, 10, 4]\n    - [1, 2, 0, 5]\n")
        XCTAssertTrue(zero.hasPrefix("s.yaml:5:"), zero)
        XCTAssertTrue(zero.contains("snapshot.ignore[1][2]") && zero.contains("width 0 is not allowed: above 0"), zero)
        let three = error("snapshot: {ignore: [[1, 2, 3]]}\n")
        XCTAssertTrue(three.hasPrefix("s.yaml:1:") && three.contains("4 numbers, not 3"), three)
        let far = error("snapshot: {ignore: [[-1, 2, 3, 4]]}\n")
        XCTAssertTrue(far.contains("snapshot.ignore[0][0]") && far.contains("-1"), far)
        let unknown = error("snapshot: {ignor: []}\n")
        XCTAssertTrue(unknown.contains("ignor"), unknown)
        XCTAssertEqual(error("snapshot: {ignore: [[0, 0.5, 10, 4.25]]}\n"), "")
        // A sheet's buttons have no goldens of their own: the field there would do nothing.
        func sheetError(_ yaml: String) -> String {
            do { _ = try SheetLoader.load(text: yaml, file: "s.yaml", defaultName: "s"); return "" } catch { return "\(error)" }
        }
        let base = sheetError("sheet: matrix\nbase:\n  title: A\n  snapshot: {ignore: [[0, 0, 1, 1]]}\n")
        XCTAssertTrue(base.hasPrefix("s.yaml:4:") && base.contains("base.snapshot") && base.contains("no goldens of their own"), base)
        let item = sheetError("sheet: strip\nitems:\n  - {caption: A, button: {title: A}}\n  - {caption: B, button: {title: B, snapshot: {ignore: [[0, 0, 1, 1]]}}}\n")
        XCTAssertTrue(item.hasPrefix("s.yaml:4:") && item.contains("items[1].button.snapshot"), item)
        let axis = sheetError("sheet: matrix\nrows: {field: snapshot, values: [{ignore: [[0, 0, 1, 1]]}]}\n")
        XCTAssertTrue(axis.hasPrefix("s.yaml:2:") && axis.contains("rows.field"), axis)
    }

    func testAssertSnapshotHonoursTheSpecsIgnoredRegions() throws {
        let root = cli.work.appendingPathComponent("Snapshots").path
        let plain = ButtonSpec(name: "one", title: "One")
        let store = SnapshotStore(root: root)
        let renderer = try ButtonRenderer()
        _ = try SnapshotVerifier(store: store, mode: .all).verify(try renderer.render(plain, format: .png, scale: 2), suite: "s")
        var changed = plain
        changed.cornerRadius = 9
        let size = try renderer.render(changed, format: .png, scale: 1)
        let differs = try SnapshotVerifier(store: store, mode: .never, artifacts: cli.work.appendingPathComponent("a").path)
            .verify(try renderer.render(changed, format: .png, scale: 2), suite: "s")
        XCTAssertEqual(differs.status, .failed, "without the regions the corners differ")
        changed.snapshot = SnapshotSettings(ignore: [PointRegion(x: 0, y: 0, width: Double(size.pixelWidth), height: Double(size.pixelHeight))])
        let outcome = assertSnapshot(of: changed, scale: 2, suite: "s", record: .never, snapshotsDirectory: root,
                                     artifactsDirectory: cli.work.appendingPathComponent("a").path)
        XCTAssertEqual(outcome?.status, .passed, outcome?.message ?? "")
    }

    func testJUnitCallsAMissingGoldenMissingAndSaysHowToRecordIt() throws {
        let png = [BatchOutput(format: .png, scale: nil)]
        _ = try verify("- {name: one, title: One}\n- {name: two, title: Two}\n", outputs: png, mode: .missing)
        let result = try verify("- {name: one, title: One, cornerRadius: 9}\n- {name: two, title: Two}\n- {name: three, title: Three}\n", outputs: png)
        let collector = FailureTypes()
        let parser = XMLParser(data: Data(result.junitXML.utf8))
        parser.delegate = collector
        XCTAssertTrue(parser.parse())
        XCTAssertEqual(collector.types, ["one.png": "mismatch", "three.png": "missing"])
        let missing = try XCTUnwrap(collector.messages["three.png"])
        XCTAssertTrue(missing.contains("no golden") && missing.contains("render-cli record"), missing)
    }

    func testTheReportsSizeCaptionsAreTheSizesTheMessageGives() throws {
        let png = [BatchOutput(format: .png, scale: 1)]
        _ = try verify("name: one\ntitle: One\n", outputs: png, mode: .missing)
        let golden = try goldenSize("one")
        let result = try verify("name: one\ntitle: One more\n", outputs: png)
        XCTAssertEqual(result.count(.failed), 1)
        let html = result.htmlReport
        func caption(_ role: String) throws -> String {
            let pattern = try NSRegularExpression(pattern: "<figcaption>\(role) <span class=dim>(\\d+)×(\\d+)</span>")
            let match = try XCTUnwrap(pattern.firstMatch(in: html, range: NSRange(html.startIndex..., in: html)), "no \(role) caption")
            return "\(html[Range(match.range(at: 1), in: html)!])x\(html[Range(match.range(at: 2), in: html)!])"
        }
        let expected = try caption("expected"), actual = try caption("actual")
        XCTAssertEqual(expected, "\(golden.width)x\(golden.height)", "the golden's own size, not the padded one")
        XCTAssertNotEqual(expected, actual)
        XCTAssertTrue(html.contains("size differs: expected \(expected), actual \(actual)"), "the message gives the same sizes")
    }
}

/// The `type` and text of each test case's `<failure>`.
private final class FailureTypes: NSObject, XMLParserDelegate {
    var types: [String: String] = [:]
    var messages: [String: String] = [:]
    private var current = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "testcase" { current = attributes["name"] ?? "" }
        if name == "failure" { types[current] = attributes["type"]; messages[current] = attributes["message"] }
    }
}
