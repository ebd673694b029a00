import Foundation
import ButtonRenderModel
import ButtonRenderSupport

extension LazySpecList {
    /// Decodes every element on `threads` threads and hands each element's items to `body` on
    /// the calling thread, in element order, exactly as calling `items(at:)` for each element in
    /// turn would, but for one thing: a button comes without its YAML node
    /// (`SpecSource.droppingNode`: composed again from the file's text only to locate an error,
    /// at the same line, column and field), dropped on the thread that decoded it, so that the
    /// calling thread neither keeps nor frees a node graph. The first element that fails is
    /// thrown after every element before it was handed over, and nothing after it is. The
    /// threads are the batch renderer's (`OrderedParallelRun`): at most 256 decoded elements
    /// per thread wait for their turn.
    package func forEachElement(threads: Int, _ body: (_ element: Int, _ items: [SpecItem]) throws -> Void) throws {
        let threads = max(1, threads)
        let list = self
        @Sendable func decoded(_ element: Int) throws -> [SpecItem] {
            try list.items(at: element).map { item in
                guard case .button(var button) = item else { return item }
                button.source = button.source.droppingNode { list.node(at: element) }
                return .button(button)
            }
        }
        guard threads > 1, count > 1 else {
            for element in 0..<count { try body(element, try decoded(element)) }
            return
        }
        var element = 0
        try OrderedParallelRun.run(count: count, jobs: threads, window: 256 * threads,
                                   makeWorker: {},
                                   work: { _, index in Result { try decoded(index) } },
                                   deliver: { decoded in
                                       try body(element, try decoded.get())
                                       element += 1
                                   })
    }
}
