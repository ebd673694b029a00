import Yams
import ButtonRenderModel

/// A JSON value as the spec decoder reads it straight from a file's text (`JSONSpecTreeDecoder`):
/// the values of the node graph `JSONNodeComposer` would compose from the same text, without
/// Yams' classes, tags and marks. It exists for exactly the texts the composer takes (one
/// reader, `JSONComposer`, builds both), so a text the tree cannot hold goes the node graph's
/// way, and an error is located in the graph composed again.
enum JSONSpecValue {
    /// A double-quoted string, its escapes read (a scalar with the `str` tag).
    case string(String)
    /// A number, `true`, `false` or `null`, as written (a plain, untagged scalar).
    case plain(String)
    /// A mapping's fields, in order, with whether every key reads as a plain string in YAML
    /// (`SpecNodeDecoding.readsAsPlainString`), worked out once as the mapping is read.
    case mapping([JSONSpecField], keysArePlainStrings: Bool)
    /// A list's items, in order.
    case list([JSONSpecValue])
}

/// A mapping's key and its value.
struct JSONSpecField {
    /// The key, its escapes read.
    let key: String
    /// The value.
    let value: JSONSpecValue
}

/// Builds `JSONSpecValue`s for `JSONComposer`.
struct JSONSpecTree: JSONComposerOutput {
    /// The tree of `bytes[range]` (strict JSON), or nil where `JSONNodeComposer` gives nil.
    static func compose(_ bytes: [UInt8], in range: Range<Int>? = nil) -> JSONSpecValue? {
        JSONComposer.compose(bytes, in: range, output: JSONSpecTree())
    }

    func string(_ text: String, mark: Mark) -> JSONSpecValue { .string(text) }

    func plain(_ text: String, mark: Mark) -> JSONSpecValue { .plain(text) }

    func pair(key: String, keyMark: Mark, value: JSONSpecValue) -> JSONSpecField { JSONSpecField(key: key, value: value) }

    func mapping(_ pairs: [JSONSpecField], mark: Mark) -> JSONSpecValue {
        .mapping(pairs, keysArePlainStrings: pairs.allSatisfy { SpecNodeDecoding.readsAsPlainString($0.key) })
    }

    func list(_ values: [JSONSpecValue], mark: Mark) -> JSONSpecValue { .list(values) }
}
