import ButtonRenderModel
import Foundation

/// The themes shipped as tokens files in the package's resources (`ButtonRenderModel/Tokens/`, `BuiltInTokenFiles`), and the
/// way a spec's theme reference picks one or a user's file on top of one.
public enum BuiltInThemes {
    /// The built-in themes: the resolver documents in the bundle (`BuiltInThemeNames`), sorted.
    /// Each design system's theme is one of them (`DesignSystem.theme`).
    public static var names: [String] { BuiltInThemeNames.all }

    /// The bundle's folder of built-in theme and system files (`<name>.resolver.json`,
    /// `<name>.tokens.json`, `<name>.dark.tokens.json`, `<name>.system.yaml`), for tools that
    /// copy one to start from (`render-cli bench`'s system-file figure).
    package static var bundleFolder: URL? { BuiltInTokenFiles.folder }

    /// The built-in theme `name`, parsed on first use and cached afterwards. Each is a DTCG
    /// resolver document in the bundle (`Tokens/<name>.resolver.json`) layering
    /// `<name>.tokens.json` and, for the dark appearance, `<name>.dark.tokens.json`; tokens and
    /// errors name those files without the bundle's folder. The shipped files are validated by
    /// the tests (`BuiltInThemeValidationTests`), not on every start (resolving and reading
    /// every token was a tenth of the theme's cost); a user's file laid over one is validated
    /// with it (`theme(_:system:relativeTo:inputs:)`).
    public static func tokens(named name: String) throws -> DesignTokens {
        guard BuiltInThemeNames.contains(name) else {
            throw TokenError(.unknownTheme(name: name, suggestion: nearestName(to: name, in: names), builtIn: names, couldBeFile: false))
        }
        return try ThemeCache.shared.value(.builtIn, name) {
            let file = name + ".resolver.json"
            guard let url = BuiltInTokenFiles.url(name + ".resolver", withExtension: "json") else {
                throw TokenError(file: file, .missingFromBundle)
            }
            let document = try ResolverDocument(file: url.path, root: try TokenParser.tree(try TokenFile.read(url.path), file: url.path))
            var tokens = try document.theme()
            tokens.stripDirectory(url.deletingLastPathComponent().path + "/")
            return tokens
        }
    }

    /// The theme a spec asks for. `nil` is the built-in theme of `system`; a built-in name is
    /// that theme; anything else is the path of a user tokens file (relative to `directory`,
    /// usually the spec file's folder, unless absolute; relative to the working directory when
    /// `directory` is nil) whose tokens override those of `system`'s built-in theme. A file is
    /// parsed once per modification: results are cached (in the one `ThemeCache`) by absolute
    /// path, modification date and size. To use a file named like a built-in theme, write `./name`.
    ///
    /// The file may be a tokens file or a DTCG resolver document (told apart by its top-level
    /// `resolutionOrder`); a resolver's `appearance` modifier gives the light and dark values,
    /// and `inputs` picks the contexts of its other modifiers (see `ResolverDocument.theme`).
    /// `reading` says which files a resolver may name and whether a deviation from DTCG
    /// 2025.10 is an error (`TokenStrictness.strict`) or a warning (`DesignTokens.deviations`).
    /// The cache follows the resolver file only, not the files it refers to (those are parsed
    /// once per version, `TokenFileCache`); a theme that fails is remembered as well, so many
    /// buttons naming a broken theme pay for it once.
    public static func theme(_ reference: String?, system: String, relativeTo directory: String?,
                             inputs: [String: String] = [:], reading: ThemeReading = ThemeReading()) throws -> DesignTokens {
        guard let reference else { return try tokens(named: system) }
        if BuiltInThemeNames.contains(reference) { return try tokens(named: reference) }
        let path = absolutePath(reference, relativeTo: directory)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            if !reference.contains("/"), !reference.hasSuffix(".json") {
                throw TokenError(file: path, .unknownTheme(name: reference, suggestion: nearestName(to: reference, in: names),
                                                           builtIn: names, couldBeFile: true))
            }
            throw TokenError(file: path, .noSuchFile)
        }
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
        let inputKey = inputs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        return try ThemeCache.shared.value(.user, "\(system)\n\(path)\n\(modified)\n\(size)\n\(inputKey)\n\(reading.key)") {
            let merged = try tokens(named: system).overridden(by: try userTheme(file: path, inputs: inputs, reading: reading))
            try merged.validate()
            return merged
        }
    }

    /// The tokens of a user's tokens file or resolver document (its modifiers mapped by
    /// `modes`), read as `reading` says: a resolver may name only the files it allows, and under
    /// `TokenStrictness.strict` the first deviation from DTCG 2025.10 is an error.
    public static func userTheme(file path: String, inputs: [String: String] = [:], modes: ModeMapping = .standard,
                                 reading: ThemeReading = ThemeReading()) throws -> DesignTokens {
        let tree = try TokenParser.tree(try TokenFile.read(path), file: path)
        let tokens = ResolverDocument.isResolver(tree)
            ? try ResolverDocument(file: path, root: tree, reading: reading).theme(inputs: inputs, modes: modes)
            : DesignTokens(tokens: try TokenParser.tokens(of: tree, file: path), sources: [path]).applying(modes.extensions, context: nil)
        try tokens.check(reading.strictness)
        return tokens
    }

    /// The theme a spec asks for over `base`: for a built-in base, as `theme(_:system:relativeTo:inputs:)`;
    /// for a design system file's tokens, those tokens (read once per reading of the files and
    /// inputs), with a user's tokens file or resolver document laid over them when the spec
    /// names one. A built-in theme's name cannot be laid over a file's tokens.
    public static func theme(_ reference: String?, over base: ThemeBase, relativeTo directory: String?,
                             inputs: [String: String] = [:], reading: ThemeReading = ThemeReading()) throws -> DesignTokens {
        guard case .file(let basePath, let modes, _) = base else {
            guard case .builtIn(let name) = base else { fatalError("unreachable") }
            return try theme(reference, system: name, relativeTo: directory, inputs: inputs, reading: reading)
        }
        let inputKey = inputs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        // The system's own tokens are read under the system file's own rules: files beside its
        // resolver, deviations as the reading's strictness says.
        let own = ThemeReading(strictness: reading.strictness)
        let baseTokens = try ThemeCache.shared.value(.user, "base\n\(base.cacheKey)\n\(inputKey)\n\(own.key)") {
            try userTheme(file: basePath, inputs: inputs, modes: modes, reading: own)
        }
        guard let reference else { return baseTokens }
        if BuiltInThemeNames.contains(reference) {
            throw TokenError(file: basePath, .builtInOverFile(theme: reference))
        }
        let path = absolutePath(reference, relativeTo: directory)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { throw TokenError(file: path, .noSuchFile) }
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
        return try ThemeCache.shared.value(.user, "over\n\(base.cacheKey)\n\(path)\n\(modified)\n\(size)\n\(inputKey)\n\(reading.key)") {
            baseTokens.overridden(by: try userTheme(file: path, inputs: inputs, modes: modes, reading: reading))
        }
    }

    /// `reference` as an absolute, standardised path.
    static func absolutePath(_ reference: String, relativeTo directory: String?) -> String {
        if reference.hasPrefix("/") { return (reference as NSString).standardizingPath }
        let base = directory.map { $0.hasPrefix("/") ? $0 : FileManager.default.currentDirectoryPath + "/" + $0 }
            ?? FileManager.default.currentDirectoryPath
        return ((base as NSString).appendingPathComponent(reference) as NSString).standardizingPath
    }
}
