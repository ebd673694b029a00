import ButtonRenderTools
import Foundation

/// `bench`'s text output: each figure as soon as it is measured, the best run with the median
/// in brackets, and its goal beside it. Prints nothing when disabled (`--json`).
struct BenchText {
    /// False with `--json`: standard output carries the JSON object alone.
    let enabled: Bool

    /// One line, flushed at once so that figures and the progress lines on standard error
    /// interleave in order even when standard output is a pipe.
    private func line(_ text: String) {
        guard enabled else { return }
        Swift.print(text)
        fflush(nil)  // every output stream: C's `stdout` is a mutable global Swift 6 will not read
    }

    /// The best run in `format` (a printf format with a width), the median in brackets.
    private func pair(_ t: Timing, _ format: String) -> String {
        let narrow = format.replacingOccurrences(of: #"%\d+"#, with: "%", options: .regularExpression)
        return String(format: "\(format)  (\(narrow))", t.best, t.median)
    }

    /// The in-memory figure.
    func print(_ f: InMemoryFigure) {
        line("in memory, 1 thread: \(f.buttons) contained buttons, elevation 2, bounded ripple, label, @2x; fastest of \(f.rounds) rounds (median)")
        line("  resolve + layout + paint:          \(pair(f.paintMicroseconds, "%8.1f")) us/button")
        line("  + PNG encoding in memory:          \(pair(f.microsecondsPerButton, "%8.1f")) us/button  (\(f.averagePNGBytes) bytes avg)")
        line("    goal: \(f.goal)")
    }

    /// The system-file figure.
    func print(_ f: SystemFileFigure) {
        line("system file, in memory, 1 thread: \(f.buttons) Anatomy buttons, resolve + layout + paint, @2x; fastest of \(f.rounds) rounds (median)")
        line("  the built-in system:               \(pair(f.builtInMicroseconds, "%8.1f")) us/button")
        line("  its system file, named by path:    \(pair(f.fileMicroseconds, "%8.1f")) us/button")
        line(String(format: "  ratio:                             %8.2fx", f.ratio))
        line("    goal: \(f.goal)")
    }

    /// The whole-process `--jobs 1` figure.
    func print(_ f: ProcessFigure) {
        line("whole process, --jobs 1: render of \(f.buttons) buttons from one spec file, @2x, metadata on; best of \(f.microsecondsPerButton.runs) (median)")
        line("                                     \(pair(f.microsecondsPerButton, "%8.1f")) us/button")
        line("  CPU in the tool's code (user):     \(pair(f.userMicrosecondsPerButton, "%8.1f")) us/button")
        line("  CPU in the kernel (system):        \(pair(f.systemMicrosecondsPerButton, "%8.1f")) us/button")
        line("  the same files by a plain loop:    \(pair(f.fileWritingFloorMicrosecondsPerButton, "%8.1f")) us/button  (the file system's floor)")
        line("  start-up, spread over the buttons: \(pair(f.startUpMicrosecondsPerButton, "%8.1f")) us/button  (a one-button render)")
        line("    goal: \(f.goal)")
        if let ratio = f.bookkeepingOverDrawing, let paired = f.pairedBookkeepingOverDrawing {
            line(String(format: "  bookkeeping over drawing:          %8.2f  best over best; run by run %.2f median, %.2f lowest", ratio, paired.median, paired.best))
            line("    (the process less an in-memory round of its own buttons run just before it, over that round)")
            line("    goal: \(f.bookkeepingGoal)")
        }
    }

    /// The whole-process `--jobs N` figure.
    func print(_ f: ParallelFigure) {
        line("whole process, --jobs \(f.jobs): the same; best of \(f.microsecondsPerButton.runs) (median)")
        line("                                     \(pair(f.microsecondsPerButton, "%8.1f")) us/button")
        line(String(format: "  speed-up against --jobs 1:         %8.2fx", f.speedup)
             + "  output \(f.identicalOutput ? "byte-identical (\(f.files) files)" : "DIFFERS")")
        line("  the same, run by run:              \(pair(f.pairedSpeedup, "%8.2f"))x  (each --jobs 1 run over the --jobs \(f.jobs) run after it)")
        line("  cores kept busy by --jobs \(f.jobs):      \(pair(f.coresBusy, "%8.2f"))  (CPU time over wall-clock time)")
        line("    goal: \(f.goal)")
    }

    /// The verify figure.
    func print(_ f: VerifyFigure) {
        line("verify --catalog, whole process: PNG @1x, @2x and SVG of \(f.buttons) buttons against \(f.goldens.map { "goldens in " + $0 } ?? "goldens recorded first"); best of \(f.buttonsPerSecond.runs) (median)")
        line("  warm (second run, cache filled):   \(pair(f.buttonsPerSecond, "%8.0f")) buttons/s  (\(f.unchanged) of \(f.images) images unchanged, skipped)")
        line("  cold (empty cache, all drawn):     \(pair(f.coldButtonsPerSecond, "%8.0f")) buttons/s")
        line("    goal: \(f.goal)")
    }

    /// The diff figure, with pixelmatch's when it ran.
    func print(_ f: DiffFigure) {
        line("diff: two \(f.width)x\(f.height) PNGs, scattered differences; best of \(f.milliseconds.runs) (median)")
        line("  render-cli diff, whole process:    \(pair(f.milliseconds, "%8.2f")) ms  (\(f.mismatchedPixels) pixels differ)")
        line("  the same in this process:          \(pair(f.inProcessMilliseconds, "%8.2f")) ms  (decoded images, with a diff image)")
        if let p = f.pixelmatch {
            line("  pixelmatch on node, whole process: \(pair(p.processMilliseconds, "%8.2f")) ms  (\(p.mismatchedPixels) pixels differ; node \(p.nodeVersion), raw RGBA files)")
            line("  pixelmatch, file reading + call:   \(pair(p.callMilliseconds, "%8.2f")) ms")
            line(String(format: "  render-cli diff is %.2fx faster than node's process, %.2fx than its reading + call", p.ratio, p.callRatio))
        } else {
            line("  (pixelmatch on node: give --pixelmatch PATH to a checkout of it)")
        }
        line("    goal: \(f.goal)")
    }

    /// The one-button process figure.
    func print(_ f: StartupFigure) {
        line("one-button render process, @2x with metadata; best of \(f.milliseconds.runs) (median)")
        line("                                     \(pair(f.milliseconds, "%8.1f")) ms")
        line("    goal: \(f.goal)")
    }

    /// The peak memory figure.
    func print(_ f: MemoryFigure) {
        line("peak memory of render, --jobs \(f.jobs) (ru_maxrss)")
        line(String(format: "  %6d buttons: %8d KB\n  %6d buttons: %8d KB\n  ratio:          %8.2f",
                    f.smallButtons, f.smallPeakKilobytes, f.largeButtons, f.largePeakKilobytes, f.ratio))
        line("    goal: \(f.goal)")
    }
}
