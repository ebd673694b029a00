import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One finished child process: how it exited, how long it took from spawn to reaping, and its
/// own peak resident memory (`ru_maxrss` from `wait4`, so no other child is counted).
public struct ChildRun: Sendable {
    /// The exit status (0...255), or 128 + the signal number when a signal ended it.
    public var status: Int32
    /// Wall-clock seconds from `posix_spawn` to `wait4` returning.
    public var seconds: Double
    /// Peak resident set size in kilobytes (Linux reports `ru_maxrss` in kilobytes).
    public var peakKilobytes: Int
    /// CPU seconds the child spent in its own code and libraries (`ru_utime`).
    public var userSeconds: Double = 0
    /// CPU seconds the kernel spent on the child's behalf (`ru_stime`): creating and writing
    /// files, page faults.
    public var systemSeconds: Double = 0
    /// What the child wrote on standard output, when it was captured.
    public var standardOutput: String
    /// What the child wrote on standard error (its last 4 KB), for error messages.
    public var standardError: String
}

/// A child process failed to start or exited with a status its caller did not accept.
public struct ChildProcessError: Error, CustomStringConvertible {
    /// What went wrong, with the command and the child's standard error.
    public var description: String

    /// An error that says `description`.
    public init(description: String) {
        self.description = description
    }
}

/// Runs a program as a child process with `posix_spawn` and reaps it with `wait4`, so the bench
/// gets the child's own resource usage, which `Foundation.Process` does not report.
public enum ChildProcess {
    /// The path of the running executable (`/proc/self/exe` on Linux, else `argv[0]`), so the
    /// bench can run its own binary.
    public static func currentExecutable() -> String {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return target }
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    }

    /// Runs `executable` with `arguments` in the current directory (pass absolute paths),
    /// standard input from `/dev/null`, standard output discarded (or, with `captureOutput`,
    /// kept in a file in `scratch`), standard error kept in a file in `scratch`; waits for it
    /// and returns its figures. Throws when it cannot be started, or when its status is not in
    /// `accepting`. `environment` sets variables over this process's for the child.
    public static func run(_ executable: String, _ arguments: [String], scratch directory: String,
                           captureOutput: Bool = false, accepting: Set<Int32> = [0],
                           environment extra: [String: String] = [:]) throws -> ChildRun {
        let errPath = directory + "/.child-stderr", outPath = captureOutput ? directory + "/.child-stdout" : "/dev/null"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let start = ContinuousClock.now
        var pid = pid_t()
        // This process's environment, with `extra` set over it.
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in extra { variables[name] = value }
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw ChildProcessError(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var rawStatus: Int32 = 0
        var usage = rusage()
        while wait4(pid, &rawStatus, 0, &usage) < 0 {
            guard errno == EINTR else { throw ChildProcessError(description: "wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let elapsed = (ContinuousClock.now - start).inSeconds
        let signal = rawStatus & 0x7F
        let status = signal == 0 ? (rawStatus >> 8) & 0xFF : 128 + signal
        let errText = String(decoding: (FileManager.default.contents(atPath: errPath) ?? Data()).suffix(4096), as: UTF8.self)
        let outText = captureOutput ? String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self) : ""
        try? FileManager.default.removeItem(atPath: errPath)
        if captureOutput { try? FileManager.default.removeItem(atPath: outPath) }
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        let run = ChildRun(status: status, seconds: elapsed,
                           peakKilobytes: Int(usage.ru_maxrss), userSeconds: seconds(usage.ru_utime),
                           systemSeconds: seconds(usage.ru_stime), standardOutput: outText, standardError: errText)
        guard accepting.contains(status) else {
            let command = ([executable] + arguments).joined(separator: " ")
            throw ChildProcessError(description: "\(command) exited with status \(status)\(errText.isEmpty ? "" : ":\n" + errText)")
        }
        return run
    }
}
