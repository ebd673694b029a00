/// The figure of several measured runs: the best one (machines here are shared and noisy, so
/// the least disturbed run is the figure) with the median beside it.
public struct Timing: Sendable, Encodable, Equatable {
    /// The best run: the smallest value, or the largest when larger is better.
    public var best: Double
    /// The median run (the upper median for an even count).
    public var median: Double
    /// How many runs were measured.
    public var runs: Int

    /// A figure already reduced elsewhere.
    public init(best: Double, median: Double, runs: Int) {
        self.best = best
        self.median = median
        self.runs = runs
    }

    /// The figure of `samples` (at least one); `higherIsBetter` picks the largest as best.
    public init(_ samples: [Double], higherIsBetter: Bool = false) {
        let sorted = samples.sorted()
        best = (higherIsBetter ? sorted.last : sorted.first) ?? 0
        median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        runs = sorted.count
    }
}
