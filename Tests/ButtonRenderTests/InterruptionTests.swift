@testable import ButtonRender
import Foundation
import XCTest

/// Nothing left behind, nothing half-written: SIGINT and SIGTERM during a run remove its
/// staging folder before the process exits; a run removes the staging folders and temporary
/// files that killed processes left; `record` reads every golden it would replace before
/// writing any, and writes them all or none.
final class InterruptionTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws { cli = try CommandLineRunner(prefix: "interruption") }
    override func tearDown() { cli.cleanUp() }

    /// The id of a process that has ended (and been reaped).
    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        _ = try ChildProcessDeadline.run(process)
        return process.processIdentifier
    }

    /// Starts `render many.json --out out`, sends `signal` once its staging folder holds some
    /// files, and returns the run's status and standard error.
    private func renderInterrupted(by signal: Int32) throws -> (status: Int32, err: String) {
        let buttons = (0..<3000).map { "{\"name\": \"b\($0)\", \"style\": \"contained\", \"title\": \"Button \($0)\"}" }
        try cli.write("many.json", "[" + buttons.joined(separator: ",\n") + "]")
        let process = Process()
        process.executableURL = CommandLineRunner.binary
        process.arguments = ["render", "many.json", "--out", "out", "--jobs", "2"]
        process.currentDirectoryURL = cli.work
        var environment = ProcessInfo.processInfo.environment
        environment["BUTTONRENDER_CACHE_DIR"] = cli.cacheFolder.path
        process.environment = environment
        let work = cli.work, out = work.appendingPathComponent("out")
        let sent = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            defer { sent.signal() }
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline {
                // A new output folder is staged beside it, an existing one inside it.
                let home = FileManager.default.fileExists(atPath: out.path) ? out : work
                let staging = (try? FileManager.default.contentsOfDirectory(atPath: home.path))?.first { $0.hasPrefix(".buttonrender-staging-") }
                if let staging, ((try? FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent(staging).path))?.count ?? 0) >= 20 {
                    kill(process.processIdentifier, signal)
                    return
                }
                usleep(20_000)
            }
        }
        let run = try ChildProcessDeadline.run(process)
        sent.wait()
        return (run.status, run.err)
    }

    func testSIGINTDuringRenderRemovesTheStagingFolder() throws {
        let run = try renderInterrupted(by: SIGINT)
        XCTAssertEqual(run.status, 128 + SIGINT, run.err)
        XCTAssertTrue(run.err.contains("nothing was written"), run.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.work.appendingPathComponent("out").path),
                       "the output folder the run would have created is not there: \(cli.files(in: "out"))")
        XCTAssertEqual(cli.files(in: "."), ["many.json"], "no staging folder left beside it")
    }

    func testSIGTERMDuringRenderLeavesTheOutputFolderAsItWas() throws {
        try cli.write("out/keep.txt", "mine")
        let run = try renderInterrupted(by: SIGTERM)
        XCTAssertEqual(run.status, 128 + SIGTERM, run.err)
        XCTAssertEqual(cli.files(in: "out"), ["keep.txt"])
    }

    func testARunRemovesStagingFoldersOfProcessesThatAreGone() throws {
        let dead = try deadProcessID()
        try cli.write("out/.buttonrender-staging-\(dead)-12345/old.png", "half a run")
        try cli.write("out/.buttonrender-staging-\(getpid())-6789/live.png", "a run in progress")
        try cli.write("one.json", #"{"title": "One"}"#)
        let result = try cli.run(["render", "one.json", "--out", "out"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(cli.files(in: "out"), [".buttonrender-staging-\(getpid())-6789", "one.layout.json", "one.png"],
                       "the dead process's folder is removed, the live one's kept")
    }

    func testRecordChecksEveryGoldenBeforeWritingAny() throws {
        try cli.write("four.yaml", "- {name: a, title: A}\n- {name: b, title: B}\n- {name: c, title: C}\n- {name: d, title: D}\n")
        let suite = cli.work.appendingPathComponent("goldens/suite")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(suite.appendingPathComponent("c.png").path, 0o600), 0)
        let refused = try cli.run(["record", "four.yaml", "--snapshots", "goldens/suite"])
        XCTAssertEqual(refused.status, 2, refused.out + refused.err)
        XCTAssertTrue(refused.err.contains("FIFO") && refused.err.contains("nothing was written"), refused.err)
        XCTAssertEqual(cli.files(in: "goldens/suite"), ["c.png"], "no golden written before the FIFO was found")
        // With the FIFO gone, all four are written, through a staging folder that is gone too.
        try FileManager.default.removeItem(at: suite.appendingPathComponent("c.png"))
        let recorded = try cli.run(["record", "four.yaml", "--snapshots", "goldens/suite"])
        XCTAssertEqual(recorded.status, 0, recorded.err)
        XCTAssertTrue(recorded.out.contains("4 added, 0 changed, 0 unchanged"), recorded.out)
        XCTAssertEqual(cli.files(in: "goldens/suite"), ["a.png", "b.png", GoldenEnvironment.fileName, "c.png", "d.png"])
    }

    func testRecordRemovesWhatKilledRunsLeftInTheSuite() throws {
        let dead = try deadProcessID()
        try cli.write("s.yaml", "- {name: a, title: A}\n")
        XCTAssertEqual(try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite"]).status, 0)
        // What a SIGKILL leaves: an atomic write's temporary file, a staging folder.
        try cli.write("goldens/suite/.a.png.\(dead).424242.tmp", "half a golden")
        try cli.write("goldens/suite/.buttonrender-staging-\(dead)-99/a.png", "half a run")
        try cli.write("goldens/suite/.b.png.\(getpid()).1.tmp", "a write in progress")
        let again = try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite"])
        XCTAssertEqual(again.status, 0, again.err)
        XCTAssertEqual(cli.files(in: "goldens/suite"), [".b.png.\(getpid()).1.tmp", "a.png", GoldenEnvironment.fileName])
    }
}
