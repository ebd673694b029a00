/// One run: a list of buttons and sheets, each laid out, checked against the limits, audited
/// and drawn once on one of N threads (`BatchRenderer`), then handed, with the layout it was
/// drawn from, to every sink in input order. What a run writes, prints, compares or collects
/// is the sinks' business (`RunSink`: files, the gallery, goldens, the command line's output);
/// the bytes do not depend on the thread count.
public struct Run {
    /// The buttons and sheets.
    public var inputs: RunInputs
    /// Outputs (formats and scales), metadata, audit and threads.
    public var options: BatchOptions

    /// A run of `inputs` with `options`.
    public init(inputs: RunInputs, options: BatchOptions) {
        self.inputs = inputs; self.options = options
    }

    /// Draws every item and passes it to `sinks` (see `RunSink` for which closure runs where),
    /// then calls each sink's `finish`. An invalid item does not stop the run: it is an item
    /// whose outcome is `.invalid`, and the others are drawn. What a sink throws stops the run
    /// and is rethrown. `renderer` is the calling thread's (drawing on one thread uses it),
    /// and its drawing caches are the run's; without one, the run makes a renderer with new
    /// caches of its own, gone when it ends (`RenderCaches`). `progress` follows each
    /// delivered item.
    @discardableResult
    public func execute(renderer: ButtonRenderer? = nil, sinks: [RunSink],
                        progress: (BatchProgress) -> Void = { _ in }) throws -> RunSummary {
        let batch = try BatchRenderer(options: options, renderer: renderer)
        let inputs = self.inputs
        let onThread = sinks.compactMap(\.onDrawingThread)
        @Sendable func runOnDrawingThread(_ result: BatchResult) throws -> BatchResult {
            let item = RunItem(result, kind: inputs.kind(at: result.index))
            for sink in onThread { try sink(item) }
            return result
        }
        let store: (@Sendable (BatchResult) throws -> BatchResult)? = onThread.isEmpty ? nil : runOnDrawingThread
        var summary = RunSummary()
        try batch.render(count: inputs.count, item: { try inputs.item($0) }, progress: progress, store: store) { result in
            let item = RunItem(result, kind: inputs.kind(at: result.index))
            summary.count(item)
            for sink in sinks { try sink.receive(item) }
        }
        for sink in sinks { try sink.finish(summary) }
        return summary
    }
}
