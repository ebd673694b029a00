import ButtonRenderModel
import Foundation
import ButtonRenderSupport

/// A thread-safe map from keys to byte buffers that holds at most `byteBudget` bytes: when a
/// new entry would exceed it, the oldest entries are dropped first. The storage behind the
/// paint stage's caches (`ShadowBlurCache`, `ButtonLayerCache`, a run's `RenderCaches`), which
/// differ only in what they key and keep.
final class BoundedByteCache<Key: Hashable & Sendable>: Sendable {
    /// Most bytes kept, as the entries' costs add up.
    let byteBudget: Int

    /// What the cache holds, reached only under its lock.
    private struct Contents: Sendable {
        var entries: [Key: (value: [UInt8], cost: Int)] = [:]
        /// Keys in insertion order, oldest first, for eviction.
        var order: [Key] = []
        /// Where the oldest live key is in `order` (dropped keys before it are removed in batches).
        var orderStart = 0
        var bytes = 0
        var hitCount = 0, missCount = 0
    }

    private let contents = Locked(Contents())

    /// An empty cache holding up to `byteBudget` bytes.
    init(byteBudget: Int) {
        self.byteBudget = byteBudget
    }

    /// The value kept for `key`, counted as a hit, or nil, counted as a miss.
    func value(for key: Key) -> [UInt8]? {
        contents.withLock { contents in
            if let found = contents.entries[key] {
                contents.hitCount += 1
                return found.value
            }
            contents.missCount += 1
            return nil
        }
    }

    /// Keeps `value` under `key` at `cost` bytes (unless that alone exceeds the budget) and
    /// returns it, or returns what another thread kept for the same key first.
    @discardableResult
    func insert(_ key: Key, value: [UInt8], cost: Int) -> [UInt8] {
        let budget = byteBudget
        return contents.withLock { contents in
            if let existing = contents.entries[key] { return existing.value }
            guard cost <= budget else { return value }
            while contents.bytes + cost > budget, contents.orderStart < contents.order.count {
                let oldest = contents.order[contents.orderStart]
                contents.orderStart += 1
                if let dropped = contents.entries.removeValue(forKey: oldest) { contents.bytes -= dropped.cost }
            }
            if contents.orderStart > 64, contents.orderStart * 2 > contents.order.count {
                contents.order.removeFirst(contents.orderStart)
                contents.orderStart = 0
            }
            contents.entries[key] = (value, cost)
            contents.order.append(key)
            contents.bytes += cost
            return value
        }
    }

    /// How many look-ups found a value and how many did not.
    var statistics: (hits: Int, misses: Int) { contents.withLock { ($0.hitCount, $0.missCount) } }

    /// The number of entries kept.
    var count: Int { contents.withLock { $0.entries.count } }

    /// The bytes the kept entries cost.
    var byteCount: Int { contents.withLock { $0.bytes } }

    /// Forgets every entry and resets the statistics.
    func removeAll() {
        contents.withLock { $0 = Contents() }
    }
}
