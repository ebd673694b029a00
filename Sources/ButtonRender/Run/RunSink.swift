/// Where a run's items go, as swift-snapshot-testing's `Snapshotting` is a value: a struct of
/// closures, so that a caller adds its own (the command line prints with one; files, the
/// gallery and goldens are sinks the library makes). Every closure is optional.
///
/// - `onDrawingThread` runs on the thread that drew the item, right after drawing, for the
///   work that should be as parallel as drawing (writing files, comparing with goldens). It
///   must be safe to call from several threads at once. What it throws stops the run at that
///   item's turn and is rethrown by `Run.execute`.
/// - `receive` runs on the calling thread, in input order. It sees an item's image and
///   metadata bytes only when a sink of the run says it reads them (`receivesBytes`, the
///   default); otherwise the run lets them go on the drawing thread, once the `onDrawingThread`
///   closures, which always see them, are done.
/// - `finish` runs once, after the last item, with the run's counts.
public struct RunSink {
    /// Runs on the drawing thread right after an item is drawn (or found invalid).
    public var onDrawingThread: (@Sendable (RunItem) throws -> Void)?
    /// Runs on the calling thread for every item, in input order.
    public var receive: (RunItem) throws -> Void
    /// Runs once after the last item.
    public var finish: (RunSummary) throws -> Void
    /// Whether `receive` reads the bytes of an item's images or metadata. When no sink of a
    /// run does, the items reach `receive` with those bytes empty (names, formats, scales and
    /// sizes kept): the drawing thread frees the buffers it made, and the calling thread hands
    /// over items without them.
    public var receivesBytes: Bool

    /// A sink of the given closures; `receivesBytes` false when `receive` never reads an
    /// item's image or metadata bytes.
    public init(onDrawingThread: (@Sendable (RunItem) throws -> Void)? = nil,
                receive: @escaping (RunItem) throws -> Void = { _ in },
                finish: @escaping (RunSummary) throws -> Void = { _ in },
                receivesBytes: Bool = true) {
        self.onDrawingThread = onDrawingThread; self.receive = receive; self.finish = finish
        self.receivesBytes = receivesBytes
    }
}
