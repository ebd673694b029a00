import ButtonRenderModel

/// The deviations from DTCG 2025.10 a theme's tokens carry (`TokenDeviation`), for the command
/// line (`render-cli tokens`, and the warnings of a run) and for `--strict-tokens`.
extension DesignTokens {
    /// Every deviation of every token, in file order (the order of `sources`, then line and
    /// column), each once: members without `$`, and what reading each literal value finds
    /// (units such as `em`, `dp` or `vw`, a hex fallback not `#rrggbb`, a typography
    /// lineHeight given as a dimension). A token that only refers to another carries none of
    /// its own; drawing it reports the deviation of the token it refers to.
    public var deviations: [TokenDeviation] {
        var found: [TokenDeviation] = []
        var seen = Set<TokenDeviation>()
        func add(_ list: [TokenDeviation]) {
            for deviation in list where seen.insert(deviation).inserted { found.append(deviation) }
        }
        add(resolverDeviations)
        let memos = [Appearance.light: TokenResolutionMemo(self, .light), .dark: TokenResolutionMemo(self, .dark)]
        let log = DeviationLog()
        for token in orderedTokens {
            add(token.deviations)
            if !token.deviations.contains(where: { if case .unknownType = $0.kind { return true } else { return false } }) {
                do { _ = try memos[.light]!.resolve(token.name, as: nil) } catch let error as TokenError where error.problem == .missingType {
                    add([TokenDeviation(kind: .missingType, token: token.name, file: token.file, line: token.line, column: token.column)])
                } catch {}
            }
            for appearance in Appearance.allCases {
                if appearance == .dark, token.dark == nil { continue }
                let holder = token.holder(for: appearance)
                if appearance == .dark { add(holder.deviations) }
                let node = token.value(for: appearance)
                if let reference = node.reference {
                    if tokens[reference] == nil {
                        add([TokenDeviation(kind: .unresolvedReference(reference), token: token.name, file: holder.file,
                                            line: node.line ?? holder.line, column: node.column ?? holder.column)])
                    }
                    continue
                }
                guard let type = token.type ?? (try? memos[appearance]!.resolve(token.name, as: nil))?.type else { continue }
                // This literal's own deviations: a part that refers to another token is checked
                // to exist, and that token's deviations are its own.
                log.found.removeAll(keepingCapacity: true)
                try? TokenValueReader(token: holder, tokens: self, appearance: appearance, mode: .check, log: log).check(node, as: type)
                add(log.found)
            }
        }
        return found
    }

    /// Fails at the first deviation (`deviations`) when `strictness` is `.strict`; does nothing
    /// when it is `.lenient`.
    public func check(_ strictness: TokenStrictness) throws {
        guard strictness == .strict else { return }
        let all = deviations
        if let first = all.first { throw first.error(.strict(more: all.count - 1)) }
    }

    /// The warnings of `deviations`, one line per kind (`TokenDeviation.summaries`).
    package var deviationSummaries: [String] { TokenDeviation.summaries(deviations) }
}
