@testable import ButtonRender
import Foundation
import XCTest

/// Round four of hostile input: system files whose `calc()` would exhaust the stack, whose fonts
/// are FIFOs or too many, whose grid is too large; shard reports whose numbers lie. In process
/// where the bound lives in a value; through the command line, once each, where a user meets it.
final class HostileInputRoundFourTests: XCTestCase {
    // MARK: In process

    /// A `calc()` nested to the bound parses; one level deeper, or one operand more, is a
    /// problem at that place, and 80,000 minus signs are refused without recursing 80,000 deep.
    func testCalcNestingAndOperandsAreBounded() throws {
        let depth = CalcExpression.maximumDepth
        let deepest = "calc(" + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + ")"
        XCTAssertEqual(try CalcExpression.parse(deepest).get().evaluate { _ in 0 }, 1)
        let tooDeep = "calc(" + String(repeating: "(", count: depth + 1) + "1" + String(repeating: ")", count: depth + 1) + ")"
        guard case .failure(let problem) = CalcExpression.parse(tooDeep) else { return XCTFail("parsed \(depth + 1) levels") }
        XCTAssertTrue(problem.message.contains("at most \(depth) deep"), problem.message)
        XCTAssertEqual(problem.offset, 5 + depth, "the problem is at the first parenthesis past the bound")

        XCTAssertEqual(try CalcExpression.parse("calc(" + String(repeating: "-", count: depth) + "2)").get().evaluate { _ in 0 }, 2)
        guard case .failure(let minus) = CalcExpression.parse("calc(" + String(repeating: "-", count: 80_000) + "1)") else {
            return XCTFail("80,000 minus signs parsed")
        }
        XCTAssertTrue(minus.message.contains("deep"), minus.message)

        let most = CalcExpression.maximumOperands
        let widest = "calc(" + Array(repeating: "1", count: most).joined(separator: " + ") + ")"
        XCTAssertEqual(try CalcExpression.parse(widest).get().evaluate { _ in 0 }, Double(most))
        let tooWide = "calc(" + Array(repeating: "{a.b}", count: most + 1).joined(separator: "+") + ")"
        guard case .failure(let wide) = CalcExpression.parse(tooWide) else { return XCTFail("\(most + 1) operands parsed") }
        XCTAssertTrue(wide.message.contains("at most \(most)"), wide.message)
    }

    /// A shard report's numbers are checked against what the reports hold before anything is
    /// allocated: a shard count of 0, -1 or 2^62, an index outside it, and a run's item count
    /// that is not the sum of the shards' items are each a merge error, not a trap.
    func testShardReportNumbersAreCheckedBeforeTheyAreUsed() throws {
        func report(index: Int = 1, count: Int = 1, total: Int = 0) throws -> ShardReport {
            let json = #"{"index": \#(index), "count": \#(count), "totalItems": \#(total), "positions": [], "checks": [], "entries": [], "entryItems": []}"#
            return try JSONDecoder().decode(ShardReport.self, from: Data(json.utf8))
        }
        XCTAssertEqual(try ShardReport.merge([report()]).checks.count, 0, "one shard of an empty run merges")
        let lies: [(ShardReport, String)] = [
            (try report(count: 0), "N from 1 to \(Shard.maximumCount)"), (try report(count: -1), "N from 1"),
            (try report(count: 1 << 62), "N from 1"), (try report(index: 3, count: 2), "I from 1 to N"),
            (try report(total: -5), "run has -5 items"), (try report(total: 1_000_000_000_000), "run has 1000000000000 items"),
            (try report(total: 50_000_000), "but the 1 shards hold 0"),
        ]
        for (shard, expected) in lies {
            XCTAssertThrowsError(try ShardReport.merge([shard]), "\(shard.index)/\(shard.count), \(shard.totalItems) items") { error in
                XCTAssertTrue("\(error)".contains(expected), "'\(expected)' in: \(error)")
            }
        }
    }

    /// A committed environment manifest whose version strings hold ESC, BEL, a new line or a
    /// megabyte is quoted escaped and cut in every difference it makes.
    func testAnEnvironmentManifestIsQuotedEscapedAndCut() throws {
        let current = GoldenEnvironment.current
        var json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(current.jsonBytes())) as? [String: Any])
        json["buttonRender"] = "1.0\u{1B}[31mred\u{07}\nnext line"
        var libraries = json["libraries"] as? [String: String] ?? [:]
        libraries["pango"] = String(repeating: "9", count: 1_000_000)
        json["libraries"] = libraries
        let forged = try JSONDecoder().decode(GoldenEnvironment.self, from: JSONSerialization.data(withJSONObject: json))
        let differences = current.differences(from: forged)
        XCTAssertFalse(differences.isEmpty)
        for line in differences {
            XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "no control character in: \(line.prefix(200))")
            XCTAssertLessThan(line.count, 400, "cut: \(line.prefix(200))")
        }
        XCTAssertTrue(differences.contains { $0.contains("\\u{1B}[31mred\\u{7}") }, "\(differences)")
    }

    // MARK: Through the command line

    private var cli: CommandLineRunner!

    override func setUpWithError() throws {
        cli = try CommandLineRunner(prefix: "hostile-four")
        try FileManager.default.copyItem(at: SystemFileTests.acmeFolder, to: cli.work.appendingPathComponent("acme"))
    }

    override func tearDown() { cli?.cleanUp() }

    /// The acme system file with `edit` applied, written as `acme/NAME.system.yaml`.
    private func acme(_ name: String, _ edit: (String) -> String) throws {
        let text = try String(contentsOf: cli.work.appendingPathComponent("acme/acme.system.yaml"), encoding: .utf8)
        try cli.write("acme/\(name).system.yaml", edit(text))
    }

    /// Runs `arguments`, asserting status 2 within a few seconds (generous: not a benchmark),
    /// a message holding each of `expected`, and nothing at all in the working folder's `out`
    /// (no staging folder either).
    private func assertRefused(_ arguments: [String], _ expected: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let start = Date()
        let result = try cli.run(arguments)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(result.status, 2, "status for \(arguments): \(result.err.prefix(2000))", file: file, line: line)
        for text in expected { XCTAssertTrue(result.err.contains(text), "'\(text)' in: \(result.err.prefix(2000))", file: file, line: line) }
        XCTAssertLessThan(seconds, 10, "answered in \(seconds) s", file: file, line: line)
        XCTAssertLessThan(result.err.utf8.count, 4_000, "the message quotes an excerpt, not the whole value", file: file, line: line)
        XCTAssertEqual(cli.files(in: "out"), [], "nothing written", file: file, line: line)
        XCTAssertFalse(cli.files(in: ".").contains { $0.hasPrefix(".buttonrender-staging") }, "no staging folder left", file: file, line: line)
    }

    /// 20,000 nested parentheses in a slot's `calc()` (40 KB): `system check` and `render` of a
    /// spec naming the file answer with the slot's line and column instead of overflowing the
    /// stack.
    func testDeepCalcIsALocatedErrorNotACrash() throws {
        let nested = "calc(" + String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000) + ")"
        try acme("deep") { $0.replacingOccurrences(of: "iconGap: 6", with: "iconGap: \"\(nested)\"") }
        try assertRefused(["system", "check", "acme/deep.system.yaml"], ["deep.system.yaml:31:12", "slots.iconGap", "at most 32 deep"])
        try cli.write("acme/deep.yaml", "- {name: buy, system: ./deep.system.yaml, title: Buy}\n")
        try assertRefused(["render", "acme/deep.yaml", "--out", "out"], ["deep.system.yaml:31:12"])
    }

    /// A font path that is a FIFO is refused at its line before fontconfig opens it; a font
    /// list over the bound, and a grid of styles × sizes × states × appearances over its bound,
    /// are refused before anything is scanned or printed.
    func testSystemFileFontsAndGridAreBounded() throws {
        XCTAssertEqual(mkfifo(cli.work.appendingPathComponent("acme/fonts/Pipe.ttf").path, 0o600), 0)
        try acme("fifo") { $0.replacingOccurrences(of: "fonts/DejaVuSerif.ttf", with: "fonts/Pipe.ttf") }
        try assertRefused(["system", "check", "acme/fifo.system.yaml"], ["fifo.system.yaml:8:", "Pipe.ttf is a FIFO"])
        try cli.write("acme/fifo.yaml", "- {name: buy, system: ./fifo.system.yaml, title: Buy}\n")
        try assertRefused(["render", "acme/fifo.yaml", "--out", "out"], ["fifo.system.yaml:8:", "FIFO"])

        // A font file cut short is damaged, not a font of another family.
        let whole = try Data(contentsOf: cli.work.appendingPathComponent("acme/fonts/DejaVuSerif.ttf"))
        try whole.prefix(4_000).write(to: cli.work.appendingPathComponent("acme/fonts/Cut.ttf"))
        try acme("cut") { $0.replacingOccurrences(of: "fonts/DejaVuSerif.ttf", with: "fonts/Cut.ttf") }
        try assertRefused(["system", "check", "acme/cut.system.yaml"], ["cut.system.yaml:8:", "Cut.ttf is not a font file FreeType can read whole"])

        let many = Array(repeating: "fonts/DejaVuSerif.ttf", count: 9_000).joined(separator: ", ")
        try acme("fonts") { $0.replacingOccurrences(of: "  - {file: fonts/DejaVuSerif.ttf, family: DejaVu Serif}", with: "  [\(many)]")
            .replacingOccurrences(of: "fonts:\n  [", with: "fonts: [") }
        try assertRefused(["system", "check", "acme/fonts.system.yaml"], ["fonts.system.yaml:7:", "9000 font files; a system names at most \(SystemFileReader.maximumFonts)"])

        let styles = (0..<64).map { "  s\($0): {title: B}" }.joined(separator: "\n")
        let sizes = "[" + (0..<64).map { "z\($0)" }.joined(separator: ", ") + "]"
        try acme("grid") { text in
            var lines = text.components(separatedBy: "\n")
            let start = lines.firstIndex(of: "styles:")!, end = lines.firstIndex(of: "states:")!
            lines.replaceSubrange((start + 1)..<end, with: [styles, "sizes: \(sizes)"])
            return lines.prefix { $0 != "variants:" }.joined(separator: "\n") + "\n"
        }
        try assertRefused(["system", "check", "acme/grid.system.yaml"], ["64 styles × 64 sizes × 4 states × 2 appearances make 32768 buttons"])
        try assertRefused(["catalog", "--system", "acme/grid.system.yaml", "--out", "out"], ["32768 buttons"])
    }

    /// A platform folder that is a symbolic link to a folder elsewhere takes no golden and no
    /// environment manifest there: `record` refuses, exit 2, and the link's target stays empty.
    func testASymbolicLinkAsThePlatformFolderIsRefused() throws {
        try FileManager.default.createDirectory(at: cli.work.appendingPathComponent("snaps"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: cli.work.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: cli.work.appendingPathComponent("snaps/linux").path,
                                                   withDestinationPath: cli.work.appendingPathComponent("elsewhere").path)
        try cli.write("cart.yaml", "- {name: a, title: A}\n")
        let result = try cli.run(["record", "cart.yaml", "--snapshots", "snaps"])
        XCTAssertEqual(result.status, 2, result.out + result.err)
        XCTAssertTrue(result.err.contains("snaps/linux is a symbolic link"), result.err)
        XCTAssertEqual(cli.files(in: "elsewhere"), [])
    }

    /// After a passing run, a golden swapped for a 3 GB sparse file is not read whole by the
    /// verification cache: the next `verify` refuses it by its size at once.
    func testTheVerifyCacheReadsAGoldenBounded() throws {
        try cli.write("cart.yaml", "- {name: a, title: A}\n")
        XCTAssertEqual(try cli.run(["record", "cart.yaml", "--snapshots", "snaps"]).status, 0)
        let first = try cli.run(["verify", "cart.yaml", "--snapshots", "snaps"])
        XCTAssertEqual(first.status, 0, first.err)
        let again = try cli.run(["verify", "cart.yaml", "--snapshots", "snaps"])
        XCTAssertTrue(again.out.contains("unchanged"), "the second run uses the cache: \(again.out)")
        let handle = try FileHandle(forWritingTo: cli.work.appendingPathComponent("snaps/a.png"))
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        let start = Date()
        let huge = try cli.run(["verify", "cart.yaml", "--snapshots", "snaps"])
        XCTAssertEqual(huge.status, 2, huge.out + huge.err)
        XCTAssertTrue((huge.out + huge.err).contains("limited to"), huge.out + huge.err)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }

    /// `render-cli tokens` follows the path rules `render` does: a resolver's `../` source is
    /// refused at its line without quoting the outside file, unless `--allow-outside-paths`.
    func testTokensRefusesAResolverSourceOutsideItsFolder() throws {
        try cli.write("outside.tokens.json", ##"{"secret": {"$type": "color", "$value": "#ff0000"}}"##)
        try cli.write("in/a.resolver.json", ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "../outside.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##)
        try assertRefused(["tokens", "in/a.resolver.json"], ["a.resolver.json:1:", "outside the resolver document's folder tree"])
        let allowed = try cli.run(["tokens", "in/a.resolver.json", "--allow-outside-paths"])
        XCTAssertEqual(allowed.status, 0, allowed.err)
        XCTAssertTrue(allowed.out.contains("secret"), allowed.out)
    }

    /// A named file that is not a system file (a `.env`, directly or through a link named like
    /// a system file) is refused without a word of its content quoted.
    func testANamedFileThatIsNotASystemFileIsNotQuoted() throws {
        try cli.write("acme/.env", "SECRET_TOKEN=hunter2\n")
        try FileManager.default.createSymbolicLink(atPath: cli.work.appendingPathComponent("acme/x.system.yaml").path, withDestinationPath: ".env")
        for arguments in [["system", "check", "acme/.env"], ["catalog", "--system", "acme/.env", "--out", "out"], ["system", "check", "acme/x.system.yaml"]] {
            let result = try cli.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.err)")
            XCTAssertTrue(result.err.contains("not a system file"), result.err)
            XCTAssertFalse((result.out + result.err).contains("hunter2"), "the content is not quoted: \(result.err)")
        }
    }

    /// Through `verify`: a failing golden beside a committed manifest whose version holds ESC,
    /// BEL, a new line and a megabyte reaches the terminal and JUnit escaped and cut.
    func testVerifyQuotesAForgedEnvironmentManifestEscapedAndCut() throws {
        try cli.write("cart.yaml", "- {name: a, title: A}\n")
        XCTAssertEqual(try cli.run(["record", "cart.yaml", "--snapshots", "snaps"]).status, 0)
        let manifest = cli.work.appendingPathComponent("snaps/buttonrender-environment.json")
        var json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
        json["buttonRender"] = "9\u{1B}[2J\u{07}\n" + String(repeating: "x", count: 1_000_000)
        try JSONSerialization.data(withJSONObject: json).write(to: manifest)
        try cli.write("cart.yaml", "- {name: a, title: Changed}\n")
        let result = try cli.run(["verify", "cart.yaml", "--snapshots", "snaps", "--no-cache", "--junit", "junit.xml"])
        XCTAssertEqual(result.status, 1, result.err)
        let junit = try String(contentsOf: cli.work.appendingPathComponent("junit.xml"), encoding: .utf8)
        for text in [result.out + result.err, junit] {
            XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "no raw ESC or BEL")
            XCTAssertLessThan(text.utf8.count, 100_000, "the megabyte is cut")
        }
        XCTAssertTrue((result.out + result.err).contains("\\u{1B}"), result.out + result.err)
    }

    /// `merge-reports` refuses shard files whose numbers lie, a file over its size bound and a
    /// FIFO, each at once with status 2 and no output; `--shard` says the allowed range.
    func testMergeReportsRefusesLyingShardFiles() throws {
        let lies = [#""count": 0, "index": 1, "totalItems": 0"#, #""count": -1, "index": 1, "totalItems": 0"#,
                    #""count": 4611686018427387904, "index": 1, "totalItems": 0"#, #""count": 1, "index": 1, "totalItems": -5"#,
                    #""count": 1, "index": 1, "totalItems": 1000000000000000"#, #""count": 1, "index": 1, "totalItems": 50000000"#]
        for (i, numbers) in lies.enumerated() {
            try cli.write("lie\(i)/shard-1-of-1.json", #"{\#(numbers), "positions": [], "checks": [], "entries": [], "entryItems": []}"#)
            try assertRefused(["merge-reports", "lie\(i)", "--out", "out"], ["shard"])
        }
        let huge = cli.work.appendingPathComponent("huge/shard-1-of-1.json")
        try FileManager.default.createDirectory(at: huge.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(ShardReport.maximumFileSize) + 1)
        try handle.close()
        try assertRefused(["merge-reports", "huge", "--out", "out"], ["shard reports are limited to \(ShardReport.maximumFileSize) bytes"])
        try FileManager.default.createDirectory(at: cli.work.appendingPathComponent("pipe"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(cli.work.appendingPathComponent("pipe/shard-1-of-1.json").path, 0o600), 0)
        try assertRefused(["merge-reports", "pipe", "--out", "out"], ["is a FIFO (named pipe); a shard report must be a regular file"])

        try cli.write("empty.yaml", "- {title: A}\n")
        try assertRefused(["render", "empty.yaml", "--out", "out", "--shard", "5/4"], ["5/4: I is the shard to run, from 1 to 4"])
        try assertRefused(["render", "empty.yaml", "--out", "out", "--shard", "-1/4"], ["-1/4: I is the shard to run, from 1 to 4"])
        try assertRefused(["render", "empty.yaml", "--out", "out", "--shard", "1/5000"], ["N is the number of shards, from 1 to 1024"])
    }
}
