import ButtonRenderModel

/// Colour values: the older `"#RRGGBB"` strings and the DTCG 2025.10 colour object.
extension TokenValueReader {
    /// The members a colour object may have (Color Module 2025.10, "Format").
    static let colorObjectFields = ["colorSpace", "components", "alpha", "hex"]

    /// `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"`, or a colour object
    /// `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a, "hex": "#rrggbb"}` in any
    /// space of `TokenColorSpace`, converted to sRGB. `hex` is a fallback for tools that cannot
    /// read the components: it is checked for form, never used in place of them.
    func color(_ node: TokenNode) throws -> RGBAColor {
        switch node.kind {
        case .string(let text):
            if let color = RGBAColor(hex: text) { return color }
        case .object:
            return try colorObject(node)
        default:
            break
        }
        throw token.error(at: node, "expected a colour (an object with \"colorSpace\" and \"components\", or \"#RRGGBB\" / \"#RRGGBBAA\"), found \(node.summary)")
    }

    /// A DTCG 2025.10 colour object.
    private func colorObject(_ node: TokenNode) throws -> RGBAColor {
        try rejectUnknownFields(of: node, known: TokenValueReader.colorObjectFields, kind: "colour")
        guard let spaceMember = node.member("colorSpace") else {
            throw token.error(at: node, "a colour object needs \"colorSpace\" (one of \(TokenColorSpace.keys.joined(separator: ", ")))")
        }
        guard case .string(let spaceName) = spaceMember.value.kind, let space = TokenColorSpace(rawValue: spaceName) else {
            var message = "unknown colorSpace \(spaceMember.value.summary)"
            if case .string(let name) = spaceMember.value.kind, let near = nearestName(to: name, in: TokenColorSpace.keys) {
                message += " (did you mean '\(near)'?)"
            }
            throw token.error(at: spaceMember.value, message + "; colour spaces: " + TokenColorSpace.keys.joined(separator: ", "))
        }
        guard let componentsMember = node.member("components") else {
            throw token.error(at: node, "a colour object needs \"components\", a list of 3 numbers")
        }
        guard case .list(let items) = componentsMember.value.kind, items.count == 3 else {
            throw token.error(at: componentsMember.value, "\"components\" must be a list of 3 numbers (or \"none\") for \(spaceName), found \(componentsMember.value.summary)")
        }
        let components = try items.map { item -> Double in
            switch item.kind {
            case .number(let value): return value
            case .string("none"): return 0
            default: throw token.error(at: item, "a colour component must be a number or \"none\", found \(item.summary)")
            }
        }
        var alpha = 1.0
        if let alphaMember = node.member("alpha") {
            guard case .number(let value) = alphaMember.value.kind, (0...1).contains(value) else {
                throw token.error(at: alphaMember.value, "\"alpha\" must be a number from 0 to 1, found \(alphaMember.value.summary)")
            }
            alpha = value
        }
        if let hexMember = node.member("hex") {
            guard case .string(let text) = hexMember.value.kind, RGBAColor(hex: text) != nil else {
                throw token.error(at: hexMember.value, "\"hex\" must be a 6-digit \"#rrggbb\" fallback, found \(hexMember.value.summary)")
            }
            // The fallback is never drawn (the components are), so another form only warns.
            if text.count != 7 { try deviate(.hexFallback(form: text.count == 4 ? "#rgb" : "#rrggbbaa"), at: hexMember.value, notDrawn: nil) }
        }
        let rgb = space.srgb(components)
        return RGBAColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// The composites whose members are read one by one, so that a member the format does not
    /// define leaves the others drawable.
    static let compositesReadMemberByMember: Set<String> = ["typography", "shadow", "border", "transition", "stroke style"]

    /// Checks the members of the object `node` against the fields `known`: a member close to
    /// one of them is a typo, and an error saying which was meant; any other (Fluent's
    /// `WebkitFontSmoothing`) is a deviation (`TokenDeviation.Kind.unknownField`): a warning for
    /// a composite read member by member (`compositesReadMemberByMember`), and for a colour or
    /// a dimension a value not drawn, since what the member means is unknown.
    func rejectUnknownFields(of node: TokenNode, known: [String], kind: String) throws {
        guard case .object(let members) = node.kind else { return }
        for member in members where !known.contains(member.key) {
            if let near = nearestName(to: member.key, in: known) {
                throw TokenError(file: token.file, line: member.line, column: member.column, token: token.name,
                                 message: "unknown \(kind) field '\(member.key)' (did you mean '\(near)'?); \(kind) fields: " + known.joined(separator: ", "))
            }
            // A composite's members are read one by one (a typography's fontSize, a shadow's
            // colour): a member the format does not define changes none of them, so it is a
            // warning naming it (Fluent's MozOsxFontSmoothing beside every font token). A
            // colour's or a dimension's unknown field may change what its value means, so
            // such a value is not drawn.
            let readMemberByMember = TokenValueReader.compositesReadMemberByMember.contains(kind)
            try deviate(.unknownField(composite: kind, field: member.key), at: TokenNode(kind: .null, line: member.line, column: member.column),
                        notDrawn: readMemberByMember ? nil : DesignTokens.unknownMeaning)
        }
    }
}
