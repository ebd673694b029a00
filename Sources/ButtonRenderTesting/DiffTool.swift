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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", line]
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        do { try process.run() } catch {
            return "Warning: the diff tool (\(environmentVariable)) could not be started: \(error)."
        }
        guard done.wait(timeout: .now() + wait) == .success else {
            return "Opened the diff tool: \(line) (still running after \(Int(wait)) s, process \(process.processIdentifier); left open)."
        }
        let status = process.terminationStatus
        if process.terminationReason == .exit, status == 126 || status == 127 {
            return "Warning: the diff tool (\(environmentVariable)) could not be run: `\(line)` exited \(status) (\(status == 127 ? "command not found" : "not executable"))."
        }
        return "Ran the diff tool: \(line) (exit \(status))."
    }
}
