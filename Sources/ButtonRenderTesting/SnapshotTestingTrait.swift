import ButtonRender
import Testing

/// A Swift Testing trait that runs a test, or every test of a suite, inside
/// `withSnapshotTesting(record:diffTool:)`: `@Test(.snapshots(record: .all))`,
/// `@Suite(.snapshots(record: .failed))`. An assertion's own `record:` still wins; an inner
/// trait (a test's inside its suite's) wins over an outer one.
public struct SnapshotTestingTrait: TestTrait, SuiteTrait, TestScoping {
    /// The settings the trait applies.
    public var configuration: SnapshotTestingConfiguration

    /// A suite's trait applies to each of its tests (and nested suites).
    public var isRecursive: Bool { true }

    /// Runs the test inside the trait's `withSnapshotTesting` scope.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await withSnapshotTesting(record: configuration.record, diffTool: configuration.diffTool) { try await function() }
    }
}

extension Trait where Self == SnapshotTestingTrait {
    /// Sets the record mode (and, optionally, the diff tool) of the snapshot assertions in a
    /// test or suite, as swift-snapshot-testing's `.snapshots(record:)` does.
    public static func snapshots(record: RecordMode? = nil, diffTool: String? = nil) -> Self {
        SnapshotTestingTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    }
}
