import Foundation
import ButtonRenderModel

/// Tokens Studio's colour modifier, `$extensions."studio.tokens".modify` on a colour token:
///
///     "modify": {"type": "darken", "value": "0.2", "space": "hsl"}
///
/// as its Style Dictionary transforms (`@tokens-studio/sd-transforms`, `src/color-modifiers/`)
/// compute it, with colorjs.io's conversions:
///
/// - `lighten` by `a`: in `srgb` and `p3` each channel `c` becomes `c + a × (1 − c)`; in `hsl`
///   the lightness `l` (0…100) becomes `l + a × (100 − l)`; in `lch` the lightness likewise and
///   the chroma `C` becomes `C − a × C`.
/// - `darken` by `a`: each channel `c − a × c`; in `hsl` and `lch` the lightness `l − a × l`,
///   and in `lch` the chroma as for `lighten`.
/// - `mix` by `a` with `color`: the two colours interpolated in the space, `a` of the way to
///   `color` (hues the shorter way round, a powerless hue taking the other's; alpha linearly).
/// - `alpha` `a`: the colour's opacity becomes `a`.
///
/// `value` is a number, or text holding a number, a `{reference}` to a number token, or
/// arithmetic over both (`"0.5 + 6 * 0.04"`, `"({threshold} + 6 * {increment})"`), as
/// Tokens Studio evaluates it. `color` is a colour as a token's `$value` writes it, or a
/// reference to a colour token. `format` names only how Tokens Studio writes the result and
/// changes nothing drawn.
///
/// Where sd-transforms quietly keeps the original colour (no `space`, a `type` it does not know,
/// an amount that is not a number), drawing the token is an error at the modifier instead; an
/// amount outside 0…1 is an error too (sd-transforms clamps some and not others). A mix is
/// rounded as sd-transforms rounds it (it passes the mixed colour through colorjs's text, three
/// digits); the other results are exact, where sd-transforms writes them rounded to three digits
/// in its output format (at most one step of 255 in a channel apart; hex output is exact).
struct TokensStudioModify {
    /// What the modifier does.
    enum Kind: String, CaseIterable {
        case lighten, darken, mix, alpha
    }

    /// The spaces Tokens Studio computes in.
    enum Space: String, CaseIterable {
        case srgb, hsl, lch, p3

        /// The DTCG colour space of the same components.
        var colorSpace: TokenColorSpace {
            switch self {
            case .srgb: return .srgb
            case .hsl: return .hsl
            case .lch: return .lch
            case .p3: return .displayP3
            }
        }
    }

    /// The `$extensions` key Tokens Studio writes its members under.
    static let extensionKey = "studio.tokens"
    /// The members a modifier may have.
    static let members = ["type", "value", "space", "color", "format"]

    var kind: Kind
    var space: Space
    /// `value`, as written.
    var amount: TokenNode
    /// `color`, for `mix`.
    var color: TokenNode?

    /// The modifier `node` of `token` (an object, or a `{reference}` to a token whose value is
    /// one, as Tokens Studio allows), with the token that writes the object, for errors.
    static func read(_ node: TokenNode, of token: DesignToken, tokens: DesignTokens,
                     appearance: Appearance) throws -> (modifier: TokensStudioModify, writtenIn: DesignToken) {
        guard let name = node.reference else { return (try TokensStudioModify(node, of: token), token) }
        guard let referred = tokens.token(named: name) else {
            throw token.error(at: node, "a modify refers to '\(name)', which is not a token\(tokens.nearest(to: name).map { "; did you mean '\($0)'?" } ?? "")")
        }
        let holder = referred.holder(for: appearance)
        let value = referred.value(for: appearance)
        guard value.reference == nil else {
            throw holder.error(at: value, "a modify refers to '\(name)', whose value is another reference; refer to the token holding the modifier object")
        }
        return (try TokensStudioModify(value, of: holder), holder)
    }

    /// Reads the modifier object `node` of `token`; an error at the member that is wrong.
    init(_ node: TokenNode, of token: DesignToken) throws {
        guard case .object(let written) = node.kind else {
            throw token.error(at: node, "a \(TokensStudioModify.extensionKey) modify is an object with type, value and space, found \(node.summary)")
        }
        for member in written where !TokensStudioModify.members.contains(member.key) {
            throw token.error(at: member.value, "a modify has no member '\(member.key)'; its members are \(TokensStudioModify.members.joined(separator: ", "))")
        }
        func word<T: RawRepresentable & CaseIterable>(_ key: String, _: T.Type) throws -> T where T.RawValue == String {
            let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
            guard let member = node.member(key) else {
                throw token.error(at: node, "a modify needs \"\(key)\" (\(allowed)); without it Tokens Studio leaves the colour unchanged, so nothing is drawn at a guess")
            }
            guard case .string(let text) = member.value.kind, let value = T(rawValue: text) else {
                throw token.error(at: member.value, "a modify's \"\(key)\" is one of \(allowed), found \(member.value.summary)")
            }
            return value
        }
        kind = try word("type", Kind.self)
        space = try word("space", Space.self)
        guard let amount = node.member("value")?.value else {
            throw token.error(at: node, "a modify needs \"value\": the amount, from 0 to 1")
        }
        self.amount = amount
        color = node.member("color")?.value
        if kind == .mix, color == nil {
            throw token.error(at: node, "a mix modify needs \"color\": the colour to mix with")
        }
        if kind != .mix, let color {
            throw token.error(at: color, "only a mix modify has a \"color\"; this one is '\(kind.rawValue)'")
        }
    }

    /// `base` modified, reading the amount's references and the mixed colour from `tokens` in
    /// `appearance`; `token` holds the modifier, for errors.
    func apply(to base: RGBAColor, token: DesignToken, tokens: DesignTokens, appearance: Appearance) throws -> RGBAColor {
        let a = try amountValue(token: token, tokens: tokens, appearance: appearance)
        guard (0...1).contains(a) else {
            throw token.error(at: amount, "a modify's value is an amount from 0 to 1, found \(formatNumber(a))")
        }
        let space = self.space.colorSpace
        let rgb = [base.red, base.green, base.blue]
        var c = space.components(fromSRGB: rgb)!
        var alpha = base.alpha
        switch (kind, self.space) {
        case (.alpha, _):
            alpha = a
        case (.lighten, .srgb), (.lighten, .p3):
            c = c.map { min(1, $0 + a * (1 - $0)) }
        case (.darken, .srgb), (.darken, .p3):
            c = c.map { max(0, $0 - a * $0) }
        case (.lighten, .hsl):
            c[2] = min(100, c[2] + (100 - c[2]) * a)
        case (.darken, .hsl):
            c[2] = max(0, c[2] - c[2] * a)
        case (.lighten, .lch):
            c[0] = min(100, c[0] + (100 - c[0]) * a)
            c[1] = max(0, c[1] - a * c[1])
        case (.darken, .lch):
            c[0] = max(0, c[0] - c[0] * a)
            c[1] = max(0, c[1] - a * c[1])
        case (.mix, _):
            let other = try mixColor(token: token, tokens: tokens, appearance: appearance)
            let d = space.components(fromSRGB: [other.red, other.green, other.blue])!
            let hue: Int? = self.space == .hsl ? 0 : self.space == .lch ? 2 : nil
            for i in 0..<3 {
                if i == hue {
                    c[i] = TokensStudioModify.mixHue(c[i], d[i], a)
                } else {
                    c[i] += (d[i] - c[i]) * a
                }
            }
            alpha += (other.alpha - alpha) * a
            // sd-transforms takes the mix through text at colorjs's default precision.
            c = c.map(TokensStudioModify.threeDigits)
            alpha = TokensStudioModify.threeDigits(alpha)
        }
        let out = space.srgb(c)
        return RGBAColor(red: out.red, green: out.green, blue: out.blue, alpha: alpha)
    }

    /// `n` as colorjs.io writes a coordinate at precision 3 (its `toPrecision`): three
    /// significant digits counting the integer part's (63.333 → 63.3), three decimals below 1
    /// (0.63333 → 0.633); NaN (a powerless hue) stays NaN.
    static func threeDigits(_ n: Double) -> Double {
        guard n != 0, n.isFinite else { return n }
        let integer = n.rounded(.towardZero)
        let digits = integer == 0 ? 0 : Int(log10(abs(integer)).rounded(.down)) + 1
        let multiplier = pow(10, Double(3 - digits))
        return (n * multiplier + 0.5).rounded(.down) / multiplier
    }

    /// Two hues (degrees, NaN when powerless) `a` of the way from `h1` to `h2`, the shorter way.
    static func mixHue(_ h1: Double, _ h2: Double, _ a: Double) -> Double {
        if h1.isNaN { return h2 }
        if h2.isNaN { return h1 }
        var from = h1, to = h2
        if to - from > 180 { from += 360 } else if from - to > 180 { to += 360 }
        let hue = from + (to - from) * a
        return hue.truncatingRemainder(dividingBy: 360)
    }

    /// The amount: a number, or text evaluated as arithmetic over numbers and number tokens.
    private func amountValue(token: DesignToken, tokens: DesignTokens, appearance: Appearance) throws -> Double {
        switch amount.kind {
        case .number(let value): return value
        case .string(let text):
            do {
                return try TokenMath.evaluate(text) { name in
                    guard tokens.contains(name) else {
                        throw token.error(at: amount, "a modify's value refers to '\(name)', which is not a token\(tokens.nearest(to: name).map { "; did you mean '\($0)'?" } ?? "")")
                    }
                    return try tokens.number(name, appearance)
                }
            } catch let problem as TokenMath.Problem {
                throw token.error(at: amount, "a modify's value \(amount.summary) is not a number or arithmetic over numbers and {number tokens}: \(problem.message)")
            }
        default:
            throw token.error(at: amount, "a modify's value is an amount from 0 to 1, found \(amount.summary)")
        }
    }

    /// The colour a mix goes towards.
    private func mixColor(token: DesignToken, tokens: DesignTokens, appearance: Appearance) throws -> RGBAColor {
        guard let color else { throw token.error("a mix modify needs \"color\"") }
        if let name = color.reference { return try tokens.color(name, appearance) }
        return try TokenValueReader(token: token, tokens: tokens, appearance: appearance, mode: .draw).color(color)
    }
}
