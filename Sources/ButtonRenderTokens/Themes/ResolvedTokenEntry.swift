import ButtonRenderModel
import Foundation

/// One token as a button will read it, for `render-cli tokens`: its value after following
/// aliases, and where each step came from.
public struct ResolvedTokenEntry: Codable, Equatable, Sendable {
    /// The dotted name.
    public var name: String
    /// The type (`color`, `dimension`, ...).
    public var type: String
    /// The value as drawn: colours as sRGB `#RRGGBBAA`, dimensions in points, durations in
    /// milliseconds, other values as compact JSON.
    public var value: String
    /// The names followed, starting with `name` and ending at the token holding the value.
    package var chain: [String]
    /// `file:line:column` of the token holding the value.
    package var definedAt: String
    /// The resolver set or modifier context that token came from, when a resolver built the theme.
    package var origin: String?
    /// Why the token is deprecated, when it is.
    public var deprecated: String?
    /// The deviations from DTCG 2025.10 of the tokens followed (`DesignTokens.deviations`),
    /// when there are any: warnings, or the error drawing this token's value would be.
    public var deviations: [TokenDeviation]?
}

extension DesignTokens {
    /// Every token resolved for `appearance`, sorted by name. Fails on the first token that
    /// does not resolve (as `validate()` would). A value that deviates from DTCG 2025.10 is
    /// shown as written (`0.4em`), with the deviations of the tokens followed.
    package func resolvedEntries(_ appearance: Appearance) throws -> [ResolvedTokenEntry] {
        try resolvedEntries(appearance, deviations: deviations)
    }

    /// `resolvedEntries(_:)` with the theme's `deviations` already computed.
    package func resolvedEntries(_ appearance: Appearance, deviations: [TokenDeviation]) throws -> [ResolvedTokenEntry] {
        var deviationsByToken: [String: [TokenDeviation]] = [:]
        for deviation in deviations { deviationsByToken[deviation.token, default: []].append(deviation) }
        let memo = TokenResolutionMemo(self, appearance)
        // Each token's chain of names, built from the chain of the token it refers to.
        var chains: [String: [String]] = [:]
        func chain(of name: String) -> [String] {
            if let known = chains[name] { return known }
            var walked: [String] = []
            var current = name
            var tail: [String] = []
            var ended = false
            while walked.count < DesignTokens.maximumChainLength, let token = tokens[current] {
                walked.append(current)
                guard let next = token.value(for: appearance).reference, tokens[next] != nil, !walked.contains(next) else { ended = true; break }
                if let known = chains[next] { tail = known; ended = true; break }
                current = next
            }
            // A chain cut at the limit is shown cut, and remembered for no one.
            guard ended else { return walked.isEmpty ? [name] : walked }
            for link in walked.reversed() {
                tail = Array(([link] + tail).prefix(DesignTokens.maximumChainLength))
                chains[link] = tail
            }
            return chains[name] ?? [name]
        }
        return try names.map { name in
            let chain = chain(of: name)
            var holder = tokens[chain[chain.count - 1]]!
            let node = holder.value(for: appearance)
            let followed = chain.flatMap { deviationsByToken[$0] ?? [] }
            var type = "", value = ""
            do {
                let resolved = try memo.resolve(name, as: nil)
                holder = resolved.token
                type = resolved.type.rawValue
                value = try reader(resolved, appearance, mode: .check).displayText(resolved.node, as: resolved.type)
            } catch let error as TokenError where error.problem == .missingType {
                // No type (a deviation, or a type the format lacks): the value as written.
                type = holder.deviations(for: appearance).lazy.compactMap { deviation -> String? in
                    if case .unknownType(let name) = deviation.kind { return name } else { return nil }
                }.first ?? "untyped"
                value = node.jsonText
            }
            let usesDark = appearance == .dark && holder.dark != nil
            return ResolvedTokenEntry(
                name: name, type: type, value: value,
                chain: chain,
                definedAt: usesDark ? (holder.darkDefinedAt ?? holder.definedAt) : holder.definedAt,
                origin: usesDark ? (holder.darkOrigin ?? holder.origin) : holder.origin,
                deprecated: tokens[name]?.deprecated,
                deviations: followed.isEmpty ? nil : followed)
        }
    }
}

extension DesignToken {
    /// `file:line:column` of the token's key.
    var definedAt: String {
        TokenError(file: file, line: line, column: column, message: "").description.trimmingCharacters(in: CharacterSet(charactersIn: ": "))
    }
}

extension TokenValueReader {
    /// The value as `render-cli tokens` shows it.
    func displayText(_ node: TokenNode, as type: TokenType) throws -> String {
        switch type {
        case .color: return try color(node).hexText
        case .dimension:
            if let written = deviatingDimensionText(node) { return written }
            return formatNumber(try dimension(node)) + "pt"
        case .number: return formatNumber(try number(node))
        case .fontFamily: return try fontFamily(node)
        case .fontWeight: return String(try fontWeight(node))
        case .duration: return formatNumber(try duration(node)) + "ms"
        case .shadow:
            return try shadowLayers(node).map { layer in
                let s = layer.shadow
                return (layer.inset ? "inset " : "") + [s.x, s.y, s.blur, s.spread].map { formatNumber($0) + "pt" }.joined(separator: " ")
                    + " " + s.color.hexText
            }.joined(separator: ", ")
        default:
            try check(node, as: type)
            return node.jsonText
        }
    }
}

extension TokenValueReader {
    /// A dimension whose unit deviates from DTCG 2025.10 as written (`0.4em`, `4dp`), since
    /// it has no value in points; nil for any other value.
    func deviatingDimensionText(_ node: TokenNode) -> String? {
        guard case .object = node.kind, case .number(let amount)? = node.member("value")?.value.kind,
              case .string(let unit)? = node.member("unit")?.value.kind,
              !["px", "pt", "rem"].contains(unit) else {
            if case .string(let text) = node.kind, !["px", "pt", "rem"].contains(where: text.hasSuffix),
               let last = text.last, last.isLetter || last == "%" { return text }
            return nil
        }
        return formatNumber(amount) + unit
    }
}

extension RGBAColor {
    /// `#RRGGBBAA`, each channel rounded to 8 bits.
    var hexText: String {
        let digits = [red, green, blue, alpha].map { channel -> String in
            let byte = Int((min(1, max(0, channel)) * 255).rounded())
            return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        return "#" + digits.joined()
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
