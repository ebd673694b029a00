import Foundation

/// Figures from one benchmark run.
public struct BenchmarkResult: Sendable {
    /// Buttons rendered per measurement.
    public var iterations: Int
    /// Microseconds per button: resolve, layout and paint, no encoding.
    public var paintMicroseconds: Double
    /// Microseconds per button including PNG encoding in memory.
    public var totalMicroseconds: Double
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

    /// Runs the workload `iterations` times after a warm-up and returns per-button figures.
    public static func run(iterations: Int, renderer: ButtonRenderer) throws -> BenchmarkResult {
        let specs = workload()
        for spec in specs { _ = try renderer.render(spec, format: .png) }  // warm caches
        let clock = ContinuousClock()
        var bytes = 0
        let paintTime = try clock.measure {
            for i in 0..<iterations {
                let layout = try renderer.layout(specs[i % specs.count])
                _ = try renderer.paintedImage(layout)
            }
        }
        let totalTime = try clock.measure {
            for i in 0..<iterations {
                bytes += try renderer.render(specs[i % specs.count], format: .png).bytes.count
            }
        }
        func micros(_ d: Duration) -> Double {
            let c = d.components
            return (Double(c.seconds) * 1e6 + Double(c.attoseconds) / 1e12) / Double(iterations)
        }
        return BenchmarkResult(iterations: iterations, paintMicroseconds: micros(paintTime),
                               totalMicroseconds: micros(totalTime), averagePNGBytes: bytes / max(1, iterations))
    }
}
