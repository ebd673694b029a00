import ButtonRenderModel

/// Where following a token's references ended: the token holding the literal value, that
/// value, and the type the chain settled on.
package struct ResolvedToken {
    /// The token whose value is a literal (the one asked for when it is not a reference).
    var token: DesignToken
    /// The literal value for the appearance.
    var node: TokenNode
    /// The first type along the chain, starting with the token asked for.
    package var type: TokenType
    /// The first deviation along the chain that makes the value's meaning unknown (a member
    /// without `$` on any token followed), which drawing the value reports.
    var blocked: TokenDeviation?
    /// The opacity of the nearest drawn `alpha` along the chain (`VendorExtensions.alpha`).
    var alpha: Double? = nil

    /// The tokens along the chain whose Tokens Studio `modify` applies
    /// (`VendorExtensions.tokensStudioModify`), from the token asked for to the holder.
    var modifiers: [DesignToken] = []

    /// `color`, the literal read as a colour, with the chain's modifiers applied (the holder's
    /// first, then each referring token's, as Style Dictionary transforms a referred value
    /// before the token referring to it) and at the chain's drawn `alpha` when it has one.
    func drawn(_ color: RGBAColor, tokens: DesignTokens, appearance: Appearance) throws -> RGBAColor {
        var drawn = color
        for token in modifiers.reversed() {
            guard let node = token.drawnModify(for: appearance) else { continue }
            let read = try TokensStudioModify.read(node, of: token.holder(for: appearance), tokens: tokens, appearance: appearance)
            drawn = try read.modifier.apply(to: drawn, token: read.writtenIn, tokens: tokens, appearance: appearance)
        }
        if let alpha { drawn.alpha = alpha }
        return drawn
    }

    /// Whether the colour read from the literal is changed on the way (`drawn`).
    var changesColor: Bool { alpha != nil || !modifiers.isEmpty }
}

extension DesignTokens {
    /// The longest chain of references followed before giving up.
    package static let maximumChainLength = 64

    /// Follows `name`'s references in `appearance` to a literal value. Fails, naming `name`
    /// and the chain, on a missing token, an unknown reference, a cycle, a chain of tokens of
    /// different types, a token without a type when `expected` is nil (with one, an untyped
    /// chain is read as `expected`), or a type other than `expected`. Costs the
    /// chain's length (at most `maximumChainLength`); the chain's words are composed only for
    /// an error.
    package func resolve(_ name: String, _ appearance: Appearance, as expected: TokenType?) throws -> ResolvedToken {
        guard let start = tokens[name] else { throw missingToken(name) }
        var current = start
        var node = start.value(for: appearance)
        var type = start.type
        var chain = [name]
        var seen: Set<String> = [name]
        var blocked = start.deviations(for: appearance).first
        var alpha = start.drawnAlpha(for: appearance)
        var modifiers = start.drawnModify(for: appearance) == nil ? [] : [start]
        while let reference = node.reference {
            func path() -> String { chainText(chain + [reference]) }
            if seen.contains(reference) {
                throw current.error(at: node, .referenceCycle(chain: path()), token: name)
            }
            guard let next = tokens[reference] else {
                throw current.error(at: node, .unknownReference(name: reference, suggestion: nearest(to: reference),
                                                                chain: chain.count > 1 ? path() : nil), token: name)
            }
            guard chain.count < DesignTokens.maximumChainLength else {
                throw current.error(at: node, .chainTooDeep(limit: DesignTokens.maximumChainLength, chain: path()), token: name)
            }
            if let own = type, let theirs = next.type, own != theirs {
                throw current.error(at: node, .typeMismatch(own: own.phrase, referred: theirs.phrase, chain: path()), token: name)
            }
            type = type ?? next.type
            chain.append(reference)
            seen.insert(reference)
            current = next
            node = next.value(for: appearance)
            blocked = blocked ?? next.deviations(for: appearance).first
            alpha = alpha ?? next.drawnAlpha(for: appearance)
            if next.drawnModify(for: appearance) != nil { modifiers.append(next) }
        }
        // A token with no type anywhere (a deviation) is read as the type asked for.
        guard let type = type ?? expected else {
            throw start.error(.missingType)
        }
        if let expected, expected != type {
            throw start.error(.wrongType(actual: type.phrase, expected: expected.phrase))
        }
        return ResolvedToken(token: current, node: node, type: type, blocked: blocked, alpha: alpha, modifiers: modifiers)
    }

    /// A reader of a resolution's literal, located where that literal was written.
    func reader(_ resolved: ResolvedToken, _ appearance: Appearance, mode: TokenReadMode = .draw,
                log: DeviationLog? = nil) -> TokenValueReader {
        TokenValueReader(token: resolved.token.holder(for: appearance), tokens: self, appearance: appearance, mode: mode, log: log)
    }

    /// `read` applied to the literal `name` resolves to as `type`, with that literal's reader
    /// in `mode`. When drawing, a token along the chain whose meaning is unknown (a member
    /// without `$`) is an error at that member.
    func read<T>(_ name: String, _ appearance: Appearance, as type: TokenType, mode: TokenReadMode = .draw,
                 _ read: (TokenValueReader, TokenNode) throws -> T) throws -> T {
        let resolved = try resolve(name, appearance, as: type)
        if mode == .draw, let blocked = resolved.blocked { throw blocked.error(.drawn(reason: DesignTokens.notDrawnReason(blocked.kind))) }
        let value = try read(reader(resolved, appearance, mode: mode), resolved.node)
        guard resolved.changesColor else { return value }
        // A drawn `alpha` along the chain is the colour's opacity; a Tokens Studio modifier changes the colour.
        if let color = value as? RGBAColor, let changed = try resolved.drawn(color, tokens: self, appearance: appearance) as? T { return changed }
        if let modified = resolved.modifiers.first, let node = modified.drawnModify(for: appearance) {
            throw modified.holder(for: appearance).error(at: node, "a \(TokensStudioModify.extensionKey) modify changes colours only; '\(name)' is a \(resolved.type.phrase) token")
        }
        return value
    }

    /// Why a value with a member the format does not define is not drawn.
    static let unknownMeaning = "what it means is unknown, so the value is not drawn as written; remove it, or move it into $extensions"

    /// Why a token whose object deviates (`DesignToken.deviations`) is not drawn.
    static func notDrawnReason(_ kind: TokenDeviation.Kind) -> String {
        if case .unknownType(let name) = kind { return "a button draws no '\(name)' token" }
        return unknownMeaning
    }

    /// Resolves and reads every token in both appearances, throwing the first problem in file
    /// order: unknown references, cycles, type mismatches and values that do not fit their
    /// type. Deviations from DTCG 2025.10 (`deviations`, tokens without a type among them)
    /// pass. Each chain
    /// of references is followed once (`TokenResolutionMemo`) and each literal checked once
    /// per appearance, so a file of long alias chains costs what its size does.
    package func validate() throws {
        let ordered = orderedTokens
        for appearance in Appearance.allCases {
            let memo = TokenResolutionMemo(self, appearance)
            var checked = Set<String>()
            for token in ordered {
                let resolved: ResolvedToken
                do { resolved = try memo.resolve(token.name, as: nil) } catch let error as TokenError where error.problem.isDeviation {
                    continue  // listed by `deviations`; drawing the token reports it
                }
                let reader = reader(resolved, appearance, mode: .check)
                // Tokens Studio modifiers along the chain (each token's own): each must read and apply.
                if !resolved.modifiers.isEmpty, resolved.type == .color, resolved.blocked == nil {
                    _ = try resolved.drawn(reader.color(resolved.node), tokens: self, appearance: appearance)
                }
                guard checked.insert(resolved.token.name).inserted else { continue }
                try reader.check(resolved.node, as: resolved.type)
            }
        }
    }

    /// Every token in file order: by the position of its file in `sources`, then line, column
    /// and name.
    var orderedTokens: [DesignToken] {
        var rank: [String: Int] = [:]
        for (index, source) in sources.enumerated() where rank[source] == nil { rank[source] = index }
        // Sorted as small keys, not as tokens: a token is a large value to move.
        let all = Array(tokens.values)
        let keys = all.map { (file: rank[$0.file] ?? 0, line: $0.line ?? 0, column: $0.column ?? 0, name: $0.name) }
        return all.indices.sorted { i, j in
            let a = keys[i], b = keys[j]
            if a.file != b.file { return a.file < b.file }
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            return a.name < b.name
        }.map { all[$0] }
    }

    /// The token name nearest `name`, for a "did you mean".
    package func nearest(to name: String) -> String? { nearestName(to: name, in: Array(tokens.keys)) }

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

/// Resolves many tokens of one theme in one appearance, following each chain of references
/// once: a token whose chain reaches a token already resolved takes that one's result, so
/// resolving every token of a file of alias chains costs the number of tokens, not the sum of
/// the chains' lengths. A token that fails to resolve is resolved again the plain way, which
/// words the error.
final class TokenResolutionMemo {
    /// What a token resolves to, before its own type is required: small, so that the memo of
    /// a large theme moves little when it grows.
    private struct Step {
        /// The name of the token holding the literal.
        var holder: String
        var type: TokenType?
        var blocked: TokenDeviation?
        /// The nearest drawn `alpha` from this token to the holder.
        var alpha: Double?
        /// Whether a Tokens Studio modifier applies on the way (then the plain walk, which
        /// lists them, resolves the token).
        var modified: Bool
        /// Names from this token to the holder, both included.
        var length: Int
    }

    private let tokens: DesignTokens
    private let appearance: Appearance
    private var steps: [String: Step] = [:]

    /// A memo for `tokens` in `appearance`.
    init(_ tokens: DesignTokens, _ appearance: Appearance) {
        self.tokens = tokens
        self.appearance = appearance
        steps.reserveCapacity(tokens.tokens.count)
    }

    /// What `tokens.resolve(name, appearance, as: expected)` returns, or its error.
    func resolve(_ name: String, as expected: TokenType?) throws -> ResolvedToken {
        if steps[name] == nil { walk(from: name) }
        guard let step = steps[name], let type = step.type, expected == nil || expected == type, !step.modified,
              let holder = tokens.tokens[step.holder] else {
            return try tokens.resolve(name, appearance, as: expected)
        }
        return ResolvedToken(token: holder, node: holder.value(for: appearance), type: type, blocked: step.blocked, alpha: step.alpha)
    }

    /// Follows `name`'s chain up to a literal or a token already resolved, then records every
    /// token on the way; stops, recording nothing more, at the first problem.
    private func walk(from name: String) {
        // Most tokens hold a literal or refer to one resolved already: one step, no list.
        if let token = tokens.tokens[name] {
            let own = token.deviations(for: appearance).first
            guard let reference = token.value(for: appearance).reference else {
                steps[name] = Step(holder: name, type: token.type, blocked: own, alpha: token.drawnAlpha(for: appearance),
                                   modified: token.drawnModify(for: appearance) != nil, length: 1)
                return
            }
            if let next = steps[reference] {
                if let mine = token.type, let theirs = next.type, mine != theirs { return }
                guard next.length < DesignTokens.maximumChainLength else { return }
                steps[name] = Step(holder: next.holder, type: token.type ?? next.type, blocked: own ?? next.blocked,
                                   alpha: token.drawnAlpha(for: appearance) ?? next.alpha,
                                   modified: next.modified || token.drawnModify(for: appearance) != nil, length: next.length + 1)
                return
            }
        }
        // At most `maximumChainLength` tokens, usually one or two: a list is the cheaper set.
        var walked: [DesignToken] = []
        var current = name
        var tail: Step?
        while true {
            guard let token = tokens.tokens[current], walked.count < DesignTokens.maximumChainLength,
                  !walked.contains(where: { $0.name == current }) else { return }
            walked.append(token)
            guard let reference = token.value(for: appearance).reference else { break }
            if let known = steps[reference] { tail = known; break }
            current = reference
        }
        for token in walked.reversed() {
            let own = token.deviations(for: appearance).first
            guard let next = tail else {
                tail = Step(holder: token.name, type: token.type, blocked: own, alpha: token.drawnAlpha(for: appearance),
                            modified: token.drawnModify(for: appearance) != nil, length: 1)
                steps[token.name] = tail
                continue
            }
            if let mine = token.type, let theirs = next.type, mine != theirs { return }
            guard next.length < DesignTokens.maximumChainLength else { return }
            tail = Step(holder: next.holder, type: token.type ?? next.type, blocked: own ?? next.blocked,
                        alpha: token.drawnAlpha(for: appearance) ?? next.alpha,
                        modified: next.modified || token.drawnModify(for: appearance) != nil, length: next.length + 1)
            steps[token.name] = tail
        }
    }
}
