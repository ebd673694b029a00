import Foundation
import XCTest

/// Runs the built `render-cli` in a temporary working folder, for end-to-end tests: real
/// files, exit statuses, standard output and error.
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

    /// Runs render-cli with `arguments`, `environment` added to this process's (or replacing
    /// it when `replaceEnvironment`), and `input` on standard input.
    func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = work
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "BUTTONRENDER_RECORD")
        // Recording runs the way a developer's machine does unless a test sets CI itself.
        env.removeValue(forKey: "CI")
        // verify's cache goes beside the working folder (never into ~/.cache), one per runner.
        env["BUTTONRENDER_CACHE_DIR"] = cacheFolder.path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let run = try ChildProcessDeadline.run(process, input: Data((input ?? "").utf8))
        return Result(status: run.status, out: run.out, err: run.err)
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
