import ButtonRenderModel
import ButtonRenderSpecFiles
import Foundation
import Yams
import ButtonRenderSupport

/// Reads a system file (`*.system.yaml`, `*.system.yml` or `*.system.json`; strict JSON for
/// `.json`) into a `SystemDefinition`. Every field is checked (unknown fields, wrong types,
/// values a slot cannot take, references that cannot be parsed, states and styles that do not
/// exist, files outside the folder) and every problem is reported, each at its line and
/// column. Token references are resolved later, for a button (`SlotResolver`) or for all of
/// them at once (`render-cli system check`).
package enum SystemFileReader {
    /// The largest system file read, in bytes.
    package static let maximumFileSize = 1 << 20
    /// The most styles, sizes or states a system may have.
    package static let maximumNames = 64
    /// The most variants a system may have.
    package static let maximumVariants = 1_000
    /// The most font files a system may name (each is scanned by FreeType when it loads).
    package static let maximumFonts = 128
    /// The largest font file a system may name, in bytes (a whole CJK collection is about 20 MiB).
    package static let maximumFontFileSize = 64 << 20
    /// The most buttons a system's grid may define: styles × sizes × states × appearances,
    /// each a button `system check` prints and `catalog --system` draws.
    package static let maximumGridButtons = 4_096

    /// The fields of a system file.
    static let fields = ["$schema", "name", "displayName", "description", "tokens", "modes", "fonts", "styles", "defaultStyle",
                         "sizes", "defaultSize", "states", "slots", "variants", "touchTargetMinimum", "voiceOver", "audit",
                         "groups", "largeText", "sheetFonts", "pressAnimation", "catalog", "platform", "extensions"]

    /// The VoiceOver wordings a file may name.
    package static let voiceOverWordings = ["uikit", "anatomy", "obsidian", "web", "web-voiceover"]
    /// The extra audit rules a file may name.
    package static let auditRuleNames = ["contentStrategy", "hintSentence"]

    /// Reads the system file at `path`. Its token file and fonts are relative to its folder
    /// and, with `paths` `.insideSpecFolder`, must be inside it (after `..` and symbolic links).
    /// With `builtInThemes`, a token file named like a built-in theme's resolver document
    /// (`anatomy.resolver.json`) is that theme (the bundle's own system files).
    package static func read(file path: String, paths: PathPolicy = .insideSpecFolder, builtInThemes: Bool = false) throws(SystemFileError) -> SystemDefinition {
        // Only a file named as a system file is read, so an error never quotes another kind of
        // file (a `.env` named by mistake or on purpose).
        let lower = path.lowercased()
        guard [".system.yaml", ".system.yml", ".system.json"].contains(where: lower.hasSuffix) else {
            throw SystemFileError([SpecError(file: path, .described("not a system file: a system file's name ends in .system.yaml, .system.yml or .system.json; it was not read"))])
        }
        let text: String
        do {
            text = try InputFile.readText(path, maximumSize: maximumFileSize, kind: "system file", missing: "no such file")
        } catch {
            throw SystemFileError([SpecError(file: path, line: error.line, column: error.column, .unreadableFile(error))])
        }
        let absolute = PathPolicy.resolved(path)
        return try read(text: text, file: path, absolutePath: absolute, paths: paths, builtInThemes: builtInThemes)
    }

    /// Reads a system file's text; `file` names it in errors, `absolutePath` is where its
    /// relative paths start from.
    package static func read(text: String, file: String, absolutePath: String, paths: PathPolicy = .insideSpecFolder,
                            builtInThemes: Bool = false) throws(SystemFileError) -> SystemDefinition {
        let root: Node
        do {
            // Every scalar is read as text (`NodeReader`), so YAML 1.1's type patterns are not run.
            guard let composed = try SpecDocument.compose(text, file: file, scalarsAsText: true) else {
                throw SpecError(file: file, line: 1, column: 1, .valueMissing(expected: "a system: a mapping with name, tokens, styles, states and slots"))
            }
            root = composed
        } catch let error as SpecError {
            throw SystemFileError([error])
        } catch {
            throw SystemFileError([SpecError(file: file, .described("\(error)"))])
        }
        var reader = SystemFileParse(reader: NodeReader(file: file), folder: (absolutePath as NSString).deletingLastPathComponent,
                                     absolutePath: absolutePath, paths: paths, builtInThemes: builtInThemes)
        let definition = reader.definition(root)
        guard reader.reader.problems.isEmpty, let definition else {
            // In the order they appear in the file (a stable sort keeps each line's order).
            let problems = reader.reader.problems.enumerated().sorted { a, b in
                ((a.element.line ?? 0), (a.element.column ?? 0), a.offset) < ((b.element.line ?? 0), (b.element.column ?? 0), b.offset)
            }.map(\.element)
            throw SystemFileError(problems)
        }
        return definition
    }
}

/// One reading of a system file: the reader with its problems, and what paths are relative to.
struct SystemFileParse {
    var reader: NodeReader
    /// The system file's folder (absolute).
    let folder: String
    /// The system file (absolute).
    let absolutePath: String
    let paths: PathPolicy
    let builtInThemes: Bool

    /// The style, size and state names read so far, for checking later references to them.
    var styleNames: [String] = []
    var sizeNames: [String] = []
    var stateNames: [String] = []
    /// The mode axes read (`modes: axes:`), which variants may test by name.
    var axes: [ModeAxis] = []

    init(reader: NodeReader, folder: String, absolutePath: String, paths: PathPolicy, builtInThemes: Bool) {
        self.reader = reader; self.folder = folder; self.absolutePath = absolutePath; self.paths = paths; self.builtInThemes = builtInThemes
    }

    mutating func definition(_ root: Node) -> SystemDefinition? {
        // A top level that is not a mapping is not a system file: said without quoting it.
        guard case .mapping = root else {
            let kind: String
            switch root {
            case .sequence: kind = "a list"
            case .scalar: kind = "a text"
            default: kind = "an alias"
            }
            reader.report(.described("not a system file: its top level is \(kind), not a mapping with name, tokens, styles, states and slots"), at: root, path: [])
            return nil
        }
        guard let entries = reader.mapping(root, at: [], known: SystemFileReader.fields) else { return nil }
        let byKey = Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        func required(_ key: String) -> Node? {
            if let node = byKey[key] { return node }
            reader.report(.missingField(key), at: root, path: [])
            return nil
        }

        let name = required("name").flatMap { systemName($0) }
        let displayName = byKey["displayName"].flatMap { reader.string($0, at: ["displayName"]) }
        let summary = byKey["description"].flatMap { reader.string($0, at: ["description"]) }
        let tokens = required("tokens").flatMap { tokenSource($0) }
        var modes = byKey["modes"].map { modeMapping($0) } ?? .standard
        if let node = byKey["extensions"] { modes.extensions = vendorExtensions(node) }
        let fonts = byKey["fonts"].map { fontList($0) } ?? []

        let styles = required("styles").map { styleList($0) } ?? []
        styleNames = styles.flatMap { [$0.name] }
        let sizes = byKey["sizes"].map { sizeList($0) } ?? []
        sizeNames = sizes.map(\.name)
        let states = required("states").map { stateList($0) } ?? []
        stateNames = states.map(\.name)

        // Bounded before anything walks the grid: `system check` prints, and `catalog --system`
        // draws, one button per style, size, state and appearance.
        let grid = styles.count * max(1, sizes.count) * states.count * Appearance.allCases.count
        if grid > SystemFileReader.maximumGridButtons {
            reader.report(.described("\(styles.count) styles × \(max(1, sizes.count)) sizes × \(states.count) states × \(Appearance.allCases.count) appearances make \(grid) buttons; a system defines at most \(SystemFileReader.maximumGridButtons)"),
                          at: root, path: [])
        }

        let defaultStyle = byKey["defaultStyle"].flatMap { nameIn($0, at: ["defaultStyle"], names: styleNames) } ?? styles.first?.name
        let defaultSize = byKey["defaultSize"].flatMap { nameIn($0, at: ["defaultSize"], names: sizeNames) } ?? sizes.first?.name
        if !states.contains(where: { $0.state == .normal }), let node = byKey["states"] {
            reader.report(.described("no state maps to 'normal', the state of a spec that names none; map one, e.g. rest: normal"), at: node, path: ["states"])
        }

        let slots = required("slots").map { slotTable($0, at: ["slots"]) } ?? SlotTable()
        let variants = byKey["variants"].map { variantList($0) } ?? []
        // What the file leaves unsaid follows its platform (web unless it says).
        var platform = Platform.web
        if let node = byKey["platform"], let word = reader.word(node, at: ["platform"], allowed: Platform.allCases.map(\.rawValue)) {
            platform = Platform(rawValue: word) ?? .web
        }
        let touchTarget = byKey["touchTargetMinimum"].flatMap { reader.number($0, at: ["touchTargetMinimum"], in: 0...8192) }
            ?? platform.defaultTouchTargetMinimum
        let voiceOver = byKey["voiceOver"].flatMap { reader.word($0, at: ["voiceOver"], allowed: SystemFileReader.voiceOverWordings) }
            ?? platform.defaultVoiceOver
        let audit = byKey["audit"].map { auditRules($0) } ?? []
        let groups = byKey["groups"].flatMap { groupDefinition($0) }
        let largeText = byKey["largeText"].flatMap { largeTextSetting($0) } ?? .scaleByTable("dynamicType")
        let sheetFonts = byKey["sheetFonts"].flatMap { reader.strings($0, at: ["sheetFonts"]) } ?? ["Inter", "Roboto"]
        let pressAnimation = byKey["pressAnimation"].flatMap { reader.word($0, at: ["pressAnimation"], allowed: ["ink", "none"]) } ?? "none"
        let catalog = byKey["catalog"].map { catalogDefinition($0, systemName: name ?? "system") } ?? .standard

        guard let name, let tokens, let defaultStyle, !styles.isEmpty, !states.isEmpty else { return nil }
        var definition = SystemDefinition(
            file: absolutePath, name: name, nameLine: byKey["name"]?.mark?.line, nameColumn: byKey["name"]?.mark?.column, displayName: displayName ?? name, summary: summary, tokens: tokens, modes: modes,
            fonts: fonts, styles: styles, defaultStyle: defaultStyle, sizes: sizes, defaultSize: defaultSize, states: states,
            slots: slots, variants: variants, touchTargetMinimum: touchTarget, voiceOver: voiceOver, auditRules: audit,
            groups: groups, largeText: largeText, sheetLabelFamilies: sheetFonts, playsInkPress: pressAnimation == "ink",
            catalog: catalog)
        definition.platform = platform
        definition.sheetFontsLine = byKey["sheetFonts"]?.mark?.line
        definition.sheetFontsColumn = byKey["sheetFonts"]?.mark?.column
        return definition
    }

    // MARK: Names and files

    /// A system name: letters, digits, `-` and `_`, starting with a letter.
    mutating func systemName(_ node: Node) -> String? {
        guard let text = reader.string(node, at: ["name"]) else { return nil }
        let allowed = text.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_" }
        guard allowed, text.first?.isLetter == true, text.count <= 64 else {
            reader.report(.invalidValue("a system name is 1 to 64 ASCII letters, digits, '-' and '_', starting with a letter; found '\(text)'"),
                          at: node, path: ["name"])
            return nil
        }
        return text
    }

    /// A name that must be one of `names`.
    mutating func nameIn(_ node: Node, at path: [String], names: [String]) -> String? {
        guard let text = reader.string(node, at: path) else { return nil }
        guard names.contains(text) else {
            reader.report(.unknownValue(text, suggestion: nearestName(to: text, in: names), allowed: names), at: node, path: path)
            return nil
        }
        return text
    }

    /// A path relative to the system file, made absolute and checked against the path rules.
    mutating func file(_ node: Node, at path: [String], kind: String) -> String? {
        guard let text = reader.string(node, at: path) else { return nil }
        let absolute = text.hasPrefix("/") ? (text as NSString).standardizingPath
            : ((folder as NSString).appendingPathComponent(text) as NSString).standardizingPath
        do { try paths.check([(path, absolute)], specFolder: folder) } catch {
            reader.report(error.problem, at: node, path: path)
            return nil
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), !isFolder.boolValue else {
            reader.report(.described("no \(kind) at \(absolute) (paths are relative to the system file's folder)"), at: node, path: path)
            return nil
        }
        // A FIFO, a device or a socket is refused here, before anything (fontconfig, the
        // token reader) opens it and waits for a writer that never comes.
        do { try InputFile.checkRegularFile(absolute, kind: kind) } catch {
            reader.report(.described("\(absolute) \(error.message)"), at: node, path: path)
            return nil
        }
        return absolute
    }

    mutating func tokenSource(_ node: Node) -> SystemDefinition.TokenSource? {
        // A bundled system file names its theme's resolver document beside it in the bundle.
        if builtInThemes, let text = node.scalar?.string, text.hasSuffix(".resolver.json"), !text.contains("/"),
           FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(text)) {
            return .builtIn(String(text.dropLast(".resolver.json".count)))
        }
        return file(node, at: ["tokens"], kind: "token file").map { .file($0) }
    }

    /// A font file: a regular file under the path rules, no larger than `maximumFontFileSize`.
    mutating func fontFile(_ node: Node, at path: [String]) -> String? {
        guard let absolute = file(node, at: path, kind: "font file") else { return nil }
        let size = (try? FileManager.default.attributesOfItem(atPath: absolute)[.size] as? Int) ?? 0
        guard size <= SystemFileReader.maximumFontFileSize else {
            reader.report(.described("\(absolute) is \(size) bytes; font files are limited to \(SystemFileReader.maximumFontFileSize) bytes"), at: node, path: path)
            return nil
        }
        return absolute
    }

    mutating func fontList(_ node: Node) -> [FontDeclaration] {
        guard case .sequence(let items) = node else {
            reader.report(.typeMismatch(expected: "a list of {file, family}", found: SpecLoader.describe(node)), at: node, path: ["fonts"])
            return []
        }
        guard items.count <= SystemFileReader.maximumFonts else {
            reader.report(.described("\(items.count) font files; a system names at most \(SystemFileReader.maximumFonts)"), at: node, path: ["fonts"])
            return []
        }
        var fonts: [FontDeclaration] = []
        for (i, item) in items.enumerated() {
            let path = ["fonts", String(i)]
            if case .scalar = item {
                if let file = fontFile(item, at: path) {
                    fonts.append(FontDeclaration(path: file, family: nil, line: item.mark?.line, column: item.mark?.column))
                }
                continue
            }
            guard let entries = reader.mapping(item, at: path, known: ["file", "family"]) else { continue }
            var declaration = FontDeclaration(path: "", family: nil, line: item.mark?.line, column: item.mark?.column)
            var hasFile = false
            for entry in entries {
                switch entry.key {
                case "file":
                    if let file = fontFile(entry.value, at: path + ["file"]) { declaration.path = file; hasFile = true }
                default:
                    declaration.family = reader.string(entry.value, at: path + ["family"])
                }
            }
            if !entries.contains(where: { $0.key == "file" }) { reader.report(.missingField("file"), at: item, path: path) }
            if hasFile {
                let lower = declaration.path.lowercased()
                if !(lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")) {
                    reader.report(.described("a font file is .ttf, .otf or .ttc; found \(declaration.path)"), at: item, path: path + ["file"])
                } else {
                    fonts.append(declaration)
                }
            }
        }
        return fonts
    }

    // MARK: Modes

    mutating func modeMapping(_ node: Node) -> ModeMapping {
        var mapping = ModeMapping.standard
        guard let entries = reader.mapping(node, at: ["modes"], known: ["appearance", "textSize", "axes"]) else { return mapping }
        for entry in entries {
            let path = ["modes", entry.key]
            if entry.key == "axes" {
                mapping.axes = modeAxes(entry.value, at: path)
                axes = mapping.axes
            } else if entry.key == "appearance" {
                guard let fields = reader.mapping(entry.value, at: path, known: ["modifier", "light", "dark"]) else { continue }
                var values: [String: String] = [:]
                for field in fields { values[field.key] = reader.string(field.value, at: path + [field.key]) }
                for key in ["modifier", "light", "dark"] where !fields.contains(where: { $0.key == key }) {
                    reader.report(.missingField(key), at: entry.value, path: path)
                }
                if let modifier = values["modifier"], let light = values["light"], let dark = values["dark"] {
                    mapping.appearance = .init(modifier: modifier, light: light, dark: dark, line: entry.value.mark?.line, column: entry.value.mark?.column)
                }
            } else {
                guard let fields = reader.mapping(entry.value, at: path, known: ["modifier", "contexts"]) else { continue }
                var modes = ModeMapping.TextSizeModes(modifier: "contentSizeCategory", contexts: [:], line: entry.value.mark?.line, column: entry.value.mark?.column)
                for field in fields {
                    if field.key == "modifier" {
                        modes.modifier = reader.string(field.value, at: path + ["modifier"]) ?? modes.modifier
                    } else if let pairs = reader.mapping(field.value, at: path + ["contexts"], known: ContentSizeCategory.allCases.map(\.rawValue)) {
                        for pair in pairs {
                            if let category = ContentSizeCategory(rawValue: pair.key), let context = reader.string(pair.value, at: path + ["contexts", pair.key]) {
                                modes.contexts[category] = context
                            }
                        }
                    }
                }
                mapping.textSize = modes
            }
        }
        // An axis on the appearance's own modifier (Primer's theme) defaults, in each
        // appearance, to the context the appearance reads.
        for i in mapping.axes.indices where mapping.axes[i].modifier == mapping.appearance.modifier && mapping.axes[i].defaults.isEmpty {
            for (appearance, context) in [(Appearance.light, mapping.appearance.light), (.dark, mapping.appearance.dark)]
            where mapping.axes[i].values.contains(context) {
                mapping.axes[i].defaults[appearance] = context
            }
        }
        axes = mapping.axes
        return mapping
    }

    /// The words a variant's `when` already uses, which no axis may be named.
    static let conditionWords = ["style", "size", "state", "appearance", "icon", "width"]
    /// The longest usage note of a style, in characters.
    static let maximumNoteLength = 20_000
    /// The most values one axis may have.
    static let maximumAxisValues = 64

    /// `modes: axes:`: each axis's name, the resolver modifier it sets (none for a mode the
    /// file sets by variants itself), and its values, as a list or as a mapping from each value
    /// to `light` or `dark`.
    mutating func modeAxes(_ node: Node, at path: [String]) -> [ModeAxis] {
        guard let entries = reader.mapping(node, at: path, known: nil) else { return [] }
        var axes: [ModeAxis] = []
        for entry in entries {
            let here = path + [entry.key]
            if Self.conditionWords.contains(entry.key) {
                reader.report(.described("'\(entry.key)' is a word variants use already (\(Self.conditionWords.joined(separator: ", "))); give the axis another name"),
                              at: entry.keyNode, path: here)
                continue
            }
            guard let fields = reader.mapping(entry.value, at: here, known: ["modifier", "values", "default"]) else { continue }
            var defaultNode: Node?
            var axis = ModeAxis(name: entry.key, modifier: nil, values: [], line: entry.value.mark?.line, column: entry.value.mark?.column)
            for field in fields {
                if field.key == "modifier" {
                    axis.modifier = reader.string(field.value, at: here + ["modifier"])
                } else if field.key == "default" {
                    defaultNode = field.value
                } else if case .mapping = field.value {
                    guard let pairs = reader.mapping(field.value, at: here + ["values"], known: nil) else { continue }
                    for pair in pairs {
                        axis.values.append(pair.key)
                        guard let word = reader.string(pair.value, at: here + ["values", pair.key]) else { continue }
                        if let appearance = Appearance(rawValue: word) { axis.appearances[pair.key] = appearance } else {
                            reader.report(.unknownValue(word, suggestion: nearestName(to: word, in: ["light", "dark"]), allowed: ["light", "dark"]),
                                          at: pair.value, path: here + ["values", pair.key])
                        }
                    }
                } else {
                    axis.values = reader.strings(field.value, at: here + ["values"]) ?? []
                }
            }
            if !fields.contains(where: { $0.key == "values" }) {
                reader.report(.missingField("values"), at: entry.value, path: here)
            } else if !(1...Self.maximumAxisValues).contains(axis.values.count) {
                reader.report(.described("give 1 to \(Self.maximumAxisValues) values, not \(axis.values.count)"), at: entry.value, path: here + ["values"])
            } else if Set(axis.values).count != axis.values.count {
                reader.report(.described("a value is listed twice"), at: entry.value, path: here + ["values"])
            } else {
                if let node = defaultNode { axis.defaults = axisDefaults(node, of: axis, at: here + ["default"]) }
                axes.append(axis)
            }
        }
        return axes
    }

    /// An axis's `default:`, one of its values for both appearances or `{light: …, dark: …}`.
    mutating func axisDefaults(_ node: Node, of axis: ModeAxis, at path: [String]) -> [Appearance: String] {
        var defaults: [Appearance: String] = [:]
        func value(_ node: Node, at path: [String]) -> String? {
            guard let value = reader.string(node, at: path) else { return nil }
            guard axis.values.contains(value) else {
                reader.report(.unknownValue(value, suggestion: nearestName(to: value, in: axis.values), allowed: axis.values), at: node, path: path)
                return nil
            }
            return value
        }
        if case .mapping = node {
            for pair in reader.mapping(node, at: path, known: ["light", "dark"]) ?? [] {
                if let appearance = Appearance(rawValue: pair.key), let chosen = value(pair.value, at: path + [pair.key]) { defaults[appearance] = chosen }
            }
        } else if let chosen = value(node, at: path) {
            defaults = [.light: chosen, .dark: chosen]
        }
        return defaults
    }

    /// `extensions: [alpha, org.primer.overrides, studio.tokens]`: the vendor extensions to apply.
    mutating func vendorExtensions(_ node: Node) -> VendorExtensions {
        var extensions = VendorExtensions.none
        guard case .sequence(let items) = node else {
            reader.report(.typeMismatch(expected: "a list of vendor extensions (\(VendorExtensions.names.joined(separator: ", ")))", found: SpecLoader.describe(node)),
                          at: node, path: ["extensions"])
            return extensions
        }
        for (index, item) in items.enumerated() {
            guard let word = reader.word(item, at: ["extensions", String(index)], allowed: VendorExtensions.names) else { continue }
            switch word {
            case "alpha": extensions.alpha = true
            case VendorExtensions.contextOverridesKey: extensions.contextOverrides = true
            default: extensions.tokensStudioModify = true
            }
        }
        return extensions
    }

    // MARK: Styles, sizes, states

    mutating func styleList(_ node: Node) -> [StyleDefinition] {
        var styles: [StyleDefinition] = []
        var taken: Set<String> = []
        for (name, value, keyNode) in namedEntries(node, at: ["styles"]) {
            var style = StyleDefinition(name: name, aliases: [], tokenName: name, catalogTitle: nil)
            if let value, let fields = reader.mapping(value, at: ["styles", name], known: ["aliases", "tokens", "title", "usage"]) {
                for field in fields {
                    let path = ["styles", name, field.key]
                    switch field.key {
                    case "aliases": style.aliases = reader.strings(field.value, at: path) ?? []
                    case "tokens": style.tokenName = reader.string(field.value, at: path) ?? name
                    case "usage":
                        style.usage = reader.string(field.value, at: path)
                        if let usage = style.usage, usage.count > Self.maximumNoteLength {
                            reader.report(.described("\(usage.count) characters; at most \(Self.maximumNoteLength) are accepted"), at: field.value, path: path)
                        }
                    default: style.catalogTitle = reader.string(field.value, at: path)
                    }
                }
            }
            for alias in [name] + style.aliases {
                if !taken.insert(alias).inserted {
                    reader.report(.described("the style name '\(alias)' is used twice"), at: keyNode, path: ["styles", name])
                }
            }
            styles.append(style)
        }
        if styles.isEmpty { reader.report(.valueMissing(expected: "at least one style"), at: node, path: ["styles"]) }
        return styles
    }

    mutating func sizeList(_ node: Node) -> [SizeDefinition] {
        namedEntries(node, at: ["sizes"]).map { name, value, _ in
            var size = SizeDefinition(name: name, tokenName: name)
            if let value, let fields = reader.mapping(value, at: ["sizes", name], known: ["tokens"]) {
                for field in fields { size.tokenName = reader.string(field.value, at: ["sizes", name, "tokens"]) ?? name }
            }
            return size
        }
    }

    mutating func stateList(_ node: Node) -> [StateMapping] {
        guard let entries = reader.mapping(node, at: ["states"], known: nil) else { return [] }
        let ours = ButtonState.allCases.filter { $0 != .pressed }.map(\.rawValue)
        var mapped: [StateMapping] = []
        for entry in entries.prefix(SystemFileReader.maximumNames) {
            guard let word = reader.word(entry.value, at: ["states", entry.key], allowed: ours + ["pressed"]),
                  var state = ButtonState(rawValue: word) else { continue }
            if state == .pressed { state = .highlighted }
            if let earlier = mapped.first(where: { $0.state == state }) {
                reader.report(.described("'\(entry.key)' and '\(earlier.name)' both map to '\(state.rawValue)'; map each of ButtonRender's states once"),
                              at: entry.value, path: ["states", entry.key])
                continue
            }
            mapped.append(StateMapping(name: entry.key, state: state))
        }
        if entries.count > SystemFileReader.maximumNames {
            reader.report(.tooManyButtons(count: entries.count, limit: SystemFileReader.maximumNames), at: node, path: ["states"])
        }
        if mapped.isEmpty, !entries.isEmpty || node.mapping != nil {
            reader.report(.valueMissing(expected: "at least one state, e.g. rest: normal"), at: node, path: ["states"])
        }
        return mapped
    }

    /// The entries of a mapping of names (`{primary: {...}, secondary: {}}`) or a list of
    /// names, each with its value (nil for a bare name).
    mutating func namedEntries(_ node: Node, at path: [String]) -> [(String, Node?, Node)] {
        var result: [(String, Node?, Node)] = []
        if case .sequence(let items) = node {
            for (i, item) in items.enumerated() {
                if let name = reader.string(item, at: path + [String(i)]) { result.append((name, nil, item)) }
            }
        } else if let entries = reader.mapping(node, at: path, known: nil) {
            result = entries.map { entry in
                let empty: Bool
                if case .scalar(let scalar) = entry.value, scalar.string.isEmpty || scalar.string == "null" || scalar.string == "~" { empty = true } else { empty = false }
                return (entry.key, empty ? nil : entry.value, entry.keyNode)
            }
        }
        if result.count > SystemFileReader.maximumNames {
            reader.report(.tooManyButtons(count: result.count, limit: SystemFileReader.maximumNames), at: node, path: path)
            result = Array(result.prefix(SystemFileReader.maximumNames))
        }
        for (name, _, keyNode) in result where !Self.isPlainName(name) {
            reader.report(.invalidValue("'\(name)' is not a name: use letters, digits, '-' and '_'"), at: keyNode, path: path + [name])
        }
        return result
    }

    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && name.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "_"
        }
    }

    // MARK: Audit, groups, large text

    mutating func auditRules(_ node: Node) -> [String] {
        guard let entries = reader.mapping(node, at: ["audit"], known: ["rules"]) else { return [] }
        var rules: [String] = []
        for entry in entries {
            for (i, rule) in (reader.strings(entry.value, at: ["audit", "rules"]) ?? []).enumerated() {
                if SystemFileReader.auditRuleNames.contains(rule) { rules.append(rule) } else {
                    reader.report(.unknownValue(rule, suggestion: nearestName(to: rule, in: SystemFileReader.auditRuleNames),
                                                allowed: SystemFileReader.auditRuleNames), at: entry.value, path: ["audit", "rules", String(i)])
                }
            }
        }
        return rules
    }

    mutating func groupDefinition(_ node: Node) -> GroupDefinition? {
        guard let entries = reader.mapping(node, at: ["groups"], known: ["primary", "similarPriorities", "iconOnly"]) else { return nil }
        var primary: String?, similar: [String] = [], iconOnly: String?
        for entry in entries {
            let path = ["groups", entry.key]
            switch entry.key {
            case "primary": primary = nameIn(entry.value, at: path, names: styleNames)
            case "iconOnly": iconOnly = nameIn(entry.value, at: path, names: styleNames)
            default:
                for (i, name) in (reader.strings(entry.value, at: path) ?? []).enumerated() {
                    if styleNames.contains(name) { similar.append(name) } else {
                        reader.report(.unknownValue(name, suggestion: nearestName(to: name, in: styleNames), allowed: styleNames),
                                      at: entry.value, path: path + [String(i)])
                    }
                }
            }
        }
        for key in ["primary", "iconOnly"] where !entries.contains(where: { $0.key == key }) { reader.report(.missingField(key), at: node, path: ["groups"]) }
        guard let primary, let iconOnly else { return nil }
        return GroupDefinition(primary: primary, similarPriorities: similar, iconOnly: iconOnly)
    }

    mutating func largeTextSetting(_ node: Node) -> LargeTextSetting? {
        if case .scalar(let scalar) = node, scalar.string == "none" { return LargeTextSetting.none }
        guard let entries = reader.mapping(node, at: ["largeText"], known: ["scaleBy"]) else { return nil }
        for entry in entries { if let table = reader.string(entry.value, at: ["largeText", "scaleBy"]) { return .scaleByTable(table) } }
        reader.report(.missingField("scaleBy"), at: node, path: ["largeText"])
        return nil
    }
}
