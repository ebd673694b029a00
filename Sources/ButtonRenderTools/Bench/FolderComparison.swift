import Foundation

/// Byte-for-byte comparison of two output folders, as `--jobs` determinism demands.
public enum FolderComparison {
    /// Every regular file under `folder`, as paths relative to it, sorted.
    public static func files(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var names: [String] = []
        while let name = walker.nextObject() as? String {
            if walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular { names.append(name) }
        }
        return names.sorted()
    }

    /// The number of files when both folders hold the same relative paths with the same bytes,
    /// else a description of the first difference.
    public static func compare(_ a: String, _ b: String) -> Result<Int, FolderDifference> {
        let left = files(under: a), right = files(under: b)
        guard left == right else {
            let only = Set(left).symmetricDifference(right).sorted().prefix(3).joined(separator: ", ")
            return .failure(FolderDifference(description: "the folders hold different files (\(left.count) and \(right.count); first: \(only))"))
        }
        for name in left where FileManager.default.contents(atPath: a + "/" + name) != FileManager.default.contents(atPath: b + "/" + name) {
            return .failure(FolderDifference(description: "\(name) differs"))
        }
        return .success(left.count)
    }
}

/// Why two output folders are not byte-identical.
public struct FolderDifference: Error, CustomStringConvertible {
    /// The first difference found.
    public var description: String

    /// An error that says `description`.
    public init(description: String) {
        self.description = description
    }
}
