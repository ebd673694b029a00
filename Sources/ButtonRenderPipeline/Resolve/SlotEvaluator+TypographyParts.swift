import ButtonRenderTokens

/// A part of a typography token named as if it were a token of its own
/// (`{type.bodyCompact01.fontSize}`), as teams name the parts in their CSS custom properties:
/// read from the typography token with every part resolved (an `em` against its own font size,
/// a line height as points), when no token has the whole name.
extension SlotEvaluator {
    /// What a part holds.
    enum TypographyPart {
        case length(Double)
        case family(String)
        case weight(Int)
    }

    /// The parts a typography token has (DTCG 2025.10 §9.7).
    static let typographyPartNames: Set<String> = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]

    /// The part `template` names, or nil when a token has that name or it names no part of a
    /// typography token.
    func typographyPart(_ template: TokenTemplate, slot: String, value: SlotValue) throws -> TypographyPart? {
        let name = try self.name(template, slot: slot, value: value)
        guard !theme.tokens.contains(name), let dot = name.lastIndex(of: ".") else { return nil }
        let parent = String(name[..<dot]), part = String(name[name.index(after: dot)...])
        guard Self.typographyPartNames.contains(part), theme.tokens.contains(parent), type(of: parent) == .typography else { return nil }
        let typography = try readToken(slot, value, parent) { try theme.tokens.typography(parent, theme.appearance) }
        switch part {
        case "fontFamily": return .family(typography.fontFamily)
        case "fontWeight": return .weight(typography.fontWeight)
        case "letterSpacing": return .length(typography.letterSpacing)
        case "lineHeight": return .length(typography.lineHeight * typography.fontSize)
        default: return .length(typography.fontSize)
        }
    }

    /// The length a part holds, or the slot's error naming what it holds instead.
    func length(of part: TypographyPart, slot: String, value: SlotValue) throws -> Double {
        guard case .length(let points) = part else { throw error(slot, value, .invalid("'\(value)' is a font \(part.kind), not a length")) }
        return points
    }
}

extension SlotEvaluator.TypographyPart {
    /// `family`, `weight` or `length`, for messages.
    var kind: String {
        switch self {
        case .length: return "length"
        case .family: return "family"
        case .weight: return "weight"
        }
    }
}
