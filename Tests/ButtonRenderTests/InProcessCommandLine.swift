@testable import render_cli
import ButtonRenderModel
import ButtonRenderSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Runs one invocation of render-cli in the test process (`CommandLineEntry.run`, what the
/// binary's `main.swift` runs) as a process of its own would see it: the working folder made
/// current, the environment given, standard input read from the given bytes and standard
/// output and error captured through pipes (so `isatty` is false, as for a child process).
///
/// Invocations run one at a time (the working folder, the environment and file descriptors 0
/// to 2 belong to the process); nothing else in the test process runs meanwhile, as XCTest runs
/// its tests one after another. Swift Testing runs tests in parallel, so its tests start the
/// binary instead (`CommandLineRunner.runBinary`); an invocation from one is refused.
enum InProcessCommandLine {
    /// Taken for the whole of an invocation. (It holds an unused number: a `Locked<Void>`
    /// trips ThreadSanitizer.)
    private static let oneAtATime = Locked(0)

    /// The exit status, standard output and standard error of `arguments` run in `folder` with
    /// `environment` (nil removes a variable) and `input` on standard input.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String?], input: Data) throws -> (status: Int32, out: String, err: String) {
        precondition(Test.current == nil, "render-cli in process from a Swift Testing test, which runs beside others: use runBinary")
        return try oneAtATime.withLock { _ in
            let inputFile = folder.deletingLastPathComponent().appendingPathComponent(".stdin-\(getpid())-\(UUID().uuidString)")
            try input.write(to: inputFile)
            defer { try? FileManager.default.removeItem(at: inputFile) }

            let previousFolder = FileManager.default.currentDirectoryPath
            guard chdir(folder.path) == 0 else { throw POSIXError(.ENOENT) }
            defer { _ = chdir(previousFolder) }

            var previousValues: [String: String?] = [:]
            for (name, value) in environment {
                // updateValue: a subscript assignment of nil would drop the key, and the variable
                // would never be unset again.
                previousValues.updateValue(getenv(name).map { String(cString: $0) }, forKey: name)
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            defer {
                for (name, value) in previousValues {
                    if let value { setenv(name, value, 1) } else { unsetenv(name) }
                }
            }

            fflush(nil)
            let saved = (input: dup(0), out: dup(1), err: dup(2))
            let inputDescriptor = open(inputFile.path, O_RDONLY)
            var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
            guard saved.input >= 0, saved.out >= 0, saved.err >= 0, inputDescriptor >= 0,
                  pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw POSIXError(.EMFILE) }
            dup2(inputDescriptor, 0); close(inputDescriptor)
            dup2(outPipe[1], 1); close(outPipe[1])
            dup2(errPipe[1], 2); close(errPipe[1])
            let out = PipeDrain(outPipe[0]), err = PipeDrain(errPipe[0])

            let status = CommandLineEntry.run(arguments)

            fflush(nil)
            dup2(saved.input, 0); close(saved.input)
            dup2(saved.out, 1); close(saved.out)
            dup2(saved.err, 2); close(saved.err)
            return (status, String(decoding: out.finish(), as: UTF8.self), String(decoding: err.finish(), as: UTF8.self))
        }
    }
}

/// Reads a pipe to its end on a thread of its own, so that a writer never blocks on a full pipe.
private final class PipeDrain: Sendable {
    private let bytes = Locked(Data())
    private let done = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) {
        Thread { [bytes, done] in
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                bytes.withLock { $0.append(contentsOf: buffer[0..<count]) }
            }
            close(descriptor)
            done.signal()
        }.start()
    }

    /// Every byte written, once every write end is closed.
    func finish() -> Data {
        done.wait()
        return bytes.withLock { $0 }
    }
}
