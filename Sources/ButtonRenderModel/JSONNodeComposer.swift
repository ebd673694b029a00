import Yams

/// Builds, from strict JSON text, the node graph Yams' `compose` builds from it, without
/// libyaml: the same scalars (strings double-quoted with the `str` tag, numbers, `true`,
/// `false` and `null` plain and untagged), mappings and lists (untagged, style `any`), in the
/// same order, each with the line and column libyaml's mark gives it (`JSONCursor`'s
/// counting: line breaks LF, CR LF, CR; columns in characters). The spec decoders and every
/// located error then read it as they read Yams' graph.
///
/// It takes only text on which libyaml and JSON agree, and gives nil for anything else, where
/// the caller composes through Yams as before (whose answer, a graph or an error, is then the
/// one users get): a mapping with a duplicate key (Yams' error names the keys), a character
/// libyaml refuses (DEL, C1 controls, U+FFFE, U+FFFF) or reads as a line break (NEL, LS, PS),
/// a byte-order mark, a `\u` escape of a surrogate, a `*` anywhere (the alias budget's scan
/// counts those), a tab outside the top-level collection, a key whose `:` is on another line
/// or far from it (libyaml's simple keys), nesting deeper than `maximumDepth`, a top level that
/// is not a mapping or a list, and empty text. The text must already have passed
/// `StrictJSON.check`; anything unexpected is also nil.
package struct JSONNodeComposer {
    /// The deepest nesting composed here (libyaml has a limit of its own far above specs').
    static let maximumDepth = 64
    /// The longest key, in bytes from its opening quote to its `:`, composed here (libyaml's
    /// simple keys end 1,024 characters after their start).
    static let maximumKeySpan = 1_000

    private let bytes: UnsafeBufferPointer<UInt8>
    private var i: Int
    private let end: Int
    private var line = 1
    private var column = 1
    private let resolver: Resolver

    private init(bytes: UnsafeBufferPointer<UInt8>, resolver: Resolver) {
        self.bytes = bytes
        i = 0
        end = bytes.count
        self.resolver = resolver
    }

    /// A new untagged node's tag. Each node has its own: Yams resolves an implicit tag in place
    /// (`Node.tag` sets its name the first time), as its parser makes one per node.
    private var plainTag: Tag { Tag(.implicit, resolver, Self.constructor) }

    /// A new double-quoted scalar's tag (`str`, as libyaml's `quoted_implicit` gives).
    private var stringTag: Tag { Tag(.str, resolver, Self.constructor) }

    /// Yams' default constructor, made once (Yams' parser shares one between the tags it makes;
    /// making one fills its maps). `nonisolated(unsafe)` because Yams does not
    /// declare `Constructor` `Sendable`: it is a final class whose only state is three `let`
    /// maps of tag names to functions, set by its initialiser, so sharing it reads immutable data.
    nonisolated(unsafe) private static let constructor = Constructor.default

    /// Whether `mark(line:column:)` makes marks: Yams declares `Mark`'s initialiser internal
    /// (only its parser makes marks), so a mark is made from its two stored integers, `line`
    /// then `column`, which is checked once here; if Yams ever lays `Mark` out otherwise, the
    /// composer takes nothing and every text goes through Yams.
    private static let canMakeMarks: Bool = {
        guard MemoryLayout<Mark>.size == MemoryLayout<(Int, Int)>.size, MemoryLayout<Mark>.alignment == MemoryLayout<(Int, Int)>.alignment else {
            return false
        }
        let probe = unsafeBitCast((3, 7) as (Int, Int), to: Mark.self)
        return probe.line == 3 && probe.column == 7
    }()

    /// The mark libyaml gives a node starting at `line` and `column` (from 1).
    private static func mark(line: Int, column: Int) -> Mark {
        unsafeBitCast((line, column) as (Int, Int), to: Mark.self)
    }

    /// The root node of `bytes[range]` (strict JSON), as `Yams.compose(yaml:resolver)` gives it for
    /// that text alone (lines and columns from its first byte), or nil when Yams must compose it.
    package static func compose(_ bytes: [UInt8], in range: Range<Int>? = nil, resolver: Resolver = .default) -> Node? {
        bytes.withUnsafeBufferPointer { buffer in
            let part = range.map { UnsafeBufferPointer(rebasing: buffer[$0]) } ?? buffer
            guard canMakeMarks, mayCompose(part) else { return nil }
            var composer = JSONNodeComposer(bytes: part, resolver: resolver)
            return composer.document()
        }
    }

    /// False when the text holds a byte sequence this composer leaves to Yams: `*`, DEL, a C1
    /// control (U+0080 to U+009F, NEL among them), LS, PS, U+FEFF, U+FFFE or U+FFFF.
    private static func mayCompose(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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
    private mutating func document() -> Node? {
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
    private mutating func value(depth: Int) -> Node? {
        guard i < end, depth <= Self.maximumDepth else { return nil }
        let mark = Self.mark(line: line, column: column)
        switch bytes[i] {
        case UInt8(ascii: "{"): return mapping(mark: mark, depth: depth)
        case UInt8(ascii: "["): return list(mark: mark, depth: depth)
        case UInt8(ascii: "\""):
            guard let text = string() else { return nil }
            return .scalar(Node.Scalar(text, stringTag, .doubleQuoted, mark))
        default:
            let start = i
            while i < end {
                let b = bytes[i]
                if b == UInt8(ascii: ",") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") || b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { break }
                i += 1
            }
            guard i > start else { return nil }
            column += i - start
            return .scalar(Node.Scalar(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self), plainTag, .plain, mark))
        }
    }

    /// A mapping; the current byte is its `{`.
    private mutating func mapping(mark: Mark, depth: Int) -> Node? {
        i += 1; column += 1
        var pairs: [(Node, Node)] = []
        var keys = Set<String>()
        guard skipWhitespace() else { return nil }
        if i < end, bytes[i] == UInt8(ascii: "}") {
            i += 1; column += 1
            return .mapping(Node.Mapping(pairs, plainTag, .any, mark))
        }
        while true {
            guard i < end, bytes[i] == UInt8(ascii: "\"") else { return nil }
            let keyMark = Self.mark(line: line, column: column)
            let keyStart = i
            guard let key = string() else { return nil }
            // libyaml's simple key: its `:` on the same line, not far from its start.
            while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1; column += 1 }
            guard i < end, bytes[i] == UInt8(ascii: ":"), i - keyStart <= Self.maximumKeySpan else { return nil }
            i += 1; column += 1
            // A duplicate is Yams' error to word.
            guard keys.insert(key).inserted else { return nil }
            guard skipWhitespace(), let child = value(depth: depth + 1) else { return nil }
            pairs.append((.scalar(Node.Scalar(key, stringTag, .doubleQuoted, keyMark)), child))
            guard skipWhitespace(), i < end else { return nil }
            if bytes[i] == UInt8(ascii: "}") {
                i += 1; column += 1
                return .mapping(Node.Mapping(pairs, plainTag, .any, mark))
            }
            guard bytes[i] == UInt8(ascii: ",") else { return nil }
            i += 1; column += 1
            guard skipWhitespace() else { return nil }
        }
    }

    /// A list; the current byte is its `[`.
    private mutating func list(mark: Mark, depth: Int) -> Node? {
        i += 1; column += 1
        var nodes: [Node] = []
        guard skipWhitespace() else { return nil }
        if i < end, bytes[i] == UInt8(ascii: "]") {
            i += 1; column += 1
            return .sequence(Node.Sequence(nodes, plainTag, .any, mark))
        }
        while true {
            guard let child = value(depth: depth + 1) else { return nil }
            nodes.append(child)
            guard skipWhitespace(), i < end else { return nil }
            if bytes[i] == UInt8(ascii: "]") {
                i += 1; column += 1
                return .sequence(Node.Sequence(nodes, plainTag, .any, mark))
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
            let v: UInt8
            switch d {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = d - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): v = d - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): v = d - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(v)
        }
        return value
    }
}
