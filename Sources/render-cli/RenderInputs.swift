import ArgumentParser
import ButtonRender
import Foundation

/// What `render` reads, checked before anything is drawn and kept small: every spec file is
/// loaded (folders expanded, `-` read from standard input) and every item decoded once, so
/// that a bad file or a name used twice fails the run (status 2) with each problem printed, as
/// `SpecFiles.load` does; but past the first `decodedButtonsKept` buttons of JSON list files,
/// a button is dropped and decoded again when drawn (`ButtonList`), keeping only its name, the
/// files it reads and its theme. A short run thus decodes once; a long one holds a bounded
/// number of decoded buttons.
struct RenderInputs {
    /// How many buttons of JSON list files a run keeps decoded (about 5 KB each, their nodes
    /// included); the others are decoded a second time, by the thread that draws them.
    static let decodedButtonsKept = 256

    /// The buttons, in file order.
    var buttons = ButtonList()
    /// The sheets, in file order.
    var sheets: [LoadedSheet] = []
    /// The spec files read (absolute), so that no output replaces one.
    var files: [URL] = []
    /// The files the buttons read (token, icon and background image files), once each.
    private var buttonInputs: [URL] = []
    /// One button per user theme file and system, for `ThemeWarnings`.
    var themedButtons: [ButtonSpec] = []

    /// Loads every spec file of `arguments` as described above; the elements of JSON list
    /// files are decoded on `threads` threads (`LazySpecList.forEachElement`), the rest in order.
    static func load(_ arguments: [String], paths: PathPolicy = .insideSpecFolder, threads: Int = 1) throws -> RenderInputs {
        var inputs = RenderInputs()
        var failures = 0
        var names: [(name: String, file: String)] = []
        var seenInputs = Set<String>(), seenThemes = Set<String>()
        var kept = 0
        func record(_ spec: ButtonSpec, file: String) {
            names.append((spec.name ?? "", file))
            for url in InputFiles.referenced(by: spec) where seenInputs.insert(url.path).inserted { inputs.buttonInputs.append(url) }
            if let theme = spec.theme, !BuiltInThemeNames.contains(theme),
               seenThemes.insert("\(spec.system?.rawValue ?? "")\n\(theme)").inserted {
                inputs.themedButtons.append(spec)
            }
        }
        func add(_ items: [SpecItem]) {
            for item in items {
                switch item {
                case .button(let b): record(b.spec, file: b.source.file); inputs.buttons.append(b)
                case .sheet(let s): inputs.sheets.append(s)
                }
            }
        }
        for path in try SpecPaths.expand(arguments, paths: paths) {
            do {
                if path == "-" {
                    add(try SheetLoader.load(text: try SpecPaths.readStandardInput(), file: SpecPaths.standardInputName, defaultName: "stdin"))
                    continue
                }
                if let list = try LazySpecList.open(file: path, paths: paths) {
                    let number = inputs.buttons.add(list)
                    try list.forEachElement(threads: threads) { element, items in
                        for (position, item) in items.enumerated() {
                            switch item {
                            case .button(let b):
                                record(b.spec, file: list.file)
                                if kept < decodedButtonsKept {
                                    inputs.buttons.append(b)
                                    kept += 1
                                } else {
                                    inputs.buttons.append(list: number, element: element, item: position)
                                }
                            case .sheet(let s): inputs.sheets.append(s)
                            }
                        }
                    }
                } else {
                    add(try SheetLoader.load(file: path, paths: paths))
                }
                inputs.files.append(URL(fileURLWithPath: path).standardizedFileURL)
            } catch { printError(error); failures += 1 }
        }
        if failures > 0 { throw ExitStatus.badInput }
        // Output files are named after buttons and sheets: every name must be unique. A
        // button is decoded again only to locate its name when it is used twice.
        var seen: [String: String] = [:]
        func claim(_ name: String, file: String, locate: (FieldError) throws -> SpecError) rethrows {
            if let first = seen[name] {
                printError(try locate(FieldError(["name"], "the name '\(name)' is already used in \(first); names must be unique")))
                failures += 1
            }
            seen[name] = file
        }
        for (index, name) in names.enumerated() {
            try claim(name.name, file: name.file) { try inputs.buttons.button(index).source.locate($0) }
        }
        for sheet in inputs.sheets { claim(sheet.sheet.outputName, file: sheet.source.file) { sheet.source.locate($0) } }
        if failures > 0 { throw ExitStatus.badInput }
        return inputs
    }

    /// Every file the run reads: the spec files, the files the buttons and sheets read, and
    /// those of the sheets' laid-out buttons.
    func inputFiles(sheetLayouts: [SheetLayout]) -> [URL] {
        var urls = files + buttonInputs
        for sheet in sheets {
            if let base = sheet.sheet.base { urls += InputFiles.referenced(by: base) }
            if let button = sheet.sheet.button { urls += InputFiles.referenced(by: button) }
        }
        for layout in sheetLayouts { for button in layout.buttons { urls += InputFiles.referenced(by: button.spec) } }
        return urls
    }
}
