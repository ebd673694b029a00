import ArgumentParser
import ButtonRender
import Foundation

/// `render-cli render SPEC... --out DIR`: renders spec files.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render buttons from spec files into a folder.",
        discussion: SpecReference.text
    )

    @Argument(help: ArgumentHelp("Spec files (.json, .yaml, .yml).", valueName: "spec"))
    var specs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder; created if missing. Files are written only inside it.", valueName: "dir"))
    var out: String

    @Option(name: .shortAndLong, help: "Output format: png or svg. Repeat for both (default png).")
    var format: [OutputFormatArgument] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("Pixel scale 1, 2 or 3; repeat for several. Default: each spec's own scale.", valueName: "n"))
    var scale: [Int] = []

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        for s in scale where !(1...3).contains(s) { throw ValidationError("--scale must be 1, 2 or 3, not \(s)") }
    }

    func run() throws {
        let loaded = try loadSpecs(specs)
        let formats = format.isEmpty ? [OutputFormat.png] : format.map(\.format)
        try renderAll(loaded, formats: formats, scales: scale, out: out, quiet: quiet)
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

/// Loads every spec file, reporting every bad file before failing.
func loadSpecs(_ paths: [String]) throws -> [LoadedSpec] {
    var loaded: [LoadedSpec] = []
    var failures = 0
    for path in paths {
        do { loaded += try SpecLoader.load(file: path) }
        catch { printError(error); failures += 1 }
    }
    if failures > 0 { throw ExitCode.failure }
    var seen: [String: String] = [:]
    for item in loaded {
        let name = item.spec.name ?? ""
        if let first = seen[name] {
            printError(item.source.locate(FieldError(["name"], "the name '\(name)' is already used by a button in \(first); names must be unique")))
            failures += 1
        }
        seen[name] = item.source.file
    }
    if failures > 0 { throw ExitCode.failure }
    return loaded
}

/// Lays out every spec first (so nothing is written if any is invalid), then renders and
/// writes each file atomically.
func renderAll(_ loaded: [LoadedSpec], formats: [OutputFormat], scales: [Int], out: String, quiet: Bool) throws {
    let renderer = try ButtonRenderer()
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
    let writer = try OutputWriter(directory: out)
    let progress = Progress(total: layouts.count * formats.count * max(1, scales.count), quiet: quiet)
    for layout in layouts {
        for format in formats {
            for s in (scales.isEmpty ? [layout.button.scale] : scales) {
                let image = try renderer.render(layout, format: format, scale: s)
                try writer.write(image.bytes, to: image.fileName)
                progress.step()
            }
        }
    }
    progress.finish("wrote \(progress.done) files to \(writer.directory.path)")
}

/// Prints to standard error.
func printError(_ item: Any) {
    FileHandle.standardError.write(Data("error: \(item)\n".utf8))
}
