/// A token reference as a system file writes it, before the button it is read for is known:
/// `{button.{style}.bgColor.{state}}` names a token once the style and state are filled in;
/// `{elevation.level{{style}.elevation.{state}}}` also fills in the value of another token
/// (here a number, so `level1`). Placeholders: `{style}`, `{size}` and `{state}` (each as the
/// system file names it) and `{appearance}` (`light` or `dark`).
public struct TokenTemplate: Hashable, Sendable, CustomStringConvertible {
    /// One piece of the token's name.
    public indirect enum Part: Hashable, Sendable {
        /// Characters written out.
        case literal(String)
        /// A placeholder filled in from the button being resolved.
        case placeholder(Placeholder)
        /// Another token whose value, as text, is part of the name.
        case value(TokenTemplate)
    }

    /// What a placeholder stands for.
    public enum Placeholder: String, CaseIterable, Hashable, Sendable {
        /// The style's token name (`styles.<name>.tokens`, else its name).
        case style
        /// The size's token name, likewise.
        case size
        /// The state's name as the system file gives it (the key of `states`).
        case state
        /// `light` or `dark`.
        case appearance
    }

    /// The pieces, in order.
    public let parts: [Part]

    /// The template as written, with its braces.
    public var description: String {
        "{" + parts.map { part in
            switch part {
            case .literal(let text): return text
            case .placeholder(let placeholder): return "{\(placeholder.rawValue)}"
            case .value(let template): return template.description
            }
        }.joined() + "}"
    }

    /// Whether the template names a token with no placeholder or nested value.
    public var isPlain: Bool { parts.allSatisfy { if case .literal = $0 { return true } else { return false } } }

    /// The placeholders used anywhere in the template.
    public var placeholders: Set<Placeholder> {
        var found: Set<Placeholder> = []
        for part in parts {
            switch part {
            case .literal: continue
            case .placeholder(let placeholder): found.insert(placeholder)
            case .value(let template): found.formUnion(template.placeholders)
            }
        }
        return found
    }

    /// Parses `{…}` from the start of `text`; returns the template and the characters after its
    /// closing brace, or a problem in words (with the offset it was found at).
    public static func parse(_ text: Substring) -> Result<(TokenTemplate, Substring), TemplateProblem> {
        guard text.first == "{" else { return .failure(TemplateProblem(offset: 0, message: "a token reference starts with '{'")) }
        return parseBody(text.dropFirst(), depth: 1, start: 1)
    }

    /// Parses a whole string that must be exactly one reference.
    public static func parseWhole(_ text: String) -> Result<TokenTemplate, TemplateProblem> {
        switch parse(Substring(text)) {
        case .failure(let problem): return .failure(problem)
        case .success(let (template, rest)):
            guard rest.isEmpty else {
                return .failure(TemplateProblem(offset: text.count - rest.count,
                                                message: "unexpected '\(rest)' after the reference \(template); write one reference, or calc(...) to combine several"))
            }
            return .success(template)
        }
    }

    /// How deep references may nest inside each other.
    static let maximumDepth = 4

    private static func parseBody(_ text: Substring, depth: Int, start: Int) -> Result<(TokenTemplate, Substring), TemplateProblem> {
        guard depth <= maximumDepth else {
            return .failure(TemplateProblem(offset: start, message: "references nest more than \(maximumDepth) deep"))
        }
        var parts: [Part] = []
        var literal = ""
        var rest = text
        var offset = start
        while let character = rest.first {
            switch character {
            case "}":
                if !literal.isEmpty { parts.append(.literal(literal)) }
                guard !parts.isEmpty else { return .failure(TemplateProblem(offset: offset, message: "an empty reference {}")) }
                return .success((TokenTemplate(parts: parts), rest.dropFirst()))
            case "{":
                if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
                let inner = rest.dropFirst()
                if let close = inner.firstIndex(of: "}"), let placeholder = Placeholder(rawValue: String(inner[..<close])) {
                    parts.append(.placeholder(placeholder))
                    let consumed = inner.distance(from: inner.startIndex, to: close) + 2
                    offset += consumed
                    rest = inner[inner.index(after: close)...]
                    continue
                }
                switch parseBody(inner, depth: depth + 1, start: offset + 1) {
                case .failure(let problem): return .failure(problem)
                case .success(let (template, after)):
                    parts.append(.value(template))
                    offset += rest.count - after.count
                    rest = after
                }
                continue
            case " ", "\t", "\n":
                return .failure(TemplateProblem(offset: offset, message: "a token name has no spaces"))
            default:
                literal.append(character)
            }
            rest = rest.dropFirst()
            offset += 1
        }
        return .failure(TemplateProblem(offset: offset, message: "the reference is not closed with '}'"))
    }
}

/// Why a reference or `calc(...)` cannot be read: the words, and how many characters into the
/// value the problem is.
public struct TemplateProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Characters from the value's first one.
    public var offset: Int
    /// What is wrong.
    public var message: String
    public var description: String { message }
}
