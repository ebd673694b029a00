import ButtonRenderSupport
/// Renders a list of buttons and sheets into encoded files (formats × scales, metadata,
/// audit) on N threads, delivering each item's result in input order; the bytes do not depend
/// on the number of threads. The pipeline behind `render-cli render` and `catalog`.
///
/// `render(_:progress:deliver:)` streams: each item is laid out, checked against the canvas
/// and blur limits, audited, drawn, encoded and described (`name.layout.json`) once, all on
/// the worker thread that took it, and only its result (Sendable bytes and reports) travels
/// to the calling thread, in input order, through a bounded window, so a long run holds a few
/// items at a time, never all of them. `check` is the other way, for a caller that must
/// refuse bad input before anything is drawn: it lays out, limits and audits every item on
/// the calling thread and returns a plan, which then `render`s. Not safe to share between
/// threads (it owns this thread's renderer).
///
/// Its drawing caches (`caches`: kept layers and shadow blurs) are its renderer's, and every
/// thread that draws its items paints through them; a batch renderer over another renderer
/// (or made without one) shares none of them.
package final class BatchRenderer {
    /// What to draw and on how many threads.
    package let options: BatchOptions
    /// The renderer of the calling thread (checks, and drawing on one thread).
    package let renderer: ButtonRenderer
    /// The pixel budget of the last run on several threads (its `peak` is what tests read).
    private(set) var lastPixelBudget: PixelBudget?

    /// The drawing caches of this batch's runs: its renderer's, handed to the renderer of
    /// every thread that draws.
    package var caches: RenderCaches { renderer.caches }

    /// Creates a batch renderer with its own fonts and drawing caches, or over `renderer`
    /// (the calling thread's), whose caches its runs then use.
    package init(options: BatchOptions, renderer: ButtonRenderer? = nil) throws {
        self.options = options
        self.renderer = try renderer ?? ButtonRenderer()
    }

    /// Lays out, checks and audits every item, in input order, drawing nothing. An item that
    /// cannot be drawn gets a located error in its check; the others keep their layouts for
    /// drawing.
    package func check(_ items: [SpecItem]) -> BatchPlan {
        let checker = BatchItemDrawer(renderer: renderer, options: options)
        var checks: [BatchCheck] = []
        var layouts: [PreparedItem?] = []
        checks.reserveCapacity(items.count); layouts.reserveCapacity(items.count)
        for item in items {
            let (check, prepared) = checker.check(item)
            checks.append(check)
            layouts.append(prepared)
        }
        return BatchPlan(items: items, checks: checks, layouts: layouts, options: options, renderer: renderer)
    }

    /// Checks and renders `items` in one pass: each item is laid out, checked, audited and
    /// drawn once, on the thread that took it, and its result (its files and audit, or its
    /// located error and no files) is passed to `deliver` in input order, on the calling
    /// thread, as soon as it and every item before it are done. The other items are drawn
    /// whatever one of them found. `store`, when given, runs on the thread that drew the item,
    /// right after drawing, so that writing files is as parallel as drawing: what it returns is
    /// delivered instead (say, the result without its bytes), and what it throws is rethrown
    /// at that item's turn, stopping the batch. `progress` follows each delivery; its total is
    /// the images of the items not (yet) found invalid. An error thrown by `deliver` stops the
    /// batch and is rethrown.
    package func render(_ items: [SpecItem], progress: (BatchProgress) -> Void = { _ in },
                       store: (@Sendable (BatchResult) throws -> BatchResult)? = nil,
                       deliver: (BatchResult) throws -> Void) throws {
        try render(count: items.count, item: { items[$0] }, progress: progress, store: store, deliver: deliver)
    }

    /// `render(_:progress:store:deliver:)` over `count` items that `item` gives by position,
    /// called on the thread that draws the item, so that a long list can be decoded as it is
    /// drawn and never held whole (`LazySpecList`). An item that `item` cannot give is
    /// delivered as its error (located when it is a `SpecError`), with no files.
    package func render(count: Int, item: @escaping @Sendable (Int) throws -> SpecItem,
                       progress: (BatchProgress) -> Void = { _ in },
                       store: (@Sendable (BatchResult) throws -> BatchResult)? = nil,
                       deliver: (BatchResult) throws -> Void) throws {
        let options = self.options, fonts = renderer.engine.registry.fonts, caches = self.caches, systems = renderer.systems
        let perItem = options.outputs.count
        var done = 0, failed = 0
        func emit(_ result: BatchResult) throws {
            try deliver(result)
            if result.error != nil { failed += 1 }
            done += result.images.count
            progress(BatchProgress(done: done, total: (count - failed) * perItem))
        }
        @Sendable func draw(_ index: Int, with drawer: BatchItemDrawer) -> BatchResult {
            do { return drawer.checkAndDraw(try item(index), index: index) } catch {
                return BatchResult(index: index, name: "", images: [], metadata: nil, audits: [],
                                   error: error as? SpecError ?? SpecError(message: "\(error)"))
            }
        }
        if options.jobs <= 1 || count <= 1 {
            let drawer = BatchItemDrawer(renderer: renderer, options: options)
            for index in 0..<count {
                let result = draw(index, with: drawer)
                try emit(try store?(result) ?? result)
            }
            return
        }
        let budget = PixelBudget(total: options.pixelBudget)
        lastPixelBudget = budget
        try OrderedParallelRun.run(count: count, jobs: options.jobs, window: options.effectiveWindow,
                                   makeWorker: { try BatchItemDrawer.worker(fonts: fonts, caches: caches, systems: systems, options: options, budget: budget) },
                                   work: { drawer, index in
                                       let result = draw(index, with: drawer)
                                       guard let store else { return StoredResult.success(result) }
                                       return StoredResult { try store(result) }
                                   },
                                   deliver: { try emit(try $0.get()) })
    }
}

/// A drawn item after the caller's `store` ran on its thread: the result to deliver, or what
/// `store` threw.
private typealias StoredResult = Result<BatchResult, any Error>
