import Yams
import ButtonRenderModel
import ButtonRenderSupport

/// What a `JSONComposer` makes of the values it reads: Yams' nodes (`JSONNodeComposer`), or
/// the spec decoder's lighter tree (`JSONSpecTree`). The composer decides what it takes; an
/// output only builds.
protocol JSONComposerOutput {
    /// A composed value.
    associatedtype Value
    /// A mapping's key with its value.
    associatedtype Pair
    /// A double-quoted string, its escapes read, starting at `mark`.
    func string(_ text: String, mark: Mark) -> Value
    /// A number, `true`, `false` or `null`, as its text, starting at `mark`.
    func plain(_ text: String, mark: Mark) -> Value
    /// A mapping's key (starting at `keyMark`) and its value.
    func pair(key: String, keyMark: Mark, value: Value) -> Pair
    /// A mapping of `pairs`, in their order, starting at `mark`.
    func mapping(_ pairs: [Pair], mark: Mark) -> Value
    /// A list of `values`, starting at `mark`.
    func list(_ values: [Value], mark: Mark) -> Value
}

/// Reads strict JSON text on which libyaml and JSON agree and hands each value to its output,
/// with the line and column libyaml's mark gives it; nil for anything it leaves to Yams (the
/// rules are `JSONNodeComposer`'s). One reader for both outputs, so the lighter tree exists for
/// exactly the texts whose node graph the composer builds.
struct JSONComposer<Output: JSONComposerOutput> {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var i: Int
    private let end: Int
    private var line = 1
    private var column = 1
    private let output: Output

    private init(bytes: UnsafeBufferPointer<UInt8>, output: Output) {
        self.bytes = bytes
        i = 0
        end = bytes.count
        self.output = output
    }

    /// The root value of `bytes[range]` (strict JSON), lines and columns counted from its first
    /// byte, or nil when Yams must compose it.
    static func compose(_ bytes: [UInt8], in range: Range<Int>?, output: Output) -> Output.Value? {
        bytes.withUnsafeBufferPointer { buffer in
            let part = range.map { UnsafeBufferPointer(rebasing: buffer[$0]) } ?? buffer
            guard JSONNodeComposer.canMakeMarks, mayCompose(part) else { return nil }
            var composer = JSONComposer(bytes: part, output: output)
            return composer.document()
        }
    }

    /// False when the text holds a byte sequence this composer leaves to Yams: `*`, DEL, a C1
    /// control (U+0080 to U+009F, NEL among them), LS, PS, U+FEFF, U+FFFE or U+FFFF.
    static func mayCompose(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var k = 0
        let n = bytes.count
        while k < n {
            let b = bytes[k]
            if b < 0x80 {
                if b == UInt8(ascii: "*") || b == 0x7F { return false }
            } else if b == 0xC2 {
                if k + 1 < n, bytes[k + 1] < 0xA0 { return false }
            } else if b == 0xE2 {
                if k + 2 < n, bytes[k + 1] == 0x80, bytes[k + 2] == 0xA8 || bytes[k + 2] == 0xA9 { return false }
            } else if b == 0xEF {
                if k + 2 < n, bytes[k + 1] == 0xBB, bytes[k + 2] == 0xBF { return false }
                if k + 2 < n, bytes[k + 1] == 0xBF, bytes[k + 2] == 0xBE || bytes[k + 2] == 0xBF { return false }
            }
            k += 1
        }
        return true
    }

    /// The top-level mapping or list, with nothing but JSON's white space (no tab) around it.
    private mutating func document() -> Output.Value? {
        guard skipWhitespace(tabs: false), i < end else { return nil }
        guard bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "[") else { return nil }
        guard let root = value(depth: 1) else { return nil }
        guard skipWhitespace(tabs: false), i == end else { return nil }
        return root
    }

    /// Skips spaces, tabs (false when `tabs` is false and one is met), LF and CR.
    private mutating func skipWhitespace(tabs: Bool = true) -> Bool {
        while i < end {
            switch bytes[i] {
            case 0x20: i += 1; column += 1
            case 0x09:
                guard tabs else { return false }
                i += 1; column += 1
            case 0x0A: i += 1; line += 1; column = 1
            case 0x0D:
                i += 1
                if i < end, bytes[i] == 0x0A { i += 1 }
                line += 1; column = 1
            default: return true
            }
        }
        return true
    }

    /// The value starting at the current byte.
    private mutating func value(depth: Int) -> Output.Value? {
        guard i < end, depth <= JSONNodeComposer.maximumDepth else { return nil }
        let mark = JSONNodeComposer.mark(line: line, column: column)
        switch bytes[i] {
        case UInt8(ascii: "{"): return mapping(mark: mark, depth: depth)
        case UInt8(ascii: "["): return list(mark: mark, depth: depth)
        case UInt8(ascii: "\""):
            guard let text = string() else { return nil }
            return output.string(text, mark: mark)
        default:
            let start = i
            while i < end {
                let b = bytes[i]
                if b == UInt8(ascii: ",") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") || b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { break }
                i += 1
            }
            guard i > start else { return nil }
            column += i - start
            return output.plain(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self), mark: mark)
        }
    }

    /// A mapping; the current byte is its `{`.
    private mutating func mapping(mark: Mark, depth: Int) -> Output.Value? {
        i += 1; column += 1
        var pairs: [Output.Pair] = []
        var keys = KeysSeen()
        guard skipWhitespace() else { return nil }
        if i < end, bytes[i] == UInt8(ascii: "}") {
            i += 1; column += 1
            return output.mapping(pairs, mark: mark)
        }
        // Room for a button's fields at once, rather than growing the list one doubling at a time.
        pairs.reserveCapacity(8)
        while true {
            guard i < end, bytes[i] == UInt8(ascii: "\"") else { return nil }
            let keyMark = JSONNodeComposer.mark(line: line, column: column)
            let keyStart = i
            guard let key = string() else { return nil }
            // libyaml's simple key: its `:` on the same line, not far from its start.
            while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1; column += 1 }
            guard i < end, bytes[i] == UInt8(ascii: ":"), i - keyStart <= JSONNodeComposer.maximumKeySpan else { return nil }
            i += 1; column += 1
            // A duplicate is Yams' error to word.
            guard keys.insert(key) else { return nil }
            guard skipWhitespace(), let child = value(depth: depth + 1) else { return nil }
            pairs.append(output.pair(key: key, keyMark: keyMark, value: child))
            guard skipWhitespace(), i < end else { return nil }
            if bytes[i] == UInt8(ascii: "}") {
                i += 1; column += 1
                return output.mapping(pairs, mark: mark)
            }
            guard bytes[i] == UInt8(ascii: ",") else { return nil }
            i += 1; column += 1
            guard skipWhitespace() else { return nil }
        }
    }

    /// A list; the current byte is its `[`.
    private mutating func list(mark: Mark, depth: Int) -> Output.Value? {
        i += 1; column += 1
        var nodes: [Output.Value] = []
        guard skipWhitespace() else { return nil }
        if i < end, bytes[i] == UInt8(ascii: "]") {
            i += 1; column += 1
            return output.list(nodes, mark: mark)
        }
        while true {
            guard let child = value(depth: depth + 1) else { return nil }
            nodes.append(child)
            guard skipWhitespace(), i < end else { return nil }
            if bytes[i] == UInt8(ascii: "]") {
                i += 1; column += 1
                return output.list(nodes, mark: mark)
            }
            guard bytes[i] == UInt8(ascii: ",") else { return nil }
            i += 1; column += 1
            guard skipWhitespace() else { return nil }
        }
    }

    /// A string's text, its escapes read; the current byte is its opening quote. Nil for a
    /// `\u` escape of a surrogate (libyaml refuses those) or anything not strict JSON.
    private mutating func string() -> String? {
        i += 1; column += 1
        let start = i
        // Without escapes the text is the bytes between the quotes.
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                i += 1; column += 1
                return text
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { return nil }
            if b & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        var text = Array(UnsafeBufferPointer(rebasing: bytes[start..<i]))
        while i < end {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1; column += 1
                return String(decoding: text, as: UTF8.self)
            }
            if b < 0x20 { return nil }
            guard b == UInt8(ascii: "\\") else {
                if b & 0xC0 != 0x80 { column += 1 }
                text.append(b)
                i += 1
                continue
            }
            guard i + 1 < end else { return nil }
            let escape = bytes[i + 1]
            i += 2; column += 2
            if let byte = JSONEscape.byte(for: escape) {
                text.append(byte)
            } else if escape == UInt8(ascii: "u") {
                guard i + 4 <= end, let code = Self.hex(bytes[i..<(i + 4)]), !(0xD800...0xDFFF).contains(code),
                      let scalar = Unicode.Scalar(code) else { return nil }
                i += 4; column += 4
                UTF8.encode(scalar) { text.append($0) }
            } else {
                return nil
            }
        }
        return nil
    }

    /// The value of four hexadecimal digits.
    private static func hex(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt32? {
        var value: UInt32 = 0
        for d in digits {
            guard let v = HexDigit.value(d) else { return nil }
            value = value << 4 | UInt32(v)
        }
        return value
    }
}

/// The keys of one mapping read so far, to find a duplicate: a spec's mappings are short, and a
/// look through a few keys costs less than hashing each; a long mapping is hashed.
private struct KeysSeen {
    private var few: [String] = []
    private var many: Set<String>? = nil

    /// Adds `key`; false when it was already there.
    mutating func insert(_ key: String) -> Bool {
        if many != nil { return many!.insert(key).inserted }
        if few.contains(key) { return false }
        if few.isEmpty { few.reserveCapacity(8) }
        few.append(key)
        if few.count > 16 { many = Set(few) }
        return true
    }
}
