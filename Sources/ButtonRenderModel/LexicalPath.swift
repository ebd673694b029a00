import Foundation

/// A spec's relative file reference made absolute by its text alone: joined to the spec's
/// folder, empty and `.` components dropped, each `..` removing the component before it (never
/// above the root), no trailing slash. It is what
/// `URL(fileURLWithPath: folder).appendingPathComponent(path).standardizedFileURL.path` gives
/// (`LexicalPathTests` holds the two together), without building three URLs for every button
/// of a list. Symbolic links are not followed here; `PathPolicy` resolves them where a path
/// is checked.
package enum LexicalPath {
    /// `path` as an absolute path: unchanged when it is absolute already, else joined to
    /// `directory` (itself taken from the current directory when relative) and normalised.
    package static func absolute(_ path: String, in directory: String) -> String {
        if path.hasPrefix("/") { return path }
        let base = directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory
        var kept: [Substring] = []
        for component in base.split(separator: "/") + path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !kept.isEmpty { kept.removeLast() }
            default: kept.append(component)
            }
        }
        return "/" + kept.joined(separator: "/")
    }
}
