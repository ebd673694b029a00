import ButtonRenderModel

/// One token as parsed from a file: its dotted name, its type (own or inherited from a group),
/// its light value (`$value`), its dark value (from a resolver's dark context, or from the
/// older `$extensions."org.buttonrender.modes"`),
/// and where it was written. Values stay unresolved until read, so that a later file can
/// override a token that others refer to.
package struct DesignToken: Equatable, Sendable {
    /// The dotted path, e.g. `button.primary.background`.
    var name: String
    /// `$type`, or the nearest group's; nil when neither gives one (the type then comes from
    /// the referenced token, or from the token this one overrides).
    var type: TokenType?
    /// `$value`: the light value, and the dark one when no dark value is given.
    var value: TokenNode
    /// The dark mode's value, when the token has one.
    var dark: TokenNode?
    /// `$description`, when given.
    var description: String?
    /// The file the token was written in.
    var file: String
    /// Why the token is deprecated ("" when `$deprecated` is `true` without a reason), or nil
    /// when it is not; a group's `$deprecated` applies to its tokens unless they say otherwise.
    var deprecated: String? = nil
    /// Where a resolver took the token from (`set foundation`, `modifier appearance=dark`), or
    /// nil for a token read from a tokens file directly.
    var origin: String? = nil
    /// Where a resolver took the dark value from, when it differs from the light one.
    var darkOrigin: String? = nil
    /// `file:line:column` of the dark value's token, when a resolver took it from elsewhere.
    var darkDefinedAt: String? = nil
    /// The file, line and column of the dark value's token, when a resolver took it from
    /// elsewhere, so that errors in the dark value point into that file.
    var darkPlace: (file: String, line: Int?, column: Int?)? {
        get { darkFile.map { ($0, darkLine, darkColumn) } }
        set { darkFile = newValue?.file; darkLine = newValue?.line; darkColumn = newValue?.column }
    }
    var darkFile: String? = nil
    var darkLine: Int? = nil
    var darkColumn: Int? = nil
    /// Deviations from DTCG 2025.10 in the token object itself (members without `$`), which
    /// make its value's meaning unknown: drawing it, or a token referring to it, is an error.
    var deviations: [TokenDeviation] = []
    /// The same for the token the dark value was taken from, when a resolver took it from
    /// another token (nil: the dark value is this token's own).
    var darkDeviations: [TokenDeviation]? = nil
    /// A sibling `alpha` beside `$value` (Primer's opacity), as written; drawn only when a system
    /// file asks for it (`VendorExtensions.alpha`), which sets `readsAlpha`.
    var alpha: Double? = nil
    /// The dark value's `alpha`, when the dark value came from elsewhere.
    var darkAlpha: Double? = nil
    /// Whether `alpha` (and a shadow layer's `alpha`) is drawn: a system file asked for it.
    var readsAlpha = false
    /// `$extensions."studio.tokens".modify`, as written: Tokens Studio's colour modifier
    /// (`TokensStudioModify`), applied only when a system file asks for it (`readsModify`).
    var modify: TokenNode? = nil
    /// The dark value's modifier, when the dark value came from another token.
    var darkModify: TokenNode? = nil
    /// Whether `modify` is applied: a system file asked for `studio.tokens`.
    var readsModify = false
    /// `$extensions."org.primer.overrides"`: a value per context name (an object with `$value`
    /// and perhaps `alpha`, or the value itself), applied when a system file asks for them.
    var contextOverrides: [String: TokenNode]? = nil
    /// 1-based line of the token's key.
    var line: Int?
    /// 1-based column of the token's key.
    var column: Int?

    /// The value for an appearance.
    package func value(for appearance: Appearance) -> TokenNode {
        appearance == .dark ? (dark ?? value) : value
    }

    /// The token as the value for `appearance` was written: for a dark value a resolver took
    /// from another token, that token's file, line, column and deviations, so that errors and
    /// deviations in it are located there.
    func holder(for appearance: Appearance) -> DesignToken {
        guard appearance == .dark, dark != nil, let place = darkPlace else { return self }
        var holder = self
        holder.file = place.file; holder.line = place.line; holder.column = place.column
        holder.deviations = darkDeviations ?? []
        return holder
    }

    /// The opacity `alpha` gives the value for `appearance`, when it is drawn (`readsAlpha`).
    func drawnAlpha(for appearance: Appearance) -> Double? {
        guard readsAlpha else { return nil }
        return appearance == .dark && dark != nil ? darkAlpha : alpha
    }

    /// The colour modifier of the value for `appearance`, when it is applied (`readsModify`).
    func drawnModify(for appearance: Appearance) -> TokenNode? {
        guard readsModify else { return nil }
        return appearance == .dark && dark != nil ? darkModify : modify
    }

    /// The deviations of the token object the value for `appearance` came from.
    func deviations(for appearance: Appearance) -> [TokenDeviation] {
        appearance == .dark && dark != nil ? (darkDeviations ?? deviations) : deviations
    }

    /// An error located at the token's key.
    func error(_ message: String, token: String? = nil) -> TokenError {
        TokenError(file: file, line: line, column: column, token: token ?? name, message: message)
    }

    /// An error located at one of the token's value nodes.
    func error(at node: TokenNode, _ message: String, token: String? = nil) -> TokenError {
        error(at: node, .format(message), token: token)
    }

    /// An error of `problem` located at the token's key.
    func error(_ problem: TokenProblem, token: String? = nil) -> TokenError {
        TokenError(file: file, line: line, column: column, token: token ?? name, problem)
    }

    /// An error of `problem` located at one of the token's value nodes.
    func error(at node: TokenNode, _ problem: TokenProblem, token: String? = nil) -> TokenError {
        TokenError(file: file, line: node.line ?? line, column: node.column ?? column, token: token ?? name, problem)
    }
}
