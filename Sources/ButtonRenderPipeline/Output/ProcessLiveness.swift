#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the process that named a leftover file or folder (`.buttonrender-staging-<pid>-…`,
/// `.<name>.<pid>.<random>.tmp`) still runs, so that a later run removes only what a process
/// now gone (killed, crashed) left behind. A process id reused by another process counts as
/// running: its leftover stays, never another run's work in progress.
enum ProcessLiveness {
    /// The decimal process id at the start of `text`, up to `separator`, or nil.
    static func processID(in text: Substring, before separator: Character) -> pid_t? {
        guard let end = text.firstIndex(of: separator) else { return nil }
        return pid_t(text[..<end])
    }

    /// True when a process with id `pid` exists (`kill(pid, 0)` succeeds, or fails only for
    /// lack of permission).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
