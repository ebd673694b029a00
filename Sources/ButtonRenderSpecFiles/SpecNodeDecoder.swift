import Foundation
import Yams
import ButtonRenderModel

/// The one way from a composed spec node (YAML, or JSON composed as YAML) to a value: a
/// `Decoder` over Yams' `Node` that answers every request of a type's `Decodable` conformance
/// as Yams' `YAMLDecoder` answers it, values and errors alike (scalars through Yams' own
/// `ScalarConstructible` constructors, nulls as Yams reads them, merge keys merged, the same
/// `DecodingError` with the same coding path and description), without the costs that
/// dominate a long spec file through `YAMLDecoder`: each field lookup there scans the mapping
/// comparing keys as YAML nodes, which resolves both keys' tags with regular expressions, and
/// each nested container resolves every key's tag again. A mapping whose keys YAML reads as
/// plain strings (nearly every mapping of a spec) is looked up by string, and so is one whose
/// merge keys (`<<`) leave such keys once merged; any other (a number, boolean or null as a
/// key, a key that is itself a mapping) is read through Yams' own mapping look-up.
/// `SpecNodeDecodingTests` holds the two decoders to the same answers over the examples, the
/// catalog and a corpus of broken and unusual files, and `FuzzSpecYAML` over what it makes up.
enum SpecNodeDecoding {
    /// `T` decoded from `node`; a failure is the `DecodingError` `YAMLDecoder` would throw.
    static func decode<T: Decodable>(_ type: T.Type, from node: Node) throws -> T {
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

/// The errors `YAMLDecoder` throws, worded as it words them, so a spec's error reads the same
/// whichever decoder found it.
enum NodeDecodingError {
    /// A value of the wrong kind: `expected` asked of `found` (a node, or a scalar's payload).
    static func typeMismatch(_ expected: Any.Type, found: Any, at path: [CodingKey]) -> DecodingError {
        .typeMismatch(expected, .init(codingPath: path, debugDescription: "Expected to decode \(expected) but found \(type(of: found)) instead."))
    }

    /// A field the mapping does not have.
    static func keyNotFound(_ key: CodingKey, at path: [CodingKey]) -> DecodingError {
        .keyNotFound(key, .init(codingPath: path, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }

    /// An item asked of a list past its end.
    static func pastTheEnd(_ type: Any.Type, at path: [CodingKey]) -> DecodingError {
        .valueNotFound(type, .init(codingPath: path, debugDescription: "Unkeyed container is at end."))
    }
}

/// A coding key for list positions (`Index 2`, as Yams names them) and arbitrary names.
struct NodeKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
    /// The key of list position `index`.
    init(index: Int) { stringValue = "Index \(index)"; intValue = index }
}

/// A mapping as the decoder reads it.
private enum MappingFields {
    /// Every key a plain string: the keys, in the mapping's order, and their values at the
    /// same positions, kept apart so that looking a key up never copies a value.
    case plain(keys: [String], values: [Node])
    /// Any other mapping, merge keys merged as Yams merges them: its keys as strings (those
    /// that have one, as Yams lists them) and Yams' own look-up.
    case general(keys: [String], mapping: Node.Mapping)

    /// The keys, in the mapping's order.
    var keys: [String] {
        switch self {
        case .plain(let keys, _), .general(let keys, _): return keys
        }
    }

    /// The value under `name`; the last one, as Yams looks up.
    func value(_ name: String) -> Node? {
        switch self {
        case .plain(let keys, let values):
            var i = keys.count
            while i > 0 {
                i -= 1
                if keys[i] == name { return values[i] }
            }
            return nil
        case .general(_, let mapping):
            return mapping[name]
        }
    }

    /// The fields of `mapping`: plain when every key is a plain string, else after merging
    /// its merge keys (a mapping that only merged others is plain then), else general.
    init(_ mapping: Node.Mapping) {
        if let plain = Self.plain(mapping) { self = plain; return }
        let merged = Self.merged(mapping)
        self = Self.plain(merged) ?? .general(keys: merged.keys.compactMap(\.string), mapping: merged)
    }

    /// The plain fields of `mapping`, or nil when a key is not a plain string.
    private static func plain(_ mapping: Node.Mapping) -> MappingFields? {
        var keys: [String] = [], values: [Node] = []
        keys.reserveCapacity(mapping.count)
        values.reserveCapacity(mapping.count)
        for (key, value) in mapping {
            // A quoted key carries the `str` tag, a plain one none; either reads as the string.
            guard case .scalar(let scalar) = key, isImplicit(scalar.tag) || scalar.tag.rawValue == Tag.Name.str.rawValue,
                  SpecNodeDecoding.readsAsPlainString(scalar.string) else { return nil }
            keys.append(scalar.string)
            values.append(value)
        }
        return .plain(keys: keys, values: values)
    }

    /// True when the node carries no explicit tag (`!!str`, `!custom`).
    static func isImplicit(_ tag: Tag) -> Bool { tag.rawValue == Tag.Name.implicit.rawValue }

    /// `mapping` with its merge keys (`<<`) replaced by the pairs they merge, ahead of its own
    /// (which the look-up, taking the last, prefers), and a `=` key read as a string: what
    /// Yams does before it decodes a mapping.
    static func merged(_ mapping: Node.Mapping) -> Node.Mapping {
        var merged: [(Node, Node)] = [], own: [(Node, Node)] = []
        for (key, value) in mapping {
            switch key.tag.description {
            case Tag.Name.merge.rawValue:
                switch value {
                case .mapping(let inner):
                    merged += Self.merged(inner).map { ($0.key, $0.value) }
                case .sequence(let sequence):
                    for inner in sequence.compactMap(\.mapping).map(Self.merged).reversed() {
                        merged += inner.map { ($0.key, $0.value) }
                    }
                default:
                    break
                }
            case Tag.Name.value.rawValue:
                if case .scalar(let scalar) = key {
                    own.append((.scalar(Node.Scalar(scalar.string, Tag(.str), scalar.style, scalar.mark)), value))
                } else {
                    own.append((key, value))
                }
            default:
                own.append((key, value))
            }
        }
        return Node.Mapping(merged + own, mapping.tag, mapping.style, mapping.mark, mapping.anchor)
    }
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
    let fields: MappingFields?
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The decoder of `node`, at `key` in a container whose path is `parentPath`.
    init(node: Node, parentPath: [CodingKey], key: CodingKey?) {
        self.node = node
        self.parentPath = parentPath
        self.key = key
        if case .mapping(let mapping) = node { fields = MappingFields(mapping) } else { fields = nil }
    }

    var codingPath: [CodingKey] {
        guard let key else { return parentPath }
        return parentPath + [key]
    }

    /// The fields, or the error for asking a mapping of another node.
    private func mappingFields() throws -> MappingFields {
        guard let fields else { throw NodeDecodingError.typeMismatch(Node.Mapping.self, found: node, at: codingPath) }
        return fields
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(SpecNodeKeyedContainer<Key>(fields: try mappingFields(), codingPath: codingPath))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .sequence(let sequence) = node else { throw NodeDecodingError.typeMismatch(Node.Sequence.self, found: node, at: codingPath) }
        return SpecNodeUnkeyedContainer(nodes: Array(sequence), codingPath: codingPath)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { self }

    /// The mapping's keys, from the fields already read.
    func mappingKeys() throws -> [String] { try mappingFields().keys }

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
            let scalar: Node.Scalar
            switch node {
            case .scalar(let payload): scalar = payload
            case .mapping(let payload): throw NodeDecodingError.typeMismatch(Node.Scalar.self, found: payload, at: codingPath)
            case .sequence(let payload): throw NodeDecodingError.typeMismatch(Node.Scalar.self, found: payload, at: codingPath)
            case .alias(let payload): throw NodeDecodingError.typeMismatch(Node.Scalar.self, found: payload, at: codingPath)
            }
            guard let value = constructible.construct(from: scalar) else {
                throw NodeDecodingError.typeMismatch(constructible, found: scalar, at: codingPath)
            }
            guard let typed = value as? T else { throw NodeDecodingError.typeMismatch(type, found: value, at: codingPath) }
            return typed
        }
        return try T(from: self)
    }
}

/// A mapping's fields, looked up by name.
private struct SpecNodeKeyedContainer<Key: CodingKey>: ChildKeyedDecodingContainer {
    let fields: MappingFields
    let codingPath: [CodingKey]

    var allKeys: [Key] { fields.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { fields.value(key.stringValue) != nil }

    /// The decoder of the value under `key`, or nil when the mapping has none.
    func child(_ key: Key) -> SpecNodeDecoder? {
        guard let value = fields.value(key.stringValue) else { return nil }
        return SpecNodeDecoder(node: value, parentPath: codingPath, key: key)
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

    /// The decoder of the current item, moving past it when `body` succeeds; `type` is what
    /// a call past the end names in its error.
    private mutating func next<T>(_ type: Any.Type, _ body: (SpecNodeDecoder) throws -> T) throws -> T {
        let key = NodeKey(index: currentIndex)
        guard !isAtEnd else { throw NodeDecodingError.pastTheEnd(type, at: codingPath + [key]) }
        let value = try body(SpecNodeDecoder(node: nodes[currentIndex], parentPath: codingPath, key: key))
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool { try next(Any?.self) { $0.decodeNil() } }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(T.self) { try $0.decode(type) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next(KeyedDecodingContainer<NestedKey>.self) { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer {
        try next(UnkeyedDecodingContainer.self) { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> Decoder { try next(Decoder.self) { $0 } }
}
