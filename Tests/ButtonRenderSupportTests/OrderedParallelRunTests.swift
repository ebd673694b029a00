@testable import ButtonRenderSupport
import Foundation
import XCTest

/// `OrderedParallelRun`: results are delivered in index order whatever order the threads finish
/// in, each worker has its own state, and an error stops the run and is rethrown.
final class OrderedParallelRunTests: XCTestCase {
    struct Stop: Error {}

    func testResultsArriveInIndexOrderFromManyThreads() throws {
        var delivered: [Int] = []
        let workers = Locked(0)
        try OrderedParallelRun.run(count: 200, jobs: 4, window: 8,
                                   makeWorker: { workers.withLock { $0 += 1 } },
                                   work: { _, index in
                                       // Later items finish sooner, so threads finish out of order.
                                       if index % 7 == 0 { Thread.sleep(forTimeInterval: 0.001) }
                                       return index * index
                                   },
                                   deliver: { delivered.append($0) })
        XCTAssertEqual(delivered, (0..<200).map { $0 * $0 })
        XCTAssertEqual(workers.withLock { $0 }, 4, "one worker state per thread")
    }

    func testAnErrorInDeliveryStopsTheRunAndIsRethrown() {
        var delivered: [Int] = []
        XCTAssertThrowsError(try OrderedParallelRun.run(count: 1_000, jobs: 2, window: 4, makeWorker: {}, work: { _, index in index },
                                                        deliver: { value in
                                                            if value == 10 { throw Stop() }
                                                            delivered.append(value)
                                                        })) { error in
            XCTAssertTrue(error is Stop)
        }
        XCTAssertEqual(delivered, Array(0..<10))
    }

    func testAWorkerThatCannotBeMadeFailsTheRun() {
        XCTAssertThrowsError(try OrderedParallelRun.run(count: 5, jobs: 2, window: 2, makeWorker: { throw Stop() },
                                                        work: { _, index in index }, deliver: { _ in })) { error in
            XCTAssertTrue(error is Stop)
        }
    }
}
