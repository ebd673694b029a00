import ButtonRenderModel

/// A token value written back as JSON, for `render-cli tokens`.
extension TokenNode {
    /// The node as compact JSON.
    var jsonText: String {
        switch kind {
        case .string(let text):
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "\"\(escaped)\""
        case .number(let value): return formatNumber(value)
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .list(let items): return "[" + items.map(\.jsonText).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { TokenNode(kind: .string($0.key)).jsonText + ": " + $0.value.jsonText }.joined(separator: ", ") + "}"
        }
    }
}
