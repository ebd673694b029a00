/// What a batch draws for each item and on how many threads.
public struct BatchOptions: Sendable {
    /// The images of each item, in the order its files are delivered.
    public var outputs: [BatchOutput]
    /// Deliver `name.layout.json` (layout rects, sizes, accessibility, audit) with each item.
    /// It lists the scales of the first output's format.
    public var metadata: Bool
    /// Audit each button (each button of a sheet) and deliver the reports.
    public var audit: Bool
    /// Threads that draw; each has its own Cairo and Pango objects. The bytes do not depend on it.
    public var jobs: Int
    /// How many items may be drawn ahead of the next one delivered (at least `jobs`): the most
    /// finished items held in memory waiting for an earlier one. Nil is four per thread.
    public var window: Int?
    /// The most canvas pixels the run's threads draw at once (each item counts its largest
    /// canvas): a thread waits before drawing an item that would go over it, and an item
    /// larger than it is drawn alone. See `defaultPixelBudget`.
    public var pixelBudget: Int = BatchOptions.defaultPixelBudget

    /// Two of the largest canvases `CanvasLimits` allows: about 1 GB of drawing memory (8
    /// bytes a pixel), however many threads run. Buttons of ordinary sizes never wait.
    public static let defaultPixelBudget = 2 * CanvasLimits.maximumPixels

    /// Creates options: PNG at each item's own scale, with metadata and audit, on one thread.
    public init(outputs: [BatchOutput] = [BatchOutput(format: .png)], metadata: Bool = true, audit: Bool = true,
                jobs: Int = 1, window: Int? = nil) {
        self.outputs = outputs; self.metadata = metadata; self.audit = audit; self.jobs = jobs; self.window = window
    }

    /// The pixel scales an item whose own scale is `own` is drawn at, in output order.
    func scales(own: Int) -> [Int] { outputs.map { $0.scale ?? own } }

    /// The scales `name.layout.json` lists: those of the first output's format.
    func metadataScales(own: Int) -> [Int] {
        guard let first = outputs.first?.format else { return [own] }
        return outputs.filter { $0.format == first }.map { $0.scale ?? own }
    }

    /// The thread counts a run may ask for (`render --jobs`, `catalog --jobs`).
    public static let jobRange = 1...64

    /// The thread count a run uses unless told otherwise: one per core, clamped to
    /// `jobRange`, so a machine of 128 cores runs 64 rather than refusing its own default.
    public static func defaultJobs(processorCount: Int) -> Int {
        min(max(processorCount, jobRange.lowerBound), jobRange.upperBound)
    }

    /// The reorder window, never below the thread count.
    var effectiveWindow: Int { max(max(1, jobs), window ?? 4 * max(1, jobs)) }
}
