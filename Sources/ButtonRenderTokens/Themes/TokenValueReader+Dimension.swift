import ButtonRenderModel

/// Dimension and duration values.
extension TokenValueReader {
    /// The size of `1rem` in points: the CSS default root font size, 16px, one pixel being one
    /// point. The format leaves the root size to tools (Format 2025.10, §8.2 "Dimension").
    static let remSize = 16.0

    /// Units that are not DTCG 2025.10's but that real files write (CSS lengths, Android's
    /// `dp` and `sp`, and the empty unit): read as a deviation (`TokenDeviation.Kind.unit`),
    /// never converted, except `em` where the type says what it is relative to. Any other unit
    /// is an error.
    static let deviatingUnits: Set<String> = ["", "em", "ex", "ch", "cap", "ic", "lh", "rlh", "%", "vw", "vh", "vmin", "vmax",
                                              "svw", "svh", "lvw", "lvh", "dvw", "dvh", "cm", "mm", "q", "in", "pc",
                                              "dp", "dip", "sp"]

    /// Points from a number, `"16px"`, `"16pt"`, `"1rem"`, or the DTCG 2025.10 object
    /// `{"value": 16, "unit": "px" | "rem"}` (`pt` is accepted too). `emBase`, when the type
    /// says what an `em` is relative to (a typography token's own font size, in points), turns
    /// `em` into points; elsewhere `em` and the other deviating units load but are not drawn.
    func dimension(_ node: TokenNode, emBase: Double? = nil) throws -> Double {
        let expected = "expected a dimension ({\"value\": 16, \"unit\": \"px\"}, a number, \"16px\" or \"1rem\")"
        switch node.kind {
        case .number(let value):
            return value
        case .string(let text):
            for unit in ["rem", "px", "pt"] where text.hasSuffix(unit) {
                if let value = plainNumber(String(text.dropLast(unit.count))) { return try points(value, unit: unit, at: node, emBase: emBase) }
            }
            let suffix = String(text.reversed().prefix { $0.isLetter || $0 == "%" }.reversed())
            if !suffix.isEmpty, TokenValueReader.deviatingUnits.contains(suffix.lowercased()),
               let value = plainNumber(String(text.dropLast(suffix.count))) {
                return try points(value, unit: suffix, at: node, emBase: emBase)
            }
            throw token.error(at: node, "\(expected), found \(node.summary)")
        case .object:
            try rejectUnknownFields(of: node, known: ["value", "unit"], kind: "dimension")
            guard let value = node.member("value"), case .number(let amount) = value.value.kind,
                  let unit = node.member("unit"), case .string(let unitName) = unit.value.kind else {
                throw token.error(at: node, "\(expected), found an object without a numeric 'value' and a 'unit'")
            }
            return try points(amount, unit: unitName, at: unit.value, emBase: emBase)
        default:
            throw token.error(at: node, "\(expected), found \(node.summary)")
        }
    }

    /// `amount` of `unit` in points; a deviating unit is recorded (and is an error when drawn,
    /// unless it is `em` and `emBase` is known). A deviating unit read to check a value gives
    /// `amount` unconverted.
    private func points(_ amount: Double, unit: String, at node: TokenNode, emBase: Double?) throws -> Double {
        switch unit {
        case "px", "pt": return amount
        case "rem": return amount * TokenValueReader.remSize
        default:
            guard TokenValueReader.deviatingUnits.contains(unit.lowercased()) else {
                throw token.error(at: node, "unknown unit '\(unit)'; use px or rem (1rem = \(formatNumber(TokenValueReader.remSize))px; one pixel is one point)")
            }
            if unit == "em", let emBase {
                try deviate(.unit(unit), at: node, notDrawn: nil)
                return amount * emBase
            }
            let reason = unit == "em"
                ? "what this em is relative to is unknown (only a typography token's letterSpacing and lineHeight are relative to its own fontSize); use px or rem"
                : "\(unit.isEmpty ? "a dimension without a unit" : "'\(unit)'") has no size in points here; use px or rem (1rem = \(formatNumber(TokenValueReader.remSize))px; one pixel is one point)"
            try deviate(.unit(unit), at: node, notDrawn: reason)
            return amount
        }
    }

    /// Milliseconds from `{"value": 200, "unit": "ms" | "s"}` (Format 2025.10, §8.5
    /// "Duration"), or the older `"200ms"` / `"0.2s"`.
    func duration(_ node: TokenNode) throws -> Double {
        let expected = "expected a duration ({\"value\": 200, \"unit\": \"ms\"} or {\"value\": 0.2, \"unit\": \"s\"})"
        var amount: Double?, unit: String?, unitNode = node
        switch node.kind {
        case .object:
            try rejectUnknownFields(of: node, known: ["value", "unit"], kind: "duration")
            if let value = node.member("value"), case .number(let number) = value.value.kind { amount = number }
            if let member = node.member("unit"), case .string(let name) = member.value.kind { unit = name; unitNode = member.value }
        case .string(let text):
            for suffix in ["ms", "s"] where text.hasSuffix(suffix) {
                if let number = plainNumber(String(text.dropLast(suffix.count))) { amount = number; unit = suffix; break }
            }
        default:
            break
        }
        guard let amount, let unit else { throw token.error(at: node, "\(expected), found \(node.summary)") }
        guard amount >= 0 else { throw token.error(at: node, "a duration cannot be negative") }
        switch unit {
        case "ms": return amount
        case "s": return amount * 1000
        default: throw token.error(at: unitNode, "unit '\(unit)' is not a duration unit; use ms or s")
        }
    }
}
