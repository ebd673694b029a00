import ArgumentParser
import ButtonRender
import Foundation
import Yams

/// `render-cli catalog --out DIR`: renders the built-in catalog.
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Render the built-in catalog, or a system file's: every style of every system in every state and appearance.",
        discussion: "By default writes PNG at @1x and @2x and SVG for each of the catalog's buttons. Also writes name.layout.json beside each button (layout rects, sizes, what VoiceOver reads, audit findings) and one self-contained index.html gallery: a grid per system (styles down, states across, light and dark side by side) with search, filters and a detail view per button. --system NAME draws one built-in system's buttons; --system FILE draws the catalog of a design system defined by a file (render-cli help system): every style, size, state and appearance (or mode) as its file's catalog section says, its documentation sheets (NAME-states: a state matrix in the system's words with a panel per mode; NAME-anatomy, NAME-redlines, NAME-touch-target of its default style) and its gallery: the page a team publishes. --print-specs prints the catalog as a YAML spec file instead, a starting point for your own. Files are written all or nothing, as render writes them.\n\n\(ExitStatus.help)"
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder; created if missing.", valueName: "dir"))
    var out: String?

    @Option(name: .shortAndLong, help: "Output format: png, svg, pdf or apng (animated: a pressed Material button's press, a spinner turning); repeat for several (default png and svg).")
    var format: [OutputFormatArgument] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("PNG scales; repeat for several (default 1 and 2).", valueName: "n"))
    var scale: [Int] = []

    @Flag(help: "Print the catalog's specs as YAML and exit.")
    var printSpecs = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Option(name: .shortAndLong, help: "Render on N threads, 1 to 64 (default: the number of cores, at most 64); the bytes do not depend on it.")
    var jobs = BatchOptions.defaultJobs(processorCount: ProcessInfo.processInfo.activeProcessorCount)

    @Option(help: ArgumentHelp("Only this system's buttons: \(SystemOption.help)", valueName: "system"))
    var system: String?

    @OptionGroup var shardOption: ShardOption

    func validate() throws {
        for s in scale where !(1...3).contains(s) { throw ValidationError("--scale must be 1, 2 or 3, not \(s)") }
        if out == nil && !printSpecs { throw ValidationError("give --out DIR (or --print-specs)") }
        guard BatchOptions.jobRange.contains(jobs) else {
            throw ValidationError("--jobs must be in \(BatchOptions.jobRange.lowerBound)...\(BatchOptions.jobRange.upperBound)")
        }
    }

    func run() throws {
        InterruptCleanup.install()
        let chosen = try system.map(SystemOption.resolve)
        let specs = chosen.map { $0.catalogSpecs() } ?? BuiltInCatalog.specs()
        if printSpecs {
            print(try PlainYAML.encode(specs))
            return
        }
        let loaded = specs.map { LoadedSpec(spec: $0, source: .inline("catalog:\($0.name ?? "")")) }
        // A system file's catalog is its documentation page: its sheets too.
        let sheets = (chosen?.catalogSheets() ?? []).map { LoadedSheet(sheet: $0, source: .inline("catalog:\($0.name ?? "")")) }
        let formats = format.isEmpty ? [OutputFormat.png, .svg] : format.map(\.format)
        let scales = scale.isEmpty ? [1, 2] : scale
        // PNG at every scale; SVG and PDF are resolution-independent: one file each at @1x.
        // name.layout.json lists the PNG scales (or 1 without PNG); the findings are counted.
        var outputs = formats.contains(.png) ? scales.map { BatchOutput(format: .png, scale: $0) } : []
        outputs += formats.filter { $0 != .png }.map { BatchOutput(format: $0, scale: 1) }
        let inputs = shardOption.shard.map { RunInputs(buttons: loaded, sheets: sheets).shard($0.shard) } ?? RunInputs(buttons: loaded, sheets: sheets)
        let run = Run(inputs: inputs, options: BatchOptions(outputs: outputs, jobs: jobs))
        let renderer = try ButtonRenderer()
        let printer = RunPrinter(inputs: inputs, images: inputs.count * outputs.count,
                                 options: RenderOptions(warnings: quiet ? .none : .summary), quiet: quiet)
        try RunOutput(directory: out!).run(inputs: { [] }, quiet: quiet) { writer in
            try run.execute(renderer: renderer, sinks: [.files(writer), printer.sink,
                                                        .gallery(title: "ButtonRender catalog", renderer: renderer, writer: writer)],
                            progress: printer.update)
        }
        SystemFileWarnings.report(quiet: quiet)
    }
}
