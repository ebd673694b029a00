import ArgumentParser
import ButtonRender
import ButtonRenderTools
import Foundation

/// `render-cli bench`: prints every figure of the speed issue, each beside its goal, or one
/// JSON object of them with `--json`.
struct BenchCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "bench",
            abstract: "Measure rendering speed: every figure of the speed goals, each beside its goal.",
            discussion: HelpPrinting.discussion("""
            Build with -c release for meaningful figures. Times are the best of several runs with \
            the median beside it (machines here are shared and noisy: the least disturbed run is \
            the figure). Whole-process figures run this same binary as a child process on files in \
            a temporary folder (removed afterwards) and time it from spawn to exit.

            FIGURES (--only picks some, comma-separated; default all):
              in-memory  resolve + layout + paint, and the same + PNG encoding, of contained buttons \
            (elevation 2, bounded ripple, label) at @2x on one thread, in this process: us/button, \
            fastest of --rounds rounds over --iterations buttons. Goal <= 0.12x the C workload \
            (about 250 us where C takes 2.2 ms).
              system-file  Anatomy buttons (3 styles x 4 states, @2x) drawn in this process through \
            the built-in system and through a copy of its system file and token files named by path, \
            alternating round by round: us/button each and the ratio. Goal <= 1.10x.
              process    the whole process users run: `render SPEC --out DIR --scale 2 --jobs 1` \
            on one JSON spec file of --buttons contained buttons (elevation 2, a bounded white \
            ripple, six labels; the file the C baseline's compare.sh writes), metadata on: \
            us/button. Goal <= 0.2x the C workload per button. Beside it: the child's CPU time in \
            its own code (user) and in the kernel (system), and the same files written again by a \
            plain loop in the same folder (create, write, rename, one folder sync): the floor the \
            file system sets, which on some machines is most of the figure; and a one-button \
            render (as many runs, after them), its time spread over the buttons: the start-up no \
            button causes. With in-memory also \
            asked for, each run follows one in-memory round of the same buttons (the spec file read \
            in this process, each button drawn and PNG-encoded in memory), and the process's \
            bookkeeping (its us/button less that drawing and encoding: reading the spec, metadata, \
            audit, files, start-up) over the drawing is printed, best run over best round and run \
            by run (the median pair is the steadier figure). Goal < 0.5.
              parallel   the same with --jobs N (default: the cores): us/button, the speed-up \
            against --jobs 1 (best run over best run), the same run by run (each --jobs 1 run over \
            the --jobs N run right after it: best and median pair, steadier on a noisy machine), \
            the cores the --jobs N run kept busy (its CPU time over its wall-clock time), and \
            whether both output folders are byte-identical. Goal >= 0.9 x N faster, identical \
            output; a difference fails the run (exit 1). Runs `process` too, for the speed-up.
              verify     `verify --catalog` (PNG @1x and @2x and SVG of every catalog button) as a \
            child against --snapshots (or goldens the bench records first), with a verification \
            cache in the temporary folder: run cold (empty cache, every image drawn), then warm \
            (unchanged buttons skipped); buttons/s of the warm run, the cold one beside it. Goal \
            >= 10,000.
              diff       `diff A.png B.png --json` as a child on two --diff-size square PNGs with \
            about 1% scattered differences that the bench writes: ms; also the same comparison in \
            this process on decoded images. With --pixelmatch PATH (a checkout of pixelmatch: its \
            index.js) and node on PATH, pixelmatch on node over the same images: a script written \
            to the temporary folder reads both as raw RGBA files (so no pngjs and no PNG decoding \
            on node's side) and calls pixelmatch with its defaults (threshold 0.1, no \
            anti-aliased pixels counted, no output image), as render-cli diff's defaults are. \
            `ratio` is node's whole process over render-cli diff's whole process; `callRatio` is \
            the time inside node for reading the files plus the call over the same, a stricter \
            lower bound. Goal >= 6.6x (odiff's published margin over pixelmatch).
              startup    a `render` process of one button (PNG @2x, metadata), best of \
            --startup-runs: ms. Goal <= 25 ms.
              memory     peak resident memory (the child's ru_maxrss from wait4) of `render` \
            children for --memory-buttons (default 1,000 and 10,000 buttons, --jobs N): KB and their \
            ratio. Goal <= 1.2 (flat: stream, don't collect). Measured before the other figures \
            (Linux counts the spawning process's own peak in a child's ru_maxrss), printed last.

            THE C BASELINE: the goals of in-memory and process are ratios to a plain C + Cairo + \
            Pango workload run beside ButtonRender in the same run (the project's external \
            yardstick, compare.sh, which also times this tool). The bench prints absolute figures; \
            divide by the C workload's us/button from the same run to read the ratio.

            --json prints one object and nothing else on standard output (progress goes to standard \
            error): {"figures": [names run], "cores", "inMemory", "systemFile", "process", "parallel", \
            "verify", "diff", "startup", "memory"}; a figure not run is null. Times are {"best", \
            "median", "runs"}. inMemory: goal, buttons, rounds, paintMicroseconds, \
            microsecondsPerButton, averagePNGBytes. systemFile: goal, buttons, rounds, \
            builtInMicroseconds, fileMicroseconds, ratio. process: goal, buttons, jobs, microsecondsPerButton, \
            userMicrosecondsPerButton, systemMicrosecondsPerButton, \
            fileWritingFloorMicrosecondsPerButton, startUpMicrosecondsPerButton, bookkeepingOverDrawing and \
            pairedBookkeepingOverDrawing (null unless in-memory ran too), bookkeepingGoal. parallel: goal, buttons, jobs, microsecondsPerButton, speedup, pairedSpeedup, coresBusy, \
            goalSpeedup, identicalOutput, files. verify: goal, childProcess (true), buttons, images, \
            buttonsPerSecond, coldButtonsPerSecond, goldens (null when the bench recorded its own), \
            unchanged, decoded. diff: \
            goal, width, height, milliseconds, mismatchedPixels, inProcessMilliseconds, pixelmatch \
            (null, or entry, nodeVersion, processMilliseconds, callMilliseconds, mismatchedPixels, \
            ratio, callRatio). startup: goal, milliseconds. memory: goal, jobs, smallButtons, \
            largeButtons, smallPeakKilobytes, largePeakKilobytes, ratio.

            A quick run: bench --only in-memory,process,parallel --iterations 200 --buttons 200 --runs 1

            \(ExitStatus.help)
            """)
        )
    }

    @Option(help: ArgumentHelp("Figures to run, comma-separated: \(BenchFigure.allCases.map(\.rawValue).joined(separator: ",")) (default all).", valueName: "list"))
    var only: String?

    @Flag(help: "Print one JSON object with every figure, nothing else on standard output.")
    var json = false

    @Option(name: .shortAndLong, help: "in-memory: buttons per measurement, split into --rounds rounds.")
    var iterations = 2000

    @Option(help: "in-memory: rounds; the fastest round is the figure, the median beside it.")
    var rounds = 5

    @Option(help: "process, parallel: buttons in the spec file.")
    var buttons = 2000

    @Option(help: "process, parallel, verify, diff: runs of each; the best is the figure, the median beside it.")
    var runs = 3

    @Option(help: "startup: one-button render processes; the fastest is the figure.")
    var startupRuns = 10

    @Option(help: "parallel, memory: --jobs of the child (default: the number of cores).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("memory: the two spec sizes, small then large.", valueName: "n,n"))
    var memoryButtons = "1000,10000"

    @Option(help: "diff: width and height of the two generated images.")
    var diffSize = 1000

    @Option(help: ArgumentHelp("diff: a checkout of pixelmatch (its folder, holding index.js, or the .js file) to time on node beside render-cli diff.", valueName: "path"))
    var pixelmatch: String?

    @Option(help: ArgumentHelp("verify: catalog goldens (default Snapshots/catalog; without them, a first render kept in memory).", valueName: "dir"))
    var snapshots = "Snapshots/catalog"

    func validate() throws {
        guard (1...1_000_000).contains(iterations) else { throw ValidationError("--iterations must be in 1...1000000") }
        guard (1...100).contains(rounds) else { throw ValidationError("--rounds must be in 1...100") }
        guard (1...1_000_000).contains(buttons) else { throw ValidationError("--buttons must be in 1...1000000") }
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be in 1...100") }
        guard (1...1000).contains(startupRuns) else { throw ValidationError("--startup-runs must be in 1...1000") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be in 1...64") }
        guard (1...10_000).contains(diffSize) else { throw ValidationError("--diff-size must be in 1...10000") }
        _ = try selectedFigures()
        _ = try memorySizes()
        if let pixelmatch, PixelmatchRun.entryFile(in: pixelmatch) == nil {
            throw ValidationError("--pixelmatch \(pixelmatch): no index.js or dist/index.js there")
        }
    }

    /// The figures `--only` names, in the order they run.
    func selectedFigures() throws -> Set<BenchFigure> {
        guard let only else { return Set(BenchFigure.allCases) }
        var figures = Set<BenchFigure>()
        for name in only.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let figure = BenchFigure(rawValue: name) else {
                throw ValidationError("--only: unknown figure '\(name)'; the figures are \(BenchFigure.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            figures.insert(figure)
        }
        guard !figures.isEmpty else { throw ValidationError("--only names no figure") }
        return figures
    }

    /// `--memory-buttons` as two counts.
    func memorySizes() throws -> (small: Int, large: Int) {
        let counts = memoryButtons.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard counts.count == 2, counts.allSatisfy({ (1...1_000_000).contains($0) }) else {
            throw ValidationError("--memory-buttons must be two counts in 1...1000000, small then large, like 1000,10000")
        }
        return (counts[0], counts[1])
    }

    func run() throws {
        let figures = try selectedFigures()
        let text = BenchText(enabled: !json)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("render-cli-bench-\(getpid())").path
        try? FileManager.default.removeItem(atPath: scratch)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let runner = BenchRunner(executable: ChildProcess.currentExecutable(), scratch: scratch, runs: runs)
        let report: BenchReport
        do {
            report = try measure(figures, with: runner, printingTo: text)
        } catch let error as ChildProcessError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitStatus.checkFailed
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        }
        if let parallel = report.parallel, !parallel.identicalOutput {
            FileHandle.standardError.write(Data("error: --jobs 1 and --jobs \(parallel.jobs) wrote different files\n".utf8))
            throw ExitStatus.checkFailed
        }
    }

    /// Measures `figures` with `runner` in the order that keeps them fair, printing each to
    /// `text` as soon as it is measured (memory last).
    private func measure(_ figures: Set<BenchFigure>, with runner: BenchRunner, printingTo text: BenchText) throws -> BenchReport {
        var report = BenchReport(figures: BenchFigure.allCases.filter(figures.contains).map(\.rawValue),
                                 cores: ProcessInfo.processInfo.activeProcessorCount)
        // Measured first, printed last: Linux counts the spawning process's own peak memory
        // in a child's `ru_maxrss` (the high-water mark of the memory a `posix_spawn` child
        // borrows until it runs `exec`), so once the in-memory figures have grown this
        // process, every child would report at least its size.
        if figures.contains(.memory) {
            let sizes = try memorySizes()
            report.memory = try runner.memory(small: sizes.small, large: sizes.large, jobs: jobs)
        }
        if figures.contains(.inMemory) {
            BenchProgress.note("in-memory: \(iterations) buttons in \(rounds) rounds")
            report.inMemory = try runner.inMemory(iterations: iterations, rounds: min(rounds, iterations))
            text.print(report.inMemory!)
        }
        if figures.contains(.systemFile) {
            BenchProgress.note("system-file: \(iterations) Anatomy buttons in \(rounds) rounds, built in and from a file")
            report.systemFile = try runner.systemFile(iterations: iterations, rounds: min(rounds, iterations))
            text.print(report.systemFile!)
        }
        if figures.contains(.process) || figures.contains(.parallel) {
            let (serial, parallel) = try runner.wholeProcess(buttons: buttons, jobs: figures.contains(.parallel) ? jobs : nil,
                                                             pairedDrawing: figures.contains(.inMemory))
            report.process = serial
            report.parallel = parallel
            text.print(serial)
            if let parallel { text.print(parallel) }
        }
        if figures.contains(.verify) {
            let hasGoldens = FileManager.default.fileExists(atPath: snapshots)
            BenchProgress.note("verify: the catalog, \(runs) runs")
            report.verify = try runner.verify(goldens: hasGoldens ? snapshots : nil)
            text.print(report.verify!)
        }
        if figures.contains(.diff) {
            report.diff = try runner.diff(size: diffSize, pixelmatch: pixelmatch.flatMap(PixelmatchRun.entryFile(in:)))
            text.print(report.diff!)
        }
        if figures.contains(.startup) {
            BenchProgress.note("startup: \(startupRuns) one-button render processes")
            report.startup = try runner.startup(runs: startupRuns)
            text.print(report.startup!)
        }
        if let memory = report.memory { text.print(memory) }
        return report
    }
}

/// The figures `bench` can run, by their `--only` names.
enum BenchFigure: String, CaseIterable {
    case inMemory = "in-memory", systemFile = "system-file", process, parallel, verify, diff, startup, memory
}
