import ButtonRender
import Foundation

/// The preview session shared by the watcher, the approve endpoint and the requests.
///
/// The session changes under `renderLock` only (the watcher's reloads, an approve), and a
/// render can take seconds. After each change a `PublishedPreview` is made from it and swapped
/// in under `viewLock`, which is never held for longer than that swap, so every request gets
/// the last good state at once, even while a slow render runs. Event streams subscribe to the
/// versions published.
public final class PreviewState: @unchecked Sendable {
    // @unchecked Sendable: `session`, `refused` and `ownVersions` are touched only with `renderLock` held;
    // `view`, `subscribers` and `streams` only with `viewLock` held; `title` and `token` are
    // constants. No method takes `renderLock` while holding `viewLock`.
    private let renderLock = NSLock()
    private let session: PreviewSession
    private var refused: [SpecFolderListing.Refused]
    /// Versions published for changes the session does not count (refused folder entries).
    private var ownVersions = 0
    private let viewLock = NSLock()
    private var view: PublishedPreview
    private var subscribers: [UUID: AsyncStream<Int>.Continuation] = [:]
    private var streams = 0
    private let approvals = DispatchQueue(label: "buttonrender.serve.approve")

    /// The page's title.
    public let title: String
    /// The random token of this run, which every write must carry (256 bits, hex).
    public let token: String

    /// Shares `session`, whose spec folders' refused entries are `refused`.
    public init(session: PreviewSession, title: String, refused: [SpecFolderListing.Refused] = []) {
        self.session = session
        self.title = title
        self.refused = refused
        var generator = SystemRandomNumberGenerator()
        token = (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }
            .map { String(repeating: "0", count: 16 - $0.count) + $0 }.joined()
        view = PublishedPreview(session: session, version: session.version, title: title, refused: refused)
    }

    /// The last published state (never waits for a render).
    var published: PublishedPreview {
        viewLock.lock(); defer { viewLock.unlock() }
        return view
    }

    /// Reads the session under the render lock, changing nothing (waits for a render in
    /// progress: for the watcher, not for requests).
    public func inspect<T>(_ body: (PreviewSession) throws -> T) rethrows -> T {
        renderLock.lock(); defer { renderLock.unlock() }
        return try body(session)
    }

    /// Changes the session with `body` under the render lock (with the refused folder entries
    /// now `refused`, when given), then publishes the result and tells every event stream.
    public func render<T>(refused: [SpecFolderListing.Refused]? = nil, _ body: (PreviewSession) throws -> T) rethrows -> T {
        renderLock.lock(); defer { renderLock.unlock() }
        defer { publish() }
        if let refused, refused != self.refused {
            self.refused = refused
            ownVersions += 1
        }
        return try body(session)
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
                    try render { session in
                        let current = session.version + ownVersions
                        guard current == confirmed else { throw PreviewError.changedSinceConfirmed(confirmed: confirmed, current: current) }
                        let names = session.unapprovedNames
                        return Array(zip(names, try session.approveAllFailed())).map { (name: $0.0, golden: $0.1) }
                    }
                })
            }
        }
    }

    /// Makes the published state from the session (the render lock is held).
    private func publish() {
        let next = PublishedPreview(session: session, version: session.version + ownVersions, title: title, refused: refused)
        viewLock.lock()
        let changed = next.version != view.version
        view = next
        let waiting = Array(subscribers.values)
        viewLock.unlock()
        if changed { for subscriber in waiting { subscriber.yield(next.version) } }
    }

    // MARK: - Event streams

    /// Takes an event stream's slot; false when all `ServeLimits.maximumStreams` are taken.
    func reserveStream() -> Bool {
        viewLock.lock(); defer { viewLock.unlock() }
        guard streams < ServeLimits.maximumStreams else { return false }
        streams += 1
        return true
    }

    /// Gives an event stream's slot back.
    func releaseStream() {
        viewLock.lock(); defer { viewLock.unlock() }
        streams -= 1
    }

    /// The versions published from now on (the newest one kept while the reader is busy), and
    /// the current version; `unsubscribe` ends it.
    func subscribe() -> (id: UUID, current: Int, versions: AsyncStream<Int>) {
        let (versions, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        viewLock.lock(); defer { viewLock.unlock() }
        subscribers[id] = continuation
        return (id, view.version, versions)
    }

    /// Ends the subscription `id`.
    func unsubscribe(_ id: UUID) {
        viewLock.lock()
        let continuation = subscribers.removeValue(forKey: id)
        viewLock.unlock()
        continuation?.finish()
    }
}
