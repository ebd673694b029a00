import Yams
import ButtonRenderModel

/// Turns the text of a spec, sheet or tokens file into its composed YAML node graph, refusing
/// before anything is decoded what could cost unbounded time or memory, every refusal located:
/// a `.json` file must be strict JSON (`StrictJSON`), a syntax error names its line and
/// column, and a tree that aliases would expand past `SpecLimits.maximumNodeCount` nodes is
/// refused at its first alias before Yams composes it (`YAMLExpansionBudget`).
package enum SpecDocument {
    /// The encoding Yams parses in, looked up once: `Parser.Encoding.default` reads the whole
    /// process environment on every call (its `YAMS_DEFAULT_ENCODING` override), which cost
    /// more than composing a small button. `nonisolated(unsafe)` because Yams does not declare
    /// `Parser.Encoding` `Sendable`: it is an enum without payloads (`utf8`, `utf16`), and this
    /// constant is never written after its initialiser.
    nonisolated(unsafe) static let yamlEncoding = Parser.Encoding.default

    /// True when `file` names a JSON file (by its extension), which must then be strict JSON.
    static func isJSON(_ file: String) -> Bool { file.lowercased().hasSuffix(".json") }

    /// The root node of `text`, or nil when it holds no document; `file` names it in errors.
    /// The text must be strict JSON when `strictJSON` is true (by default, when `file` ends in
    /// `.json`).
    /// A reader that reads every scalar as text (a system file) passes `scalarsAsText`, which
    /// spares YAML 1.1's regular expressions for plain scalars' types.
    /// Strict JSON is composed without libyaml where it can be (`JSONNodeComposer`, the same
    /// graph), else through Yams as any other text.
    package static func compose(_ text: String, file: String, strictJSON: Bool? = nil, scalarsAsText: Bool = false) throws(SpecError) -> Node? {
        let resolver: Resolver = scalarsAsText ? .basic : .default
        if strictJSON ?? isJSON(file) {
            let bytes = Array(text.utf8)
            do { try StrictJSON.check(bytes) } catch {
                throw SpecError(file: file, line: error.line, column: error.column, .notStrictJSON(error))
            }
            if let node = JSONNodeComposer.compose(bytes, resolver: resolver) { return node }
        }
        do {
            try YAMLExpansionBudget.check(text)
            return try Yams.compose(yaml: text, resolver, .default, yamlEncoding)
        } catch let excess as YAMLExpansionBudget.Excess {
            throw SpecError(file: file, line: excess.line, column: excess.column, .aliasExpansion(limit: excess.limit))
        } catch let error as YamlError {
            throw SpecLoader.syntaxError(error, file: file)
        } catch {
            throw SpecError(file: file, line: 1, column: 1, .unparsable(reason: "\(type(of: error))"))
        }
    }
}
