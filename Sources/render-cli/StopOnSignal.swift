#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the process with status 0, saying "stopped", when Ctrl-C (SIGINT) or SIGTERM arrives.
///
/// The handler is installed with `sigaction` before the caller goes on, so no signal can arrive
/// in a window where it is ignored or still unhandled (a Dispatch signal source needs the
/// signal set to `SIG_IGN` first and registers itself later, on another thread: a Ctrl-C sent
/// right after start-up was lost that way). The handler calls only `write(2)` and `_exit(2)`,
/// which are async-signal-safe.
enum StopOnSignal {
    /// Installs the handler for each of `signals`.
    static func install(_ signals: [Int32]) {
        for number in signals { SignalAction.install(stopWithStatusZero, for: number, flags: 0) }
    }
}

/// Writes "stopped" on standard error and exits with status 0, from a signal handler.
private func stopWithStatusZero(_ signal: Int32) {
    let message: StaticString = "stopped\n"
    _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
    _exit(0)
}
