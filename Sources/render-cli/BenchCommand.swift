import ArgumentParser
import ButtonRender
import ButtonRenderTools
import Foundation

/// `render-cli bench`: prints render figures for a fixed workload.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure rendering speed on a fixed workload.",
        discussion: """
        Workload: contained buttons with elevation 2, a bounded ripple and a label, at @2x, \
        single-threaded. Prints microseconds per button without encoding (resolve, layout, \
        paint) and with PNG encoding in memory, each the fastest of --rounds rounds with the \
        median round beside it (shared machines are noisy). Then the diff figure (two 1000x1000 images with \
        scattered differences, and pixelmatch's 4a/4b fixture when found: milliseconds per \
        comparison) and the verify figure (catalog buttons rendered and checked per second; \
        identical encodings are not decoded). Build with -c release for meaningful figures.

        \(ExitStatus.help)
        """
    )

    @Option(name: .shortAndLong, help: "Buttons per measurement, split into --rounds rounds.")
    var iterations = 2000

    @Option(help: "Rounds per render figure; the fastest round is printed, and the median beside it.")
    var rounds = 5

    func validate() throws {
        guard (1...1_000_000).contains(iterations) else { throw ValidationError("--iterations must be in 1...1000000") }
        guard (1...100).contains(rounds) else { throw ValidationError("--rounds must be in 1...100") }
    }

    @Option(help: ArgumentHelp("Catalog goldens for the verify figure.", valueName: "dir"))
    var snapshots = "Snapshots/catalog"

    @Option(help: ArgumentHelp("pixelmatch's fixtures, for the diff figure on its 4a/4b pair.", valueName: "dir"))
    var fixtures = "Tests/ButtonRenderTests/Fixtures/pixelmatch"

    func run() throws {
        let renderer = try ButtonRenderer()
        let result = try Benchmark.run(iterations: iterations, rounds: min(rounds, iterations), renderer: renderer)
        print("render workload: \(result.iterations) contained buttons, elevation 2, bounded ripple, label, @2x, 1 thread;")
        print("  fastest of \(result.rounds) rounds (median round in brackets)")
        print(String(format: "  paint only (resolve+layout+paint): %8.1f us/button  (%.1f)", result.paintMicroseconds, result.medianPaintMicroseconds))
        print(String(format: "  with PNG encoding in memory:       %8.1f us/button  (%.1f; %d bytes avg)", result.totalMicroseconds,
                     result.medianTotalMicroseconds, result.averagePNGBytes))

        let (a, b) = DiffBenchmark.syntheticPair()
        let synthetic = DiffBenchmark.compareMilliseconds(a, b)
        print("diff: 1000x1000, scattered differences, with diff image, best of 20")
        print(String(format: "  %8.2f ms per comparison  (%d pixels differ)", synthetic.milliseconds, synthetic.mismatched))
        if let x = try? PNGDecoder.decode(file: fixtures + "/4a.png"), let y = try? PNGDecoder.decode(file: fixtures + "/4b.png") {
            let fixture = DiffBenchmark.compareMilliseconds(x, y, options: DiffOptions(threshold: 0.05))
            print(String(format: "  %8.2f ms per comparison of pixelmatch's 4a/4b (%dx%d, %d pixels differ)", fixture.milliseconds, x.width, x.height, fixture.mismatched))
        }
        let hasGoldens = FileManager.default.fileExists(atPath: snapshots)
        let verify = try DiffBenchmark.verifyRate(renderer: renderer, goldens: hasGoldens ? snapshots : nil)
        print("verify: catalog at @2x, render + compare with \(hasGoldens ? "goldens in " + snapshots : "an in-memory first render")")
        print(String(format: "  %8.0f buttons/s  (%d buttons, %d needed decoding)", verify.perSecond, verify.buttons, verify.decoded))
    }
}
