/// Where following a token's references ended: the token holding the literal value, that
/// value, and the type the chain settled on.
struct ResolvedToken {
    /// The token whose value is a literal (the one asked for when it is not a reference).
    var token: DesignToken
    /// The literal value for the appearance.
    var node: TokenNode
    /// The first type along the chain, starting with the token asked for.
    var type: TokenType
}

extension DesignTokens {
    /// The longest chain of references followed before giving up.
    static let maximumChainLength = 64

    /// Follows `name`'s references in `appearance` to a literal value. Fails, naming `name`
    /// and the chain, on a missing token, an unknown reference, a cycle, a chain of tokens of
    /// different types, a token without a type, or a type other than `expected`.
    func resolve(_ name: String, _ appearance: Appearance, as expected: TokenType?) throws -> ResolvedToken {
        guard let start = tokens[name] else { throw missingToken(name) }
        var current = start
        var node = start.value(for: appearance)
        var type = start.type
        var chain = [name]
        while let reference = node.reference {
            let path = chainText(chain + [reference])
            if chain.contains(reference) {
                throw current.error(at: node, .referenceCycle(chain: path), token: name)
            }
            guard let next = tokens[reference] else {
                throw current.error(at: node, .unknownReference(name: reference, suggestion: nearest(to: reference),
                                                                chain: chain.count > 1 ? path : nil), token: name)
            }
            guard chain.count < DesignTokens.maximumChainLength else {
                throw current.error(at: node, .chainTooDeep(limit: DesignTokens.maximumChainLength, chain: path), token: name)
            }
            if let own = type, let theirs = next.type, own != theirs {
                throw current.error(at: node, .typeMismatch(own: own.phrase, referred: theirs.phrase, chain: path), token: name)
            }
            type = type ?? next.type
            chain.append(reference)
            current = next
            node = next.value(for: appearance)
        }
        guard let type else {
            throw start.error(.missingType)
        }
        if let expected, expected != type {
            throw start.error(.wrongType(actual: type.phrase, expected: expected.phrase))
        }
        return ResolvedToken(token: current, node: node, type: type)
    }

    /// Resolves and reads every token in both appearances, throwing the first problem in file
    /// order: unknown references, cycles, type mismatches, tokens without a type and values
    /// that do not fit their type.
    public func validate() throws {
        let ordered = tokens.values.sorted { a, b in
            let fileA = sources.firstIndex(of: a.file) ?? 0, fileB = sources.firstIndex(of: b.file) ?? 0
            if fileA != fileB { return fileA < fileB }
            return ((a.line ?? 0), (a.column ?? 0), a.name) < ((b.line ?? 0), (b.column ?? 0), b.name)
        }
        for token in ordered {
            for appearance in Appearance.allCases {
                let resolved = try resolve(token.name, appearance, as: nil)
                let reader = TokenValueReader(token: resolved.token, tokens: self, appearance: appearance)
                try reader.check(resolved.node, as: resolved.type)
            }
        }
    }

    /// The token name nearest `name`, for a "did you mean".
    func nearest(to name: String) -> String? { nearestName(to: name, in: Array(tokens.keys)) }

    /// `a → {b} → {c}` for a chain of names.
    private func chainText(_ chain: [String]) -> String {
        ([chain[0]] + chain.dropFirst().map { "{\($0)}" }).joined(separator: " → ")
    }

    /// The error for reading a token that does not exist.
    private func missingToken(_ name: String) -> TokenError {
        TokenError(file: sources.isEmpty ? nil : sources.joined(separator: " + "), token: name,
                   .noSuchToken(suggestion: nearest(to: name)))
    }
}
