import ArgumentParser
import ButtonRender
import ButtonRenderTools
import Foundation

/// `render-cli verify SPEC... --snapshots DIR`: renders and checks against goldens.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render specs (or the catalog) and check them against golden images.",
        discussion: """
        Byte-identical images pass without decoding; others are compared as pixels (pixelmatch's \
        YIQ threshold and anti-aliasing detection), SVGs as normalised text and then as pixels \
        rasterised by rsvg-convert, PDFs as bytes and then as pixels rasterised by pdftoppm. \
        Failures write the actual image, a diff picture and an expected | diff | actual \
        composite (left out when it would be over the canvas limit, 16384 px a side or 64 \
        megapixels) to --artifacts, and one self-contained HTML review report (a summary with \
        filters; side by side, diff and slider views; 1x to 8x pixel zoom; j/k between failures). Each run first \
        clears the artifacts and report an earlier run left.

        Skips what is unchanged since it last passed: a button or sheet all of whose images \
        passed is recorded in the verification cache ($BUTTONRENDER_CACHE_DIR, else \
        $XDG_CACHE_HOME/buttonrender, else ~/.cache/buttonrender) with a key of everything the \
        verdict depends on (this binary and its libraries, fonts, built-in themes, the spec and \
        the files it names, formats, scales, tolerance) and the digests of its goldens; a later \
        run that finds the same key and the same golden bytes counts it as passed without \
        drawing it, and says how many it skipped. --no-cache (and --update all) draws every image.

        Writes no golden unless --update (or BUTTONRENDER_RECORD) asks: missing writes goldens \
        that do not exist yet, failed also those that differ, all every one. Look at what it \
        wrote before committing it. With CI set (to anything but false or 0) it writes none \
        whatever is asked: a CI run's new and changed images go to its artifacts only. A failure in a folder whose buttonrender-environment.json \
        (written by record) names another environment says what differs.

        Prints one line per image that did not pass and 'N passed, N failed' last (new goldens \
        and errors count as failed). --json prints one object per image instead: {"name", \
        "status" (passed, failed, new, recorded, error), "mismatchedPixels", "ratio", \
        "artifacts", "message", "seconds"}, in a document {"passed", "failed", "new", \
        "recorded", "errors", "images"}. --junit FILE writes JUnit XML, one test case per image \
        (a <failure type="mismatch"> for a difference, type="missing" for a missing golden, an \
        <error> for an image that could not be checked).

        On GitHub Actions (GITHUB_ACTIONS=true), or with --reporter github, each image that did \
        not pass is also a workflow command, '::error file=SPEC,line=N,col=N,title=…::message', \
        at the line of its button or sheet in the spec file (relative to GITHUB_WORKSPACE when \
        inside it), which GitHub shows on the pull request's diff; with --json it goes to \
        standard error. --reporter plain turns it off.

        --grep PATTERN checks only the buttons and sheets whose name matches a regular \
        expression (a plain word matches as a substring); the counts, JSON, JUnit and report \
        cover those only.

        A button spec's own 'snapshot: {ignore: [[x, y, width, height]]}' (points of its \
        canvas, scaled to each image's pixels) is ignored too, beside --ignore (pixels).

        Exit status: 0 every image passed (or was recorded); 1 an image differs or has no \
        golden; 2 bad input or usage (an invalid spec, a missing --snapshots folder, an image \
        that cannot be rendered, a bad option).
        """
    )

    @OptionGroup var targets: SnapshotTargetOptions

    @OptionGroup var toleranceOptions: ToleranceOptions

    @Option(help: ArgumentHelp("Record goldens: missing, failed or all (as Playwright's --update-snapshots). Default: BUTTONRENDER_RECORD if set, else none.", valueName: "mode"))
    var update: RecordModeArgument?

    @Option(help: ArgumentHelp("Folder for failure artifacts.", valueName: "dir"))
    var artifacts = "snapshot-artifacts"

    @Option(help: ArgumentHelp("Where to write the HTML report (default: report.html in the artifacts folder).", valueName: "file.html"))
    var report: String?

    @Flag(help: "Print the results as JSON on standard output (messages go to standard error).")
    var json = false

    @Option(help: ArgumentHelp("Also write the results as JUnit XML to this file.", valueName: "file.xml"))
    var junit: String?

    @Flag(name: .shortAndLong, help: "Print only failures and the summary line.")
    var quiet = false

    @Flag(help: "Draw and compare every image: do not skip items unchanged since they last passed (the verification cache).")
    var noCache = false

    @OptionGroup var reporterOption: ReporterOption

    @OptionGroup var colorOption: ColorOption

    func run() throws {
        let mode = try recordMode()
        let (store, suite) = targets.storeAndSuite
        try checkSnapshotsFolder(store: store, suite: suite, mode: mode)
        let reportURL = URL(fileURLWithPath: report ?? URL(fileURLWithPath: artifacts).appendingPathComponent("report.html").path).standardizedFileURL
        VerifyArtifacts(folder: URL(fileURLWithPath: artifacts).standardizedFileURL, report: reportURL).clear(suite: suite)
        var verification = SnapshotVerification(store: store, suite: suite, mode: mode, tolerance: toleranceOptions.tolerance(defaults: SnapshotTolerance()),
                                                artifacts: artifacts, outputs: targets.outputs)
        verification.useCache = !noCache
        verification.shard = targets.shardOption.shard?.shard
        let paint = AnsiPaint(enabled: colorOption.enabled(for: json ? STDERR_FILENO : STDOUT_FILENO))
        let progress = Progress(total: 0, quiet: quiet || json)
        let annotations = reporterOption.annotations()
        // (With --grep the catalog's recorded item list, which is the whole catalog's, does not apply.)
        let list: SnapshotVerification.Items = targets.catalog && targets.grep.isEmpty
            ? .catalog(system: targets.system) { try targets.load().items } : .items { try targets.load().items }
        let outcome = try verification.verify(list, onStart: { progress.total = $0 }, onCheck: { check, item, located in
            progress.step()
            if check.status != .passed { say(line(for: check, paint: paint)) }
            if let annotations, let title = check.annotationTitle {
                say(annotations.error(title: title, message: check.message, source: item?.itemSource, located: located))
            }
        })
        progress.finish("")
        SystemFileWarnings.report(quiet: quiet)
        let result = outcome.result
        if let shard = verification.shard {
            let report = ShardReport(shard: shard, totalItems: outcome.totalItems, positions: outcome.positions, result: result)
            try OutputWriter(directory: artifacts).write(try JSONEncoder().encode(report).map { $0 }, to: ShardReport.fileName(index: shard.index, count: shard.count))
        }
        try writeReports(result, reportURL: reportURL)
        if result.failures > 0, result.count(.error) > 0 { throw ExitStatus.badInput }
        if result.failures > 0 { throw ExitStatus.checkFailed }
    }

    /// Writes the HTML report (when an image did not pass), JUnit and JSON, and prints the counts.
    private func writeReports(_ result: VerificationResult, reportURL: URL) throws {
        let passed = result.count(.passed), failed = result.count(.failed), new = result.count(.new)
        let errors = result.count(.error), recorded = result.count(.recorded), unchanged = result.unchanged
        if result.failures > 0 {
            let writer = try OutputWriter(directory: reportURL.deletingLastPathComponent().path)
            try writer.write(Array(result.htmlReport.utf8), to: reportURL.lastPathComponent)
            say("report: \(reportURL.path)")
        }
        if let junit {
            let url = URL(fileURLWithPath: junit).standardizedFileURL
            try OutputWriter(directory: url.deletingLastPathComponent().path).write(Array(result.junitXML.utf8), to: url.lastPathComponent)
        }
        if json { print(try result.jsonDocument()) }
        if new + errors + recorded > 0 { say("\(failed) differ, \(new) new, \(errors) errors, \(recorded) recorded") }
        if unchanged > 0 {
            say("\(unchanged) of \(result.allChecks.count) unchanged since they last passed: skipped, not drawn (verification cache; --no-cache draws every one)")
        }
        say("\(passed + recorded) passed, \(result.failures) failed")
    }

    /// `--update`, else `BUTTONRENDER_RECORD` when set, else `never`; `never` whatever was
    /// asked when `CI` is set (a CI run never writes a golden: its failures and new images go
    /// to the artifacts, to be looked at and recorded on a developer's machine).
    private func recordMode() throws -> RecordMode {
        let asked: RecordMode
        if let update { asked = update.mode } else {
            let raw = ProcessInfo.processInfo.environment[RecordMode.environmentVariable] ?? ""
            guard !raw.isEmpty else { return .never }
            do { asked = try RecordMode.fromEnvironment() } catch {
                printError(error)
                throw ExitStatus.badInput
            }
        }
        if asked != .never, RecordMode.isContinuousIntegration() {
            FileHandle.standardError.write(Data("note: CI is set, so record mode \(asked.rawValue) writes no golden (a CI run never does): what it would write is in the artifacts; record it on your machine\n".utf8))
            return .never
        }
        return asked
    }

    /// A `--snapshots` folder that does not exist is a mistake to name, not a run of missing
    /// goldens; when recording it is created.
    private func checkSnapshotsFolder(store: SnapshotStore, suite: String, mode: RecordMode) throws {
        let folder = store.root.appendingPathComponent(suite)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                printError("--snapshots \(targets.snapshots): \(folder.path) is not a folder")
                throw ExitStatus.badInput
            }
        } else if mode == .never {
            printError("--snapshots \(targets.snapshots): no such folder (\(folder.path)); give the folder of goldens, or --update missing to create it")
            throw ExitStatus.badInput
        }
    }

    /// A line for an image that did not pass.
    private func line(for check: ImageCheck, paint: AnsiPaint) -> String {
        switch check.status {
        case .passed: return "ok    \(check.name)"
        case .failed: return paint("FAIL", .failure) + " \(check.message)"
        case .new: return paint("NEW", .warning) + " \(check.name): \(check.message)"
        case .recorded: return paint("RECORDED", .warning) + " \(check.message)"
        case .error: return paint("ERROR", .failure) + " \(check.name): \(check.message)"
        }
    }

    /// Prints on standard output, or on standard error when standard output carries JSON.
    private func say(_ text: String) {
        if json { FileHandle.standardError.write(Data((text + "\n").utf8)) } else { print(text) }
    }
}

/// A record mode as a command-line value (`never` is the default, so not offered).
struct RecordModeArgument: ExpressibleByArgument {
    let mode: RecordMode
    init?(argument: String) {
        guard let mode = RecordMode(rawValue: argument.lowercased()), mode != .never else { return nil }
        self.mode = mode
    }
    static var allValueStrings: [String] { ["missing", "failed", "all"] }
}
