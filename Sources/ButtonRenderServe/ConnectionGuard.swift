// Only with the `Serve` trait (`--traits Serve`, as the README's test command builds): SwiftNIO's server and what needs it.
#if Serve
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// The bounds every connection of the preview server keeps, as a handler in its pipeline
/// (between the HTTP codec and the routes):
/// - the whole request must arrive within `deadline` of the connection's start; a connection
///   still sending then is closed (answered 408 when not even its header had arrived);
/// - an answer (an event stream aside) must be written within `deadline` of its start, so a
///   client that stops reading does not hold its connection;
/// - headers over the decoder's limit (`ServeLimits.maximumHeaderBytes`) are answered 431;
/// - one request per connection: the connection closes once its answer is written
///   (every answer says `Connection: close`);
/// - a client that closes its side while an event stream is being written to it frees the
///   connection (and so the stream's slot) at once, not at the next write.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// How far the request has arrived.
    private enum Received { case nothing, head, whole }

    private let deadline: TimeAmount
    private var timer: Scheduled<Void>?
    private var answerTimer: Scheduled<Void>?
    private var received = Received.nothing
    private var answering = false
    private var streaming = false

    /// A guard whose requests must arrive within `deadline`.
    init(deadline: TimeAmount) {
        self.deadline = deadline
    }

    func handlerAdded(context: ChannelHandlerContext) {
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: deadline) { [self] in
            timer = nil
            guard received != .whole else { return }
            if received == .nothing && !answering {
                answer(408, "the request did not arrive within \(deadline.nanoseconds / 1_000_000_000) s", context: context)
            } else {
                context.close(promise: nil)
            }
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        answerTimer?.cancel()
        answerTimer = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            guard received == .nothing else { return }  // a second request on this connection: ignored, it closes
            received = .head
        case .body:
            guard received == .head else { return }
        case .end:
            guard received == .head else { return }
            received = .whole
            timer?.cancel()
            timer = nil
        }
        context.fireChannelRead(data)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed, streaming {
            context.close(promise: nil)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let parserError = error as? HTTPParserError, parserError == .headerOverflow, !answering {
            answer(431, "headers larger than \(ServeLimits.maximumHeaderBytes) bytes", context: context)
            return
        }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            answering = true
            streaming = head.headerFields[.contentType] == "text/event-stream"
            if !streaming {
                answerTimer = context.eventLoop.assumeIsolated().scheduleTask(in: deadline) { context.close(promise: nil) }
            }
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            // The answer is complete: close once it is on its way.
            let written = context.eventLoop.makePromise(of: Void.self)
            written.futureResult.cascade(to: promise)
            written.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
            context.write(data, promise: written)
        }
    }

    /// Answers `status` with `text` and closes the connection (before any route answered).
    private func answer(_ status: Int, _ text: String, context: ChannelHandlerContext) {
        answering = true
        let answer = ServeAnswer.text(status, text)
        var fields = HTTPFields()
        fields[.contentType] = answer.contentType
        fields[.contentLength] = String(answer.body.count)
        for (name, value) in ServeAnswer.commonHeaders { if let name = HTTPField.Name(name) { fields[name] = value } }
        let head = HTTPResponse(status: .init(code: status, reasonPhrase: ServeAnswer.reason(status)), headerFields: fields)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(context.channel.allocator.buffer(bytes: answer.body))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    }
}
#endif
