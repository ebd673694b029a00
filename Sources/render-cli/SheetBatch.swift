import ArgumentParser
import ButtonRender
import Foundation

/// The sheets of a render run, laid out, checked and audited up front so that a bad sheet
/// (or, with `--strict`, an accessibility finding on one of its buttons) stops the run before
/// anything is written.
struct SheetBatch {
    private let renderer: SheetRenderer
    private let work: [(sheet: SheetSpec, layout: SheetLayout, format: OutputFormat, scale: Int)]
    /// `name.layout.json` of each sheet, when metadata is written.
    private let metadata: [SheetMetadata]

    /// Lays out every sheet; reports every invalid one (file, line, column, field) and fails
    /// if any is; then audits every sheet's buttons as `render` audits single buttons.
    init(_ sheets: [LoadedSheet], formats: [OutputFormat], scales: [Int], options: RenderOptions = RenderOptions(), quiet: Bool = false,
         renderer: ButtonRenderer) throws {
        self.renderer = SheetRenderer(renderer: renderer)
        var work: [(SheetSpec, SheetLayout, OutputFormat, Int)] = []
        var failures = 0, findings = 0
        var metadata: [SheetMetadata] = []
        for item in sheets {
            do {
                let layout = try self.renderer.layout(item.sheet)
                let reports = SheetAuditor.audit(layout, sheet: item.sheet)
                findings += reports.reduce(0) { $0 + $1.findings.count }
                Self.report(reports, of: item, options: options, quiet: quiet)
                if options.metadata {
                    metadata.append(SheetMetadata.make(layout: layout, sheet: item.sheet, reports: reports,
                                                       scales: scales.isEmpty ? [layout.scale] : scales))
                }
                for format in formats {
                    for s in (scales.isEmpty ? [layout.scale] : scales) {
                        let w = Int((layout.size.width * Double(s)).rounded(.up)), h = Int((layout.size.height * Double(s)).rounded(.up))
                        try CanvasLimits.check(width: w, height: h)
                        try ShadowBudget.check(layout, scale: Double(s))
                        work.append((item.sheet, layout, format, s))
                    }
                }
            } catch let error as FieldError {
                printError(item.locate(error)); failures += 1
            } catch {
                printError(item.locate(FieldError([], "\(error)"))); failures += 1
            }
        }
        if failures > 0 {
            printError("\(failures) of \(sheets.count) sheets are invalid; nothing was written")
            throw ExitStatus.badInput
        }
        if options.strict, findings > 0 {
            printError("\(findings) accessibility findings on sheets' buttons with --strict; nothing was written")
            throw ExitStatus.checkFailed
        }
        self.work = work
        self.metadata = metadata
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

    /// The laid-out sheets (their buttons name the files they read).
    var layouts: [SheetLayout] { work.map(\.layout) }

    /// How many images `write` draws (for progress).
    var imageCount: Int { work.count }

    /// Paints, encodes and writes every sheet into `writer` (a run's staging folder), with its
    /// `name.layout.json`, on `jobs` threads; the bytes do not depend on it. Returns the number
    /// of files written.
    @discardableResult
    func write(to writer: OutputWriter, jobs: Int, progress: Progress) throws -> Int {
        guard !work.isEmpty else { return 0 }
        for meta in metadata { try writer.write(try meta.jsonBytes(), to: OutputNaming.metadataFileName(for: meta.name)) }
        if jobs <= 1 || work.count == 1 {
            for item in work {
                let image = try renderer.render(item.layout, format: item.format, scale: item.scale)
                try writer.write(image.bytes, to: image.fileName)
                progress.step()
            }
        } else {
            // Layouts hold Pango objects of this thread: each worker lays out again with its own.
            let work = self.work.map { ($0.sheet, $0.format, $0.scale) }
            try ParallelRun.forEach(count: work.count, jobs: jobs, progress: progress) { threadRenderer, i in
                let image = try SheetRenderer(renderer: threadRenderer).render(work[i].0, format: work[i].1, scale: work[i].2)
                try writer.write(image.bytes, to: image.fileName)
            }
        }
        return metadata.count + work.count
    }
}
