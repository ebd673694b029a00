/// A parsed tokens file as a whole, for the parts of the format that look elsewhere in the
/// same file: JSON Pointer references (`{"$ref": "#/color/brand/$value"}`, Format 2025.10,
/// §7.2 "JSON Pointer references", RFC 6901) and group inheritance (`"$extends": "{group}"`,
/// §6.3 "Group extension").
struct TokenDocument {
    /// The file, for errors.
    let file: String
    /// The whole file.
    let root: TokenNode
    /// What expanding the file's references has learnt.
    private let state = ExpansionState()
    /// What expanding references has cost so far: this file's alone, or shared by every
    /// source of a resolution (`ResolverRun`), so a thousand inline sources each just under a
    /// bound do not add up to a thousand times it.
    let spending: TokenExpansionSpending

    /// How many `$ref`s or `$extends` may be followed in a row before it counts as a cycle.
    static let maximumHops = 32

    /// A document of `root`, read from `file`, counting its expansion into `spending`.
    init(file: String, root: TokenNode, spending: TokenExpansionSpending = TokenExpansionSpending()) {
        self.file = file
        self.root = root
        self.spending = spending
    }

    /// The memo and the spending of one document's expansion: the expanded size of each
    /// pointer, the extended group of each `$extends` target and its number of tokens, and
    /// the nodes and tokens copied so far (`TokenLimits`).
    private final class ExpansionState {
        var pointerSizes: [String: Int] = [:]
        /// What each pointer into a value was replaced by: computed once, then shared.
        var substituted: [String: TokenNode] = [:]
        var measuring: Set<String> = []
        var extendedGroups: [[String]: TokenNode] = [:]
        /// Member indexes of the large objects pointers and `$extends` have looked into, by
        /// path, so that many pointers into one large group cost one index, not a scan each.
        var indexes: [[String]: [String: TokenNode]] = [:]
        var groupTokenCounts: [[String]: Int] = [:]
        var expandedCounts: [[String]: Int] = [:]
        var counting: Set<[String]> = []
    }

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
                guard let member = child(of: node, key, at: path[..<index]) else {
                    throw fail("$ref \(pointer): no '\(key)' at /\(path.prefix(index).joined(separator: "/"))")
                }
                node = member
            case .list(let items):
                guard let position = Int(key), items.indices.contains(position) else { throw fail("$ref \(pointer): no item \(key)") }
                node = items[position]
            default:
                throw fail("$ref \(pointer): /\(path.prefix(index).joined(separator: "/")) is \(node.summary), not an object or list")
            }
        }
        if let alias = TokenDocument.alias(path: path, target: node) {
            return TokenNode(kind: .string(alias), line: ref.value.line, column: ref.value.column)
        }
        // The outermost pointer counts everything it expands to, nested pointers included,
        // before any of it is copied.
        if hops == 0 {
            spending.copiedNodes = ResolverRun.saturating(spending.copiedNodes, try expandedSize(node, token: token, hops: hops + 1))
            guard spending.copiedNodes <= TokenLimits.maximumPointerExpansion else {
                throw TokenError(file: file, line: ref.value.line, column: ref.value.column, token: token,
                                 .expansionTooLarge(what: "$ref \(pointer) (with the file's other pointers into values)",
                                                    limit: TokenLimits.maximumPointerExpansion))
            }
        }
        if let known = state.substituted[pointer] { return known }
        let substituted = try substitutingPointers(in: node, token: token, hops: hops + 1)
        state.substituted[pointer] = substituted
        return substituted
    }

    /// The alias `"{a.b}"` a pointer to a whole token or to its `$value` stands for, or nil
    /// when the pointer points into a value or at something else.
    private static func alias(path: [String], target node: TokenNode) -> String? {
        let tokenPath = path.last == "$value" ? Array(path.dropLast()) : path
        guard !tokenPath.isEmpty, tokenPath.allSatisfy({ !$0.hasPrefix("$") || $0 == "$root" }),
              path.last == "$value" || node.member("$value") != nil else { return nil }
        return "{" + tokenPath.joined(separator: ".") + "}"
    }

    /// How many nodes `node` becomes once its pointers are substituted, each pointer's target
    /// measured once (a pointer that cannot be followed counts 1: substituting it reports it).
    private func expandedSize(_ node: TokenNode, token: String, hops: Int) throws -> Int {
        switch node.kind {
        case .object(let members):
            if members.count == 1, let ref = node.member("$ref"), case .string(let pointer) = ref.value.kind {
                return try pointerSize(pointer, at: ref, token: token, hops: hops)
            }
            return try members.reduce(1) { ResolverRun.saturating($0, try expandedSize($1.value, token: token, hops: hops)) }
        case .list(let items):
            return try items.reduce(1) { ResolverRun.saturating($0, try expandedSize($1, token: token, hops: hops)) }
        default:
            return 1
        }
    }

    /// The expanded size of what `pointer` points at (1 for an alias), remembered.
    private func pointerSize(_ pointer: String, at ref: TokenMember, token: String, hops: Int) throws -> Int {
        if let known = state.pointerSizes[pointer] { return known }
        guard pointer.hasPrefix("#/"), case .success(let path) = TokenDocument.pointerPath(pointer), let target = node(at: path) else { return 1 }
        if TokenDocument.alias(path: path, target: target) != nil { return 1 }
        guard hops < TokenDocument.maximumHops, state.measuring.insert(pointer).inserted else {
            throw TokenError(file: file, line: ref.value.line, column: ref.value.column, token: token,
                             message: "$ref \(pointer) leads to a cycle of references")
        }
        let size = try expandedSize(target, token: token, hops: hops + 1)
        state.measuring.remove(pointer)
        state.pointerSizes[pointer] = size
        return size
    }

    /// The member `key` of the written object `node` found at `path`: a look-up in an index
    /// kept for objects of more than 16 members.
    private func child(of node: TokenNode, _ key: String, at path: ArraySlice<String>) -> TokenNode? {
        guard case .object(let members) = node.kind else { return nil }
        guard members.count > 16 else { return node.member(key)?.value }
        let pathKey = Array(path)
        if let index = state.indexes[pathKey] { return index[key] }
        var index: [String: TokenNode] = [:]
        for member in members where index[member.key] == nil { index[member.key] = member.value }
        state.indexes[pathKey] = index
        return index[key]
    }

    /// The node at a JSON Pointer's keys, or nil.
    private func node(at path: [String]) -> TokenNode? {
        var node = root
        for (index, key) in path.enumerated() {
            switch node.kind {
            case .object: guard let member = child(of: node, key, at: path[..<index]) else { return nil }; node = member
            case .list(let items): guard let index = Int(key), items.indices.contains(index) else { return nil }; node = items[index]
            default: return nil
            }
        }
        return node
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
        let base: TokenNode
        if let known = state.extendedGroups[basePath] {
            base = known
        } else {
            var written = root
            for (index, key) in basePath.enumerated() {
                guard let member = child(of: written, key, at: basePath[..<index]) else {
                    throw fail("$extends names no group {\(basePath.joined(separator: "."))}")
                }
                written = member
            }
            guard case .object = written.kind, written.member("$value") == nil else {
                throw fail("$extends {\(basePath.joined(separator: "."))} is not a group")
            }
            base = try extended(written, path: basePath, hops: hops + 1)
            state.extendedGroups[basePath] = base
        }
        // Count what inheriting copies before copying it.
        let count: Int
        if let known = state.groupTokenCounts[basePath] { count = known } else {
            count = TokenDocument.tokenCount(base)
            state.groupTokenCounts[basePath] = count
        }
        spending.inheritedTokens = ResolverRun.saturating(spending.inheritedTokens, count)
        guard spending.inheritedTokens <= TokenLimits.maximumInheritedTokens else {
            throw TokenError(file: file, line: extends.value.line, column: extends.value.column, token: owner.isEmpty ? nil : owner,
                             .expansionTooLarge(what: "$extends {\(basePath.joined(separator: "."))} (\(count) tokens, with the file's other $extends)",
                                                limit: TokenLimits.maximumInheritedTokens))
        }
        guard case .object(let inherited) = base.kind else { return group }
        var result = group
        result.kind = .object(TokenDocument.merging(inherited.filter { !["$extends", "$description", "$deprecated", "$extensions"].contains($0.key) },
                                                    under: own.filter { $0.key != "$extends" }))
        return result
    }

    /// Fails at the first `$extends` that takes what all `$extends` of the file copy past
    /// `TokenLimits.maximumInheritedTokens`, counted on the written file before anything is
    /// copied (an extended group counts its own tokens and those its own `$extends`, nested
    /// ones included, bring). `extended(_:path:hops:)` counts again as it copies, which bounds
    /// what this count cannot see.
    func checkInheritance() throws {
        var total = spending.inheritedTokens
        try countInherited(in: root, total: &total, depth: 0)
    }

    private func countInherited(in group: TokenNode, total: inout Int, depth: Int) throws {
        guard case .object(let members) = group.kind, group.member("$value") == nil, depth < TokenParser.maximumDepth else { return }
        if let extends = group.member("$extends"), let basePath = TokenDocument.extendsTarget(extends.value) {
            total = ResolverRun.saturating(total, expandedTokens(at: basePath, depth: 0))
            guard total <= TokenLimits.maximumInheritedTokens else {
                throw TokenError(file: file, line: extends.value.line, column: extends.value.column,
                                 .expansionTooLarge(what: "$extends {\(basePath.joined(separator: "."))} (with the file's other $extends, \(ResolverRun.count(total)) tokens)",
                                                    limit: TokenLimits.maximumInheritedTokens))
            }
        }
        for member in members where !member.key.hasPrefix("$") { try countInherited(in: member.value, total: &total, depth: depth + 1) }
    }

    /// The tokens the written group at `path` gives once extended, remembered (0 for no group
    /// or a cycle, which `extended` reports).
    private func expandedTokens(at path: [String], depth: Int) -> Int {
        if let known = state.expandedCounts[path] { return known }
        guard depth < TokenDocument.maximumHops, let group = node(at: path), state.counting.insert(path).inserted else { return 0 }
        let count = ResolverRun.saturating(TokenDocument.tokenCount(group), inheritedBelow(group, depth: depth, nesting: 0))
        state.counting.remove(path)
        state.expandedCounts[path] = count
        return count
    }

    /// The tokens the `$extends` of `group` and of the groups inside it bring.
    private func inheritedBelow(_ group: TokenNode, depth: Int, nesting: Int) -> Int {
        guard case .object(let members) = group.kind, group.member("$value") == nil, nesting < TokenParser.maximumDepth else { return 0 }
        var total = 0
        if let extends = group.member("$extends"), let basePath = TokenDocument.extendsTarget(extends.value) {
            total = expandedTokens(at: basePath, depth: depth + 1)
        }
        for member in members where !member.key.hasPrefix("$") {
            total = ResolverRun.saturating(total, inheritedBelow(member.value, depth: depth, nesting: nesting + 1))
        }
        return total
    }

    /// The group path an `$extends` value names (`"{a.b}"` or `{"$ref": "#/a/b"}`), or nil.
    static func extendsTarget(_ value: TokenNode) -> [String]? {
        switch value.kind {
        case .string:
            return value.reference.map { $0.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
        case .object:
            guard let ref = value.member("$ref"), case .string(let pointer) = ref.value.kind, pointer.hasPrefix("#/"),
                  case .success(let keys) = TokenDocument.pointerPath(pointer) else { return nil }
            return keys
        default:
            return nil
        }
    }

    /// `own` members with `inherited` ones added under them: a member `own` has replaces the
    /// inherited one of its name, except that two groups of the same name are merged the same
    /// way, recursively. Costs the number of members, not their product.
    private static func merging(_ inherited: [TokenMember], under own: [TokenMember]) -> [TokenMember] {
        var members = own
        var index: [String: Int] = [:]
        for (position, member) in members.enumerated() where index[member.key] == nil { index[member.key] = position }
        for member in inherited {
            guard let position = index[member.key] else {
                index[member.key] = members.count
                members.append(member)
                continue
            }
            let mine = members[position].value
            if case .object(let mineMembers) = mine.kind, mine.member("$value") == nil,
               case .object(let theirMembers) = member.value.kind, member.value.member("$value") == nil {
                var combined = mine
                combined.kind = .object(merging(theirMembers, under: mineMembers))
                members[position].value = combined
            }
        }
        return members
    }

    /// The tokens (objects with `$value`) in a group, nested groups included.
    private static func tokenCount(_ group: TokenNode) -> Int {
        guard case .object(let members) = group.kind else { return 0 }
        if group.member("$value") != nil { return 1 }
        return members.reduce(0) { $1.key.hasPrefix("$") && $1.key != "$root" ? $0 : ResolverRun.saturating($0, tokenCount($1.value)) }
    }
}

/// What expanding references (`$ref` pointers into values, `$extends`) has copied so far, for
/// `TokenLimits.maximumPointerExpansion` and `maximumInheritedTokens`.
final class TokenExpansionSpending {
    /// Nodes pointers into values have copied.
    var copiedNodes = 0
    /// Tokens `$extends` has copied.
    var inheritedTokens = 0

    /// What it has spent so far, as a value.
    var spent: TokenExpansionSpent { TokenExpansionSpent(copiedNodes: copiedNodes, inheritedTokens: inheritedTokens) }
}

/// What expanding one file's references spent (`TokenExpansionSpending`, once it is done): kept
/// with the file's parsed tokens and counted again by every resolver run that reads the file.
struct TokenExpansionSpent: Sendable {
    /// Nodes pointers into values copied.
    var copiedNodes: Int
    /// Tokens `$extends` copied.
    var inheritedTokens: Int
}
