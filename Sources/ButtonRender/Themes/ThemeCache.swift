import Foundation

/// A thread-safe memo of parsed themes by key, so that rendering many buttons with the same
/// theme parses its files once. When full it starts over rather than tracking use.
final class ThemeCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: DesignTokens] = [:]
    private let capacity: Int

    /// A cache holding at most `capacity` themes.
    init(capacity: Int) { self.capacity = capacity }

    /// The theme stored under `key`, or the one `load` returns, stored for next time. `load`
    /// runs outside the lock, so two threads missing at once may both load; failures are not
    /// stored.
    func value(for key: String, orLoad load: () throws -> DesignTokens) rethrows -> DesignTokens {
        lock.lock()
        let hit = entries[key]
        lock.unlock()
        if let hit { return hit }
        let loaded = try load()
        lock.lock()
        defer { lock.unlock() }
        if entries.count >= capacity { entries.removeAll() }
        entries[key] = loaded
        return loaded
    }
}
