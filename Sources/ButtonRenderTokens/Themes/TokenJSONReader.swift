import ButtonRenderModel
import ButtonRenderSpecFiles
import ButtonRenderSupport

/// A fast reader of well-formed tokens files: strict JSON straight to `TokenNode`s, with the
/// same lines and columns the located YAML path (`SpecDocument.compose`) gives, in one pass
/// over the bytes. It handles only the common case, a valid file with an object at the top;
/// on anything else (a syntax error, a duplicate key, nesting deeper than `maximumDepth`,
/// invalid UTF-8) it returns nil and the located path reads the file and reports the problem
/// with its usual message. Lines and columns are `JSONCursor`'s, as libyaml's marks give them. One difference:
/// a surrogate-pair escape (`\uD83D\uDE00`), valid JSON that libyaml refuses, is read.
struct TokenJSONReader {
    /// Deeper nesting is left to the located path and its limits.
    static let maximumDepth = 64

    /// Where the reader is, with libyaml's lines and columns.
    private var cursor: JSONCursor
    private var bytes: [UInt8] { cursor.bytes }
    private var i: Int { cursor.i }
    private var line: Int { cursor.line }
    private var column: Int { cursor.column }
    private var peek: UInt8? { cursor.peek }

    /// The located tree of `text`, or nil when the located path must read it.
    static func tree(_ text: String) -> TokenNode? {
        var reader = TokenJSONReader(bytes: Array(text.utf8))
        // A UTF-8 byte-order mark is skipped; libyaml counts it as the line's first column.
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.cursor.i = 3; reader.cursor.column = 2 }
        reader.skipWhitespace()
        guard reader.peek == UInt8(ascii: "{"), let root = reader.value(depth: 0) else { return nil }
        reader.skipWhitespace()
        return reader.i == reader.bytes.count ? root : nil
    }

    private init(bytes: [UInt8]) { cursor = JSONCursor(bytes: bytes) }

    private mutating func advance() { cursor.advance() }
    private mutating func skipWhitespace() { cursor.skipWhitespace() }

    private mutating func value(depth: Int) -> TokenNode? {
        guard depth <= Self.maximumDepth, let b = peek else { return nil }
        let startLine = line, startColumn = column
        func node(_ kind: TokenNode.Kind) -> TokenNode { TokenNode(kind: kind, line: startLine, column: startColumn) }
        switch b {
        case UInt8(ascii: "{"):
            advance()
            var members: [TokenMember] = []
            // A duplicate key is looked for among the members while they are few (most objects
            // are a token's `$value`, `$type` and `$description`): hashing every key cost more.
            // From the ninth on, a set holds them.
            var keys = Set<String>()
            skipWhitespace()
            if peek == UInt8(ascii: "}") { advance(); return node(.object(members)) }
            while true {
                skipWhitespace()
                let keyLine = line, keyColumn = column
                guard peek == UInt8(ascii: "\""), let key = string() else { return nil }
                if keys.isEmpty {
                    guard !members.contains(where: { $0.key == key }) else { return nil }
                    if members.count == 8 { keys = Set(members.map(\.key)); keys.insert(key) }
                } else {
                    guard keys.insert(key).inserted else { return nil }
                }
                skipWhitespace()
                guard peek == UInt8(ascii: ":") else { return nil }
                advance()
                skipWhitespace()
                guard let member = value(depth: depth + 1) else { return nil }
                members.append(TokenMember(key: key, line: keyLine, column: keyColumn, value: member))
                skipWhitespace()
                if peek == UInt8(ascii: ",") { advance(); continue }
                guard peek == UInt8(ascii: "}") else { return nil }
                advance()
                return node(.object(members))
            }
        case UInt8(ascii: "["):
            advance()
            var items: [TokenNode] = []
            skipWhitespace()
            if peek == UInt8(ascii: "]") { advance(); return node(.list(items)) }
            while true {
                skipWhitespace()
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
                skipWhitespace()
                if peek == UInt8(ascii: ",") { advance(); continue }
                guard peek == UInt8(ascii: "]") else { return nil }
                advance()
                return node(.list(items))
            }
        case UInt8(ascii: "\""):
            return string().map { node(.string($0)) }
        case UInt8(ascii: "t"): return word("true") ? node(.bool(true)) : nil
        case UInt8(ascii: "f"): return word("false") ? node(.bool(false)) : nil
        case UInt8(ascii: "n"): return word("null") ? node(.null) : nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return number().map(node)
        default:
            return nil
        }
    }

    /// Consumes `text` when it is next and not followed by more letters.
    private mutating func word(_ text: StaticString) -> Bool {
        let w = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        guard i + w.count <= bytes.count, bytes[i..<i + w.count].elementsEqual(w) else { return false }
        if i + w.count < bytes.count, (bytes[i + w.count] | 0x20) >= UInt8(ascii: "a"), (bytes[i + w.count] | 0x20) <= UInt8(ascii: "z") {
            return false
        }
        for _ in 0..<w.count { advance() }
        return true
    }

    /// A JSON number, read as the located path reads a plain scalar: a finite Double, else
    /// its text.
    private mutating func number() -> TokenNode.Kind? {
        let start = i
        func digits() -> Int { var n = 0; while let b = peek, b >= 0x30, b <= 0x39 { advance(); n += 1 }; return n }
        if peek == UInt8(ascii: "-") { advance() }
        if peek == UInt8(ascii: "0") { advance() } else if digits() == 0 { return nil }
        if peek == UInt8(ascii: ".") { advance(); if digits() == 0 { return nil } }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            if digits() == 0 { return nil }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        if let value = Double(text), value.isFinite { return .number(value) }
        return .string(text)
    }

    /// A JSON string (the opening quote is next), escapes decoded; nil on a control character,
    /// a bad escape, a lone surrogate or invalid UTF-8.
    private mutating func string() -> String? {
        advance()
        // Most strings (token names and values) hold no escape: read them straight from the
        // bytes, and build them byte by byte only from the first backslash on.
        let start = i
        var ascii = true
        while let b = peek, b != UInt8(ascii: "\""), b != UInt8(ascii: "\\"), b >= 0x20 {
            if b >= 0x80 { ascii = false }
            advance()
        }
        if peek == UInt8(ascii: "\"") {
            let text = bytes[start..<i]
            advance()
            if ascii { return String(decoding: text, as: UTF8.self) }
            return Self.holdsLineBreak(text) ? nil : String(validating: text, as: UTF8.self)
        }
        var out = Array(bytes[start..<i])
        while let b = peek {
            switch b {
            case UInt8(ascii: "\""):
                let raw = bytes[start..<i]
                advance()
                // ASCII needs no validation (the common case: names and values of tokens).
                if !out.contains(where: { $0 >= 0x80 }) { return String(decoding: out, as: UTF8.self) }
                return Self.holdsLineBreak(raw) ? nil : String(validating: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                advance()
                guard let e = peek else { return nil }
                advance()
                if let byte = JSONEscape.byte(for: e) {
                    out.append(byte)
                } else if e == UInt8(ascii: "u") {
                    guard var scalar = hex4() else { return nil }
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard peek == UInt8(ascii: "\\") else { return nil }
                        advance()
                        guard peek == UInt8(ascii: "u") else { return nil }
                        advance()
                        guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let s = Unicode.Scalar(scalar) else { return nil }
                    UTF8.encode(s) { out.append($0) }
                } else {
                    return nil
                }
            default:
                guard b >= 0x20 else { return nil }
                out.append(b)
                advance()
            }
        }
        return nil
    }

    /// True when `text` holds a NEL, LS or PS as it is (not as an escape): YAML folds such a
    /// break in a quoted scalar into a space, so the located path reads another string, and
    /// the reader leaves the file to it.
    private static func holdsLineBreak(_ text: ArraySlice<UInt8>) -> Bool {
        var k = text.startIndex
        while k < text.endIndex {
            if text[k] == 0xC2, k + 1 < text.endIndex, text[k + 1] == 0x85 { return true }
            if text[k] == 0xE2, k + 2 < text.endIndex, text[k + 1] == 0x80, text[k + 2] == 0xA8 || text[k + 2] == 0xA9 { return true }
            k += 1
        }
        return false
    }

    /// Four hex digits as a number.
    private mutating func hex4() -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = peek, let d = HexDigit.value(b) else { return nil }
            value = value << 4 | UInt32(d)
            advance()
        }
        return value
    }
}
