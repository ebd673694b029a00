import ButtonRender
import Foundation

/// Figures from one benchmark run.
public struct BenchmarkResult: Sendable {
    /// Buttons rendered per measurement.
    public var iterations: Int
    /// Rounds each figure was measured in; the figures are the fastest round's.
    public var rounds: Int
    /// Microseconds per button: resolve, layout and paint, no encoding (fastest round).
    public var paintMicroseconds: Double
    /// Microseconds per button including PNG encoding in memory (fastest round).
    public var totalMicroseconds: Double
    /// The median round's microseconds per button, without and with encoding.
    public var medianPaintMicroseconds: Double, medianTotalMicroseconds: Double
    /// Average PNG size in bytes.
    public var averagePNGBytes: Int
}

/// The fixed render workload of `render-cli bench`: contained buttons with elevation 2, a
/// bounded ripple and a label, at @2x, PNG-encoded in memory, single-threaded.
public enum Benchmark {
    /// The workload's specs (labels vary so text shaping is not a single cached string).
    public static func workload() -> [ButtonSpec] {
        let titles = ["Add to cart", "Buy now", "Continue", "Save", "Share", "Download", "Sign in", "Learn more"]
        return titles.enumerated().map { i, title in
            ButtonSpec(name: "bench-\(i)", style: .contained, state: .normal, title: title, elevation: 2,
                       ripple: RippleSpec(x: 20, y: 18, progress: 0.3), scale: 2)
        }
    }

    /// Runs the workload `iterations` times after a warm-up, split into `rounds` rounds that
    /// alternate painting and painting with encoding, and returns per-button figures of the
    /// fastest round and of the median one (shared machines are noisy: the fastest round is
    /// the one least disturbed).
    public static func run(iterations: Int, rounds: Int = 5, renderer: ButtonRenderer) throws -> BenchmarkResult {
        let specs = workload()
        for spec in specs { _ = try renderer.render(spec, format: .png) }  // warm caches
        let clock = ContinuousClock()
        let perRound = max(1, iterations / max(1, rounds))
        var bytes = 0, encoded = 0
        var paint: [Double] = [], total: [Double] = []
        func micros(_ d: Duration) -> Double { d.inSeconds * 1e6 / Double(perRound) }
        for _ in 0..<max(1, rounds) {
            paint.append(micros(try clock.measure {
                for i in 0..<perRound {
                    let layout = try renderer.layout(specs[i % specs.count])
                    _ = try renderer.paintedImage(layout)
                }
            }))
            let round = try encodingRound(count: perRound, of: specs, renderer: renderer)
            total.append(round.microsecondsPerButton)
            bytes += round.bytes
            encoded += perRound
        }
        paint.sort(); total.sort()
        return BenchmarkResult(iterations: perRound * paint.count, rounds: paint.count,
                               paintMicroseconds: paint[0], totalMicroseconds: total[0],
                               medianPaintMicroseconds: paint[paint.count / 2], medianTotalMicroseconds: total[total.count / 2],
                               averagePNGBytes: bytes / max(1, encoded))
    }

    /// One timed round of `count` buttons cycling through `specs`, each resolved, laid out,
    /// painted and PNG-encoded in memory: microseconds per button and the PNG bytes made.
    /// No warm-up: call it after one.
    public static func encodingRound(count: Int, of specs: [ButtonSpec], renderer: ButtonRenderer) throws
        -> (microsecondsPerButton: Double, bytes: Int) {
        var bytes = 0
        let elapsed = try ContinuousClock().measure {
            for i in 0..<count { bytes += try renderer.render(specs[i % specs.count], format: .png).bytes.count }
        }
        return (elapsed.inSeconds * 1e6 / Double(max(1, count)), bytes)
    }
}
