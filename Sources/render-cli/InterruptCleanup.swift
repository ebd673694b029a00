import ButtonRender
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT (Ctrl-C), SIGTERM and SIGHUP during a run that writes through a staging folder
/// (`render`, `catalog`, `record`): the staging folder is removed before the process exits,
/// so an interrupted run leaves the output folder as it found it (a commit in progress is
/// let finish first: then everything was written). A signal the process was started
/// ignoring stays ignored.
///
/// The signal handler only writes the signal's number to a pipe (`write(2)` is
/// async-signal-safe, and the handler may run on any thread); a thread of its own reads the
/// pipe, rolls back every open `OutputTransaction` with ordinary code, says so on standard
/// error and exits with 128 + the signal's number, as a shell reports a process the signal
/// ended.
enum InterruptCleanup {
    /// The pipe's write end, read by the handler (a plain integer, set before it is
    /// installed, so the handler never runs a lazy initialiser). `nonisolated(unsafe)`: written
    /// once, by `install()`, before the handlers that read it are installed; never after.
    nonisolated(unsafe) fileprivate static var writeEnd: Int32 = -1

    /// Set once a signal is being handled: the run's own failures (a file that can no longer
    /// be written into the removed staging folder) are then not reported.
    private static let interrupting = Locked(false)

    /// Parks the calling thread for good when a signal is being handled, so that the run
    /// neither reports the failures the cleanup causes nor exits before it: the cleaning
    /// thread ends the process. Returns at once otherwise.
    static func waitIfInterrupted() {
        guard interrupting.withLock({ $0 }) else { return }
        while true { pause() }
    }

    /// Installs the handlers and starts the cleaning thread; once per process.
    static func install() {
        guard writeEnd < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        writeEnd = ends[1]
        let reader = ends[0]
        let thread = Thread {
            var number: UInt8 = 0
            while read(reader, &number, 1) < 0, errno == EINTR {}
            interrupting.withLock { $0 = true }
            let rolledBack = OutputTransaction.rollBackAll()
            let message = rolledBack > 0 ? "interrupted: nothing was written (the staging folder is removed)\n" : "interrupted\n"
            FileHandle.standardError.write(Data(message.utf8))
            _exit(128 + Int32(number))
        }
        thread.start()
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            // A signal the process was started ignoring (nohup, a background job of a script)
            // stays ignored, as the shell meant.
            if SignalAction.isIgnored(signal) { continue }
            SignalAction.install(forwardSignalToCleanup, for: signal, flags: SA_RESTART)
        }
    }
}

/// The signal handler: the signal's number to the cleaning thread's pipe, nothing else.
private func forwardSignalToCleanup(_ signal: Int32) {
    var number = UInt8(truncatingIfNeeded: signal)
    let saved = errno
    _ = write(InterruptCleanup.writeEnd, &number, 1)
    errno = saved
}
