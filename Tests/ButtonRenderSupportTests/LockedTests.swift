@testable import ButtonRenderSupport
import Foundation
import XCTest

/// `Locked`, the one lock type: every change made under it by many threads counts, and a
/// thread waiting for a condition is woken by the change that makes it true.
final class LockedTests: XCTestCase {
    func testChangesFromManyThreadsAllCount() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        XCTAssertEqual(counter.withLock { $0 }, 80_000)
    }

    func testAWaiterRunsOnlyOnceItsConditionHolds() {
        let room = Locked(0)
        let seen = Locked<[Int]>([])
        let waiter = Thread {
            room.withLock(when: { $0 >= 3 }) { value in seen.withLock { $0.append(value) } }
        }
        waiter.start()
        for _ in 0..<3 {
            Thread.sleep(forTimeInterval: 0.01)
            XCTAssertEqual(seen.withLock { $0 }, [], "the waiter ran before its condition held")
            room.withLockWakingWaiters { $0 += 1 }
        }
        let deadline = Date().addingTimeInterval(10)
        while seen.withLock({ $0 }).isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        XCTAssertEqual(seen.withLock { $0 }, [3])
    }
}
