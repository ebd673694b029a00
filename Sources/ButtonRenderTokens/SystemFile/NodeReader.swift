import ButtonRenderModel
import ButtonRenderSpecFiles
import Yams

/// Reads a composed YAML or JSON document field by field, collecting every problem with its
/// line, column and field path instead of stopping at the first, so a file's author sees them
/// all at once. Each getter returns nil where the value cannot be used (and records why).
struct NodeReader {
    /// The file, for the problems' locations.
    let file: String
    /// Everything wrong found so far, in reading order.
    private(set) var problems: [SpecError] = []

    init(file: String) { self.file = file }

    /// Records a problem at `node`'s position.
    mutating func report(_ problem: SpecProblem, at node: Node?, path: [String]) {
        problems.append(SpecError(file: file, line: node?.mark?.line, column: node?.mark?.column,
                                  field: path.isEmpty ? nil : Self.dotted(path), problem))
    }

    /// Records a problem already located (a spec decoded inside the file).
    mutating func append(_ error: SpecError) { problems.append(error) }

    /// `styles.primary.aliases[0]` for a path.
    static func dotted(_ path: [String]) -> String {
        var text = ""
        for part in path {
            if let index = Int(part) { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + part }
        }
        return text
    }

    /// The entries of a mapping, in order, after checking every key against `known` (nil
    /// accepts any key); an unknown key is reported with the nearest known one and skipped.
    mutating func mapping(_ node: Node, at path: [String], known: [String]?) -> [(key: String, keyNode: Node, value: Node)]? {
        guard case .mapping(let mapping) = node else {
            report(.typeMismatch(expected: "a mapping", found: SpecLoader.describe(node)), at: node, path: path)
            return nil
        }
        var entries: [(key: String, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                report(.typeMismatch(expected: "a field name", found: SpecLoader.describe(keyNode)), at: keyNode, path: path)
                continue
            }
            if let known, !known.contains(key) {
                report(.unknownField(name: key, suggestion: nearestName(to: key, in: known), known: known), at: keyNode, path: path + [key])
                continue
            }
            entries.append((key, keyNode, value))
        }
        return entries
    }

    /// A non-empty string.
    mutating func string(_ node: Node, at path: [String]) -> String? {
        guard case .scalar(let scalar) = node, !(scalar.style == .plain && scalar.string.isEmpty) else {
            report(.typeMismatch(expected: "a string", found: SpecLoader.describe(node)), at: node, path: path)
            return nil
        }
        guard !scalar.string.isEmpty else {
            report(.valueMissing(expected: "a string"), at: node, path: path)
            return nil
        }
        return scalar.string
    }

    /// A finite number in `range`.
    mutating func number(_ node: Node, at path: [String], in range: ClosedRange<Double>) -> Double? {
        guard case .scalar(let scalar) = node, let value = Self.number(scalar) else {
            report(.typeMismatch(expected: "a number", found: SpecLoader.describe(node)), at: node, path: path)
            return nil
        }
        guard value.isFinite else { report(.notFinite(value), at: node, path: path); return nil }
        guard range.contains(value) else { report(.outOfRange(value, allowed: range), at: node, path: path); return nil }
        return value
    }

    /// A plain scalar's number (JSON's grammar), or nil.
    static func number(_ scalar: Node.Scalar) -> Double? {
        guard scalar.style == .plain || scalar.style == .any, PlainScalar.isDecimal(scalar.string, fraction: true) else { return nil }
        return Double(scalar.string)
    }

    /// `true` or `false`.
    mutating func flag(_ node: Node, at path: [String]) -> Bool? {
        guard case .scalar(let scalar) = node, scalar.style == .plain, ["true", "false"].contains(scalar.string) else {
            report(.typeMismatch(expected: "true or false", found: SpecLoader.describe(node)), at: node, path: path)
            return nil
        }
        return scalar.string == "true"
    }

    /// A list of strings; a single string is a list of one.
    mutating func strings(_ node: Node, at path: [String]) -> [String]? {
        if case .scalar = node { return string(node, at: path).map { [$0] } }
        guard case .sequence(let items) = node else {
            report(.typeMismatch(expected: "a string or a list of strings", found: SpecLoader.describe(node)), at: node, path: path)
            return nil
        }
        var result: [String] = []
        for (i, item) in items.enumerated() {
            if let text = string(item, at: path + [String(i)]) { result.append(text) }
        }
        return result
    }

    /// One of `allowed`.
    mutating func word(_ node: Node, at path: [String], allowed: [String]) -> String? {
        guard let text = string(node, at: path) else { return nil }
        guard allowed.contains(text) else {
            report(.unknownValue(text, suggestion: nearestName(to: text, in: allowed), allowed: allowed), at: node, path: path)
            return nil
        }
        return text
    }
}
