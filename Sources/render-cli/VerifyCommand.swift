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
        wrote before committing it. A failure in a folder whose buttonrender-environment.json \
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
        let outputs = targets.outputs
        let (store, suite) = targets.storeAndSuite
        try checkSnapshotsFolder(store: store, suite: suite, mode: mode)
        let reportURL = URL(fileURLWithPath: report ?? URL(fileURLWithPath: artifacts).appendingPathComponent("report.html").path).standardizedFileURL
        let leftovers = VerifyArtifacts(folder: URL(fileURLWithPath: artifacts).standardizedFileURL, report: reportURL)
        leftovers.clear(suite: suite)
        let tolerance = toleranceOptions.tolerance(defaults: SnapshotTolerance())
        let verifier = SnapshotVerifier(store: store, mode: mode, tolerance: tolerance, artifacts: artifacts)
        let paint = TerminalPaint(enabled: colorOption.enabled(for: json ? STDERR_FILENO : STDOUT_FILENO))
        let skipping = VerifySkipping(enabled: !noCache, mode: mode, store: store, suite: suite, outputs: outputs, tolerance: tolerance)
        // A catalog whose every item is unchanged is not even made.
        let start = Date()
        // (With --grep the catalog's recorded item list, which is the whole catalog's, does not apply.)
        let unchangedCatalog = targets.catalog && targets.grep.isEmpty ? skipping.unchangedCatalog(system: targets.system, outputs: outputs.count) : nil
        let items = unchangedCatalog == nil ? try targets.load().items : []
        let itemCount = unchangedCatalog?.count ?? items.count
        let progress = Progress(total: itemCount * outputs.count, quiet: quiet || json)
        // Checks and report entries per item, so that they keep the items' order whether an
        // item was skipped as unchanged or drawn.
        var checks = [[ImageCheck]](repeating: [], count: itemCount)
        var entries = [[HTMLReport.Entry]](repeating: [], count: itemCount)
        let annotations = reporterOption.annotations()
        func record(_ check: ImageCheck, item: Int, located: (any Error)? = nil) {
            checks[item].append(check)
            progress.step()
            if check.status != .passed { say(line(for: check, paint: paint)) }
            if let annotations, let title = check.annotationTitle {
                say(annotations.error(title: title, message: check.message, source: items.indices.contains(item) ? items[item].itemSource : nil, located: located))
            }
        }
        if let unchangedCatalog {
            let seconds = Date().timeIntervalSince(start) / Double(max(1, itemCount * outputs.count))
            for (index, images) in unchangedCatalog.enumerated() {
                for image in images { record(ImageCheck(unchanged: "\(suite)/\(image.fileName)", image: image, seconds: seconds), item: index) }
            }
        }
        var keys = [ContentHash?](repeating: nil, count: items.count)
        var toDraw: [Int] = []
        for index in items.indices {
            let start = Date()
            keys[index] = skipping.key(for: items[index])
            guard let images = skipping.unchanged(keys[index], outputs: outputs.count) else { toDraw.append(index); continue }
            let seconds = Date().timeIntervalSince(start) / Double(max(1, images.count))
            for image in images { record(ImageCheck(unchanged: "\(suite)/\(image.fileName)", image: image, seconds: seconds), item: index) }
        }
        if targets.catalog, targets.grep.isEmpty, unchangedCatalog == nil { skipping.recordCatalog(system: targets.system, items: keys) }
        // Each item's images are drawn, then checked one by one; an item that cannot be drawn
        // is an error for each of its images. Fonts are set up only when something is drawn.
        if !toDraw.isEmpty {
            let batch = try targets.batchRenderer(outputs: outputs)
            var drawnAt = Date()
            try batch.render(toDraw.map { items[$0] }) { result in
                let item = toDraw[result.index]
                let drawing = Date().timeIntervalSince(drawnAt) / Double(max(1, outputs.count))
                if let error = result.error {
                    for _ in outputs {
                        let check = ImageCheck(error: "\(suite)/\(result.name)", message: "\(error)", seconds: drawing)
                        entries[item].append(HTMLReport.Entry(snapshot: check.name, message: check.message, status: .error, expected: nil, actual: nil, diff: nil))
                        record(check, item: item, located: error)
                    }
                }
                var passes: [VerifiedImage] = []
                for image in result.images {
                    let start = Date()
                    let check: ImageCheck
                    do {
                        let golden = try store.read(suite: suite, fileName: image.fileName)
                        let outcome = try self.verifier(verifier, for: items[item], image: image).verify(image, suite: suite, golden: golden)
                        check = ImageCheck(outcome: outcome, seconds: drawing + Date().timeIntervalSince(start))
                        if let golden, let pass = VerifySkipping.pass(outcome, image: image, golden: golden) { passes.append(pass) }
                        if check.status == .failed || check.status == .new {
                            var entry = HTMLReport.Entry(outcome: outcome)
                            entry.status = check.status == .new ? .new : .failed
                            if entry.actual == nil, image.format == .png { entry.actual = image.bytes }
                            if entry.expected == nil, image.format == .png, let golden { entry.expected = golden }
                            entries[item].append(entry)
                        }
                    } catch {
                        check = ImageCheck(error: "\(suite)/\(result.name)", message: "\(error)", seconds: drawing + Date().timeIntervalSince(start))
                        entries[item].append(HTMLReport.Entry(snapshot: check.name, message: check.message, status: .error, expected: nil, actual: nil, diff: nil))
                    }
                    record(check, item: item)
                }
                if result.error == nil, passes.count == outputs.count { skipping.recordPass(keys[item], images: passes) }
                drawnAt = Date()
            }
        }
        skipping.save()
        progress.finish("")
        let all = checks.flatMap { $0 }
        let count = { (s: ImageCheck.Status) in all.filter { $0.status == s }.count }
        let passed = count(.passed), failed = count(.failed), new = count(.new), errors = count(.error), recorded = count(.recorded)
        let unchanged = all.filter { $0.unchanged == true }.count
        if failed + new + errors > 0 {
            let writer = try OutputWriter(directory: reportURL.deletingLastPathComponent().path)
            try writer.write(Array(HTMLReport.render(entries: entries.flatMap { $0 }, passed: passed + recorded).utf8), to: reportURL.lastPathComponent)
            say("report: \(reportURL.path)")
        }
        if let junit {
            let url = URL(fileURLWithPath: junit).standardizedFileURL
            try OutputWriter(directory: url.deletingLastPathComponent().path).write(Array(JUnitReport.xml(all.map(\.junitCase)).utf8), to: url.lastPathComponent)
        }
        if json { print(try jsonDocument(all, passed: passed, failed: failed, new: new, recorded: recorded, errors: errors, unchanged: unchanged)) }
        if new + errors + recorded > 0 {
            say("\(failed) differ, \(new) new, \(errors) errors, \(recorded) recorded")
        }
        if unchanged > 0 {
            say("\(unchanged) of \(all.count) unchanged since they last passed: skipped, not drawn (verification cache; --no-cache draws every one)")
        }
        say("\(passed + recorded) passed, \(failed + new + errors) failed")
        if errors > 0 { throw ExitStatus.badInput }
        if failed + new > 0 { throw ExitStatus.checkFailed }
    }

    /// The verifier of one image: a button spec's own ignored regions (`snapshot: {ignore: …}`,
    /// in points) in the image's pixels added to the command line's `--ignore`.
    private func verifier(_ verifier: SnapshotVerifier, for item: SpecItem, image: RenderedImage) -> SnapshotVerifier {
        guard case .button(let loaded) = item, let settings = loaded.spec.snapshot else { return verifier }
        var verifier = verifier
        verifier.tolerance = verifier.tolerance.ignoring(settings, scale: image.format == .png || image.format == .apng ? image.scale : 1)
        return verifier
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
    private func jsonDocument(_ checks: [ImageCheck], passed: Int, failed: Int, new: Int, recorded: Int, errors: Int, unchanged: Int) throws -> String {
        struct Document: Encodable {
            var passed, failed, new, recorded, errors, unchanged: Int
            var images: [ImageCheck]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let document = Document(passed: passed, failed: failed, new: new, recorded: recorded, errors: errors, unchanged: unchanged, images: checks)
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
