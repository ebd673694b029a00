import Foundation

/// The shared state of an ordered run: the next index to take, the finished results waiting
/// for delivery, and a stop flag, behind one condition.
///
/// Wake-ups are what a run on few cores pays for most (each one a context switch that takes a
/// core from a drawing thread), so the delivering thread is woken for a run of results, not
/// for each: when `batch` of them are ready in order, when the last one is, or when a worker
/// waits for room in the window (then at once, or the run would stall). Workers are woken only
/// when one of them waits.
/// `@unchecked Sendable`: every mutable property is private and read or written only while
/// `condition` is locked; `window`, `count` and `batch` are immutable after init.
final class OrderedRunState<Result>: @unchecked Sendable {
    private let condition = NSCondition()
    private let window: Int
    private let count: Int
    /// How many results in order wake the delivering thread (at least 1, at most `window`).
    private let batch: Int
    private var next = 0
    private var nextToDeliver = 0
    private var finished: [Int: Result] = [:]
    private var failure: Error?
    private var stopped = false
    /// The index the delivering thread sleeps waiting for, if it sleeps.
    private var awaited: Int?
    /// Workers asleep waiting for room in the window.
    private var waitingWorkers = 0

    /// The state of a run over `count` items, at most `window` of them finished and not yet
    /// delivered.
    init(count: Int, window: Int) {
        self.count = count
        self.window = max(1, window)
        batch = max(1, self.window / 2)
    }

    /// The next index to work on, waiting while it would run more than `window` ahead of
    /// delivery; nil when there is none left or the run stopped.
    func take() -> Int? {
        condition.lock(); defer { condition.unlock() }
        while !stopped, failure == nil, next < count, next >= nextToDeliver + window {
            // The delivering thread may be waiting for a full batch that this worker, blocked,
            // cannot complete: wake it for what is ready.
            if let awaited, finished[awaited] != nil { condition.broadcast() }
            waitingWorkers += 1
            condition.wait()
            waitingWorkers -= 1
        }
        guard !stopped, failure == nil, next < count else { return nil }
        defer { next += 1 }
        return next
    }

    /// Stores a finished result, waking the delivering thread when it waits for this result
    /// and a batch is ready (or the run's end, or a worker waits for room).
    func put(_ index: Int, _ result: Result) {
        condition.lock(); defer { condition.unlock() }
        finished[index] = result
        guard let awaited, finished[awaited] != nil else { return }
        var ready = 1
        while ready < batch, awaited + ready < count, finished[awaited + ready] != nil { ready += 1 }
        if ready >= batch || awaited + ready >= count || waitingWorkers > 0 { condition.broadcast() }
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
        while finished[index] == nil, failure == nil {
            awaited = index
            condition.wait()
            awaited = nil
        }
        if let failure { throw failure }
        return finished.removeValue(forKey: index)
    }

    /// Lets workers run up to `window` past `index`.
    func delivered(_ index: Int) {
        condition.lock(); defer { condition.unlock() }
        nextToDeliver = index + 1
        if waitingWorkers > 0 { condition.broadcast() }
    }
}
