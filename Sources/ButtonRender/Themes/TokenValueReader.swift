/// Reads the literal value of one token as a typed value, with errors at the value's line and
/// column. A shadow's parts may be references to colour or dimension tokens; they are looked up
/// in `tokens`, or only recognised when `tokens` is nil (while a file is being parsed, before
/// the tokens it may refer to are known).
struct TokenValueReader {
    /// The token whose value is read.
    let token: DesignToken
    /// Where references inside composite values are looked up, or nil to skip them.
    let tokens: DesignTokens?
    /// The appearance referenced parts are read in.
    let appearance: Appearance

    /// Fails unless `node` is a valid literal of `type` (types without a getter are not checked).
    func check(_ node: TokenNode, as type: TokenType) throws {
        switch type {
        case .color: _ = try color(node)
        case .dimension: _ = try dimension(node)
        case .number: _ = try number(node)
        case .fontFamily: _ = try fontFamily(node)
        case .fontWeight: _ = try fontWeight(node)
        case .shadow: _ = try shadows(node)
        case .duration, .cubicBezier, .strokeStyle, .border, .transition, .gradient, .typography: break
        }
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    func color(_ node: TokenNode) throws -> RGBAColor {
        if case .string(let text) = node.kind, let color = RGBAColor(hex: text) { return color }
        throw token.error(at: node, "expected a colour \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\", found \(node.summary)")
    }

    /// A number of points, `"16px"`, `"16pt"` (one CSS pixel is one point), or
    /// `{"value": 16, "unit": "px"}`.
    func dimension(_ node: TokenNode) throws -> Double {
        let expected = "expected a dimension (a number, \"16px\", \"16pt\" or {\"value\": 16, \"unit\": \"px\"})"
        switch node.kind {
        case .number(let value):
            return value
        case .string(let text):
            for unit in ["px", "pt"] where text.hasSuffix(unit) {
                let digits = String(text.dropLast(unit.count))
                if let value = plainNumber(digits) { return value }
            }
            if let unit = ["rem", "em", "%", "dp", "sp"].first(where: { text.hasSuffix($0) }),
               plainNumber(String(text.dropLast(unit.count))) != nil {
                throw token.error(at: node, "unit '\(unit)' is not supported; use px or pt (one pixel is one point)")
            }
            throw token.error(at: node, "\(expected), found \(node.summary)")
        case .object:
            guard let value = node.member("value"), case .number(let amount) = value.value.kind,
                  let unit = node.member("unit"), case .string(let unitName) = unit.value.kind else {
                throw token.error(at: node, "\(expected), found an object without a numeric 'value' and a 'unit'")
            }
            guard unitName == "px" || unitName == "pt" else {
                throw token.error(at: unit.value, "unit '\(unitName)' is not supported; use px or pt (one pixel is one point)")
            }
            return amount
        default:
            throw token.error(at: node, "\(expected), found \(node.summary)")
        }
    }

    /// A plain number.
    func number(_ node: TokenNode) throws -> Double {
        if case .number(let value) = node.kind { return value }
        throw token.error(at: node, "expected a number, found \(node.summary)")
    }

    /// A family name, or the first of a list of them.
    func fontFamily(_ node: TokenNode) throws -> String {
        switch node.kind {
        case .string(let name) where !name.isEmpty:
            return name
        case .list(let names):
            guard let first = names.first else { throw token.error(at: node, "the list of font families is empty") }
            guard case .string(let name) = first.kind, !name.isEmpty else {
                throw token.error(at: first, "expected a font family name, found \(first.summary)")
            }
            return name
        default:
            throw token.error(at: node, "expected a font family name or a list of them, found \(node.summary)")
        }
    }

    /// A weight 1...1000, or one of the W3C names (`thin` ... `extra-black`).
    func fontWeight(_ node: TokenNode) throws -> Int {
        switch node.kind {
        case .number(let value):
            guard (1...1000).contains(value) else {
                throw token.error(at: node, "font weight \(formatNumber(value)) is out of range; allowed 1...1000")
            }
            return Int(value.rounded())
        case .string(let name):
            let key = name.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
            if let weight = TokenValueReader.weightNames[key] { return weight }
            var message = "unknown font weight '\(name)'"
            let names = TokenValueReader.weightNameList
            if let near = nearestName(to: name, in: names) { message += " (did you mean '\(near)'?)" }
            throw token.error(at: node, message + "; use 1...1000 or one of " + names.joined(separator: ", "))
        default:
            throw token.error(at: node, "expected a font weight (a number or a name such as 'bold'), found \(node.summary)")
        }
    }

    /// One shadow object, or a list of them, with CSS box-shadow meaning (blur = 2 sigma).
    func shadows(_ node: TokenNode) throws -> [BoxShadow] {
        switch node.kind {
        case .object: return [try shadow(node)]
        case .list(let items): return try items.map(shadow)
        default: throw token.error(at: node, "expected a shadow object or a list of them, found \(node.summary)")
        }
    }

    /// One shadow object: `color`, `offsetX`, `offsetY`, `blur`, optional `spread` (0) and
    /// `inset` (only false).
    private func shadow(_ node: TokenNode) throws -> BoxShadow {
        guard case .object(let members) = node.kind else {
            throw token.error(at: node, "expected a shadow object, found \(node.summary)")
        }
        let known = ["color", "offsetX", "offsetY", "blur", "spread", "inset"]
        for member in members where !known.contains(member.key) {
            var message = "unknown shadow field '\(member.key)'"
            if let near = nearestName(to: member.key, in: known) { message += " (did you mean '\(near)'?)" }
            throw TokenError(file: token.file, line: member.line, column: member.column, token: token.name,
                             message: message + "; shadow fields: " + known.joined(separator: ", "))
        }
        if let inset = node.member("inset"), inset.value.kind != .bool(false) {
            throw token.error(at: inset.value, "inset shadows are not supported")
        }
        func part(_ key: String) throws -> TokenNode {
            guard let member = node.member(key) else { throw token.error(at: node, "the shadow has no '\(key)'") }
            return member.value
        }
        let blur = try length(try part("blur"))
        guard blur >= 0 else { throw token.error(at: try part("blur"), "a shadow's blur cannot be negative") }
        return BoxShadow(x: try length(try part("offsetX")), y: try length(try part("offsetY")), blur: blur,
                         spread: try node.member("spread").map { try length($0.value) } ?? 0,
                         color: try shadowColor(try part("color")))
    }

    /// A shadow's dimension part: a literal or a reference to a dimension token.
    private func length(_ node: TokenNode) throws -> Double {
        guard let name = node.reference else { return try dimension(node) }
        guard let tokens else { return 0 }
        try requireKnown(name, tokens, at: node)
        return try tokens.dimension(name, appearance)
    }

    /// A shadow's colour: a literal or a reference to a colour token.
    private func shadowColor(_ node: TokenNode) throws -> RGBAColor {
        guard let name = node.reference else { return try color(node) }
        guard let tokens else { return .black }
        try requireKnown(name, tokens, at: node)
        return try tokens.color(name, appearance)
    }

    /// Fails at `node` when `name` is not a token of `tokens`.
    private func requireKnown(_ name: String, _ tokens: DesignTokens, at node: TokenNode) throws {
        guard tokens.token(named: name) == nil else { return }
        throw token.error(at: node, "unknown reference {\(name)}" + tokens.suggestion(for: name))
    }

    /// A finite number written as plain decimal digits, or nil.
    private func plainNumber(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.".contains($0)) }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The W3C weight names, as written in the format's table.
    static let weightNameList = ["thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book",
                                 "medium", "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold", "black",
                                 "heavy", "extra-black", "ultra-black"]

    /// Weight names without hyphens to their numeric weights.
    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600,
        "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]
}
