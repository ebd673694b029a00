import ButtonRenderTools

/// Every figure of `render-cli bench`, as `--json` prints it: one object whose keys never
/// change; a figure that was not run (see `--only`) is `null` (`NullWhenAbsent`). Times are
/// the best run with the median beside it (`Timing`: `best`, `median`, `runs`); each figure
/// carries its goal from the speed issue as text.
struct BenchReport: Encodable {
    /// The figures that ran, in `--only`'s names.
    var figures: [String]
    /// The cores the machine offers (`--jobs N` of the parallel figure defaults to it).
    var cores: Int
    @NullWhenAbsent var inMemory: InMemoryFigure? = nil
    @NullWhenAbsent var systemFile: SystemFileFigure? = nil
    @NullWhenAbsent var process: ProcessFigure? = nil
    @NullWhenAbsent var parallel: ParallelFigure? = nil
    @NullWhenAbsent var verify: VerifyFigure? = nil
    @NullWhenAbsent var diff: DiffFigure? = nil
    @NullWhenAbsent var startup: StartupFigure? = nil
    @NullWhenAbsent var memory: MemoryFigure? = nil
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
    /// A `render` of the workload's first button alone, run as many times as the process,
    /// after all its runs, its time spread over the run's buttons: the share of
    /// `microsecondsPerButton` that no button causes (loading the libraries, parsing the
    /// arguments, reading the built-in theme and the fonts), and that falls as a run grows.
    var startUpMicrosecondsPerButton: Timing
    /// When the in-memory figure is measured too, each run follows one in-memory round of the
    /// same buttons (drawing and PNG encoding): the process's bookkeeping (its microseconds a
    /// button less that drawing: reading the spec, the metadata, the audit, the files, the
    /// start-up) over the drawing, the best process run against the best round. Null otherwise.
    @NullWhenAbsent var bookkeepingOverDrawing: Double?
    /// The same run by run, each process run against the round just before it: `median` is
    /// the steadier figure on a noisy machine (`best` is the lowest pair, which a disturbed
    /// round can make too low). Null when `bookkeepingOverDrawing` is.
    @NullWhenAbsent var pairedBookkeepingOverDrawing: Timing?
    /// The goal of `bookkeepingOverDrawing`.
    var bookkeepingGoal = "< 0.5: the process's bookkeeping under half its drawing"
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
    @NullWhenAbsent var goldens: String?
    /// Images the warm run skipped as unchanged since they last passed.
    var unchanged: Int
    /// Images the warm run drew and compared (not skipped).
    var decoded: Int
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
    @NullWhenAbsent var pixelmatch: PixelmatchFigure? = nil
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
