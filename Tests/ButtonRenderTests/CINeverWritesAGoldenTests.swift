@testable import ButtonRender
@testable import ButtonRenderTesting
import Foundation
import Testing

/// With `CI` set, no record mode of any scope writes a golden: not the assertion's argument,
/// not `withSnapshotTesting`, not a `.snapshots(record:)` trait, not `BUTTONRENDER_RECORD`, and
/// not `render-cli verify --update`. Each failure says what would have been written and how to
/// record it on a developer's machine; the actual is in the artifacts.
@Suite struct CINeverWritesAGoldenTests {
    static let save = ButtonSpec(style: .contained, title: "Save", width: 120, fill: "#6200EE")

    /// A scratch folder with `goldens/` and `artifacts/`.
    struct Scratch {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ci-never-\(UUID().uuidString)")
        var goldens: String { root.appendingPathComponent("goldens").path }
        var artifacts: String { root.appendingPathComponent("artifacts").path }
        var golden: String { root.appendingPathComponent("goldens/probe.png").path }
        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// The process's environment without `CI`: a developer's machine.
    static var offCI: [String: String] { ProcessInfo.processInfo.environment.filter { $0.key != "CI" } }

    /// The process's environment with `CI=true` and `extra`.
    static func onCI(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = offCI
        environment["CI"] = "true"
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Checks `spec` against `scratch`'s golden `probe` on CI with `record`; the outcome.
    static func check(_ spec: ButtonSpec = save, in scratch: Scratch, record: RecordMode? = nil,
                      environment: [String: String] = onCI()) -> SnapshotOutcome? {
        var outcome: SnapshotOutcome?
        SnapshotEnvironment.$override.withValue(environment) {
            withKnownIssue("nothing is written on CI: the check fails") {
                outcome = assertSnapshot(of: spec, as: .png, named: "probe", record: record,
                                         snapshotDirectory: scratch.goldens, artifactsDirectory: scratch.artifacts)
            }
        }
        return outcome
    }

    /// What every such failure says.
    static func expectNotWritten(_ outcome: SnapshotOutcome?, mode: RecordMode, sourceLocation: SourceLocation = #_sourceLocation) {
        let message = outcome?.message ?? ""
        #expect(outcome?.status == .failed, sourceLocation: sourceLocation)
        #expect(message.contains("record mode \(mode.rawValue) would have written"), "\(message)", sourceLocation: sourceLocation)
        #expect(message.contains("BUTTONRENDER_RECORD=\(mode.rawValue) swift test"), "\(message)", sourceLocation: sourceLocation)
        #expect(!(outcome?.artifacts.isEmpty ?? true), "the actual is in the artifacts", sourceLocation: sourceLocation)
    }

    @Test(arguments: [RecordMode.missing, .failed, .all])
    func theAssertionsArgumentWritesNothing(mode: RecordMode) {
        let scratch = Scratch()
        defer { scratch.remove() }
        Self.expectNotWritten(Self.check(in: scratch, record: mode), mode: mode)
        #expect(!FileManager.default.fileExists(atPath: scratch.golden), "a missing golden stays missing")
    }

    @Test func aChangedGoldenIsNotRewrittenOnCI() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        // Recorded off CI first (as on a developer's machine).
        SnapshotEnvironment.$override.withValue(Self.offCI) {
            withKnownIssue("a new golden is reported") {
                _ = assertSnapshot(of: Self.save, as: .png, named: "probe", record: .all, snapshotDirectory: scratch.goldens)
            }
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: scratch.golden))
        var changed = Self.save
        changed.title = "Saved"
        for mode in [RecordMode.failed, .all] {
            Self.expectNotWritten(Self.check(changed, in: scratch, record: mode), mode: mode)
            #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.golden)) == before, "\(mode): the golden is untouched")
        }
    }

    @Test func theScopeWritesNothing() {
        let scratch = Scratch()
        defer { scratch.remove() }
        var outcome: SnapshotOutcome?
        withSnapshotTesting(record: .all) { outcome = Self.check(in: scratch) }
        Self.expectNotWritten(outcome, mode: .all)
        #expect(!FileManager.default.fileExists(atPath: scratch.golden))
    }

    @Test(.snapshots(record: .missing)) func theTraitWritesNothing() {
        let scratch = Scratch()
        defer { scratch.remove() }
        Self.expectNotWritten(Self.check(in: scratch), mode: .missing)
        #expect(!FileManager.default.fileExists(atPath: scratch.golden))
    }

    @Test func theEnvironmentVariableWritesNothing() {
        let scratch = Scratch()
        defer { scratch.remove() }
        Self.expectNotWritten(Self.check(in: scratch, environment: Self.onCI(["BUTTONRENDER_RECORD": "all"])), mode: .all)
        #expect(!FileManager.default.fileExists(atPath: scratch.golden))
        // CI=false (or 0) is no CI run: the same variable records.
        var off = Self.onCI(["BUTTONRENDER_RECORD": "all"])
        off["CI"] = "false"
        SnapshotEnvironment.$override.withValue(off) {
            withKnownIssue("a new golden is reported") {
                _ = assertSnapshot(of: Self.save, as: .png, named: "probe", snapshotDirectory: scratch.goldens, artifactsDirectory: scratch.artifacts)
            }
        }
        #expect(FileManager.default.fileExists(atPath: scratch.golden))
    }

    @Test func verifyUpdateWritesNothingOnCI() throws {
        let cli = try CommandLineRunner()
        defer { cli.cleanUp() }
        try cli.write("s.yaml", "- {name: probe, style: contained, title: Save}\n")
        try FileManager.default.createDirectory(at: cli.work.appendingPathComponent("goldens/suite"), withIntermediateDirectories: true)
        for environment in [["CI": "true"], ["CI": "true", "BUTTONRENDER_RECORD": "all"]] {
            let arguments = ["verify", "s.yaml", "--snapshots", "goldens/suite"] + (environment["BUTTONRENDER_RECORD"] == nil ? ["--update", "all"] : [])
            // The binary: Swift Testing runs tests in parallel, and an invocation in this
            // process would set CI and the working folder under the other tests.
            let run = try cli.runBinary(arguments, environment: environment)
            #expect(run.status == 1, "\(run.err)")
            #expect(run.err.contains("CI is set, so record mode all writes no golden"), "\(run.err)")
            #expect(!FileManager.default.fileExists(atPath: cli.work.appendingPathComponent("goldens/suite/probe.png").path))
        }
    }
}
