import ButtonRenderModel

extension DesignTokens {
    /// These tokens, resolved in the context `context` of the appearance modifier (nil without
    /// one), with the vendor extensions a system file asked for applied (`VendorExtensions`):
    /// a token's `org.primer.overrides` value for `context` replaces its value (its `alpha`
    /// with it), and a sibling `alpha` is drawn. An extension not asked for changes nothing; an
    /// `alpha` it would have drawn stays a deviation, so drawing that token is still an error.
    func applying(_ extensions: VendorExtensions, context: String?) -> DesignTokens {
        guard extensions != .none else { return self }
        var applied = self
        for (name, token) in tokens {
            var token = token
            var changed = false
            if extensions.contextOverrides, let context, let override = token.contextOverrides?[context] {
                // An object with `$value` (and perhaps `alpha`), or the value itself.
                if let value = override.member("$value")?.value {
                    token.value = value
                    token.alpha = override.member("alpha").flatMap { if case .number(let a) = $0.value.kind { return a } else { return nil } }
                } else {
                    token.value = override
                    token.alpha = nil
                }
                token.origin = [token.origin, "$extensions.\(VendorExtensions.contextOverridesKey).\(context)"].compactMap { $0 }.joined(separator: ", ")
                changed = true
            }
            if extensions.alpha {
                token.readsAlpha = true
                token.deviations.removeAll { $0.kind == .propertyWithoutDollar("alpha") }
                changed = true
            }
            if changed { applied.tokens[name] = token }
        }
        return applied
    }

    /// The tokens the buttons may read that carry a vendor extension `extensions` does not
    /// apply, by extension name (`alpha`, `org.primer.overrides`), sorted: what a system
    /// check warns of.
    package func unappliedVendorExtensions(_ extensions: VendorExtensions) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for (name, token) in tokens {
            if !extensions.alpha, token.alpha != nil { found["alpha", default: []].append(name) }
            if !extensions.contextOverrides, token.contextOverrides != nil { found[VendorExtensions.contextOverridesKey, default: []].append(name) }
        }
        return found.mapValues { $0.sorted() }
    }
}
