import ButtonRender
import Foundation

/// The preview session shared by the watcher, the approve endpoint and the requests.
///
/// The session changes under the render lock only (`rendering`: the watcher's reloads, an
/// approve), and a render can take seconds. After each change a `PublishedPreview` is made
/// from it and swapped in under the view lock (`viewing`), which is never held for longer than
/// that swap, so every request gets the last good state at once, even while a slow render runs.
/// Event streams subscribe to the versions published. No method takes the render lock while
/// holding the view lock.
public final class PreviewState: Sendable {
    /// What only the render lock reaches.
    ///
    /// `@unchecked Sendable` because `PreviewSession` is a class that is not `Sendable` (it
    /// holds a renderer, whose C handles belong to one thread at a time): reached only through
    /// `rendering.withLock`, by one thread at a time.
    private struct Rendering: @unchecked Sendable {
        let session: PreviewSession
        var refused: [SpecFolderListing.Refused]
        /// Versions published for changes the session does not count (refused folder entries).
        var ownVersions = 0
    }

    /// What requests read and streams subscribe to.
    private struct Viewing: Sendable {
        var view: PublishedPreview
        var subscribers: [UUID: AsyncStream<Int>.Continuation] = [:]
        var streams = 0
    }

    private let rendering: Locked<Rendering>
    private let viewing: Locked<Viewing>
    private let approvals = DispatchQueue(label: "buttonrender.serve.approve")

    /// The page's title.
    public let title: String
    /// The random token of this run, which every write must carry (256 bits, hex).
    public let token: String

    /// Shares `session`, whose spec folders' refused entries are `refused`.
    public init(session: PreviewSession, title: String, refused: [SpecFolderListing.Refused] = []) {
        self.title = title
        var generator = SystemRandomNumberGenerator()
        token = (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }
            .map { String(repeating: "0", count: 16 - $0.count) + $0 }.joined()
        viewing = Locked(Viewing(view: PublishedPreview(session: session, version: session.version, title: title, refused: refused)))
        rendering = Locked(Rendering(session: session, refused: refused))
    }

    /// The last published state (never waits for a render).
    var published: PublishedPreview {
        viewing.withLock { $0.view }
    }

    /// Reads the session under the render lock, changing nothing (waits for a render in
    /// progress: for the watcher, not for requests).
    public func inspect<T>(_ body: (PreviewSession) throws -> T) rethrows -> T {
        try rendering.withLock { try body($0.session) }
    }

    /// Changes the session with `body` under the render lock (with the refused folder entries
    /// now `refused`, when given), then publishes the result and tells every event stream.
    public func render<T>(refused: [SpecFolderListing.Refused]? = nil, _ body: (PreviewSession) throws -> T) rethrows -> T {
        try rendering.withLock { rendering in
            defer { publish(rendering) }
            if let refused, refused != rendering.refused {
                rendering.refused = refused
                rendering.ownVersions += 1
            }
            return try body(rendering.session)
        }
    }

    /// Writes the image `name` as its golden (`PreviewSession.approve`), on a queue of its own so
    /// no request thread waits for the render lock, then publishes the new status.
    func approve(_ name: String) async -> Result<URL, any Error> {
        await withCheckedContinuation { continuation in
            approvals.async { [self] in
                continuation.resume(returning: Result { try render { try $0.approve(name) } })
            }
        }
    }

    /// Writes every golden that differs or is missing (`PreviewSession.approveAllFailed`), on
    /// the approvals queue, only when the published version is still `confirmed`, the one the
    /// person looked at; returns the names and goldens written.
    func approveAllFailed(confirmed: Int) async -> Result<[(name: String, golden: URL)], any Error> {
        await withCheckedContinuation { continuation in
            approvals.async { [self] in
                continuation.resume(returning: Result {
                    try rendering.withLock { rendering in
                        defer { publish(rendering) }
                        let session = rendering.session
                        let current = session.version + rendering.ownVersions
                        guard current == confirmed else { throw PreviewError.changedSinceConfirmed(confirmed: confirmed, current: current) }
                        let names = session.unapprovedNames
                        return Array(zip(names, try session.approveAllFailed())).map { (name: $0.0, golden: $0.1) }
                    }
                })
            }
        }
    }

    /// Makes the published state from the session (the render lock is held: `rendering` is
    /// what it guards).
    private func publish(_ rendering: Rendering) {
        let session = rendering.session
        let next = PublishedPreview(session: session, version: session.version + rendering.ownVersions, title: title, refused: rendering.refused)
        let (changed, waiting) = viewing.withLock { viewing in
            let changed = next.version != viewing.view.version
            viewing.view = next
            return (changed, Array(viewing.subscribers.values))
        }
        if changed { for subscriber in waiting { subscriber.yield(next.version) } }
    }

    // MARK: - Event streams

    /// Takes an event stream's slot; false when all `ServeLimits.maximumStreams` are taken.
    func reserveStream() -> Bool {
        viewing.withLock { viewing in
            guard viewing.streams < ServeLimits.maximumStreams else { return false }
            viewing.streams += 1
            return true
        }
    }

    /// Gives an event stream's slot back.
    func releaseStream() {
        viewing.withLock { $0.streams -= 1 }
    }

    /// The versions published from now on (the newest one kept while the reader is busy), and
    /// the current version; `unsubscribe` ends it.
    func subscribe() -> (id: UUID, current: Int, versions: AsyncStream<Int>) {
        let (versions, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        let current = viewing.withLock { viewing in
            viewing.subscribers[id] = continuation
            return viewing.view.version
        }
        return (id, current, versions)
    }

    /// Ends the subscription `id`.
    func unsubscribe(_ id: UUID) {
        viewing.withLock { $0.subscribers.removeValue(forKey: id) }?.finish()
    }
}
