import ButtonRenderModel
import ButtonRenderNative
import ButtonRenderPipeline
import Foundation
import ButtonRenderSupport

/// The golden images of a project: `<root>/<suite>/<name>[@Nx].png` (and `.svg`). Reads
/// report unreadable or misplaced goldens clearly; writes are atomic and stay inside the root.
///
/// A suite's folder may hold one subfolder per platform, named `linux` or `macos` (as
/// Playwright's `{platform}`): when the folder for the running platform exists, the suite's
/// goldens are read from and written to it (`folder(suite:)`); otherwise the suite's folder
/// holds them itself, as it always did.
public struct SnapshotStore: Sendable {
    /// The snapshots folder, e.g. `Snapshots/`.
    public let root: URL

    /// A store over a folder (created on first write).
    package init(root path: String) {
        root = URL(fileURLWithPath: path).standardizedFileURL
    }

    /// The name of the running platform's subfolder: `linux`, `macos` (or `windows`).
    static var platformFolderName: String {
        #if os(macOS)
        return "macos"
        #elseif os(Windows)
        return "windows"
        #else
        return "linux"
        #endif
    }

    /// The folder that holds a suite's goldens: `<root>/<suite>/<platform>` when that folder
    /// exists (`platformFolderName`), else `<root>/<suite>`.
    public func folder(suite: String) -> URL {
        let folder = root.appendingPathComponent(suite)
        let platform = folder.appendingPathComponent(Self.platformFolderName)
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: platform.path, isDirectory: &isDirectory) && isDirectory.boolValue ? platform : folder
    }

    /// The golden's location for a suite and file name (in the suite's platform folder when
    /// there is one); both must be plain names.
    public func url(suite: String, fileName: String) throws -> URL {
        if let problem = OutputNaming.problem(withName: suite) { throw SnapshotError.badName(kind: .suite, problem: problem) }
        guard !fileName.isEmpty, !OutputNaming.containsPathSeparator(fileName), !fileName.hasPrefix(".") else {
            throw SnapshotError.badFileName(fileName)
        }
        let folder = folder(suite: suite)
        try checkInsideRoot(folder)
        return folder.appendingPathComponent(fileName)
    }

    /// Fails unless `folder` and every folder between it and the root is a real folder (not a
    /// symbolic link) that stays inside the root once links are followed: a platform folder
    /// `linux -> /elsewhere` must not take goldens or the environment manifest outside.
    func checkInsideRoot(_ folder: URL) throws {
        var current = folder.standardizedFileURL
        let top = root.path
        while current.path.count > top.count, current.path.hasPrefix(top + "/") {
            var info = stat()
            if lstat(current.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                throw SnapshotError.folderOutsideSnapshots(path: current.path, root: top)
            }
            current = current.deletingLastPathComponent()
        }
        let resolvedRoot = root.resolvingSymlinksInPath().path
        let resolved = folder.resolvingSymlinksInPath().path
        if FileManager.default.fileExists(atPath: folder.path), resolved != resolvedRoot, !resolved.hasPrefix(resolvedRoot + "/") {
            throw SnapshotError.folderOutsideSnapshots(path: folder.path, root: top)
        }
    }

    /// The largest golden (or image `diff` compares) read, in bytes: a PNG of the largest
    /// canvas `CanvasLimits` allows, stored without compression, is about 256 MB (4 bytes a
    /// pixel); a 3 GB file is refused before a byte of it is read.
    public static let maximumFileSize = 256 << 20

    /// The golden's bytes, nil when there is none. A golden that is a folder, a FIFO, a
    /// device or a socket, larger than `maximumFileSize`, a PNG whose header declares a size
    /// over `CanvasLimits`, or that cannot be read, is an error naming it and saying why,
    /// before its bytes are read (a FIFO is refused before it is opened, so it never blocks).
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
            try InputFile.checkRegularFile(url.path, kind: "golden")
            if let prefix = Self.firstBytes(of: url.path, count: 33), let header = PNGDeclaredHeader(prefix),
               prefix.starts(with: PNGDecoder.signature) {
                do { try header.checkSize() } catch {
                    throw SnapshotError.goldenUnreadable(path: url.path, reason: "is not a PNG this tool can compare: \(error)")
                }
            }
            return try InputFile.readBytes(url.path, maximumSize: Self.maximumFileSize, kind: "golden")
        } catch let problem as InputFile.Problem {
            throw SnapshotError.goldenUnreadable(path: url.path, reason: problem.message)
        }
    }

    /// The first `count` bytes of the regular file at `path` (fewer when it is shorter), or nil
    /// when it cannot be opened.
    private static func firstBytes(of path: String, count: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, count) }
        guard n > 0 else { return nil }
        return Array(bytes.prefix(n))
    }

    /// Writes a golden atomically (into the suite's platform folder when there is one).
    @discardableResult
    public func write(_ bytes: [UInt8], suite: String, fileName: String) throws -> URL {
        let url = try url(suite: suite, fileName: fileName)
        let writer = try OutputWriter(directory: url.deletingLastPathComponent().path)
        return try writer.write(bytes, to: fileName)
    }

    /// Writes a golden atomically, and the running environment as its folder's
    /// `GoldenEnvironment` manifest when that differs: how recordings write goldens.
    @discardableResult
    public func record(_ bytes: [UInt8], suite: String, fileName: String) throws -> URL {
        let url = try write(bytes, suite: suite, fileName: fileName)
        try GoldenEnvironment.current.record(in: url.deletingLastPathComponent())
        return url
    }
}
