import ButtonRender
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Polls the files the preview depends on (spec files, token files, icon files, goldens, and
/// the folders given on the command line for files added or removed) every `interval`, and
/// re-renders only the spec files whose dependencies changed. Polling modification times and
/// sizes is simple, portable and cheap for the few hundred files a preview reads.
struct ServeWatcher {
    /// How often the files are checked.
    static let interval: TimeInterval = 0.25
    /// How long a change must stay quiet before it is rendered (an editor writing in steps).
    static let settle: TimeInterval = 0.1

    /// The spec arguments (files and folders) as given.
    let arguments: [String]
    /// The shared session.
    let state: ServeState

    /// What identifies a file's content without reading it: modification time, size, inode.
    struct Signature: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    /// The signature of `path`, nil when it does not exist.
    static func signature(_ path: String) -> Signature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Signature(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int64(info.st_size), inode: UInt64(info.st_ino))
    }

    /// The spec files `arguments` stand for now (folders listed again), quietly: a folder
    /// that cannot be read stands for no file.
    static func expand(_ arguments: [String]) -> [String] {
        arguments.flatMap { argument -> [String] in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else { return [argument] }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
            return names.filter { !$0.hasPrefix(".") && SpecPaths.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
                .sorted().map { (argument as NSString).appendingPathComponent($0) }
        }
    }

    /// Each spec file's dependencies' signatures, taken from `taken` where it has the path
    /// (signatures read before a reload, so an edit made while rendering is seen next time).
    private func snapshot(taken: [String: Signature?] = [:]) -> (files: [String], signatures: [String: [String: Signature?]]) {
        state.withSession { session in
            var result: [String: [String: Signature?]] = [:]
            for (file, urls) in session.dependencies {
                var signatures: [String: Signature?] = [:]
                for url in urls { signatures[url.path] = taken[url.path] ?? Self.signature(url.path) }
                result[file] = signatures
            }
            return (session.specFiles, result)
        }
    }

    /// The spec files of `known` whose dependencies' signatures changed, and every signature read.
    private static func changes(_ known: [String: [String: Signature?]]) -> (files: [String], read: [String: Signature?]) {
        var read: [String: Signature?] = [:]
        var files: [String] = []
        for (file, signatures) in known {
            var changed = false
            for (path, old) in signatures {
                let now = signature(path)
                read[path] = now
                if now != old { changed = true }
            }
            if changed { files.append(file) }
        }
        return (files, read)
    }

    /// Watches until the process ends (run on a thread of its own).
    func run() {
        var (files, known) = snapshot()
        while true {
            Thread.sleep(forTimeInterval: Self.interval)
            guard Self.expand(arguments) != files || !Self.changes(known).files.isEmpty else { continue }
            Thread.sleep(forTimeInterval: Self.settle)
            let latest = Self.expand(arguments)
            let (changed, read) = Self.changes(known)
            let problems: [SpecError] = state.withSession { session in
                if latest != session.specFiles { session.setSpecFiles(latest) }
                let stale = changed.filter { latest.contains($0) }
                if !stale.isEmpty { session.reload(files: stale) }
                return session.problems.filter { problem in stale.contains { $0 == problem.file } }
            }
            (files, known) = snapshot(taken: read)
            for problem in problems { serveLog("error: \(problem)") }
        }
    }
}

/// Prints a line on standard error at once (the server's log).
func serveLog(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
