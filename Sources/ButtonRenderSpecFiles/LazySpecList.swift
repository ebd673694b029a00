import Foundation
import Yams
import ButtonRenderModel
import ButtonRenderSupport

/// The items of a JSON spec file whose top level is a list, decoded one element at a time: the
/// file's bytes are kept with where each element lies (`JSONListIndex`), and `items(at:)`
/// composes and decodes one element when it is asked for, with the lines, columns, field paths,
/// default names and path rules that loading the whole file (`SheetLoader.load(file:paths:)`)
/// gives. A list of thousands of buttons then holds its text, not its decoded specs or YAML
/// nodes. Safe to share between threads.
package struct LazySpecList: Sendable {
    /// The file's path as given.
    package let file: String
    private let bytes: [UInt8]
    private let index: JSONListIndex
    /// Names items without a `name` (the file's stem, made safe for file names).
    private let safeDefault: String
    /// The file's folder, which relative icon and theme paths are read against.
    private let directory: String
    private let paths: PathPolicy

    /// The list of the spec file at `path`, or nil when the file is not a `.json` file holding
    /// a list of 1 to `SpecLoader.maximumButtonCount` items (`SheetLoader.load(file:paths:)`
    /// reads it, and words any error about its top level). The file is read and checked as
    /// strict JSON here; each error is located as the whole file's load locates it.
    package static func open(file path: String, paths: PathPolicy = .insideSpecFolder) throws -> LazySpecList? {
        guard SpecDocument.isJSON(path) else { return nil }
        let bytes = Array(try SpecLoader.readText(path).utf8)
        do { try StrictJSON.check(bytes) } catch {
            throw SpecError(file: path, line: error.line, column: error.column, message: error.message)
        }
        guard let index = JSONListIndex(bytes), (1...SpecLoader.maximumButtonCount).contains(index.elements.count) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return LazySpecList(file: path, bytes: bytes, index: index, safeDefault: OutputNaming.sanitized(stem),
                            directory: URL(fileURLWithPath: path).deletingLastPathComponent().path, paths: paths)
    }

    /// How many elements the list holds.
    package var count: Int { index.elements.count }

    /// The node of element `element` as `items(at:)` composes it, without decoding it: what a
    /// source that dropped its node reads again to locate an error (`SpecSource.droppingNode`).
    package func node(at element: Int) -> Node? {
        let place = index.elements[element]
        if let composed = JSONNodeComposer.compose(bytes, in: place.start..<place.end) { return composed }
        return try? SpecDocument.compose(String(decoding: bytes[place.start..<place.end], as: UTF8.self), file: file, strictJSON: false)
    }

    /// The items of element `element`: a sheet, or a button in each state it renders, with
    /// relative paths made absolute and checked; a problem is a `SpecError` at the file's line
    /// and column.
    package func items(at element: Int) throws -> [SpecItem] {
        let place = index.elements[element]
        if let items = buttonItemsFromText(at: element) {
            return try items.map { try SheetLoader.placed($0, directory: directory, paths: paths) }
        }
        let source: SpecSource
        let items: [SpecItem]
        do {
            let node: Node?
            if let composed = JSONNodeComposer.compose(bytes, in: place.start..<place.end) {
                node = composed
            } else {
                node = try SpecDocument.compose(String(decoding: bytes[place.start..<place.end], as: UTF8.self), file: file, strictJSON: false)
            }
            guard let node else {
                throw SpecError(file: file, line: 1, column: 1, field: "[\(element)]", .expectedSheetOrButton(found: "nothing", inList: true))
            }
            source = SpecSource(file: file, index: element, node: node, lineShift: place.line - 1, columnShift: place.column - 1)
            items = try SheetLoader.items(of: node, file: file, index: element, safeDefault: safeDefault, source: source)
        } catch let error as SpecError {
            throw SpecSource(file: file, index: element, node: nil, lineShift: place.line - 1, columnShift: place.column - 1).shifted(error)
        }
        // Errors found from here on are located through `source`, which shifts them itself.
        return try items.map { try SheetLoader.placed($0, directory: directory, paths: paths) }
    }

    /// The items of element `element` when it is a button decoded straight from its text
    /// (`JSONSpecTree`, then `ButtonSpecTreeReader` or else `JSONSpecTreeDecoding`), with a
    /// source that composes its node only to locate an error (`SpecSource.droppingNode`); nil
    /// for a sheet, and for anything the tree decoder leaves to the node graph (every error
    /// among them), which `items(at:)` then composes and decodes as before, so the answer is
    /// the same either way.
    private func buttonItemsFromText(at element: Int) -> [SpecItem]? {
        let place = index.elements[element]
        guard let tree = JSONSpecTree.compose(bytes, in: place.start..<place.end),
              case .mapping(let fields, _) = tree, !fields.contains(where: { $0.key == "sheet" }),
              let spec = ButtonSpecTreeReader.spec(from: tree) ?? JSONSpecTreeDecoding.decode(ButtonSpec.self, from: tree) else { return nil }
        let list = self
        let source = SpecSource(file: file, index: element, node: nil, lineShift: place.line - 1, columnShift: place.column - 1,
                                nodeReader: SpecNodeReader { list.node(at: element) })
        return SheetLoader.buttonItems(spec, safeDefault: safeDefault, index: element, source: source)
    }
}
