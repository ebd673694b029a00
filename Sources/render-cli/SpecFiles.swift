import ArgumentParser
import ButtonRender
import Foundation

/// The buttons and sheets of the spec files given on the command line.
struct SpecFiles {
    /// The buttons, in file order.
    var buttons: [LoadedSpec] = []
    /// The sheets (mappings with a `sheet` field), in file order.
    var sheets: [LoadedSheet] = []

    /// Loads every file, reporting every bad file (and every name used twice, since output
    /// files are named after buttons and sheets) before failing.
    static func load(_ paths: [String]) throws -> SpecFiles {
        var files = SpecFiles()
        var failures = 0
        for path in paths {
            do {
                for item in try SheetLoader.load(file: path) {
                    switch item {
                    case .button(let b): files.buttons.append(b)
                    case .sheet(let s): files.sheets.append(s)
                    }
                }
            } catch { printError(error); failures += 1 }
        }
        if failures > 0 { throw ExitCode.failure }
        var seen: [String: String] = [:]
        let named = files.buttons.map { ($0.spec.name ?? "", $0.source) } + files.sheets.map { ($0.sheet.outputName, $0.source) }
        for (name, source) in named {
            if let first = seen[name] {
                printError(source.locate(FieldError(["name"], "the name '\(name)' is already used in \(first); names must be unique")))
                failures += 1
            }
            seen[name] = source.file
        }
        if failures > 0 { throw ExitCode.failure }
        return files
    }
}
