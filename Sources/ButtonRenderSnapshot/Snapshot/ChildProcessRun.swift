import ButtonRenderModel
import Foundation
import ButtonRenderSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process run to its end within a deadline: its standard output and error read on
/// their own threads while it runs (so neither pipe fills up), its standard input written on
/// another, and `SIGKILL` sent when the deadline passes, so the caller never waits for ever
/// (`Process.waitUntilExit()` has no timeout).
struct ChildProcessRun: Sendable {
    /// The exit status, or the signal number when a signal ended the child.
    var status: Int32
    /// Whether a signal ended the child (its `status` is then the signal number).
    var killedBySignal: Bool
    /// Whether the deadline passed and the child was killed for it.
    var timedOut: Bool
    /// What the child wrote on standard output.
    var output: Data
    /// What the child wrote on standard error.
    var errors: Data

    /// Runs `process` (its executable and arguments set, not yet started) with `input` on its
    /// standard input (none: `/dev/null`), and waits at most `deadline` seconds for it to end;
    /// then kills it and waits at most 5 s more. Throws only when it cannot be started.
    static func run(_ process: Process, input: Data? = nil, deadline: TimeInterval) throws -> ChildProcessRun {
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()

        let readers = DispatchGroup()
        let collectedOutput = Collected(), collectedErrors = Collected()
        for (pipe, box) in [(output, collectedOutput), (errors, collectedErrors)] {
            readers.enter()
            Thread.detachNewThread {
                box.set(pipe.fileHandleForReading.readDataToEndOfFile())
                readers.leave()
            }
        }
        if let input, let inputPipe {
            Thread.detachNewThread {
                // A child that exits early closes its end: write with SIGPIPE blocked, so
                // the write fails with EPIPE instead of killing this process.
                let fd = inputPipe.fileHandleForWriting.fileDescriptor
                input.withUnsafeBytes { raw in
                    var sent = 0
                    while sent < raw.count {
                        let n = writeWithoutSIGPIPE(fd, raw.baseAddress! + sent, raw.count - sent)
                        if n <= 0 { break }
                        sent += n
                    }
                }
                try? inputPipe.fileHandleForWriting.close()
            }
        }

        var timedOut = false
        if ended.wait(timeout: .now() + deadline) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            _ = ended.wait(timeout: .now() + 5)
        }
        // A grandchild that kept the pipes open must not hold the caller either.
        _ = readers.wait(timeout: .now() + (timedOut ? 1 : 30))
        let signalled = process.terminationReason == .uncaughtSignal
        return ChildProcessRun(status: process.isRunning ? SIGKILL : process.terminationStatus,
                               killedBySignal: signalled || process.isRunning, timedOut: timedOut,
                               output: collectedOutput.get(), errors: collectedErrors.get())
    }

    /// `write(2)` that never raises SIGPIPE: a closed reader gives -1 (EPIPE).
    private static func writeWithoutSIGPIPE(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer {
            // Drop a SIGPIPE raised while blocked, so unblocking does not deliver it.
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                var timeout = timespec(tv_sec: 0, tv_nsec: 0)
                _ = sigtimedwait(&blocked, nil, &timeout)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return write(fd, bytes, count)
    }

    /// Bytes a reader thread hands over; locked, because past the readers' timeout the caller
    /// may read while a reader still runs.
    private final class Collected: Sendable {
        private let data = Locked(Data())
        func set(_ value: Data) { data.withLock { $0 = value } }
        func get() -> Data { data.withLock { $0 } }
    }
}
