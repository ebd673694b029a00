/// Where a run's items go, as swift-snapshot-testing's `Snapshotting` is a value: a struct of
/// closures, so that a caller adds its own (the command line prints with one; files, the
/// gallery and goldens are sinks the library makes). Every closure is optional.
///
/// - `onDrawingThread` runs on the thread that drew the item, right after drawing, for the
///   work that should be as parallel as drawing (writing files, comparing with goldens). It
///   must be safe to call from several threads at once. What it throws stops the run at that
///   item's turn and is rethrown by `Run.execute`.
/// - `receive` runs on the calling thread, in input order.
/// - `finish` runs once, after the last item, with the run's counts.
public struct RunSink {
    /// Runs on the drawing thread right after an item is drawn (or found invalid).
    public var onDrawingThread: (@Sendable (RunItem) throws -> Void)?
    /// Runs on the calling thread for every item, in input order.
    public var receive: (RunItem) throws -> Void
    /// Runs once after the last item.
    public var finish: (RunSummary) throws -> Void

    /// A sink of the given closures.
    public init(onDrawingThread: (@Sendable (RunItem) throws -> Void)? = nil,
                receive: @escaping (RunItem) throws -> Void = { _ in },
                finish: @escaping (RunSummary) throws -> Void = { _ in }) {
        self.onDrawingThread = onDrawingThread; self.receive = receive; self.finish = finish
    }
}
