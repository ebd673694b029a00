/// Shadow values (Format 2025.10, §9.5 "Shadow").
extension TokenValueReader {
    /// The fields of one shadow object.
    static let shadowFields = ["color", "offsetX", "offsetY", "blur", "spread", "inset"]

    /// The shadows of a shadow value, with CSS box-shadow meaning (blur = 2 sigma), outer and
    /// inner (`"inset": true`) alike, in the token's order.
    func shadows(_ node: TokenNode) throws -> [BoxShadow] {
        try shadowLayers(node).map { layer in
            var shadow = layer.shadow
            shadow.inset = layer.inset
            return shadow
        }
    }

    /// One shadow object, or a list of them, each with whether it is inset.
    func shadowLayers(_ node: TokenNode) throws -> [(shadow: BoxShadow, inset: Bool)] {
        switch node.kind {
        case .object: return [try shadow(node)]
        case .list(let items): return try items.map(shadow)
        default: throw token.error(at: node, "expected a shadow object or a list of them, found \(node.summary)")
        }
    }

    /// One shadow object: `color`, `offsetX`, `offsetY`, `blur`, `spread` (all required by the
    /// format; a missing `spread` is read as 0 for older files) and an optional `inset`.
    private func shadow(_ node: TokenNode) throws -> (shadow: BoxShadow, inset: Bool) {
        guard case .object = node.kind else { throw token.error(at: node, "expected a shadow object, found \(node.summary)") }
        // A layer's `alpha` (Primer's) is its colour's opacity when the system file asks for it.
        try rejectUnknownFields(of: node, known: TokenValueReader.shadowFields + (token.readsAlpha ? ["alpha"] : []), kind: "shadow")
        var inset = false
        if let member = node.member("inset") {
            guard case .bool(let flag) = member.value.kind else {
                throw token.error(at: member.value, "\"inset\" must be true or false, found \(member.value.summary)")
            }
            inset = flag
        }
        let blurNode = try field("blur", of: node, kind: "shadow")
        let blur = try partDimension(blurNode)
        guard blur >= 0 else { throw token.error(at: blurNode ?? node, "a shadow's blur cannot be negative") }
        var shadow = BoxShadow(x: try partDimension(try field("offsetX", of: node, kind: "shadow")),
                               y: try partDimension(try field("offsetY", of: node, kind: "shadow")), blur: blur,
                               spread: try node.member("spread").map { try partDimension($0.value) } ?? 0,
                               color: try partColor(try field("color", of: node, kind: "shadow")))
        if token.readsAlpha, let alpha = node.member("alpha") {
            guard case .number(let value) = alpha.value.kind, (0...1).contains(value) else {
                throw token.error(at: alpha.value, "a shadow's \"alpha\" is a number from 0 to 1, found \(alpha.value.summary)")
            }
            shadow.color.alpha = value
        }
        return (shadow, inset)
    }
}
