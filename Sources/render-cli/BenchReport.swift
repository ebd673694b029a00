import ButtonRenderTools

/// Every figure of `render-cli bench`, as `--json` prints it: one object whose keys never
/// change; a figure that was not run (see `--only`) is `null`. Times are the best run with the
/// median beside it (`Timing`: `best`, `median`, `runs`); each figure carries its goal from
/// the speed issue as text.
struct BenchReport: Encodable {
    /// The figures that ran, in `--only`'s names.
    var figures: [String]
    /// The cores the machine offers (`--jobs N` of the parallel figure defaults to it).
    var cores: Int
    var inMemory: InMemoryFigure?
    var systemFile: SystemFileFigure?
    var process: ProcessFigure?
    var parallel: ParallelFigure?
    var verify: VerifyFigure?
    var diff: DiffFigure?
    var startup: StartupFigure?
    var memory: MemoryFigure?

    enum CodingKeys: String, CodingKey { case figures, cores, inMemory, systemFile, process, parallel, verify, diff, startup, memory }

    /// Encodes every key, a figure that did not run as `null`, so scripts see a fixed shape.
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(figures, forKey: .figures)
        try c.encode(cores, forKey: .cores)
        try c.encode(inMemory, forKey: .inMemory)
        try c.encode(systemFile, forKey: .systemFile)
        try c.encode(process, forKey: .process)
        try c.encode(parallel, forKey: .parallel)
        try c.encode(verify, forKey: .verify)
        try c.encode(diff, forKey: .diff)
        try c.encode(startup, forKey: .startup)
        try c.encode(memory, forKey: .memory)
    }
}

/// In memory, one thread: resolve + layout + paint, and the same plus PNG encoding @2x.
struct InMemoryFigure: Encodable {
    var goal = "<= 0.12x the C workload (about 250 us where C takes 2.2 ms)"
    var buttons: Int
    var rounds: Int
    /// Microseconds per button, resolve + layout + paint, no encoding.
    var paintMicroseconds: Timing
    /// Microseconds per button, resolve + layout + paint + PNG encoding in memory.
    var microsecondsPerButton: Timing
    var averagePNGBytes: Int
}

/// A design system drawn from a user's file against the same system built in, in memory.
struct SystemFileFigure: Encodable {
    var goal = "<= 1.10x the built-in system's cost"
    var buttons: Int
    var rounds: Int
    /// Microseconds per button, resolve + layout + paint, through the built-in system.
    var builtInMicroseconds: Timing
    /// The same through the system file copied to a folder and named by its path.
    var fileMicroseconds: Timing
    /// `fileMicroseconds` over `builtInMicroseconds`, fastest rounds.
    var ratio: Double
}

/// The whole process with `--jobs 1`: `render SPEC --out DIR --scale 2 --jobs 1` as a child.
struct ProcessFigure: Encodable {
    var goal = "<= 0.2x the C workload per button"
    var buttons: Int
    var jobs = 1
    var microsecondsPerButton: Timing
    /// The child's CPU time in its own code (`ru_utime`) per button: what the tool's code
    /// costs, whatever the file system does.
    var userMicrosecondsPerButton: Timing
    /// The kernel's CPU time for the child (`ru_stime`) per button: mostly creating files.
    var systemMicrosecondsPerButton: Timing
    /// The same files written by a plain loop in the same folder, per button: the floor the
    /// file system sets (`FileWritingFloor`), measured right after each run.
    var fileWritingFloorMicrosecondsPerButton: Timing
    /// When the in-memory figure is measured too, each run follows one in-memory round of as
    /// many buttons (drawing and PNG encoding): the process's bookkeeping (its microseconds a
    /// button less that drawing: reading the spec, the metadata, the audit, the files, the
    /// start-up) over the drawing, the best process run against the best round. Null otherwise.
    var bookkeepingOverDrawing: Double?
    /// The same run by run, each process run against the round just before it: `median` is
    /// the steadier figure on a noisy machine (`best` is the lowest pair, which a disturbed
    /// round can make too low). Null when `bookkeepingOverDrawing` is.
    var pairedBookkeepingOverDrawing: Timing?
    /// The goal of `bookkeepingOverDrawing`.
    var bookkeepingGoal = "< 0.5: the process's bookkeeping under half its drawing"

    enum CodingKeys: String, CodingKey {
        case goal, buttons, jobs, microsecondsPerButton, userMicrosecondsPerButton, systemMicrosecondsPerButton
        case fileWritingFloorMicrosecondsPerButton, bookkeepingOverDrawing, pairedBookkeepingOverDrawing, bookkeepingGoal
    }

    /// Encodes every key, the bookkeeping figures as `null` when the in-memory figure was not
    /// measured.
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(goal, forKey: .goal)
        try c.encode(buttons, forKey: .buttons)
        try c.encode(jobs, forKey: .jobs)
        try c.encode(microsecondsPerButton, forKey: .microsecondsPerButton)
        try c.encode(userMicrosecondsPerButton, forKey: .userMicrosecondsPerButton)
        try c.encode(systemMicrosecondsPerButton, forKey: .systemMicrosecondsPerButton)
        try c.encode(fileWritingFloorMicrosecondsPerButton, forKey: .fileWritingFloorMicrosecondsPerButton)
        try c.encode(bookkeepingOverDrawing, forKey: .bookkeepingOverDrawing)
        try c.encode(pairedBookkeepingOverDrawing, forKey: .pairedBookkeepingOverDrawing)
        try c.encode(bookkeepingGoal, forKey: .bookkeepingGoal)
    }
}

/// The whole process with `--jobs N` against `--jobs 1`, and whether their outputs agree.
struct ParallelFigure: Encodable {
    var goal: String
    var buttons: Int
    var jobs: Int
    var microsecondsPerButton: Timing
    /// The best `--jobs 1` run's time over the best `--jobs N` run's.
    var speedup: Double
    /// Each `--jobs 1` run's time over the `--jobs N` run right after it: the best pair and
    /// the median pair. Two runs a moment apart share the machine's mood, so this is steadier
    /// on a noisy machine than best over best, which takes the two from different moments.
    var pairedSpeedup: Timing
    /// The `--jobs N` runs' CPU time (user and system) over their wall-clock time: how many
    /// cores the run kept busy (best and median). At most N; below it, threads waited or one
    /// thread worked alone (start-up, handing over, the commit).
    var coresBusy: Timing
    /// 0.9 × N.
    var goalSpeedup: Double
    /// Both runs' folders hold the same files with the same bytes.
    var identicalOutput: Bool
    /// Files in each output folder (images and `name.layout.json`).
    var files: Int
}

/// `verify --catalog` of an unchanged catalog as a child process: the warm run (the second,
/// with the verification cache the first filled) is the figure, the cold one beside it.
struct VerifyFigure: Encodable {
    var goal = ">= 10000 buttons a second"
    var childProcess = true
    /// Catalog buttons (each checked as PNG @1x, @2x and SVG).
    var buttons: Int
    /// Images the warm run reported.
    var images: Int
    /// The warm run: catalog buttons over the whole process's seconds.
    var buttonsPerSecond: Timing
    /// The cold run (an empty cache: every image drawn and compared).
    var coldButtonsPerSecond: Timing
    /// The goldens folder compared against, or null for goldens the bench recorded first.
    var goldens: String?
    /// Images the warm run skipped as unchanged since they last passed.
    var unchanged: Int
    /// Images the warm run drew and compared (not skipped).
    var decoded: Int

    enum CodingKeys: String, CodingKey { case goal, childProcess, buttons, images, buttonsPerSecond, coldButtonsPerSecond, goldens, unchanged, decoded }

    /// Encodes every key, `goldens` as `null` when the bench recorded its own.
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(goal, forKey: .goal)
        try c.encode(childProcess, forKey: .childProcess)
        try c.encode(buttons, forKey: .buttons)
        try c.encode(images, forKey: .images)
        try c.encode(buttonsPerSecond, forKey: .buttonsPerSecond)
        try c.encode(coldButtonsPerSecond, forKey: .coldButtonsPerSecond)
        try c.encode(goldens, forKey: .goldens)
        try c.encode(unchanged, forKey: .unchanged)
        try c.encode(decoded, forKey: .decoded)
    }
}

/// `diff` of two generated PNGs as a whole process, and pixelmatch on node when asked.
struct DiffFigure: Encodable {
    var goal = ">= 6.6x faster than pixelmatch on node"
    var width: Int
    var height: Int
    /// The `render-cli diff A.png B.png --json` child, milliseconds.
    var milliseconds: Timing
    var mismatchedPixels: Int
    /// The same comparison in this process on decoded images, with a diff image, milliseconds.
    var inProcessMilliseconds: Timing
    var pixelmatch: PixelmatchFigure?

    enum CodingKeys: String, CodingKey { case goal, width, height, milliseconds, mismatchedPixels, inProcessMilliseconds, pixelmatch }

    /// Encodes every key, `pixelmatch` as `null` when it did not run.
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(goal, forKey: .goal)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(milliseconds, forKey: .milliseconds)
        try c.encode(mismatchedPixels, forKey: .mismatchedPixels)
        try c.encode(inProcessMilliseconds, forKey: .inProcessMilliseconds)
        try c.encode(pixelmatch, forKey: .pixelmatch)
    }
}

/// pixelmatch on node over the same two images, read as raw RGBA files.
struct PixelmatchFigure: Encodable {
    var entry: String
    var nodeVersion: String
    /// The whole `node` process: start-up, loading pixelmatch, reading both files, the call.
    var processMilliseconds: Timing
    /// Inside node: reading both raw files plus pixelmatch's call.
    var callMilliseconds: Timing
    var mismatchedPixels: Int
    /// processMilliseconds.best / the diff child's best: the figure the goal is about.
    var ratio: Double
    /// callMilliseconds.best / the diff child's best: a stricter lower bound.
    var callRatio: Double
}

/// One `render` process of one button (PNG @2x with metadata), milliseconds.
struct StartupFigure: Encodable {
    var goal = "<= 25 ms"
    var milliseconds: Timing
}

/// Peak memory of `render` children (default `--jobs`) for a small and a large spec file.
struct MemoryFigure: Encodable {
    var goal = "<= 1.2 (10,000 buttons within 20% of 1,000)"
    var jobs: Int
    var smallButtons: Int
    var largeButtons: Int
    var smallPeakKilobytes: Int
    var largePeakKilobytes: Int
    /// largePeakKilobytes / smallPeakKilobytes.
    var ratio: Double
}
