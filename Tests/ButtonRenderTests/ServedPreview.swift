// Only with the `Serve` trait (`--traits Serve`, as the README's test command builds): SwiftNIO's server and what needs it.
#if Serve
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A `render-cli serve` process started by a test on a free port (`--port 0`), with the URL it
/// printed; stopped with SIGTERM (as Ctrl-C would), by its own process id.
final class ServedPreview {
    /// The process.
    let process: Process
    /// `http://127.0.0.1:PORT/`.
    let url: String
    /// The port.
    let port: Int
    /// Standard error, collected.
    private let errors: Pipe
    /// Signalled once when the process ends.
    private let ended: DispatchSemaphore
    /// Whether `ended` was waited for already.
    private var reaped = false

    /// Starts `render-cli serve` with `arguments` in `folder` and waits for its URL line.
    init(_ arguments: [String], in folder: URL, timeout: TimeInterval = 120) throws {
        process = Process()
        process.executableURL = CommandLineRunner.binary
        process.arguments = ["serve", "--port", "0"] + arguments
        process.currentDirectoryURL = folder
        let out = Pipe()
        errors = Pipe()
        process.standardOutput = out
        process.standardError = errors
        let ended = DispatchSemaphore(value: 0)
        self.ended = ended
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let line = Self.firstLine(of: out.fileHandleForReading, timeout: timeout)
        guard let range = line?.range(of: #"http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression), let text = line else {
            process.terminate()
            throw BrowserError("render-cli serve printed no URL: \(line ?? "nothing")")
        }
        url = String(text[range])
        port = Int(url.dropFirst("http://127.0.0.1:".count).dropLast()) ?? 0
    }

    deinit { stop() }

    /// Stops the server (`signal`, SIGTERM by default, to its own pid) and returns its exit
    /// status. A server still running `deadline` seconds later fails the test and is killed
    /// (status -1), so a lost signal can never hang the suite.
    @discardableResult
    func stop(signal: Int32 = SIGTERM, deadline: TimeInterval = 30, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        if !reaped {
            if process.isRunning { kill(process.processIdentifier, signal) }
            if ended.wait(timeout: .now() + deadline) == .timedOut {
                XCTFail("render-cli serve did not stop within \(Int(deadline)) s of signal \(signal); killed", file: file, line: line)
                kill(process.processIdentifier, SIGKILL)
                _ = ended.wait(timeout: .now() + 10)
                reaped = true
                return -1
            }
            reaped = true
        }
        return process.isRunning ? -1 : process.terminationStatus
    }

    /// What the server wrote on standard error so far (after it stopped).
    var log: String { String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self) }

    private static func firstLine(of handle: FileHandle, timeout: TimeInterval) -> String? {
        let done = DispatchSemaphore(value: 0)
        final class Box: @unchecked Sendable { var text = "" }
        let box = Box()
        Thread.detachNewThread {
            var data = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                data += chunk
                if data.contains(10) { break }
            }
            box.text = String(decoding: data, as: UTF8.self)
            done.signal()
        }
        guard done.wait(timeout: .now() + timeout) == .success else { return nil }
        return box.text
    }

    /// One raw HTTP exchange with the server: `request` sent as is on a new socket, the answer
    /// read until the server closes (at most 10 s).
    func raw(_ request: String) throws -> String { String(decoding: try Self.raw(Array(request.utf8), port: port), as: UTF8.self) }

    /// The body of a GET of `path` (nil unless the answer is 200).
    func get(_ path: String) throws -> Data? {
        let answer = try Self.raw(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8), port: port)
        guard answer.starts(with: Array("HTTP/1.1 200".utf8)) else { return nil }
        let end: [UInt8] = [13, 10, 13, 10]
        guard let i = (0..<max(0, answer.count - 3)).first(where: { Array(answer[$0..<($0 + 4)]) == end }) else { return nil }
        return Data(answer[(i + 4)...])
    }

    /// One raw HTTP exchange on 127.0.0.1:`port`.
    static func raw(_ bytes: [UInt8], port: Int) throws -> [UInt8] {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard connected == 0 else { throw BrowserError("cannot connect to port \(port)") }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }  // the server may close early (an oversized request)
            sent += n
        }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            answer += chunk[0..<n]
        }
        return answer
    }
}
#endif
