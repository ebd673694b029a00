import ArgumentParser
import ButtonRender
import Foundation

/// The buttons and sheets of the spec files given on the command line.
struct SpecFiles {
    /// The buttons, in file order.
    var buttons: [LoadedSpec] = []
    /// The sheets (mappings with a `sheet` field), in file order.
    var sheets: [LoadedSheet] = []
    /// The spec files read (absolute), so that no output replaces one.
    var files: [URL] = []

    /// Loads every file (folders expanded, `-` read from standard input), reporting every bad
    /// file (and every name used twice, since output files are named after buttons and sheets)
    /// before failing with exit status 2.
    /// Theme and icon paths must stay inside each spec file's folder tree unless `paths` is
    /// `.anywhere` (`--allow-outside-paths`).
    static func load(_ arguments: [String], paths: PathPolicy = .insideSpecFolder) throws -> SpecFiles {
        var files = SpecFiles()
        var failures = 0
        for path in try SpecPaths.expand(arguments, paths: paths) {
            do {
                let items: [SpecItem]
                if path == "-" {
                    items = try SheetLoader.load(text: try SpecPaths.readStandardInput(), file: SpecPaths.standardInputName, defaultName: "stdin")
                } else {
                    items = try SheetLoader.load(file: path, paths: paths)
                    files.files.append(URL(fileURLWithPath: path).standardizedFileURL)
                }
                for item in items {
                    switch item {
                    case .button(let b): files.buttons.append(b)
                    case .sheet(let s): files.sheets.append(s)
                    }
                }
            } catch { printError(error); failures += 1 }
        }
        if failures > 0 { throw ExitStatus.badInput }
        var seen: [String: String] = [:]
        let named = files.buttons.map { ($0.spec.name ?? "", $0.source) } + files.sheets.map { ($0.sheet.outputName, $0.source) }
        for (name, source) in named {
            if let first = seen[name] {
                printError(source.locate(FieldError(["name"], .duplicateName(name: name, firstUse: first))))
                failures += 1
            }
            seen[name] = source.file
        }
        if failures > 0 { throw ExitStatus.badInput }
        return files
    }
}
