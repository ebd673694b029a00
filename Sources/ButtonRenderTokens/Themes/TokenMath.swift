import Foundation
import ButtonRenderModel

/// Arithmetic in a token's text as Tokens Studio writes it (`"0.5 + 6 * 0.04"`,
/// `"({threshold} + 6 * {increment})"`): numbers, `{references}`, `+ - * /`, parentheses and a
/// leading minus, evaluated as its transforms evaluate it (ordinary precedence, left to right).
/// A text holds at most `maximumLength` characters and nests at most `maximumDepth` deep, so
/// that no file can exhaust the stack; a division by zero or a result that is not finite is an
/// error.
enum TokenMath {
    /// The deepest nesting of parentheses and minus signs.
    static let maximumDepth = 32
    /// The longest text evaluated.
    static let maximumLength = 1000

    /// What went wrong, for a person.
    struct Problem: Error {
        var message: String
    }

    /// The value of `text`, reading each `{name}` with `reference`.
    static func evaluate(_ text: String, reference: (String) throws -> Double) throws -> Double {
        guard text.utf8.count <= maximumLength else { throw Problem(message: "longer than \(maximumLength) characters") }
        return try withoutActuallyEscaping(reference) { reference in
            var reader = Reader(rest: Substring(text), reference: reference)
            let value = try reader.sum(depth: 0)
            reader.skipSpaces()
            guard reader.rest.isEmpty else { throw Problem(message: "unexpected '\(reader.rest.prefix(20))'") }
            guard value.isFinite else { throw Problem(message: "the result is not a finite number") }
            return value
        }
    }

    /// A recursive-descent reader that evaluates as it reads.
    private struct Reader {
        var rest: Substring
        let reference: (String) throws -> Double

        mutating func skipSpaces() { while rest.first == " " { rest = rest.dropFirst() } }

        mutating func sum(depth: Int) throws -> Double {
            var value = try product(depth: depth)
            while true {
                skipSpaces()
                guard let op = rest.first, op == "+" || op == "-" else { return value }
                rest = rest.dropFirst()
                let operand = try product(depth: depth)
                value = op == "+" ? value + operand : value - operand
            }
        }

        mutating func product(depth: Int) throws -> Double {
            var value = try operand(depth: depth)
            while true {
                skipSpaces()
                guard let op = rest.first, op == "*" || op == "/" else { return value }
                rest = rest.dropFirst()
                let operand = try operand(depth: depth)
                if op == "/" {
                    guard operand != 0 else { throw Problem(message: "a division by zero") }
                    value /= operand
                } else {
                    value *= operand
                }
            }
        }

        mutating func operand(depth: Int) throws -> Double {
            skipSpaces()
            guard depth < TokenMath.maximumDepth else { throw Problem(message: "nested deeper than \(TokenMath.maximumDepth)") }
            switch rest.first {
            case "-"?:
                rest = rest.dropFirst()
                return -(try operand(depth: depth + 1))
            case "("?:
                rest = rest.dropFirst()
                let value = try sum(depth: depth + 1)
                skipSpaces()
                guard rest.first == ")" else { throw Problem(message: "a '(' without its ')'") }
                rest = rest.dropFirst()
                return value
            case "{"?:
                guard let close = rest.firstIndex(of: "}") else { throw Problem(message: "a '{' without its '}'") }
                let name = String(rest[rest.index(after: rest.startIndex)..<close])
                rest = rest[rest.index(after: close)...]
                guard !name.isEmpty, !name.contains("{") else { throw Problem(message: "'{\(name)}' is not a token's name") }
                return try reference(name)
            default:
                let digits = rest.prefix { ("0"..."9").contains($0) || $0 == "." }
                guard !digits.isEmpty, let value = Double(digits) else {
                    throw Problem(message: rest.isEmpty ? "a number or {token} missing at the end" : "a number or {token} expected at '\(rest.prefix(20))'")
                }
                rest = rest.dropFirst(digits.count)
                return value
            }
        }
    }
}
