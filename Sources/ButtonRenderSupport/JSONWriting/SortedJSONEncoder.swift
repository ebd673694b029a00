import Foundation

/// Encodes `Encodable` values as pretty-printed JSON with sorted keys, byte for byte as
/// Foundation's `JSONEncoder` does with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`
/// and its default strategies, in a fraction of its time: the metadata written beside every
/// button (`name.layout.json`) goes through it. Numbers are written as Swift describes them,
/// less a trailing `.0` (as Foundation writes them); a URL as its absolute string; a
/// non-finite floating-point number is an error, as it is for Foundation. It does not
/// special-case `Date`, `Data` or `Decimal` (none of the package's metadata holds one): use
/// `JSONEncoder` for those. Containers do not track their coding path (it costs an allocation
/// per value), so an error names the top-level path only.
package struct SortedJSONEncoder: Sendable {
    /// Creates an encoder.
    package init() {}

    /// The UTF-8 JSON of `value`, without a trailing newline.
    package func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONTextEncoder(codingPath: [])
        try encoder.encodeValue(value)
        return encode(text: encoder.result ?? .object(JSONTextObject()))
    }

    /// The UTF-8 JSON of a value built by hand, as `encode(_:)` writes a collected one.
    package func encode(text value: JSONTextValue) -> [UInt8] {
        var writer = JSONTextWriter()
        writer.write(value)
        return writer.bytes
    }

    /// `value` as `encode(_:)` collects it, for a value built by hand that holds it.
    package static func text<T: Encodable>(_ value: T) throws -> JSONTextValue {
        try JSONTextEncoder.box(value, codingPath: [])
    }

    /// A number as `encode(_:)` writes a `Double`; NaN and infinities are errors.
    package static func text(_ value: Double) throws -> JSONTextValue {
        try JSONTextEncoder.number(value, codingPath: [])
    }
}

/// The `Encoder` behind `SortedJSONEncoder`: collects one value (possibly a container that its
/// containers keep filling).
final class JSONTextEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// What was encoded, nil until something is.
    var result: JSONTextValue?

    init(codingPath: [any CodingKey]) { self.codingPath = codingPath }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let object: JSONTextObject
        if case .object(let existing)? = result { object = existing } else { object = JSONTextObject(); result = .object(object) }
        return KeyedEncodingContainer(JSONTextKeyedContainer<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: JSONTextArray
        if case .array(let existing)? = result { array = existing } else { array = JSONTextArray(); result = .array(array) }
        return JSONTextUnkeyedContainer(array: array, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { JSONTextSingleValueContainer(encoder: self) }

    /// Encodes `value` as this encoder's result.
    func encodeValue<T: Encodable>(_ value: T) throws {
        result = try JSONTextEncoder.box(value, codingPath: codingPath)
    }

    /// The JSON value of `value` at `codingPath`.
    static func box<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> JSONTextValue {
        // The type is compared first (a pointer comparison), so a value of any other type, most
        // of them, is never cast at all.
        if T.self == String.self { return .string(value as! String) }
        if T.self == Double.self { return try number(value as! Double, codingPath: codingPath) }
        if T.self == Int.self { return .number(String(value as! Int)) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        if T.self == Float.self { return try number(value as! Float, codingPath: codingPath) }
        if T.self == URL.self { return .string((value as! URL).absoluteString) }
        let encoder = JSONTextEncoder(codingPath: codingPath)
        try value.encode(to: encoder)
        return encoder.result ?? .object(JSONTextObject())
    }

    /// A floating-point number as Foundation writes it: its description less a trailing `.0`;
    /// NaN and infinities are errors.
    static func number<F: FloatingPoint & LosslessStringConvertible>(_ value: F, codingPath: [any CodingKey]) throws -> JSONTextValue {
        try described(value, codingPath: codingPath)
    }

    /// A `Double` as the generic `number` writes it; a whole number below 10^15 in magnitude
    /// (most of a layout's points), which Swift describes as its digits and `.0`, is written
    /// from its integer without describing the `Double`.
    static func number(_ value: Double, codingPath: [any CodingKey]) throws -> JSONTextValue {
        if let whole = wholeNumber(value) {
            if whole == 0 { return .number(value.sign == .minus ? "-0" : "0") }
            return .number(String(whole))
        }
        return try described(value, codingPath: codingPath)
    }

    /// `value` as an integer when it is whole and below 10^15 in magnitude, the numbers written
    /// from their digits (here and by `JSONTextWriter.number(_:)`); nil for any other.
    static func wholeNumber(_ value: Double) -> Int64? {
        value.magnitude < 1e15 && value.rounded(.towardZero) == value ? Int64(value) : nil
    }

    /// `value`'s description less a trailing `.0`; NaN and infinities are errors.
    private static func described<F: FloatingPoint & LosslessStringConvertible>(_ value: F, codingPath: [any CodingKey]) throws -> JSONTextValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath,
                debugDescription: "Unable to encode \(value) directly in JSON."))
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .number(text)
    }
}
