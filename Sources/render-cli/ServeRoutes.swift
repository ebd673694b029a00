import ButtonRender
import Foundation

/// What the preview server answers: the gallery page (`/`), its data (`/data.json`), the
/// version (`/version`), server-sent events of new versions (`/events`), the images the data
/// links, and `POST /approve`. Every request must name this server in its Host header (a
/// defence against DNS rebinding); an approve must come from the page itself: the run's token
/// in `X-ButtonRender-Token`, an `Origin` of this server, a JSON body naming one of the
/// session's images. Nothing a client sends is used as a path.
struct ServeRoutes: Sendable {
    /// The header that carries the run's token.
    static let tokenHeader = "x-buttonrender-token"

    /// The shared session.
    let state: ServeState
    /// The `host:port` values a Host header may have.
    let allowedHosts: Set<String>
    /// True to log each request on standard error.
    let verbose: Bool

    /// Serves one connection: reads one request and answers it.
    func handle(_ socket: Int32, server: ServeServer) {
        let request: ServeRequest
        do {
            request = try ServeRequest.read(from: socket)
        } catch let failure as ServeRequest.Failure {
            if let status = failure.status { ServeResponse.text(status, failure.reason).send(on: socket) }
            if verbose { serveLog("refused a request: \(failure.reason)") }
            return
        } catch {
            return
        }
        if request.path == "/events" && request.method == "GET" && hostAllowed(request) {
            stream(socket, request: request, server: server)
            return
        }
        let response = answer(request)
        if verbose { serveLog("\(request.method) \(request.path) \(response.status)") }
        response.send(on: socket, includeBody: request.method != "HEAD")
    }

    /// True when the Host header names this server.
    func hostAllowed(_ request: ServeRequest) -> Bool {
        guard let host = request.headers["host"]?.lowercased() else { return false }
        return allowedHosts.contains(host)
    }

    /// The response to `request` (every route but the event stream).
    func answer(_ request: ServeRequest) -> ServeResponse {
        guard hostAllowed(request) else {
            return .text(403, "forbidden: the Host header must name this server (\(allowedHosts.sorted().joined(separator: ", ")))")
        }
        if request.path == "/approve" {
            guard request.method == "POST" else { return .text(405, "approve takes POST").adding(("Allow", "POST")) }
            return approve(request)
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "only GET (and POST /approve) are served").adding(("Allow", "GET"))
        }
        switch request.path {
        case "/", "/index.html":
            let token = state.withSession { $0.snapshots != nil && !$0.readOnly } ? state.token : nil
            let html = Gallery.html(fetchingDataFrom: "data.json", title: state.title, writeToken: token)
            return ServeResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(html.utf8))
        case "/data.json":
            let data = state.withSession { $0.galleryData(title: state.title) }
            do { return .json(200, try data.json()) } catch { return .text(500, "cannot encode the data: \(error)") }
        case "/version":
            let version = state.withSession { $0.version }
            return .json(200, Data(#"{"version":\#(version)}"#.utf8))
        default:
            let name = String(request.path.dropFirst())
            guard let bytes = state.withSession({ $0.resource(name) }) else { return .text(404, "not found") }
            return ServeResponse(status: 200, contentType: "image/png", body: bytes)
        }
    }

    /// `POST /approve` with `{"name": NAME}`: the token and Origin checked first.
    private func approve(_ request: ServeRequest) -> ServeResponse {
        let (readOnly, hasSnapshots) = state.withSession { ($0.readOnly, $0.snapshots != nil) }
        guard hasSnapshots, !readOnly else {
            return .text(405, readOnly ? "read-only: approving is disabled (--read-only)" : "no snapshots folder: start with --snapshots DIR")
        }
        guard let token = request.headers[Self.tokenHeader], Self.constantTimeEqual(token, state.token) else {
            return .text(403, "forbidden: a write must carry this run's token, which only the served page has")
        }
        guard let origin = request.headers["origin"]?.lowercased(), let host = request.headers["host"]?.lowercased(),
              origin == "http://" + host else {
            return .text(403, "forbidden: a write must come from this server's own page (same Origin)")
        }
        guard request.headers["content-type"]?.lowercased().hasPrefix("application/json") == true else {
            return .text(415, "approve takes a JSON body {\"name\": NAME}")
        }
        guard let body = try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any],
              let name = body["name"] as? String else {
            return .text(400, "approve takes a JSON body {\"name\": NAME}")
        }
        do {
            let url = try state.withSession { try $0.approve(name) }
            serveLog("approved \(name): wrote \(url.path)")
            let json = try JSONSerialization.data(withJSONObject: ["approved": name, "golden": url.lastPathComponent])
            return .json(200, json)
        } catch PreviewError.unknownName {
            return .text(404, "no image is named '\(name)'")
        } catch {
            return .text(409, "not approved: \(error)")
        }
    }

    /// Server-sent events: the current version at once, then each new version (and a comment
    /// every 15 s to keep the connection alive), until the page goes away.
    private func stream(_ socket: Int32, request: ServeRequest, server: ServeServer) {
        guard server.reserve(stream: true) else {
            ServeResponse.text(503, "too many event streams").send(on: socket)
            return
        }
        defer { server.release(stream: true) }
        let head = ServeResponse.head(status: 200, contentType: "text/event-stream", length: nil)
        var version = state.withSession { $0.version }
        guard ServeResponse.write(head + Array("retry: 1000\n\ndata: \(version)\n\n".utf8), to: socket) else { return }
        while true {
            let next = state.version(after: version, timeout: 15)
            let message = next == version ? ": still here\n\n" : "data: \(next)\n\n"
            version = next
            guard ServeResponse.write(Array(message.utf8), to: socket) else { return }
        }
    }

    /// Compares two tokens in time that does not depend on where they differ.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

extension ServeResponse {
    /// The response with one more header.
    func adding(_ header: (String, String)) -> ServeResponse {
        var copy = self
        copy.extraHeaders.append(header)
        return copy
    }
}
