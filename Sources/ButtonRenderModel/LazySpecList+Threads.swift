import Foundation

extension LazySpecList {
    /// Decodes every element on `threads` threads and hands each element's items to `body` on
    /// the calling thread, in element order, exactly as calling `items(at:)` for each element in
    /// turn would: the first element that fails is thrown after every element before it was
    /// handed over, and nothing after it is. The threads are the batch renderer's
    /// (`OrderedParallelRun`): at most 256 decoded elements per thread wait for their turn.
    package func forEachElement(threads: Int, _ body: (_ element: Int, _ items: [SpecItem]) throws -> Void) throws {
        let threads = max(1, threads)
        guard threads > 1, count > 1 else {
            for element in 0..<count { try body(element, try items(at: element)) }
            return
        }
        let list = self
        var element = 0
        try OrderedParallelRun.run(count: count, jobs: threads, window: 256 * threads,
                                   makeWorker: {},
                                   work: { _, index in Result { try list.items(at: index) } },
                                   deliver: { decoded in
                                       try body(element, try decoded.get())
                                       element += 1
                                   })
    }
}
