import ButtonRender
import Foundation

/// How snapshots are named and where their goldens go when the test does not say, as
/// swift-snapshot-testing does it: `__Snapshots__/<TestFile>/<testName>.<counter>.<ext>`
/// beside the test file, the counter counting the snapshots one test function has taken
/// (from 1, per test file and function, for the life of the test process).
enum SnapshotNaming {
    /// The folder of goldens beside a test file.
    static let snapshotsFolderName = "__Snapshots__"

    /// A test function's name as a file name: runs of characters other than letters, digits
    /// and `_` become `-`, and `-` at either end goes (`testSaveButton()` → `testSaveButton`,
    /// `render(style:)` → `render-style`).
    static func sanitize(_ function: String) -> String {
        let dashed = function.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
        let trimmed = dashed.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "snapshot" : trimmed
    }

    /// The next snapshot name of a test function: `testSaveButton.1`, `testSaveButton.2`, …
    static func nextName(function: String, filePath: String) -> String {
        let test = sanitize(function)
        let key = "\(filePath)\u{0}\(test)"
        // 1 for a key's first call, then 2, 3, …
        let number = counters.withLock { counts -> Int in
            counts[key, default: 0] += 1
            return counts[key]!
        }
        return "\(test).\(number)"
    }

    /// `__Snapshots__/<file name without .swift>` beside the calling test file.
    static func defaultDirectory(filePath: String) -> URL {
        let file = URL(fileURLWithPath: filePath)
        return file.deletingLastPathComponent().appendingPathComponent(snapshotsFolderName)
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    }

    /// The nearest folder above `filePath` holding a `Package.swift`, else the current folder.
    static func packageRoot(from filePath: String) -> URL {
        var dir = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// `Snapshots/` in the package holding `filePath` (the `suite:` layout).
    static func snapshotsRoot(from filePath: String) -> String {
        packageRoot(from: filePath).appendingPathComponent("Snapshots").path
    }

    /// `$BUTTONRENDER_ARTIFACTS` when set and not empty.
    static var artifactsFromEnvironment: String? {
        ProcessInfo.processInfo.environment["BUTTONRENDER_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The per-test counters of this process.
    private static let counters = Locked([String: Int]())
}
