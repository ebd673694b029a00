import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP request read from a connection, within bounds: the request line and headers at
/// most `maximumHeaderBytes`, the body at most `maximumBodyBytes`, the whole within
/// `deadline` seconds (each read also times out on the socket).
struct ServeRequest {
    /// The most bytes the request line and headers may take.
    static let maximumHeaderBytes = 16 * 1024
    /// The most bytes a body may take (an approve request is a few dozen).
    static let maximumBodyBytes = 4 * 1024
    /// Seconds a client has to send its whole request.
    static let deadline: TimeInterval = 10

    /// "GET", "POST", ...
    var method: String
    /// The path, percent-decoded, without the query.
    var path: String
    /// The query string (after `?`), undecoded.
    var query: String
    /// Header values by lower-cased name (the last one wins).
    var headers: [String: String]
    /// The body.
    var body: [UInt8]

    /// Why a request could not be read: the status to answer with (nil: just close).
    struct Failure: Error {
        var status: Int?
        var reason: String
    }

    /// Reads one request from `socket`.
    static func read(from socket: Int32) throws -> ServeRequest {
        let start = Date()
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var headerEnd: Int?
        func receive() throws -> Int {
            guard Date().timeIntervalSince(start) < deadline else { throw Failure(status: 408, reason: "request timeout") }
            let n = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if n < 0 { throw Failure(status: errno == EAGAIN || errno == EWOULDBLOCK ? 408 : nil, reason: "read failed") }
            return n
        }
        while headerEnd == nil {
            let n = try receive()
            if n == 0 { throw Failure(status: nil, reason: "closed before the end of the headers") }
            let from = max(0, buffer.count - 3)
            buffer += chunk[0..<n]
            headerEnd = find([13, 10, 13, 10], in: buffer, from: from)
            if headerEnd == nil && buffer.count > maximumHeaderBytes || (headerEnd ?? 0) > maximumHeaderBytes {
                throw Failure(status: 431, reason: "headers larger than \(maximumHeaderBytes) bytes")
            }
        }
        let head = String(decoding: buffer[0..<headerEnd!], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { throw Failure(status: 400, reason: "bad request line") }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw Failure(status: 400, reason: "bad header line") }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if headers["transfer-encoding"] != nil { throw Failure(status: 411, reason: "chunked bodies are not accepted") }
        let length = Int(headers["content-length"] ?? "0") ?? -1
        guard length >= 0 else { throw Failure(status: 400, reason: "bad Content-Length") }
        guard length <= maximumBodyBytes else { throw Failure(status: 413, reason: "body larger than \(maximumBodyBytes) bytes") }
        var body = Array(buffer[(headerEnd! + 4)...])
        while body.count < length {
            let n = try receive()
            if n == 0 { throw Failure(status: nil, reason: "closed before the end of the body") }
            body += chunk[0..<n]
        }
        guard body.count <= length else { throw Failure(status: 400, reason: "more bytes than Content-Length") }
        let target = String(requestLine[1])
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard target.hasPrefix("/"), let path = String(parts[0]).removingPercentEncoding else { throw Failure(status: 400, reason: "bad target") }
        return ServeRequest(method: String(requestLine[0]), path: path, query: parts.count > 1 ? String(parts[1]) : "",
                            headers: headers, body: body)
    }

    /// The index of `needle` in `haystack` at or after `from`.
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var i = from
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0] && Array(haystack[i..<(i + needle.count)]) == needle { return i }
            i += 1
        }
        return nil
    }
}
