import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on one listening socket, one thread per connection, bounded: at
/// most `maximumConnections` connections at once (of which `maximumStreams` event streams),
/// a read timeout on every socket, and `ServeRequest`'s limits on each request. Every
/// response closes its connection. What each request gets is `ServeRoutes`' business.
final class ServeServer: @unchecked Sendable {
    /// Connections served at once; more are answered 503 and closed.
    static let maximumConnections = 32
    /// Event streams open at once; more are answered 503.
    static let maximumStreams = 8
    /// Seconds a read or a write on a connection may block.
    static let socketTimeout = 5

    /// The listening socket.
    let socket: Int32
    /// The port it listens on (the one the kernel chose for port 0).
    let port: Int
    private let lock = NSLock()
    private var connections = 0
    private var streams = 0

    /// What a bind failed with.
    struct BindError: Error, CustomStringConvertible {
        var description: String
    }

    /// Listens on `host` (an IPv4 or IPv6 address) and `port` (0: any free port).
    init(host: String, port: Int) throws {
        let v6 = host.contains(":")
        let fd = Glibc.socket(v6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw BindError(description: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var result: Int32
        if v6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port)).bigEndian
            guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else { close(fd); throw BindError(description: "'\(host)' is not an IP address") }
            result = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port)).bigEndian
            guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { close(fd); throw BindError(description: "'\(host)' is not an IP address") }
            result = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        }
        guard result == 0, listen(fd, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw BindError(description: "cannot listen on \(host) port \(port): \(reason)")
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        let bound: UInt16 = withUnsafePointer(to: &storage) { pointer in
            v6 ? pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
               : pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
        }
        socket = fd
        self.port = Int(UInt16(bigEndian: bound))
    }

    /// Accepts connections for ever, each served on its own thread by `handle`; a connection
    /// over the cap is answered 503 at once.
    func run(_ handle: @escaping @Sendable (Int32, ServeServer) -> Void) -> Never {
        while true {
            let client = accept(socket, nil, nil)
            if client < 0 { if errno == EINTR { continue }; Thread.sleep(forTimeInterval: 0.05); continue }
            var timeout = timeval(tv_sec: Self.socketTimeout, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            guard reserve(stream: false) else {
                ServeResponse.text(503, "too many connections").send(on: client)
                close(client)
                continue
            }
            let thread = Thread { [self] in
                handle(client, self)
                close(client)
                release(stream: false)
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// Takes a connection (or event stream) slot; false when all are taken.
    func reserve(stream: Bool) -> Bool {
        lock.lock(); defer { lock.unlock() }
        if stream { guard streams < Self.maximumStreams else { return false }; streams += 1; return true }
        guard connections < Self.maximumConnections else { return false }
        connections += 1
        return true
    }

    /// Gives a slot back.
    func release(stream: Bool) {
        lock.lock(); defer { lock.unlock() }
        if stream { streams -= 1 } else { connections -= 1 }
    }
}
