import Foundation

/// The diff tool opened on a mismatch, as swift-snapshot-testing's `diffTool`: a command line
/// from `BUTTONRENDER_DIFF_TOOL` (or `withSnapshotTesting(diffTool:)`), run by `/bin/sh -c`
/// with the golden's path and the actual file's path. `{expected}` and `{actual}` in the
/// command stand for them (shell-quoted); without either, the two paths are appended in that
/// order: `BUTTONRENDER_DIFF_TOOL=ksdiff`, `BUTTONRENDER_DIFF_TOOL='compare {expected} {actual} diff.png'`.
///
/// The tool never fails the test and never blocks it for long: the assertion waits at most
/// `wait` seconds, then leaves a tool still running (a window) open and goes on. A tool that
/// cannot be run (exit 126 or 127 from the shell: not found, not executable) adds a warning
/// to the failure message.
///
/// The tool does not share the test process's standard streams: its input is `/dev/null`
/// and its output goes to a log file, whose last lines join the message when the tool fails
/// within `wait` (and whose path it names when the tool is left open). A tool holding the test
/// binary's output would keep `swift test`, which reads that output to its end, waiting for as
/// long as the tool's window stays open.
enum DiffTool {
    /// The environment variable naming the tool.
    static let environmentVariable = "BUTTONRENDER_DIFF_TOOL"
    /// Seconds the assertion waits for the tool.
    static let wait: TimeInterval = 5

    /// The configured command: the scope's, else the environment's; nil when unset or empty.
    static var command: String? {
        let command = SnapshotTestingScope.configuration.diffTool ?? ProcessInfo.processInfo.environment[environmentVariable]
        return command.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    }

    /// The shell command line for `command` with the two paths.
    static func commandLine(_ command: String, expected: String, actual: String) -> String {
        let e = quoted(expected), a = quoted(actual)
        guard command.contains("{expected}") || command.contains("{actual}") else { return "\(command) \(e) \(a)" }
        return command.replacingOccurrences(of: "{expected}", with: e).replacingOccurrences(of: "{actual}", with: a)
    }

    /// `text` in single quotes for /bin/sh.
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Runs the configured tool on the two files; a sentence for the failure message, nil
    /// when no tool is configured.
    static func open(expected: String, actual: String) -> String? {
        guard let command else { return nil }
        let line = commandLine(command, expected: expected, actual: actual)
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("buttonrender-diff-tool-\(UUID().uuidString).log")
        let output: FileHandle
        do {
            guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: log.path])
            }
            output = try FileHandle(forWritingTo: log)
        } catch {
            return "Warning: the diff tool (\(environmentVariable)) was not started: its log file \(log.path) cannot be made: \(error)."
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", line]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        do { try process.run() } catch {
            try? output.close()
            try? FileManager.default.removeItem(at: log)
            return "Warning: the diff tool (\(environmentVariable)) could not be started: \(error)."
        }
        try? output.close()   // the tool has its own copy
        guard done.wait(timeout: .now() + wait) == .success else {
            return "Opened the diff tool: \(line) (still running after \(Int(wait)) s, process \(process.processIdentifier); left open; its output goes to \(log.path))."
        }
        let printed = lastLines(of: log)
        try? FileManager.default.removeItem(at: log)
        let status = process.terminationStatus
        let said = printed.isEmpty ? "" : " It printed: \(printed)"
        if process.terminationReason == .exit, status == 126 || status == 127 {
            return "Warning: the diff tool (\(environmentVariable)) could not be run: `\(line)` exited \(status) (\(status == 127 ? "command not found" : "not executable")).\(said)"
        }
        return "Ran the diff tool: \(line) (exit \(status)).\(status == 0 ? "" : said)"
    }

    /// The last few lines of the tool's output (at most 5 lines and 500 characters), on one line.
    private static func lastLines(of log: URL) -> String {
        guard let data = try? Data(contentsOf: log), !data.isEmpty else { return "" }
        let lines = String(decoding: data.suffix(4096), as: UTF8.self).split(whereSeparator: \.isNewline)
        return String(lines.suffix(5).joined(separator: " / ").suffix(500))
    }
}
