/// One place where a tokens file departs from the DTCG Format 2025.10 in a way real files do
/// (the seven design systems of the DTCG community's dtcg-examples carry each kind): a unit
/// such as `em`, `dp` or `vw`, a 3-digit hex fallback, a property without `$`. Such a token
/// still loads; the deviation is a warning (`DesignTokens.deviations`, grouped by
/// `TokenDeviation.summaries`) unless a button draws the value that deviates, which is then an
/// error at this file, line and column. `TokenStrictness.strict` makes every deviation an error.
public struct TokenDeviation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What departs from the format.
    public enum Kind: Hashable, Sendable {
        /// A dimension unit the format does not define (it defines `px` and `rem`): `em`,
        /// `dp`, `vw`, `%`, or an empty unit `""`.
        case unit(String)
        /// A colour's `hex` fallback written other than `#rrggbb`: `#rgb` or `#rrggbbaa` (the
        /// form, not the text; any other text is an error). The fallback is never drawn (the components
        /// are), so drawing such a colour is no error.
        case hexFallback(form: String)
        /// A token member without `$` (the format gives a token only `$`-properties), such as
        /// Primer's `"alpha": 0` beside an opaque `$value`: what it means is unknown.
        case propertyWithoutDollar(String)
        /// A typography token's `lineHeight` given as a dimension; the format asks for a number,
        /// the multiple of `fontSize` (the dimension is drawn as its ratio to `fontSize`).
        case lineHeightDimension
        /// A `$type` the format does not define (Spectrum's and Primer's `"string"`); a name
        /// close to a defined type is a typo, and an error. Such a token is listed, not drawn.
        case unknownType(String)
        /// A token with no `$type` of its own, of a group around it or of the token it refers
        /// to. A getter reads it as the type it asks for (a colour for `color(_:_:)`).
        case missingType
        /// A field of a composite value (a typography, shadow, colour or dimension object) that
        /// the format does not define, such as Fluent's `WebkitFontSmoothing`: what it means is
        /// unknown, so the value is not drawn.
        case unknownField(composite: String, field: String)
        /// A composite value without a field the format requires (Primer's typography without
        /// `letterSpacing`): drawing it is an error, since no value is assumed.
        case missingField(composite: String, field: String)
        /// A reference to a token the theme does not hold (Apple HIG's typography refers into a
        /// set its resolution never includes): drawing it is an error.
        case unresolvedReference(String)
        /// A resolver modifier with no `default`, which the resolution was given no context for:
        /// its first context was taken (`token` names the modifier).
        case noDefaultContext(modifier: String, chosen: String)

        /// A short code for JSON output: `unit`, `hexFallback`, `propertyWithoutDollar`,
        /// `lineHeightDimension`.
        package var code: String {
            switch self {
            case .unit: return "unit"
            case .hexFallback: return "hexFallback"
            case .propertyWithoutDollar: return "propertyWithoutDollar"
            case .lineHeightDimension: return "lineHeightDimension"
            case .unknownType: return "unknownType"
            case .missingType: return "missingType"
            case .unknownField: return "unknownField"
            case .noDefaultContext: return "noDefaultContext"
            case .missingField: return "missingField"
            case .unresolvedReference: return "unresolvedReference"
            }
        }

        /// What the kind holds beside its code (the unit, the hex form, the property), or "".
        public var detail: String {
            switch self {
            case .unit(let unit): return unit
            case .hexFallback(let form): return form
            case .propertyWithoutDollar(let name): return name
            case .lineHeightDimension, .missingType: return ""
            case .unknownType(let name): return name
            case .unknownField(let composite, let field): return composite + "." + field
            case .noDefaultContext(let modifier, let chosen): return modifier + "=" + chosen
            case .missingField(let composite, let field): return composite + "." + field
            case .unresolvedReference(let name): return name
            }
        }

        /// The kind from its `code` and `detail`, or nil.
        init?(code: String, detail: String) {
            switch code {
            case "unit": self = .unit(detail)
            case "hexFallback": self = .hexFallback(form: detail)
            case "propertyWithoutDollar": self = .propertyWithoutDollar(detail)
            case "lineHeightDimension": self = .lineHeightDimension
            case "unknownType": self = .unknownType(detail)
            case "missingType": self = .missingType
            case "unresolvedReference": self = .unresolvedReference(detail)
            case "unknownField", "missingField", "noDefaultContext":
                let separator: Character = code == "noDefaultContext" ? "=" : "."
                guard let cut = detail.firstIndex(of: separator) else { return nil }
                let (a, b) = (String(detail[..<cut]), String(detail[detail.index(after: cut)...]))
                switch code {
                case "unknownField": self = .unknownField(composite: a, field: b)
                case "missingField": self = .missingField(composite: a, field: b)
                default: self = .noDefaultContext(modifier: a, chosen: b)
                }
            default: return nil
            }
        }

        /// The deviation in a sentence, without consequence: "unit 'em' is not in DTCG 2025.10".
        package var sentence: String {
            switch self {
            case .unit(let unit):
                return (unit.isEmpty ? "an empty unit \"\"" : "unit '\(unit)'") + " is not in DTCG 2025.10 (a dimension's unit is px or rem)"
            case .hexFallback(let form):
                return "a \"\(form)\" hex fallback is not in DTCG 2025.10 (it asks for \"#rrggbb\")"
            case .propertyWithoutDollar(let name):
                return "'\(name)' is not a token property in DTCG 2025.10 (a token has only $-properties)"
            case .lineHeightDimension:
                return "a typography lineHeight given as a dimension is not in DTCG 2025.10 (it is a number, the multiple of fontSize)"
            case .unknownType(let name):
                return "$type '\(name)' is not in DTCG 2025.10 (types: \(TokenType.allCases.map(\.rawValue).joined(separator: ", ")))"
            case .missingType:
                return "has no $type (DTCG 2025.10 asks for one on the token, a group around it or the token it refers to)"
            case .unknownField(let composite, let field):
                return "'\(field)' is not a \(composite) field in DTCG 2025.10"
            case .missingField(let composite, let field):
                return "the \(composite) has no '\(field)', which DTCG 2025.10 requires"
            case .unresolvedReference(let name):
                return "{\(name)} refers to no token of this theme"
            case .noDefaultContext(let modifier, let chosen):
                return "modifier '\(modifier)' has no default and no context was chosen, so its first context '\(chosen)' was taken; choose one with --context \(modifier)=NAME"
            }
        }

        /// What the tokens of a group do, after "N tokens " ("1 token " when not `plural`):
        /// "use unit 'em'".
        func groupPhrase(plural: Bool) -> String {
            func verb(_ many: String, _ one: String) -> String { plural ? many : one }
            switch self {
            case .unit(let unit): return verb("use", "uses") + (unit.isEmpty ? " an empty unit \"\"" : " unit '\(unit)'")
            case .hexFallback(let form): return verb("have", "has") + " a \"\(form)\" hex fallback"
            case .propertyWithoutDollar(let name): return verb("carry", "carries") + " '\(name)', a property without '$'"
            case .lineHeightDimension: return verb("give", "gives") + " a typography lineHeight as a dimension"
            case .unknownType(let name): return verb("have", "has") + " $type '\(name)'"
            case .missingType: return verb("have", "has") + " no $type"
            case .unknownField(let composite, let field): return verb("have", "has") + " a \(composite) field '\(field)'"
            case .missingField(let composite, let field): return verb("have", "has") + " a \(composite) without '\(field)'"
            case .unresolvedReference: return verb("refer", "refers") + " to a token this theme does not hold"
            case .noDefaultContext(let modifier, let chosen):
                return verb("have", "has") + " no default, so the first context was taken (\(modifier)=\(chosen); choose with --context \(modifier)=NAME)"
            }
        }
    }

    /// What departs from the format.
    package var kind: Kind
    /// The dotted name of the token holding it.
    public var token: String
    /// The tokens file it is written in.
    public var file: String
    /// 1-based line of the value or member that deviates, when known.
    public var line: Int?
    /// 1-based column of the same, when known.
    public var column: Int?

    /// A deviation of `token` at a position in `file`.
    package init(kind: Kind, token: String, file: String, line: Int?, column: Int?) {
        self.kind = kind; self.token = token; self.file = file; self.line = line; self.column = column
    }

    /// The deviation as an error at its place, with what follows from it (`consequence`).
    func error(_ consequence: TokenProblem.DeviationConsequence) -> TokenError {
        TokenError(file: file, line: line, column: column, token: token, .deviation(kind, consequence))
    }

    /// `file:line:column: token 'name': unit 'em' is not in DTCG 2025.10 (…)`.
    public var description: String {
        TokenError(file: file, line: line, column: column, token: token, message: kind.sentence).description
    }

    private enum CodingKeys: String, CodingKey { case kind, detail, token, file, line, column, message }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind.code, forKey: .kind)
        try c.encode(kind.detail, forKey: .detail)
        try c.encode(token, forKey: .token)
        try c.encode(file, forKey: .file)
        try c.encodeIfPresent(line, forKey: .line)
        try c.encodeIfPresent(column, forKey: .column)
        try c.encode(kind.sentence, forKey: .message)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let code = try c.decode(String.self, forKey: .kind)
        guard let kind = Kind(code: code, detail: try c.decode(String.self, forKey: .detail)) else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "unknown deviation kind '\(code)'")
        }
        self.init(kind: kind, token: try c.decode(String.self, forKey: .token), file: try c.decode(String.self, forKey: .file),
                  line: try c.decodeIfPresent(Int.self, forKey: .line), column: try c.decodeIfPresent(Int.self, forKey: .column))
    }
}

extension TokenDeviation {
    /// How many tokens a warning names before "and N more".
    static let namedPerGroup = 5

    /// One warning line per kind, in the order each kind first appears in `deviations`:
    /// "77 tokens use unit 'em' (not in DTCG 2025.10): a, b, c, d, e and 72 more (first at
    /// file:12:50)". A token counts once per kind however often it deviates that way.
    public static func summaries(_ deviations: [TokenDeviation]) -> [String] {
        var order: [Kind] = []
        var byKind: [Kind: [TokenDeviation]] = [:]
        var seen = Set<String>()
        for deviation in deviations where seen.insert(deviation.kind.code + "\u{1}" + deviation.kind.detail + "\u{1}" + deviation.token).inserted {
            if byKind[deviation.kind] == nil { order.append(deviation.kind) }
            byKind[deviation.kind, default: []].append(deviation)
        }
        return order.map { kind in
            let group = byKind[kind] ?? []
            let names = group.prefix(namedPerGroup).map(\.token).joined(separator: ", ")
            let more = group.count > namedPerGroup ? " and \(group.count - namedPerGroup) more" : ""
            let first = group[0]
            let place = TokenError(file: first.file, line: first.line, column: first.column, message: "").description
                .trimmingCharacters(in: [":", " "])
            let noun = { if case .noDefaultContext = kind { return "modifier" } else { return "token" } }()
            let count = group.count == 1 ? "1 \(noun) " + kind.groupPhrase(plural: false)
                : "\(group.count) \(noun)s " + kind.groupPhrase(plural: true)
            return "\(count) (not in DTCG 2025.10): \(names)\(more) (first at \(place))"
        }
    }
}
