import ButtonRenderModel

/// A slot's value as a system file writes it, with where: a literal, a token reference, a
/// `calc(...)`, a colour at an opacity, `none`, or a list of such values of which the first
/// that resolves is used (`["{button.{style}.bg.{state}}", "{button.{style}.bg.rest}"]`).
public struct SlotValue: Hashable, Sendable, CustomStringConvertible {
    /// What the value says.
    public indirect enum Expression: Hashable, Sendable {
        /// A number written out (points for a length).
        case number(Double)
        /// Text written out: a colour (`#rrggbb`, `#rrggbbaa`, `transparent`), a keyword, a
        /// family or an icon name; read by the slot's kind.
        case text(String)
        /// `true` or `false`.
        case flag(Bool)
        /// A token, named by a template.
        case reference(TokenTemplate)
        /// Arithmetic over lengths.
        case calc(CalcExpression)
        /// The first of these that resolves.
        case firstOf([SlotValue])
        /// A colour (nil: the slot's default colour) with its alpha multiplied by an opacity.
        case colorWithOpacity(color: SlotValue?, opacity: SlotValue)
        /// Nothing: the compound or optional slot is off.
        case none
        /// Shadows written out (the `shadows` slot), drawn in this order.
        case shadows([ShadowLiteral])
    }

    /// What the value says.
    package var expression: Expression
    /// 1-based line of the value in its file, when read from one.
    public var line: Int?
    /// 1-based column, likewise.
    public var column: Int?

    /// A value, with where it was written.
    package init(_ expression: Expression, line: Int? = nil, column: Int? = nil) {
        self.expression = expression; self.line = line; self.column = column
    }

    public var description: String {
        switch expression {
        case .number(let value): return formatNumber(value)
        case .text(let text): return text
        case .flag(let flag): return flag ? "true" : "false"
        case .reference(let template): return template.description
        case .calc(let expression): return "calc\(expression)"
        case .firstOf(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .colorWithOpacity(let color, let opacity): return "{color: \(color?.description ?? "default"), opacity: \(opacity)}"
        case .none: return "none"
        case .shadows(let layers): return layers.map(\.description).joined(separator: ", ")
        }
    }

    /// Every token template the value may read.
    package var references: [TokenTemplate] {
        switch expression {
        case .number, .text, .flag, .none: return []
        case .reference(let template): return [template]
        case .calc(let expression): return expression.references
        case .firstOf(let values): return values.flatMap(\.references)
        case .colorWithOpacity(let color, let opacity): return (color?.references ?? []) + opacity.references
        case .shadows(let layers): return layers.flatMap(\.references)
        }
    }

    /// Reads text as a value: `{…}` a reference, `calc(…)` arithmetic, `none` nothing, else
    /// the text itself; a reference or calc that cannot be read is a problem with its offset.
    public static func parse(text: String) -> Result<Expression, TemplateProblem> {
        if text == "none" { return .success(.none) }
        if text.hasPrefix("{") { return TokenTemplate.parseWhole(text).map { .reference($0) } }
        if text.hasPrefix("calc(") { return CalcExpression.parse(text).map { .calc($0) } }
        return .success(.text(text))
    }
}
