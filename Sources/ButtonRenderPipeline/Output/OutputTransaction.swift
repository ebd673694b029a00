import ButtonRenderModel
import Foundation
import ButtonRenderSupport

/// All-or-nothing output for a whole run: every file is first written into a hidden staging
/// folder inside the output folder, and moved into place only by `commit`, after checking that
/// no file would replace one of the run's inputs (a spec, a token file, an icon) or an existing
/// folder. A run that fails anywhere calls `rollback` and leaves the output folder as it found
/// it (a folder the transaction created is removed again).
///
/// When the output folder does not exist yet, the staging folder is made beside it (in the
/// folder that would hold it) and becomes it at commit, in one rename: the output folder then
/// appears whole, and a run of thousands of files does not move them one by one. Otherwise the
/// staging folder is inside the output folder and commit moves each file.
///
/// The staging folder is named `.buttonrender-staging-<pid>-<random>`: a new transaction
/// removes those of processes that are gone (killed, crashed) from its output folder (or from
/// the folder that will hold it), and
/// `rollBackAll` (for a thread handling SIGINT or SIGTERM) removes this process's own. Commit
/// and rollback hold the transaction's lock, so a rollback from another thread waits for a
/// commit in progress: the output is then all there, or none of it.
package final class OutputTransaction: Sendable {
    /// The folder files end up in (absolute, standardised).
    package let destination: URL
    /// Writes into the staging folder; give it to every stage of the run.
    package let writer: OutputWriter
    private let createdDestination: Bool
    /// True when the staging folder lies beside the destination (which did not exist) and
    /// becomes it at commit; false when it lies inside the destination.
    private let stagedBeside: Bool
    /// Whether it was committed or rolled back; its lock is held by `moveAll` and `rollback`,
    /// which may run on different threads.
    private let finished = Locked(false)

    /// The start of every staging folder's name; the process id and a random number follow.
    package static let stagingPrefix = ".buttonrender-staging-"

    /// Prepares `directory` (created if missing) and a staging folder inside it, first
    /// removing the staging folders that processes now gone left in it.
    package init(directory path: String) throws {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        let existed = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if existed, !isDirectory.boolValue { throw OutputError.notAFolder(path: path) }
        destination = url
        createdDestination = !existed
        // A new output folder is staged beside where it will be, and renamed into place whole.
        let parent = url.deletingLastPathComponent()
        // Not when anything is at that path (a dangling symbolic link): that is the old way's
        // to refuse, before anything is drawn.
        stagedBeside = !existed && url.path != parent.path && Self.nothing(at: url.path)
        if stagedBeside {
            do { try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true) }
            catch { throw OutputError.cannotCreateFolder(path: path, reason: error.localizedDescription) }
        }
        let home = stagedBeside ? parent : url
        if existed || stagedBeside { Self.removeStaleStagingFolders(in: home) }
        let staging = home.appendingPathComponent("\(Self.stagingPrefix)\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))", isDirectory: true)
        // Nobody reads the staging folder before `commit` moves its files into place, so its
        // files need no temporary names of their own.
        writer = try OutputWriter(directory: staging.path, atomicFiles: false)
        LiveTransactions.shared.add(self)
    }

    /// Removes the staging folders in `folder` whose process (the id in the name) is gone,
    /// as after a SIGKILL or a crash; those of running processes (this one included) stay.
    /// Returns how many were removed.
    @discardableResult
    package static func removeStaleStagingFolders(in folder: URL) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(stagingPrefix) {
            guard let pid = ProcessLiveness.processID(in: name.dropFirst(stagingPrefix.count), before: "-"),
                  !ProcessLiveness.isRunning(pid) else { continue }
            if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))) != nil { removed += 1 }
        }
        return removed
    }

    /// Rolls back every transaction of this process that is neither committed nor rolled back
    /// (waiting for a commit in progress to end), for a thread that handles SIGINT or SIGTERM
    /// before the process exits. Returns how many were rolled back.
    @discardableResult
    package static func rollBackAll() -> Int {
        LiveTransactions.shared.all().reduce(0) { $0 + ($1.rollBack() ? 1 : 0) }
    }

    /// The staging folder, where files written so far can be read back (a gallery's thumbnails).
    package var stagingDirectory: URL { writer.directory }

    /// The names of the files staged so far, sorted unless `sorted` is false. Read with
    /// `readdir`: a run lists its thousands of files at its commit, after the drawing threads
    /// are done, where `FileManager`'s listing cost about 5,000 instructions a name (and
    /// sorting, which a commit that renames the whole folder does not need, 4,000 more).
    package func stagedFileNames(sorted: Bool = true) throws -> [String] {
        var names: [String] = []
        guard let folder = opendir(stagingDirectory.path) else {
            // Unreadable: FileManager's error says why.
            names = try FileManager.default.contentsOfDirectory(atPath: stagingDirectory.path).filter { !$0.hasPrefix(".") }
            return sorted ? names.sorted() : names
        }
        defer { closedir(folder) }
        // An entry is as long as its name (`d_reclen`), not `dirent`'s 256 bytes of name: the
        // name is read where it lies, up to its terminating zero, never copied whole.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(folder) {
            let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            if !name.hasPrefix(".") { names.append(name) }
        }
        return sorted ? names.sorted() : names
    }

    /// Moves every staged file into the destination. Before moving any, refuses (throwing an
    /// `OutputError`, moving nothing) when a file would replace one of `inputs` or an existing
    /// folder. Returns the final paths, sorted by name.
    @discardableResult
    package func commit(protecting inputs: [URL] = []) throws -> [URL] {
        try moveAll(protecting: inputs).sorted().map { destination.appendingPathComponent($0, isDirectory: false) }
    }

    /// `commit(protecting:)`, returning only how many files were moved: a run of many files
    /// then holds no URL per file (their names, as short strings, are all it keeps).
    @discardableResult
    package func commitCounting(protecting inputs: [URL] = []) throws -> Int {
        try moveAll(protecting: inputs).count
    }

    /// Moves every staged file as `commit` describes; returns their names, in no particular
    /// order when the staging folder became the destination whole, else sorted (the order
    /// they were checked and moved in).
    private func moveAll(protecting inputs: [URL]) throws -> [String] {
        try finished.withLock { finished in try moveAll(protecting: inputs, finished: &finished) }
    }

    /// `moveAll` with the lock held.
    private func moveAll(protecting inputs: [URL], finished: inout Bool) throws -> [String] {
        // Rolled back already: by a thread that handles a signal, or a second commit.
        guard !finished else { throw OutputError.rolledBack(folder: destination.path) }
        var names = try stagedFileNames(sorted: false)
        // The destination still does not exist: the staging folder becomes it, in one step
        // (`rename` refuses to replace anything but an empty folder, which holds nothing to
        // protect). If something appeared there meanwhile, each file is moved as below.
        if stagedBeside, Self.nothing(at: destination.path), rename(stagingDirectory.path, destination.path) == 0 {
            OutputWriter.syncing(destination)
            OutputWriter.syncing(destination.deletingLastPathComponent())
            finished = true
            LiveTransactions.shared.remove(self)
            return names
        }
        names.sort()
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
                rollBackLocked(&finished)
                throw OutputError.wouldReplaceInput(path: target)
            }
            var isDirectory: ObjCBool = false
            if existing.contains(name), FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), isDirectory.boolValue {
                rollBackLocked(&finished)
                throw OutputError.folderInTheWay(path: target)
            }
        }
        var moved = 0
        for name in names {
            if rename(stagingPrefix + name, targetPrefix + name) != 0 {
                let reason = errno
                rollBackLocked(&finished)
                throw OutputError.moveFailed(fileName: name, folder: destination.path, errno: reason, moved: moved, total: names.count)
            }
            moved += 1
        }
        try? FileManager.default.removeItem(at: stagingDirectory)
        // One sync of the destination's entries for the whole run, not one per file.
        OutputWriter.syncing(destination)
        finished = true
        LiveTransactions.shared.remove(self)
        return names
    }

    /// Removes the staging folder, and the destination when this transaction created it and
    /// it is empty again. Safe from any thread; waits for a commit in progress.
    package func rollback() { rollBack() }

    /// `rollback`, returning whether it removed anything (false once committed or rolled back).
    @discardableResult
    private func rollBack() -> Bool {
        finished.withLock { rollBackLocked(&$0) }
    }

    /// `rollback` with the lock held.
    @discardableResult
    private func rollBackLocked(_ finished: inout Bool) -> Bool {
        guard !finished else { return false }
        finished = true
        LiveTransactions.shared.remove(self)
        // Threads may still be writing into the folder: remove what is there until it is gone
        // (their next file then fails to open, its folder missing).
        for _ in 0..<50 {
            try? FileManager.default.removeItem(at: stagingDirectory)
            if !FileManager.default.fileExists(atPath: stagingDirectory.path) { break }
            usleep(2000)
        }
        // (A destination staged beside was never made: an empty folder there now is not ours.)
        if createdDestination, !stagedBeside, (try? FileManager.default.contentsOfDirectory(atPath: destination.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: destination)
        }
        return true
    }

    /// True when nothing at all is at `path`, not even a symbolic link (`lstat` finds no entry).
    private static func nothing(at path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 && errno == ENOENT
    }

    /// `url` with the symbolic links of its folder resolved (the file itself need not
    /// exist), so two spellings of one path compare equal.
    static func canonicalPath(_ url: URL) -> String {
        let standard = url.standardizedFileURL
        return standard.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(standard.lastPathComponent).path
    }

    deinit { rollBack() }
}

/// The output transactions of this process that are neither committed nor rolled back, held
/// weakly, for `OutputTransaction.rollBackAll`.
private final class LiveTransactions: Sendable {
    static let shared = LiveTransactions()
    private let transactions = Locked([ObjectIdentifier: WeakTransaction]())

    private struct WeakTransaction: Sendable { weak var transaction: OutputTransaction? }

    func add(_ transaction: OutputTransaction) {
        transactions.withLock { $0[ObjectIdentifier(transaction)] = WeakTransaction(transaction: transaction) }
    }

    func remove(_ transaction: OutputTransaction) {
        transactions.withLock { $0[ObjectIdentifier(transaction)] = nil }
    }

    func all() -> [OutputTransaction] {
        transactions.withLock { $0.values.compactMap(\.transaction) }
    }
}
