// Only with the `Serve` trait (`--traits Serve`, as the README's test command builds): SwiftNIO's server and what needs it.
#if Serve
import ButtonRenderModel
import Foundation
import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import ButtonRenderSupport

/// The preview's HTTP/1.1 server, on SwiftNIO through HummingbirdCore: one listening socket,
/// every connection bounded by `ConnectionGuard` (a request deadline, header and body limits,
/// one request per connection), at most `ServeLimits.maximumConnections` connections, and
/// each request answered by `ServeRoutes` (the event stream by `EventStream`).
public final class PreviewServer: Sendable {
    /// The port it listens on (the one the kernel chose for port 0).
    public let port: Int

    private init(port: Int) { self.port = port }

    /// Why the server could not start (the address or port cannot be bound).
    public struct StartError: Error, CustomStringConvertible {
        /// What failed, in words.
        public var description: String
    }

    /// Listens on `host` (an IP address) and `port` (0: any free port), and serves in the
    /// background with the routes `makeRoutes` gives for the port bound; returns once the
    /// server listens (so its port can be printed), or throws when it cannot.
    public static func start(host: String, port: Int, verbose: Bool, makeRoutes: @escaping @Sendable (Int) -> ServeRoutes) throws -> PreviewServer {
        let routes = RoutesBox()
        let started = StartBox()
        let channel = HTTP1Channel(
            responder: { request, writer, channel in
                guard let routes = routes.value else {
                    try await write(.text(503, "starting"), to: writer, includeBody: true)
                    return
                }
                try await respond(to: request, writer: writer, channel: channel, routes: routes, verbose: verbose)
            },
            configuration: .init(
                additionalChannelHandlers: [ConnectionGuard(deadline: .nanoseconds(Int64(ServeLimits.requestDeadline * 1_000_000_000)))],
                httpDecoderConfiguration: .init(maxHeaderFieldSize: ServeLimits.maximumHeaderBytes,
                                                maxHeaderListSize: ServeLimits.maximumHeaderBytes,
                                                maxHeaderFieldCount: 256)))
        let server = Server(
            childChannelSetup: channel,
            configuration: ServerConfiguration(address: .hostname(host, port: port), reuseAddress: true,
                                               availableConnectionsDelegate: MaximumAvailableConnections(ServeLimits.maximumConnections)),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                routes.value = makeRoutes(bound)
                started.finish(.success(bound))
            },
            eventLoopGroup: MultiThreadedEventLoopGroup.singleton,
            logger: Logger(label: "buttonrender.serve", factory: { _ in SwiftLogNoOpLogHandler() }))
        Task.detached {
            do {
                try await server.run()
            } catch {
                started.finish(.failure(StartError(description: "cannot listen on \(host) port \(port): \(error)")))
            }
        }
        return PreviewServer(port: try started.wait().get())
    }

    /// Answers one request (which `ConnectionGuard` bounds and closes after the answer).
    private static func respond(to request: Request, writer: consuming ResponseWriter, channel: any Channel,
                                routes: ServeRoutes, verbose: Bool) async throws {
        let method = request.method.rawValue
        let answer: ServeAnswer
        switch await read(request) {
        case .refused(let refusal): answer = refusal
        case .request(let served): answer = await routes.answer(served)
        }
        if verbose { ServeLog.line("\(method) \(request.head.path ?? "") \(answer.status)") }
        switch answer.content {
        case .eventStream:
            guard routes.state.reserveStream() else {
                try await write(.text(503, "too many event streams (\(ServeLimits.maximumStreams))"), to: writer, includeBody: true)
                return
            }
            defer { routes.state.releaseStream() }
            var body = try await writer.writeHead(head(of: answer, length: nil))
            await EventStream.run(state: routes.state, writer: &body, closed: channel.closeFuture)
            try? await body.finish(nil)
        case .bytes:
            try await write(answer, to: writer, includeBody: method != "HEAD")
        }
    }

    /// A request read within bounds, or the answer that refuses it.
    private enum Reading {
        case request(ServeRequest)
        case refused(ServeAnswer)
    }

    /// Reads `request` into a `ServeRequest`: its target percent-decoded, its body at most
    /// `ServeLimits.maximumBodyBytes` (a larger Content-Length refused before reading).
    private static func read(_ request: Request) async -> Reading {
        let target = request.head.path ?? ""
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard target.hasPrefix("/"), let path = parts.first.flatMap({ String($0).removingPercentEncoding }) else {
            return .refused(.text(400, "bad target"))
        }
        var headers: [String: String] = [:]
        var hostCount = request.head.authority == nil ? 0 : 1
        for field in request.headers {
            let name = field.name.canonicalName
            if name == "host" { hostCount += 1 }
            if headers[name] == nil { headers[name] = field.value }
        }
        if headers["transfer-encoding"] != nil { return .refused(.text(411, "chunked bodies are not accepted")) }
        if let length = headers["content-length"] {
            guard let count = Int(length), count >= 0 else { return .refused(.text(400, "bad Content-Length")) }
            guard count <= ServeLimits.maximumBodyBytes else {
                return .refused(.text(413, "body larger than \(ServeLimits.maximumBodyBytes) bytes"))
            }
        }
        var body: [UInt8] = []
        do {
            for try await buffer in request.body {
                body += buffer.readableBytesView
                if body.count > ServeLimits.maximumBodyBytes {
                    return .refused(.text(413, "body larger than \(ServeLimits.maximumBodyBytes) bytes"))
                }
            }
        } catch {
            return .refused(.text(400, "the body could not be read"))
        }
        return .request(ServeRequest(method: request.method.rawValue, path: path, host: request.head.authority,
                                     headers: headers, hostCount: hostCount, body: body))
    }

    /// The response head of `answer`: its status, type, length (nil for a stream) and the common headers.
    private static func head(of answer: ServeAnswer, length: Int?) -> HTTPResponse {
        var fields = HTTPFields()
        fields[.contentType] = answer.contentType
        if let length { fields[.contentLength] = String(length) }
        for (name, value) in ServeAnswer.commonHeaders + answer.extraHeaders {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        return HTTPResponse(status: .init(code: answer.status, reasonPhrase: ServeAnswer.reason(answer.status)), headerFields: fields)
    }

    /// Writes a whole answer (its body left out for HEAD).
    private static func write(_ answer: ServeAnswer, to writer: consuming ResponseWriter, includeBody: Bool) async throws {
        let bytes = answer.body
        let head = head(of: answer, length: bytes.count)
        let body = includeBody && !bytes.isEmpty ? ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)) : ResponseBody()
        try await writer.write(response: head, body: body)
    }
}

/// The routes, set once the port is known (before the first connection is accepted).
private final class RoutesBox: Sendable {
    private let stored = Locked<ServeRoutes?>(nil)
    var value: ServeRoutes? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}

/// The outcome of starting: the port bound, or why not; the first one set wins.
private final class StartBox: Sendable {
    private let outcome = Locked<Result<Int, PreviewServer.StartError>?>(nil)
    private let done = DispatchSemaphore(value: 0)

    func finish(_ result: Result<Int, PreviewServer.StartError>) {
        let first = outcome.withLock { outcome in
            guard outcome == nil else { return false }
            outcome = result
            return true
        }
        if first { done.signal() }
    }

    func wait() -> Result<Int, PreviewServer.StartError> {
        done.wait()
        return outcome.withLock { $0! }
    }
}
#endif
