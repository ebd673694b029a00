import ArgumentParser
import ButtonRender
import Foundation

/// The images `verify` and `record` check: spec files at their own (or the given) scales,
/// or the built-in catalog as `catalog` writes it (PNG @1x and @2x, SVG).
struct SnapshotTargetOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Spec files (.json, .yaml). Omit with --catalog.", valueName: "spec"))
    var specs: [String] = []

    @Flag(help: "Use the built-in catalog instead of spec files.")
    var catalog = false

    @Option(name: .long, help: ArgumentHelp("The folder of goldens (name.png, name@2x.png, name.svg).", valueName: "dir"))
    var snapshots: String

    @Option(name: .shortAndLong, help: "Formats to check; repeat for several (default png; catalog: png and svg).")
    var format: [OutputFormatArgument] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("PNG scales; repeat for several (default: each spec's own; catalog: 1 and 2).", valueName: "n"))
    var scale: [Int] = []

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

    /// Every (spec, format, scale) to check, after validating all specs.
    func targets() throws -> [(LoadedSpec, OutputFormat, Int)] {
        let loaded = catalog
            ? BuiltInCatalog.specs().map { LoadedSpec(spec: $0, source: .inline("catalog:\($0.name ?? "")")) }
            : try loadSpecs(specs)
        let formats = format.isEmpty ? (catalog ? [OutputFormat.png, .svg] : [.png]) : format.map(\.format)
        var result: [(LoadedSpec, OutputFormat, Int)] = []
        for item in loaded {
            for f in formats {
                let scales = f == .svg ? [1] : (scale.isEmpty ? (catalog ? [1, 2] : [item.spec.scale ?? 1]) : scale)
                for s in scales { result.append((item, f, s)) }
            }
        }
        return result
    }
}

/// Renders a target, turning field errors into located spec errors.
func renderTarget(_ renderer: ButtonRenderer, _ item: LoadedSpec, _ format: OutputFormat, _ scale: Int) throws -> RenderedImage {
    do { return try renderer.render(item.spec, format: format, scale: scale) }
    catch let error as FieldError { throw item.source.locate(error) }
}
