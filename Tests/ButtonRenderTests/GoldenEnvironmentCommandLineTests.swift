import ButtonRender
import Foundation
import XCTest

/// `render-cli record` writes the snapshots folder's environment manifest with its goldens,
/// all or nothing and only when it changes; `verify` names what differs from it; a
/// `--snapshots` folder's platform subfolder holds the goldens when it exists.
final class GoldenEnvironmentCommandLineTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws { cli = try CommandLineRunner(prefix: "golden-env") }
    override func tearDown() { cli.cleanUp() }

    private let manifest = "goldens/suite/" + GoldenEnvironment.fileName

    func testRecordWritesTheManifestWithTheGoldensOnlyWhenItChanges() throws {
        try cli.write("s.yaml", "- {name: one, title: One}\n- {name: two, style: outlined, title: Two}\n")
        let recorded = try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite"])
        XCTAssertEqual(recorded.status, 0, recorded.err)
        XCTAssertTrue(recorded.out.contains("environment suite/\(GoldenEnvironment.fileName)"), recorded.out)
        XCTAssertEqual(cli.files(in: "goldens/suite"), [GoldenEnvironment.fileName, "one.png", "two.png"])
        let written = try JSONDecoder().decode(GoldenEnvironment.self, from: try cli.contents(manifest))
        XCTAssertEqual(written, GoldenEnvironment.current, "the binary and the test process run in the same environment")
        XCTAssertEqual(Array(try cli.contents(manifest)), try GoldenEnvironment.current.jsonBytes())

        // The same environment again: the manifest is not rewritten, and not announced.
        let again = try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite"])
        XCTAssertEqual(again.status, 0, again.err)
        XCTAssertFalse(again.out.contains("environment"), again.out)

        // A manifest from elsewhere is replaced by a record here, even with no golden changed.
        var elsewhere = GoldenEnvironment.current
        elsewhere.libraries["cairo"] = "1.18.0"
        try Data(try elsewhere.jsonBytes()).write(to: cli.work.appendingPathComponent(manifest))
        let replaced = try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite"])
        let cairo = try XCTUnwrap(GoldenEnvironment.current.libraries["cairo"])
        XCTAssertTrue(replaced.out.contains("environment suite/\(GoldenEnvironment.fileName) (it said: recorded with cairo 1.18.0, this is \(cairo))"), replaced.out)
        XCTAssertTrue(replaced.out.contains("0 added, 0 changed, 2 unchanged"), replaced.out)
        XCTAssertEqual(try JSONDecoder().decode(GoldenEnvironment.self, from: try cli.contents(manifest)), GoldenEnvironment.current)
    }

    func testMissingOnlyKeepsTheManifestOfGoldensItDidNotCompare() throws {
        try cli.write("s.yaml", "- {name: one, title: One}\n")
        XCTAssertEqual(try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite"]).status, 0)
        var elsewhere = GoldenEnvironment.current
        elsewhere.libraries["pango"] = "1.51.0"
        let elsewhereBytes = try elsewhere.jsonBytes()
        try Data(elsewhereBytes).write(to: cli.work.appendingPathComponent(manifest))
        // Nothing new to write: the goldens kept were not compared here, so their manifest stays.
        let nothing = try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite", "--missing-only"])
        XCTAssertEqual(nothing.status, 0, nothing.err)
        XCTAssertEqual(Array(try cli.contents(manifest)), elsewhereBytes)
        // A golden written here: the manifest is this environment's, and the output says what it replaced.
        try cli.write("s.yaml", "- {name: one, title: One}\n- {name: two, title: Two}\n")
        let added = try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite", "--missing-only"])
        XCTAssertEqual(added.status, 0, added.err)
        XCTAssertTrue(added.out.contains("(it said: recorded with pango 1.51.0"), added.out)
        XCTAssertEqual(Array(try cli.contents(manifest)), try GoldenEnvironment.current.jsonBytes())
    }

    func testARecordThatFailsWritesNoManifest() throws {
        try cli.write("s.yaml", "- {name: one, title: One}\n- {name: two, style: nope, title: Two}\n")
        let failed = try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite"])
        XCTAssertEqual(failed.status, 2, failed.out)
        XCTAssertEqual(cli.files(in: "goldens/suite"), [])
        // A golden that cannot be read stops the run before the manifest is written.
        try cli.write("t.yaml", "- {name: one, title: One}\n")
        try FileManager.default.createDirectory(at: cli.work.appendingPathComponent("goldens/suite/one.png"), withIntermediateDirectories: true)
        let blocked = try cli.run(["record", "t.yaml", "--snapshots", "goldens/suite"])
        XCTAssertEqual(blocked.status, 2, blocked.out)
        XCTAssertEqual(cli.files(in: "goldens/suite"), ["one.png"])
    }

    func testVerifyNamesWhatDiffersFromTheRecordingEnvironment() throws {
        try cli.write("s.yaml", "- {name: one, title: One}\n")
        XCTAssertEqual(try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite"]).status, 0)
        var elsewhere = GoldenEnvironment.current
        elsewhere.libraries["harfbuzz"] = "8.3.0"
        elsewhere.fonts["Inter-Regular.otf"] = String(repeating: "f", count: 32)
        try Data(try elsewhere.jsonBytes()).write(to: cli.work.appendingPathComponent(manifest))

        // Passing goldens say nothing of it.
        let passed = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--artifacts", "art"])
        XCTAssertEqual(passed.status, 0, passed.out)
        XCTAssertFalse(passed.out.contains("another environment"), passed.out)

        try cli.write("s.yaml", "- {name: one, title: Uno}\n")
        let failed = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--artifacts", "art", "--no-cache"])
        XCTAssertEqual(failed.status, 1, failed.out)
        let harfbuzz = try XCTUnwrap(GoldenEnvironment.current.libraries["harfbuzz"])
        XCTAssertTrue(failed.out.contains("recorded with harfbuzz 8.3.0, this is \(harfbuzz)"), failed.out)
        XCTAssertTrue(failed.out.contains("font Inter-Regular.otf differs"), failed.out)
        XCTAssertTrue(failed.out.contains("Where goldens come from"), failed.out)
        let report = try String(decoding: cli.contents("art/report.html"), as: UTF8.self)
        XCTAssertTrue(report.contains("recorded with harfbuzz 8.3.0"))
    }

    func testASnapshotsFolderWithThisPlatformsSubfolderKeepsItsGoldensThere() throws {
        try cli.write("s.yaml", "- {name: one, title: One}\n")
        let platform = SnapshotStore.platformFolderName
        try FileManager.default.createDirectory(at: cli.work.appendingPathComponent("goldens/suite/\(platform)"), withIntermediateDirectories: true)
        let recorded = try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite"])
        XCTAssertEqual(recorded.status, 0, recorded.err)
        XCTAssertEqual(cli.files(in: "goldens/suite"), [platform])
        XCTAssertEqual(cli.files(in: "goldens/suite/\(platform)"), [GoldenEnvironment.fileName, "one.png"])
        let verified = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--quiet"])
        XCTAssertEqual(verified.status, 0, verified.out + verified.err)
        XCTAssertEqual(verified.out.split(separator: "\n").last, "1 passed, 0 failed")

        // Without the platform folder the same goldens are missing: the folder was chosen.
        try FileManager.default.moveItem(at: cli.work.appendingPathComponent("goldens/suite/\(platform)"),
                                         to: cli.work.appendingPathComponent("goldens/suite/elsewhere"))
        let missing = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--no-cache"])
        XCTAssertEqual(missing.status, 1, missing.out)
        XCTAssertTrue(missing.out.contains("NEW suite/one.png"), missing.out)
    }
}
