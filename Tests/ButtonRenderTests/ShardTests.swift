@testable import ButtonRender
import Foundation
import XCTest
import ButtonRenderTestSupport

/// `--shard I/N` and `merge-reports`: the parts hold every item once, evenly by cost, the same
/// on every run; four shards of a catalog verify, merged, equal one run.
final class ShardTests: XCTestCase {
    func testThePartsHoldEveryItemOnceEvenlyByCost() throws {
        let costs = [1, 1, 40, 1, 1, 1, 12, 1, 1, 1, 1, 1, 1, 30, 1, 1, 1]
        var seen: [Int] = []
        var loads: [Int] = []
        for index in 1...4 {
            let part = try XCTUnwrap(Shard(index: index, count: 4)).positions(costs: costs)
            XCTAssertEqual(part, part.sorted(), "a part keeps input order")
            XCTAssertEqual(part, try XCTUnwrap(Shard("\(index)/4")).positions(costs: costs), "the same split every time")
            seen += part
            loads.append(part.reduce(0) { $0 + costs[$1] })
        }
        XCTAssertEqual(seen.sorted(), Array(costs.indices), "every item exactly once")
        XCTAssertEqual(loads.reduce(0, +), costs.reduce(0, +))
        // Largest first, each to the least loaded part: 40 | 30 | 12 + 1 | and the other 13
        // ones spread over the two light parts: they end one item apart at most.
        XCTAssertEqual(loads.sorted(), [13, 13, 30, 40], "\(loads)")
        for bad in ["0/4", "5/4", "1/0", "2", "a/b", "1/4/2", "-1/4"] { XCTAssertNil(Shard(bad), bad) }
    }

    func testASheetCostsItsButtons() throws {
        let sheets = try SheetLoader.load(file: packageRoot.appendingPathComponent("Examples/obsidian-states.yaml").path)
        let cost = Shard.cost(try XCTUnwrap(sheets.first))
        XCTAssertGreaterThan(cost, 10, "a state matrix is many buttons")
        XCTAssertEqual(Shard.cost(.button(LoadedSpec(spec: BuiltInCatalog.specs()[0], source: .inline("x")))), 1)
    }

    /// The issue's measure: four shards of a catalog `verify` (with passes, a mismatch and a
    /// missing golden among them), merged, give the counts, JUnit cases and report entries of
    /// one run over every item.
    func testFourShardsMergedEqualOneRun() throws {
        let cli = try CommandLineRunner(prefix: "shards")
        defer { cli.cleanUp() }
        let goldens = cli.work.appendingPathComponent("catalog")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let committed = packageRoot.appendingPathComponent("Snapshots/catalog")
        let names = try FileManager.default.contentsOfDirectory(atPath: committed.path).filter { $0.hasPrefix("obsidian-") }.sorted()
        XCTAssertGreaterThan(names.count, 20)
        for name in names.dropFirst() {   // the first has no golden: "new"
            try FileManager.default.copyItem(at: committed.appendingPathComponent(name), to: goldens.appendingPathComponent(name))
        }
        // One golden of a button replaced by another's picture: a mismatch.
        let pngs = names.filter { $0.hasSuffix(".png") && !$0.contains("@") }
        try FileManager.default.removeItem(at: goldens.appendingPathComponent(pngs[3]))
        try FileManager.default.copyItem(at: committed.appendingPathComponent(pngs[4]), to: goldens.appendingPathComponent(pngs[3]))

        let common = ["verify", "--catalog", "--system", "obsidian", "--snapshots", goldens.path, "--no-cache", "--quiet"]
        let single = try cli.run(common + ["--artifacts", "a0", "--json", "--junit", "a0/junit.xml"])
        XCTAssertEqual(single.status, 1, single.err)
        for index in 1...4 {
            let shard = try cli.run(common + ["--shard", "\(index)/4", "--artifacts", "a\(index)"])
            XCTAssertTrue([0, 1].contains(shard.status), shard.err)
            XCTAssertTrue(FileManager.default.fileExists(atPath: cli.work.appendingPathComponent("a\(index)/shard-\(index)-of-4.json").path))
        }
        let merged = try cli.run(["merge-reports", "a1", "a2", "a3", "a4", "--out", "merged"])
        XCTAssertEqual(merged.status, 1, merged.err)
        XCTAssertEqual(merged.out.split(separator: "\n").last, single.err.split(separator: "\n").last, "the same summary line")

        // The JSON documents, but for timings and the artifacts folder's name.
        func normalised(_ text: String) throws -> NSDictionary {
            let cleaned = try NSRegularExpression(pattern: "a[0-4]/").stringByReplacingMatches(
                in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "A/")
            var document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(cleaned.utf8)) as? [String: Any])
            document["images"] = (document["images"] as? [[String: Any]])?.map { image in
                var image = image; image["seconds"] = nil; return image
            }
            return document as NSDictionary
        }
        let one = try normalised(single.out)
        let joined = try normalised(try String(contentsOf: cli.work.appendingPathComponent("merged/results.json"), encoding: .utf8))
        XCTAssertEqual(one["passed"] as? Int, names.count - 2)
        XCTAssertEqual(one["failed"] as? Int, 1)
        XCTAssertEqual(one["new"] as? Int, 1)
        XCTAssertEqual(joined, one)

        // JUnit: the same test cases and outcomes, in the same order.
        func cases(_ xml: String) throws -> [String] {
            let pattern = try NSRegularExpression(pattern: #"<testcase classname="[^"]*" name="([^"]*)"[^>]*?(/>|>\s*<(failure|error) [^>]*type="([a-z]+)")"#)
            return pattern.matches(in: xml, range: NSRange(xml.startIndex..., in: xml)).map { match in
                let name = (xml as NSString).substring(with: match.range(at: 1))
                let type = match.range(at: 4).location == NSNotFound ? "passed" : (xml as NSString).substring(with: match.range(at: 4))
                return "\(name) \(type)"
            }
        }
        let singleCases = try cases(try String(contentsOf: cli.work.appendingPathComponent("a0/junit.xml"), encoding: .utf8))
        XCTAssertEqual(singleCases.count, names.count)
        XCTAssertEqual(try cases(try String(contentsOf: cli.work.appendingPathComponent("merged/junit.xml"), encoding: .utf8)), singleCases)

        // The report: the same entries.
        let report = try String(contentsOf: cli.work.appendingPathComponent("merged/report.html"), encoding: .utf8)
        XCTAssertTrue(report.contains("catalog/\(names[0])"), "the missing golden's entry")
        XCTAssertTrue(report.contains("catalog/\(pngs[3])"), "the mismatch's entry")
        let singleReport = try String(contentsOf: cli.work.appendingPathComponent("a0/report.html"), encoding: .utf8)
        func entryNames(_ page: String) -> [String] {
            names.filter { page.contains("catalog/\($0)") }
        }
        XCTAssertEqual(entryNames(report), entryNames(singleReport))

        // Shards of one split, each once.
        let missing = try cli.run(["merge-reports", "a1", "a2", "a4", "--out", "bad"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.err.contains("missing 3"), missing.err)
        let twice = try cli.run(["merge-reports", "a1", "a2", "a3", "a4", "a2", "--out", "bad"])
        XCTAssertTrue(twice.err.contains("given twice 2"), twice.err)
    }

    func testRenderShardsTogetherWriteWhatOneRunWrites() throws {
        let cli = try CommandLineRunner(prefix: "render-shards")
        defer { cli.cleanUp() }
        let examples = packageRoot.appendingPathComponent("Examples").path
        XCTAssertEqual(try cli.run(["render", examples, "--out", "all", "-q", "--no-metadata"]).status, 0)
        var union: [String] = []
        for index in 1...3 {
            let part = try cli.run(["render", examples, "--out", "part\(index)", "-q", "--no-metadata", "--shard", "\(index)/3"])
            XCTAssertEqual(part.status, 0, part.err)
            let files = cli.files(in: "part\(index)")
            XCTAssertFalse(files.isEmpty)
            for file in files {
                XCTAssertEqual(try Data(contentsOf: cli.work.appendingPathComponent("part\(index)/\(file)")),
                               try Data(contentsOf: cli.work.appendingPathComponent("all/\(file)")), file)
            }
            union += files
        }
        XCTAssertEqual(union.sorted(), cli.files(in: "all"), "every file once")
        let bad = try cli.run(["render", examples, "--out", "x", "--shard", "4/3"])
        XCTAssertEqual(bad.status, 2, bad.err)
        XCTAssertTrue(bad.err.contains("--shard"), bad.err)
    }
}
