import Foundation
import XCTest

/// Accepting chosen changes from a review report (issue 46, item 2): a verify run with three
/// failures; in Chromium, two of its report's checkboxes are ticked and the page's accept list
/// is read; `render-cli accept` writes exactly those two goldens (the third still fails, nothing
/// else is touched); a forged or stale list is refused with nothing written.
final class AcceptFromReportTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws {
        cli = try CommandLineRunner(prefix: "accept")
        _ = try cli.write("s.yaml", """
            - {name: a, style: contained, title: Save}
            - {name: b, style: outlined, title: Open}
            - {name: c, style: text, title: Close}
            """)
        let record = try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite"])
        XCTAssertEqual(record.status, 0, record.err)
        // Every button changes: three failures.
        _ = try cli.write("s.yaml", """
            - {name: a, style: contained, title: Saved}
            - {name: b, style: outlined, title: Opened}
            - {name: c, style: text, title: Closed}
            """)
        let verify = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--artifacts", "art", "--no-cache"])
        XCTAssertEqual(verify.status, 1, verify.err)
    }

    override func tearDown() { cli.cleanUp() }

    private func golden(_ name: String) throws -> Data { try Data(contentsOf: cli.work.appendingPathComponent("goldens/suite/\(name).png")) }
    private func actual(_ name: String) throws -> Data { try Data(contentsOf: cli.work.appendingPathComponent("art/suite/\(name).actual.png")) }

    /// The accept list the report page writes with the entries of `names` ticked, read from
    /// the page in Chromium.
    private func listFromThePage(ticking names: [String]) throws -> String {
        let browser = try ChromiumPipe()
        defer { browser.quit() }
        let report = cli.work.appendingPathComponent("art/report.html")
        let session = try browser.open(report.absoluteString)
        // The whole page parsed and its scripts run (a busy machine loads it slowly).
        try browser.wait(for: "document.readyState === 'complete' && document.querySelectorAll('article.entry').length === 3", in: session)
        let ticks = names.map { "document.querySelector('input.accept-box[data-snapshot=\"suite/\($0).png\"]').click();" }.joined()
        let value = try browser.evaluate("""
            (() => { \(ticks) document.getElementById('accept-list').click();
              return JSON.stringify([document.getElementById('accept-count').value, document.getElementById('accept-text').value,
                                     document.querySelectorAll('input.accept-box').length]); })()
            """, in: session) as? String
        let parts = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(value).utf8)) as? [Any])
        XCTAssertEqual(parts[0] as? String, "\(names.count)")
        XCTAssertEqual(parts[2] as? Int, 3, "a checkbox for every failed image")
        return try XCTUnwrap(parts[1] as? String)
    }

    func testTwoChosenOnTheReportAreWrittenAndTheThirdStillFails() throws {
        let list = try listFromThePage(ticking: ["a", "b"])
        try list.write(to: cli.work.appendingPathComponent("art/accept.json"), atomically: true, encoding: .utf8)
        let c = try golden("c")
        let accept = try cli.run(["accept", "art/accept.json", "--snapshots", "goldens/suite"])
        XCTAssertEqual(accept.status, 0, accept.err)
        XCTAssertTrue(accept.out.contains("accepted suite/a.png") && accept.out.contains("accepted suite/b.png"), accept.out)
        XCTAssertEqual(try golden("a"), try actual("a"))
        XCTAssertEqual(try golden("b"), try actual("b"))
        XCTAssertEqual(try golden("c"), c, "the third is untouched")
        let files = cli.files(in: "goldens/suite").filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertEqual(files, ["a.png", "b.png", "buttonrender-environment.json", "c.png"], "nothing else is written")
        let again = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--no-cache", "--quiet"])
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.out.contains("2 passed, 1 failed"), again.out + again.err)
    }

    func testAForgedOrStaleListIsRefusedAndNothingIsWritten() throws {
        let list = try listFromThePage(ticking: ["a"])
        let entry = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [String: Any])?["accept"] as? [[String: String]]).first!
        let before = try ["a", "b", "c"].map(golden)
        func refused(_ accept: [[String: String]], _ words: String, file: StaticString = #filePath, line: UInt = #line) throws {
            let data = try JSONSerialization.data(withJSONObject: ["buttonrenderAccept": 1, "accept": accept])
            try data.write(to: cli.work.appendingPathComponent("art/forged.json"))
            let run = try cli.run(["accept", "art/forged.json", "--snapshots", "goldens/suite"])
            XCTAssertEqual(run.status, 2, run.out, file: file, line: line)
            XCTAssertTrue(run.err.contains(words), run.err, file: file, line: line)
            XCTAssertEqual(try ["a", "b", "c"].map(golden), before, "nothing written", file: file, line: line)
        }
        var wrongHash = entry; wrongHash["hash"] = String(repeating: "0", count: 32)
        try refused([wrongHash], "not the file the report showed")
        var outside = entry; outside["actual"] = "../s.yaml"
        try refused([outside], "not a path inside the artifacts folder")
        var otherName = entry; otherName["actual"] = "suite/b.actual.png"
        try refused([otherName], "is not a.actual.png")
        var otherSuite = entry; otherSuite["snapshot"] = "elsewhere/a.png"
        try refused([otherSuite], "not a golden of the suite 'suite'")
        var pathInName = entry; pathInName["snapshot"] = "suite/../a.png"
        try refused([pathInName], "not a golden of the suite")
        try refused([entry, entry], "listed twice")
        // A valid entry beside a forged one: nothing is written either.
        try refused([entry, wrongHash.merging(["snapshot": "suite/b.png", "actual": "suite/b.actual.png"]) { $1 }], "not the file the report showed")
        // An artifact changed after the report.
        try Data([0x89, 0x50]).write(to: cli.work.appendingPathComponent("art/suite/a.actual.png"))
        try refused([entry], "not the file the report showed")
        // Too many entries, before any is looked at.
        let many = Array(repeating: entry, count: 10_001)
        try JSONSerialization.data(withJSONObject: ["buttonrenderAccept": 1, "accept": many]).write(to: cli.work.appendingPathComponent("art/many.json"))
        let tooMany = try cli.run(["accept", "art/many.json", "--snapshots", "goldens/suite"])
        XCTAssertEqual(tooMany.status, 2)
        XCTAssertTrue(tooMany.err.contains("10001 images; at most 10000"), tooMany.err)
        // Not a list.
        _ = try cli.write("art/forged.json", "[1, 2]")
        let notAList = try cli.run(["accept", "art/forged.json", "--snapshots", "goldens/suite"])
        XCTAssertEqual(notAList.status, 2)
        XCTAssertTrue(notAList.err.contains("not an accept list"), notAList.err)
    }
}
