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

    /// The golden's bytes, nil when there is none. A golden that is a folder, a FIFO, a
    /// device or a socket, or cannot be read, is an error naming it and saying why (a FIFO is
    /// refused before it is opened, so reading it never blocks).
    public func read(suite: String, fileName: String) throws -> [UInt8]? {
        let url = try url(suite: suite, fileName: fileName)
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            let reason = errno
            if reason == ENOENT || reason == ENOTDIR { return nil }
            throw SnapshotError.goldenUnreadable(path: url.path, reason: "cannot be read: \(String(cString: strerror(reason)))")
        }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw SnapshotError.goldenIsDirectory(path: url.path) }
        do {
            return try InputFile.readBytes(url.path, maximumSize: Int.max - 1, kind: "golden")
        } catch {
            throw SnapshotError.goldenUnreadable(path: url.path, reason: error.message)
        }
    }

    /// Writes a golden atomically.
    @discardableResult
    public func write(_ bytes: [UInt8], suite: String, fileName: String) throws -> URL {
        _ = try url(suite: suite, fileName: fileName)
        let writer = try OutputWriter(directory: root.appendingPathComponent(suite).path)
        return try writer.write(bytes, to: fileName)
    }
}
