import Foundation

/// Runs work items on worker threads, each with its own worker state (a renderer: Cairo and
/// Pango objects are never shared), and hands the results to the calling thread in index
/// order. Workers take indices in order from a shared counter but never more than `window`
/// past the next index to deliver, so at most `window` finished results wait in memory.
package enum OrderedParallelRun {
    /// Calls `work` for every index in `0..<count` on `jobs` threads and `deliver` for each
    /// result, in index order, on the calling thread. An error making a worker or thrown by
    /// `deliver` stops the run (workers finish the item in hand) and is rethrown.
    package static func run<Worker, Result: Sendable>(
        count: Int, jobs: Int, window: Int,
        makeWorker: @escaping @Sendable () throws -> Worker,
        work: @escaping @Sendable (Worker, Int) -> Result,
        deliver: (Result) throws -> Void
    ) throws {
        guard count > 0 else { return }
        let state = OrderedRunState<Result>(count: count, window: max(1, window))
        let workers = max(1, min(jobs, count))
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                let worker: Worker
                do { worker = try makeWorker() } catch { state.fail(error); return }
                while let index = state.take() {
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
