import ArgumentParser
import ButtonRender
import Foundation

/// `render-cli render SPEC... --out DIR`: renders spec files.
struct RenderCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "render",
            abstract: "Render buttons and documentation sheets from spec files into a folder.",
            // The manual lists every design system's styles and states, which reads the bundled
            // system files: made only when help is printed (`HelpPrinting.discussion`).
            discussion: HelpPrinting.discussion(manual))
    }

    /// The discussion `render --help` and `help render` print: what a run does, the exit
    /// statuses and the spec format.
    private static let manual = """
        Lays out, audits and draws every button and sheet, writing every file into a staging \
        folder inside --out, and moves them into place only when all succeeded: a failing run \
        leaves --out as it found it. No output may replace one of the run's inputs (a spec, a \
        token file, an icon): such a run is refused and writes nothing. Beside each image goes \
        name.layout.json (layout rects, sizes, accessibility). Prints 'wrote N files to DIR'.

        \(ExitStatus.help)

        \(SpecReference.text)
        """

    @Argument(help: ArgumentHelp("Spec files (.json, .yaml, .yml), folders of them (every spec file directly inside, sorted), or - for standard input.", valueName: "spec"))
    var specs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder; created if missing. Files are written only inside it.", valueName: "dir"))
    var out: String

    @Option(name: .shortAndLong, help: "Output format: png, svg, pdf or apng (animated: a pressed Material button's press from touch to the settled ink, a spinner turning; other buttons and sheets one frame). Repeat for several (default png).")
    var format: [OutputFormatArgument] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("Pixel scale 1, 2 or 3; repeat for several. Default: each spec's own scale.", valueName: "n"))
    var scale: [Int] = []

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Option(name: .shortAndLong, help: "Render on N threads, 1 to 64 (default: the number of cores, at most 64); the bytes do not depend on it.")
    var jobs = BatchOptions.defaultJobs(processorCount: ProcessInfo.processInfo.activeProcessorCount)

    @Flag(help: "Treat accessibility findings (contrast, touch target, labels) as errors: nothing is written.")
    var strict = false

    @Flag(inversion: .prefixedNo, help: "Write name.layout.json beside each button and sheet: layout rects, sizes and accessibility text.")
    var metadata = true

    @Flag(help: "Also write index.html: one self-contained page to browse every button (a grid per system, search, filters, a detail view with files, spec, VoiceOver text, findings and layout rectangles) and every sheet at full size.")
    var gallery = false

    @OptionGroup var shardOption: ShardOption

    @Flag(help: "Let a spec's theme and icon paths point outside the spec file's folder (by default they must stay inside its folder tree).")
    var allowOutsidePaths = false

    func validate() throws {
        for s in scale where !(1...3).contains(s) { throw ValidationError("--scale must be 1, 2 or 3, not \(s)") }
        guard BatchOptions.jobRange.contains(jobs) else {
            throw ValidationError("--jobs must be in \(BatchOptions.jobRange.lowerBound)...\(BatchOptions.jobRange.upperBound)")
        }
    }

    func run() throws {
        InterruptCleanup.install()
        let all = try loadingInputs { try RunInputs.load(specs, paths: allowOutsidePaths ? .anywhere : .insideSpecFolder, threads: jobs) }
        let inputs = shardOption.shard.map { all.shard($0.shard) } ?? all
        let formats = format.isEmpty ? [OutputFormat.png] : format.map(\.format)
        let run = Run(inputs: inputs, options: BatchOptions(outputs: BatchOutput.grid(formats: formats, scales: scale), metadata: metadata, jobs: jobs))
        let renderer = try ButtonRenderer()
        let printer = RunPrinter(inputs: inputs, images: inputs.count * run.options.outputs.count,
                                 options: RenderOptions(strict: strict, metadata: metadata), quiet: quiet)
        let sheetLayouts = SheetLayoutsSeen()
        // Everything is written into a staging folder inside --out and moved into place only
        // when every file succeeded: a failing run leaves --out as it found it.
        let output = try RunOutput(directory: out)
        try output.run(inputs: { inputs.inputFiles(sheetLayouts: sheetLayouts.layouts) }, quiet: quiet) { writer in
            var sinks = [RunSink.files(writer), sheetLayouts.sink, printer.sink]
            if gallery {
                sinks.append(.gallery(title: "ButtonRender: \(specs.count == 1 ? specs[0] : "\(specs.count) spec files")", renderer: renderer, writer: writer))
            }
            try run.execute(renderer: renderer, sinks: sinks, progress: printer.update)
            ThemeWarnings.report(inputs.themedButtons + sheetLayouts.layouts.flatMap { $0.buttons.map(\.spec) }, quiet: quiet)
            SystemFileWarnings.report(quiet: quiet)
        }
    }
}

/// The layouts of a run's drawn sheets, whose buttons name files the run reads (theme and
/// icon files no output may replace) and whose themes are warned about.
final class SheetLayoutsSeen {
    /// The layouts, in input order.
    private(set) var layouts: [SheetLayout] = []

    /// The sink that keeps them.
    var sink: RunSink {
        RunSink(receive: { [self] item in
            if case .sheet(_, let layout)? = item.drawn?.prepared { layouts.append(layout) }
        })
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

/// Prints the findings of audits, each at its spec's file, line, column and field: warnings,
/// one count line (`warnings: .summary`), or with `strict` errors followed by a failure, so
/// that nothing is written. `audits` may hold only the reports with findings; `audited` is how
/// many buttons were audited in all (default: `audits.count`).
func reportFindings(_ audits: [(report: AuditReport, locate: (FieldError) -> SpecError)], audited: Int? = nil,
                    options: RenderOptions, quiet: Bool) throws {
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
            "note: \(findings) accessibility findings on \(buttons) of \(audited ?? audits.count) buttons; index.html lists them, `render-cli audit` explains them\n".utf8))
    }
    if options.strict, findings > 0 {
        printError("\(findings) accessibility findings with --strict; nothing was written")
        throw ExitStatus.checkFailed
    }
}

/// Prints to standard error, control characters escaped (a value from a file, a file's name,
/// a tool's message may hold an ESC that would drive the terminal).
func printError(_ item: Any) {
    InterruptCleanup.waitIfInterrupted()
    FileHandle.standardError.write(Data("error: \(ControlCharacterEscaping.escaped("\(item)"))\n".utf8))
}
