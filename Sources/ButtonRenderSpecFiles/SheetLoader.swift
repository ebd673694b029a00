import Foundation
import Yams
import ButtonRenderModel
import ButtonRenderSupport

/// A sheet read from a file, with what is needed to point at its fields later.
public struct LoadedSheet: Sendable {
    /// The sheet, with `name` filled in (from the file name when the sheet has none).
    public var sheet: SheetSpec
    /// Where it came from; `source.locate(_:)` turns a layout's `FieldError` into a
    /// `SpecError` at the field's line and column.
    package var source: SpecSource

    /// Pairs a sheet with where it came from.
    package init(sheet: SheetSpec, source: SpecSource) { self.sheet = sheet; self.source = source }
}

/// One item of a spec file: a button, or a sheet (a mapping with a `sheet` field).
public indirect enum SpecItem: Sendable {
    case button(LoadedSpec)
    case sheet(LoadedSheet)
}

/// Reads spec files that may mix buttons and sheets: each mapping with a `sheet` field is a
/// sheet, every other mapping a button. Failures name the file, line, column and field, as
/// `SpecLoader`'s do.
public enum SheetLoader {
    /// Loads every item of a file; relative icon and theme paths are made absolute against
    /// the file's folder. The file is read as `SpecLoader.load(file:)` reads one: a regular
    /// file of UTF-8 text, strict JSON when it is a `.json` file. With `paths`
    /// `.insideSpecFolder` (the default) a theme or icon file outside the file's folder tree is
    /// a located error on its field.
    public static func load(file path: String, paths: PathPolicy = .insideSpecFolder) throws -> [SpecItem] {
        let text = try SpecLoader.readText(path)
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try load(text: text, file: path, defaultName: stem).map { try placed($0, directory: directory, paths: paths) }
    }

    /// `item` with its relative icon and theme paths made absolute against `directory` (the
    /// spec file's folder), checked against `paths`; a path the policy refuses is a located error.
    static func placed(_ item: SpecItem, directory: String, paths: PathPolicy) throws -> SpecItem {
        switch item {
        case .button(var loaded):
            loaded.spec.resolveRelativePaths(against: directory)
            do { try paths.check(PathPolicy.references(in: loaded.spec), specFolder: directory) } catch {
                throw loaded.source.locate(error)
            }
            loaded.spec.themeReading = ThemeReading.forSpec(in: directory, paths: paths)
            return .button(loaded)
        case .sheet(var loaded):
            loaded.sheet.resolveRelativePaths(against: directory)
            do { try paths.check(PathPolicy.references(in: loaded.sheet), specFolder: directory) } catch {
                throw loaded.locate(error)
            }
            loaded.sheet.setThemeReading(ThemeReading.forSpec(in: directory, paths: paths))
            return .sheet(loaded)
        }
    }

    /// Loads every item a JSON or YAML text holds; `file` names it in errors and
    /// `defaultName` names items that have no `name`.
    public static func load(text: String, file: String = "spec", defaultName: String = "sheet") throws -> [SpecItem] {
        guard let root = try SpecDocument.compose(text, file: file) else {
            throw SpecError(file: file, line: 1, column: 1, .emptySheetFile)
        }
        let safeDefault = OutputNaming.sanitized(defaultName)
        let nodes: [(Node, Int?)]
        switch root {
        case .mapping: nodes = [(root, nil)]
        case .sequence(let sequence):
            guard !sequence.isEmpty, sequence.count <= SpecLoader.maximumButtonCount else {
                throw SpecError(file: file, line: root.mark?.line, column: root.mark?.column,
                                .itemCount(count: sequence.count, limit: SpecLoader.maximumButtonCount))
            }
            nodes = sequence.enumerated().map { ($1, $0) }
        default:
            throw SpecError(file: file, line: root.mark?.line, column: root.mark?.column,
                            .expectedSheetOrButton(found: SpecLoader.describeDocument(root), inList: false))
        }
        return try nodes.flatMap { node, index in try items(of: node, file: file, index: index, safeDefault: safeDefault) }
    }

    /// The items one node of a file gives: a sheet, or a button in each state it renders.
    /// `index` is the node's place in the file's list (nil for a file of one item);
    /// `safeDefault` names items that have no `name`; `source` says where the node lies.
    static func items(of node: Node, file: String, index: Int?, safeDefault: String,
                      source: SpecSource? = nil) throws -> [SpecItem] {
        guard case .mapping(let mapping) = node else {
            throw SpecError(file: file, line: node.mark?.line, column: node.mark?.column, field: index.map { "[\($0)]" },
                            .expectedSheetOrButton(found: SpecLoader.describeDocument(node), inList: true))
        }
        let source = source ?? SpecSource(file: file, index: index, node: node)
        if mapping.keys.contains(where: { $0.string == "sheet" }) {
            var sheet = try decodeSheet(node, file: file, index: index)
            if sheet.name == nil { sheet.name = defaultName(safeDefault, index: index) }
            return [.sheet(LoadedSheet(sheet: sheet, source: source))]
        }
        return buttonItems(try SpecLoader.decode(node, file: file, index: index), safeDefault: safeDefault, index: index, source: source)
    }

    /// The name of an item without one: `safeDefault` for a file of one item, else
    /// `safeDefault-N` for the Nth item of the list.
    static func defaultName(_ safeDefault: String, index: Int?) -> String {
        index.map { "\(safeDefault)-\($0 + 1)" } ?? safeDefault
    }

    /// The items a decoded button gives, named (`defaultName`) when it has no name: the
    /// button in each state it renders (`states` gives `name-highlighted`…).
    static func buttonItems(_ spec: ButtonSpec, safeDefault: String, index: Int?, source: SpecSource) -> [SpecItem] {
        var spec = spec
        if spec.name == nil { spec.name = defaultName(safeDefault, index: index) }
        return spec.renderedStates.map { .button(LoadedSpec(spec: $0, source: source)) }
    }

    /// Decodes one sheet's node, turning decoding errors into located spec errors.
    static func decodeSheet(_ node: Node, file: String, index: Int?) throws -> SheetSpec {
        do {
            return try SpecNodeDecoding.decode(SheetSpec.self, from: node)
        } catch let error as DecodingError {
            throw SpecLoader.locate(error, in: node, file: file, index: index)
        }
    }
}

extension LoadedSheet {
    /// Turns a layout's field error (`["rows", "values", "2"]`) into a spec error at that
    /// value's line and column, with list positions written as indices (`rows.values[2]`).
    package func locate(_ error: FieldError) -> SpecError { source.locate(error) }
}
