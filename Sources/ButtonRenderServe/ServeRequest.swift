import Foundation

/// One HTTP request as the routes see it, whatever server read it: the method, the
/// percent-decoded path, the Host (the request's authority), the other header fields by
/// lower-cased name, and the body (already bounded by `ServeLimits.maximumBodyBytes`).
public struct ServeRequest: Sendable {
    /// "GET", "POST", ...
    public var method: String
    /// The path, percent-decoded, without the query ("/", "/data.json", "/golden/save.png").
    public var path: String
    /// The Host header's value, nil when there was none.
    public var host: String?
    /// Header values by lower-cased name (Host aside); a name sent twice keeps its first value.
    public var headers: [String: String]
    /// How many Host headers the request carried (more than one is refused).
    public var hostCount: Int
    /// The body.
    public var body: [UInt8]

    /// A request.
    public init(method: String, path: String, host: String?, headers: [String: String] = [:], hostCount: Int? = nil, body: [UInt8] = []) {
        self.method = method; self.path = path; self.host = host; self.headers = headers
        self.hostCount = hostCount ?? (host == nil ? 0 : 1); self.body = body
    }
}
