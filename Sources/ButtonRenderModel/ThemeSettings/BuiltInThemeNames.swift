import Foundation

/// The names of the built-in themes: one per resolver document shipped in the package's
/// resources (`Tokens/<name>.resolver.json`, `BuiltInTokenFiles`), sorted. The files are the list, so a new
/// system's token files make its theme built-in. Declared in Model because specs and path
/// rules ask whether a `theme:` value is a built-in name or a file's path
/// (`ButtonSpec.resolveRelativePaths`, `PathPolicy`); Themes reads the files (`BuiltInThemes`),
/// and each design system names its own (`DesignSystem.theme`).
package enum BuiltInThemeNames {
    /// Every built-in theme's name, sorted.
    package static let all: [String] = {
        let suffix = ".resolver.json"
        let files = BuiltInTokenFiles.names(withExtension: "json")
        let names = files.filter { $0.hasSuffix(suffix) }
        return names.map { String($0.dropLast(suffix.count)) }.sorted()
    }()

    private static let set = Set(all)

    /// Whether `name` is a built-in theme's name (rather than a tokens file's path).
    package static func contains(_ name: String) -> Bool { set.contains(name) }
}
