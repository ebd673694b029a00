import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP response the server sends, with the headers every answer carries: no caching, no
/// sniffing, no framing by other sites, no referrer, and `Connection: close`.
struct ServeResponse {
    /// The status code.
    var status: Int
    /// The Content-Type.
    var contentType: String
    /// The body.
    var body: [UInt8]
    /// Headers besides the common ones.
    var extraHeaders: [(String, String)] = []

    /// A plain-text response.
    static func text(_ status: Int, _ text: String) -> ServeResponse {
        ServeResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8))
    }

    /// A JSON response.
    static func json(_ status: Int, _ data: Data) -> ServeResponse {
        ServeResponse(status: status, contentType: "application/json", body: [UInt8](data))
    }

    /// The reason phrase of `status`.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 411: return "Length Required"
        case 413: return "Payload Too Large"
        case 415: return "Unsupported Media Type"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }

    /// The common headers, with the given content type and length (nil for a stream).
    static func head(status: Int, contentType: String, length: Int?, extra: [(String, String)] = []) -> [UInt8] {
        var lines = ["HTTP/1.1 \(status) \(reason(status))", "Content-Type: \(contentType)", "Cache-Control: no-store",
                     "X-Content-Type-Options: nosniff", "X-Frame-Options: DENY", "Referrer-Policy: no-referrer",
                     "Cross-Origin-Resource-Policy: same-origin", "Connection: close"]
        if let length { lines.append("Content-Length: \(length)") }
        lines += extra.map { "\($0.0): \($0.1)" }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// Sends the response on `socket`; false when the peer is gone.
    @discardableResult
    func send(on socket: Int32, includeBody: Bool = true) -> Bool {
        let bytes = Self.head(status: status, contentType: contentType, length: body.count, extra: extraHeaders) + (includeBody ? body : [])
        return Self.write(bytes, to: socket)
    }

    /// Writes all of `bytes` to `socket` (without SIGPIPE); false when the peer is gone.
    static func write(_ bytes: [UInt8], to socket: Int32) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }
}
