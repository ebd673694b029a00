import ArgumentParser
import ButtonRender
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
        composite to --artifacts, and one self-contained HTML review report (a summary with \
        filters; side by side, diff and slider views; 1x to 8x pixel zoom; j/k between failures). Each run first \
        clears the artifacts and report an earlier run left.

        Writes no golden unless --update (or BUTTONRENDER_RECORD) asks: missing writes goldens \
        that do not exist yet, failed also those that differ, all every one. Look at what it \
        wrote before committing it.

        Prints one line per image that did not pass and 'N passed, N failed' last (new goldens \
        and errors count as failed). --json prints one object per image instead: {"name", \
        "status" (passed, failed, new, recorded, error), "mismatchedPixels", "ratio", \
        "artifacts", "message", "seconds"}, in a document {"passed", "failed", "new", \
        "recorded", "errors", "images"}. --junit FILE writes JUnit XML, one test case per image.

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

    @OptionGroup var colorOption: ColorOption

    func run() throws {
        let mode = try recordMode()
        let (items, outputs, _) = try targets.load()
        let (store, suite) = targets.storeAndSuite
        try checkSnapshotsFolder(store: store, suite: suite, mode: mode)
        let reportURL = URL(fileURLWithPath: report ?? URL(fileURLWithPath: artifacts).appendingPathComponent("report.html").path).standardizedFileURL
        let leftovers = VerifyArtifacts(folder: URL(fileURLWithPath: artifacts).standardizedFileURL, report: reportURL)
        leftovers.clear(suite: suite)
        let verifier = SnapshotVerifier(store: store, mode: mode, tolerance: toleranceOptions.tolerance(defaults: SnapshotTolerance()), artifacts: artifacts)
        let batch = try targets.batchRenderer(outputs: outputs)
        let paint = TerminalPaint(enabled: colorOption.enabled(for: json ? STDERR_FILENO : STDOUT_FILENO))
        var checks: [ImageCheck] = []
        var entries: [HTMLReport.Entry] = []
        let progress = Progress(total: items.count * outputs.count, quiet: quiet || json)
        func record(_ check: ImageCheck) {
            checks.append(check)
            progress.step()
            if check.status != .passed { say(line(for: check, paint: paint)) }
        }
        // Each item's images are drawn, then checked one by one; an item that cannot be drawn
        // is an error for each of its images.
        var drawnAt = Date()
        try batch.render(items) { result in
            let drawing = Date().timeIntervalSince(drawnAt) / Double(max(1, outputs.count))
            if let error = result.error {
                for _ in outputs {
                    let check = ImageCheck(error: "\(suite)/\(result.name)", message: "\(error)", seconds: drawing)
                    entries.append(HTMLReport.Entry(snapshot: check.name, message: check.message, status: .error, expected: nil, actual: nil, diff: nil))
                    record(check)
                }
            }
            for image in result.images {
                let start = Date()
                let check: ImageCheck
                do {
                    let outcome = try verifier.verify(image, suite: suite)
                    check = ImageCheck(outcome: outcome, seconds: drawing + Date().timeIntervalSince(start))
                    if check.status == .failed || check.status == .new {
                        var entry = HTMLReport.Entry(outcome: outcome)
                        entry.status = check.status == .new ? .new : .failed
                        if entry.actual == nil, image.format == .png { entry.actual = image.bytes }
                        if entry.expected == nil, image.format == .png, let golden = try? store.read(suite: suite, fileName: image.fileName) {
                            entry.expected = golden
                        }
                        entries.append(entry)
                    }
                } catch {
                    check = ImageCheck(error: "\(suite)/\(result.name)", message: "\(error)", seconds: drawing + Date().timeIntervalSince(start))
                    entries.append(HTMLReport.Entry(snapshot: check.name, message: check.message, status: .error, expected: nil, actual: nil, diff: nil))
                }
                record(check)
            }
            drawnAt = Date()
        }
        progress.finish("")
        let count = { (s: ImageCheck.Status) in checks.filter { $0.status == s }.count }
        let passed = count(.passed), failed = count(.failed), new = count(.new), errors = count(.error), recorded = count(.recorded)
        if failed + new + errors > 0 {
            let writer = try OutputWriter(directory: reportURL.deletingLastPathComponent().path)
            try writer.write(Array(HTMLReport.render(entries: entries, passed: passed + recorded).utf8), to: reportURL.lastPathComponent)
            say("report: \(reportURL.path)")
        }
        if let junit {
            let url = URL(fileURLWithPath: junit).standardizedFileURL
            try OutputWriter(directory: url.deletingLastPathComponent().path).write(Array(JUnitReport.xml(checks.map(\.junitCase)).utf8), to: url.lastPathComponent)
        }
        if json { print(try jsonDocument(checks, passed: passed, failed: failed, new: new, recorded: recorded, errors: errors)) }
        if new + errors + recorded > 0 {
            say("\(failed) differ, \(new) new, \(errors) errors, \(recorded) recorded")
        }
        say("\(passed + recorded) passed, \(failed + new + errors) failed")
        if errors > 0 { throw ExitStatus.badInput }
        if failed + new > 0 { throw ExitStatus.checkFailed }
    }

    /// `--update`, else `BUTTONRENDER_RECORD` when set, else `never`.
    private func recordMode() throws -> RecordMode {
        if let update { return update.mode }
        let raw = ProcessInfo.processInfo.environment[RecordMode.environmentVariable] ?? ""
        guard !raw.isEmpty else { return .never }
        do { return try RecordMode.fromEnvironment() } catch {
            printError(error)
            throw ExitStatus.badInput
        }
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
    private func line(for check: ImageCheck, paint: TerminalPaint) -> String {
        switch check.status {
        case .passed: return "ok    \(check.name)"
        case .failed: return paint.red("FAIL") + " \(check.message)"
        case .new: return paint.yellow("NEW") + " \(check.name): \(check.message)"
        case .recorded: return paint.yellow("RECORDED") + " \(check.message)"
        case .error: return paint.red("ERROR") + " \(check.name): \(check.message)"
        }
    }

    /// Prints on standard output, or on standard error when standard output carries JSON.
    private func say(_ text: String) {
        if json { FileHandle.standardError.write(Data((text + "\n").utf8)) } else { print(text) }
    }

    /// The `--json` document.
    private func jsonDocument(_ checks: [ImageCheck], passed: Int, failed: Int, new: Int, recorded: Int, errors: Int) throws -> String {
        struct Document: Encodable {
            var passed, failed, new, recorded, errors: Int
            var images: [ImageCheck]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(passed: passed, failed: failed, new: new, recorded: recorded, errors: errors, images: checks)
        return String(decoding: try encoder.encode(document), as: UTF8.self)
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
