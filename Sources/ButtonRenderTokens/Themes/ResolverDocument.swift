import ButtonRenderModel
import Foundation

/// A DTCG Resolver Module 2025.10 document (https://www.designtokens.org/TR/2025.10/resolver/;
/// design-tokens/community-group `technical-reports/resolver/syntax.md`): named `sets` of token
/// sources, `modifiers` whose `contexts` each add sources, and a `resolutionOrder` that layers
/// them, later tokens replacing earlier ones of the same name. A source is inline tokens or a
/// reference object: `{"$ref": "#/sets/name"}` within the document, or `{"$ref": "file.json"}`
/// relative to it (tokens files only; no remote URLs).
package struct ResolverDocument: Sendable {
    /// The resolver file, for errors and relative references.
    package let file: String
    /// The document.
    let root: TokenNode
    /// Which files the document may name (`ThemeReading.resolverFiles`); its strictness is
    /// applied by the caller to the tokens resolved.
    package let reading: ThemeReading

    /// The properties of the document's root.
    static let rootProperties = ["name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$extensions", "$defs"]

    /// True when `tree` has the shape of a resolver document rather than a tokens file: a
    /// top-level `resolutionOrder` list (required by the resolver module, meaningless as a
    /// token group name since a group cannot hold a list).
    static func isResolver(_ tree: TokenNode) -> Bool {
        if case .list = tree.member("resolutionOrder")?.value.kind { return true }
        return false
    }

    /// Checks the document's root; fails on a wrong version, unknown properties or a missing
    /// `resolutionOrder`.
    init(file: String, root: TokenNode, reading: ThemeReading = ThemeReading()) throws {
        self.file = file
        self.root = root
        self.reading = reading
        guard case .object(let members) = root.kind else { throw TokenError(file: file, line: root.line, column: root.column, message: "a resolver document must be an object") }
        for member in members where !ResolverDocument.rootProperties.contains(member.key) {
            var message = "unknown resolver property '\(member.key)'"
            if let near = nearestName(to: member.key, in: ResolverDocument.rootProperties) { message += " (did you mean '\(near)'?)" }
            throw TokenError(file: file, line: member.line, column: member.column, message: message + "; resolver properties: " + ResolverDocument.rootProperties.joined(separator: ", "))
        }
        guard let version = root.member("version") else {
            throw TokenError(file: file, line: root.line, column: root.column, message: "a resolver document needs \"version\": \"2025.10\"")
        }
        guard version.value.kind == .string("2025.10") else {
            throw TokenError(file: file, line: version.value.line, column: version.value.column, message: "resolver version must be \"2025.10\", found \(version.value.summary)")
        }
        _ = try modifiers()
    }

    /// Reads a resolver file; `reading` says which files it may name (by default those inside
    /// its own folder tree).
    package static func load(file path: String, reading: ThemeReading = ThemeReading()) throws -> ResolverDocument {
        let tree = try TokenParser.tree(try TokenFile.read(path), file: path)
        guard isResolver(tree) else {
            throw TokenError(file: path, line: tree.line, column: tree.column, message: "is not a resolver document: it has no \"resolutionOrder\" list")
        }
        return try ResolverDocument(file: path, root: tree, reading: reading)
    }

    // MARK: Modifiers

    /// One modifier: its contexts in file order and its default context.
    package struct Modifier: Equatable, Sendable {
        /// The modifier's name (its key in `modifiers`, or its inline `name`).
        package var name: String
        /// Context names, in file order.
        package var contexts: [String]
        /// The `default` context, if any.
        package var defaultContext: String?
    }

    /// Every modifier in `modifiers` and inline in `resolutionOrder`, checked as the module
    /// requires: at least one context, and a `default` that is one of them.
    package func modifiers() throws -> [Modifier] {
        var found: [Modifier] = []
        if case .object(let members) = root.member("modifiers")?.value.kind {
            for member in members { found.append(try modifier(member.value, name: member.key)) }
        }
        if case .list(let items) = root.member("resolutionOrder")?.value.kind {
            for item in items where item.member("type")?.value.kind == .string("modifier") {
                guard case .string(let name) = item.member("name")?.value.kind else { throw error(at: item, "an inline modifier needs a \"name\"") }
                found.append(try modifier(item, name: name))
            }
        }
        return found
    }

    private func modifier(_ node: TokenNode, name: String) throws -> Modifier {
        guard let contexts = node.member("contexts"), case .object(let entries) = contexts.value.kind else {
            throw error(at: node, "modifier '\(name)' needs a \"contexts\" object of context names to token sources")
        }
        guard !entries.isEmpty else { throw error(at: contexts.value, "modifier '\(name)' has no contexts") }
        let names = entries.map(\.key)
        var defaultContext: String?
        if let member = node.member("default") {
            guard case .string(let value) = member.value.kind, names.contains(value) else {
                throw error(at: member.value, "modifier '\(name)': default \(member.value.summary) is not one of its contexts (\(names.joined(separator: ", ")))")
            }
            defaultContext = value
        }
        return Modifier(name: name, contexts: names, defaultContext: defaultContext)
    }

    // MARK: Resolution

    /// The tokens for one input (modifier name to context name), merged in resolution order.
    /// A modifier missing from `inputs` takes its `default`, or, when it has none, its first
    /// context, which the result's `deviations` report (`TokenDeviation.Kind.noDefaultContext`);
    /// an input naming no modifier, or a context a modifier lacks, is an error. Each file is
    /// read once however often it is named, and what the sources expand to is counted before
    /// it is expanded (`TokenLimits`).
    package func resolve(_ inputs: [String: String]) throws -> DesignTokens {
        try resolve(inputs, run: ResolverRun())
    }

    /// `resolve(_:)` sharing the files read with the other resolutions of `run`.
    func resolve(_ inputs: [String: String], run: ResolverRun) throws -> DesignTokens {
        let modifiers = try modifiers()
        for (key, value) in inputs {
            guard let modifier = modifiers.first(where: { $0.name == key }) else {
                var message = "no modifier '\(key)'"
                if let near = nearestName(to: key, in: modifiers.map(\.name)) { message += " (did you mean '\(near)'?)" }
                throw TokenError(file: file, message: message + "; modifiers: " + (modifiers.isEmpty ? "none" : modifiers.map(\.name).joined(separator: ", ")))
            }
            guard modifier.contexts.contains(value) else {
                throw TokenError(file: file, message: "modifier '\(key)' has no context '\(value)'; contexts: " + modifier.contexts.joined(separator: ", "))
            }
        }
        guard let order = root.member("resolutionOrder"), case .list(let items) = order.value.kind else {
            throw TokenError(file: file, line: root.line, column: root.column, message: "a resolver document needs a \"resolutionOrder\" list")
        }
        run.startResolution()
        var result = DesignTokens(tokens: [], sources: [])
        var seenNames: Set<String> = []
        for item in items {
            let layers = try layers(of: item, inputs: inputs, modifiers: modifiers, seenNames: &seenNames, run: run)
            let count = layers.reduce(0) { $0 + $1.tokens.tokens.count }
            try run.spend(tokens: count, at: item, in: file)
            for layer in layers { result.layer(layer.tokens, origin: layer.origin) }
        }
        result.resolverDeviations = run.notes
        return result
    }

    /// One source's tokens and the set or modifier context that named it.
    struct Layer {
        var tokens: DesignTokens
        var origin: String
    }

    /// The token layers one `resolutionOrder` item contributes.
    private func layers(of item: TokenNode, inputs: [String: String], modifiers: [Modifier], seenNames: inout Set<String>,
                        run: ResolverRun) throws -> [Layer] {
        if let ref = item.member("$ref") {
            guard case .string(let pointer) = ref.value.kind, pointer.hasPrefix("#/"),
                  case .success(let path) = TokenDocument.pointerPath(pointer), path.count == 2,
                  ["sets", "modifiers"].contains(path[0]) else {
                throw error(at: ref.value, "a resolutionOrder reference must be {\"$ref\": \"#/sets/name\"} or {\"$ref\": \"#/modifiers/name\"}")
            }
            guard let target = root.member(path[0])?.value.member(path[1])?.value else {
                throw error(at: ref.value, "$ref \(pointer) points at nothing")
            }
            return path[0] == "sets"
                ? try sources(of: target, key: "sources", origin: "set \(path[1])", run: run)
                : try contextLayers(target, name: path[1], inputs: inputs, modifiers: modifiers, run: run)
        }
        guard case .string(let type) = item.member("type")?.value.kind, ["set", "modifier"].contains(type),
              case .string(let name) = item.member("name")?.value.kind else {
            throw error(at: item, "an inline resolutionOrder item needs \"type\" (set or modifier) and \"name\"")
        }
        guard seenNames.insert(name).inserted else { throw error(at: item, "the name '\(name)' is used twice in resolutionOrder") }
        return type == "set"
            ? try sources(of: item, key: "sources", origin: "set \(name)", run: run)
            : try contextLayers(item, name: name, inputs: inputs, modifiers: modifiers, run: run)
    }

    /// The layers of the selected context of a modifier.
    private func contextLayers(_ node: TokenNode, name: String, inputs: [String: String], modifiers: [Modifier],
                               run: ResolverRun) throws -> [Layer] {
        let modifier = try modifier(node, name: name)
        // With no input and no default, the first context is taken: a deviation, so the
        // document loads (IBM Carbon's breakpoint) and the warning says how to choose.
        guard let context = inputs[name] ?? modifier.defaultContext ?? modifier.contexts.first else {
            throw TokenError(file: file, message: "modifier '\(name)' has no default; choose a context (\(modifier.contexts.joined(separator: ", ")))")
        }
        if inputs[name] == nil, modifier.defaultContext == nil {
            run.notes.append(TokenDeviation(kind: .noDefaultContext(modifier: name, chosen: context), token: name, file: file,
                                            line: node.line, column: node.column))
        }
        guard let contexts = node.member("contexts")?.value, let list = contexts.member(context) else { return [] }
        return try counted(list.value, origin: "modifier \(name)=\(context)", run: run)
    }

    /// The layers of a set's `sources`.
    private func sources(of node: TokenNode, key: String, origin: String, run: ResolverRun) throws -> [Layer] {
        guard let member = node.member(key) else { throw error(at: node, "a set needs a \"sources\" list") }
        return try counted(member.value, origin: origin, run: run)
    }

    /// The layers of a list of sources, counted against `TokenLimits.maximumResolverLayers`
    /// and `maximumResolverBytes` before any is expanded or read.
    private func counted(_ list: TokenNode, origin: String, run: ResolverRun) throws -> [Layer] {
        let count = try sourceCount(list, run: run, depth: 0)
        try run.spend(layers: count.layers, at: list, in: file)
        try run.spend(bytes: count.bytes, at: list, in: file)
        return try sourceList(list, origin: origin, run: run)
    }

    /// How many layers a list of sources expands to, and the bytes of the files it names
    /// (each use counting the file's size on disk), each set measured once (`run` remembers
    /// every set's count), without expanding or reading anything.
    private func sourceCount(_ list: TokenNode, run: ResolverRun, depth: Int) throws -> ResolverRun.SourceCount {
        guard case .list(let items) = list.kind else { throw error(at: list, "token sources must be a list, found \(list.summary)") }
        guard depth < TokenDocument.maximumHops else { throw error(at: list, "sets refer to each other in a cycle") }
        var total = ResolverRun.SourceCount()
        for item in items {
            guard case .string(let target)? = item.member("$ref")?.value.kind else {
                total.add(ResolverRun.SourceCount(layers: 1, bytes: 0))
                continue
            }
            guard target.hasPrefix("#/sets/") else {
                var info = stat()
                let size = !target.hasPrefix("#") && stat(path(of: target), &info) == 0 ? Int(info.st_size) : 0
                total.add(ResolverRun.SourceCount(layers: 1, bytes: size))
                continue
            }
            let name = String(target.dropFirst("#/sets/".count))
            if let known = run.setCounts[name] {
                total.add(known)
                continue
            }
            guard let set = set(named: name), let sources = set.member("sources")?.value else { continue }  // sourceList reports it
            let count = try sourceCount(sources, run: run, depth: depth + 1)
            run.setCounts[name] = count
            total.add(count)
        }
        return total
    }

    /// The absolute path of a file reference, relative to the document.
    private func path(of target: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        return ((folder as NSString).appendingPathComponent(target) as NSString).standardizingPath
    }

    /// The set `name` of `sets`.
    private func set(named name: String) -> TokenNode? { root.member("sets")?.value.member(name)?.value }

    /// The layers of a list of sources; a set's layers are expanded once per resolution.
    private func sourceList(_ node: TokenNode, origin: String, run: ResolverRun, depth: Int = 0) throws -> [Layer] {
        guard case .list(let items) = node.kind else { throw error(at: node, "token sources must be a list, found \(node.summary)") }
        guard depth < TokenDocument.maximumHops else { throw error(at: node, "sets refer to each other in a cycle") }
        var layers: [Layer] = []
        for item in items {
            if let ref = item.member("$ref") {
                guard case .string(let target) = ref.value.kind else { throw error(at: ref.value, "$ref must be a string") }
                if target.hasPrefix("#/sets/") {
                    let name = String(target.dropFirst("#/sets/".count))
                    guard let set = set(named: name), let list = set.member("sources")?.value else {
                        throw error(at: ref.value, "$ref \(target) points at no set")
                    }
                    let key = name + "\n" + origin
                    if let known = run.setLayers[key] {
                        layers += known
                    } else {
                        let expanded = try sourceList(list, origin: origin, run: run, depth: depth + 1)
                        run.setLayers[key] = expanded
                        layers += expanded
                    }
                } else if target.hasPrefix("#") {
                    throw error(at: ref.value, "$ref \(target): a source may refer to a set (#/sets/name) or to a tokens file, not to a modifier")
                } else if target.contains("://") {
                    throw error(at: ref.value, "$ref \(target): remote token files are not fetched; refer to a local file")
                } else {
                    layers.append(Layer(tokens: try fileTokens(target, at: ref.value, run: run), origin: origin))
                }
            } else {
                layers.append(Layer(tokens: DesignTokens(tokens: try TokenParser.tokens(of: item, file: file, spending: run.spending), sources: [file]),
                                    origin: origin))
            }
        }
        return layers
    }

    /// The tokens of the file `target` names (relative to the document), read once per
    /// resolution and parsed once per version of the file (`TokenFileCache`), after checking
    /// that `reading` lets the document name it.
    private func fileTokens(_ target: String, at node: TokenNode, run: ResolverRun) throws -> DesignTokens {
        let folder = (file as NSString).deletingLastPathComponent
        let path = path(of: target)
        switch reading.resolverFiles {
        case .anywhere:
            break
        case .resolverFolder:
            guard PathPolicy.isInside(path, folder: folder) else {
                throw TokenError(file: file, line: node.line, column: node.column,
                                 .outsideAllowedFolder(reference: target, folder: PathPolicy.resolved(folder), fromSpec: false))
            }
        case .folder(let specFolder):
            guard PathPolicy.isInside(path, folder: specFolder) else {
                throw TokenError(file: file, line: node.line, column: node.column,
                                 .outsideAllowedFolder(reference: target, folder: PathPolicy.resolved(specFolder), fromSpec: true))
            }
        }
        if let known = run.files[path] { return known }
        let read: (tokens: DesignTokens, expansion: TokenExpansionSpent)
        do { read = try TokenFileCache.shared.tokens(path) } catch let problem as TokenError where problem.line == nil && problem.file == path {
            throw error(at: node, "$ref \(target): \(problem.message)")
        }
        // What the file's own references expanded counts once per resolution, with every
        // other source's.
        try run.spend(expansion: read.expansion, at: node, in: file)
        run.files[path] = read.tokens
        return read.tokens
    }

    private func error(at node: TokenNode, _ message: String) -> TokenError {
        TokenError(file: file, line: node.line, column: node.column, message: message)
    }
}
