/// A keyed container of `SortedJSONEncoder`: sets members of one object.
struct JSONTextKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: JSONTextObject
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { object.set(key.stringValue, .null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { object.set(key.stringValue, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { object.set(key.stringValue, .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        object.set(key.stringValue, try JSONTextEncoder.number(value, codingPath: codingPath))
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        object.set(key.stringValue, try JSONTextEncoder.number(value, codingPath: codingPath))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { object.set(key.stringValue, .number(String(value))) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        object.set(key.stringValue, try JSONTextEncoder.box(value, codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested: JSONTextObject
        if case .object(let existing)? = object.value(for: key.stringValue) { nested = existing } else {
            nested = JSONTextObject(); object.set(key.stringValue, .object(nested))
        }
        return KeyedEncodingContainer(JSONTextKeyedContainer<NestedKey>(object: nested, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested: JSONTextArray
        if case .array(let existing)? = object.value(for: key.stringValue) { nested = existing } else {
            nested = JSONTextArray(); object.set(key.stringValue, .array(nested))
        }
        return JSONTextUnkeyedContainer(array: nested, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

    /// An encoder whose value becomes member `name` once it is encoded.
    private func superEncoder(named name: String) -> any Encoder {
        let encoder = JSONTextReferencingEncoder(codingPath: codingPath) { [object] value in object.set(name, value) }
        return encoder
    }
}

/// An unkeyed container of `SortedJSONEncoder`: appends elements to one array.
struct JSONTextUnkeyedContainer: UnkeyedEncodingContainer {
    let array: JSONTextArray
    let codingPath: [any CodingKey]
    var count: Int { array.elements.count }

    mutating func encodeNil() throws { array.elements.append(.null) }
    mutating func encode(_ value: Bool) throws { array.elements.append(.bool(value)) }
    mutating func encode(_ value: String) throws { array.elements.append(.string(value)) }
    mutating func encode(_ value: Double) throws { array.elements.append(try JSONTextEncoder.number(value, codingPath: codingPath)) }
    mutating func encode(_ value: Float) throws { array.elements.append(try JSONTextEncoder.number(value, codingPath: codingPath)) }
    mutating func encode(_ value: Int) throws { array.elements.append(.number(String(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        array.elements.append(try JSONTextEncoder.box(value, codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONTextObject()
        array.elements.append(.object(nested))
        return KeyedEncodingContainer(JSONTextKeyedContainer<NestedKey>(object: nested, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONTextArray()
        array.elements.append(.array(nested))
        return JSONTextUnkeyedContainer(array: nested, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        let index = array.elements.count
        array.elements.append(.null)
        return JSONTextReferencingEncoder(codingPath: codingPath) { [array] value in array.elements[index] = value }
    }
}

/// The single-value container of `SortedJSONEncoder`: sets its encoder's result.
struct JSONTextSingleValueContainer: SingleValueEncodingContainer {
    let encoder: JSONTextEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.result = .null }
    mutating func encode(_ value: Bool) throws { encoder.result = .bool(value) }
    mutating func encode(_ value: String) throws { encoder.result = .string(value) }
    mutating func encode(_ value: Double) throws { encoder.result = try JSONTextEncoder.number(value, codingPath: codingPath) }
    mutating func encode(_ value: Float) throws { encoder.result = try JSONTextEncoder.number(value, codingPath: codingPath) }
    mutating func encode(_ value: Int) throws { encoder.result = .number(String(value)) }
    mutating func encode(_ value: Int8) throws { encoder.result = .number(String(value)) }
    mutating func encode(_ value: Int16) throws { encoder.result = .number(String(value)) }
    mutating func encode(_ value: Int32) throws { encoder.result = .number(String(value)) }
    mutating func encode(_ value: Int64) throws { encoder.result = .number(String(value)) }
    mutating func encode(_ value: UInt) throws { encoder.result = .number(String(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.result = .number(String(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.result = .number(String(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.result = .number(String(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.result = .number(String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encodeValue(value) }
}

/// A super-encoder: an encoder whose value is stored into its parent's container once the
/// value has been encoded into it.
final class JSONTextReferencingEncoder: Encoder {
    private let inner: JSONTextEncoder
    private let store: (JSONTextValue) -> Void
    var codingPath: [any CodingKey] { inner.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(codingPath: [any CodingKey], store: @escaping (JSONTextValue) -> Void) {
        inner = JSONTextEncoder(codingPath: codingPath)
        self.store = store
    }

    deinit { store(inner.result ?? .object(JSONTextObject())) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let container = inner.container(keyedBy: type)
        store(inner.result!)
        return container
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let container = inner.unkeyedContainer()
        store(inner.result!)
        return container
    }
    func singleValueContainer() -> any SingleValueEncodingContainer { JSONTextSingleValueContainer(encoder: inner) }
}
