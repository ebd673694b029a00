import ButtonRenderModel
/// Where each element of a JSON file's top-level list lies: its bytes and the line and column
/// it starts at, counted as libyaml counts them (line breaks LF, CR LF, CR, NEL, LS and PS;
/// columns in characters), so an element composed on its own gives the file's positions once
/// shifted by its start. One pass over text that `StrictJSON` has accepted; nothing is decoded.
struct JSONListIndex: Sendable {
    /// One element of the list.
    struct Element: Sendable {
        /// Its first byte.
        var start: Int
        /// One past its last byte.
        var end: Int
        /// The 1-based line of its first byte.
        var line: Int
        /// The 1-based column of its first byte.
        var column: Int
    }

    /// The elements, in order.
    let elements: [Element]

    /// The index of `bytes`, strict JSON, or nil when its top level is not a list or the text
    /// starts with a byte-order mark (the whole-document path reads those).
    init?(_ bytes: [UInt8]) {
        var scanner = Scanner(bytes: bytes)
        scanner.skipWhitespace()
        guard scanner.peek == UInt8(ascii: "[") else { return nil }
        scanner.advance()
        var elements: [Element] = []
        while true {
            scanner.skipWhitespace()
            guard let b = scanner.peek else { return nil }
            if b == UInt8(ascii: "]") { break }
            if b == UInt8(ascii: ",") { scanner.advance(); continue }
            let start = scanner.i, line = scanner.line, column = scanner.column
            guard scanner.skipValue() else { return nil }
            elements.append(Element(start: start, end: scanner.i, line: line, column: column))
        }
        self.elements = elements
    }

    /// A `JSONCursor` that also skips whole values.
    private struct Scanner {
        var cursor: JSONCursor
        var i: Int { cursor.i }
        var line: Int { cursor.line }
        var column: Int { cursor.column }
        var peek: UInt8? { cursor.peek }

        init(bytes: [UInt8]) { cursor = JSONCursor(bytes: bytes) }

        mutating func advance() { cursor.advance() }
        mutating func skipWhitespace() { cursor.skipWhitespace() }

        /// Skips one value (an object or list with everything inside, a string, a number or a
        /// word); false when the text ends first.
        mutating func skipValue() -> Bool {
            var depth = 0
            repeat {
                guard let b = peek else { return false }
                switch b {
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1; advance()
                case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1; advance()
                case UInt8(ascii: "\""): guard skipString() else { return false }
                default:
                    if depth == 0 {
                        // A number or word ends at whitespace, a comma or the list's end.
                        while let c = peek, c != UInt8(ascii: ","), c != UInt8(ascii: "]"), c != 0x20, c != 0x09, c != 0x0A, c != 0x0D { advance() }
                        return true
                    }
                    advance()
                }
            } while depth > 0
            return true
        }

        /// Skips a string, its quotes and escapes included.
        mutating func skipString() -> Bool {
            advance()
            while let b = peek {
                if b == UInt8(ascii: "\"") { advance(); return true }
                if b == UInt8(ascii: "\\") { advance(); guard peek != nil else { return false } }
                advance()
            }
            return false
        }
    }
}
