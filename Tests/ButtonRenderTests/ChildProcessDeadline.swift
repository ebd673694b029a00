@testable import ButtonRender
@testable import ButtonRenderSnapshot
import Foundation
import XCTest

/// Every child process a test starts ends within a deadline: past it the child is killed and
/// the test fails, instead of the suite waiting for ever (`Process.waitUntilExit()` has none).
enum ChildProcessDeadline {
    /// How long a `render-cli` child may run in a test: the slowest (a sheet under ASan) takes
    /// a few seconds; a hang takes for ever.
    static let seconds: TimeInterval = 300

    /// Runs `process` (not yet started) with `input` on standard input, fails the test at
    /// `file`:`line` when it outlives `deadline`, and returns its status and output.
    static func run(_ process: Process, input: Data? = nil, deadline: TimeInterval = seconds,
                    file: StaticString = #filePath, line: UInt = #line) throws -> (status: Int32, out: String, err: String) {
        let run = try ChildProcessRun.run(process, input: input, deadline: deadline)
        let command = ([process.executableURL?.lastPathComponent ?? "?"] + (process.arguments ?? [])).joined(separator: " ")
        if run.timedOut {
            XCTFail("'\(command)' did not end within \(Int(deadline)) s and was killed", file: file, line: line)
        }
        let status = run.killedBySignal ? 128 + run.status : run.status
        return (status, String(decoding: run.output, as: UTF8.self), String(decoding: run.errors, as: UTF8.self))
    }
}
