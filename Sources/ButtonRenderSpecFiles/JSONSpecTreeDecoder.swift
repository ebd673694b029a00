import Foundation
import Yams
import ButtonRenderModel

/// The fastest way from a JSON spec's text to a value: a `Decoder` over the tree
/// `JSONSpecTree` reads from the text, giving the type's `Decodable` conformance exactly what
/// `SpecNodeDecoding` gives it from the node graph `JSONNodeComposer` would compose from the
/// same text, without building that graph (its nodes, tags and marks were most of a JSON
/// button's decoding).
///
/// Each answer it gives is the node decoder's answer for the same request: the same value, or a
/// failure where the node decoder fails too (a number asked of a quoted string, a mapping
/// asked of a list, a missing field), which a type may catch and try something else, as it
/// does there. Where the answer would be Yams' constructors' to give (`1e0` or `-0` as an
/// integer, a `Float`, a `Date`), it gives up on the whole value, even when the type catches the
/// failure. So `decode` returns the node decoder's value or nil, and on nil the caller takes
/// the node graph's way, whose errors (lines, columns, field paths) are the ones users see.
/// It is a way to the node decoder's answer that is faster for a JSON list's buttons (its
/// figures are in `docs/speed.md`), not a second reader: it never reports an error itself.
enum JSONSpecTreeDecoding {
    /// `T` decoded from `value` as `SpecNodeDecoding` would decode the node graph of the same
    /// text, or nil when this decoder gave up or decoding failed.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONSpecValue) -> T? {
        let attempt = JSONSpecTreeAttempt()
        guard let decoded = try? T(from: JSONSpecTreeDecoder(value: value, parentPath: [], key: nil, attempt: attempt)),
              attempt.gaveUp == nil else { return nil }
        return decoded
    }

    /// Why the decoder gave up on `value`, or nil when it decoded it (for tests).
    static func whyNotTaken<T: Decodable>(_ type: T.Type, from value: JSONSpecValue) -> String? {
        let attempt = JSONSpecTreeAttempt()
        do {
            _ = try T(from: JSONSpecTreeDecoder(value: value, parentPath: [], key: nil, attempt: attempt))
        } catch {
            return attempt.gaveUp ?? "\(error)"
        }
        return attempt.gaveUp
    }
}

/// One decoding's record of whether the decoder gave up: a type that catches that failure
/// (`try?`) must not decode on as if the node decoder had answered.
private final class JSONSpecTreeAttempt {
    /// The first reason the decoder gave up, or nil.
    var gaveUp: String?

    /// Records `reason` and returns the error to throw.
    func giveUp(_ reason: @autoclosure () -> String) -> NotTaken {
        let reason = reason()
        if gaveUp == nil { gaveUp = reason }
        return NotTaken(reason: reason)
    }
}

/// Thrown where this decoder fails as the node decoder would, or gives up; never shown to users.
struct NotTaken: Error {
    /// Where and why.
    var reason: String
}

/// A coding key for list positions.
private struct TreeIndexKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}

/// A decoder over one value of the tree; its coding path is built only when asked for.
private struct JSONSpecTreeDecoder: Decoder, SingleValueDecodingContainer, MappingKeyListing {
    let value: JSONSpecValue
    /// The coding path of the container holding the value.
    let parentPath: [CodingKey]
    /// The value's key in that container; nil for the root.
    let key: CodingKey?
    let attempt: JSONSpecTreeAttempt
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var codingPath: [CodingKey] {
        guard let key else { return parentPath }
        return parentPath + [key]
    }

    /// The mapping's fields, when the value is a mapping the node decoder reads as one.
    private func fields() throws -> [JSONSpecField] {
        guard case .mapping(let fields, let keysArePlainStrings) = value else {
            throw NotTaken(reason: "not a mapping at \(codingPath.map(\.stringValue))")
        }
        // The node decoder reads such a mapping through Yams' own look-up.
        guard keysArePlainStrings else { throw attempt.giveUp("a key YAML reads as other than a string") }
        return fields
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(JSONSpecTreeKeyedContainer<Key>(fields: try fields(), codingPath: codingPath, attempt: attempt))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        guard case .list(let items) = value else { throw NotTaken(reason: "not a list at \(codingPath.map(\.stringValue))") }
        return JSONSpecTreeUnkeyedContainer(items: items, codingPath: codingPath, attempt: attempt)
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer { self }

    func mappingKeys() throws -> [String] { try fields().map(\.key) }

    // MARK: Single value

    /// A null as Yams reads one: a plain `null` (JSON has no other plain null).
    func decodeNil() -> Bool {
        guard case .plain(let text) = value else { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let isNumberOrBool = T.self == Double.self || T.self == Int.self || T.self == Bool.self || T.self == Float.self
        switch value {
        case .string(let text):
            // The bit cast is an identity: `T` is `String`.
            if T.self == String.self { return unsafeBitCast(text, to: T.self) }
            // Yams' constructors of numbers read only plain scalars, and of booleans none with
            // the `str` tag: a quoted string is never one, and the node decoder fails here.
            // (A type may catch this and try another form, on every button: the reason is
            // left plain.)
            if isNumberOrBool { throw NotTaken(reason: "no number or boolean in a string") }
        case .plain(let text):
            if T.self == String.self { return unsafeBitCast(text, to: T.self) }
            if let value = PlainScalar.value(ofPlain: text, as: type) { return value }
        case .mapping, .list:
            // The node decoder fails on a scalar type met with a mapping or a list.
            if isNumberOrBool || T.self == String.self { throw NotTaken(reason: "no scalar in a mapping or a list") }
        }
        // The rest of what Yams' constructors read (`1e0` or `-0` as an integer, a `Float`, a
        // `Date`) is theirs to read: the whole value is left to the node decoder.
        if isNumberOrBool || type is ScalarConstructible.Type {
            throw attempt.giveUp("a \(T.self) Yams constructs at \(codingPath.map(\.stringValue))")
        }
        return try T(from: self)
    }
}

/// A mapping's fields, looked up by name.
private struct JSONSpecTreeKeyedContainer<Key: CodingKey>: ChildKeyedDecodingContainer {
    let fields: [JSONSpecField]
    let codingPath: [CodingKey]
    let attempt: JSONSpecTreeAttempt

    var allKeys: [Key] { fields.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { index(key.stringValue) != nil }

    /// The position of the field named `name` (a composed mapping has no duplicate keys).
    private func index(_ name: String) -> Int? {
        var i = fields.count
        while i > 0 {
            i -= 1
            if fields[i].key == name { return i }
        }
        return nil
    }

    /// The decoder of the value under `key`, or nil when the mapping has none.
    func child(_ key: Key) -> JSONSpecTreeDecoder? {
        guard let i = index(key.stringValue) else { return nil }
        return JSONSpecTreeDecoder(value: fields[i].value, parentPath: codingPath, key: key, attempt: attempt)
    }
}

/// A list's items, in order.
private struct JSONSpecTreeUnkeyedContainer: UnkeyedDecodingContainer {
    let items: [JSONSpecValue]
    let codingPath: [CodingKey]
    let attempt: JSONSpecTreeAttempt
    var currentIndex = 0

    init(items: [JSONSpecValue], codingPath: [CodingKey], attempt: JSONSpecTreeAttempt) {
        self.items = items
        self.codingPath = codingPath
        self.attempt = attempt
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    /// The decoder of the current item, moving past it when `body` succeeds.
    private mutating func next<T>(_ body: (JSONSpecTreeDecoder) throws -> T) throws -> T {
        guard !isAtEnd else { throw NotTaken(reason: "past the end of a list") }
        let value = try body(JSONSpecTreeDecoder(value: items[currentIndex], parentPath: codingPath,
                                                 key: TreeIndexKey(intValue: currentIndex), attempt: attempt))
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
