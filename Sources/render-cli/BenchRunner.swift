import ButtonRender
import ButtonRenderTools
import Foundation

/// Measures `bench`'s figures: in-process workloads through `ButtonRenderTools`, whole-process
/// ones by running this binary as a child on files in `scratch`.
struct BenchRunner {
    /// This binary, run as the child of the process figures.
    let executable: String
    /// The temporary folder the spec files, images and outputs go into.
    let scratch: String
    /// Runs of each process, verify and diff figure.
    let runs: Int

    /// In memory, one thread: the fixed contained-button workload at @2x.
    func inMemory(iterations: Int, rounds: Int) throws -> InMemoryFigure {
        let result = try Benchmark.run(iterations: iterations, rounds: rounds, renderer: ButtonRenderer())
        return InMemoryFigure(buttons: result.iterations, rounds: result.rounds,
                              paintMicroseconds: Timing(best: result.paintMicroseconds, median: result.medianPaintMicroseconds, runs: result.rounds),
                              microsecondsPerButton: Timing(best: result.totalMicroseconds, median: result.medianTotalMicroseconds, runs: result.rounds),
                              averagePNGBytes: result.averagePNGBytes)
    }

    /// In memory, one thread: Anatomy buttons through the built-in system and through a copy of
    /// its system file named by path.
    func systemFile(iterations: Int, rounds: Int) throws -> SystemFileFigure {
        let r = try SystemFileBenchmark.run(iterations: iterations, rounds: rounds, scratch: scratch, renderer: ButtonRenderer())
        return SystemFileFigure(buttons: r.buttons, rounds: r.rounds,
                                builtInMicroseconds: Timing(best: r.builtInMicroseconds, median: r.builtInMedianMicroseconds, runs: r.rounds),
                                fileMicroseconds: Timing(best: r.fileMicroseconds, median: r.fileMedianMicroseconds, runs: r.rounds),
                                ratio: r.fileMicroseconds / r.builtInMicroseconds)
    }

    /// `render` of `buttons` buttons with `--jobs 1` and, when `jobs` is given, with
    /// `--jobs jobs`, alternating run by run (so a noisy moment hits both alike); then the last
    /// runs' folders compared byte for byte. With `pairedDrawing`, each `--jobs 1` run follows
    /// one in-memory round of the same buttons, and the process's bookkeeping over that drawing
    /// is measured run by run.
    func wholeProcess(buttons: Int, jobs: Int?, pairedDrawing: Bool) throws -> (ProcessFigure, ParallelFigure?) {
        let spec = scratch + "/spec.json"
        try ProcessWorkload.writeSpec(count: buttons, to: spec)
        let serialOut = scratch + "/jobs-1", parallelOut = scratch + "/jobs-n"
        let oneButton = scratch + "/process-one.json"
        try ProcessWorkload.writeSpec(count: 1, to: oneButton)
        var serial: [Double] = [], user: [Double] = [], system: [Double] = [], floor: [Double] = [], startUp: [Double] = []
        var parallel: [Double] = [], pairs: [Double] = [], busy: [Double] = [], drawings: [Double] = [], bookkeeping: [Double] = []
        let perButton = 1e6 / Double(buttons)
        // The in-memory rounds draw the process's own buttons (the spec file read in memory),
        // so the two figures differ by the process's bookkeeping alone; after one warm-up round
        // of the six labels.
        let drawingSpecs = pairedDrawing ? try ProcessWorkload.specs(count: buttons) : []
        let drawingRenderer = pairedDrawing ? try ButtonRenderer() : nil
        if let drawingRenderer { _ = try Benchmark.encodingRound(count: ProcessWorkload.labels.count, of: drawingSpecs, renderer: drawingRenderer) }
        for run in 1...runs {
            BenchProgress.note("process: \(buttons) buttons, --jobs 1" + (jobs.map { " and --jobs \($0)" } ?? "")
                               + (pairedDrawing ? " (each after an in-memory round)" : "") + ", run \(run) of \(runs)")
            let drawing = try drawingRenderer.map { try Benchmark.encodingRound(count: buttons, of: drawingSpecs, renderer: $0).microsecondsPerButton }
            let child = try timeRender(spec: spec, out: serialOut, jobs: 1)
            serial.append(child.seconds * perButton)
            if let drawing {
                drawings.append(drawing)
                bookkeeping.append((child.seconds * perButton - drawing) / drawing)
            }
            user.append(child.userSeconds * perButton)
            system.append(child.systemSeconds * perButton)
            floor.append(try FileWritingFloor.seconds(rewriting: serialOut, into: scratch + "/floor") * perButton)
            if let jobs {
                let run = try timeRender(spec: spec, out: parallelOut, jobs: jobs)
                parallel.append(run.seconds * perButton)
                pairs.append(child.seconds / run.seconds)
                busy.append((run.userSeconds + run.systemSeconds) / run.seconds)
            }
        }
        // After the runs, so that each run's pairing (a round, then the process) is as before.
        for _ in 1...runs {
            startUp.append(try timeRender(spec: oneButton, out: scratch + "/process-one", jobs: 1).seconds * perButton)
        }
        let serialFigure = ProcessFigure(buttons: buttons, microsecondsPerButton: Timing(serial), userMicrosecondsPerButton: Timing(user),
                                         systemMicrosecondsPerButton: Timing(system), fileWritingFloorMicrosecondsPerButton: Timing(floor),
                                         startUpMicrosecondsPerButton: Timing(startUp),
                                         bookkeepingOverDrawing: drawings.min().map { (serial.min()! - $0) / $0 },
                                         pairedBookkeepingOverDrawing: pairedDrawing ? Timing(bookkeeping) : nil)
        guard let jobs else { return (serialFigure, nil) }
        let comparison = FolderComparison.compare(serialOut, parallelOut)
        if case .failure(let difference) = comparison { BenchProgress.note("parallel: \(difference)") }
        let parallelTiming = Timing(parallel)
        let goalSpeedup = (0.9 * Double(jobs) * 100).rounded() / 100
        let figure = ParallelFigure(goal: ">= \(goalSpeedup)x faster than --jobs 1 (0.9 x \(jobs)), byte-identical output",
                                    buttons: buttons, jobs: jobs, microsecondsPerButton: parallelTiming,
                                    speedup: serialFigure.microsecondsPerButton.best / parallelTiming.best,
                                    pairedSpeedup: Timing(pairs, higherIsBetter: true), coresBusy: Timing(busy, higherIsBetter: true),
                                    goalSpeedup: goalSpeedup,
                                    identicalOutput: (try? comparison.get()) != nil, files: (try? comparison.get()) ?? 0)
        return (serialFigure, figure)
    }

    /// One `render` child of `spec` into a fresh `out`.
    private func timeRender(spec: String, out: String, jobs: Int?) throws -> ChildRun {
        try? FileManager.default.removeItem(atPath: out)
        return try ChildProcess.run(executable, ProcessWorkload.renderArguments(spec: spec, out: out, jobs: jobs), scratch: scratch)
    }

    /// `verify --catalog` as a child process, what users run: PNG @1x and @2x and SVG of every
    /// catalog button against `goldens` (recorded first into `scratch` when nil), with the
    /// verification cache in `scratch`. Each run empties the cache, verifies once (cold: every
    /// image drawn) and again (warm: unchanged buttons skipped); the warm run is the figure.
    func verify(goldens: String?) throws -> VerifyFigure {
        let snapshots: String
        if let goldens {
            snapshots = URL(fileURLWithPath: goldens).standardizedFileURL.path
        } else {
            snapshots = scratch + "/goldens/catalog"
            BenchProgress.note("verify: no goldens; recording the catalog's into the scratch folder")
            _ = try ChildProcess.run(executable, ["record", "--catalog", "--snapshots", snapshots], scratch: scratch)
        }
        let cache = scratch + "/verify-cache"
        let arguments = ["verify", "--catalog", "--snapshots", snapshots, "--artifacts", scratch + "/verify-artifacts", "--json"]
        let buttons = BuiltInCatalog.specs().count
        var cold: [Double] = [], warm: [Double] = [], images = 0, unchanged = 0
        for run in 1...runs {
            try? FileManager.default.removeItem(atPath: cache)
            BenchProgress.note("verify: the catalog, cold and warm, run \(run) of \(runs)")
            let first = try ChildProcess.run(executable, arguments, scratch: scratch, captureOutput: true,
                                             environment: [CacheDirectory.environmentVariable: cache])
            cold.append(Double(buttons) / first.seconds)
            let second = try ChildProcess.run(executable, arguments, scratch: scratch, captureOutput: true,
                                              environment: [CacheDirectory.environmentVariable: cache])
            warm.append(Double(buttons) / second.seconds)
            let document = try? JSONSerialization.jsonObject(with: Data(second.standardOutput.utf8)) as? [String: Any]
            images = (document?["images"] as? [Any])?.count ?? -1
            unchanged = (document?["unchanged"] as? NSNumber)?.intValue ?? -1
        }
        try? FileManager.default.removeItem(atPath: cache)
        return VerifyFigure(buttons: buttons, images: images, buttonsPerSecond: Timing(warm, higherIsBetter: true),
                            coldButtonsPerSecond: Timing(cold, higherIsBetter: true), goldens: goldens,
                            unchanged: unchanged, decoded: max(0, images - unchanged))
    }

    /// `diff` as a child on two generated PNGs, the same comparison in this process, and
    /// pixelmatch on node over the same pixels when `pixelmatch` names its entry file.
    func diff(size: Int, pixelmatch: String?) throws -> DiffFigure {
        BenchProgress.note("diff: writing two \(size)x\(size) images")
        let (a, b) = DiffBenchmark.syntheticPair(width: size, height: size)
        let aPNG = scratch + "/a.png", bPNG = scratch + "/b.png"
        try Data(PNGEncoder.encode(rgba: a.rgba, width: size, height: size)).write(to: URL(fileURLWithPath: aPNG))
        try Data(PNGEncoder.encode(rgba: b.rgba, width: size, height: size)).write(to: URL(fileURLWithPath: bPNG))
        var samples: [Double] = [], mismatched = 0
        for run in 1...runs {
            BenchProgress.note("diff: render-cli diff process, run \(run) of \(runs)")
            // Status 1: the images differ, as they should.
            let child = try ChildProcess.run(executable, ["diff", aPNG, bPNG, "--json"], scratch: scratch, captureOutput: true, accepting: [0, 1])
            samples.append(child.seconds * 1000)
            let verdict = try? JSONSerialization.jsonObject(with: Data(child.standardOutput.utf8)) as? [String: Any]
            mismatched = (verdict?["mismatchedPixels"] as? NSNumber)?.intValue ?? -1
        }
        let milliseconds = Timing(samples)
        BenchProgress.note("diff: the same comparison in this process")
        let inProcess = DiffBenchmark.compareMilliseconds(a, b, repeats: max(runs, 5))
        var figure = DiffFigure(width: size, height: size, milliseconds: milliseconds, mismatchedPixels: mismatched,
                                inProcessMilliseconds: inProcess.milliseconds)
        if let pixelmatch {
            if let node = PixelmatchRun.findInPath("node") {
                figure.pixelmatch = try pixelmatchFigure(entry: pixelmatch, node: node, a: a, b: b, against: milliseconds.best)
            } else {
                BenchProgress.note("diff: --pixelmatch given but no node on PATH; pixelmatch skipped")
            }
        }
        return figure
    }

    /// pixelmatch on node over `a` and `b`, written as raw RGBA files.
    private func pixelmatchFigure(entry: String, node: String, a: DecodedImage, b: DecodedImage, against diffMilliseconds: Double) throws -> PixelmatchFigure {
        let script = scratch + "/pixelmatch-bench.mjs", aRaw = scratch + "/a.rgba", bRaw = scratch + "/b.rgba"
        try PixelmatchRun.script.write(toFile: script, atomically: false, encoding: .utf8)
        try Data(a.rgba).write(to: URL(fileURLWithPath: aRaw))
        try Data(b.rgba).write(to: URL(fileURLWithPath: bRaw))
        let version = try ChildProcess.run(node, ["--version"], scratch: scratch, captureOutput: true)
            .standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        var whole: [Double] = [], call: [Double] = [], mismatched = 0
        for run in 1...runs {
            BenchProgress.note("diff: pixelmatch on node, run \(run) of \(runs)")
            let child = try ChildProcess.run(node, [script, entry, aRaw, bRaw, String(a.width), String(a.height)], scratch: scratch, captureOutput: true)
            guard let result = PixelmatchRun.parse(child.standardOutput) else {
                throw ChildProcessError(description: "pixelmatch's script printed no result: \(child.standardOutput) \(child.standardError)")
            }
            whole.append(child.seconds * 1000)
            call.append(result.milliseconds)
            mismatched = result.mismatched
        }
        let wholeTiming = Timing(whole), callTiming = Timing(call)
        return PixelmatchFigure(entry: entry, nodeVersion: version, processMilliseconds: wholeTiming, callMilliseconds: callTiming,
                                mismatchedPixels: mismatched, ratio: wholeTiming.best / diffMilliseconds,
                                callRatio: callTiming.best / diffMilliseconds)
    }

    /// A `render` process of one button, `runs` times.
    func startup(runs: Int) throws -> StartupFigure {
        let spec = scratch + "/one.json"
        try ProcessWorkload.writeSpec(count: 1, to: spec)
        let samples = try (0..<runs).map { _ in try timeRender(spec: spec, out: scratch + "/one", jobs: nil).seconds * 1000 }
        return StartupFigure(milliseconds: Timing(samples))
    }

    /// Peak memory of a `render` child for `small` and for `large` buttons.
    func memory(small: Int, large: Int, jobs: Int) throws -> MemoryFigure {
        func peak(_ count: Int) throws -> Int {
            BenchProgress.note("memory: rendering \(count) buttons with --jobs \(jobs)")
            let spec = scratch + "/memory-\(count).json", out = scratch + "/memory-out"
            try ProcessWorkload.writeSpec(count: count, to: spec)
            try? FileManager.default.removeItem(atPath: out)
            defer { try? FileManager.default.removeItem(atPath: out) }
            return try ChildProcess.run(executable, ProcessWorkload.renderArguments(spec: spec, out: out, jobs: jobs), scratch: scratch).peakKilobytes
        }
        let smallPeak = try peak(small), largePeak = try peak(large)
        return MemoryFigure(jobs: jobs, smallButtons: small, largeButtons: large, smallPeakKilobytes: smallPeak,
                            largePeakKilobytes: largePeak, ratio: Double(largePeak) / Double(max(1, smallPeak)))
    }
}

/// Progress of the bench's slow parts, one line each on standard error (standard output is
/// the figures, or the JSON object alone).
enum BenchProgress {
    /// Writes `message` as one line on standard error.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("bench: \(message)\n".utf8))
    }
}
