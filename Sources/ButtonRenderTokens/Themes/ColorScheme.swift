import ButtonRenderModel

/// A named set of colours (a theme's colour tokens for one appearance).
public struct ColorScheme: Equatable, Sendable {
    /// The scheme's name, e.g. `material-201804-light`.
    public var name: String
    /// Token name to colour.
    public var tokens: [String: RGBAColor]

    /// Creates a scheme.
    package init(name: String, tokens: [String: RGBAColor]) { self.name = name; self.tokens = tokens }

    /// The colour a spec's colour value stands for, or a field error naming the unknown token
    /// and the known ones.
    package func resolve(_ value: ColorValue, field: [String]) throws -> RGBAColor {
        switch value {
        case .literal(let color):
            return color
        case .token(let name, let alpha):
            guard let color = tokens[name] else {
                throw FieldError(field, .unknownColorToken(name: name, suggestion: nearestName(to: name, in: Array(tokens.keys)),
                                                           scheme: self.name, known: tokens.keys.sorted()))
            }
            return color.withAlphaMultiplied(by: alpha)
        }
    }
}
