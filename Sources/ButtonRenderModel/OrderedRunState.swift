import Foundation

/// The shared state of an ordered run: the next index to take, the finished results waiting
/// for delivery, and a stop flag, behind one condition.
/// `@unchecked Sendable`: every mutable property is private and read or written only while
/// `condition` is locked; `window` is immutable after init.
final class OrderedRunState<Result>: @unchecked Sendable {
    private let condition = NSCondition()
    private let window: Int
    private var next = 0
    private var nextToDeliver = 0
    private var finished: [Int: Result] = [:]
    private var failure: Error?
    private var stopped = false

    init(window: Int) { self.window = window }

    /// The next index to work on, waiting while it would run more than `window` ahead of
    /// delivery; nil when there is none left or the run stopped.
    func take(count: Int) -> Int? {
        condition.lock(); defer { condition.unlock() }
        while !stopped, failure == nil, next < count, next >= nextToDeliver + window { condition.wait() }
        guard !stopped, failure == nil, next < count else { return nil }
        defer { next += 1 }
        return next
    }

    /// Stores a finished result.
    func put(_ index: Int, _ result: Result) {
        condition.lock(); finished[index] = result; condition.broadcast(); condition.unlock()
    }

    /// Records a worker's failure; the run stops.
    func fail(_ error: Error) {
        condition.lock(); if failure == nil { failure = error }; condition.broadcast(); condition.unlock()
    }

    /// Stops handing out work.
    func stop() {
        condition.lock(); stopped = true; condition.broadcast(); condition.unlock()
    }

    /// Waits for the result of `index` and removes it; rethrows a worker's failure.
    func wait(for index: Int) throws -> Result? {
        condition.lock(); defer { condition.unlock() }
        while finished[index] == nil, failure == nil { condition.wait() }
        if let failure { throw failure }
        return finished.removeValue(forKey: index)
    }

    /// Lets workers run up to `window` past `index`.
    func delivered(_ index: Int) {
        condition.lock(); nextToDeliver = index + 1; condition.broadcast(); condition.unlock()
    }
}
