import ButtonRenderModel
import Foundation
import ButtonRenderSupport

/// Writes files into one output folder only. By default each file is atomic: written under a
/// temporary name in the same folder and renamed into place, so a reader never sees half a
/// file and a failure leaves nothing behind. A writer into a run's private staging folder
/// (`OutputTransaction`, which moves every file into place at once when the run succeeds)
/// writes each file straight to its name: nobody reads that folder before the commit, so the
/// temporary name, the rename and a per-file sync would buy nothing. Safe to use from several
/// threads at once as long as they write different names.
public struct OutputWriter: Sendable {
    /// The folder every file goes into (absolute, standardised).
    public let directory: URL
    /// True when each file goes through a temporary name and a rename.
    let atomicFiles: Bool
    /// `directory.path`, computed once.
    private let directoryPath: String
    /// The folder, held open: files are created and renamed relative to it (`openat`,
    /// `renameat`), so the kernel does not walk the folder's path again for each of a run's
    /// thousands of files, and a folder moved or swapped for a link while the writer works
    /// cannot send a file elsewhere. Nil when the folder cannot be held (the paths are used).
    private let folder: FolderHandle?

    /// Creates the folder if needed. `atomicFiles` false writes each file straight to its
    /// name (only for a folder nobody reads until the writer's owner publishes it).
    public init(directory path: String, atomicFiles: Bool = true) throws {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw OutputError.notAFolder(path: path) }
        } else {
            do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
            catch { throw OutputError.cannotCreateFolder(path: path, reason: error.localizedDescription) }
        }
        directory = url
        directoryPath = url.path
        folder = FolderHandle(path: url.path)
        self.atomicFiles = atomicFiles
        if atomicFiles { Self.removeStaleTemporaryFilesOnce(in: url) }
    }

    /// The folders whose stale temporary files this process has removed already.
    private static let cleanedFolders = Locked(Set<String>())

    /// `removeStaleTemporaryFiles(in:)`, once per folder and process (a run that writes
    /// many goldens into one folder lists it once).
    private static func removeStaleTemporaryFilesOnce(in folder: URL) {
        guard cleanedFolders.withLock({ $0.insert(folder.path).inserted }) else { return }
        removeStaleTemporaryFiles(in: folder)
    }

    /// Removes the temporary files of atomic writes (`.<name>.<pid>.<random>.tmp`) in
    /// `folder` whose process is gone: a writer killed (SIGKILL) between creating one and
    /// renaming it into place leaves it. Those of running processes stay. Returns how many
    /// were removed.
    @discardableResult
    package static func removeStaleTemporaryFiles(in folder: URL) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            // `.<name>.<pid>.<random>.tmp`: the pid is the second-last dotted part before .tmp.
            let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 4, UInt32(parts[parts.count - 1]) != nil, let pid = pid_t(parts[parts.count - 2]),
                  !ProcessLiveness.isRunning(pid) else { continue }
            if unlink(folder.appendingPathComponent(name).path) == 0 { removed += 1 }
        }
        return removed
    }

    /// Writes `bytes` to `fileName` inside the folder and returns the file's URL. The name must
    /// be a plain file name.
    @discardableResult
    public func write(_ bytes: [UInt8], to fileName: String) throws -> URL {
        try store(bytes, as: fileName)
        return directory.appendingPathComponent(fileName, isDirectory: false)
    }

    /// Writes `bytes` to `fileName` inside the folder, as `write(_:to:)` does, with paths built
    /// as strings: a run writes thousands of files, and a URL costs more to build than a small
    /// file to write.
    package func store(_ bytes: [UInt8], as fileName: String) throws {
        let base = Self.withoutScaleSuffixes(Self.withoutExtension(fileName))
        guard !OutputNaming.containsPathSeparator(fileName), OutputNaming.problem(withName: base) == nil else {
            throw OutputError.notAPlainFileName(fileName: fileName, folder: directory.path)
        }
        guard fileName != ".", fileName != ".." else {
            throw OutputError.outsideFolder(fileName: fileName, folder: directory.path)
        }
        guard atomicFiles else {
            try writeFile(bytes, named: fileName)
            return
        }
        let temporary = ".\(fileName).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp"
        do { try writeFile(bytes, named: temporary, exclusive: true) } catch let OutputError.writeFailed(path, reason) {
            throw OutputError.cannotCreateTemporaryFile(path: path, errno: reason)
        }
        let renamed = folder.map { renameat($0.descriptor, temporary, $0.descriptor, fileName) } ?? rename(path(of: temporary), path(of: fileName))
        if renamed != 0 {
            let reason = errno
            remove(temporary)
            throw OutputError.writeFailed(path: path(of: fileName), errno: reason)
        }
    }

    /// The path of the file `name` in the folder (the folder `/` included).
    private func path(of name: String) -> String {
        directoryPath.hasSuffix("/") ? directoryPath + name : directoryPath + "/" + name
    }

    /// Removes the file `name` from the folder, ignoring failures.
    private func remove(_ name: String) {
        if let folder { unlinkat(folder.descriptor, name, 0) } else { unlink(path(of: name)) }
    }

    /// `name` less its extension, as `NSString.deletingPathExtension` gives it. A name such as
    /// `b0@2x.png` or `b0.layout.json` (ASCII, a last dot after the first character, then only
    /// letters and digits) is cut at its last dot without Foundation, which bridges to `NSString`
    /// at a cost of about 13,000 instructions; any other goes through Foundation.
    static func withoutExtension(_ name: String) -> String {
        let fast: String? = name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > 0, dot + 1 < bytes.count,
                  bytes[dot - 1] != UInt8(ascii: "."), bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "/") }),
                  bytes[(dot + 1)...].allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
            else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<dot]), as: UTF8.self)
        } ?? nil
        return fast ?? (name as NSString).deletingPathExtension
    }

    /// `name` without its scale suffixes: every `@2x`, then every `@3x`, removed as
    /// `replacingOccurrences` removes them; an ASCII name (nearly every one) without Foundation's
    /// search, which cost more than writing a small file.
    static func withoutScaleSuffixes(_ name: String) -> String {
        guard name.utf8.contains(UInt8(ascii: "@")) else { return name }
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            return name.replacingOccurrences(of: "@2x", with: "").replacingOccurrences(of: "@3x", with: "")
        }
        func removing(_ digit: UInt8, from bytes: [UInt8]) -> [UInt8] {
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var i = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "@"), i + 2 < bytes.count, bytes[i + 1] == digit, bytes[i + 2] == UInt8(ascii: "x") {
                    i += 3
                } else {
                    result.append(bytes[i])
                    i += 1
                }
            }
            return result
        }
        return String(decoding: removing(UInt8(ascii: "3"), from: removing(UInt8(ascii: "2"), from: Array(name.utf8))), as: UTF8.self)
    }

    /// Creates (or truncates, unless `exclusive`: then it must be new) the file `name` in the
    /// folder and writes `bytes` to it with plain system calls; a failure removes the partial
    /// file and names its path and the reason.
    private func writeFile(_ bytes: [UInt8], named name: String, exclusive: Bool = false) throws {
        let flags = O_WRONLY | O_CREAT | (exclusive ? O_EXCL : O_TRUNC) | O_CLOEXEC | O_NOFOLLOW
        let fd = folder.map { openat($0.descriptor, name, flags, 0o644) } ?? open(path(of: name), flags, 0o644)
        guard fd >= 0 else { throw OutputError.writeFailed(path: path(of: name), errno: errno) }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += n
            }
        }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            remove(name)
            throw OutputError.writeFailed(path: path(of: name), errno: failure)
        }
    }

    /// Flushes the entries of the folder at `url` to disk, ignoring failures (a file system
    /// that cannot sync a folder loses nothing the writes did not already risk).
    static func syncing(_ url: URL) {
        let fd = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
