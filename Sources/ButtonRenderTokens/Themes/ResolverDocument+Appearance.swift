import ButtonRenderModel

/// A resolver document as a ButtonRender theme: the light and dark appearances come from two
/// contexts of one modifier (by default the contexts `light` and `dark` of a modifier named
/// `appearance`; a system file maps its own, `ModeMapping`); other modifiers take the context
/// `inputs` names, or their default.
extension ResolverDocument {
    /// The modifier that selects light or dark by default.
    package static let appearanceModifier = "appearance"
    /// The modifier a spec's `contentSizeCategory` selects by default, when a resolver has it.
    package static let textSizeModifier = "contentSizeCategory"

    /// The theme: tokens whose value is the light context's and whose dark value is the dark
    /// context's. Without the appearance modifier both appearances are the same, unless
    /// `modes` names one explicitly (a system file): then it is an error. `inputs` may not name
    /// the appearance modifier; use the appearance the spec asks for instead. An input for the
    /// text-size modifier that the resolver does not offer keeps the modifier's default.
    package func theme(inputs: [String: String] = [:], modes: ModeMapping = .standard) throws -> DesignTokens {
        let modifiers = try modifiers()
        var inputs = inputs
        let textSizeModifier = modes.textSize?.modifier ?? ResolverDocument.textSizeModifier
        if let textSize = inputs[textSizeModifier],
           modifiers.first(where: { $0.name == textSizeModifier })?.contexts.contains(textSize) != true {
            inputs[textSizeModifier] = nil  // the resolver does not offer this size: keep its default
        }
        let run = ResolverRun()
        let mapping = modes.appearance
        guard let appearance = modifiers.first(where: { $0.name == mapping.modifier }) else {
            if mapping != .standard {
                var message = "has no modifier '\(mapping.modifier)' (the system file's modes.appearance.modifier)"
                if let near = nearestName(to: mapping.modifier, in: modifiers.map(\.name)) { message += "; did you mean '\(near)'?" }
                throw TokenError(file: file, message: message + "; modifiers: " + (modifiers.isEmpty ? "none" : modifiers.map(\.name).joined(separator: ", ")))
            }
            return try resolve(inputs, run: run).applying(modes.extensions, context: nil)
        }
        for context in [mapping.light, mapping.dark] where !appearance.contexts.contains(context) {
            throw TokenError(file: file, message: "modifier '\(mapping.modifier)' has no context '\(context)' for the appearance; it has \(appearance.contexts.joined(separator: ", "))")
        }
        inputs[mapping.modifier] = mapping.light
        let light = try resolve(inputs, run: run).applying(modes.extensions, context: mapping.light)
        inputs[mapping.modifier] = mapping.dark
        let dark = try resolve(inputs, run: run).applying(modes.extensions, context: mapping.dark)
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
            if darkToken.value != token.value || darkToken.file != token.file || darkToken.alpha != token.alpha
                || darkToken.modify != token.modify {
                token.dark = darkToken.value
                token.darkAlpha = darkToken.alpha
                token.darkModify = darkToken.modify
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
