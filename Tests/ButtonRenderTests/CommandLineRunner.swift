import Foundation
import XCTest

/// Runs `render-cli` in a temporary working folder: real files, exit statuses, standard output
/// and error. `run` runs an invocation in this process, as the binary would (`CommandLineEntry`);
/// `runBinary` starts the binary, for the few tests of what only a process of its own shows.
struct CommandLineRunner {
    /// The working folder (removed by `cleanUp`).
    let work: URL

    /// A runner in a new temporary folder.
    init(prefix: String = "cli") throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    /// Removes the working folder and the cache folder.
    func cleanUp() {
        try? FileManager.default.removeItem(at: work)
        try? FileManager.default.removeItem(at: cacheFolder)
    }

    /// `BUTTONRENDER_CACHE_DIR` for the runs (unless a run's `environment` gives another):
    /// `verify`'s cache, beside the working folder so that listing it never shows the cache.
    var cacheFolder: URL { URL(fileURLWithPath: work.path + "-cache") }

    /// The result of one run.
    struct Result {
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs render-cli with `arguments` in this process (`InProcessCommandLine`), as the binary
    /// would run them: `environment` added to this process's, `input` on standard input.
    func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> Result {
        var changes: [String: String?] = [:]
        for (name, value) in Self.runEnvironment(cacheFolder: cacheFolder) { changes[name] = value }
        for (name, value) in environment { changes[name] = value }
        let run = try InProcessCommandLine.run(arguments, in: work, environment: changes, input: Data((input ?? "").utf8))
        return Result(status: run.status, out: run.out, err: run.err)
    }

    /// Runs the built render-cli binary in a process of its own, for what only a process shows
    /// (its exit by signal, its memory limits, its start-up, state that lasts across
    /// processes): `environment` added to this process's, `input` on standard input.
    func runBinary(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = work
        var env = ProcessInfo.processInfo.environment
        for (name, value) in Self.runEnvironment(cacheFolder: cacheFolder) {
            if let value { env[name] = value } else { env.removeValue(forKey: name) }
        }
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let run = try ChildProcessDeadline.run(process, input: Data((input ?? "").utf8))
        return Result(status: run.status, out: run.out, err: run.err)
    }

    /// What every run's environment changes: recording runs the way a developer's machine
    /// does (no `BUTTONRENDER_RECORD`, no `CI`) unless a test sets them itself, and verify's
    /// cache goes beside the working folder (never into ~/.cache), one per runner.
    private static func runEnvironment(cacheFolder: URL) -> [String: String?] {
        ["BUTTONRENDER_RECORD": nil, "CI": nil, "BUTTONRENDER_CACHE_DIR": cacheFolder.path]
    }

    /// Writes `text` to `name` in the working folder; returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = work.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The names in a folder of the working folder, sorted (hidden ones included).
    func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent(folder).path)) ?? []).sorted()
    }

    /// The contents of a file of the working folder.
    func contents(_ name: String) throws -> Data { try Data(contentsOf: work.appendingPathComponent(name)) }

    /// The built render-cli.
    static var binary: URL {
        let candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        let dir = candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("render-cli").path) } ?? candidates[0]
        return dir.appendingPathComponent("render-cli")
    }
}
