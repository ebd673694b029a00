/// Where tokens came from, and the warnings they carry.
extension DesignTokens {
    /// One line per deprecated token (`$deprecated`, Format 2025.10 §5.6), located and naming
    /// the token and the reason, in name order. Deprecated tokens still resolve; callers such
    /// as `render-cli tokens` print these.
    public var warnings: [String] {
        tokens.values.filter { $0.deprecated != nil }.sorted { $0.name < $1.name }.map { token in
            TokenError(file: token.file, line: token.line, column: token.column, token: token.name,
                       .deprecated(reason: token.deprecated ?? "")).description
        }
    }
}

extension DesignTokens {
    /// True when some token came from a resolver set or modifier context.
    package var hasResolverOrigins: Bool { tokens.values.contains { $0.origin != nil } }
}

extension DesignTokens {
    /// Removes `prefix` (a folder, ending in "/") from the files the tokens name, so that the
    /// built-in themes name `material.tokens.json` rather than a path inside the bundle.
    mutating func stripDirectory(_ prefix: String) {
        func strip(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        for (name, var token) in tokens {
            token.file = strip(token.file)
            token.darkDefinedAt = token.darkDefinedAt.map(strip)
            token.darkPlace = token.darkPlace.map { (strip($0.file), $0.line, $0.column) }
            token.deviations = token.deviations.map { var d = $0; d.file = strip(d.file); return d }
            token.darkDeviations = token.darkDeviations?.map { var d = $0; d.file = strip(d.file); return d }
            tokens[name] = token
        }
        sources = sources.map(strip)
    }
}
