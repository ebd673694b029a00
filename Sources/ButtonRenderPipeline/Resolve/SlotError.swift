import ButtonRenderModel

/// A slot of a system file that gives no usable value for a button: located at the value in
/// the system file, naming the slot and the button (style, size, state, appearance) it was
/// read for. A spec that draws such a button reports it at its `system` field.
public struct SlotError: Error, Equatable, CustomStringConvertible, Sendable, StageError {
    /// The system file.
    public var file: String
    /// The value's line and column in it.
    public var line: Int?
    /// The value's column in its line.
    public var column: Int?
    /// The slot (`containerColor`, `border.width`).
    package var slot: String
    /// The button it was read for, in words ("style primary, state hover, dark").
    public var button: String
    /// What is wrong.
    package var problem: SlotProblem

    /// Creates a slot error.
    package init(file: String, line: Int?, column: Int?, slot: String, button: String, problem: SlotProblem) {
        self.file = file; self.line = line; self.column = column; self.slot = slot; self.button = button; self.problem = problem
    }

    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return "\(place): slot '\(slot)' (\(button)): \(problem)"
    }
}

/// Why a slot's value cannot be used.
public enum SlotProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// No token of these names exists (a list tried each), with the nearest name to the first.
    case unresolved(tried: [String], suggestion: String?, tokens: String)
    /// The token exists but cannot be read as the slot needs (wrong type, bad value, a
    /// deviation from the format that is drawn): the token reader's located error.
    case token(String)
    /// A token of the wrong type for the slot.
    case wrongType(token: String, found: String, expected: String)
    /// A value out of the slot's range, or not finite.
    case outOfRange(value: Double, allowed: ClosedRange<Double>)
    /// `calc(...)` that cannot be computed.
    case calc(String)
    /// A written value the slot cannot take (checked again when read: a keyword read as a
    /// length, a nested value that is not a name).
    case invalid(String)

    public var description: String {
        switch self {
        case .unresolved(let tried, let suggestion, let tokens):
            let names = tried.map { "{\($0)}" }
            var text = tried.count == 1 ? "\(names[0]) is no token of \(tokens)" : "none of \(names.joined(separator: ", ")) is a token of \(tokens)"
            if let suggestion { text += " (did you mean {\(suggestion)}?)" }
            return text
        case .token(let message): return message
        case .wrongType(let token, let found, let expected): return "{\(token)} is a \(found) token; this slot needs \(expected)"
        case .outOfRange(let value, let allowed):
            return "\(formatNumber(value)) is out of range; allowed \(formatNumber(allowed.lowerBound))...\(formatNumber(allowed.upperBound))"
        case .calc(let message): return message
        case .invalid(let message): return message
        }
    }
}
