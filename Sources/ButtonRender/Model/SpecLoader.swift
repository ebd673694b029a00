import Foundation
import Yams

/// A spec read from a file, with what is needed to point at its fields later.
public struct LoadedSpec: Sendable {
    /// The button, with `name` filled in (from the file name when the spec has none).
    public var spec: ButtonSpec
    /// Where it came from, to locate errors found after decoding.
    public var source: SpecSource

    /// Pairs a spec with where it came from.
    public init(spec: ButtonSpec, source: SpecSource) { self.spec = spec; self.source = source }
}

/// The file and node a spec was decoded from.
public struct SpecSource: @unchecked Sendable {
    /// The file's path as given.
    public var file: String
    /// The spec's position in a list file, or nil for a single-button file.
    public var index: Int?
    /// The spec's own YAML node.
    let node: Node?

    /// A source for a spec built in code (no file, no positions).
    public static func inline(_ label: String) -> SpecSource { SpecSource(file: label, index: nil, node: nil) }

    /// Turns a field error into a spec error with the line and column of that field. Numeric
    /// path components are list positions (`["rows", "values", "2"]` is `rows.values[2]`).
    public func locate(_ error: FieldError) -> SpecError {
        let keys: [CodingKey] = error.path.map { part in Int(part).map { AnyCodingKey(intValue: $0) } ?? AnyCodingKey(part) }
        var field = SpecLoader.fieldPath(keys)
        if let i = index { field = "[\(i)]" + (field.isEmpty ? "" : "." + field) }
        let mark = node.flatMap { SpecLoader.mark(in: $0, path: keys, preferKey: false) }
        return SpecError(file: file, line: mark?.line, column: mark?.column,
                         field: field.isEmpty ? nil : field, message: error.message)
    }
}

/// Reads spec files (JSON or YAML; one button or a list of buttons) into `ButtonSpec`s.
/// Every failure names the file, line, column and field path.
public enum SpecLoader {
    /// The largest spec file read, in bytes.
    public static let maximumFileSize = 4 << 20
    /// The most buttons one file may hold.
    public static let maximumButtonCount = 10_000

    /// Loads every button a file holds.
    public static func load(file path: String) throws -> [LoadedSpec] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SpecError(file: path, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw SpecError(file: path, message: "is a directory, not a spec file") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > maximumFileSize {
            throw SpecError(file: path, message: "is \(size) bytes; spec files are limited to \(maximumFileSize) bytes")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecError(file: path, message: "cannot be read (permission denied?)")
        }
        guard data.count <= maximumFileSize else {
            throw SpecError(file: path, message: "is larger than \(maximumFileSize) bytes")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError(file: path, message: "is not UTF-8 text")
        }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try load(text: text, file: path, defaultName: stem).map { item in
            var item = item
            item.spec.resolveRelativePaths(against: directory)
            return item
        }
    }

    /// Loads every button a JSON or YAML text holds; `file` names it in errors and
    /// `defaultName` names buttons that have no `name`.
    public static func load(text: String, file: String = "spec", defaultName: String = "button") throws -> [LoadedSpec] {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else {
                throw SpecError(file: file, line: 1, column: 1, message: "the file is empty; write a mapping such as {\"style\": \"contained\", \"title\": \"OK\"} or a list of them")
            }
            root = node
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
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
                                message: "holds \(sequence.count) buttons; at most \(maximumButtonCount) per file")
            }
            guard !sequence.isEmpty else {
                throw SpecError(file: file, line: root.mark?.line, column: root.mark?.column, message: "the list of buttons is empty")
            }
            var result: [LoadedSpec] = []
            for (i, node) in sequence.enumerated() {
                guard case .mapping = node else {
                    throw SpecError(file: file, line: node.mark?.line, column: node.mark?.column, field: "[\(i)]",
                                    message: "expected a button (a mapping of fields), found \(describe(node))")
                }
                var spec = try decode(node, file: file, index: i)
                if spec.name == nil { spec.name = "\(safeDefault)-\(i + 1)" }
                result.append(LoadedSpec(spec: spec, source: SpecSource(file: file, index: i, node: node)))
            }
            return result
        case .scalar, .alias:
            throw SpecError(file: file, line: root.mark?.line, column: root.mark?.column,
                            message: "expected a button (a mapping of fields) or a list of buttons, found \(describe(root))")
        }
    }

    /// Decodes one button's node, turning decoding errors into located spec errors.
    static func decode(_ node: Node, file: String, index: Int?) throws -> ButtonSpec {
        do {
            return try YAMLDecoder().decode(ButtonSpec.self, from: node)
        } catch let error as DecodingError {
            throw locate(error, in: node, file: file, index: index)
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        }
    }

    /// A decoding error as a spec error at the field it concerns.
    static func locate(_ error: DecodingError, in node: Node, file: String, index: Int?) -> SpecError {
        var path: [CodingKey]
        var message: String
        var preferKey = false
        switch error {
        case .typeMismatch(let type, let context):
            path = context.codingPath
            message = "expected \(typeName(type)), found \(describe(self.node(in: node, path: path)))"
        case .valueNotFound(let type, let context):
            path = context.codingPath
            message = "expected \(typeName(type)), found nothing"
        case .keyNotFound(let key, let context):
            path = context.codingPath
            message = "missing field '\(key.stringValue)'"
        case .dataCorrupted(let context):
            path = context.codingPath
            message = context.debugDescription
            preferKey = message.hasPrefix("unknown field")
        @unknown default:
            path = []
            message = "\(error)"
        }
        let mark = self.mark(in: node, path: path, preferKey: preferKey) ?? node.mark
        var field = fieldPath(path)
        if let index { field = "[\(index)]" + (field.isEmpty ? "" : "." + field) }
        return SpecError(file: file, line: mark?.line, column: mark?.column,
                         field: field.isEmpty ? nil : field, message: message)
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
            return SpecError(file: file, line: mark.line, column: mark.column, message: "syntax error: \(detail)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return SpecError(file: file, line: context.mark.line, column: context.mark.column,
                             message: "duplicate field \(duplicates.map { "'\($0)'" }.joined(separator: ", "))")
        default:
            return SpecError(file: file, message: "syntax error: \(error)")
        }
    }

    /// A short description of what a node holds, for "expected X, found Y".
    static func describe(_ node: Node?) -> String {
        guard let node else { return "nothing" }
        switch node {
        case .scalar(let s): return "'\(s.string.prefix(40))'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type, is Optional<Double>.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "a list" }
            if name.hasPrefix("Dictionary") || name.hasPrefix("KeyedDecodingContainer") { return "a mapping" }
            return name
        }
    }
}
