import ArgumentParser
import ButtonRender
import Foundation

/// `render-cli bench`: prints render figures for a fixed workload.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure rendering speed on a fixed workload.",
        discussion: """
        Workload: contained buttons with elevation 2, a bounded ripple and a label, at @2x, \
        single-threaded. Prints microseconds per button without encoding (resolve, layout, \
        paint) and with PNG encoding in memory. Build with -c release for meaningful figures.
        """
    )

    @Option(name: .shortAndLong, help: "Buttons per measurement.")
    var iterations = 2000

    func validate() throws {
        guard (1...1_000_000).contains(iterations) else { throw ValidationError("--iterations must be in 1...1000000") }
    }

    func run() throws {
        let renderer = try ButtonRenderer()
        let result = try Benchmark.run(iterations: iterations, renderer: renderer)
        print("render workload: \(result.iterations) contained buttons, elevation 2, bounded ripple, label, @2x, 1 thread")
        print(String(format: "  paint only (resolve+layout+paint): %8.1f us/button", result.paintMicroseconds))
        print(String(format: "  with PNG encoding in memory:       %8.1f us/button  (%d bytes avg)", result.totalMicroseconds, result.averagePNGBytes))
    }
}
