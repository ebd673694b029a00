/// A parsed tokens file as a whole, for the parts of the format that look elsewhere in the
/// same file: JSON Pointer references (`{"$ref": "#/color/brand/$value"}`, Format 2025.10,
/// §7.2 "JSON Pointer references", RFC 6901) and group inheritance (`"$extends": "{group}"`,
/// §6.3 "Group extension").
struct TokenDocument {
    /// The file, for errors.
    let file: String
    /// The whole file.
    let root: TokenNode

    /// How many `$ref`s or `$extends` may be followed in a row before it counts as a cycle.
    static let maximumHops = 32

    // MARK: $ref

    /// `node` with every `{"$ref": "#/..."}` object inside it replaced. A pointer to a whole
    /// token or to its `$value` becomes the alias `"{a.b}"`, so it follows later overrides as
    /// an alias does; a pointer into a value (`#/a/b/$value/components/0`) is replaced by
    /// what it points at.
    func substitutingPointers(in node: TokenNode, token: String, hops: Int = 0) throws -> TokenNode {
        switch node.kind {
        case .object(let members):
            if let ref = node.member("$ref") {
                guard members.count == 1 else {
                    throw TokenError(file: file, line: node.line, column: node.column, token: token,
                                     message: "a {\"$ref\"} object cannot have other members")
                }
                return try pointed(ref, token: token, hops: hops)
            }
            var replaced = node
            replaced.kind = .object(try members.map { member in
                var member = member
                member.value = try substitutingPointers(in: member.value, token: token, hops: hops)
                return member
            })
            return replaced
        case .list(let items):
            var replaced = node
            replaced.kind = .list(try items.map { try substitutingPointers(in: $0, token: token, hops: hops) })
            return replaced
        default:
            return node
        }
    }

    /// What one `$ref` member points at.
    private func pointed(_ ref: TokenMember, token: String, hops: Int) throws -> TokenNode {
        func fail(_ message: String) -> TokenError {
            TokenError(file: file, line: ref.value.line, column: ref.value.column, token: token, message: message)
        }
        guard case .string(let pointer) = ref.value.kind else { throw fail("$ref must be a JSON Pointer string such as \"#/color/brand/$value\"") }
        guard hops < TokenDocument.maximumHops else { throw fail("$ref \(pointer) leads to a cycle of references") }
        guard pointer.hasPrefix("#/") || pointer == "#" else {
            throw fail("$ref \(pointer): only references within the same file (\"#/...\") are supported in tokens files")
        }
        let path = try TokenDocument.pointerPath(pointer).get()
        var node = root
        for (index, key) in path.enumerated() {
            switch node.kind {
            case .object:
                guard let member = node.member(key) else {
                    throw fail("$ref \(pointer): no '\(key)' at /\(path.prefix(index).joined(separator: "/"))")
                }
                node = member.value
            case .list(let items):
                guard let position = Int(key), items.indices.contains(position) else { throw fail("$ref \(pointer): no item \(key)") }
                node = items[position]
            default:
                throw fail("$ref \(pointer): /\(path.prefix(index).joined(separator: "/")) is \(node.summary), not an object or list")
            }
        }
        let tokenPath = path.last == "$value" ? Array(path.dropLast()) : path
        if !tokenPath.isEmpty, tokenPath.allSatisfy({ !$0.hasPrefix("$") || $0 == "$root" }),
           path.last == "$value" || node.member("$value") != nil {
            return TokenNode(kind: .string("{" + tokenPath.joined(separator: ".") + "}"), line: ref.value.line, column: ref.value.column)
        }
        return try substitutingPointers(in: node, token: token, hops: hops + 1)
    }

    /// The keys of a JSON Pointer (`#/a~1b/c` is `["a/b", "c"]`), per RFC 6901.
    static func pointerPath(_ pointer: String) -> Result<[String], TokenMessage> {
        let body = pointer.dropFirst(pointer.hasPrefix("#") ? 1 : 0)
        guard !body.isEmpty else { return .success([]) }
        guard body.hasPrefix("/") else { return .failure(TokenMessage("'\(pointer)' is not a JSON Pointer")) }
        let keys = body.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        return .success(keys)
    }

    // MARK: $extends

    /// `group` with the members of the group its `$extends` names merged under its own: a
    /// member the group writes itself replaces the inherited one of that name, except that two
    /// groups of the same name are merged the same way.
    func extended(_ group: TokenNode, path: [String], hops: Int = 0) throws -> TokenNode {
        guard let extends = group.member("$extends"), case .object(let own) = group.kind else { return group }
        let owner = path.joined(separator: ".")
        func fail(_ message: String) -> TokenError {
            TokenError(file: file, line: extends.value.line, column: extends.value.column, token: owner.isEmpty ? nil : owner, message: message)
        }
        var basePath: [String]
        switch extends.value.kind {
        case .string:
            guard let name = extends.value.reference else { throw fail("$extends must name a group as \"{group.name}\", found \(extends.value.summary)") }
            basePath = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        case .object:
            guard let ref = extends.value.member("$ref"), case .string(let pointer) = ref.value.kind, pointer.hasPrefix("#/"),
                  case .success(let keys) = TokenDocument.pointerPath(pointer) else {
                throw fail("$extends must be \"{group.name}\" or {\"$ref\": \"#/group/name\"}")
            }
            basePath = keys
        default:
            throw fail("$extends must name a group as \"{group.name}\", found \(extends.value.summary)")
        }
        guard hops < TokenDocument.maximumHops, basePath != path, !path.starts(with: basePath) else {
            throw fail("$extends {\(basePath.joined(separator: "."))} is circular")
        }
        var base = root
        for key in basePath {
            guard let member = base.member(key) else { throw fail("$extends names no group {\(basePath.joined(separator: "."))}") }
            base = member.value
        }
        guard case .object = base.kind, base.member("$value") == nil else {
            throw fail("$extends {\(basePath.joined(separator: "."))} is not a group")
        }
        base = try extended(base, path: basePath, hops: hops + 1)
        guard case .object(let inherited) = base.kind else { return group }
        var members = own.filter { $0.key != "$extends" }
        for member in inherited where !["$extends", "$description", "$deprecated", "$extensions"].contains(member.key) {
            if let index = members.firstIndex(where: { $0.key == member.key }) {
                let mine = members[index].value
                if case .object = mine.kind, mine.member("$value") == nil, case .object = member.value.kind, member.value.member("$value") == nil {
                    members[index].value = merged(mine, over: member.value)
                }
            } else {
                members.append(member)
            }
        }
        var result = group
        result.kind = .object(members)
        return result
    }

    /// Group `mine` over group `theirs`, recursively.
    private func merged(_ mine: TokenNode, over theirs: TokenNode) -> TokenNode {
        guard case .object(var members) = mine.kind, case .object(let inherited) = theirs.kind else { return mine }
        for member in inherited {
            if let index = members.firstIndex(where: { $0.key == member.key }) {
                let own = members[index].value
                if case .object = own.kind, own.member("$value") == nil, member.value.member("$value") == nil {
                    members[index].value = merged(own, over: member.value)
                }
            } else {
                members.append(member)
            }
        }
        var result = mine
        result.kind = .object(members)
        return result
    }
}
