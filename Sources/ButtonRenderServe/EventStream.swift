// Only with the `Serve` trait (`--traits Serve`, as the README's test command builds): SwiftNIO's server and what needs it.
#if Serve
import Foundation
import HummingbirdCore
import NIOCore

/// `/events`: server-sent events of the preview's versions. The current version at once, then
/// each new one as it is published, and a comment every `ServeLimits.streamKeepAlive` seconds
/// so an idle connection stays open; until the page goes away, which `closed` (the
/// connection's close) tells at once.
enum EventStream {
    /// What the stream writes next.
    private enum Event: Sendable {
        case version(Int)
        case keepAlive
    }

    /// Writes the stream of `state`'s versions to `writer` until `closed` completes or a write fails.
    static func run(state: PreviewState, writer: inout some ResponseBodyWriter, closed: EventLoopFuture<Void>) async {
        let (id, current, versions) = state.subscribe()
        let (events, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(8))
        let forward = Task {
            for await version in versions { continuation.yield(.version(version)) }
            continuation.finish()
        }
        let keepAlive = Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: UInt64(ServeLimits.streamKeepAlive * 1_000_000_000))
                continuation.yield(.keepAlive)
            }
        }
        closed.whenComplete { _ in continuation.finish() }
        defer {
            forward.cancel()
            keepAlive.cancel()
            state.unsubscribe(id)
        }
        var version = current
        do {
            try await writer.write(ByteBuffer(string: "retry: 1000\n\ndata: \(version)\n\n"))
            for await event in events {
                switch event {
                case .version(let next):
                    guard next > version else { continue }
                    version = next
                    try await writer.write(ByteBuffer(string: "data: \(version)\n\n"))
                case .keepAlive:
                    try await writer.write(ByteBuffer(string: ": still here\n\n"))
                }
            }
        } catch {
            // The page went away while a message was being written.
        }
    }
}
#endif
