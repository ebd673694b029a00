import ButtonRender
import Foundation

/// The preview session shared by the server's connection threads and the watcher: one lock
/// around it (rendering holds it, so a request never sees half a reload), and a condition
/// that event streams wait on for the next version.
final class ServeState: @unchecked Sendable {
    private let condition = NSCondition()
    private let session: PreviewSession
    /// The page's title.
    let title: String
    /// The random token of this run, which every write must carry.
    let token: String

    /// Wraps `session`.
    init(session: PreviewSession, title: String) {
        self.session = session
        self.title = title
        var generator = SystemRandomNumberGenerator()
        token = (0..<4).map { _ in String(generator.next() as UInt64, radix: 16) }.map { String(repeating: "0", count: 16 - $0.count) + $0 }.joined()
    }

    /// Runs `body` with the session under the lock, then wakes every event stream.
    func withSession<T>(_ body: (PreviewSession) throws -> T) rethrows -> T {
        condition.lock()
        defer { condition.broadcast(); condition.unlock() }
        return try body(session)
    }

    /// The session's version once it is greater than `version`, or the current one after
    /// `timeout` seconds.
    func version(after version: Int, timeout: TimeInterval) -> Int {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(timeout)
        while session.version <= version && condition.wait(until: deadline) {}
        return session.version
    }
}
