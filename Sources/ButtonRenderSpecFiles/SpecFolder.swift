import Foundation
import ButtonRenderModel

/// A folder given where spec files are expected (`render specs/`): the spec files directly in
/// it. The path rules that hold for a spec's `theme` and icons hold for the folder's entries:
/// an entry that is a symbolic link to a file outside the folder (after following `..` and
/// every link) is refused, not read, unless outside paths are allowed; a folder of a pull
/// request could otherwise make the renderer read, and its errors describe, any file.
public enum SpecFolder {
    /// The extensions a spec file may have.
    public static let extensions: Set<String> = ["json", "yaml", "yml"]

    /// True when `name` is a spec file's name: not hidden, ending in `.json`, `.yaml` or `.yml`
    /// (any case).
    static func isSpecFileName(_ name: String) -> Bool {
        !name.hasPrefix(".") && extensions.contains((name as NSString).pathExtension.lowercased())
    }

    /// The paths (`folder/name`) of the spec files directly in `folder`, sorted by name. Under
    /// `.insideSpecFolder`, the first entry that resolves outside the folder is a `SpecError`
    /// at that entry (`SpecProblem.folderEntryOutside`). A folder that cannot be listed has no
    /// spec files.
    package static func specFiles(in folder: String, paths: PathPolicy) throws(SpecError) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(isSpecFileName).sorted()
        let files = names.map { (folder as NSString).appendingPathComponent($0) }
        guard paths == .insideSpecFolder, !files.isEmpty else { return files }
        let root = PathPolicy.resolved(folder)
        for file in files {
            let target = PathPolicy.resolved(file)
            guard root == "/" || target.hasPrefix(root + "/") else {
                throw SpecError(file: file, .folderEntryOutside(target: target, folder: root))
            }
        }
        return files
    }
}
