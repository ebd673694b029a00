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

    @Option(name: .long, help: ArgumentHelp("The folder of goldens (name.png, name@2x.png, name.svg).", valueName: "dir"))
    var snapshots: String

    @Option(name: .shortAndLong, help: "Formats to check: png, svg or pdf; repeat for several (default png; catalog: png and svg).")
    var format: [OutputFormatArgument] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("PNG scales; repeat for several (default: each spec's own; catalog: 1 and 2).", valueName: "n"))
    var scale: [Int] = []

    @Flag(help: "Let a spec's theme and icon paths point outside the spec file's folder (by default they must stay inside its folder tree).")
    var allowOutsidePaths = false

    func validate() throws {
        if catalog && !specs.isEmpty { throw ValidationError("give spec files or --catalog, not both") }
        if !catalog && specs.isEmpty { throw ValidationError("give spec files, or --catalog") }
        for s in scale where !(1...3).contains(s) { throw ValidationError("--scale must be 1, 2 or 3, not \(s)") }
    }

    /// The snapshots folder as a store root and suite.
    var storeAndSuite: (SnapshotStore, String) {
        let url = URL(fileURLWithPath: snapshots).standardizedFileURL
        return (SnapshotStore(root: url.deletingLastPathComponent().path), url.lastPathComponent)
    }

    /// Every image to check, after validating all specs and sheets.
    func targets() throws -> [SnapshotTarget] { try load().targets }

    /// Every image to check, and the files the run reads (spec, token and icon files), which
    /// no golden or artifact may replace.
    func load() throws -> (targets: [SnapshotTarget], inputs: [URL]) {
        let files = catalog
            ? SpecFiles(buttons: BuiltInCatalog.specs().map { LoadedSpec(spec: $0, source: .inline("catalog:\($0.name ?? "")")) })
            : try SpecFiles.load(specs, paths: allowOutsidePaths ? .anywhere : .insideSpecFolder)
        let formats = format.isEmpty ? (catalog ? [OutputFormat.png, .svg] : [.png]) : format.map(\.format)
        var result: [SnapshotTarget] = []
        for item in files.buttons {
            for f in formats {
                let scales = f != .png ? [1] : (scale.isEmpty ? (catalog ? [1, 2] : [item.spec.scale ?? 1]) : scale)
                for s in scales { result.append(SnapshotTarget(item: .button(item), format: f, scale: s)) }
            }
        }
        for item in files.sheets {
            for f in formats {
                let scales = f != .png ? [1] : (scale.isEmpty ? [item.sheet.scale ?? 1] : scale)
                for s in scales { result.append(SnapshotTarget(item: .sheet(item), format: f, scale: s)) }
            }
        }
        return (result, InputFiles.all(files))
    }
}

/// One image `verify` or `record` checks: a button or a sheet, in one format and scale.
struct SnapshotTarget {
    /// What is drawn.
    enum Item {
        case button(LoadedSpec)
        case sheet(LoadedSheet)
    }
    var item: Item
    var format: OutputFormat
    var scale: Int

    /// The button's or sheet's name, for messages.
    var name: String {
        switch item {
        case .button(let b): return b.spec.name ?? "?"
        case .sheet(let s): return s.sheet.outputName
        }
    }

    /// Renders the target, turning field errors into located spec errors.
    func render(_ sheets: SheetRenderer) throws -> RenderedImage {
        switch item {
        case .button(let b):
            do { return try sheets.renderer.render(b.spec, format: format, scale: scale) }
            catch let error as FieldError { throw b.source.locate(error) }
        case .sheet(let s):
            do { return try sheets.render(s.sheet, format: format, scale: scale) }
            catch let error as FieldError { throw s.locate(error) }
        }
    }
}
