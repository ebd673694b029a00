import Foundation

/// What the file system says about a file without reading it: device, inode, size, and the
/// modification and status-change times to the nanosecond. Replacing, rewriting or touching a
/// file changes it (the status-change time moves even when a copy keeps the modification
/// time), so it names a version of a file that is too big to hash on every run: the running
/// binary, the libraries it loaded and the font files.
enum FileIdentity {
    /// What `of(_:)` gives for a file that does not exist.
    static let missing = "missing"

    /// The identity of the file at `path` (following symbolic links) as text, or `missing`.
    static func of(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return missing }
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }

    /// The whole contents of the regular file at `path`, or nil when it cannot be read.
    /// One `open`, `fstat` and as few `read`s as the size allows, into memory that is not
    /// cleared first (every byte is overwritten by `read`).
    static func contents(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        // One byte more than the size, so that reaching the end is seen without another
        // buffer; a file that grew since `fstat` is read on in chunks until its end.
        var failed = false
        func readUpTo(_ capacity: Int) -> [UInt8] {
            [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = 0
                while count < buffer.count {
                    let n = read(fd, buffer.baseAddress! + count, buffer.count - count)
                    if n < 0 { if errno == EINTR { continue }; failed = true; return }
                    if n == 0 { return }
                    count += n
                }
            }
        }
        var bytes = readUpTo(Int(info.st_size) + 1)
        var last = bytes.count - Int(info.st_size) - 1
        while !failed, last == 0 {
            let more = readUpTo(65536)
            bytes += more
            last = more.count - 65536
        }
        return failed ? nil : bytes
    }
}
