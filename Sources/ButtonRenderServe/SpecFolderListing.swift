import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The spec files that the preview's arguments (files and folders) stand for now. A folder
/// gives its `.json`, `.yaml` and `.yml` entries (hidden ones aside), sorted by name, under the
/// path rule that holds for a spec's theme and icon files: an entry that is a symbolic link
/// must point inside the folder's tree. A link that points outside it (or nowhere) is not
/// read (so its content can never reach the page) and is reported, by path, as refused
/// (unless outside paths are allowed, as `--allow-outside-paths` allows them for themes and
/// icons). A file named as an argument is used as given.
public enum SpecFolderListing {
    /// The spec file extensions.
    public static let extensions: Set<String> = ["json", "yaml", "yml"]

    /// A folder entry that was not read, and why.
    public struct Refused: Equatable, Sendable, CustomStringConvertible {
        /// The entry's path.
        public var path: String
        /// Why, in words.
        public var reason: String
        /// "PATH: REASON".
        public var description: String { "\(path): \(reason)" }
    }

    /// The spec files `arguments` stand for now, and the folder entries refused (none when
    /// `allowOutside`). A folder that cannot be read stands for no file.
    public static func list(_ arguments: [String], allowOutside: Bool = false) -> (files: [String], refused: [Refused]) {
        var files: [String] = []
        var refused: [Refused] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(argument)
                continue
            }
            let folder = URL(fileURLWithPath: argument).resolvingSymlinksInPath().standardizedFileURL.path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") && extensions.contains((name as NSString).pathExtension.lowercased()) {
                let path = (argument as NSString).appendingPathComponent(name)
                if !allowOutside, let reason = refusal(of: path, inside: folder) {
                    refused.append(Refused(path: path, reason: reason))
                } else {
                    files.append(path)
                }
            }
        }
        return (files, refused)
    }

    /// Why the entry `path` is not read (nil: it is read): a symbolic link whose target,
    /// with every link on the way followed, is not inside `folder` (a resolved path).
    static func refusal(of path: String, inside folder: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        guard let resolved = realpath(path, nil) else {
            return "a symbolic link that points to nothing readable: not read"
        }
        defer { free(resolved) }
        let target = String(cString: resolved)
        guard target.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
            return "a symbolic link to a file outside the folder \(folder): not read (the spec's path rules hold for folder entries too)"
        }
        return nil
    }
}
