import Foundation

/// What the file system says about a file without reading it: device, inode, size, and the
/// modification and status-change times to the nanosecond. Replacing, rewriting or touching a
/// file changes it (the status-change time moves even when a copy keeps the modification
/// time), so it names a version of a file that is too big to hash on every run: the running
/// binary, the libraries it loaded and the font files.
package enum FileIdentity {
    /// What `of(_:)` gives for a file that does not exist.
    package static let missing = "missing"

    /// The identity of the file at `path` (following symbolic links) as text, or `missing`.
    package static func of(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return missing }
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }

    /// The whole contents of the regular file at `path`, or nil when it cannot be read
    /// (`InputFile.readBytes`, without a size limit of its own).
    package static func contents(_ path: String) -> [UInt8]? {
        try? InputFile.readBytes(path, maximumSize: Int.max - 1, kind: "file")
    }
}
