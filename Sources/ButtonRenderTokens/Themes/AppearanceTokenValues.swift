import ButtonRenderModel

/// Every token of a theme read once for one appearance, by type: what `DesignTokens.color`,
/// `dimension`, `number`, `fontFamily` and `fontWeight` return for each name that reads
/// without an error. A resolver asks for the same dozen tokens for every button, and
/// following a token's references and reading its value (a colour object converted from its
/// colour space) each time cost more than a lookup; a theme's tokens never change once
/// loaded, so the answers are read when a `ThemeContext` is built and kept with it.
///
/// A name missing here (no such token, another type, a value that does not read) is one the
/// typed getters would refuse: ask them for the error.
package struct AppearanceTokenValues: Sendable {
    /// `color` tokens.
    package private(set) var colors: [String: RGBAColor] = [:]
    /// `dimension` tokens, in points.
    package private(set) var dimensions: [String: Double] = [:]
    /// `number` tokens.
    package private(set) var numbers: [String: Double] = [:]
    /// `fontFamily` tokens (the first family of a list).
    package private(set) var fontFamilies: [String: String] = [:]
    /// `fontWeight` tokens, numeric.
    package private(set) var fontWeights: [String: Int] = [:]

    /// Reads every token of `tokens` in `appearance`, following references as the typed getters
    /// do (`DesignTokens.resolve`); tokens that fail to resolve or read are left out.
    package init(_ tokens: DesignTokens, _ appearance: Appearance) {
        let memo = TokenResolutionMemo(tokens, appearance)
        for name in tokens.tokens.keys {
            guard let resolved = try? memo.resolve(name, as: nil), resolved.blocked == nil else { continue }
            let reader = tokens.reader(resolved, appearance)
            switch resolved.type {
            case .color:
                // A drawn `alpha` along the chain is the colour's opacity, and a Tokens Studio
                // modifier changes it, as `DesignTokens.read` gives it.
                colors[name] = try? resolved.drawn(reader.color(resolved.node), tokens: tokens, appearance: appearance)
            case .dimension: dimensions[name] = try? reader.dimension(resolved.node)
            case .number: numbers[name] = try? reader.number(resolved.node)
            case .fontFamily: fontFamilies[name] = try? reader.fontFamily(resolved.node)
            case .fontWeight: fontWeights[name] = try? reader.fontWeight(resolved.node)
            default: continue
            }
        }
    }
}
