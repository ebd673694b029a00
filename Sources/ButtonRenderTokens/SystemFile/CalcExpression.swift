import ButtonRenderModel

/// Arithmetic over lengths, as CSS `calc()`: `calc(({button.height} - {font.lineHeight}) / 2)`.
/// Operands are numbers (points) and token references (dimensions in points, or numbers);
/// `+`, `-`, `*`, `/`, parentheses and a leading minus. An expression holds at most
/// `maximumOperands` operands and nests parentheses and minus signs at most `maximumDepth`
/// deep, so that no expression a file holds can exhaust the stack of the recursive walks below.
public indirect enum CalcExpression: Hashable, Sendable, CustomStringConvertible {
    /// A number written out.
    case number(Double)
    /// A token's value.
    case reference(TokenTemplate)
    /// Minus its operand.
    case negated(CalcExpression)
    /// Two operands and an operator (`+ - * /`).
    case binary(CalcExpression, Character, CalcExpression)

    public var description: String {
        switch self {
        case .number(let value): return formatNumber(value)
        case .reference(let template): return template.description
        case .negated(let operand): return "-\(operand)"
        case .binary(let a, let op, let b): return "(\(a) \(op) \(b))"
        }
    }

    /// Every reference the expression reads.
    package var references: [TokenTemplate] {
        switch self {
        case .number: return []
        case .reference(let template): return [template]
        case .negated(let operand): return operand.references
        case .binary(let a, _, let b): return a.references + b.references
        }
    }

    /// The value, reading each reference with `read`; a division by zero or a result that is
    /// not finite is an error.
    package func evaluate(_ read: (TokenTemplate) throws -> Double) throws -> Double {
        switch self {
        case .number(let value): return value
        case .reference(let template): return try read(template)
        case .negated(let operand): return -(try operand.evaluate(read))
        case .binary(let a, let op, let b):
            let x = try a.evaluate(read), y = try b.evaluate(read)
            switch op {
            case "+": return x + y
            case "-": return x - y
            case "*": return x * y
            default:
                guard y != 0 else { throw CalcProblem.divisionByZero(self.description) }
                return x / y
            }
        }
    }

    /// The deepest nesting of parentheses and leading minus signs one expression may have.
    package static let maximumDepth = 32
    /// The most operands (numbers and token references) one expression may have.
    package static let maximumOperands = 256

    /// Parses `calc(...)`, the whole of `text`.
    public static func parse(_ text: String) -> Result<CalcExpression, TemplateProblem> {
        guard text.hasPrefix("calc("), text.hasSuffix(")") else {
            return .failure(TemplateProblem(offset: 0, message: "write calc(...) with the expression inside the parentheses"))
        }
        var parser = Parser(text: Substring(text.dropFirst(5).dropLast()), base: 5)
        do {
            let expression = try parser.sum()
            parser.skipSpaces()
            guard parser.rest.isEmpty else { throw parser.problem("unexpected '\(parser.rest)'") }
            return .success(expression)
        } catch let problem as TemplateProblem {
            return .failure(problem)
        } catch {
            return .failure(TemplateProblem(offset: 0, message: "\(error)"))
        }
    }

    /// A recursive-descent reader of the expression inside `calc(` `)`, counting its depth
    /// and operands: past `maximumDepth` or `maximumOperands` it stops with a problem at that
    /// place, before recursing further, so that the parse, and every walk of the tree it
    /// returns (evaluating, describing, hashing, freeing), stays within a small stack.
    private struct Parser {
        var rest: Substring
        let base: Int
        let total: Int
        /// Parentheses and minus signs open around the operand being read.
        var depth = 0
        /// Operands read so far.
        var operands = 0

        init(text: Substring, base: Int) { rest = text; self.base = base; total = text.count }

        func problem(_ message: String) -> TemplateProblem { TemplateProblem(offset: base + total - rest.count, message: message) }

        mutating func skipSpaces() { while rest.first == " " { rest = rest.dropFirst() } }

        mutating func sum() throws -> CalcExpression {
            var left = try product()
            while true {
                skipSpaces()
                guard let op = rest.first, op == "+" || op == "-" else { return left }
                rest = rest.dropFirst()
                left = .binary(left, op, try product())
            }
        }

        mutating func product() throws -> CalcExpression {
            var left = try operand()
            while true {
                skipSpaces()
                guard let op = rest.first, op == "*" || op == "/" else { return left }
                rest = rest.dropFirst()
                left = .binary(left, op, try operand())
            }
        }

        /// One level deeper for a '(' or a leading '-', or a problem past `maximumDepth`.
        mutating func enter() throws {
            depth += 1
            guard depth <= CalcExpression.maximumDepth else {
                throw problem("calc() nests parentheses and minus signs at most \(CalcExpression.maximumDepth) deep")
            }
        }

        mutating func operand() throws -> CalcExpression {
            skipSpaces()
            guard let first = rest.first else { throw problem("an operand is missing") }
            if first != "(" && first != "-" {
                operands += 1
                guard operands <= CalcExpression.maximumOperands else {
                    throw problem("calc() holds at most \(CalcExpression.maximumOperands) numbers and token references")
                }
            }
            switch first {
            case "(":
                try enter()
                rest = rest.dropFirst()
                let inner = try sum()
                skipSpaces()
                guard rest.first == ")" else { throw problem("a '(' is not closed") }
                rest = rest.dropFirst()
                depth -= 1
                return inner
            case "-":
                try enter()
                rest = rest.dropFirst()
                defer { depth -= 1 }
                return .negated(try operand())
            case "{":
                switch TokenTemplate.parse(rest) {
                case .failure(let inner): throw TemplateProblem(offset: base + total - rest.count + inner.offset, message: inner.message)
                case .success(let (template, after)):
                    rest = after
                    return .reference(template)
                }
            default:
                let digits = rest.prefix { $0.isNumber || $0 == "." }
                guard !digits.isEmpty, let value = Double(digits) else {
                    throw problem("expected a number, a {token} or '(' at '\(rest.prefix(12))'")
                }
                rest = rest.dropFirst(digits.count)
                if rest.hasPrefix("px") { rest = rest.dropFirst(2) }
                return .number(value)
            }
        }
    }
}

/// A `calc(...)` that cannot be computed.
public enum CalcProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// A division whose divisor is zero.
    case divisionByZero(String)

    public var description: String {
        switch self {
        case .divisionByZero(let expression): return "\(expression) divides by zero"
        }
    }
}
