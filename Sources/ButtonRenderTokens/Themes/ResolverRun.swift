/// What the resolutions of one resolver document share (the light and dark ones of a theme):
/// the files read, each once, and the sets expanded; and what one resolution has spent of
/// `TokenLimits`, counted before anything is expanded.
final class ResolverRun {
    /// Parsed tokens files by absolute path.
    var files: [String: DesignTokens] = [:]
    /// What a list of sources expands to: layers, and bytes of files (each use counted).
    struct SourceCount {
        var layers = 0
        var bytes = 0

        /// Adds `other`, saturating.
        mutating func add(_ other: SourceCount) {
            layers = ResolverRun.saturating(layers, other.layers)
            bytes = ResolverRun.saturating(bytes, other.bytes)
        }
    }

    /// What each set expands to, by set name.
    var setCounts: [String: SourceCount] = [:]
    /// Each set's layers, by set name and the origin they are tagged with.
    var setLayers: [String: [ResolverDocument.Layer]] = [:]

    /// Deviations of the document met in the current resolution (a modifier without default).
    var notes: [TokenDeviation] = []
    /// What the references inside the current resolution's sources have expanded, inline
    /// sources and files together (`TokenLimits.maximumPointerExpansion`, `maximumInheritedTokens`).
    private(set) var spending = TokenExpansionSpending()

    private var layers = 0
    private var tokens = 0
    private var bytes = 0

    /// Starts counting a new resolution against the limits (files read stay read).
    func startResolution() {
        notes = []
        spending = TokenExpansionSpending()
        layers = 0
        tokens = 0
        bytes = 0
    }

    /// Counts `count` more layers, failing at `node` past `TokenLimits.maximumResolverLayers`.
    func spend(layers count: Int, at node: TokenNode, in file: String) throws {
        try spend(count, on: &layers, limit: TokenLimits.maximumResolverLayers, at: node, in: file) {
            "the token sources its sets name (\($0) layers)"
        }
    }

    /// Counts `count` more tokens to merge, failing at `node` past `TokenLimits.maximumLayeredTokens`.
    func spend(tokens count: Int, at node: TokenNode, in file: String) throws {
        try spend(count, on: &tokens, limit: TokenLimits.maximumLayeredTokens, at: node, in: file) {
            "the tokens of its sources, summed over every time each is named (\($0) tokens)"
        }
    }

    /// Counts `count` more bytes of files read, failing at `node` past `TokenLimits.maximumResolverBytes`.
    func spend(bytes count: Int, at node: TokenNode, in file: String) throws {
        try spend(count, on: &bytes, limit: TokenLimits.maximumResolverBytes, at: node, in: file) {
            "the tokens files it names, summed over every time each is named (\($0) bytes)"
        }
    }

    /// Adds `count` to `total` (saturating), failing at `node` once it passes `limit`, with
    /// what was counted worded by `what` from the total as written.
    private func spend(_ count: Int, on total: inout Int, limit: Int, at node: TokenNode, in file: String,
                       what: (String) -> String) throws {
        total = ResolverRun.saturating(total, count)
        guard total <= limit else {
            throw TokenError(file: file, line: node.line, column: node.column,
                             .expansionTooLarge(what: what(ResolverRun.count(total)), limit: limit))
        }
    }

    /// Counts what a file's references expanded when it was parsed, failing at `node` past
    /// `TokenLimits.maximumPointerExpansion` or `maximumInheritedTokens` for the resolution.
    func spend(expansion: TokenExpansionSpent, at node: TokenNode, in file: String) throws {
        spending.copiedNodes = ResolverRun.saturating(spending.copiedNodes, expansion.copiedNodes)
        spending.inheritedTokens = ResolverRun.saturating(spending.inheritedTokens, expansion.inheritedTokens)
        guard spending.copiedNodes <= TokenLimits.maximumPointerExpansion else {
            throw TokenError(file: file, line: node.line, column: node.column,
                             .expansionTooLarge(what: "the $ref pointers into values of the files and sources it names (\(spending.copiedNodes) nodes)",
                                                limit: TokenLimits.maximumPointerExpansion))
        }
        guard spending.inheritedTokens <= TokenLimits.maximumInheritedTokens else {
            throw TokenError(file: file, line: node.line, column: node.column,
                             .expansionTooLarge(what: "the $extends of the files and sources it names (\(spending.inheritedTokens) tokens)",
                                                limit: TokenLimits.maximumInheritedTokens))
        }
    }

    /// `a + b`, stopping at a quarter of `Int.max`.
    static func saturating(_ a: Int, _ b: Int) -> Int { min(Int.max / 4, a + b) }

    /// A count in words, "more than 10^18" when saturated.
    static func count(_ value: Int) -> String { value >= Int.max / 4 ? "more than 10^18" : String(value) }
}
