import ButtonRender
import Foundation

/// The command line's sink of a `render` or `catalog` run: progress while it draws; then
/// every invalid sheet and button at its file, line, column and field (status 2: nothing is
/// written), or the audit findings (with `strict` as errors, status 1: nothing is written).
/// Only reports with findings are kept, with their button's position: a finding is located by
/// decoding its button again, so a long run holds no report per button.
final class RunPrinter {
    private let inputs: RunInputs
    private let options: RenderOptions
    private let quiet: Bool
    private let progress: Progress
    private var errors: [SpecError] = []
    private var sheetFindings: [(reports: [AuditReport], sheet: LoadedSheet)] = []
    private var flagged: [(report: AuditReport, index: Int)] = []
    private var audited = 0

    /// A printer for a run of `inputs` drawing `images` images.
    init(inputs: RunInputs, images: Int, options: RenderOptions, quiet: Bool) {
        self.inputs = inputs; self.options = options; self.quiet = quiet
        progress = Progress(total: images, quiet: quiet)
    }

    /// The sink: collects as the run delivers, prints at its end.
    var sink: RunSink {
        RunSink(receive: { [self] item in collect(item) }, finish: { [self] summary in try finish(summary) })
    }

    /// Follows the run's progress.
    func update(_ progress: BatchProgress) { self.progress.update(done: progress.done) }

    private func collect(_ item: RunItem) {
        if let error = item.error { errors.append(error); return }
        guard let drawn = item.drawn else { return }
        switch drawn.item {
        case .sheet(let sheet):
            if drawn.audits.contains(where: { !$0.findings.isEmpty }) { sheetFindings.append((drawn.audits, sheet)) }
        case .button:
            guard let report = drawn.audits.first else { return }
            audited += 1
            if !report.findings.isEmpty { flagged.append((report, item.index)) }
        }
    }

    private func finish(_ summary: RunSummary) throws {
        progress.finish("")
        for error in errors { printError(error) }
        if summary.invalidSheets > 0 { printError("\(summary.invalidSheets) of \(summary.sheets) sheets are invalid; nothing was written") }
        if summary.invalidButtons > 0 { printError("\(summary.invalidButtons) of \(summary.buttons) specs are invalid; nothing was written") }
        if summary.hasInvalidItems { throw ExitStatus.badInput }
        for (reports, sheet) in sheetFindings { report(reports, of: sheet) }
        let sheetFindingCount = sheetFindings.reduce(0) { $0 + $1.reports.reduce(0) { $0 + $1.findings.count } }
        if options.strict, sheetFindingCount > 0 {
            printError("\(sheetFindingCount) accessibility findings on sheets' buttons with --strict; nothing was written")
            throw ExitStatus.checkFailed
        }
        let inputs = self.inputs
        try reportFindings(flagged.map { item in
            (item.report, { error in (try? inputs.item(item.index).itemSource.locate(error)) ?? SpecError(message: error.message) })
        }, audited: audited, options: options, quiet: quiet)
    }

    /// Prints a sheet's audit findings at the sheet's place in its file: with `strict`, each
    /// as an error naming the button by its place in the sheet; otherwise one warning that
    /// counts them (`render-cli audit` lists them).
    private func report(_ reports: [AuditReport], of item: LoadedSheet) {
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

/// Runs `load`, printing every problem of a `RunInputProblems` (each bad path, file or name)
/// and failing with status 2.
func loadingInputs<T>(_ load: () throws -> T) throws -> T {
    do { return try load() } catch let problems as RunInputProblems {
        for problem in problems.problems { printError(problem) }
        throw ExitStatus.badInput
    }
}
