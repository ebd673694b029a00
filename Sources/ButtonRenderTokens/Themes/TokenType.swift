import ButtonRenderModel

/// A W3C design token type (`$type`). Tokens of the first six types can be read with a typed
/// getter; the others are accepted so that files written for other tools load, but not read.
package enum TokenType: String, CaseIterable, Sendable {
    case color, dimension, number, fontFamily, fontWeight, shadow
    case duration, cubicBezier, strokeStyle, border, transition, gradient, typography

    /// "a color token", "a dimension token", ... for messages.
    var phrase: String {
        let article = rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return "\(article) \(rawValue) token"
    }

    /// The type named by a `$type` string, or a message saying which types exist.
    static func named(_ name: String) -> Result<TokenType, TokenMessage> {
        if let type = TokenType(rawValue: name) { return .success(type) }
        var message = "unknown $type '\(name)'"
        let all = allCases.map(\.rawValue)
        if let near = nearestName(to: name, in: all) { message += " (did you mean '\(near)'?)" }
        return .failure(TokenMessage(message + "; known types: " + all.joined(separator: ", ")))
    }
}

/// A message for an error whose location is supplied by the caller.
struct TokenMessage: Error, Sendable {
    /// What is wrong.
    var text: String

    /// Wraps a message.
    init(_ text: String) { self.text = text }
}
