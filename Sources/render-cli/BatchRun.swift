import ArgumentParser
import ButtonRender
import Foundation

/// A run's buttons and sheets through the library's `BatchRenderer`: checked up front, with
/// every problem printed as `render` always has (every invalid sheet, then every invalid
/// button, each at its file, line, column and field; then the audit findings) so that bad
/// input, or with `strict` an accessibility finding, stops the run before anything is
/// written; then drawn on `jobs` threads and written, in input order, into a writer (a run's
/// staging folder).
struct BatchRun {
    /// The checked batch.
    private let plan: BatchPlan

    /// Checks `sheets` and `buttons`: prints every invalid sheet and fails with status 2 if
    /// any is; prints the sheets' findings (with `strict` as errors, status 1); then the same
    /// for the buttons.
    init(sheets: [LoadedSheet], buttons: [LoadedSpec], outputs: [BatchOutput], jobs: Int, options: RenderOptions,
         quiet: Bool, renderer: ButtonRenderer) throws {
        let batch = try BatchRenderer(options: BatchOptions(outputs: outputs, metadata: options.metadata, jobs: jobs), renderer: renderer)
        plan = batch.check(sheets.map(SpecItem.sheet) + buttons.map(SpecItem.button))
        let sheetChecks = plan.checks.prefix(sheets.count), buttonChecks = plan.checks.dropFirst(sheets.count)

        var failures = 0, findings = 0
        for (item, check) in zip(sheets, sheetChecks) {
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

        for check in buttonChecks { if let error = check.error { printError(error); failures += 1 } }
        if failures > 0 {
            printError("\(failures) of \(buttons.count) specs are invalid; nothing was written")
            throw ExitStatus.badInput
        }
        // Every button checked well, so each has its report.
        try reportFindings(zip(buttons, buttonChecks).compactMap { item, check in
            check.audits.first.map { report in (report, { item.source.locate($0) }) }
        }, options: options, quiet: quiet)
    }

    /// The laid-out sheets (their buttons name the files they read).
    var sheetLayouts: [SheetLayout] { plan.sheetLayouts }

    /// How many images `write` draws (for progress).
    var imageCount: Int { plan.imageCount }

    /// Draws every button and sheet and writes its images and `name.layout.json` into
    /// `writer`, in input order; the bytes do not depend on the thread count. A failure is
    /// thrown at its spec's file, line and field (a limit met while painting is the spec's
    /// fault), and the run writes nothing.
    func write(to writer: OutputWriter, progress: Progress) throws {
        try plan.render(progress: { progress.update(done: $0.done) }) { result in
            if let error = result.error { throw error }
            for file in result.files { try writer.write(file.bytes, to: file.name) }
        }
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
