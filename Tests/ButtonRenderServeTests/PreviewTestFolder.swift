import Foundation

/// A temporary folder for the live preview's tests: `specs/` and `snaps/` in it, files written
/// by name relative to it, removed at the end.
struct PreviewTestFolder {
    /// The folder.
    let url: URL

    /// Makes `<temporary>/<prefix>-<pid>-<uuid>/specs` and `snaps`.
    init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("snaps"), withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` (relative to the folder); its absolute path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// Removes the folder and everything in it.
    func remove() { try? FileManager.default.removeItem(at: url) }
}
