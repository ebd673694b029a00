import ButtonRenderModel
import ButtonRenderTokens
import Foundation

/// The design systems the package ships as system files (`ButtonRenderModel/Tokens/<name>.system.yaml`,
/// beside their tokens): read from the bundle on first use, as a user's own file is.
extension DesignSystem {
    /// The bundled system file `name`.system.yaml as a design system. A bundled file that
    /// does not read is a packaging error (the tests read every one), so it stops the process
    /// with the file's problems.
    static func bundled(_ name: String) -> DesignSystem {
        guard let url = BuiltInTokenFiles.url(name + ".system", withExtension: "yaml") else {
            fatalError("\(name).system.yaml is missing from the ButtonRenderModel bundle")
        }
        do {
            var definition = try SystemFileReader.read(file: url.path, paths: .insideSpecFolder, builtInThemes: true)
            definition.file = url.lastPathComponent
            return DesignSystem(definition: definition, version: "bundle")
        } catch {
            fatalError("the bundled \(url.lastPathComponent) does not read:\n\(error)")
        }
    }
}
