import Foundation

/// A run's budget of canvas pixels being drawn at once, shared by its worker threads. Drawing
/// an item holds about 8 bytes a canvas pixel (the Cairo surface, the straight-alpha copy PNG
/// encoding makes, shadow masks), so 8 threads drawing a 62-megapixel button each would hold
/// over 4 GB: a thread waits until the pixels it is about to draw fit in what the other
/// threads hold. Small items never wait; an item larger than the whole budget is drawn alone.
/// `peak` records the most pixels held at once, which tests read.
final class PixelBudget: @unchecked Sendable {
    // Safe to share (`@unchecked Sendable`): `held` and `highest` are read and written only
    // while `condition` is locked; `total` is a constant.
    /// The most pixels drawn at once.
    let total: Int
    private var held = 0
    private var highest = 0
    private let condition = NSCondition()

    /// A budget of `total` pixels (at least one).
    init(total: Int) { self.total = max(1, total) }

    /// The most pixels held at once so far.
    var peak: Int {
        condition.lock(); defer { condition.unlock() }
        return highest
    }

    /// Runs `body` once `pixels` (capped at the whole budget) fit beside what other threads
    /// hold, holding them until it returns.
    func holding<T>(_ pixels: Int, _ body: () throws -> T) rethrows -> T {
        let amount = min(max(0, pixels), total)
        condition.lock()
        while held + amount > total { condition.wait() }
        held += amount
        highest = max(highest, held)
        condition.unlock()
        defer {
            condition.lock()
            held -= amount
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }
}
