import Foundation

/// The buttons and sheets of spec files, all decoded (what `verify`, `record`, `audit` and a
/// catalog read; `RunInputs` is the bounded form a long `render` reads).
package struct SpecFiles: Sendable {
    /// The buttons, in file order.
    package var buttons: [LoadedSpec] = []
    /// The sheets (mappings with a `sheet` field), in file order.
    package var sheets: [LoadedSheet] = []
    /// The spec files read (absolute), so that no output replaces one.
    package var files: [URL] = []

    /// Buttons built in code or by a catalog, and no spec files.
    package init(buttons: [LoadedSpec] = [], sheets: [LoadedSheet] = []) {
        self.buttons = buttons; self.sheets = sheets
    }

    /// Loads every file of `arguments` (folders expanded, `-` read from standard input); every
    /// bad file, and every name used twice (output files are named after buttons and sheets),
    /// is thrown together (`RunInputProblems`). Theme and icon paths must stay inside each
    /// spec file's folder tree unless `paths` is `.anywhere`.
    package static func load(_ arguments: [String], paths: PathPolicy = .insideSpecFolder) throws -> SpecFiles {
        var files = SpecFiles()
        var problems: [any Error] = []
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
            } catch { problems.append(error) }
        }
        if !problems.isEmpty { throw RunInputProblems(problems) }
        var seen: [String: String] = [:]
        let named = files.buttons.map { ($0.spec.name ?? "", $0.source) } + files.sheets.map { ($0.sheet.outputName, $0.source) }
        for (name, source) in named {
            if let first = seen[name] {
                problems.append(source.locate(FieldError(["name"], .duplicateName(name: name, firstUse: first))))
            }
            seen[name] = source.file
        }
        if !problems.isEmpty { throw RunInputProblems(problems) }
        return files
    }

    /// Every item: the buttons, then the sheets.
    package var items: [SpecItem] { buttons.map(SpecItem.button) + sheets.map(SpecItem.sheet) }
}
