import ButtonRenderModel

/// A theme as design tokens in the DTCG Format 2025.10
/// (https://www.designtokens.org/TR/2025.10/format/): named values such as `color.primary` or
/// `button.height`, read with typed getters for the light or dark appearance.
///
/// A tokens file is strict JSON: nested groups whose leaves are tokens, objects with `$value`
/// and a `$type` (their own or the nearest enclosing group's), and optional `$description`,
/// `$deprecated` (listed by `warnings`) and `$extensions`. Values are read as the format and
/// its Color Module define them: colour objects in every listed colour space, converted to
/// sRGB (`TokenColorSpace`); dimensions `{"value", "unit": "px" | "rem"}` (1rem = 16pt,
/// one pixel is one point); durations, cubic Béziers, numbers, font families (the first of a
/// list is drawn), font weights (1...1000 or a keyword) and the composites shadow, border,
/// stroke style, transition, gradient and typography. The older strings (`"#RRGGBB"`,
/// `"16px"`, plain numbers) are still read. `"{group.token}"` and `{"$ref": "#/json/pointer"}`
/// refer to other tokens; a group may `$extends` another and hold a `$root` token.
///
/// Light and dark values come from a resolver document's `appearance` modifier
/// (`ResolverDocument`); older files may still give a dark value as
/// `"$extensions": {"org.buttonrender.modes": {"dark": value}}`. In the dark appearance a
/// reference reads the dark values of the tokens it names.
///
/// References are resolved when a token is read, so a theme can be overridden by another file
/// (`overridden(by:)`) and the tokens that refer to an overridden one follow it.
public struct DesignTokens: Equatable, Sendable {
    /// Tokens by dotted name.
    var tokens: [String: DesignToken]
    /// The files the tokens were read from, in the order they were merged.
    public internal(set) var sources: [String]
    /// Deviations of the resolver documents the tokens came from, not of one token (a
    /// modifier without a default whose first context was taken).
    var resolverDeviations: [TokenDeviation] = []

    /// A theme holding `tokens`, read from `sources`.
    init(tokens: [DesignToken], sources: [String]) {
        var byName: [String: DesignToken] = [:]
        byName.reserveCapacity(tokens.count)  // a token is a large value to move when it grows
        for token in tokens { byName[token.name] = token }
        self.tokens = byName
        self.sources = sources
    }

    /// Parses the text of a tokens file; `source` names it in errors. Fails on bad syntax, on
    /// unknown properties, types or modes, and on literal values that do not fit their type.
    /// References are not followed here (they may point into a file merged later); call
    /// `validate()` to check them.
    public static func parse(_ text: String, source: String) throws -> DesignTokens {
        DesignTokens(tokens: try TokenParser.parse(text, file: source), sources: [source])
    }

    /// Reads and parses a tokens file. A missing file, a directory, an unreadable file, one
    /// that is not UTF-8 or one over `TokenFile.maximumSize` bytes is a `TokenError`.
    public static func load(file path: String) throws -> DesignTokens {
        try parse(try TokenFile.read(path), source: path)
    }

    /// These tokens with every token of `other` replacing the one of the same name (or added).
    /// A replacement without a `$type` keeps the replaced token's type. References are
    /// resolved on reading, so tokens that refer to a replaced token see the new value.
    package func overridden(by other: DesignTokens) -> DesignTokens {
        var merged = self
        merged.tokens.reserveCapacity(tokens.count + other.tokens.count)
        for (name, var token) in other.tokens {
            if token.type == nil, let replaced = tokens[name] { token.type = replaced.type }
            merged.tokens[name] = token
        }
        merged.sources += other.sources
        merged.resolverDeviations += other.resolverDeviations.filter { !merged.resolverDeviations.contains($0) }
        return merged
    }

    /// Lays `other`'s tokens over these in place, as `overridden(by:)` does, marking each as
    /// taken from `origin` (a resolver set or modifier context). Costs the size of `other`.
    mutating func layer(_ other: DesignTokens, origin: String) {
        for (name, var token) in other.tokens {
            if token.type == nil, let replaced = tokens[name] { token.type = replaced.type }
            token.origin = origin
            tokens[name] = token
        }
        sources += other.sources
    }

    /// Every token's dotted name, sorted.
    public var names: [String] { tokens.keys.sorted() }

    /// True when a token of that dotted name exists.
    package func contains(_ name: String) -> Bool { tokens[name] != nil }

    /// The token of that name, if any.
    package func token(named name: String) -> DesignToken? { tokens[name] }

    /// The colour of a `color` token.
    public func color(_ name: String, _ appearance: Appearance) throws -> RGBAColor {
        try read(name, appearance, as: .color) { try $0.color($1) }
    }

    /// The points of a `dimension` token. An `em`, `dp`, `vw` or empty unit is an error here:
    /// what it is relative to is unknown (a typography token's `em` is read by `typography`).
    package func dimension(_ name: String, _ appearance: Appearance) throws -> Double {
        try read(name, appearance, as: .dimension) { try $0.dimension($1) }
    }

    /// The value of a `number` token.
    package func number(_ name: String, _ appearance: Appearance) throws -> Double {
        try read(name, appearance, as: .number) { try $0.number($1) }
    }

    /// The family of a `fontFamily` token (the first of a list).
    package func fontFamily(_ name: String, _ appearance: Appearance = .light) throws -> String {
        try read(name, appearance, as: .fontFamily) { try $0.fontFamily($1) }
    }

    /// The numeric weight of a `fontWeight` token (names such as `semi-bold` become 600).
    package func fontWeight(_ name: String, _ appearance: Appearance = .light) throws -> Int {
        try read(name, appearance, as: .fontWeight) { try $0.fontWeight($1) }
    }

    /// The shadows of a `shadow` token, with CSS box-shadow meaning (blur = 2 sigma).
    public func shadows(_ name: String, _ appearance: Appearance) throws -> [BoxShadow] {
        try read(name, appearance, as: .shadow) { try $0.shadows($1) }
    }

    /// The parts of a `typography` token, in points; an `em` in its `letterSpacing` (or a
    /// `lineHeight` given as a dimension) is relative to its own `fontSize`.
    public func typography(_ name: String, _ appearance: Appearance = .light) throws -> TokenTypography {
        try read(name, appearance, as: .typography) { try $0.typography($1) }
    }

    /// Every colour token for an appearance, under its dotted name and also, for tokens in the
    /// top-level `color` group, under the name without `color.` (`color.primary` is also
    /// `primary`), so spec colours may use either. A full name wins over a short one. Tokens
    /// that fail to resolve are left out; `validate()` reports them.
    func colorScheme(_ appearance: Appearance, name: String) -> ColorScheme {
        var colors: [String: RGBAColor] = [:]
        let memo = TokenResolutionMemo(self, appearance)
        for tokenName in tokens.keys {
            guard let resolved = try? memo.resolve(tokenName, as: nil), resolved.type == .color, resolved.blocked == nil,
                  let color = try? reader(resolved, appearance).color(resolved.node) else { continue }
            colors[tokenName] = color
        }
        return colorScheme(colors: colors, name: name)
    }

    /// The scheme of `colors`, this theme's colour tokens read for one appearance (by full
    /// name), adding the short names as `colorScheme(_:name:)` describes.
    package func colorScheme(colors: [String: RGBAColor], name: String) -> ColorScheme {
        var colors = colors
        for (tokenName, color) in colors where tokenName.hasPrefix("color.") {
            let short = String(tokenName.dropFirst("color.".count))
            if colors[short] == nil, tokens[short] == nil { colors[short] = color }
        }
        return ColorScheme(name: name, tokens: colors)
    }
}
