import ButtonRenderModel
import Yams

/// A JSON value from a tokens file with the line and column it was written at, kept after
/// parsing so that errors found while resolving references can still point into the file.
package struct TokenNode: Equatable, Sendable {
    /// What the node holds.
    enum Kind: Equatable, Sendable {
        /// A quoted string, or a plain scalar that is neither a number, a boolean nor null.
        case string(String)
        /// A plain numeric scalar.
        case number(Double)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
        /// A JSON array.
        case list([TokenNode])
        /// A JSON object, its members in file order.
        case object([TokenMember])
    }

    /// The node's value.
    var kind: Kind
    /// 1-based line, when known.
    var line: Int?
    /// 1-based column, when known.
    var column: Int?

    /// The dotted name inside a `"{group.token}"` string, or nil when the node is not exactly
    /// one reference.
    package var reference: String? {
        guard case .string(let text) = kind else { return nil }
        // Read for every token, often: an ASCII text is checked byte by byte; any other goes by
        // characters (a combining mark after "{" makes one character of the two).
        let bytes = text.utf8
        guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        let innerBytes = bytes.dropFirst().dropLast()
        if innerBytes.allSatisfy({ $0 < 0x80 }) {
            guard !innerBytes.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
            return String(decoding: innerBytes, as: UTF8.self)
        }
        guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == "{" || $0 == "}" }) else { return nil }
        return String(inner)
    }

    /// The member named `key`, when the node is an object that has it.
    func member(_ key: String) -> TokenMember? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }
    }

    /// A few words on what the node holds, for "expected X, found Y".
    var summary: String {
        switch kind {
        case .string(let text): return "\"\(text.prefix(40))\""
        case .number(let value): return formatNumber(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .list: return "a list"
        case .object: return "an object"
        }
    }
}

/// One member of a JSON object: its key, where the key is written, and its value.
struct TokenMember: Equatable, Sendable {
    /// The member's key.
    var key: String
    /// 1-based line of the key, when known.
    var line: Int?
    /// 1-based column of the key, when known.
    var column: Int?
    /// The member's value.
    var value: TokenNode
}

extension TokenNode {
    /// Converts a composed YAML (or JSON) node, failing on what JSON cannot express: aliases
    /// and keys that are not strings.
    init(_ node: Node, file: String) throws {
        let line = node.mark?.line, column = node.mark?.column
        switch node {
        case .scalar(let scalar):
            self.init(kind: TokenNode.scalarKind(scalar), line: line, column: column)
        case .sequence(let sequence):
            self.init(kind: .list(try sequence.map { try TokenNode($0, file: file) }), line: line, column: column)
        case .mapping(let mapping):
            var members: [TokenMember] = []
            for (key, value) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    throw TokenError(file: file, line: key.mark?.line, column: key.mark?.column,
                                     message: "object keys must be strings")
                }
                members.append(TokenMember(key: keyScalar.string, line: key.mark?.line, column: key.mark?.column,
                                           value: try TokenNode(value, file: file)))
            }
            self.init(kind: .object(members), line: line, column: column)
        case .alias:
            throw TokenError(file: file, line: line, column: column, message: "YAML aliases are not supported in tokens files")
        }
    }

    /// The kind of a scalar: quoted scalars are strings; plain ones may be numbers, booleans
    /// or null, as in JSON.
    private static func scalarKind(_ scalar: Node.Scalar) -> Kind {
        let text = scalar.string
        guard scalar.style == .plain else { return .string(text) }
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null", "~", "": return .null
        default: break
        }
        let numeric = text.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
        if numeric, text.contains(where: \.isNumber), let value = Double(text), value.isFinite {
            return .number(value)
        }
        return .string(text)
    }
}
