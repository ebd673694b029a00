import ButtonRender

/// Settings for the snapshot assertions run inside a `withSnapshotTesting` scope or under
/// the `.snapshots(record:)` trait. Unset fields leave the outer setting.
public struct SnapshotTestingConfiguration: Sendable, Equatable {
    /// The record mode, unless an assertion gives its own `record:`.
    public var record: RecordMode?
    /// The diff tool command line, in place of `BUTTONRENDER_DIFF_TOOL` (see `DiffTool`).
    public var diffTool: String?

    /// A configuration; nil fields leave the outer setting.
    public init(record: RecordMode? = nil, diffTool: String? = nil) {
        self.record = record
        self.diffTool = diffTool
    }

    /// The configuration of the current scope (task-local: it follows child tasks, not
    /// detached ones or other threads).
    public static var current: SnapshotTestingConfiguration { SnapshotTestingScope.configuration }

    /// This configuration with `inner`'s set fields over it.
    func merged(with inner: SnapshotTestingConfiguration) -> SnapshotTestingConfiguration {
        SnapshotTestingConfiguration(record: inner.record ?? record, diffTool: inner.diffTool ?? diffTool)
    }
}

/// The task-local store of the scope's configuration.
enum SnapshotTestingScope {
    @TaskLocal static var configuration = SnapshotTestingConfiguration()
}

/// Runs `operation` with the snapshot assertions in it recording as `record` says, and
/// opening `diffTool` on a mismatch, as swift-snapshot-testing's `withSnapshotTesting` does.
///
/// Precedence of the record mode: an assertion's own `record:` argument, then the innermost
/// `withSnapshotTesting` scope or `.snapshots(record:)` trait, then `BUTTONRENDER_RECORD`,
/// then `never` when `CI` is set and `missing` elsewhere. A nil argument keeps the outer
/// setting.
///
/// ```swift
/// withSnapshotTesting(record: .failed) {
///     assertSnapshot(of: save, as: .png)   // re-records if it does not match
/// }
/// ```
public func withSnapshotTesting<R>(record: RecordMode? = nil, diffTool: String? = nil, operation: () throws -> R) rethrows -> R {
    let configuration = SnapshotTestingScope.configuration.merged(with: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    return try SnapshotTestingScope.$configuration.withValue(configuration, operation: operation)
}

/// The asynchronous form of `withSnapshotTesting(record:diffTool:operation:)`: the scope
/// holds across the operation's suspension points and its child tasks.
public func withSnapshotTesting<R>(record: RecordMode? = nil, diffTool: String? = nil, isolation: isolated (any Actor)? = #isolation,
                                   operation: () async throws -> R) async rethrows -> R {
    let configuration = SnapshotTestingScope.configuration.merged(with: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    return try await SnapshotTestingScope.$configuration.withValue(configuration, operation: operation, isolation: isolation)
}
