/// Writes a `JSONTextValue` as UTF-8 in the layout Foundation's `JSONEncoder` uses with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`: two-space indents, `"key" : value`,
/// keys in Swift string order, an empty array or object as its brackets around an empty line, `/`
/// not escaped, control characters escaped (`\b \t \n \f \r`, else `\u00xx`), everything else as
/// it is.
struct JSONTextWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// Creates a writer with room for `capacity` bytes.
    init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    /// Appends `value`, its nested lines indented one level deeper than `depth`.
    mutating func write(_ value: JSONTextValue, depth: Int = 0) {
        switch value {
        case .string(let string): writeString(string)
        case .number(let text): bytes.append(contentsOf: text.utf8)
        case .bool(let flag): bytes.append(contentsOf: flag ? Self.trueText : Self.falseText)
        case .null: bytes.append(contentsOf: Self.nullText)
        case .array(let array):
            bytes.append(UInt8(ascii: "["))
            bytes.append(UInt8(ascii: "\n"))
            for (i, element) in array.elements.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")); bytes.append(UInt8(ascii: "\n")) }
                indent(depth + 1)
                write(element, depth: depth + 1)
            }
            bytes.append(UInt8(ascii: "\n"))
            indent(depth)
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            bytes.append(UInt8(ascii: "\n"))
            let members = object.isSorted ? object.members : Self.sortedLastWins(object.members)
            for (i, member) in members.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")); bytes.append(UInt8(ascii: "\n")) }
                indent(depth + 1)
                writeString(member.key)
                bytes.append(contentsOf: Self.separator)
                write(member.value, depth: depth + 1)
            }
            bytes.append(UInt8(ascii: "\n"))
            indent(depth)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static let trueText = Array("true".utf8), falseText = Array("false".utf8), nullText = Array("null".utf8)
    private static let separator = Array(" : ".utf8)
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Members sorted by key; of a key given more than once, the last given.
    private static func sortedLastWins(_ members: [(key: String, value: JSONTextValue)]) -> [(key: String, value: JSONTextValue)] {
        // Sorting (key, position) pairs is stable by construction; then keep each key's last.
        let order = members.indices.sorted { a, b in
            members[a].key == members[b].key ? a < b : members[a].key < members[b].key
        }
        var result: [(key: String, value: JSONTextValue)] = []
        result.reserveCapacity(members.count)
        for (n, i) in order.enumerated() {
            if n + 1 < order.count, members[order[n + 1]].key == members[i].key { continue }
            result.append(members[i])
        }
        return result
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private mutating func indent(_ depth: Int) {
        var count = 2 * depth
        while count > 0 {
            let run = min(count, Self.spaces.count)
            bytes.append(contentsOf: Self.spaces[0..<run])
            count -= run
        }
    }

    private mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = string
        let plain = text.withUTF8 { utf8 -> Bool in
            // Most strings need no escape: copied in one go.
            for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if plain {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case 0x08: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "b"))
            case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
            case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            case 0x0C: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "f"))
            case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
            case 0..<0x20:
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                          Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
