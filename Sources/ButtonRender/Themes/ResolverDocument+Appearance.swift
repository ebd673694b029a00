/// A resolver document as a ButtonRender theme: the light and dark appearances come from the
/// contexts `light` and `dark` of a modifier named `appearance`; other modifiers take the
/// context `inputs` names, or their default.
extension ResolverDocument {
    /// The modifier that selects light or dark.
    public static let appearanceModifier = "appearance"
    /// The modifier a spec's `contentSizeCategory` selects, when a resolver has it.
    public static let textSizeModifier = "contentSizeCategory"

    /// The theme: tokens whose value is the light context's and whose dark value is the dark
    /// context's. Without an `appearance` modifier both appearances are the same. `inputs`
    /// may not name `appearance`; use the appearance the spec asks for instead.
    public func theme(inputs: [String: String] = [:]) throws -> DesignTokens {
        let modifiers = try modifiers()
        var inputs = inputs
        if let textSize = inputs[ResolverDocument.textSizeModifier],
           modifiers.first(where: { $0.name == ResolverDocument.textSizeModifier })?.contexts.contains(textSize) != true {
            inputs[ResolverDocument.textSizeModifier] = nil  // the resolver does not offer this size: keep its default
        }
        let run = ResolverRun()
        guard let appearance = modifiers.first(where: { $0.name == ResolverDocument.appearanceModifier }) else {
            return try resolve(inputs, run: run)
        }
        for context in ["light", "dark"] where !appearance.contexts.contains(context) {
            throw TokenError(file: file, message: "modifier 'appearance' needs the contexts light and dark; it has \(appearance.contexts.joined(separator: ", "))")
        }
        inputs[ResolverDocument.appearanceModifier] = "light"
        let light = try resolve(inputs, run: run)
        inputs[ResolverDocument.appearanceModifier] = "dark"
        let dark = try resolve(inputs, run: run)
        return light.withDarkValues(from: dark)
    }
}

extension DesignTokens {
    /// These tokens (the light ones) with each token's dark value taken from `dark`; a token
    /// only `dark` has is added with its value for both appearances.
    func withDarkValues(from dark: DesignTokens) -> DesignTokens {
        var merged = self
        for (name, darkToken) in dark.tokens {
            guard var token = merged.tokens[name] else { merged.tokens[name] = darkToken; continue }
            if darkToken.value != token.value || darkToken.file != token.file {
                token.dark = darkToken.value
                token.darkDeviations = darkToken.deviations
                token.darkOrigin = darkToken.origin
                token.darkDefinedAt = darkToken.definedAt
                token.darkPlace = (darkToken.file, darkToken.line, darkToken.column)
            }
            if token.type == nil { token.type = darkToken.type }
            merged.tokens[name] = token
        }
        for source in dark.sources where !merged.sources.contains(source) { merged.sources.append(source) }
        merged.resolverDeviations += dark.resolverDeviations.filter { !merged.resolverDeviations.contains($0) }
        return merged
    }
}
