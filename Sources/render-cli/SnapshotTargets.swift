import ArgumentParser
import ButtonRender
import Foundation

/// The images `verify` and `record` check: the buttons and sheets of spec files at their own
/// (or the given) scales, or the built-in catalog as `catalog` writes it (PNG @1x and @2x, SVG).
struct SnapshotTargetOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Spec files (.json, .yaml, .yml), folders of them, or - for standard input: buttons and sheets. Omit with --catalog.", valueName: "spec"))
    var specs: [String] = []

    @Flag(help: "Use the built-in catalog instead of spec files.")
    var catalog = false

    @Option(help: ArgumentHelp("With --catalog: only this system's buttons. \(SystemOption.help)", valueName: "system"))
    var system: String?

    @Option(name: .long, help: ArgumentHelp("The folder of goldens (name.png, name@2x.png, name.svg).", valueName: "dir"))
    var snapshots: String

    @Option(name: .shortAndLong, help: "Formats to check: png, svg, pdf or apng (compared frame by frame); repeat for several (default png; catalog: png and svg).")
    var format: [OutputFormatArgument] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("PNG scales; repeat for several (default: each spec's own; catalog: 1 and 2).", valueName: "n"))
    var scale: [Int] = []

    @Option(help: ArgumentHelp("Only the buttons and sheets whose name matches this regular expression (ICU syntax, case-sensitive, found anywhere in the name, so a plain word matches as a substring; anchor with ^ and $ for a whole name). Repeat for several: an item matching any is kept. Counts cover the items kept; matching none is an error (exit 2).", valueName: "pattern"))
    var grep: [String] = []

    @OptionGroup var shardOption: ShardOption

    @Flag(help: "Let a spec's theme and icon paths point outside the spec file's folder (by default they must stay inside its folder tree).")
    var allowOutsidePaths = false

    func validate() throws {
        if catalog && !specs.isEmpty { throw ValidationError("give spec files or --catalog, not both") }
        if !catalog && specs.isEmpty { throw ValidationError("give spec files, or --catalog") }
        for s in scale where !(1...3).contains(s) { throw ValidationError("--scale must be 1, 2 or 3, not \(s)") }
        if system != nil && !catalog { throw ValidationError("--system picks catalog buttons; give it with --catalog") }
        for pattern in grep {
            do { _ = try NSRegularExpression(pattern: pattern) } catch {
                throw ValidationError("--grep '\(pattern)' is not a regular expression (ICU syntax; escape a literal ( [ . * + ? with \\)")
            }
        }
    }

    /// Keeps the items whose name matches a `--grep` pattern (all of them without one); an
    /// error (exit 2) when none does.
    func filtered(_ items: [SpecItem]) throws -> [SpecItem] {
        guard !grep.isEmpty else { return items }
        let patterns = grep.compactMap { try? NSRegularExpression(pattern: $0) }
        let kept = items.filter { item in
            let name = item.itemName
            return patterns.contains { $0.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil }
        }
        guard kept.isEmpty else { return kept }
        let names = items.prefix(8).map(\.itemName).joined(separator: ", ") + (items.count > 8 ? ", …" : "")
        printError("--grep \(grep.map { "'\($0)'" }.joined(separator: ", ")) matches none of the \(items.count) buttons' and sheets' names (\(names)); nothing was checked")
        throw ExitStatus.badInput
    }

    /// The snapshots folder as a store root and suite.
    var storeAndSuite: (SnapshotStore, String) {
        let url = URL(fileURLWithPath: snapshots).standardizedFileURL
        return (SnapshotStore(root: url.deletingLastPathComponent().path), url.lastPathComponent)
    }

    /// The buttons and sheets to check (buttons first, each in file order), the images of each
    /// (PNG at every scale, SVG and PDF at @1x), and the files the run reads (spec, token and
    /// icon files), which no golden or artifact may replace. Every spec file is read and
    /// validated first; then only the items `--grep` keeps are returned.
    func load() throws -> (items: [SpecItem], outputs: [BatchOutput], inputs: [URL]) {
        let files = catalog
            ? SpecFiles(buttons: try catalogSpecs().map { LoadedSpec(spec: $0, source: .inline("catalog:\($0.name ?? "")")) })
            : try loadingInputs { try SpecFiles.load(specs, paths: allowOutsidePaths ? .anywhere : .insideSpecFolder) }
        return (try filtered(files.items), outputs, InputFiles.all(files))
    }

    /// The images of each item: PNG at the given scales (the catalog's 1 and 2, else each
    /// item's own), SVG and PDF (resolution-independent) at @1x.
    var outputs: [BatchOutput] {
        let formats = format.isEmpty ? (catalog ? [OutputFormat.png, .svg] : [.png]) : format.map(\.format)
        let pngScales: [Int?] = scale.isEmpty ? (catalog ? [1, 2] : [nil]) : scale
        return formats.flatMap { f in f != .png ? [BatchOutput(format: f, scale: 1)] : pngScales.map { BatchOutput(format: f, scale: $0) } }
    }

    /// The catalog's buttons, or one system's with `--system` (a built-in one, or a system file's).
    private func catalogSpecs() throws -> [ButtonSpec] {
        try system.map { try SystemOption.resolve($0).catalogSpecs() } ?? BuiltInCatalog.specs()
    }

    /// A batch renderer that draws the images to check, on every core (results still arrive
    /// in input order, with the same bytes), without metadata or audit.
    func batchRenderer(outputs: [BatchOutput]) throws -> BatchRenderer {
        try BatchRenderer(options: BatchOptions(outputs: outputs, metadata: false, audit: false,
                                                jobs: BatchOptions.defaultJobs(processorCount: ProcessInfo.processInfo.activeProcessorCount)))
    }
}
