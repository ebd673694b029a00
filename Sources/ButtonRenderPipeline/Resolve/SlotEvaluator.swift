import ButtonRenderModel
import ButtonRenderTokens

/// Reads a system file's slot values for one button: placeholders filled in from its style,
/// size, state and appearance, tokens read from its theme, each value checked as its slot
/// needs. Every failure is a `SlotError` at the value's line and column in the system file.
struct SlotEvaluator {
    /// The button's theme (the system's tokens, a spec's theme over them, one appearance).
    let theme: ThemeContext
    /// What `{style}`, `{size}`, `{state}` and `{appearance}` stand for.
    let placeholders: [TokenTemplate.Placeholder: String]
    /// The system file, for errors.
    let file: String
    /// The button in words, for errors ("style primary, state hover, light").
    let button: String
    /// The token file's name, for errors.
    let tokensName: String
    /// Called with each token a value read, and the aliases it went through, for
    /// `render-cli system check` (nil when nobody asks).
    var trace: ((_ slot: String, _ chain: [String]) -> Void)?

    /// The range every length from a system file must fall in, as a spec's own lengths do.
    static let lengthRange: ClosedRange<Double> = -8192...8192
    /// The range of a number that is part of a token's name (an elevation level).
    static let nameNumberRange: ClosedRange<Double> = -16384...16384
    /// The range of plain numbers (opacities, factors).
    static let numberRange: ClosedRange<Double> = -1_000...1_000

    // MARK: Errors

    func error(_ slot: String, _ value: SlotValue, _ problem: SlotProblem) -> SlotError {
        SlotError(file: file, line: value.line, column: value.column, slot: slot, button: button, problem: problem)
    }

    /// A value not found (no such token): the next of a list may be tried.
    private struct Unresolved: Error { var tried: [String] }

    // MARK: Names

    /// The token name a template stands for, with every placeholder and nested value filled in.
    func name(_ template: TokenTemplate, slot: String, value: SlotValue) throws -> String {
        var text = ""
        for part in template.parts {
            switch part {
            case .literal(let literal): text += literal
            case .placeholder(let placeholder):
                guard let filled = placeholders[placeholder] else {
                    throw error(slot, value, .invalid("{\(placeholder.rawValue)} has no value for this button"))
                }
                text += filled
            case .value(let inner):
                let innerName = try name(inner, slot: slot, value: value)
                guard theme.tokens.contains(innerName) else { throw Unresolved(tried: [innerName]) }
                text += try textValue(of: innerName, slot: slot, value: value)
            }
        }
        return text
    }

    /// A token's value as text, for a name built from it: numbers (and dimensions, in points)
    /// without a needless fraction, families and weights as written.
    private func textValue(of name: String, slot: String, value: SlotValue) throws -> String {
        record(slot, name)
        /// A number inside a token's name: finite and within the range of a spec's numbers.
        func named(_ number: Double) throws -> String {
            guard number.isFinite, Self.nameNumberRange.contains(number) else {
                throw error(slot, value, .outOfRange(value: number, allowed: Self.nameNumberRange))
            }
            return formatNumber(number)
        }
        switch type(of: name) {
        case .number?: return try named(try read(slot, value) { try theme.number(name) })
        case .dimension?: return try named(try read(slot, value) { try theme.dimension(name) })
        case .fontWeight?: return String(try read(slot, value) { try theme.fontWeight(name) })
        case .fontFamily?: return try read(slot, value) { try theme.fontFamily(name) }
        case let other:
            throw error(slot, value, .wrongType(token: name, found: other?.rawValue ?? "untyped", expected: "a number or a name to build a token name from"))
        }
    }

    /// The type a token's aliases settle on, or nil when it has none or does not resolve.
    func type(of name: String) -> TokenType? {
        try? theme.tokens.resolve(name, theme.appearance, as: nil).type
    }

    /// Reads a token with a typed getter, turning the theme's error into this slot's.
    private func read<T>(_ slot: String, _ value: SlotValue, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let field as FieldError {
            if let token = field.problem.cause(as: TokenError.self) { throw error(slot, value, .token(token.description)) }
            throw error(slot, value, .token(field.message))
        } catch let token as TokenError {
            throw error(slot, value, .token(token.description))
        }
    }

    /// Reads a token that need not be a slot's whole value (a typography token whose part a
    /// slot names), recording it as read.
    func readToken<T>(_ slot: String, _ value: SlotValue, _ name: String, _ body: () throws -> T) throws -> T {
        record(slot, name)
        return try read(slot, value, body)
    }

    /// Calls `trace` with the token and the aliases it follows.
    private func record(_ slot: String, _ name: String) {
        guard let trace else { return }
        var chain = [name]
        var node = theme.tokens.token(named: name)?.value(for: theme.appearance)
        while let next = node?.reference, chain.count <= DesignTokens.maximumChainLength, !chain.contains(next) {
            chain.append(next)
            node = theme.tokens.token(named: next)?.value(for: theme.appearance)
        }
        trace(slot, chain)
    }

    /// The first value of a list that resolves, or the error naming every name tried.
    private func firstOf<T>(_ values: [SlotValue], slot: String, whole: SlotValue, _ each: (SlotValue) throws -> T) throws -> T {
        var tried: [String] = []
        for candidate in values {
            do { return try each(candidate) } catch let missing as Unresolved { tried += missing.tried }
        }
        throw Unresolved(tried: tried)
    }

    /// Runs `body`, turning a name no token has into this slot's located error.
    func located<T>(_ slot: String, _ value: SlotValue, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let missing as Unresolved {
            let suggestion = missing.tried.first.flatMap { theme.tokens.nearest(to: $0) }
            throw error(slot, value, .unresolved(tried: missing.tried, suggestion: suggestion, tokens: tokensName))
        }
    }

    /// The named token, which must exist.
    private func existing(_ template: TokenTemplate, slot: String, value: SlotValue) throws -> String {
        let name = try name(template, slot: slot, value: value)
        guard theme.tokens.contains(name) else { throw Unresolved(tried: [name]) }
        record(slot, name)
        return name
    }

    // MARK: Typed values

    /// A colour; `fallback` stands in for a `{color, opacity}` that names no colour.
    func color(_ slot: String, _ value: SlotValue, fallback: RGBAColor? = nil) throws -> RGBAColor {
        try located(slot, value) { try colorValue(slot, value, fallback: fallback) }
    }

    private func colorValue(_ slot: String, _ value: SlotValue, fallback: RGBAColor?) throws -> RGBAColor {
        switch value.expression {
        case .text("transparent"): return .clear
        case .text(let hex):
            guard let color = RGBAColor(hex: hex) else { throw error(slot, value, .invalid("'\(hex)' is not a colour")) }
            return color
        case .reference(let template):
            let name = try existing(template, slot: slot, value: value)
            return try read(slot, value) { try theme.color(name) }
        case .firstOf(let values):
            return try firstOf(values, slot: slot, whole: value) { try colorValue(slot, $0, fallback: fallback) }
        case .colorWithOpacity(let base, let opacity):
            let color: RGBAColor
            if let base { color = try colorValue(slot, base, fallback: fallback) } else if let fallback { color = fallback } else {
                throw error(slot, value, .invalid("{color, opacity} needs a color here (this slot has no default colour)"))
            }
            let factor = try numberValue(slot, opacity)
            guard (0...1).contains(factor) else { throw error(slot, opacity, .outOfRange(value: factor, allowed: 0...1)) }
            return color.withAlphaMultiplied(by: factor)
        default:
            throw error(slot, value, .invalid("'\(value)' is not a colour"))
        }
    }

    /// A length in points (dimension tokens, number tokens as points, `calc`).
    func length(_ slot: String, _ value: SlotValue) throws -> Double {
        let points = try located(slot, value) { try lengthValue(slot, value) }
        guard points.isFinite, Self.lengthRange.contains(points) else { throw error(slot, value, .outOfRange(value: points, allowed: Self.lengthRange)) }
        return points
    }

    private func lengthValue(_ slot: String, _ value: SlotValue) throws -> Double {
        switch value.expression {
        case .number(let number): return number
        case .reference(let template):
            if let part = try typographyPart(template, slot: slot, value: value) { return try length(of: part, slot: slot, value: value) }
            let name = try existing(template, slot: slot, value: value)
            if type(of: name) == .number { return try read(slot, value) { try theme.number(name) } }
            return try read(slot, value) { try theme.dimension(name) }
        case .calc(let calc):
            do {
                return try calc.evaluate { template in
                    try lengthValue(slot, SlotValue(.reference(template), line: value.line, column: value.column))
                }
            } catch let problem as CalcProblem {
                throw error(slot, value, .calc(problem.description))
            }
        case .firstOf(let values):
            return try firstOf(values, slot: slot, whole: value) { try lengthValue(slot, $0) }
        default:
            throw error(slot, value, .invalid("'\(value)' is not a length"))
        }
    }

    /// A plain number (number tokens; dimensions read as their points).
    func number(_ slot: String, _ value: SlotValue) throws -> Double {
        let number = try located(slot, value) { try numberValue(slot, value) }
        guard number.isFinite, Self.numberRange.contains(number) else { throw error(slot, value, .outOfRange(value: number, allowed: Self.numberRange)) }
        return number
    }

    private func numberValue(_ slot: String, _ value: SlotValue) throws -> Double {
        switch value.expression {
        case .number(let number): return number
        case .reference(let template):
            if let part = try typographyPart(template, slot: slot, value: value) { return try length(of: part, slot: slot, value: value) }
            let name = try existing(template, slot: slot, value: value)
            if type(of: name) == .dimension { return try read(slot, value) { try theme.dimension(name) } }
            return try read(slot, value) { try theme.number(name) }
        case .calc(let calc):
            do {
                return try calc.evaluate { try numberValue(slot, SlotValue(.reference($0), line: value.line, column: value.column)) }
            } catch let problem as CalcProblem {
                throw error(slot, value, .calc(problem.description))
            }
        case .firstOf(let values):
            return try firstOf(values, slot: slot, whole: value) { try numberValue(slot, $0) }
        default:
            throw error(slot, value, .invalid("'\(value)' is not a number"))
        }
    }

    /// A font family.
    func fontFamily(_ slot: String, _ value: SlotValue) throws -> String {
        try located(slot, value) { try familyValue(slot, value) }
    }

    private func familyValue(_ slot: String, _ value: SlotValue) throws -> String {
        switch value.expression {
        case .text(let family): return family
        case .reference(let template):
            if let part = try typographyPart(template, slot: slot, value: value) {
                guard case .family(let family) = part else { throw error(slot, value, .invalid("'\(value)' is a font \(part.kind), not a family")) }
                return family
            }
            let name = try existing(template, slot: slot, value: value)
            return try read(slot, value) { try theme.fontFamily(name) }
        case .firstOf(let values):
            return try firstOf(values, slot: slot, whole: value) { try familyValue(slot, $0) }
        default:
            throw error(slot, value, .invalid("'\(value)' is not a font family"))
        }
    }

    /// A font weight, 1...1000.
    func fontWeight(_ slot: String, _ value: SlotValue) throws -> Int {
        try located(slot, value) { try weightValue(slot, value) }
    }

    private func weightValue(_ slot: String, _ value: SlotValue) throws -> Int {
        switch value.expression {
        case .number(let number): return Int(number.rounded())
        case .text(let name):
            guard let weight = FontWeightNames.weight(of: name) else { throw error(slot, value, .invalid("'\(name)' is not a font weight")) }
            return weight
        case .reference(let template):
            if let part = try typographyPart(template, slot: slot, value: value) {
                guard case .weight(let weight) = part else { throw error(slot, value, .invalid("'\(value)' is a font \(part.kind), not a weight")) }
                return weight
            }
            let name = try existing(template, slot: slot, value: value)
            if type(of: name) == .number {
                let number = try read(slot, value) { try theme.number(name) }
                guard (1...1000).contains(number) else { throw error(slot, value, .outOfRange(value: number, allowed: 1...1000)) }
                return Int(number.rounded())
            }
            return try read(slot, value) { try theme.fontWeight(name) }
        case .firstOf(let values):
            return try firstOf(values, slot: slot, whole: value) { try weightValue(slot, $0) }
        default:
            throw error(slot, value, .invalid("'\(value)' is not a font weight"))
        }
    }

    /// Shadows (none: no shadows).
    func shadows(_ slot: String, _ value: SlotValue) throws -> [BoxShadow] {
        try located(slot, value) { try shadowValue(slot, value) }
    }

    private func shadowValue(_ slot: String, _ value: SlotValue) throws -> [BoxShadow] {
        switch value.expression {
        case .none: return []
        case .reference(let template):
            let name = try existing(template, slot: slot, value: value)
            let shadows = try read(slot, value) { try theme.tokens.shadows(name, theme.appearance) }
            for shadow in shadows {
                for part in [shadow.x, shadow.y, shadow.blur, shadow.spread] where !part.isFinite || !Self.lengthRange.contains(part) {
                    throw error(slot, value, .outOfRange(value: part, allowed: Self.lengthRange))
                }
            }
            return shadows
        case .firstOf(let values):
            return try firstOf(values, slot: slot, whole: value) { try shadowValue(slot, $0) }
        case .shadows(let layers):
            return try layers.map { layer in
                let blur = try length(slot, layer.blur)
                guard blur >= 0 else { throw error(slot, layer.blur, .outOfRange(value: blur, allowed: 0...Self.lengthRange.upperBound)) }
                return BoxShadow(x: try length(slot, layer.offsetX), y: try length(slot, layer.offsetY), blur: blur,
                                 spread: try length(slot, layer.spread), color: try color(slot, layer.color), inset: layer.inset)
            }
        default:
            throw error(slot, value, .invalid("'\(value)' is not a shadow token"))
        }
    }

    /// Text written out (none: nil).
    func text(_ slot: String, _ value: SlotValue) throws -> String? {
        switch value.expression {
        case .none: return nil
        case .text(let text): return text
        case .number(let number): return formatNumber(number)
        default: throw error(slot, value, .invalid("'\(value)' is not text (this slot takes no token)"))
        }
    }

    /// A keyword written out.
    func keyword(_ slot: String, _ value: SlotValue) throws -> String {
        guard case .text(let word) = value.expression else {
            throw error(slot, value, .invalid("'\(value)' is not one of this slot's words (this slot takes no token)"))
        }
        return word
    }
}
