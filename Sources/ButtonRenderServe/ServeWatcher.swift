import ButtonRender
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Polls the files the preview depends on (spec files, token files, icon files, goldens, and
/// the folders given on the command line for files added or removed) every `interval`, and
/// re-renders only the spec files whose dependencies changed, under the render lock: requests
/// meanwhile get the last published state. Polling modification times and sizes is simple,
/// portable and cheap for the few hundred files a preview reads.
public struct ServeWatcher: Sendable {
    /// How often the files are checked.
    public static let interval: TimeInterval = 0.25
    /// How long a change must stay quiet before it is rendered (an editor writing in steps).
    public static let settle: TimeInterval = 0.1

    /// The spec arguments (files and folders) as given.
    public let arguments: [String]
    /// True when folder entries may link outside their folder (`--allow-outside-paths`).
    public let allowOutside: Bool
    /// The shared state.
    public let state: PreviewState
    /// Runs after every re-render, after its errors are logged: the command line prints the
    /// warnings of system files the re-render read for the first time.
    public let afterRender: @Sendable () -> Void

    /// A watcher of `arguments` for `state`.
    public init(arguments: [String], allowOutside: Bool, state: PreviewState, afterRender: @escaping @Sendable () -> Void = {}) {
        self.arguments = arguments
        self.allowOutside = allowOutside
        self.state = state
        self.afterRender = afterRender
    }

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

    /// Each spec file's dependencies' signatures, taken from `taken` where it has the path
    /// (signatures read before a reload, so an edit made while rendering is seen next time).
    private func snapshot(taken: [String: Signature?] = [:]) -> [String: [String: Signature?]] {
        state.inspect { session in
            var result: [String: [String: Signature?]] = [:]
            for (file, urls) in session.dependencies {
                var signatures: [String: Signature?] = [:]
                for url in urls { signatures[url.path] = taken[url.path] ?? Self.signature(url.path) }
                result[file] = signatures
            }
            return result
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
    public func run() {
        var listing = SpecFolderListing.list(arguments, allowOutside: allowOutside)
        var known = snapshot()
        while true {
            Thread.sleep(forTimeInterval: Self.interval)
            let now = SpecFolderListing.list(arguments, allowOutside: allowOutside)
            guard now != listing || !Self.changes(known).files.isEmpty else { continue }
            Thread.sleep(forTimeInterval: Self.settle)
            let latest = SpecFolderListing.list(arguments, allowOutside: allowOutside)
            let (changed, read) = Self.changes(known)
            let problems: [SpecError] = state.render(refused: latest.refused) { session in
                if latest.files != session.specFiles { session.setSpecFiles(latest.files) }
                let stale = changed.filter { latest.files.contains($0) }
                if !stale.isEmpty { session.reload(files: stale) }
                return session.problems.filter { problem in stale.contains { $0 == problem.file } }
            }
            for entry in latest.refused where !listing.refused.contains(entry) { ServeLog.line("warning: \(entry)") }
            listing = latest
            known = snapshot(taken: read)
            for problem in problems { ServeLog.line("error: \(problem)") }
            afterRender()
        }
    }
}
