import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the files a spec names or is (spec, sheet and tokens files, icons) without letting
/// the file decide how long it takes: only regular files are read (a FIFO, a device, a socket
/// or a folder is refused at once, before opening it for reading blocks), at most a given
/// number of bytes, and text must be UTF-8, its first bad byte located by line and column.
/// Symbolic links to regular files are followed.
public enum InputFile {
    /// Why a file could not be read, located when the problem is inside it. The message
    /// never quotes the file's content.
    public struct Problem: Error, Equatable, Sendable {
        /// 1-based line, when the problem is inside the file.
        public var line: Int?
        /// 1-based column (in Unicode scalars), when the problem is inside the file.
        public var column: Int?
        /// What is wrong.
        public var message: String

        /// A problem, located when it is inside the file.
        package init(line: Int? = nil, column: Int? = nil, message: String) {
            self.line = line; self.column = column; self.message = message
        }
    }

    /// Fails unless `path` names (through symbolic links) a regular file; `kind` names what
    /// the file should be ("spec file", "tokens file", "icon") in the message, `missing` is the
    /// message when there is no such file.
    package static func checkRegularFile(_ path: String, kind: String, missing: String? = nil) throws(Problem) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = errno
            if reason == ENOENT || reason == ENOTDIR { throw Problem(message: missing ?? "no such \(kind)") }
            throw Problem(message: "cannot be read: \(String(cString: strerror(reason)))")
        }
        try checkRegular(mode: info.st_mode, kind: kind)
    }

    /// The bytes of the regular file at `path`, refusing files larger than `maximumSize`.
    package static func readBytes(_ path: String, maximumSize: Int, kind: String, missing: String? = nil) throws(Problem) -> [UInt8] {
        try checkRegularFile(path, kind: kind, missing: missing)
        // O_NONBLOCK: should the path have become a FIFO since the check, opening it must not
        // wait for a writer; fstat on the open file then refuses it.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Problem(message: "cannot be read: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Problem(message: "cannot be read: \(String(cString: strerror(errno)))") }
        try checkRegular(mode: info.st_mode, kind: kind)
        guard Int(info.st_size) <= maximumSize else {
            throw Problem(message: "is \(info.st_size) bytes; \(kind)s are limited to \(maximumSize) bytes")
        }
        // Sized for the file as it is now (plus one byte, to see it grow), not for the limit:
        // zeroing `maximumSize` bytes per file cost more than reading small files. A file that
        // grows while it is read gets a larger buffer, up to one byte past the limit.
        var bytes = [UInt8](repeating: 0, count: min(maximumSize, Int(info.st_size)) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= maximumSize else { break }
                bytes += [UInt8](repeating: 0, count: min(maximumSize + 1, bytes.count * 2) - bytes.count)
            }
            let n = bytes.withUnsafeMutableBytes { buffer in read(fd, buffer.baseAddress! + count, buffer.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Problem(message: "cannot be read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            count += n
        }
        guard count <= maximumSize else { throw Problem(message: "is larger than \(maximumSize) bytes; \(kind)s are limited to that") }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// The UTF-8 text of the regular file at `path` (at most `maximumSize` bytes); a byte that
    /// is not UTF-8 is a problem located at its line and column.
    package static func readText(_ path: String, maximumSize: Int, kind: String, missing: String? = nil) throws(Problem) -> String {
        try text(try readBytes(path, maximumSize: maximumSize, kind: kind, missing: missing))
    }

    /// `bytes` as UTF-8 text, or a problem at the first byte that is not UTF-8.
    public static func text(_ bytes: [UInt8]) throws(Problem) -> String {
        // Valid UTF-8 is what files almost always hold: `String(validating:)` checks it in
        // one fast pass; only a file that fails is walked scalar by scalar for the position.
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            case .error:
                throw Problem(line: line, column: column, message: "is not UTF-8 text")
            case .emptyInput:
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }

    /// 1-based line and column (in Unicode scalars) of the byte at `offset` in `bytes`.
    package static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for i in 0..<min(offset, bytes.count) {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    /// 1-based line and column (in Unicode scalars) of the character at `offset` characters
    /// into `text`, as Yams reports reader errors.
    package static func position(ofCharacter offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for character in text.prefix(max(0, offset)) {
            if character == "\n" || character == "\r\n" { line += 1; column = 1 } else { column += character.unicodeScalars.count }
        }
        return (line, column)
    }

    /// Fails unless a `stat` mode is that of a regular file.
    private static func checkRegular(mode: mode_t, kind: String) throws(Problem) {
        let type = mode & S_IFMT
        if type == S_IFREG { return }
        if type == S_IFDIR { throw Problem(message: "is a directory, not a \(kind)") }
        let what: String
        switch type {
        case S_IFIFO: what = "a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: what = "a device"
        case S_IFSOCK: what = "a socket"
        default: what = "not a regular file"
        }
        throw Problem(message: "is \(what); a \(kind) must be a regular file")
    }
}
