#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `sigaction(2)` as the CLI uses it, the platforms' field names in one place: install a plain
/// handler for a signal, and ask whether the process was started ignoring one.
enum SignalAction {
    /// Installs `handler` for `signal` with `flags` (`SA_RESTART` or 0) and an empty mask.
    static func install(_ handler: @escaping @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        sigaction(signal, &action, nil)
    }

    /// Whether `signal` is ignored now (`SIG_IGN`, as nohup or a script's background job starts
    /// a process).
    static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        sigaction(signal, nil, &current)
        #if canImport(Glibc)
        let handler = current.__sigaction_handler.sa_handler
        #else
        let handler = current.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
