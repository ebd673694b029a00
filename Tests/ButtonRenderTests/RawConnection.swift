import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One TCP connection to a served preview that a test drives by hand: send part of a request,
/// read what has arrived within a time limit, close. Every read has a deadline.
final class RawConnection {
    /// The socket.
    private(set) var socket: Int32

    /// Connects to 127.0.0.1:`port`.
    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            Glibc.close(socket)
            throw BrowserError("cannot connect to port \(port): \(String(cString: strerror(errno)))")
        }
    }

    deinit { close() }

    /// Sends `text` (quietly nothing when the server has closed).
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            sent += n
        }
    }

    /// What arrives within `timeout` seconds, until `stop` holds for it or the server closes.
    func read(timeout: TimeInterval, until stop: (String) -> Bool = { _ in false }) -> (text: String, closed: Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return (String(decoding: bytes, as: UTF8.self), false) }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(max(1, left * 1000)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let n = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if n <= 0 { return (String(decoding: bytes, as: UTF8.self), true) }
            bytes += chunk[0..<n]
            if stop(String(decoding: bytes, as: UTF8.self)) { return (String(decoding: bytes, as: UTF8.self), false) }
        }
    }

    /// Closes the connection.
    func close() {
        if socket >= 0 { Glibc.close(socket) }
        socket = -1
    }
}
