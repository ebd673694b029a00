import Foundation

/// Runs work items on worker threads, each with its own worker state (a renderer: Cairo and
/// Pango objects are never shared), and hands the results to the calling thread in index
/// order. Workers take indices in order from a shared counter but never more than `window`
/// past the next index to deliver, so at most `window` finished results wait in memory.
enum OrderedParallelRun {
    /// Calls `work` for every index in `0..<count` on `jobs` threads and `deliver` for each
    /// result, in index order, on the calling thread. An error making a worker or thrown by
    /// `deliver` stops the run (workers finish the item in hand) and is rethrown.
    static func run<Worker, Result: Sendable>(
        count: Int, jobs: Int, window: Int,
        makeWorker: @escaping @Sendable () throws -> Worker,
        work: @escaping @Sendable (Worker, Int) -> Result,
        deliver: (Result) throws -> Void
    ) throws {
        guard count > 0 else { return }
        let state = OrderedRunState<Result>(window: max(1, window))
        let workers = max(1, min(jobs, count))
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                let worker: Worker
                do { worker = try makeWorker() } catch { state.fail(error); return }
                while let index = state.take(count: count) {
                    state.put(index, work(worker, index))
                }
            }
            // The main thread's stack size: Pango and Cairo recurse deeper than the default
            // of secondary threads allows for some inputs.
            thread.stackSize = 8 << 20
            thread.start()
        }
        defer {
            state.stop()
            group.wait()
        }
        for index in 0..<count {
            guard let result = try state.wait(for: index) else { break }
            try deliver(result)
            state.delivered(index)
        }
    }
}

/// The shared state of an ordered run: the next index to take, the finished results waiting
/// for delivery, and a stop flag, behind one condition.
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
