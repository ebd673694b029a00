import ButtonRenderModel
import ButtonRenderSpecFiles
import Yams

/// Turns the text of a DTCG 2025.10 tokens file into its tokens: walks nested groups (applying
/// `$extends`, collecting `$root` tokens), passes each group's `$type` and `$deprecated` down
/// to the tokens that have none, replaces `$ref` JSON Pointers, reads the older dark values of
/// `$extensions."org.buttonrender.modes".dark`, and checks every literal value whose type is
/// known. Names may not contain `.`, `{` or `}`, and `$`-properties the format does not define
/// are errors, each located at file:line:column (Format 2025.10, §5 "Design token", §6
/// "Groups"). References are left for later: they may point into a file merged afterwards.
enum TokenParser {
    /// The extension that holds a token's values per mode.
    static let modesExtension = "org.buttonrender.modes"
    /// The modes a token may give values for besides its `$value` (the light one).
    static let modes = ["dark"]
    /// Properties a group may have.
    static let groupProperties = ["$type", "$description", "$extensions", "$deprecated", "$schema", "$extends", "$root"]
    /// Properties a token may have.
    static let tokenProperties = ["$value", "$type", "$description", "$extensions", "$deprecated"]
    /// How deeply groups may nest.
    static let maximumDepth = 32

    /// The tokens `text` defines, in file order; `file` names the file in errors. Tokens files
    /// are JSON (the W3C format), so the text must be strict JSON whatever the file is called;
    /// a syntax error is located by line and column and never quotes the text.
    static func parse(_ text: String, file: String, spending: TokenExpansionSpending = TokenExpansionSpending()) throws -> [DesignToken] {
        try tokens(of: try tree(text, file: file), file: file, spending: spending)
    }

    /// The JSON object `text` holds, located; fails on anything but strict JSON with an object
    /// at the top.
    static func tree(_ text: String, file: String) throws -> TokenNode {
        // A well-formed file is read in one pass; anything else goes the located way below,
        // which reports what is wrong.
        if let fast = TokenJSONReader.tree(text) { return fast }
        return try locatedTree(text, file: file)
    }

    /// `tree(_:file:)` through the located YAML path, which checks strict JSON and words every
    /// problem with its line and column.
    static func locatedTree(_ text: String, file: String) throws -> TokenNode {
        let composed: Node?
        do { composed = try SpecDocument.compose(text, file: file, strictJSON: true) } catch {
            throw TokenError(file: file, line: error.line, column: error.column, .document(error.problem))
        }
        guard let root = composed else {
            throw TokenError(file: file, line: 1, column: 1, .emptyFile)
        }
        // Nothing of a file that is not a tokens file is quoted: a theme path may name any file.
        guard case .mapping = root else {
            throw TokenError(file: file, line: root.mark?.line ?? 1, column: root.mark?.column ?? 1,
                             .notATokensFile(found: TokenParser.kind(of: root)))
        }
        return try TokenNode(root, file: file)
    }

    /// The tokens of an already parsed tokens object: a whole file, or tokens written inline
    /// in a resolver's `sources`.
    static func tokens(of tree: TokenNode, file: String,
                       spending: TokenExpansionSpending = TokenExpansionSpending()) throws -> [DesignToken] {
        guard case .object = tree.kind else {
            throw TokenError(file: file, line: tree.line, column: tree.column,
                             message: "expected an object of token groups, found \(tree.summary)")
        }
        var tokens: [DesignToken] = []
        let document = TokenDocument(file: file, root: tree, spending: spending)
        try document.checkInheritance()
        try walk(group: try document.extended(tree, path: []), path: [], inheritedType: nil, deprecated: nil,
                 document: document, into: &tokens)
        return tokens
    }

    /// What a node is, in words that do not quote it.
    static func kind(of node: Node) -> String {
        switch node {
        case .scalar: return "a single value"
        case .sequence: return "a list"
        case .mapping: return "an object"
        case .alias: return "an alias"
        }
    }

    /// Collects the tokens of one group and of the groups inside it.
    /// `$extends` is applied to `group` by the caller; `deprecated` is the nearest enclosing
    /// group's `$deprecated` reason ("" for `true`).
    private static func walk(group: TokenNode, path: [String], inheritedType: WrittenType?, deprecated inheritedDeprecation: String?,
                             document: TokenDocument, into tokens: inout [DesignToken]) throws {
        let file = document.file
        guard case .object(let members) = group.kind else { return }
        let groupName = path.joined(separator: ".")
        func fail(_ member: TokenMember, _ message: String) -> TokenError {
            TokenError(file: file, line: member.line, column: member.column,
                       token: groupName.isEmpty ? nil : groupName, message: message)
        }
        var type = inheritedType
        if let typeMember = group.member("$type") { type = try tokenType(typeMember, file: file, owner: groupName) }
        var deprecation = inheritedDeprecation
        if let member = group.member("$deprecated") { deprecation = try deprecationReason(member, file: file, owner: groupName) }
        for member in members {
            if member.key == "$root" {
                // A group's own value (Format 2025.10, §6.2 "Root tokens"): `{group.$root}`.
                guard member.value.member("$value") != nil else { throw fail(member, "\"$root\" must be a token (an object with \"$value\")") }
                tokens.append(try token(member, name: (path + ["$root"]).joined(separator: "."), inheritedType: type,
                                        deprecated: deprecation, document: document))
                continue
            }
            if member.key.hasPrefix("$") {
                if path.isEmpty, TokensStudioLegacy.rootProperties.contains(member.key) {
                    throw TokenError(file: file, line: member.line, column: member.column,
                                     .tokensStudioLegacy(evidence: "its top level holds \"\(member.key)\", which Tokens Studio writes"))
                }
                try checkProperty(member, allowed: groupProperties, file: file, owner: groupName, kind: "group")
                continue
            }
            let name = path + [member.key]
            let dotted = name.joined(separator: ".")
            if let problem = nameProblem(member.key) { throw fail(member, "the name '\(member.key)' \(problem)") }
            if let legacy = TokensStudioLegacy.token(member.value) {
                throw TokenError(file: file, line: legacy.line, column: legacy.column, token: dotted,
                                 .tokensStudioLegacy(evidence: "'\(dotted)' has \"value\" and \"type\" without '$'"))
            }
            guard case .object = member.value.kind else {
                throw TokenError(file: file, line: member.value.line, column: member.value.column, token: dotted,
                                 message: "expected a token (an object with \"$value\") or a group of tokens, found \(member.value.summary)")
            }
            if member.value.member("$value") != nil {
                tokens.append(try token(member, name: dotted, inheritedType: type, deprecated: deprecation, document: document))
            } else {
                guard name.count < maximumDepth else { throw fail(member, "groups nest more than \(maximumDepth) deep") }
                try walk(group: try document.extended(member.value, path: name), path: name, inheritedType: type,
                         deprecated: deprecation, document: document, into: &tokens)
            }
        }
    }

    /// One token: an object with `$value`.
    private static func token(_ member: TokenMember, name: String, inheritedType: WrittenType?, deprecated: String?,
                              document: TokenDocument) throws -> DesignToken {
        let file = document.file
        let node = member.value
        guard case .object(let properties) = node.kind, let written = node.member("$value")?.value else {
            throw TokenError(file: file, line: member.line, column: member.column, token: name, message: "a token needs a \"$value\"")
        }
        var deviations: [TokenDeviation] = []
        for property in properties {
            guard property.key.hasPrefix("$") else {
                // A token inside a token is a mistake of structure; any other member without
                // `$` (Primer's "alpha") is a deviation that real files carry.
                if case .object = property.value.kind, property.value.member("$value") != nil {
                    throw TokenError(file: file, line: property.line, column: property.column, token: name,
                                     message: "a token cannot hold '\(property.key)': tokens have only $-properties (\(tokenProperties.joined(separator: ", "))), and groups have no \"$value\"")
                }
                deviations.append(TokenDeviation(kind: .propertyWithoutDollar(property.key), token: name, file: file,
                                                 line: property.line, column: property.column))
                continue
            }
            try checkProperty(property, allowed: tokenProperties, file: file, owner: name, kind: "token")
        }
        let value = try document.substitutingPointers(in: written, token: name)
        var declared = inheritedType
        if let typeMember = node.member("$type") { declared = try tokenType(typeMember, file: file, owner: name) }
        if case .unknown(let typeName, let typeNode)? = declared {
            deviations.append(TokenDeviation(kind: .unknownType(typeName), token: name, file: file, line: typeNode.line, column: typeNode.column))
        }
        var token = DesignToken(name: name, type: declared?.known, value: value, dark: nil, description: nil,
                                file: file, line: member.line, column: member.column)
        token.deprecated = deprecated
        token.deviations = deviations
        if let own = node.member("$deprecated") { token.deprecated = try deprecationReason(own, file: file, owner: name) }
        if let description = node.member("$description"), case .string(let text) = description.value.kind {
            token.description = text
        }
        if let extensions = node.member("$extensions"), let modes = extensions.value.member(modesExtension) {
            token.dark = try darkValue(modes, token: name, file: file).map { try document.substitutingPointers(in: $0, token: name) }
        }
        if let alpha = node.member("alpha"), case .number(let value) = alpha.value.kind { token.alpha = value }
        if let extensions = node.member("$extensions"), let studio = extensions.value.member(TokensStudioModify.extensionKey),
           let modify = studio.value.member("modify") {
            token.modify = modify.value
        }
        if let extensions = node.member("$extensions"), let overrides = extensions.value.member(VendorExtensions.contextOverridesKey),
           case .object(let contexts) = overrides.value.kind {
            var byContext: [String: TokenNode] = [:]
            // A context's value is an object with `$value` (and perhaps `alpha`), or the value itself.
            for context in contexts { byContext[context.key] = context.value }
            if !byContext.isEmpty { token.contextOverrides = byContext }
        }
        if let type = token.type {
            let reader = TokenValueReader(token: token, tokens: nil, appearance: .light, mode: .check)
            for value in [token.value, token.dark].compactMap({ $0 }) where value.reference == nil {
                try reader.check(value, as: type)
            }
        }
        return token
    }

    /// The dark value in a token's `"org.buttonrender.modes"` extension, if any.
    private static func darkValue(_ modes: TokenMember, token: String, file: String) throws -> TokenNode? {
        guard case .object(let entries) = modes.value.kind else {
            throw TokenError(file: file, line: modes.value.line, column: modes.value.column, token: token,
                             message: "\"\(modesExtension)\" must be an object of mode names to values, such as {\"dark\": \"#121212\"}")
        }
        for entry in entries where !self.modes.contains(entry.key) {
            var message = "unknown mode '\(entry.key)'"
            if let near = nearestName(to: entry.key, in: self.modes) { message += " (did you mean '\(near)'?)" }
            throw TokenError(file: file, line: entry.line, column: entry.column, token: token,
                             message: message + "; modes: \(self.modes.joined(separator: ", ")) (the light value is \"$value\")")
        }
        return modes.value.member("dark")?.value
    }

    /// The reason of a `$deprecated` property: nil for `false`, "" for `true`, else the text.
    private static func deprecationReason(_ member: TokenMember, file: String, owner: String) throws -> String? {
        switch member.value.kind {
        case .bool(let flag): return flag ? "" : nil
        case .string(let reason): return reason
        default:
            throw TokenError(file: file, line: member.value.line, column: member.value.column, token: owner.isEmpty ? nil : owner,
                             message: "$deprecated must be true, false or a string giving the reason, found \(member.value.summary)")
        }
    }

    /// A `$type` as written: a type of the format, or another name (Spectrum's and Primer's
    /// `"string"`), which loads as a deviation (`TokenDeviation.Kind.unknownType`) whose
    /// tokens are listed but not drawn.
    enum WrittenType {
        case known(TokenType)
        case unknown(String, TokenNode)

        /// The format's type, if it is one.
        var known: TokenType? {
            if case .known(let type) = self { return type }
            return nil
        }
    }

    /// A `$type` property's type. A name close to one of the format's types is a typo, and an
    /// error saying which was meant; any other name is an unknown type.
    private static func tokenType(_ member: TokenMember, file: String, owner: String) throws -> WrittenType {
        guard case .string(let name) = member.value.kind else {
            throw TokenError(file: file, line: member.value.line, column: member.value.column, token: owner.isEmpty ? nil : owner,
                             message: "$type must be a string, found \(member.value.summary)")
        }
        switch TokenType.named(name) {
        case .success(let type): return .known(type)
        case .failure(let problem):
            guard nearestName(to: name, in: TokenType.allCases.map(\.rawValue)) == nil else {
                throw TokenError(file: file, line: member.value.line, column: member.value.column,
                                 token: owner.isEmpty ? nil : owner, message: problem.text)
            }
            return .unknown(name, member.value)
        }
    }

    /// Fails on a `$`-property that `allowed` does not name, or whose value has the wrong shape.
    private static func checkProperty(_ member: TokenMember, allowed: [String], file: String, owner: String, kind: String) throws {
        let owner = owner.isEmpty ? nil : owner
        guard allowed.contains(member.key) else {
            var message = "unknown \(kind) property '\(member.key)'"
            if let near = nearestName(to: member.key, in: allowed) { message += " (did you mean '\(near)'?)" }
            throw TokenError(file: file, line: member.line, column: member.column, token: owner,
                             message: message + "; \(kind) properties: \(allowed.joined(separator: ", "))")
        }
        let value = member.value
        switch member.key {
        case "$description":
            guard case .string = value.kind else {
                throw TokenError(file: file, line: value.line, column: value.column, token: owner,
                                 message: "$description must be a string, found \(value.summary)")
            }
        case "$extensions":
            guard case .object = value.kind else {
                throw TokenError(file: file, line: value.line, column: value.column, token: owner,
                                 message: "$extensions must be an object, found \(value.summary)")
            }
        default:
            break
        }
    }

    /// Why `name` cannot name a token or group, or nil when it can.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        // Every token and group name is checked: an ASCII name is searched byte by byte (what
        // Foundation's search cost was a tenth of reading the built-in theme), any other
        // through Foundation's search, as before.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            if name.utf8.contains(UInt8(ascii: ".")) { return "contains '.', which separates the parts of a token's path; nest a group instead" }
            if name.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) { return "contains '{' or '}', which mark references" }
            return nil
        }
        if name.contains(".") { return "contains '.', which separates the parts of a token's path; nest a group instead" }
        if name.contains("{") || name.contains("}") { return "contains '{' or '}', which mark references" }
        return nil
    }
}
