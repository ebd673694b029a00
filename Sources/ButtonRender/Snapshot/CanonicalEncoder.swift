/// Writes an `Encodable` value as canonical bytes to hash: the same value always gives the
/// same bytes, in any process (keyed containers are written in sorted key order, never in a
/// dictionary's per-process order), and different values give different bytes (every string
/// is length-prefixed, every scalar tagged with its type). Not JSON and not meant to be read
/// back: a verification key needs only equality. Measured on the catalog's 337 specs it costs
/// a little less than `JSONEncoder` with sorted keys (about 30 M instructions against 36 M;
/// most of either is the specs' own synthesized `encode(to:)`), and its bytes do not change
/// with Foundation's JSON formatting.
enum CanonicalEncoder {
    /// The canonical bytes of `value`.
    static func bytes<T: Encodable>(of value: T) throws -> [UInt8] {
        let root = CanonicalNode()
        try value.encode(to: CanonicalNodeEncoder(node: root, codingPath: []))
        var out: [UInt8] = []
        out.reserveCapacity(512)
        root.write(into: &out)
        return out
    }
}

/// One value of the tree `CanonicalEncoder` builds before writing it out: a scalar (a type
/// tag and its text), keyed children or a list, or nothing yet.
final class CanonicalNode {
    var tag: UInt8 = UInt8(ascii: "e")
    var text = ""
    var keyed: [String: CanonicalNode]?
    var list: [CanonicalNode]?

    /// Makes the node a scalar.
    func set(_ tag: Unicode.Scalar, _ text: String) {
        self.tag = UInt8(tag.value); self.text = text
    }

    /// The keyed child `key` (made now if new).
    func child(forKey key: String) -> CanonicalNode {
        tag = UInt8(ascii: "{")
        if let known = keyed?[key] { return known }
        let node = CanonicalNode()
        if keyed == nil { keyed = [:] }
        keyed![key] = node
        return node
    }

    /// A new child at the end of the list.
    func appendChild() -> CanonicalNode {
        tag = UInt8(ascii: "[")
        let node = CanonicalNode()
        if list == nil { list = [] }
        list!.append(node)
        return node
    }

    /// Appends the node's bytes: a tag, then lengths before every string and list.
    func write(into out: inout [UInt8]) {
        out.append(tag)
        switch tag {
        case UInt8(ascii: "{"):
            let children = keyed ?? [:]
            Self.writeLength(children.count, into: &out)
            for key in children.keys.sorted() {
                Self.writeString(key, into: &out)
                children[key]!.write(into: &out)
            }
        case UInt8(ascii: "["):
            let children = list ?? []
            Self.writeLength(children.count, into: &out)
            for child in children { child.write(into: &out) }
        default:
            Self.writeString(text, into: &out)
        }
    }

    private static func writeLength(_ count: Int, into out: inout [UInt8]) {
        out.append(contentsOf: String(count).utf8)
        out.append(UInt8(ascii: ":"))
    }

    private static func writeString(_ text: String, into out: inout [UInt8]) {
        writeLength(text.utf8.count, into: &out)
        out.append(contentsOf: text.utf8)
    }
}

/// The `Encoder` over one `CanonicalNode`. Coding paths stay empty: nothing here fails, and
/// building them would cost an allocation per field.
struct CanonicalNodeEncoder: Encoder {
    let node: CanonicalNode
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node.keyed == nil { node.tag = UInt8(ascii: "{"); node.keyed = [:] }
        return KeyedEncodingContainer(CanonicalKeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.list == nil { node.tag = UInt8(ascii: "["); node.list = [] }
        return CanonicalUnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CanonicalSingleValueContainer(node: node, codingPath: codingPath)
    }
}

/// What every container's `encode` does: primitives become tagged scalars (each container
/// has an overload per primitive, so a primitive never reaches the generic path, where it
/// would encode itself through a single-value container again); anything else encodes itself
/// into the node.
private enum CanonicalScalar {
    static func encode<T: Encodable>(_ value: T, into node: CanonicalNode, codingPath: [any CodingKey]) throws {
        try value.encode(to: CanonicalNodeEncoder(node: node, codingPath: codingPath))
    }
}

/// Fields of a keyed value: each a child of the node under its key's name.
private struct CanonicalKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: CanonicalNode
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.child(forKey: key.stringValue).set("n", "") }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.child(forKey: key.stringValue).set("b", value ? "1" : "0") }
    mutating func encode(_ value: String, forKey key: Key) throws { node.child(forKey: key.stringValue).set("s", value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { node.child(forKey: key.stringValue).set("d", "\(value)") }
    mutating func encode(_ value: Float, forKey key: Key) throws { node.child(forKey: key.stringValue).set("f", "\(value)") }
    mutating func encode(_ value: Int, forKey key: Key) throws { node.child(forKey: key.stringValue).set("i", String(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { node.child(forKey: key.stringValue).set("i", String(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { node.child(forKey: key.stringValue).set("i", String(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { node.child(forKey: key.stringValue).set("i", String(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { node.child(forKey: key.stringValue).set("i", String(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { node.child(forKey: key.stringValue).set("i", String(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { node.child(forKey: key.stringValue).set("i", String(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { node.child(forKey: key.stringValue).set("i", String(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { node.child(forKey: key.stringValue).set("i", String(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { node.child(forKey: key.stringValue).set("i", String(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try CanonicalScalar.encode(value, into: node.child(forKey: key.stringValue), codingPath: codingPath)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        CanonicalNodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        CanonicalNodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder {
        CanonicalNodeEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
    }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        CanonicalNodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath)
    }
}

/// Elements of a list: each a new child at the end of the node's list.
private struct CanonicalUnkeyedContainer: UnkeyedEncodingContainer {
    let node: CanonicalNode
    var codingPath: [any CodingKey]
    var count: Int {
        node.list?.count ?? 0
    }

    mutating func encodeNil() throws { node.appendChild().set("n", "") }
    mutating func encode(_ value: Bool) throws { node.appendChild().set("b", value ? "1" : "0") }
    mutating func encode(_ value: String) throws { node.appendChild().set("s", value) }
    mutating func encode(_ value: Double) throws { node.appendChild().set("d", "\(value)") }
    mutating func encode(_ value: Float) throws { node.appendChild().set("f", "\(value)") }
    mutating func encode(_ value: Int) throws { node.appendChild().set("i", String(value)) }
    mutating func encode(_ value: Int8) throws { node.appendChild().set("i", String(value)) }
    mutating func encode(_ value: Int16) throws { node.appendChild().set("i", String(value)) }
    mutating func encode(_ value: Int32) throws { node.appendChild().set("i", String(value)) }
    mutating func encode(_ value: Int64) throws { node.appendChild().set("i", String(value)) }
    mutating func encode(_ value: UInt) throws { node.appendChild().set("i", String(value)) }
    mutating func encode(_ value: UInt8) throws { node.appendChild().set("i", String(value)) }
    mutating func encode(_ value: UInt16) throws { node.appendChild().set("i", String(value)) }
    mutating func encode(_ value: UInt32) throws { node.appendChild().set("i", String(value)) }
    mutating func encode(_ value: UInt64) throws { node.appendChild().set("i", String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try CanonicalScalar.encode(value, into: node.appendChild(), codingPath: codingPath)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        CanonicalNodeEncoder(node: node.appendChild(), codingPath: codingPath).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        CanonicalNodeEncoder(node: node.appendChild(), codingPath: codingPath).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { CanonicalNodeEncoder(node: node.appendChild(), codingPath: codingPath) }
}

/// A single value: the node itself.
private struct CanonicalSingleValueContainer: SingleValueEncodingContainer {
    let node: CanonicalNode
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.set("n", "") }
    mutating func encode(_ value: Bool) throws { node.set("b", value ? "1" : "0") }
    mutating func encode(_ value: String) throws { node.set("s", value) }
    mutating func encode(_ value: Double) throws { node.set("d", "\(value)") }
    mutating func encode(_ value: Float) throws { node.set("f", "\(value)") }
    mutating func encode(_ value: Int) throws { node.set("i", String(value)) }
    mutating func encode(_ value: Int8) throws { node.set("i", String(value)) }
    mutating func encode(_ value: Int16) throws { node.set("i", String(value)) }
    mutating func encode(_ value: Int32) throws { node.set("i", String(value)) }
    mutating func encode(_ value: Int64) throws { node.set("i", String(value)) }
    mutating func encode(_ value: UInt) throws { node.set("i", String(value)) }
    mutating func encode(_ value: UInt8) throws { node.set("i", String(value)) }
    mutating func encode(_ value: UInt16) throws { node.set("i", String(value)) }
    mutating func encode(_ value: UInt32) throws { node.set("i", String(value)) }
    mutating func encode(_ value: UInt64) throws { node.set("i", String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try CanonicalScalar.encode(value, into: node, codingPath: codingPath) }
}
