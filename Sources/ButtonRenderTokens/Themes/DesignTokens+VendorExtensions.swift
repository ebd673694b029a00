import ButtonRenderModel

extension DesignTokens {
    /// These tokens, resolved in the context `context` of the appearance modifier (nil without
    /// one), with the vendor extensions a system file asked for applied (`VendorExtensions`):
    /// a token's `org.primer.overrides` value for `context` replaces its value (its `alpha`
    /// with it), a sibling `alpha` is drawn, and Tokens Studio's `modify` changes colours. An extension not asked for changes nothing; an
    /// `alpha` it would have drawn stays a deviation, so drawing that token is still an error,
    /// and so does an `alpha` that is not a number from 0 to 1 (nothing is drawn at a guess).
    func applying(_ extensions: VendorExtensions, context: String?) -> DesignTokens {
        guard extensions != .none else { return self }
        var applied = self
        for (name, token) in tokens {
            var token = token
            var changed = false, overridden = false
            if extensions.contextOverrides, let context, let override = token.contextOverrides?[context] {
                // An object with `$value` (and perhaps `alpha`), or the value itself.
                // The token's own `alpha` no longer applies: the override's value replaces it all.
                token.deviations.removeAll { $0.kind == .propertyWithoutDollar("alpha") }
                token.alpha = nil
                if let value = override.member("$value")?.value {
                    token.value = value
                    if let alpha = override.member("alpha") {
                        // Drawn only as `alpha` is (asked for, and a number from 0 to 1); else
                        // drawing the token is an error at it, as for the token's own.
                        if extensions.alpha, case .number(let a) = alpha.value.kind, (0...1).contains(a) {
                            token.alpha = a
                        } else {
                            token.deviations.append(TokenDeviation(kind: .propertyWithoutDollar("alpha"), token: name, file: token.file,
                                                                   line: alpha.line, column: alpha.column))
                        }
                    }
                } else {
                    token.value = override
                }
                overridden = true
                token.origin = [token.origin, "$extensions.\(VendorExtensions.contextOverridesKey).\(context)"].compactMap { $0 }.joined(separator: ", ")
                changed = true
            }
            if extensions.alpha {
                token.readsAlpha = true
                if let alpha = token.alpha, (0...1).contains(alpha) {
                    // The token's own `alpha` is drawn now, no longer a deviation (an override's
                    // valid one never was; an override's invalid one stays).
                    if !overridden { token.deviations.removeAll { $0.kind == .propertyWithoutDollar("alpha") } }
                } else {
                    token.alpha = nil
                }
                changed = true
            }
            if extensions.tokensStudioModify, token.modify != nil || token.darkModify != nil {
                token.readsModify = true
                changed = true
            }
            if changed { applied.tokens[name] = token }
        }
        return applied
    }

    /// The tokens the buttons may read that carry a vendor extension `extensions` does not
    /// apply, by extension name (`alpha`, `org.primer.overrides`, `studio.tokens`), sorted: what a system
    /// check warns of.
    package func unappliedVendorExtensions(_ extensions: VendorExtensions) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for (name, token) in tokens {
            if !extensions.alpha, token.alpha != nil { found["alpha", default: []].append(name) }
            if !extensions.contextOverrides, token.contextOverrides != nil { found[VendorExtensions.contextOverridesKey, default: []].append(name) }
            if !extensions.tokensStudioModify, token.modify != nil || token.darkModify != nil {
                found[VendorExtensions.tokensStudioKey, default: []].append(name)
            }
        }
        return found.mapValues { $0.sorted() }
    }
}
