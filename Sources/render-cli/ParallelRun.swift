import ButtonRender
import Foundation

/// Runs work items on `jobs` threads, each with its own renderer (Cairo and Pango objects are
/// not shared between threads), taking items in order from a shared counter. Results do not
/// depend on which thread drew what: the same spec gives the same bytes on any thread.
enum ParallelRun {
    /// Calls `work` for every index in `0..<count`; the first error stops the run and is
    /// rethrown.
    static func forEach(count: Int, jobs: Int, progress: Progress?,
                        _ work: @escaping (ButtonRenderer, Int) throws -> Void) throws {
        let lock = NSLock()
        var next = 0
        var failure: Error?
        let workers = max(1, min(jobs, count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let renderer: ButtonRenderer
            do { renderer = try ButtonRenderer() } catch {
                lock.lock(); if failure == nil { failure = error }; lock.unlock()
                return
            }
            while true {
                lock.lock()
                if failure != nil || next >= count { lock.unlock(); return }
                let index = next
                next += 1
                lock.unlock()
                do {
                    try work(renderer, index)
                    lock.lock(); progress?.step(); lock.unlock()
                } catch {
                    lock.lock(); if failure == nil { failure = error }; lock.unlock()
                    return
                }
            }
        }
        if let failure { throw failure }
    }
}
