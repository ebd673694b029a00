/// Whether a theme's deviations from the DTCG Format 2025.10 that real files carry (units such
/// as `em` or `dp`, a 3-digit hex fallback, a property without `$`) are warnings or errors.
public enum TokenStrictness: String, Sendable, Hashable, CaseIterable {
    /// A deviation is a warning naming the token, unless a button draws the value that
    /// deviates: then reading it is an error at its file, line and column (the default).
    case lenient
    /// Every deviation is an error at its file, line and column, drawn or not
    /// (`--strict-tokens`).
    case strict
}

/// Which files a DTCG resolver document may name in its sources (`{"$ref": "x.tokens.json"}`).
/// A spec's `theme` must be inside the spec file's folder tree (`PathPolicy`); the files its
/// resolver names follow the same rule, so a theme cannot read `../../elsewhere` either.
public enum ResolverFileScope: Sendable, Hashable {
    /// Inside the folder tree of the resolver document itself: the rule when nothing else is
    /// known (a spec built in code, a sheet's button without a base), never wider than the
    /// spec folder the resolver already had to be in.
    case resolverFolder
    /// Inside this folder tree, after resolving `..` and symbolic links (the spec file's
    /// folder, `PathPolicy.insideSpecFolder`).
    case folder(String)
    /// Any file (`PathPolicy.anywhere`, `--allow-outside-paths`, or a file named on the
    /// command line).
    case anywhere
}

/// How the token files a theme names are read: the strictness of the DTCG reading and which
/// files a resolver document may name. One value, threaded from the command line (or a spec's
/// loader) through `BuiltInThemes.theme`, `BuiltInThemes.userTheme` and `ResolverDocument`.
public struct ThemeReading: Sendable, Hashable {
    /// Whether deviations from DTCG 2025.10 are warnings (`lenient`) or errors (`strict`).
    public var strictness: TokenStrictness
    /// Which files a resolver document may name.
    package var resolverFiles: ResolverFileScope

    /// A reading with the given strictness and file scope.
    public init(strictness: TokenStrictness = .lenient, resolverFiles: ResolverFileScope = .resolverFolder) {
        self.strictness = strictness
        self.resolverFiles = resolverFiles
    }

    /// The reading a spec loaded under `policy` from a file in `specFolder` gets: a resolver
    /// may name files inside that folder tree, or anywhere under `.anywhere`.
    package static func forSpec(in specFolder: String, paths policy: PathPolicy, strictness: TokenStrictness = .lenient) -> ThemeReading {
        ThemeReading(strictness: strictness, resolverFiles: policy == .anywhere ? .anywhere : .folder(specFolder))
    }

    /// A short text naming the reading, for cache keys.
    package var key: String {
        let files: String
        switch resolverFiles {
        case .resolverFolder: files = "resolver-folder"
        case .folder(let folder): files = "folder:" + folder
        case .anywhere: files = "anywhere"
        }
        return strictness.rawValue + "|" + files
    }
}

/// A value carried beside what a spec says, never compared, hashed or encoded: two specs that
/// say the same are equal wherever they were read from.
struct Uncompared<Value: Sendable>: Sendable, Hashable {
    /// The value.
    var value: Value
    static func == (lhs: Uncompared, rhs: Uncompared) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

extension SheetSpec {
    /// Gives the sheet's base, button and items the theme reading of the file they came from.
    /// (A button a sheet makes without a base reads as a spec built in code does.)
    package mutating func setThemeReading(_ reading: ThemeReading) {
        base?.themeReading = reading
        button?.themeReading = reading
        if let list = items {
            items = list.map { item in
                var item = item
                item.button?.themeReading = reading
                return item
            }
        }
    }
}
