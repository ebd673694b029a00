/// The vendor extensions of a token export that a system file asks to apply (`extensions:`):
/// how the exporter wrote values the DTCG format has no word for.
///
/// - `alpha`: a sibling `"alpha": 0.15` beside a colour token's `$value` (and inside a shadow
///   layer), GitHub Primer's opacity: the colour is drawn at that opacity, the nearest `alpha`
///   along a chain of references winning.
/// - `org.primer.overrides`: `$extensions."org.primer.overrides".<context>`, a value (with
///   its own `alpha`) that replaces the token's in the resolver context of that name (Primer's
///   dark values beside each functional and component token).
/// - `studio.tokens`: `$extensions."studio.tokens".modify`, Tokens Studio's colour modifier
///   (lighten, darken, mix or alpha in a colour space), applied to the colour along the token's
///   chain of references, the referred token's modifier first.
public struct VendorExtensions: Hashable, Sendable {
    /// Whether a sibling `alpha` is drawn.
    public var alpha: Bool
    /// Whether `org.primer.overrides` replace values in their contexts.
    public var contextOverrides: Bool
    /// Whether Tokens Studio's `modify` changes colours.
    public var tokensStudioModify: Bool

    /// The names a system file writes, in order.
    package static let names = ["alpha", contextOverridesKey, tokensStudioKey]
    /// The `$extensions` key of per-context values.
    package static let contextOverridesKey = "org.primer.overrides"
    /// The `$extensions` key of Tokens Studio's colour modifier.
    package static let tokensStudioKey = "studio.tokens"

    /// None applied: the format as written.
    public static let none = VendorExtensions(alpha: false, contextOverrides: false, tokensStudioModify: false)

    /// Extensions by name.
    package init(alpha: Bool, contextOverrides: Bool, tokensStudioModify: Bool = false) {
        self.alpha = alpha; self.contextOverrides = contextOverrides; self.tokensStudioModify = tokensStudioModify
    }
}
