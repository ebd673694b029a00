import Foundation

/// A thread-safe map from keys to byte buffers that holds at most `byteBudget` bytes: when a
/// new entry would exceed it, the oldest entries are dropped first. The storage behind the
/// paint stage's caches (`ShadowBlurCache`, `ButtonLayerCache`, a run's `RenderCaches`), which
/// differ only in what they key and keep.
final class BoundedByteCache<Key: Hashable>: @unchecked Sendable {
    // Safe to share (`@unchecked Sendable`): every variable property is read and written only
    // under `lock`; `byteBudget` is a constant.
    /// Most bytes kept, as the entries' costs add up.
    let byteBudget: Int

    private let lock = NSLock()
    private var entries: [Key: (value: [UInt8], cost: Int)] = [:]
    /// Keys in insertion order, oldest first, for eviction.
    private var order: [Key] = []
    /// Where the oldest live key is in `order` (dropped keys before it are removed in batches).
    private var orderStart = 0
    private var bytes = 0
    private var hitCount = 0, missCount = 0

    /// An empty cache holding up to `byteBudget` bytes.
    init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    /// The value kept for `key`, counted as a hit, or nil, counted as a miss.
    func value(for key: Key) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        if let found = entries[key] {
            hitCount += 1
            return found.value
        }
        missCount += 1
        return nil
    }

    /// Keeps `value` under `key` at `cost` bytes (unless that alone exceeds the budget) and
    /// returns it, or returns what another thread kept for the same key first.
    @discardableResult
    func insert(_ key: Key, value: [UInt8], cost: Int) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if let existing = entries[key] { return existing.value }
        guard cost <= byteBudget else { return value }
        while bytes + cost > byteBudget, orderStart < order.count {
            let oldest = order[orderStart]
            orderStart += 1
            if let dropped = entries.removeValue(forKey: oldest) { bytes -= dropped.cost }
        }
        if orderStart > 64, orderStart * 2 > order.count {
            order.removeFirst(orderStart)
            orderStart = 0
        }
        entries[key] = (value, cost)
        order.append(key)
        bytes += cost
        return value
    }

    /// How many look-ups found a value and how many did not.
    var statistics: (hits: Int, misses: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (hitCount, missCount)
    }

    /// The number of entries kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// The bytes the kept entries cost.
    var byteCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }

    /// Forgets every entry and resets the statistics.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll()
        order.removeAll()
        orderStart = 0
        bytes = 0
        hitCount = 0
        missCount = 0
    }
}
