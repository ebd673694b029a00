import ButtonRenderModel
import Foundation
import ButtonRenderSupport

/// A run's budget of canvas pixels being drawn at once, shared by its worker threads. Drawing
/// an item holds about 8 bytes a canvas pixel (the Cairo surface, the straight-alpha copy PNG
/// encoding makes, shadow masks), so 8 threads drawing a 62-megapixel button each would hold
/// over 4 GB: a thread waits until the pixels it is about to draw fit in what the other
/// threads hold. Small items never wait; an item larger than the whole budget is drawn alone.
/// `peak` records the most pixels held at once, which tests read.
final class PixelBudget: Sendable {
    /// The most pixels drawn at once.
    let total: Int
    /// The pixels held now, and the most held at once so far.
    private struct Holding: Sendable {
        var held = 0
        var highest = 0
    }
    private let holding = Locked(Holding())

    /// A budget of `total` pixels (at least one).
    init(total: Int) { self.total = max(1, total) }

    /// The most pixels held at once so far.
    var peak: Int { holding.withLock { $0.highest } }

    /// Runs `body` once `pixels` (capped at the whole budget) fit beside what other threads
    /// hold, holding them until it returns.
    func holding<T>(_ pixels: Int, _ body: () throws -> T) rethrows -> T {
        let amount = min(max(0, pixels), total)
        holding.withLock(when: { $0.held + amount <= total }) { now in
            now.held += amount
            now.highest = max(now.highest, now.held)
        }
        defer { holding.withLockWakingWaiters { $0.held -= amount } }
        return try body()
    }
}
