@testable import ButtonRender
@testable import ButtonRenderSnapshot
import Foundation
import XCTest

/// Recording writes the snapshots folder's environment manifest with its goldens, all or
/// nothing and only when it changes; verifying names what differs from it; a snapshots folder's
/// platform subfolder holds the goldens when it exists. In process, through `SnapshotRecording`
/// and `SnapshotVerification`; one run of the command line checks what `record` and `verify` print.
final class GoldenEnvironmentRecordingTests: XCTestCase {
    private var work: URL!
    private var store: SnapshotStore { SnapshotStore(root: work.appendingPathComponent("goldens").path) }
    private var manifest: URL { work.appendingPathComponent("goldens/suite/" + GoldenEnvironment.fileName) }
    private let outputs = [BatchOutput(format: .png, scale: nil)]

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("golden-env-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

    private func items(_ yaml: String) throws -> [SpecItem] { try specItems(yaml, in: work) }

    private func record(_ yaml: String, missingOnly: Bool = false) throws -> SnapshotRecording.Result {
        var recording = SnapshotRecording(store: store, suite: "suite", outputs: outputs)
        recording.missingOnly = missingOnly
        return try recording.record(items(yaml), protecting: [])
    }

    private func verify(_ yaml: String) throws -> VerificationResult {
        try verifyInProcess(items(yaml), goldens: work.appendingPathComponent("goldens"), outputs: outputs,
                            artifacts: work.appendingPathComponent("art"))
    }

    private func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent(folder).path)) ?? []).sorted()
    }

    func testRecordWritesTheManifestWithTheGoldensOnlyWhenItChanges() throws {
        let yaml = "- {name: one, title: One}\n- {name: two, style: outlined, title: Two}\n"
        let recorded = try record(yaml)
        XCTAssertTrue(recorded.wroteManifest)
        XCTAssertEqual(recorded.replacedEnvironment, [])
        XCTAssertEqual(files("goldens/suite"), [GoldenEnvironment.fileName, "one.png", "two.png"])
        XCTAssertEqual(try JSONDecoder().decode(GoldenEnvironment.self, from: Data(contentsOf: manifest)), GoldenEnvironment.current)
        XCTAssertEqual(Array(try Data(contentsOf: manifest)), try GoldenEnvironment.current.jsonBytes())

        // The same environment again: the manifest is not rewritten.
        let again = try record(yaml)
        XCTAssertFalse(again.wroteManifest)
        XCTAssertEqual(again.unchanged, 2)

        // A manifest from elsewhere is replaced by a record here, even with no golden changed.
        var elsewhere = GoldenEnvironment.current
        elsewhere.libraries["cairo"] = "1.18.0"
        try Data(try elsewhere.jsonBytes()).write(to: manifest)
        let replaced = try record(yaml)
        let cairo = try XCTUnwrap(GoldenEnvironment.current.libraries["cairo"])
        XCTAssertTrue(replaced.wroteManifest)
        XCTAssertEqual(replaced.replacedEnvironment, ["recorded with cairo 1.18.0, this is \(cairo)"])
        XCTAssertEqual(replaced.written.count, 0)
        XCTAssertEqual(replaced.unchanged, 2)
        XCTAssertEqual(try JSONDecoder().decode(GoldenEnvironment.self, from: Data(contentsOf: manifest)), GoldenEnvironment.current)
    }

    func testMissingOnlyKeepsTheManifestOfGoldensItDidNotCompare() throws {
        _ = try record("- {name: one, title: One}\n")
        var elsewhere = GoldenEnvironment.current
        elsewhere.libraries["pango"] = "1.51.0"
        let elsewhereBytes = try elsewhere.jsonBytes()
        try Data(elsewhereBytes).write(to: manifest)
        // Nothing new to write: the goldens kept were not compared here, so their manifest stays.
        let nothing = try record("- {name: one, title: One}\n", missingOnly: true)
        XCTAssertFalse(nothing.wroteManifest)
        XCTAssertEqual(Array(try Data(contentsOf: manifest)), elsewhereBytes)
        // A golden written here: the manifest is this environment's, and the result says what it replaced.
        let added = try record("- {name: one, title: One}\n- {name: two, title: Two}\n", missingOnly: true)
        XCTAssertEqual(added.written.map(\.fileName), ["two.png"])
        XCTAssertTrue(added.replacedEnvironment.contains { $0.hasPrefix("recorded with pango 1.51.0") }, "\(added.replacedEnvironment)")
        XCTAssertEqual(Array(try Data(contentsOf: manifest)), try GoldenEnvironment.current.jsonBytes())
    }

    func testARecordThatFailsWritesNoManifest() throws {
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0 L".utf8).write(to: work.appendingPathComponent("bad.svg"))
        XCTAssertThrowsError(try record("- {name: one, title: One}\n- {name: two, title: Two, icon: bad.svg}\n")) { error in
            guard case SnapshotRecording.Failure.notDrawn(let index, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(index, 1)
        }
        XCTAssertEqual(files("goldens/suite"), [])
        // A golden that cannot be read stops the run before the manifest is written.
        try FileManager.default.createDirectory(at: work.appendingPathComponent("goldens/suite/one.png"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try record("- {name: one, title: One}\n")) { error in
            guard case SnapshotRecording.Failure.unwritable = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(files("goldens/suite"), ["one.png"])
    }

    func testVerifyNamesWhatDiffersFromTheRecordingEnvironment() throws {
        _ = try record("- {name: one, title: One}\n")
        var elsewhere = GoldenEnvironment.current
        elsewhere.libraries["harfbuzz"] = "8.3.0"
        elsewhere.fonts["Inter-Regular.otf"] = String(repeating: "f", count: 32)
        try Data(try elsewhere.jsonBytes()).write(to: manifest)

        // Passing goldens say nothing of it.
        let passed = try verify("- {name: one, title: One}\n")
        XCTAssertEqual(passed.failures, 0)
        XCTAssertFalse(passed.allChecks.contains { $0.message.contains("another environment") })

        let failed = try verify("- {name: one, title: Uno}\n")
        XCTAssertEqual(failed.count(.failed), 1)
        let message = try XCTUnwrap(failed.allChecks.first?.message)
        let harfbuzz = try XCTUnwrap(GoldenEnvironment.current.libraries["harfbuzz"])
        XCTAssertTrue(message.contains("recorded with harfbuzz 8.3.0, this is \(harfbuzz)"), message)
        XCTAssertTrue(message.contains("font Inter-Regular.otf differs"), message)
        XCTAssertTrue(message.contains("Where goldens come from"), message)
        XCTAssertTrue(failed.htmlReport.contains("recorded with harfbuzz 8.3.0"))
    }

    func testASnapshotsFolderWithThisPlatformsSubfolderKeepsItsGoldensThere() throws {
        let platform = SnapshotStore.platformFolderName
        try FileManager.default.createDirectory(at: work.appendingPathComponent("goldens/suite/\(platform)"), withIntermediateDirectories: true)
        _ = try record("- {name: one, title: One}\n")
        XCTAssertEqual(files("goldens/suite"), [platform])
        XCTAssertEqual(files("goldens/suite/\(platform)"), [GoldenEnvironment.fileName, "one.png"])
        XCTAssertEqual(try verify("- {name: one, title: One}\n").count(.passed), 1)

        // Without the platform folder the same goldens are missing: the folder was chosen.
        try FileManager.default.moveItem(at: work.appendingPathComponent("goldens/suite/\(platform)"),
                                         to: work.appendingPathComponent("goldens/suite/elsewhere"))
        let missing = try verify("- {name: one, title: One}\n")
        XCTAssertEqual(missing.count(.new), 1)
        XCTAssertEqual(missing.allChecks.first?.name, "suite/one.png")
    }

    /// What `record` and `verify` print of it, through the command line.
    func testTheCommandLinePrintsTheManifestAndWhatDiffers() throws {
        let cli = try CommandLineRunner(prefix: "golden-env")
        defer { cli.cleanUp() }
        try cli.write("s.yaml", "- {name: one, title: One}\n")
        let recorded = try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite"])
        XCTAssertEqual(recorded.status, 0, recorded.err)
        XCTAssertTrue(recorded.out.contains("environment suite/\(GoldenEnvironment.fileName)"), recorded.out)
        var elsewhere = GoldenEnvironment.current
        elsewhere.libraries["cairo"] = "1.18.0"
        try Data(try elsewhere.jsonBytes()).write(to: cli.work.appendingPathComponent("goldens/suite/" + GoldenEnvironment.fileName))
        try cli.write("s.yaml", "- {name: one, title: Uno}\n")
        let failed = try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--artifacts", "art"])
        XCTAssertEqual(failed.status, 1, failed.out)
        XCTAssertTrue(failed.out.contains("recorded with cairo 1.18.0") && failed.out.contains("Where goldens come from"), failed.out)
        let replaced = try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite"])
        let cairo = try XCTUnwrap(GoldenEnvironment.current.libraries["cairo"])
        XCTAssertTrue(replaced.out.contains("environment suite/\(GoldenEnvironment.fileName) (it said: recorded with cairo 1.18.0, this is \(cairo))"), replaced.out)
        XCTAssertTrue(replaced.out.contains("0 added, 1 changed, 0 unchanged"), replaced.out)
    }
}
