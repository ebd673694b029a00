import ButtonRenderModel

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
            if let dashes = try field("dashArray", of: node, kind: "stroke style") {
                guard case .list(let items) = dashes.kind, !items.isEmpty else {
                    throw token.error(at: dashes, "\"dashArray\" must be a non-empty list of dimensions, found \(dashes.summary)")
                }
                for item in items { _ = try partDimension(item) }
            }
            if let cap = try field("lineCap", of: node, kind: "stroke style") {
                guard case .string(let name) = cap.kind, ["round", "butt", "square"].contains(name) else {
                    throw token.error(at: cap, "\"lineCap\" must be round, butt or square, found \(cap.summary)")
                }
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

    /// `{"fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"}`, each part a
    /// literal or a reference. An `em` in `letterSpacing` (or in a `lineHeight` given as a
    /// dimension) is relative to the token's own `fontSize`; a `lineHeight` given as a
    /// dimension is drawn as its ratio to `fontSize` (both deviations, `TokenDeviation`).
    func typography(_ node: TokenNode) throws -> TokenTypography {
        try requireObject(node, kind: "typography", fields: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"])
        let family = try part(try field("fontFamily", of: node, kind: "typography"), .fontFamily, placeholder: "") { try $0.fontFamily($1) }
        let size = try partDimension(try field("fontSize", of: node, kind: "typography"))
        let weight = try part(try field("fontWeight", of: node, kind: "typography"), .fontWeight, placeholder: 400) { try $0.fontWeight($1) }
        let spacing = try partDimension(try field("letterSpacing", of: node, kind: "typography"), emBase: size)
        let lineHeight = try lineHeight(try field("lineHeight", of: node, kind: "typography"), fontSize: size)
        return TokenTypography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
    }

    /// A typography `lineHeight`: a number (the multiple of `fontSize`), or, deviating from the
    /// format, a dimension, read as its ratio to `fontSize`.
    private func lineHeight(_ node: TokenNode?, fontSize: Double) throws -> Double {
        guard let node else { return 0 }
        func ratio(_ points: Double) throws -> Double {
            if fontSize > 0 { return points / fontSize }
            if mode == .check { return 0 }
            throw token.error(at: node, "a lineHeight given as a dimension needs a fontSize above 0 to be drawn as a multiple of it")
        }
        if let name = node.reference {
            guard let tokens, try known(name, tokens, at: node) else { return 0 }
            if try tokens.resolve(name, appearance, as: nil).type == .dimension {
                try deviate(.lineHeightDimension, at: node, notDrawn: nil)
                return try ratio(try tokens.read(name, appearance, as: .dimension, mode: mode) { try $0.dimension($1, emBase: fontSize) })
            }
            return try tokens.read(name, appearance, as: .number, mode: mode) { try $0.number($1) }
        }
        switch node.kind {
        case .number(let value):
            return value
        case .object, .string:
            try deviate(.lineHeightDimension, at: node, notDrawn: nil)
            return try ratio(try dimension(node, emBase: fontSize))
        default:
            throw token.error(at: node, "expected a lineHeight (a number, the multiple of fontSize), found \(node.summary)")
        }
    }

    // MARK: Parts

    /// The member `key` of a composite object. A missing one is a deviation
    /// (`TokenDeviation.Kind.missingField`, Primer's typography without `letterSpacing`): an
    /// error naming it when drawing, nil when checking.
    func field(_ key: String, of node: TokenNode, kind: String) throws -> TokenNode? {
        if let member = node.member(key) { return member.value }
        try deviate(.missingField(composite: kind, field: key), at: node,
                    notDrawn: "the \(kind) has no '\(key)', and no value is assumed for it")
        return nil
    }

    /// Fails unless `node` is an object with only `fields`.
    private func requireObject(_ node: TokenNode, kind: String, fields: [String]) throws {
        guard case .object = node.kind else { throw token.error(at: node, "expected a \(kind) object, found \(node.summary)") }
        try rejectUnknownFields(of: node, known: fields, kind: kind)
    }

    /// A composite's dimension part: a literal or a reference to a dimension token; `emBase`
    /// as in `dimension(_:emBase:)`.
    func partDimension(_ node: TokenNode?, emBase: Double? = nil) throws -> Double {
        try part(node, .dimension, placeholder: 0) { try $0.dimension($1, emBase: emBase) }
    }

    /// A composite's colour part: a literal or a reference to a colour token.
    func partColor(_ node: TokenNode?) throws -> RGBAColor {
        try part(node, .color, placeholder: .black) { try $0.color($1) }
    }

    /// Checks a part of `type`: its literal with `literal`, or the token it refers to.
    private func part(_ node: TokenNode?, _ type: TokenType, literal: (TokenNode) throws -> Void) throws {
        guard let node else { return }
        guard node.reference != nil else { return try literal(node) }
        try part(node, type, placeholder: ()) { reader, value in try reader.check(value, as: type) }
    }

    /// A part of `type`: `read` applied to its literal with this reader, or to the value of the
    /// token it refers to with that token's reader (in this reader's mode). While a file is
    /// parsed (`tokens` nil) a reference gives `placeholder`.
    private func part<T>(_ node: TokenNode?, _ type: TokenType, placeholder: T,
                         _ read: (TokenValueReader, TokenNode) throws -> T) throws -> T {
        guard let node else { return placeholder }
        guard let name = node.reference else { return try read(self, node) }
        guard let tokens, try known(name, tokens, at: node) else { return placeholder }
        return try tokens.read(name, appearance, as: type, mode: mode, read)
    }
}
