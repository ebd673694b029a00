import Foundation
import Yams
import ButtonRenderModel
import ButtonRenderSupport

/// A spec read from a file, with what is needed to point at its fields later.
public struct LoadedSpec: Sendable {
    /// The button, with `name` filled in (from the file name when the spec has none).
    public var spec: ButtonSpec
    /// Where it came from, to locate errors found after decoding.
    package var source: SpecSource

    /// Pairs a spec with where it came from.
    package init(spec: ButtonSpec, source: SpecSource) { self.spec = spec; self.source = source }
}

/// The file and node a spec was decoded from.
/// `@unchecked Sendable` because Yams does not declare `Node` `Sendable` (its tags are
/// classes): a source's node is composed once by the loader and only read afterwards, never
/// mutated, so sharing it between threads reads immutable data; `nodeReader` holds a
/// `@Sendable` closure that composes a new node each time it is called.
public struct SpecSource: @unchecked Sendable {
    /// The file's path as given.
    public var file: String
    /// The spec's position in a list file, or nil for a single-button file.
    public var index: Int?
    /// The spec's own YAML node; nil for a spec built in code, when a run dropped it
    /// (`droppingNode(readAgain:)`), or when the spec was decoded straight from its JSON text
    /// (`LazySpecList.items(at:)`), which leaves a `nodeReader`.
    let node: Node?
    /// Lines before the node's text in the file, when the node was composed on its own (an
    /// element of a JSON list read lazily, `LazySpecList`); its marks count from there.
    var lineShift = 0
    /// Characters before the node's text on its first line, likewise.
    var columnShift = 0
    /// Composes the node again when it was dropped: only an error to locate or a position to
    /// report asks for it.
    var nodeReader: SpecNodeReader? = nil

    /// This source without its node, which `readAgain` composes again when an error is to be
    /// located: a run that keeps many decoded buttons keeps their specs, not their nodes (a
    /// node graph weighs more than the spec decoded from it). Locating gives the same line,
    /// column and field as with the node kept.
    package func droppingNode(readAgain: @escaping @Sendable () -> Node?) -> SpecSource {
        SpecSource(file: file, index: index, node: nil, lineShift: lineShift, columnShift: columnShift,
                   nodeReader: node == nil ? nodeReader : SpecNodeReader(read: readAgain))
    }

    /// The node errors are located in: the one kept, else one composed again.
    private var locatingNode: Node? { node ?? nodeReader?.read() }

    /// The line and column (from 1) where the spec's own node starts in `file`, or nil for a
    /// spec built in code: where a report about the whole item (a failing snapshot) points.
    package var position: (line: Int, column: Int)? {
        guard let mark = locatingNode?.mark else { return nil }
        return (mark.line + lineShift, mark.line == 1 ? mark.column + columnShift : mark.column)
    }

    /// A source for a spec built in code (no file, no positions).
    package static func inline(_ label: String) -> SpecSource { SpecSource(file: label, index: nil, node: nil) }

    /// Turns a field error into a spec error with the line and column of that field. Numeric
    /// path components are list positions (`["rows", "values", "2"]` is `rows.values[2]`).
    package func locate(_ error: FieldError) -> SpecError {
        let keys: [CodingKey] = error.path.map { part in Int(part).map { AnyCodingKey(intValue: $0) } ?? AnyCodingKey(part) }
        var field = SpecLoader.fieldPath(keys)
        if let i = index { field = "[\(i)]" + (field.isEmpty ? "" : "." + field) }
        let mark = locatingNode.flatMap { SpecLoader.mark(in: $0, path: keys, preferKey: false) }
        return shifted(SpecError(file: file, line: mark?.line, column: mark?.column,
                                 field: field.isEmpty ? nil : field, error.problem))
    }

    /// `error` with the node's line and column moved to the file's: a position on the node
    /// text's first line moves right by `columnShift`, every position down by `lineShift`.
    func shifted(_ error: SpecError) -> SpecError {
        var error = error
        if let line = error.line {
            if line == 1, let column = error.column { error.column = column + columnShift }
            error.line = line + lineShift
        }
        return error
    }
}

/// How a source that dropped its node composes it again (`SpecSource.droppingNode`): one
/// reference, so a source stays as small as the node it replaces.
final class SpecNodeReader: Sendable {
    /// Composes the node.
    let read: @Sendable () -> Node?

    init(read: @escaping @Sendable () -> Node?) { self.read = read }
}

/// Reads spec files (JSON or YAML; one button or a list of buttons) into `ButtonSpec`s.
/// Every failure names the file, line, column and field path.
public enum SpecLoader {
    /// The largest spec file read, in bytes.
    public static let maximumFileSize = 4 << 20
    /// The most buttons one file may hold.
    public static let maximumButtonCount = 10_000

    /// Loads every button a file holds. The file must be a regular file (a FIFO, device or
    /// folder is refused before it is opened for reading) of at most `maximumFileSize` bytes of
    /// UTF-8 text; a `.json` file must be strict JSON. Relative icon and theme paths are made
    /// absolute against the file's folder; with `paths` `.insideSpecFolder` (the default) a
    /// theme or icon file outside that folder tree is a located error on its field.
    public static func load(file path: String, paths: PathPolicy = .insideSpecFolder) throws -> [LoadedSpec] {
        let text = try readText(path)
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let reading = ThemeReading.forSpec(in: directory, paths: paths)
        return try load(text: text, file: path, defaultName: stem).map { item in
            var item = item
            item.spec.resolveRelativePaths(against: directory)
            do { try paths.check(PathPolicy.references(in: item.spec), specFolder: directory) } catch let error as FieldError {
                throw item.source.locate(error)
            }
            item.spec.themeReading = reading
            return item
        }
    }

    /// Loads every button a JSON or YAML text holds; `file` names it in errors and
    /// `defaultName` names buttons that have no `name`.
    public static func load(text: String, file: String = "spec", defaultName: String = "button") throws -> [LoadedSpec] {
        guard let root = try SpecDocument.compose(text, file: file) else {
            throw SpecError(file: file, line: 1, column: 1, .emptySpecFile)
        }
        let safeDefault = OutputNaming.sanitized(defaultName)
        switch root {
        case .mapping:
            var spec = try decode(root, file: file, index: nil)
            if spec.name == nil { spec.name = safeDefault }
            return [LoadedSpec(spec: spec, source: SpecSource(file: file, index: nil, node: root))]
        case .sequence(let sequence):
            guard sequence.count <= maximumButtonCount else {
                throw SpecError(file: file, line: root.mark?.line, column: root.mark?.column,
                                .tooManyButtons(count: sequence.count, limit: maximumButtonCount))
            }
            guard !sequence.isEmpty else {
                throw SpecError(file: file, line: root.mark?.line, column: root.mark?.column, .emptyList)
            }
            var result: [LoadedSpec] = []
            for (i, node) in sequence.enumerated() {
                guard case .mapping = node else {
                    throw SpecError(file: file, line: node.mark?.line, column: node.mark?.column, field: "[\(i)]",
                                    .expectedButton(found: describeDocument(node), inList: true))
                }
                var spec = try decode(node, file: file, index: i)
                if spec.name == nil { spec.name = "\(safeDefault)-\(i + 1)" }
                result.append(LoadedSpec(spec: spec, source: SpecSource(file: file, index: i, node: node)))
            }
            return result
        case .scalar, .alias:
            throw SpecError(file: file, line: root.mark?.line, column: root.mark?.column,
                            .expectedButton(found: describeDocument(root), inList: false))
        }
    }

    /// The UTF-8 text of the spec file at `path`, every failure a `SpecError` naming the file
    /// (and the line and column of the first byte that is not UTF-8).
    static func readText(_ path: String) throws(SpecError) -> String {
        do { return try InputFile.readText(path, maximumSize: maximumFileSize, kind: "spec file", missing: "no such file") } catch {
            throw SpecError(file: path, line: error.line, column: error.column, .unreadableFile(error))
        }
    }

    /// Decodes one button's node (`SpecNodeDecoding`, the one decoder of composed nodes),
    /// turning decoding errors into located spec errors.
    package static func decode(_ node: Node, file: String, index: Int?) throws -> ButtonSpec {
        do {
            return try SpecNodeDecoding.decode(ButtonSpec.self, from: node)
        } catch let error as DecodingError {
            throw locate(error, in: node, file: file, index: index)
        }
    }

    /// A decoding error as a spec error at the field it concerns.
    static func locate(_ error: DecodingError, in node: Node, file: String, index: Int?) -> SpecError {
        var path: [CodingKey]
        var problem: SpecProblem
        var preferKey = false
        switch error {
        case .typeMismatch(let type, let context):
            path = context.codingPath
            problem = .typeMismatch(expected: typeName(type), found: describe(self.node(in: node, path: path)))
        case .valueNotFound(let type, let context):
            path = context.codingPath
            problem = .valueMissing(expected: typeName(type))
        case .keyNotFound(let key, let context):
            path = context.codingPath
            problem = .missingField(key.stringValue)
        case .dataCorrupted(let context):
            path = context.codingPath
            problem = SpecProblem(decoding: context)
            preferKey = context.debugDescription.hasPrefix("unknown field")
        @unknown default:
            path = []
            problem = .described("\(error)")
        }
        let mark = self.mark(in: node, path: path, preferKey: preferKey) ?? node.mark
        var field = fieldPath(path)
        if let index { field = "[\(index)]" + (field.isEmpty ? "" : "." + field) }
        return SpecError(file: file, line: mark?.line, column: mark?.column,
                         field: field.isEmpty ? nil : field, problem)
    }

    /// `a.b[2].c` for a coding path.
    static func fieldPath(_ path: [CodingKey]) -> String {
        var text = ""
        for key in path {
            if let i = key.intValue, key.stringValue == String(i) || key.stringValue.hasPrefix("Index") {
                text += "[\(i)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// The node a coding path leads to, or nil when it leaves the tree.
    static func node(in root: Node, path: [CodingKey]) -> Node? {
        var current: Node? = root
        for key in path {
            guard let node = current else { return nil }
            current = child(of: node, key: key)?.value
        }
        return current
    }

    /// The position of the node a coding path leads to; with `preferKey`, the position of the
    /// last key itself rather than its value.
    static func mark(in root: Node, path: [CodingKey], preferKey: Bool) -> Mark? {
        var current = root
        var lastGood = root.mark
        for (i, key) in path.enumerated() {
            guard let found = child(of: current, key: key) else { return lastGood }
            if preferKey, i == path.count - 1, let keyMark = found.key?.mark { return keyMark }
            current = found.value
            lastGood = current.mark ?? lastGood
        }
        return lastGood
    }

    /// The value (and its key node, in a mapping) under `key`.
    private static func child(of node: Node, key: CodingKey) -> (key: Node?, value: Node)? {
        switch node {
        case .mapping(let mapping):
            for (k, v) in mapping where k.string == key.stringValue { return (k, v) }
            return nil
        case .sequence(let sequence):
            guard let i = key.intValue, i >= 0, i < sequence.count else { return nil }
            return (nil, sequence[i])
        default:
            return nil
        }
    }

    /// A YAML or JSON syntax error as a spec error.
    static func syntaxError(_ error: YamlError, file: String) -> SpecError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return SpecError(file: file, line: mark.line, column: mark.column, .syntax(detail: detail))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return SpecError(file: file, line: context.mark.line, column: context.mark.column, .duplicateFields(duplicates))
        case .reader(let problem, let offset, _, let yaml):
            // libyaml's reader refuses control characters and bad encodings; locate the
            // character without quoting the line (the file may not be a spec at all).
            let position = offset.map { InputFile.position(ofCharacter: $0, in: yaml) } ?? (1, 1)
            return SpecError(file: file, line: position.0, column: position.1, .syntax(detail: problem))
        default:
            return SpecError(file: file, line: 1, column: 1, .syntax(detail: "the text cannot be parsed as YAML or JSON"))
        }
    }

    /// What a file's document or list entry is when it is not a button, for "expected a
    /// button, found Y", without quoting it: the file may not be a spec at all (a symbolic
    /// link to a password file read as YAML is one long plain scalar).
    static func describeDocument(_ node: Node?) -> String {
        guard let node else { return "nothing" }
        switch node {
        case .scalar(let s): return "a single value of \(s.string.count) characters"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// A short description of what a field's node holds, for "expected X, found Y".
    package static func describe(_ node: Node?) -> String {
        guard let node else { return "nothing" }
        switch node {
        case .scalar(let s): return "'\(s.string.prefix(40))'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    /// What a decoder expected, in a spec error's words ("a number", "a mapping").
    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type, is Optional<Double>.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        // What the node decoder asks of a node of the wrong kind.
        case is Node.Mapping.Type: return "a mapping"
        case is Node.Sequence.Type: return "a list"
        case is Node.Scalar.Type: return "a single value"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "a list" }
            if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") { return "a mapping" }
            return name
        }
    }
}
