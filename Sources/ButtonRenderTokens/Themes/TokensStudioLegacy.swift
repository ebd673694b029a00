/// Recognises the Tokens Studio (Figma Tokens) legacy format, in which a token is written
/// `{"value": "#fff", "type": "color"}` without `$` and a multi-set export holds `$themes` and
/// `$metadata` at its top, so that such a file is named in the error rather than refused as a
/// malformed DTCG file.
enum TokensStudioLegacy {
    /// Top-level members that Tokens Studio writes and DTCG does not.
    static let rootProperties: Set<String> = ["$themes", "$metadata"]

    /// The `value` member of `node` when `node` is a legacy token: an object with `value` and a
    /// string `type`, and no `$value` (a DTCG group with tokens named `value` and `type` holds
    /// objects there, not a string type).
    static func token(_ node: TokenNode) -> TokenMember? {
        guard node.member("$value") == nil, let value = node.member("value"),
              case .string = node.member("type")?.value.kind else { return nil }
        return value
    }
}
