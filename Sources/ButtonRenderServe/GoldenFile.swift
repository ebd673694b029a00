import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A golden as the preview server may show it: only a regular file directly inside the
/// snapshots folder, opened without following a symbolic link, so a golden that is a link
/// (to a file anywhere) or a FIFO, a device or a folder is never read.
enum GoldenFile {
    /// What a golden's name stands for in the folder.
    enum Kind: Equatable, Sendable {
        /// A regular file.
        case regular
        /// Nothing of that name.
        case missing
        /// Something serve does not read, said in words ("a symbolic link").
        case refused(String)
    }

    /// What the entry `fileName` of `folder` is, without following a symbolic link.
    static func kind(of fileName: String, in folder: URL) -> Kind {
        guard isPlainName(fileName) else { return .refused("not a plain file name") }
        var info = stat()
        guard lstat(folder.appendingPathComponent(fileName).path, &info) == 0 else {
            return errno == ENOENT ? .missing : .refused(String(cString: strerror(errno)))
        }
        return describe(info.st_mode)
    }

    /// The bytes of the golden `fileName` in `folder`, or why not.
    static func read(_ fileName: String, in folder: URL) -> Result<[UInt8], Failure> {
        guard isPlainName(fileName) else { return .failure(.refused("not a plain file name")) }
        let directory = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { return .failure(.missing) }
        defer { close(directory) }
        // O_NOFOLLOW: a symbolic link fails with ELOOP; O_NONBLOCK: a FIFO does not wait for a writer.
        let file = openat(directory, fileName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else {
            switch errno {
            case ENOENT: return .failure(.missing)
            case ELOOP: return .failure(.refused("a symbolic link"))
            default: return .failure(.refused(String(cString: strerror(errno))))
            }
        }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0 else { return .failure(.refused(String(cString: strerror(errno)))) }
        if case .refused(let what) = describe(info.st_mode) { return .failure(.refused(what)) }
        guard Int(info.st_size) <= ServeLimits.maximumGoldenBytes else {
            return .failure(.refused("larger than \(ServeLimits.maximumGoldenBytes >> 20) MiB"))
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            filled += n
        }
        return .success(Array(bytes[0..<filled]))
    }

    /// Why a golden was not read.
    enum Failure: Error, Equatable {
        /// There is none.
        case missing
        /// It is not a regular file inside the folder (said in words).
        case refused(String)
    }

    /// A name without a folder part that is not hidden.
    private static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.hasPrefix(".")
    }

    private static func describe(_ mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFLNK: return .refused("a symbolic link")
        case S_IFDIR: return .refused("a folder")
        case S_IFIFO: return .refused("a FIFO")
        default: return .refused("not a regular file")
        }
    }
}
