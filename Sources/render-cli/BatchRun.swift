import ArgumentParser
import ButtonRender
import Foundation

/// A run's buttons and sheets through the library's `BatchRenderer`, printing every problem as
/// `render` always has (every invalid sheet, then every invalid button, each at its file, line,
/// column and field; then the audit findings), so that bad input, or with `strict` an
/// accessibility finding, makes the run write nothing. Sheets (few, and their layouts name the
/// files they read) are checked up front, before anything is drawn. Buttons stream: each is
/// laid out, checked, audited, drawn, encoded and written into the run's staging folder once,
/// by one of `jobs` threads; every invalid button is reported, in input order, and a run with
/// one fails before any file is moved into place.
struct BatchRun {
    /// The batch renderer over the calling thread's renderer.
    private let batch: BatchRenderer
    /// The checked sheets.
    private let sheetPlan: BatchPlan
    /// The buttons, in input order (decoded as they are drawn when they come from a list file).
    private let buttons: ButtonList
    /// What the run does besides drawing.
    private let options: RenderOptions
    /// Print nothing but errors.
    private let quiet: Bool

    /// Checks `sheets`: prints every invalid sheet and fails with status 2 if any is; prints
    /// the sheets' findings (with `strict` as errors, status 1). Buttons are checked as they
    /// are drawn (`write`).
    init(sheets: [LoadedSheet], buttons: ButtonList, outputs: [BatchOutput], jobs: Int, options: RenderOptions,
         quiet: Bool, renderer: ButtonRenderer) throws {
        batch = try BatchRenderer(options: BatchOptions(outputs: outputs, metadata: options.metadata, jobs: jobs), renderer: renderer)
        sheetPlan = batch.check(sheets.map(SpecItem.sheet))
        self.buttons = buttons; self.options = options; self.quiet = quiet

        var failures = 0, findings = 0
        for (item, check) in zip(sheets, sheetPlan.checks) {
            findings += check.audits.reduce(0) { $0 + $1.findings.count }
            Self.report(check.audits, of: item, options: options, quiet: quiet)
            if let error = check.error { printError(error); failures += 1 }
        }
        if failures > 0 {
            printError("\(failures) of \(sheets.count) sheets are invalid; nothing was written")
            throw ExitStatus.badInput
        }
        if options.strict, findings > 0 {
            printError("\(findings) accessibility findings on sheets' buttons with --strict; nothing was written")
            throw ExitStatus.checkFailed
        }
    }

    /// The laid-out sheets (their buttons name the files they read).
    var sheetLayouts: [SheetLayout] { sheetPlan.sheetLayouts }

    /// How many images `write` draws (for progress).
    var imageCount: Int { sheetPlan.imageCount + buttons.count * batch.options.outputs.count }

    /// Draws every sheet and button and writes its images and `name.layout.json` into
    /// `writer`, in input order; the bytes do not depend on the thread count. Then prints every
    /// invalid button and fails (status 2), or prints the buttons' findings (with `strict` as
    /// errors, status 1). A failure is thrown at its spec's file, line and field (a limit met
    /// while painting is the spec's fault); the caller then writes nothing.
    func write(to writer: OutputWriter, progress: Progress) throws {
        try sheetPlan.render(progress: { progress.update(done: $0.done) }) { result in
            if let error = result.error { throw error }
            for file in result.files { try writer.write(file.bytes, to: file.name) }
        }
        let sheetImages = sheetPlan.imageCount
        var errors: [SpecError] = []
        // Only reports with findings are kept (a long run must not hold one per button), with
        // their button's position: a finding is located by decoding its button again.
        var flagged: [(report: AuditReport, index: Int)] = []
        var audited = 0
        // Each button's files are written by the thread that drew it (names are unique, and a
        // run with an invalid button discards the whole staging folder); only the audit and
        // the image count come back to this thread.
        let store: @Sendable (BatchResult) throws -> BatchResult = { result in
            guard result.error == nil else { return result }
            for file in result.files { try writer.write(file.bytes, to: file.name) }
            var written = result
            for i in written.images.indices { written.images[i].bytes = [] }
            written.metadata = nil
            return written
        }
        let buttons = self.buttons
        try batch.render(count: buttons.count, item: { .button(try buttons.button($0)) },
                         progress: { progress.update(done: sheetImages + $0.done) }, store: store) { result in
            if let error = result.error { errors.append(error); return }
            if let report = result.audits.first {
                audited += 1
                if !report.findings.isEmpty { flagged.append((report, result.index)) }
            }
        }
        if !errors.isEmpty {
            progress.finish("")
            for error in errors { printError(error) }
            printError("\(errors.count) of \(buttons.count) specs are invalid; nothing was written")
            throw ExitStatus.badInput
        }
        // Every button checked well, so each has its report.
        try reportFindings(flagged.map { item in
            (item.report, { error in (try? buttons.button(item.index).source.locate(error)) ?? SpecError(message: error.message) })
        }, audited: audited,
                           options: options, quiet: quiet)
    }

    /// Prints a sheet's audit findings at the sheet's place in its file: with `strict`, each
    /// as an error naming the button by its place in the sheet; otherwise one warning that
    /// counts them (`render-cli audit` lists them).
    private static func report(_ reports: [AuditReport], of item: LoadedSheet, options: RenderOptions, quiet: Bool) {
        let flagged = reports.filter { !$0.findings.isEmpty }
        guard !flagged.isEmpty else { return }
        if options.strict {
            for report in flagged {
                for finding in report.findings {
                    let field = finding.field.map { "field '\($0)': " } ?? ""
                    printError(item.locate(FieldError([], "\(report.name): \(field)\(finding.rule): \(finding.message)")))
                }
            }
        } else if !quiet, options.warnings != .none {
            let count = flagged.reduce(0) { $0 + $1.findings.count }
            let first = flagged[0]
            let message = "\(count) accessibility finding\(count == 1 ? "" : "s") on \(flagged.count) of \(reports.count) buttons, "
                + "the first \(first.name): \(first.findings[0].rule): \(first.findings[0].message); "
                + "`render-cli audit \(item.source.file)` lists them"
            FileHandle.standardError.write(Data("warning: \(item.locate(FieldError([], message)))\n".utf8))
        }
    }
}
