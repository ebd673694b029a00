import ButtonRenderModel
import ButtonRenderSupport

/// What is wrong with a design tokens file or with reading a token: the cause a `TokenError`
/// locates. Each case keeps what was found (the file's own read or parse problem, the names
/// and suggestions, the chain of references, the types); `format` holds the words of the DTCG
/// and resolver format rules a document breaks, which the parser composes from what it found.
public indirect enum TokenProblem: Equatable, CustomStringConvertible, Sendable {
    /// The file could not be read (a folder, a FIFO, too large, not UTF-8).
    case unreadableFile(InputFile.Problem)
    /// The text does not parse (YAML or strict JSON syntax, duplicate keys, alias expansion).
    case document(SpecProblem)
    /// A tokens file with no document.
    case emptyFile
    /// A file whose top level is not an object (`found` says what it is, without quoting it).
    case notATokensFile(found: String)
    /// No tokens file at the path.
    case noSuchFile
    /// A built-in theme named as a spec's theme over a design system file's own tokens.
    case builtInOverFile(theme: String)
    /// A theme name that is no built-in theme; `couldBeFile` when it was looked up as a file too.
    case unknownTheme(name: String, suggestion: String?, builtIn: [String], couldBeFile: Bool)
    /// A built-in theme's resolver document missing from the resource bundle.
    case missingFromBundle
    /// A token (named in the error) that no source defines.
    case noSuchToken(suggestion: String?)
    /// A reference to a token no source defines; `chain` is the chain of references so far.
    case unknownReference(name: String, suggestion: String?, chain: String?)
    /// References that come back to a token already in `chain`.
    case referenceCycle(chain: String)
    /// References nested deeper than `limit`.
    case chainTooDeep(limit: Int, chain: String)
    /// A token of type `own` referring to one of type `referred`.
    case typeMismatch(own: String, referred: String, chain: String)
    /// A token with no `$type` on it or its groups.
    case missingType
    /// A token of type `actual` read as `expected`.
    case wrongType(actual: String, expected: String)
    /// A deprecated token (a warning, not an error); `reason` may be empty.
    case deprecated(reason: String)
    /// A rule of the DTCG or resolver format that the document breaks, in the parser's words.
    case format(String)
    /// A deviation from DTCG 2025.10 that real files carry (`TokenDeviation`), as an error:
    /// under `--strict-tokens`, or because a button draws the value that deviates.
    case deviation(TokenDeviation.Kind, DeviationConsequence)
    /// A file in the Tokens Studio legacy format (`value` and `type` without `$`); `evidence`
    /// says what gave it away.
    case tokensStudioLegacy(evidence: String)
    /// A file a resolver document names (`reference`, as written) outside the folder tree it
    /// may read (`folder`).
    case outsideAllowedFolder(reference: String, folder: String, fromSpec: Bool)
    /// Expanding references (`what`: `$ref` pointers, `$extends`, resolver sets and files)
    /// would pass `limit`.
    case expansionTooLarge(what: String, limit: Int)

    /// Why a deviation is an error.
    public enum DeviationConsequence: Equatable, Sendable {
        /// `TokenStrictness.strict`; `more` deviations follow in the same theme.
        case strict(more: Int)
        /// A button draws the value; `reason` says why it cannot be drawn.
        case drawn(reason: String)
    }

    /// True for the problems that, found while resolving, are deviations real files carry
    /// (`TokenDeviation`): a token without a type, a reference to no token.
    var isDeviation: Bool {
        switch self {
        case .missingType, .unknownReference: return true
        default: return false
        }
    }

    /// The sentence users see after "file:line:column: token 'name': ".
    public var description: String {
        switch self {
        case .unreadableFile(let problem): return problem.message
        case .document(.duplicateFields(let names)): return "duplicate key \(names.map { "'\($0)'" }.joined(separator: ", "))"
        case .document(let problem): return problem.description
        case .emptyFile: return "the file is empty; write an object of token groups"
        case .notATokensFile(let found): return "is not a tokens file: expected an object of token groups, found \(found)"
        case .noSuchFile: return "no such tokens file"
        case .builtInOverFile(let theme):
            return "the built-in theme '\(theme)' cannot be laid over this system's own tokens; name a tokens file or resolver document (write ./\(theme) for a file of that name)"
        case .unknownTheme(let name, let suggestion, let builtIn, let couldBeFile):
            let what = couldBeFile ? "'\(name)' is neither a built-in theme nor a tokens file" : "unknown built-in theme '\(name)'"
            return what + (suggestion.map { " (did you mean '\($0)'?)" } ?? "") + "; built-in themes: " + builtIn.joined(separator: ", ")
        case .missingFromBundle: return "is missing from the ButtonRender resource bundle"
        case .noSuchToken(let suggestion): return "no such token" + Self.didYouMean(suggestion)
        case .unknownReference(let name, let suggestion, let chain):
            return "unknown reference {\(name)}" + Self.didYouMean(suggestion) + (chain.map { " in \($0)" } ?? "")
        case .referenceCycle(let chain): return "reference cycle \(chain) (cycle)"
        case .chainTooDeep(let limit, let chain): return "references nest more than \(limit) deep: \(chain)"
        case .typeMismatch(let own, let referred, let chain): return "is \(own) but refers to \(referred): \(chain)"
        case .missingType: return "has no $type; set \"$type\" on the token or on a group around it"
        case .wrongType(let actual, let expected): return "is \(actual), not \(expected)"
        case .deprecated(let reason): return "is deprecated" + (reason.isEmpty ? "" : ": \(reason)")
        case .format(let text): return text
        case .deviation(let kind, .strict(let more)):
            return kind.sentence + "; --strict-tokens makes every deviation an error"
                + (more > 0 ? " (\(more) more in this theme)" : "")
        case .deviation(let kind, .drawn(let reason)):
            return kind.sentence + ", and a button draws this value: " + reason
        case .tokensStudioLegacy(let evidence):
            return "this looks like a Tokens Studio (legacy) file: \(evidence); DTCG 2025.10 writes \"$value\" and \"$type\". "
                + "Export it in the DTCG format (Tokens Studio: Settings, Token Format, W3C DTCG) or rename value and type to $value and $type"
        case .outsideAllowedFolder(let reference, let folder, let fromSpec):
            return "$ref \(reference) is outside " + (fromSpec ? "the spec's folder tree \(folder)" : "the resolver document's folder tree \(folder)")
                + "; a resolver may name only files inside it" + (fromSpec ? " (--allow-outside-paths allows any file)" : "")
        case .expansionTooLarge(let what, let limit):
            return "\(what) would expand past \(limit) (a bound against expansion bombs)"
        }
    }

    /// " (did you mean 'x'?)", or nothing.
    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
