import Foundation

/// All-or-nothing output for a whole run: every file is first written into a hidden staging
/// folder inside the output folder, and moved into place only by `commit`, after checking that
/// no file would replace one of the run's inputs (a spec, a token file, an icon) or an existing
/// folder. A run that fails anywhere calls `rollback` and leaves the output folder as it found
/// it (a folder the transaction created is removed again).
public final class OutputTransaction: @unchecked Sendable {
    /// The folder files end up in (absolute, standardised).
    public let destination: URL
    /// Writes into the staging folder; give it to every stage of the run.
    public let writer: OutputWriter
    private let createdDestination: Bool
    private var finished = false

    /// Prepares `directory` (created if missing) and a staging folder inside it.
    public init(directory path: String) throws {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        let existed = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if existed, !isDirectory.boolValue { throw OutputError.notAFolder(path: path) }
        destination = url
        createdDestination = !existed
        let staging = url.appendingPathComponent(".buttonrender-staging-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        // Nobody reads the staging folder before `commit` moves its files into place, so its
        // files need no temporary names of their own.
        writer = try OutputWriter(directory: staging.path, atomicFiles: false)
    }

    /// The staging folder, where files written so far can be read back (a gallery's thumbnails).
    public var stagingDirectory: URL { writer.directory }

    /// The names of the files staged so far, sorted.
    public func stagedFileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: stagingDirectory.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Moves every staged file into the destination. Before moving any, refuses (throwing an
    /// `OutputError`, moving nothing) when a file would replace one of `inputs` or an existing
    /// folder. Returns the final paths, sorted by name.
    @discardableResult
    public func commit(protecting inputs: [URL] = []) throws -> [URL] {
        try moveAll(protecting: inputs).map { destination.appendingPathComponent($0) }
    }

    /// `commit(protecting:)`, returning only how many files were moved: a run of many files
    /// then holds no URL per file (their names, as short strings, are all it keeps).
    @discardableResult
    public func commitCounting(protecting inputs: [URL] = []) throws -> Int {
        try moveAll(protecting: inputs).count
    }

    /// Moves every staged file as `commit` describes; returns their names, sorted.
    private func moveAll(protecting inputs: [URL]) throws -> [String] {
        precondition(!finished, "an output transaction is committed or rolled back once")
        let names = try stagedFileNames()
        let protected = Set(inputs.flatMap { [Self.canonicalPath($0), $0.standardizedFileURL.resolvingSymlinksInPath().path] })
        // Every target lies directly in the destination: resolve its folder once.
        let folder = destination.resolvingSymlinksInPath().path
        let resolvedPrefix = folder.hasSuffix("/") ? folder : folder + "/"
        let targetPrefix = destination.path.hasSuffix("/") ? destination.path : destination.path + "/"
        let stagingPrefix = stagingDirectory.path + "/"
        let existing = Set((try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? [])
        for name in names {
            let target = targetPrefix + name
            if protected.contains(resolvedPrefix + name) {
                rollback()
                throw OutputError.wouldReplaceInput(path: target)
            }
            var isDirectory: ObjCBool = false
            if existing.contains(name), FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue {
                rollback()
                throw OutputError.folderInTheWay(path: target)
            }
        }
        var moved = 0
        for name in names {
            if rename(stagingPrefix + name, targetPrefix + name) != 0 {
                let reason = errno
                rollback()
                throw OutputError.moveFailed(fileName: name, folder: destination.path, errno: reason, moved: moved, total: names.count)
            }
            moved += 1
        }
        try? FileManager.default.removeItem(at: stagingDirectory)
        // One sync of the destination's entries for the whole run, not one per file.
        OutputWriter.syncing(destination)
        finished = true
        return names
    }

    /// Removes the staging folder, and the destination when this transaction created it and
    /// it is empty again.
    public func rollback() {
        guard !finished else { return }
        finished = true
        try? FileManager.default.removeItem(at: stagingDirectory)
        if createdDestination, (try? FileManager.default.contentsOfDirectory(atPath: destination.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: destination)
        }
    }

    /// `url` with the symbolic links of its folder resolved (the file itself need not
    /// exist), so two spellings of one path compare equal.
    static func canonicalPath(_ url: URL) -> String {
        let standard = url.standardizedFileURL
        return standard.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(standard.lastPathComponent).path
    }

    deinit { rollback() }
}
