/// The composite types other than shadow, and cubic Bézier and stroke style (Format 2025.10,
/// §8.6 "Cubic Bézier", §9.2 "Stroke style", §9.3 "Border", §9.4 "Transition", §9.6
/// "Gradient", §9.7 "Typography"). A composite's part may be a literal or a `{reference}` to a
/// token of the part's type.
extension TokenValueReader {
    /// The stroke style keywords (CSS `<line-style>` values the format allows).
    static let strokeStyleKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    /// `[x1, y1, x2, y2]` with both x in 0...1.
    func cubicBezier(_ node: TokenNode) throws -> [Double] {
        guard case .list(let items) = node.kind, items.count == 4 else {
            throw token.error(at: node, "expected a cubic Bézier [x1, y1, x2, y2], found \(node.summary)")
        }
        let values = try items.map(number)
        for index in [0, 2] where !(0...1).contains(values[index]) {
            throw token.error(at: items[index], "a cubic Bézier's x coordinates must be in 0...1, found \(formatNumber(values[index]))")
        }
        return values
    }

    /// A keyword such as `"dashed"`, or `{"dashArray": [dimensions], "lineCap": "round" | "butt" |
    /// "square"}`; returns the keyword, or "dashed" for an object.
    func strokeStyle(_ node: TokenNode) throws -> String {
        switch node.kind {
        case .string(let keyword):
            guard TokenValueReader.strokeStyleKeywords.contains(keyword) else {
                var message = "unknown stroke style '\(keyword)'"
                if let near = nearestName(to: keyword, in: TokenValueReader.strokeStyleKeywords) { message += " (did you mean '\(near)'?)" }
                throw token.error(at: node, message + "; stroke styles: " + TokenValueReader.strokeStyleKeywords.joined(separator: ", "))
            }
            return keyword
        case .object:
            try rejectUnknownFields(of: node, known: ["dashArray", "lineCap"], kind: "stroke style")
            let dashes = try field("dashArray", of: node, kind: "stroke style")
            guard case .list(let items) = dashes.kind, !items.isEmpty else {
                throw token.error(at: dashes, "\"dashArray\" must be a non-empty list of dimensions, found \(dashes.summary)")
            }
            for item in items { _ = try partDimension(item) }
            let cap = try field("lineCap", of: node, kind: "stroke style")
            guard case .string(let name) = cap.kind, ["round", "butt", "square"].contains(name) else {
                throw token.error(at: cap, "\"lineCap\" must be round, butt or square, found \(cap.summary)")
            }
            return "dashed"
        default:
            throw token.error(at: node, "expected a stroke style (a keyword such as \"solid\", or {\"dashArray\", \"lineCap\"}), found \(node.summary)")
        }
    }

    /// `{"color", "width", "style"}`.
    func border(_ node: TokenNode) throws {
        try requireObject(node, kind: "border", fields: ["color", "width", "style"])
        _ = try partColor(try field("color", of: node, kind: "border"))
        _ = try partDimension(try field("width", of: node, kind: "border"))
        try part(try field("style", of: node, kind: "border"), .strokeStyle) { _ = try strokeStyle($0) }
    }

    /// `{"duration", "delay", "timingFunction"}`.
    func transition(_ node: TokenNode) throws {
        try requireObject(node, kind: "transition", fields: ["duration", "delay", "timingFunction"])
        try part(try field("duration", of: node, kind: "transition"), .duration) { _ = try duration($0) }
        try part(try field("delay", of: node, kind: "transition"), .duration) { _ = try duration($0) }
        try part(try field("timingFunction", of: node, kind: "transition"), .cubicBezier) { _ = try cubicBezier($0) }
    }

    /// A list of `{"color", "position"}` stops, positions in 0...1.
    func gradient(_ node: TokenNode) throws {
        guard case .list(let stops) = node.kind else {
            throw token.error(at: node, "expected a gradient (a list of {\"color\", \"position\"} stops), found \(node.summary)")
        }
        for stop in stops {
            try requireObject(stop, kind: "gradient stop", fields: ["color", "position"])
            _ = try partColor(try field("color", of: stop, kind: "gradient stop"))
            try part(try field("position", of: stop, kind: "gradient stop"), .number) { _ = try number($0) }
        }
    }

    /// `{"fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"}`.
    func typography(_ node: TokenNode) throws {
        try requireObject(node, kind: "typography", fields: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"])
        try part(try field("fontFamily", of: node, kind: "typography"), .fontFamily) { _ = try fontFamily($0) }
        _ = try partDimension(try field("fontSize", of: node, kind: "typography"))
        try part(try field("fontWeight", of: node, kind: "typography"), .fontWeight) { _ = try fontWeight($0) }
        _ = try partDimension(try field("letterSpacing", of: node, kind: "typography"))
        try part(try field("lineHeight", of: node, kind: "typography"), .number) { _ = try number($0) }
    }

    // MARK: Parts

    /// The member `key` of a composite object, or an error naming it.
    func field(_ key: String, of node: TokenNode, kind: String) throws -> TokenNode {
        guard let member = node.member(key) else { throw token.error(at: node, "the \(kind) has no '\(key)'") }
        return member.value
    }

    /// Fails unless `node` is an object with only `fields`.
    private func requireObject(_ node: TokenNode, kind: String, fields: [String]) throws {
        guard case .object = node.kind else { throw token.error(at: node, "expected a \(kind) object, found \(node.summary)") }
        try rejectUnknownFields(of: node, known: fields, kind: kind)
    }

    /// A composite's dimension part: a literal or a reference to a dimension token.
    func partDimension(_ node: TokenNode) throws -> Double {
        guard let name = node.reference else { return try dimension(node) }
        guard let tokens else { return 0 }
        try requireKnown(name, tokens, at: node)
        return try tokens.dimension(name, appearance)
    }

    /// A composite's colour part: a literal or a reference to a colour token.
    func partColor(_ node: TokenNode) throws -> RGBAColor {
        guard let name = node.reference else { return try color(node) }
        guard let tokens else { return .black }
        try requireKnown(name, tokens, at: node)
        return try tokens.color(name, appearance)
    }

    /// Checks a part of `type`: its literal with `literal`, or the token it refers to.
    private func part(_ node: TokenNode, _ type: TokenType, literal: (TokenNode) throws -> Void) throws {
        guard let name = node.reference else { return try literal(node) }
        guard let tokens else { return }
        try requireKnown(name, tokens, at: node)
        let resolved = try tokens.resolve(name, appearance, as: type)
        try TokenValueReader(token: resolved.token, tokens: tokens, appearance: appearance).check(resolved.node, as: type)
    }
}
