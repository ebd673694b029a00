import ArgumentParser
import ButtonRender
import Foundation

/// `render-cli render SPEC... --out DIR`: renders spec files.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render buttons and documentation sheets from spec files into a folder.",
        discussion: SpecReference.text
    )

    @Argument(help: ArgumentHelp("Spec files (.json, .yaml, .yml).", valueName: "spec"))
    var specs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder; created if missing. Files are written only inside it.", valueName: "dir"))
    var out: String

    @Option(name: .shortAndLong, help: "Output format: png, svg or pdf. Repeat for several (default png).")
    var format: [OutputFormatArgument] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("Pixel scale 1, 2 or 3; repeat for several. Default: each spec's own scale.", valueName: "n"))
    var scale: [Int] = []

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Option(name: .shortAndLong, help: "Render on N threads (default: the number of cores); the bytes do not depend on it.")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Treat accessibility findings (contrast, touch target, labels) as errors: nothing is written.")
    var strict = false

    @Flag(inversion: .prefixedNo, help: "Write name.json beside each button and sheet: layout rects, sizes and accessibility text.")
    var metadata = true

    @Flag(help: "Also write index.html: one self-contained page with every button and sheet written, its thumbnail, files, sizes, spec and accessibility text.")
    var gallery = false

    func validate() throws {
        for s in scale where !(1...3).contains(s) { throw ValidationError("--scale must be 1, 2 or 3, not \(s)") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be in 1...64") }
    }

    func run() throws {
        let files = try SpecFiles.load(specs)
        let formats = format.isEmpty ? [OutputFormat.png] : format.map(\.format)
        // Sheets are laid out (and so checked) before any file is written.
        let options = RenderOptions(strict: strict, metadata: metadata)
        let renderer = try ButtonRenderer()
        let sheets = try SheetBatch(files.sheets, formats: formats, scales: scale, options: options, quiet: quiet, renderer: renderer)
        if !files.buttons.isEmpty {
            try renderAll(files.buttons, formats: formats, scales: scale, out: out, quiet: quiet, jobs: jobs, options: options,
                          renderer: renderer)
        }
        try sheets.write(to: out, quiet: quiet, jobs: jobs)
        if gallery {
            var builder = GalleryBuilder(out: out, renderer: renderer)
            for item in files.buttons {
                let scales = scale.isEmpty ? [item.spec.scale ?? 1] : scale
                try builder.addButton(item, outputs: formats.flatMap { f in scales.map { (f, $0) } }, metadata: metadata)
            }
            for item in files.sheets {
                let scales = scale.isEmpty ? [item.sheet.scale ?? 1] : scale
                try builder.addSheet(item, outputs: formats.flatMap { f in scales.map { (f, $0) } }, metadata: metadata)
            }
            let url = try builder.write(title: "ButtonRender: \(specs.count == 1 ? specs[0] : "\(specs.count) spec files")")
            if !quiet { print("wrote \(url.path)") }
        }
    }
}

/// An output format as a command-line value.
struct OutputFormatArgument: ExpressibleByArgument {
    let format: OutputFormat
    init?(argument: String) {
        guard let f = OutputFormat(rawValue: argument.lowercased()) else { return nil }
        format = f
    }
    static var allValueStrings: [String] { OutputFormat.allCases.map(\.rawValue) }
}

/// What a render run does besides drawing.
struct RenderOptions {
    /// Accessibility findings are errors.
    var strict = false
    /// Write `name.json` beside each image.
    var metadata = true
    /// How findings that are not errors are printed.
    var warnings = WarningOutput.each

    /// How a run prints accessibility warnings.
    enum WarningOutput {
        /// One line per finding, at its file, line and column.
        case each
        /// One line counting them (a catalog run: the gallery and `audit` list them).
        case summary
        /// Nothing.
        case none
    }
}

/// Lays out and audits every spec first (so nothing is written if any is invalid, or, with
/// `strict`, has an accessibility finding), then renders and writes each file atomically, on
/// `jobs` threads, with its metadata JSON.
func renderAll(_ loaded: [LoadedSpec], formats: [OutputFormat], scales: [Int], out: String, quiet: Bool, jobs: Int = 1,
               options: RenderOptions = RenderOptions(), renderer: ButtonRenderer) throws {
    var layouts: [ButtonLayout] = []
    var failures = 0
    for item in loaded {
        do {
            let layout = try renderer.layout(item.spec)
            for s in (scales.isEmpty ? [layout.button.scale] : scales) {
                let w = Int((layout.canvasSize.width * Double(s)).rounded(.up)), h = Int((layout.canvasSize.height * Double(s)).rounded(.up))
                try CanvasLimits.check(width: w, height: h)
            }
            layouts.append(layout)
        } catch let error as FieldError {
            printError(item.source.locate(error)); failures += 1
        } catch {
            printError(item.source.locate(FieldError([], "\(error)"))); failures += 1
        }
    }
    if failures > 0 {
        printError("\(failures) of \(loaded.count) specs are invalid; nothing was written")
        throw ExitCode.failure
    }
    // Accessibility: warnings, or errors with --strict.
    let audits = zip(loaded, layouts).map { Auditor.audit($1, spec: $0.spec) }
    try reportFindings(zip(loaded, audits).map { item, report in
        (report, { item.source.locate($0) })
    }, options: options, quiet: quiet)
    let writer = try OutputWriter(directory: out)
    if options.metadata {
        for (index, layout) in layouts.enumerated() {
            let used = scales.isEmpty ? [layout.button.scale] : scales
            let meta = ButtonMetadata.make(layout: layout, spec: loaded[index].spec, audit: audits[index], scales: used)
            try writer.write(try meta.jsonBytes(), to: "\(layout.button.name).json")
        }
    }
    var work: [(index: Int, format: OutputFormat, scale: Int)] = []
    for (index, layout) in layouts.enumerated() {
        for format in formats {
            for s in (scales.isEmpty ? [layout.button.scale] : scales) { work.append((index, format, s)) }
        }
    }
    let progress = Progress(total: work.count, quiet: quiet)
    if jobs <= 1 {
        for w in work {
            let image = try renderer.render(layouts[w.index], format: w.format, scale: w.scale)
            try writer.write(image.bytes, to: image.fileName)
            progress.step()
        }
    } else {
        // Layouts hold Pango objects of this thread: each worker lays out again with its own.
        try ParallelRun.forEach(count: work.count, jobs: jobs, progress: progress) { threadRenderer, i in
            let w = work[i]
            let image = try threadRenderer.render(loaded[w.index].spec, format: w.format, scale: w.scale)
            try writer.write(image.bytes, to: image.fileName)
        }
    }
    progress.finish("wrote \(progress.done) file\(progress.done == 1 ? "" : "s") to \(writer.directory.path)")
}

/// Prints the findings of audits, each at its spec's file, line, column and field: warnings,
/// one count line (`warnings: .summary`), or with `strict` errors followed by a failure, so
/// that nothing is written.
func reportFindings(_ audits: [(report: AuditReport, locate: (FieldError) -> SpecError)], options: RenderOptions, quiet: Bool) throws {
    var findings = 0
    for (report, locate) in audits {
        for finding in report.findings {
            findings += 1
            let located = locate(FieldError(finding.field.map { [$0] } ?? [], "\(finding.rule): \(finding.message)"))
            if options.strict {
                printError(located)
            } else if !quiet, options.warnings == .each {
                FileHandle.standardError.write(Data("warning: \(located)\n".utf8))
            }
        }
    }
    if !options.strict, !quiet, options.warnings == .summary, findings > 0 {
        let buttons = audits.filter { !$0.report.findings.isEmpty }.count
        FileHandle.standardError.write(Data(
            "note: \(findings) accessibility findings on \(buttons) of \(audits.count) buttons; index.html lists them, `render-cli audit` explains them\n".utf8))
    }
    if options.strict, findings > 0 {
        printError("\(findings) accessibility findings with --strict; nothing was written")
        throw ExitCode.failure
    }
}

/// Prints to standard error.
func printError(_ item: Any) {
    FileHandle.standardError.write(Data("error: \(item)\n".utf8))
}
