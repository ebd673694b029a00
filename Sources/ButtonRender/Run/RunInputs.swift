import Foundation

/// What a run reads, checked before anything is drawn and kept small: every spec file is
/// loaded (folders expanded, `-` read from standard input) and every item decoded once, so
/// that a bad file or a name used twice fails the run with every problem (`RunInputProblems`),
/// as `SpecFiles.load` does; but past the first `decodedButtonsKept` buttons of JSON list files,
/// a button is dropped and decoded again when drawn (`ButtonList`), keeping only its name, the
/// files it reads and its theme. A short run thus decodes once; a long one holds a bounded
/// number of decoded buttons.
public struct RunInputs: Sendable {
    /// How many buttons of JSON list files a run keeps decoded (about 1.6 KB each: the spec,
    /// not its node, which is composed again only to locate an error,
    /// `SpecSource.droppingNode`); the others are decoded a second time (about 0.3M
    /// instructions each), by the thread that draws them.
    static let decodedButtonsKept = 2048

    /// The buttons, in file order.
    var buttons = ButtonList()
    /// The sheets, in file order.
    public private(set) var sheets: [LoadedSheet] = []
    /// The spec files read (absolute), so that no output replaces one.
    public private(set) var files: [URL] = []
    /// The files the buttons read (token, icon and background image files), once each.
    private var buttonInputs: [URL] = []
    /// One button per user theme file and system (whose theme warnings a run prints once).
    package private(set) var themedButtons: [ButtonSpec] = []

    /// No inputs.
    public init() {}

    /// Buttons already loaded (built in code, or a catalog's), all kept decoded.
    public init(buttons: [LoadedSpec], sheets: [LoadedSheet] = []) {
        self.buttons = ButtonList(buttons); self.sheets = sheets
    }

    /// Items in the order given (buttons and sheets mixed), when made from a list.
    private var listed: [SpecItem]?

    /// Items in the order given, all kept decoded (what `verify` checks).
    public init(items: [SpecItem]) {
        listed = items
        sheets = items.compactMap { if case .sheet(let sheet) = $0 { return sheet } else { return nil } }
    }

    /// How many items a run draws: the sheets, then the buttons (or the items as listed).
    package var count: Int { listed?.count ?? sheets.count + buttons.count }

    /// Item `index` of a run: the sheets first, then the buttons, each in file order (or the
    /// items as listed); a button of a long JSON list file is decoded again.
    public func item(_ index: Int) throws -> SpecItem {
        if let listed { return listed[index] }
        return index < sheets.count ? .sheet(sheets[index]) : .button(try buttons.button(index - sheets.count))
    }

    /// The items `shard` holds (`Shard`), in input order: sheets cost the buttons they draw,
    /// buttons 1. The files the run reads stay those of every item.
    public func shard(_ shard: Shard) -> RunInputs {
        var part = self
        if let listed {
            part.listed = shard.items(listed)
            part.sheets = part.listed!.compactMap { if case .sheet(let sheet) = $0 { return sheet } else { return nil } }
            return part
        }
        let costs = sheets.map { Shard.cost(.sheet($0)) } + Array(repeating: 1, count: buttons.count)
        let kept = shard.positions(costs: costs)
        part.sheets = kept.filter { $0 < sheets.count }.map { sheets[$0] }
        part.buttons = buttons.subset(kept.filter { $0 >= sheets.count }.map { $0 - sheets.count })
        return part
    }

    /// Whether item `index` is a button or a sheet (without decoding it).
    package func kind(at index: Int) -> RunItem.Kind {
        if let listed {
            if case .sheet = listed[index] { return .sheet }
            return .button
        }
        return index < sheets.count ? .sheet : .button
    }

    /// Loads every spec file of `arguments` as described above; the elements of JSON list
    /// files are decoded on `threads` threads (`LazySpecList.forEachElement`), the rest in order.
    public static func load(_ arguments: [String], paths: PathPolicy = .insideSpecFolder, threads: Int = 1) throws -> RunInputs {
        var inputs = RunInputs()
        var problems: [any Error] = []
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
                                    // The spec is kept; its node was dropped as it was decoded.
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
            } catch { problems.append(error) }
        }
        if !problems.isEmpty { throw RunInputProblems(problems) }
        // Output files are named after buttons and sheets: every name must be unique. A
        // button is decoded again only to locate its name when it is used twice.
        var seen: [String: String] = [:]
        func claim(_ name: String, file: String, locate: (FieldError) throws -> SpecError) rethrows {
            if let first = seen[name] {
                problems.append(try locate(FieldError(["name"], .duplicateName(name: name, firstUse: first))))
            }
            seen[name] = file
        }
        for (index, name) in names.enumerated() {
            try claim(name.name, file: name.file) { try inputs.buttons.button(index).source.locate($0) }
        }
        for sheet in inputs.sheets { claim(sheet.sheet.outputName, file: sheet.source.file) { sheet.source.locate($0) } }
        if !problems.isEmpty { throw RunInputProblems(problems) }
        return inputs
    }

    /// Every file the run reads: the spec files, the files the buttons and sheets read, and
    /// those of the sheets' laid-out buttons.
    package func inputFiles(sheetLayouts: [SheetLayout]) -> [URL] {
        var urls = files + buttonInputs
        for sheet in sheets {
            if let base = sheet.sheet.base { urls += InputFiles.referenced(by: base) }
            if let button = sheet.sheet.button { urls += InputFiles.referenced(by: button) }
        }
        for layout in sheetLayouts { for button in layout.buttons { urls += InputFiles.referenced(by: button.spec) } }
        return urls
    }
}
