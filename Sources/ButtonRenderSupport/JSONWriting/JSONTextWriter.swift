/// Writes a `JSONTextValue` as UTF-8 in the layout Foundation's `JSONEncoder` uses with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`: two-space indents, `"key" : value`,
/// keys in Swift string order, an empty array or object as its brackets around an empty line, `/`
/// not escaped, control characters escaped (`\b \t \n \f \r`, else `\u00xx`), everything else as
/// it is. A value built by hand may also be written member by member, without building a
/// `JSONTextValue` first (`beginObject()`, `member(_:first:depth:)`, `endObject(depth:)`).
package struct JSONTextWriter: ~Copyable {
    /// The buffer the bytes are written into, grown by doubling; `count` of them are written.
    /// A buffer of its own rather than an `[UInt8]`: appending a short run to an array costs
    /// about a hundred instructions of capacity and uniqueness checks, and a metadata file is
    /// hundreds of short runs (indents, punctuation, keys).
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    /// True when values are written on one line with nothing between tokens, as Foundation's
    /// `JSONSerialization` writes with `.sortedKeys` alone (`{"a":1,"b":[]}`): only for
    /// `write(_:depth:)` (the member-by-member calls always write the pretty layout).
    private let compact: Bool

    /// Creates a writer with room for `capacity` bytes; `compact`: one line, nothing between
    /// tokens, instead of the pretty layout.
    package init(capacity: Int = 4096, compact: Bool = false) {
        self.compact = compact
        self.capacity = max(64, capacity)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The bytes written so far.
    package var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// Starts an object written member by member: its members follow in key order, each
    /// opened by `member(_:first:depth:)` and followed by its value; `endObject(depth:)` ends
    /// it. (An object with no member is written as a `JSONTextValue`.)
    package mutating func beginObject() { append(UInt8(ascii: "{")) }

    /// Opens the member `key` (plain ASCII, nothing to escape) of the object at `depth`: a
    /// comma unless it is the `first`, a line break, the member's indent, the key and ` : `.
    package mutating func member(_ key: StaticString, first: Bool = false, depth: Int) {
        // Room for all of it at once: a metadata file opens some sixty members, and a
        // capacity check for each of their five runs was most of the cost of writing one.
        let indent = 2 * (depth + 1)
        let keyLength = key.utf8CodeUnitCount
        reserve(indent + keyLength + 7)
        if !first { put(UInt8(ascii: ",")) }
        put(UInt8(ascii: "\n"))
        (start + count).initialize(repeating: UInt8(ascii: " "), count: indent)
        count += indent
        put(UInt8(ascii: "\""))
        (start + count).initialize(from: key.utf8Start, count: keyLength)
        count += keyLength
        put(UInt8(ascii: "\""))
        put(UInt8(ascii: " "))
        put(UInt8(ascii: ":"))
        put(UInt8(ascii: " "))
    }

    /// Ends the object at `depth` that `beginObject()` started.
    package mutating func endObject(depth: Int) {
        newline(depth)
        append(UInt8(ascii: "}"))
    }

    /// Appends a line break (a file's last).
    package mutating func lineBreak() { append(UInt8(ascii: "\n")) }

    /// Appends a string value, in quotes, escaped.
    package mutating func string(_ value: String) { writeString(value) }

    /// Appends `true` or `false`.
    package mutating func bool(_ value: Bool) { write(value ? "true" : "false") }

    /// Appends a number as `SortedJSONEncoder` writes a `Double`; NaN and infinities are errors.
    package mutating func number(_ value: Double) throws {
        // A whole number (most of a layout's points) is written from its digits, as
        // `SortedJSONEncoder.text(_:)` writes it, without making a `String`.
        if let whole = JSONTextEncoder.wholeNumber(value) {
            if whole == 0 {
                write(value.sign == .minus ? "-0" : "0")
            } else {
                writeInteger(whole)
            }
            return
        }
        write(try SortedJSONEncoder.text(value))
    }

    /// Appends an object of numbers whose keys are given in key order, at `depth`.
    package mutating func numbers(_ members: KeyValuePairs<StaticString, Double>, depth: Int) throws {
        beginObject()
        var first = true
        for (key, value) in members {
            member(key, first: first, depth: depth)
            try number(value)
            first = false
        }
        endObject(depth: depth)
    }

    /// Appends `value`, its nested lines indented one level deeper than `depth`.
    package mutating func write(_ value: JSONTextValue, depth: Int = 0) {
        switch value {
        case .string(let string): writeString(string)
        case .number(let text): writeUTF8(text)
        case .bool(let flag): write(flag ? "true" : "false")
        case .null: write("null")
        case .array(let array):
            append(UInt8(ascii: "["))
            let elements = array.elements
            for index in elements.indices {
                if index > 0 { append(UInt8(ascii: ",")) }
                if !compact { newline(depth + 1) }
                write(elements[index], depth: depth + 1)
            }
            if !compact {
                if elements.isEmpty { append(UInt8(ascii: "\n")) }
                newline(depth)
            }
            append(UInt8(ascii: "]"))
        case .object(let object):
            append(UInt8(ascii: "{"))
            let members = object.isSorted ? object.members : Self.sortedLastWins(object.members)
            for index in members.indices {
                if index > 0 { append(UInt8(ascii: ",")) }
                if !compact { newline(depth + 1) }
                writeString(members[index].key)
                write(compact ? ":" : " : ")
                write(members[index].value, depth: depth + 1)
            }
            if !compact {
                if members.isEmpty { append(UInt8(ascii: "\n")) }
                newline(depth)
            }
            append(UInt8(ascii: "}"))
        }
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    /// A line break and 32 levels of indent, of which `newline(_:)` copies what it needs.
    private static let newlineAndIndent: StaticString = "\n                                                                "

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

    /// Makes room for `extra` more bytes.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var grown = capacity * 2
        while grown < count + extra { grown *= 2 }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        buffer.initialize(from: start, count: count)
        start.deallocate()
        start = buffer
        capacity = grown
    }

    /// Appends one byte.
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        put(byte)
    }

    /// Appends one byte where `reserve(_:)` has made room for it.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        start[count] = byte
        count += 1
    }

    /// Appends `value`'s decimal digits, after a `-` when it is negative.
    private mutating func writeInteger(_ value: Int64) {
        reserve(20)  // a sign and the 19 digits of the largest Int64
        if value < 0 { put(UInt8(ascii: "-")) }
        var rest = value.magnitude
        var digits = 1
        var power: UInt64 = 10
        while digits < 19, rest >= power { digits += 1; power &*= 10 }
        count += digits
        var position = count
        repeat {
            position -= 1
            start[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
    }

    /// Appends `length` bytes from `source`.
    private mutating func append(_ source: UnsafePointer<UInt8>, _ length: Int) {
        guard length > 0 else { return }
        reserve(length)
        (start + count).initialize(from: source, count: length)
        count += length
    }

    /// Appends static text.
    private mutating func write(_ text: StaticString) {
        append(text.utf8Start, text.utf8CodeUnitCount)
    }

    /// Appends a line break and the indent of `depth` levels (two spaces each).
    private mutating func newline(_ depth: Int) {
        let text = Self.newlineAndIndent
        var wanted = 1 + 2 * depth
        append(text.utf8Start, min(wanted, text.utf8CodeUnitCount))
        wanted -= text.utf8CodeUnitCount
        while wanted > 0 {  // deeper than the static text: more spaces
            let run = min(wanted, text.utf8CodeUnitCount - 1)
            append(text.utf8Start + 1, run)
            wanted -= run
        }
    }

    /// Appends a string's UTF-8 as it is.
    private mutating func writeUTF8(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            if let base = utf8.baseAddress { append(base, utf8.count) }
        }
    }

    /// Appends a string in quotes, escaped: runs that need no escape are copied whole.
    private mutating func writeString(_ string: String) {
        var string = string
        append(UInt8(ascii: "\""))
        string.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
            var run = 0
            for index in 0..<utf8.count {
                let byte = base[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                append(base + run, index - run)
                writeEscape(byte)
                run = index + 1
            }
            append(base + run, utf8.count - run)
        }
        append(UInt8(ascii: "\""))
    }

    /// Appends the escape of a quote, a backslash or a control character.
    private mutating func writeEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): write("\\\"")
        case UInt8(ascii: "\\"): write("\\\\")
        case 0x08: write("\\b")
        case 0x09: write("\\t")
        case 0x0A: write("\\n")
        case 0x0C: write("\\f")
        case 0x0D: write("\\r")
        default:
            let digits = Self.hexDigits.utf8Start
            write("\\u00")
            append(digits[Int(byte >> 4)])
            append(digits[Int(byte & 0xF)])
        }
    }
}
