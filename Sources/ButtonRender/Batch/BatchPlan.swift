import Foundation
import ButtonRenderSupport

/// A checked batch: every item's audit and, for those that cannot be drawn, the located
/// error; `render` draws the others from the layouts the check made (values, so every worker
/// thread draws them as they are, laying nothing out again). Made by `BatchRenderer.check`;
/// it holds the checking thread's renderer, so use it on that thread; every thread draws
/// through that renderer's caches (`RenderCaches`).
package final class BatchPlan {
    /// The items, in input order.
    package let items: [SpecItem]
    /// What checking each item found, in input order.
    package let checks: [BatchCheck]
    /// What to draw.
    package let options: BatchOptions
    /// Layouts made by the check, nil where it failed.
    private let layouts: [PreparedItem?]
    /// The checking thread's renderer.
    private let renderer: ButtonRenderer
    /// The pixel budget of the last render on several threads (its `peak` is what tests read).
    private(set) var lastPixelBudget: PixelBudget?

    init(items: [SpecItem], checks: [BatchCheck], layouts: [PreparedItem?], options: BatchOptions, renderer: ButtonRenderer) {
        self.items = items; self.checks = checks; self.layouts = layouts; self.options = options; self.renderer = renderer
    }

    /// The located errors of the items that cannot be drawn, in input order.
    package var errors: [SpecError] { checks.compactMap(\.error) }

    /// The sheets' layouts, in input order (their buttons name the files they read).
    package var sheetLayouts: [SheetLayout] {
        layouts.compactMap { if case .sheet(_, let l) = $0 { return l } else { return nil } }
    }

    /// The images `render` draws: the outputs of every item that checked well.
    package var imageCount: Int { checks.filter { $0.error == nil }.count * options.outputs.count }

    /// Draws every item, on `options.jobs` threads, and passes each result to `deliver` in
    /// input order on the calling thread; an item whose check failed is delivered with its
    /// error and no files. At most `options.window` finished items wait for an earlier one, so
    /// a long run never holds all its files. `progress` follows each delivery. The first error
    /// `deliver` throws stops the drawing and is rethrown.
    package func render(progress: (BatchProgress) -> Void = { _ in }, deliver: (BatchResult) throws -> Void) throws {
        let total = imageCount
        var done = 0
        func emit(_ result: BatchResult) throws {
            try deliver(result)
            done += result.images.count
            progress(BatchProgress(done: done, total: total))
        }
        let drawable = checks.filter { $0.error == nil }.count
        if options.jobs <= 1 || drawable <= 1 {
            // One thread: the check's layouts, drawn on this thread.
            let drawer = BatchItemDrawer(renderer: renderer, options: options)
            for (index, item) in items.enumerated() {
                try emit(Self.result(index, item, check: checks[index], drawer: drawer, prepared: layouts[index]))
            }
            return
        }
        let items = self.items, checks = self.checks, layouts = self.layouts, options = self.options
        let fonts = renderer.engine.registry.fonts, caches = renderer.caches, systems = renderer.systems
        let budget = PixelBudget(total: options.pixelBudget)
        lastPixelBudget = budget
        try OrderedParallelRun.run(count: items.count, jobs: options.jobs, window: options.effectiveWindow,
                                   makeWorker: { try BatchItemDrawer.worker(fonts: fonts, caches: caches, systems: systems, options: options, budget: budget) },
                                   work: { drawer, index in
                                       Self.result(index, items[index], check: checks[index], drawer: drawer, prepared: layouts[index])
                                   },
                                   deliver: emit)
    }

    /// The result of item `index`: its check's error, or the item drawn by `drawer` from the
    /// check's layout.
    private static func result(_ index: Int, _ item: SpecItem, check: BatchCheck, drawer: BatchItemDrawer,
                               prepared: PreparedItem?) -> BatchResult {
        guard check.error == nil, let prepared else {
            var result = BatchResult(index: index, name: item.outputName, images: [], metadata: nil, audits: check.audits,
                                     error: check.error ?? item.source.locate(FieldError([], "no layout was made for this item")))
            result.item = item
            return result
        }
        return drawer.draw(prepared, index: index, audits: check.audits)
    }
}
