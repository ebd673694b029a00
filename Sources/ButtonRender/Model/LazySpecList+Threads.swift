import Dispatch
import Foundation

extension LazySpecList {
    /// Decodes every element on `threads` threads and hands each element's items to `body` on
    /// the calling thread, in element order, exactly as calling `items(at:)` for each element in
    /// turn would: the first element that fails is thrown after every element before it was
    /// handed over, and nothing after it is. Elements are decoded a window at a time (256 per
    /// thread), so at most a window's decoded items are held besides what `body` keeps; within
    /// a window the threads take small runs of elements from a shared counter, so a thread that
    /// starts late still gets its share.
    public func forEachElement(threads: Int, _ body: (_ element: Int, _ items: [SpecItem]) throws -> Void) throws {
        let threads = max(1, threads)
        guard threads > 1, count > 1 else {
            for element in 0..<count { try body(element, try items(at: element)) }
            return
        }
        let window = 256 * threads
        var start = 0
        while start < count {
            let end = min(count, start + window)
            var decoded = [Result<[SpecItem], Error>?](repeating: nil, count: end - start)
            decoded.withUnsafeMutableBufferPointer { results in
                let slots = results
                let run = 8
                let next = NSLock()
                var taken = 0
                DispatchQueue.concurrentPerform(iterations: threads) { _ in
                    while true {
                        next.lock()
                        let first = taken
                        taken += run
                        next.unlock()
                        guard first < slots.count else { return }
                        // Each run's slots are written by the one thread that took it.
                        for offset in first..<min(slots.count, first + run) {
                            slots[offset] = Result { try items(at: start + offset) }
                        }
                    }
                }
            }
            for (offset, result) in decoded.enumerated() { try body(start + offset, try result!.get()) }
            start = end
        }
    }
}
