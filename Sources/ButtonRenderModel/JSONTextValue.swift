/// A JSON value as `SortedJSONEncoder` collects it before writing: numbers are kept as the text
/// they are written as, and arrays and objects are boxes, so that an encoding container can keep
/// adding to the one it was handed.
enum JSONTextValue {
    /// A string, escaped when written.
    case string(String)
    /// A number, already formatted.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
    /// An array, filled by an unkeyed container.
    case array(JSONTextArray)
    /// An object, filled by a keyed container.
    case object(JSONTextObject)
}

/// The elements of a JSON array being encoded.
final class JSONTextArray {
    /// The elements, in order.
    var elements: [JSONTextValue] = []
}

/// The members of a JSON object being encoded, in the order they were encoded; a key encoded
/// twice keeps its last value, as Foundation's encoder does (the writer drops the earlier ones).
final class JSONTextObject {
    /// Keys and values, in encoding order, a key possibly more than once.
    var members: [(key: String, value: JSONTextValue)] = []

    /// An empty object, with room for a typical metadata object's members.
    init() { members.reserveCapacity(8) }

    /// Sets `key` to `value`.
    func set(_ key: String, _ value: JSONTextValue) { members.append((key, value)) }

    /// The object's value for `key`, if it was encoded.
    func value(for key: String) -> JSONTextValue? { members.last(where: { $0.key == key })?.value }
}
