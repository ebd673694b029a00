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

    /// The last component of `path`: what `NSString.lastPathComponent` gives for any path with
    /// a name in it (trailing slashes ignored; the whole path when it has no slash), and `/` for
    /// a path of slashes only. Without bridging to `NSString`, which on Linux costs about 45,000
    /// instructions a call: the font set's link names are made from it in every process.
    package static func lastComponent(of path: String) -> String {
        var end = path.endIndex
        while end > path.startIndex, path[path.index(before: end)] == "/" { end = path.index(before: end) }
        if end == path.startIndex { return path.isEmpty ? "" : "/" }
        let body = path[..<end]
        guard let slash = body.lastIndex(of: "/") else { return String(body) }
        return String(body[body.index(after: slash)...])
    }
}
