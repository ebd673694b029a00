@testable import ButtonRender
import ButtonRenderTesting
import Foundation
import Testing

/// The snapshot assertion from Swift Testing: passes on a match, records an issue on a
/// mismatch. Swift Testing runs tests in parallel, so each uses the assertion's own
/// per-thread renderer (a renderer is not shared between threads).
@Suite(.offCI) struct SwiftTestingSnapshotTests {
    @Test func catalogButtonMatchesItsGolden() throws {
        let spec = try #require(BuiltInCatalog.specs().first { $0.name == "material-contained-normal-light-icon" })
        let outcome = assertSnapshot(of: spec, scale: 2, suite: "catalog", record: .never)
        #expect(outcome?.status == .passed)
        #expect(outcome?.verdict?.byteIdentical == true)
    }

    @Test func mismatchIsRecordedAsAnIssue() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("st-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let base = ButtonSpec(name: "probe", style: .contained, title: "Probe")
        withKnownIssue("a new golden is reported so someone looks at it") {
            _ = assertSnapshot(of: base, suite: "s", record: .missing, snapshotsDirectory: root.path)
        }
        var moved = base
        moved.title = "Probe!"
        var outcome: SnapshotOutcome?
        withKnownIssue {
            outcome = assertSnapshot(of: moved, suite: "s", record: .never, snapshotsDirectory: root.path,
                                     artifactsDirectory: root.appendingPathComponent("artifacts").path)
        }
        #expect(outcome?.status == .failed)
        #expect(outcome?.artifacts.map(\.lastPathComponent) == ["probe.actual.png", "probe.diff.png", "probe.composite.png"])
        #expect(outcome?.artifacts.allSatisfy { $0.path.hasPrefix(root.path) && FileManager.default.fileExists(atPath: $0.path) } == true)
    }
}
