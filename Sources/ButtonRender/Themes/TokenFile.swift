import Foundation

/// Reading a tokens file from disk, with a clear error for each way it can fail.
public enum TokenFile {
    /// The largest tokens file read, in bytes (4 MiB).
    public static let maximumSize = 4 << 20

    /// The UTF-8 text of the file at `path`.
    public static func read(_ path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw TokenError(file: path, message: "no such tokens file")
        }
        guard !isDirectory.boolValue else { throw TokenError(file: path, message: "is a directory, not a tokens file") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumSize {
            throw TokenError(file: path, message: "is \(size) bytes; tokens files are limited to \(maximumSize) bytes")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw TokenError(file: path, message: "cannot be read (permission denied?)")
        }
        guard data.count <= maximumSize else {
            throw TokenError(file: path, message: "is larger than \(maximumSize) bytes; tokens files are limited to that")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw TokenError(file: path, message: "is not UTF-8 text")
        }
        return text
    }
}
