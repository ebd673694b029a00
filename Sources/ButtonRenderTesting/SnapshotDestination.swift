import ButtonRender
import Foundation

/// Where one snapshot's golden is: a store and folder ("suite") and the snapshot's name, and
/// where its failure artifacts go.
struct SnapshotDestination {
    /// The store over the folder's parent.
    let store: SnapshotStore
    /// The folder of goldens, by its name under the store's root.
    let suite: String
    /// The snapshot's name (the golden's base name).
    let name: String
    /// The artifacts folder, nil for the verifier's default.
    let artifacts: String?

    /// Resolves the rules of `assertSnapshot(of:as:)`. The folder: `snapshotDirectory`, else
    /// `Snapshots/<suite>` at the package root, else `__Snapshots__/<TestFile>` beside the
    /// test. The name: `named`, else (with a suite) `ownName`, else `<testFunction>.<counter>`.
    static func resolve(named: String?, ownName: String?, suite: String?, snapshotDirectory: String?,
                        artifactsDirectory: String?, filePath: String, function: String) throws -> SnapshotDestination {
        let folder: URL
        if let snapshotDirectory {
            folder = URL(fileURLWithPath: snapshotDirectory).standardizedFileURL
        } else if let suite {
            folder = URL(fileURLWithPath: SnapshotNaming.snapshotsRoot(from: filePath)).appendingPathComponent(suite)
        } else {
            folder = SnapshotNaming.defaultDirectory(filePath: filePath)
        }
        let name = named ?? (suite != nil ? ownName : nil) ?? SnapshotNaming.nextName(function: function, filePath: filePath)
        if let problem = OutputNaming.problem(withName: name) { throw SnapshotError.badName(kind: .snapshot, problem: problem) }
        let artifacts = artifactsDirectory ?? SnapshotNaming.artifactsFromEnvironment
            ?? SnapshotNaming.packageRoot(from: filePath).appendingPathComponent(".build/snapshot-artifacts").path
        return SnapshotDestination(store: SnapshotStore(root: folder.deletingLastPathComponent().path),
                                   suite: folder.lastPathComponent, name: name, artifacts: artifacts)
    }
}
