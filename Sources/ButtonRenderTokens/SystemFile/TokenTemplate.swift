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

    /// The placeholders used anywhere in the template.
    var placeholders: Set<Placeholder> {
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
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "{") else { return .failure(TemplateProblem(offset: 0, message: "a token reference starts with '{'")) }
        var position = 1
        switch parseBody(bytes, &position, depth: 1) {
        case .failure(let problem): return .failure(problem)
        case .success(let template):
            let rest = text.utf8.index(text.utf8.startIndex, offsetBy: position)
            return .success((template, Substring(text[rest...])))
        }
    }

    /// Parses a whole string that must be exactly one reference.
    static func parseWhole(_ text: String) -> Result<TokenTemplate, TemplateProblem> {
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

    /// Parses from `position` (just after an opening brace) to its closing brace, byte by byte
    /// (token names are ASCII punctuation around any UTF-8 text, which is kept whole).
    private static func parseBody(_ bytes: [UInt8], _ position: inout Int, depth: Int) -> Result<TokenTemplate, TemplateProblem> {
        guard depth <= maximumDepth else {
            return .failure(TemplateProblem(offset: position, message: "references nest more than \(maximumDepth) deep"))
        }
        var parts: [Part] = []
        var literalStart = position
        func flushLiteral(upTo end: Int) {
            if end > literalStart { parts.append(.literal(String(decoding: bytes[literalStart..<end], as: UTF8.self))) }
        }
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "}"):
                flushLiteral(upTo: position)
                position += 1
                guard !parts.isEmpty else { return .failure(TemplateProblem(offset: position - 1, message: "an empty reference {}")) }
                return .success(TokenTemplate(parts: parts))
            case UInt8(ascii: "{"):
                flushLiteral(upTo: position)
                let inner = position + 1
                if let close = bytes[inner...].firstIndex(of: UInt8(ascii: "}")),
                   let placeholder = Placeholder(rawValue: String(decoding: bytes[inner..<close], as: UTF8.self)) {
                    parts.append(.placeholder(placeholder))
                    position = close + 1
                } else {
                    position = inner
                    switch parseBody(bytes, &position, depth: depth + 1) {
                    case .failure(let problem): return .failure(problem)
                    case .success(let template): parts.append(.value(template))
                    }
                }
                literalStart = position
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                return .failure(TemplateProblem(offset: position, message: "a token name has no spaces"))
            default:
                position += 1
            }
        }
        return .failure(TemplateProblem(offset: position, message: "the reference is not closed with '}'"))
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
