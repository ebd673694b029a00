import Foundation

/// The token and system files the package ships (`Sources/ButtonRenderModel/Tokens/`: each
/// built-in theme's `<name>.resolver.json`, `<name>.tokens.json`, `<name>.dark.tokens.json`,
/// and the bundled `<name>.system.yaml` files). They are this target's resources because the
/// names of the built-in themes are the files' names (`BuiltInThemeNames`), which specs ask
/// about; Themes, Systems and Snapshot read them through here, in ButtonRenderModel's bundle.
package enum BuiltInTokenFiles {
    /// The bundle's folder of the files.
    package static var folder: URL? { Bundle.module.url(forResource: "Tokens", withExtension: nil) }

    /// The file `name`.`fileExtension` in the folder ("material.resolver", "json"), or nil
    /// when the bundle has none.
    package static func url(_ name: String, withExtension fileExtension: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: fileExtension, subdirectory: "Tokens")
    }

    /// The file names in the folder with `fileExtension` ("json"), as the folder lists them
    /// (`FileManager`: `Bundle`'s own search cost about 8M instructions, a fifth of a
    /// one-button process's own work; every process asks once).
    static func names(withExtension fileExtension: String) -> [String] {
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        let suffix = "." + fileExtension
        return names.filter { $0.hasSuffix(suffix) && $0.utf8.count > suffix.utf8.count }
    }
}
