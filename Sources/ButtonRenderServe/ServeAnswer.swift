import Foundation

/// An answer of the preview server: a status, a content type and a body, sent with the
/// headers every answer carries (`commonHeaders`); or an event stream (`/events`).
public struct ServeAnswer: Sendable {
    /// What is sent.
    public enum Content: Sendable {
        /// A whole body (its length is sent as Content-Length).
        case bytes([UInt8])
        /// Server-sent events of new versions, until the client goes away (`EventStream`).
        case eventStream
    }

    /// The status code.
    public var status: Int
    /// The Content-Type.
    public var contentType: String
    /// The body or the stream.
    public var content: Content
    /// Headers besides the common ones.
    public var extraHeaders: [(String, String)] = []

    /// The headers every answer carries: no caching, no sniffing, no framing by other sites,
    /// no referrer, no use by other origins, and one request per connection.
    public static let commonHeaders: [(String, String)] = [
        ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"), ("X-Frame-Options", "DENY"),
        ("Referrer-Policy", "no-referrer"), ("Cross-Origin-Resource-Policy", "same-origin"), ("Connection", "close"),
    ]

    /// An answer with a body.
    public init(status: Int, contentType: String, body: [UInt8]) {
        self.status = status; self.contentType = contentType; content = .bytes(body)
    }

    /// A plain-text answer.
    public static func text(_ status: Int, _ text: String) -> ServeAnswer {
        ServeAnswer(status: status, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8))
    }

    /// A JSON answer.
    public static func json(_ status: Int, _ data: Data) -> ServeAnswer {
        ServeAnswer(status: status, contentType: "application/json", body: [UInt8](data))
    }

    /// The event stream's answer (200, text/event-stream).
    public static let events = ServeAnswer(status: 200, contentType: "text/event-stream", content: .eventStream)

    private init(status: Int, contentType: String, content: Content) {
        self.status = status; self.contentType = contentType; self.content = content
    }

    /// The answer with one more header.
    public func adding(_ header: (String, String)) -> ServeAnswer {
        var copy = self
        copy.extraHeaders.append(header)
        return copy
    }

    /// The body's bytes (empty for a stream).
    public var body: [UInt8] {
        if case .bytes(let bytes) = content { return bytes }
        return []
    }
}

extension ServeAnswer {
    /// The reason phrase of `status`.
    public static func reason(_ status: Int) -> String {
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
}
