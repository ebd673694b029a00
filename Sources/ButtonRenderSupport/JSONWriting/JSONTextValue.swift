/// A JSON value as `SortedJSONEncoder` collects it before writing: numbers are kept as the text
/// they are written as, and arrays and objects are boxes, so that an encoding container can keep
/// adding to the one it was handed. A spec's value is built by hand (`ButtonSpec.jsonText()`),
/// which `SortedJSONEncoder.encode(text:)` or a `JSONTextWriter` writes.
package enum JSONTextValue {
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
package final class JSONTextArray {
    /// The elements, in order.
    package var elements: [JSONTextValue] = []

    /// An empty array.
    package init() {}

    /// An array of `elements`.
    package init(_ elements: [JSONTextValue]) { self.elements = elements }
}

/// The members of a JSON object being encoded, in the order they were encoded; a key encoded
/// twice keeps its last value, as Foundation's encoder does (the writer drops the earlier ones).
package final class JSONTextObject {
    /// Keys and values, in encoding order, a key possibly more than once.
    private(set) var members: [(key: String, value: JSONTextValue)] = []
    /// True while every key was set after a smaller one: the writer then writes the members as
    /// they are, without sorting them (an object built by hand in key order, or a type whose
    /// keys are declared in that order).
    private(set) var isSorted = true

    /// An empty object, with room for a typical metadata object's members.
    package init() { members.reserveCapacity(8) }

    /// Sets `key` to `value`.
    package func set(_ key: String, _ value: JSONTextValue) {
        if isSorted, let last = members.last, !(last.key < key) { isSorted = false }
        members.append((key, value))
    }

    /// The object's value for `key`, if it was encoded.
    func value(for key: String) -> JSONTextValue? { members.last(where: { $0.key == key })?.value }
}
