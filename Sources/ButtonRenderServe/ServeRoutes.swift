import ButtonRender
import Foundation

/// What the preview server answers: the gallery page (`/`), its data (`/data.json`), the
/// version (`/version`), server-sent events of new versions (`/events`), the images the data
/// links, `POST /approve` and `POST /approve-all`. Every request must name this server in its
/// Host header (a defence against DNS rebinding); an approve must come from the page itself:
/// the run's token in `X-ButtonRender-Token`, an `Origin` of this server, a JSON body naming
/// one of the session's images (or, to approve every image that differs or has no golden, the
/// version the person confirmed). Nothing a client sends is used as a path. Every answer but approve's
/// comes from the last published state, so none waits for a render in progress.
public struct ServeRoutes: Sendable {
    /// The header that carries the run's token.
    public static let tokenHeader = "x-buttonrender-token"

    /// The shared state.
    public let state: PreviewState
    /// The `host:port` values a Host header may have.
    public let allowedHosts: Set<String>

    /// Routes over `state`, for requests whose Host is one of `allowedHosts`.
    public init(state: PreviewState, allowedHosts: Set<String>) {
        self.state = state
        self.allowedHosts = allowedHosts
    }

    /// The `host:port` values that name a server listening on `address` (as given to
    /// `--host`) and `port`: the loopback names, and the address itself.
    public static func allowedHosts(address: String, port: Int) -> Set<String> {
        var hosts: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
        let shown = address.contains(":") ? "[\(address)]" : address
        hosts.insert("\(shown.lowercased()):\(port)")
        return hosts
    }

    /// True when the request names this server in exactly one Host header.
    public func hostAllowed(_ request: ServeRequest) -> Bool {
        guard request.hostCount == 1, let host = request.host?.lowercased() else { return false }
        return allowedHosts.contains(host)
    }

    /// The answer to `request`.
    public func answer(_ request: ServeRequest) async -> ServeAnswer {
        guard hostAllowed(request) else {
            return .text(403, "forbidden: the Host header must name this server (\(allowedHosts.sorted().joined(separator: ", ")))")
        }
        if request.path == "/approve" || request.path == "/approve-all" {
            guard request.method == "POST" else { return .text(405, "approve takes POST").adding(("Allow", "POST")) }
            return request.path == "/approve" ? await approve(request) : await approveAll(request)
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "only GET (and POST /approve) are served").adding(("Allow", "GET"))
        }
        let view = state.published
        switch request.path {
        case "/", "/index.html":
            let token = view.hasSnapshots && !view.readOnly ? state.token : nil
            let html = Gallery.html(fetchingDataFrom: "data.json", title: state.title, writeToken: token)
            return ServeAnswer(status: 200, contentType: "text/html; charset=utf-8", body: Array(html.utf8))
        case "/data.json":
            switch view.data {
            case .success(let data): return .json(200, data)
            case .failure(let failure): return .text(500, "cannot encode the data: \(failure.message)")
            }
        case "/version":
            return .json(200, Data(#"{"version":\#(view.version)}"#.utf8))
        case "/events" where request.method == "GET":
            return .events
        default:
            let name = String(request.path.dropFirst())
            if name.hasPrefix("golden/") { return golden(String(name.dropFirst("golden/".count)), view: view) }
            guard let bytes = view.images[name] else { return .text(404, "not found") }
            return ServeAnswer(status: 200, contentType: "image/png", body: bytes)
        }
    }

    /// `GET /golden/FILE`: the golden of one of the session's images, only when it is a
    /// regular file inside the snapshots folder.
    private func golden(_ fileName: String, view: PublishedPreview) -> ServeAnswer {
        guard let folder = view.snapshotsFolder, view.goldenFiles.contains(fileName) else { return .text(404, "not found") }
        switch GoldenFile.read(fileName, in: folder) {
        case .success(let bytes): return ServeAnswer(status: 200, contentType: "image/png", body: bytes)
        case .failure(.missing): return .text(404, "no golden \(fileName)")
        case .failure(.refused(let what)):
            return .text(403, "the golden \(fileName) is \(what): only regular files inside the snapshots folder are served")
        }
    }

    /// Why a write (`/approve`, `/approve-all`) is refused, or nil when it may go on: a
    /// snapshots folder and not read-only, this run's token, this server's Origin, a JSON body.
    private func writeRefusal(_ request: ServeRequest, body: String) -> ServeAnswer? {
        let view = state.published
        guard view.hasSnapshots, !view.readOnly else {
            return .text(405, view.readOnly ? "read-only: approving is disabled (--read-only)" : "no snapshots folder: start with --snapshots DIR")
        }
        guard let token = request.headers[Self.tokenHeader], Self.constantTimeEqual(token, state.token) else {
            return .text(403, "forbidden: a write must carry this run's token, which only the served page has")
        }
        guard let origin = request.headers["origin"]?.lowercased(), let host = request.host?.lowercased(),
              origin == "http://" + host else {
            return .text(403, "forbidden: a write must come from this server's own page (same Origin)")
        }
        guard request.headers["content-type"]?.lowercased().hasPrefix("application/json") == true else {
            return .text(415, "approve takes a JSON body \(body)")
        }
        return nil
    }

    /// `POST /approve` with `{"name": NAME}`: the token and Origin checked first.
    private func approve(_ request: ServeRequest) async -> ServeAnswer {
        if let refusal = writeRefusal(request, body: "{\"name\": NAME}") { return refusal }
        guard let body = try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any],
              let name = body["name"] as? String else {
            return .text(400, "approve takes a JSON body {\"name\": NAME}")
        }
        switch await state.approve(name) {
        case .success(let url):
            ServeLog.line("approved \(name): wrote \(url.path)")
            let json = (try? JSONSerialization.data(withJSONObject: ["approved": name, "golden": url.lastPathComponent])) ?? Data()
            return .json(200, json)
        case .failure(PreviewError.unknownName):
            return .text(404, "no image is named '\(name)'")
        case .failure(let error):
            return .text(409, "not approved: \(error)")
        }
    }

    /// `POST /approve-all` with `{"version": N}`: writes the golden of every image that differs
    /// or has none, when the preview is still at version N (what the page showed when the person
    /// confirmed); the token and Origin checked first.
    private func approveAll(_ request: ServeRequest) async -> ServeAnswer {
        if let refusal = writeRefusal(request, body: "{\"version\": N}") { return refusal }
        guard let body = try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any],
              let version = body["version"] as? Int else {
            return .text(400, "approve-all takes a JSON body {\"version\": N}: the version the confirmation showed")
        }
        switch await state.approveAllFailed(confirmed: version) {
        case .success(let written):
            for item in written { ServeLog.line("approved \(item.name): wrote \(item.golden.path)") }
            let list = written.map { ["name": $0.name, "golden": $0.golden.lastPathComponent] }
            let json = (try? JSONSerialization.data(withJSONObject: ["approved": list], options: [.sortedKeys])) ?? Data()
            return .json(200, json)
        case .failure(let error):
            return .text(409, "not approved: \(error)")
        }
    }

    /// Compares two tokens in time that does not depend on where they differ.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
