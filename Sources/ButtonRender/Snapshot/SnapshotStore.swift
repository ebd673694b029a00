import Foundation

/// The golden images of a project: `<root>/<suite>/<name>[@Nx].png` (and `.svg`). Reads
/// report unreadable or misplaced goldens clearly; writes are atomic and stay inside the root.
public struct SnapshotStore: Sendable {
    /// The snapshots folder, e.g. `Snapshots/`.
    public let root: URL

    /// A store over a folder (created on first write).
    public init(root path: String) {
        root = URL(fileURLWithPath: path).standardizedFileURL
    }

    /// The golden's location for a suite and file name; both must be plain names.
    public func url(suite: String, fileName: String) throws -> URL {
        if let problem = OutputNaming.problem(withName: suite) { throw SnapshotError.badName(kind: .suite, problem: problem) }
        guard !fileName.isEmpty, !fileName.contains("/"), !fileName.contains("\\"), !fileName.hasPrefix(".") else {
            throw SnapshotError.badFileName(fileName)
        }
        return root.appendingPathComponent(suite).appendingPathComponent(fileName)
    }

    /// The golden's bytes, nil when there is none. A golden that is a folder or cannot be
    /// read is an error naming it.
    public func read(suite: String, fileName: String) throws -> [UInt8]? {
        let url = try url(suite: suite, fileName: fileName)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory.boolValue else { throw SnapshotError.goldenIsDirectory(path: url.path) }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SnapshotError.goldenUnreadable(path: url.path)
        }
        return [UInt8](data)
    }

    /// Writes a golden atomically.
    @discardableResult
    public func write(_ bytes: [UInt8], suite: String, fileName: String) throws -> URL {
        _ = try url(suite: suite, fileName: fileName)
        let writer = try OutputWriter(directory: root.appendingPathComponent(suite).path)
        return try writer.write(bytes, to: fileName)
    }
}
