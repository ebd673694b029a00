import Foundation
import Yams
import ButtonRenderModel

/// The fast way from a composed spec node to a value: a `Decoder` over Yams' `Node` that gives
/// the type's own `Decodable` conformance exactly what Yams' `YAMLDecoder` gives it (scalars
/// through Yams' own `ScalarConstructible` constructors, nulls as Yams reads them), without the
/// costs that dominate a long spec file through `YAMLDecoder`: each field lookup there scans
/// the mapping comparing keys as YAML nodes, which resolves both keys' tags with regular
/// expressions, and each nested container resolves every key's tag again.
///
/// It takes only what it can read as Yams does: mappings without anchors or explicit tags,
/// whose keys are scalars (untagged, or quoted) that YAML would read as plain strings (not `<<`, `=`,
/// numbers, booleans or nulls). On anything else, and on any decoding error, `decode` returns
/// nil and the caller decodes through `YAMLDecoder`, whose errors (messages, coding paths)
/// are the ones users see. So the fast path changes no result and no error, only the time.
enum SpecNodeDecoding {
    /// `T` decoded from `node` as `YAMLDecoder` would decode it, or nil when this decoder does
    /// not take the node or decoding fails (then decode through `YAMLDecoder` for the error).
    static func decode<T: Decodable>(_ type: T.Type, from node: Node) -> T? {
        try? attempt(type, from: node)
    }

    /// `T` decoded from `node`, or the error that stopped this decoder (for tests: why the
    /// fast path did not take a node).
    static func attempt<T: Decodable>(_ type: T.Type, from node: Node) throws -> T {
        try T(from: SpecNodeDecoder(node: node, parentPath: [], key: nil))
    }
}

extension SpecNodeDecoding {
    /// True when Yams' tag resolution reads `text` as a string whatever the quoting: it
    /// starts with a letter or `_` (numbers, timestamps, `.inf`, `~`, `<<` and `=` do not),
    /// holds no line break (the resolver's patterns would match before one) and is none of
    /// YAML's words for booleans and null.
    static func readsAsPlainString(_ text: String) -> Bool {
        guard let firstByte = text.utf8.first else { return false }
        if firstByte < 0x80 {
            // An ASCII scalar is alphabetic exactly when it is a letter.
            let lowered = firstByte | 0x20
            guard firstByte == UInt8(ascii: "_") || (lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z")) else { return false }
        } else {
            guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        }
        var isASCII = true
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return false }
            if byte >= 0x80 { isASCII = false }
        }
        // The other line breaks (U+0085, U+2028, U+2029) are not ASCII.
        if !isASCII, text.unicodeScalars.contains(where: { $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" }) { return false }
        // YAML's words for booleans and null are 2 to 5 ASCII letters long.
        guard isASCII, (2...5).contains(text.utf8.count) else { return true }
        return !isBooleanOrNullWord(text)
    }

    /// Whether `text` is one of YAML's words for booleans and null (`yes`, `no`, `true`,
    /// `false`, `on`, `off`, `null`) written all in lower case, all in capitals or capitalised.
    /// Compared as the letters packed into an integer, not string by string: every key of
    /// every mapping of a JSON spec is asked about (21 string comparisons cost about 600
    /// instructions a key).
    static func isBooleanOrNullWord(_ text: String) -> Bool {
        var packed: UInt64 = 0
        var capitals = 0, index = 0
        var firstIsCapital = false
        for byte in text.utf8 {
            let lowered = byte | 0x20
            guard lowered >= UInt8(ascii: "a"), lowered <= UInt8(ascii: "z"), index < 5 else { return false }
            if byte != lowered {
                capitals += 1
                if index == 0 { firstIsCapital = true }
            }
            packed = packed << 8 | UInt64(lowered)
            index += 1
        }
        // All lower case, all capitals, or only the first a capital.
        guard capitals == 0 || capitals == index || (capitals == 1 && firstIsCapital) else { return false }
        // The words' lower-case letters, packed as above (`yes` is 0x79_65_73).
        switch packed {
        case 0x79_65_73, 0x6E_6F, 0x74_72_75_65, 0x66_61_6C_73_65, 0x6F_6E, 0x6F_66_66, 0x6E_75_6C_6C: return true
        default: return false
        }
    }
}

/// Thrown where the fast decoder would not read the node as Yams does; never shown to users.
struct NotTaken: Error {
    /// Where and why.
    var reason: String
}

/// A coding key for list positions and arbitrary names.
private struct NodeKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}

/// A mapping as the fast decoder reads it: its keys as strings, in order, and their values
/// at the same positions. Kept apart so that looking a key up never copies a value.
private struct MappingFields {
    /// The keys, in the mapping's order.
    let keys: [String]
    /// The values, at their keys' positions.
    let values: [Node]
}

/// A decoder over one node. Its coding path is built only when asked for (errors and
/// containers ask): a decoder holds its container's path and its own key.
private struct SpecNodeDecoder: Decoder, SingleValueDecodingContainer, MappingKeyListing {
    let node: Node
    /// The coding path of the container holding the node.
    let parentPath: [CodingKey]
    /// The node's key in that container; nil for the root.
    let key: CodingKey?
    /// The node's fields, read once when it is a mapping: the spec types ask for its keys
    /// (`rejectUnknownKeys`) and then for a container over the same fields.
    let fields: Result<MappingFields, NotTaken>?
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The decoder of `node`, at `key` in a container whose path is `parentPath`.
    init(node: Node, parentPath: [CodingKey], key: CodingKey?) {
        self.node = node
        self.parentPath = parentPath
        self.key = key
        if case .mapping(let mapping) = node {
            fields = Result { try Self.fields(of: mapping) }.mapError { $0 as? NotTaken ?? NotTaken(reason: "\($0)") }
        } else {
            fields = nil
        }
    }

    var codingPath: [CodingKey] {
        guard let key else { return parentPath }
        return parentPath + [key]
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let fields else { throw NotTaken(reason: "not a mapping at \(codingPath.map(\.stringValue))") }
        return KeyedDecodingContainer(SpecNodeKeyedContainer<Key>(fields: try fields.get(), codingPath: codingPath))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .sequence(let sequence) = node else { throw NotTaken(reason: "not a list at \(codingPath.map(\.stringValue))") }
        return SpecNodeUnkeyedContainer(nodes: Array(sequence), codingPath: codingPath)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { self }

    /// The mapping's keys, from the fields already read.
    func mappingKeys() throws -> [String] {
        guard let fields else { throw NotTaken(reason: "not a mapping at \(codingPath.map(\.stringValue))") }
        return try fields.get().keys
    }

    /// The mapping's keys as strings, with their values; throws when a key or the mapping is
    /// one Yams would read differently from a plain string-keyed mapping.
    static func fields(of mapping: Node.Mapping) throws -> MappingFields {
        guard mapping.anchor == nil, isImplicit(mapping.tag) else { throw NotTaken(reason: "an anchored or tagged mapping") }
        var keys: [String] = [], values: [Node] = []
        keys.reserveCapacity(mapping.count)
        values.reserveCapacity(mapping.count)
        for (key, value) in mapping {
            // A quoted key carries the `str` tag, a plain one none; either reads as the string.
            guard case .scalar(let scalar) = key, isImplicit(scalar.tag) || scalar.tag.rawValue == Tag.Name.str.rawValue,
                  SpecNodeDecoding.readsAsPlainString(scalar.string) else { throw NotTaken(reason: "key \(key)") }
            keys.append(scalar.string)
            values.append(value)
        }
        return MappingFields(keys: keys, values: values)
    }

    /// True when the node carries no explicit tag (`!!str`, `!custom`).
    static func isImplicit(_ tag: Tag) -> Bool { tag.rawValue == Tag.Name.implicit.rawValue }

    // MARK: Single value

    /// A null as Yams reads one (`Node.null`): a plain scalar `~`, `null`, `Null`, `NULL` or
    /// nothing; a quoted `"null"` is a string.
    func decodeNil() -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        switch scalar.string {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if case .scalar(let scalar) = node {
            // Yams' `String.construct(from:)` is the scalar's text; asking whether `T` is
            // `ScalarConstructible` costs more than reading it.
            if T.self == String.self { return scalar.string as! T }
            if let value = PlainScalar.value(of: scalar, as: type) { return value }
        }
        if let constructible = type as? ScalarConstructible.Type {
            guard case .scalar(let scalar) = node, let value = constructible.construct(from: scalar) as? T else {
                throw NotTaken(reason: "no \(T.self) at \(codingPath.map(\.stringValue))")
            }
            return value
        }
        return try T(from: self)
    }

}

/// A mapping's fields, looked up by name.
private struct SpecNodeKeyedContainer<Key: CodingKey>: ChildKeyedDecodingContainer {
    let fields: MappingFields
    let codingPath: [CodingKey]

    var allKeys: [Key] { fields.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { index(key.stringValue) != nil }

    /// The position of the value under `name`; the last one, as Yams looks up (a composed
    /// mapping has no duplicate keys).
    private func index(_ name: String) -> Int? {
        let keys = fields.keys
        var i = keys.count
        while i > 0 {
            i -= 1
            if keys[i] == name { return i }
        }
        return nil
    }

    /// The decoder of the value under `key`, or nil when the mapping has none.
    func child(_ key: Key) -> SpecNodeDecoder? {
        guard let i = index(key.stringValue) else { return nil }
        return SpecNodeDecoder(node: fields.values[i], parentPath: codingPath, key: key)
    }
}

/// A list's items, in order.
private struct SpecNodeUnkeyedContainer: UnkeyedDecodingContainer {
    let nodes: [Node]
    let codingPath: [CodingKey]
    var currentIndex = 0

    init(nodes: [Node], codingPath: [CodingKey]) { self.nodes = nodes; self.codingPath = codingPath }

    var count: Int? { nodes.count }
    var isAtEnd: Bool { currentIndex >= nodes.count }

    /// The decoder of the current item, moving past it when `body` succeeds.
    private mutating func next<T>(_ body: (SpecNodeDecoder) throws -> T) throws -> T {
        guard !isAtEnd else { throw NotTaken(reason: "past the end of a list") }
        let value = try body(SpecNodeDecoder(node: nodes[currentIndex], parentPath: codingPath, key: NodeKey(intValue: currentIndex)))
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool { try next { $0.decodeNil() } }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next { try $0.decode(type) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try next { try $0.unkeyedContainer() } }

    mutating func superDecoder() throws -> Decoder { try next { $0 } }
}
