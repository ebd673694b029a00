import ButtonRenderModel
import ButtonRenderSupport
/// A strict RFC 8259 syntax check for `.json` spec and tokens files. Those files are decoded
/// through the YAML parser (for its line and column marks), which would otherwise accept what
/// JSON does not: single quotes, trailing commas, `#` comments, unquoted words, a missing
/// value. The check is one pass with an explicit stack (no recursion, so any nesting is safe)
/// and reports the line and column of the first error without quoting the file.
enum StrictJSON {
    /// Fails with the position of the first thing in `bytes` (UTF-8) that is not JSON.
    /// Text that is only white space passes, to be reported as empty by the caller.
    static func check(_ bytes: [UInt8]) throws(InputFile.Problem) {
        if bytes.allSatisfy(isWhitespace) { return }
        var scanner = Scanner(bytes: bytes)
        try scanner.run()
    }

    /// JSON's white space: space, tab, LF, CR. (Compared one by one: an array literal's
    /// `contains`, asked of every byte of a spec file, cost several times as much.)
    @inline(__always)
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private enum Expect { case value, valueOrClose, key, keyOrClose, colon, commaOrClose, end }

    private struct Scanner {
        let bytes: [UInt8]
        var i = 0
        var stack: [UInt8] = []   // "{" or "["

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // A UTF-8 byte-order mark is tolerated, as the YAML parser skips it.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        }

        func fail(_ message: String, at offset: Int? = nil) -> InputFile.Problem {
            let p = InputFile.position(ofByte: offset ?? i, in: bytes)
            return InputFile.Problem(line: p.line, column: p.column, message: "syntax error (strict JSON): \(message)")
        }

        mutating func skipWhitespace() {
            while i < bytes.count, StrictJSON.isWhitespace(bytes[i]) { i += 1 }
        }

        /// What a stray byte most likely is, in words.
        func unexpected(_ expected: String) -> InputFile.Problem {
            switch bytes[i] {
            case UInt8(ascii: "'"): return fail("strings and names need double quotes, not single quotes")
            case UInt8(ascii: "#"): return fail("JSON has no comments")
            case UInt8(ascii: "/") where i + 1 < bytes.count && [UInt8(ascii: "/"), UInt8(ascii: "*")].contains(bytes[i + 1]):
                return fail("JSON has no comments")
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                return fail("expected \(expected); words other than true, false and null must be quoted")
            default: return fail("expected \(expected)")
            }
        }

        mutating func run() throws(InputFile.Problem) {
            var expect = Expect.value
            while true {
                skipWhitespace()
                guard i < bytes.count else {
                    if expect == .end { return }
                    throw fail("unexpected end of file; expected \(description(of: expect))")
                }
                let c = bytes[i]
                switch expect {
                case .end:
                    throw fail("unexpected text after the end of the JSON value")
                case .colon:
                    guard c == UInt8(ascii: ":") else { throw unexpected("':' after the field name") }
                    i += 1
                    expect = .value
                case .key, .keyOrClose:
                    if c == UInt8(ascii: "}") {
                        guard expect == .keyOrClose else { throw fail("trailing comma before '}'") }
                        i += 1
                        stack.removeLast()
                        expect = stack.isEmpty ? .end : .commaOrClose
                    } else if c == UInt8(ascii: "\"") {
                        try string()
                        expect = .colon
                    } else {
                        throw unexpected("a field name in double quotes")
                    }
                case .commaOrClose:
                    let open = stack.last!
                    if c == UInt8(ascii: ",") {
                        i += 1
                        expect = open == UInt8(ascii: "{") ? .key : .value
                    } else if (open == UInt8(ascii: "{") && c == UInt8(ascii: "}")) || (open == UInt8(ascii: "[") && c == UInt8(ascii: "]")) {
                        i += 1
                        stack.removeLast()
                        expect = stack.isEmpty ? .end : .commaOrClose
                    } else {
                        throw unexpected(open == UInt8(ascii: "{") ? "',' or '}'" : "',' or ']'")
                    }
                case .value, .valueOrClose:
                    if c == UInt8(ascii: "]") {
                        guard expect == .valueOrClose else {
                            throw fail(stack.last == UInt8(ascii: "[") ? "trailing comma before ']'" : "expected a value")
                        }
                        i += 1
                        stack.removeLast()
                        expect = stack.isEmpty ? .end : .commaOrClose
                        continue
                    }
                    switch c {
                    case UInt8(ascii: "{"):
                        stack.append(c); i += 1; expect = .keyOrClose
                        continue
                    case UInt8(ascii: "["):
                        stack.append(c); i += 1; expect = .valueOrClose
                        continue
                    case UInt8(ascii: "\""): try string()
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
                    case UInt8(ascii: "t"): try literal("true")
                    case UInt8(ascii: "f"): try literal("false")
                    case UInt8(ascii: "n"): try literal("null")
                    default: throw unexpected("a value (a string, number, object, list, true, false or null)")
                    }
                    expect = stack.isEmpty ? .end : .commaOrClose
                }
            }
        }

        func description(of expect: Expect) -> String {
            switch expect {
            case .value, .valueOrClose: return "a value"
            case .key, .keyOrClose: return "a field name"
            case .colon: return "':'"
            case .commaOrClose: return stack.last == UInt8(ascii: "{") ? "',' or '}'" : "',' or ']'"
            case .end: return "nothing"
            }
        }

        mutating func literal(_ word: StaticString) throws(InputFile.Problem) {
            let count = word.utf8CodeUnitCount
            guard bytes.count - i >= count, (0..<count).allSatisfy({ bytes[i + $0] == word.utf8Start[$0] }) else {
                throw fail("expected a value; words other than true, false and null must be quoted")
            }
            i += count
        }

        mutating func number() throws(InputFile.Problem) {
            let start = i
            func digits() -> Int {
                let from = i
                while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
                return i - from
            }
            if bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") else {
                throw fail("a number needs digits", at: start)
            }
            if bytes[i] == UInt8(ascii: "0") { i += 1 } else { _ = digits() }
            if i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
                throw fail("numbers cannot have leading zeros", at: start)
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                guard digits() > 0 else { throw fail("a decimal point needs digits after it") }
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
                guard digits() > 0 else { throw fail("an exponent needs digits") }
            }
        }

        mutating func string() throws(InputFile.Problem) {
            let start = i
            i += 1
            while i < bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "\"") { i += 1; return }
                if c < 0x20 { throw fail("control characters must be escaped inside strings (\\n, \\t, \\u0001)") }
                if c == UInt8(ascii: "\\") {
                    i += 1
                    guard i < bytes.count else { break }
                    switch bytes[i] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                         UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        i += 1
                    case UInt8(ascii: "u"):
                        let hex = bytes.dropFirst(i + 1).prefix(4)
                        guard hex.count == 4, hex.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }) else {
                            throw fail("\\u needs four hexadecimal digits")
                        }
                        i += 5
                    default:
                        throw fail("unknown escape; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
                    }
                    continue
                }
                i += 1
            }
            throw fail("the string starting here is never closed", at: start)
        }
    }
}
