// Only with the `Serve` trait (`--traits Serve`, as the README's test command builds): SwiftNIO's server and what needs it.
#if Serve
@testable import ButtonRenderServe
import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOHTTPTypes
import XCTest

/// `ConnectionGuard`, the bounds every connection of `serve` keeps, on NIO's embedded channel
/// with its virtual clock: the request deadline, 431 for oversized headers, one answer per
/// connection, and an event stream whose page went away.
final class ConnectionGuardTests: XCTestCase {
    private func guarded() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(ConnectionGuard(deadline: .seconds(10)))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    private func request() -> HTTPRequest {
        HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1:1", path: "/events")
    }

    private func status(_ channel: EmbeddedChannel) throws -> Int? {
        guard case .head(let head)? = try channel.readOutbound(as: HTTPResponsePart.self) else { return nil }
        return head.status.code
    }

    func testARequestThatDoesNotArriveInTimeIsAnswered408AndClosed() throws {
        let channel = try guarded()
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(9_900))
        XCTAssertNil(try channel.readOutbound(as: HTTPResponsePart.self))
        XCTAssertTrue(channel.isActive, "open until the deadline")
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(100))
        XCTAssertEqual(try status(channel), 408)
        XCTAssertFalse(channel.isActive, "closed at the deadline")
    }

    func testAHalfSentRequestIsClosedAtTheDeadline() throws {
        let channel = try guarded()
        try channel.writeInbound(HTTPRequestPart.head(request()))
        channel.embeddedEventLoop.advanceTime(by: .seconds(10))
        XCTAssertFalse(channel.isActive, "a body that never ends does not hold the connection")
    }

    func testAWholeRequestStopsTheDeadline() throws {
        let channel = try guarded()
        try channel.writeInbound(HTTPRequestPart.head(request()))
        try channel.writeInbound(HTTPRequestPart.end(nil))
        channel.embeddedEventLoop.advanceTime(by: .seconds(60))
        XCTAssertTrue(channel.isActive, "an answer (an event stream) may take as long as it needs")
        XCTAssertNil(try channel.readOutbound(as: HTTPResponsePart.self))
    }

    func testOversizedHeadersAreAnswered431() throws {
        let channel = try guarded()
        channel.pipeline.fireErrorCaught(HTTPParserError.headerOverflow)
        XCTAssertEqual(try status(channel), 431)
        XCTAssertFalse(channel.isActive)
    }

    func testTheConnectionClosesOnceItsAnswerIsWritten() throws {
        let channel = try guarded()
        try channel.writeInbound(HTTPRequestPart.head(request()))
        try channel.writeInbound(HTTPRequestPart.end(nil))
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
        XCTAssertTrue(channel.isActive)
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        XCTAssertFalse(channel.isActive, "one request per connection")
    }

    func testAnAnswerTheClientDoesNotReadIsCutOffAtTheDeadline() throws {
        let channel = try guarded()
        try channel.writeInbound(HTTPRequestPart.head(request()))
        try channel.writeInbound(HTTPRequestPart.end(nil))
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok, headerFields: [.contentType: "image/png"])))
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(9_900))
        XCTAssertTrue(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(100))
        XCTAssertFalse(channel.isActive, "an answer still being written after 10 s is cut off")
    }

    func testAnEventStreamHasNoAnswerDeadline() throws {
        let channel = try guarded()
        try channel.writeInbound(HTTPRequestPart.head(request()))
        try channel.writeInbound(HTTPRequestPart.end(nil))
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok, headerFields: [.contentType: "text/event-stream"])))
        channel.embeddedEventLoop.advanceTime(by: .seconds(3600))
        XCTAssertTrue(channel.isActive, "a page's event stream lasts as long as the page")
    }

    func testAPageThatGoesAwayEndsItsStreamAtOnce() throws {
        let channel = try guarded()
        try channel.writeInbound(HTTPRequestPart.head(request()))
        try channel.writeInbound(HTTPRequestPart.end(nil))
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok, headerFields: [.contentType: "text/event-stream"])))
        channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        XCTAssertFalse(channel.isActive, "the stream's connection (and slot) is freed when the page closes its side")
    }

    func testAClientThatClosesItsSideStillGetsItsAnswer() throws {
        let channel = try guarded()
        try channel.writeInbound(HTTPRequestPart.head(request()))
        try channel.writeInbound(HTTPRequestPart.end(nil))
        channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        XCTAssertTrue(channel.isActive, "a half-closed client is still answered")
    }
}
#endif
