import Foundation

/// A problem writing output files.
public struct OutputError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the path.
    public var message: String
    public var description: String { message }
}

/// Writes files into one output folder only, atomically: each file is written under a
/// temporary name in the same folder and renamed into place, so a reader never sees half a
/// file and a failure leaves nothing behind.
public struct OutputWriter: Sendable {
    /// The folder every file goes into (absolute, standardised).
    public let directory: URL

    /// Creates the folder if needed.
    public init(directory path: String) throws {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw OutputError(message: "\(path) exists and is not a folder") }
        } else {
            do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
            catch { throw OutputError(message: "cannot create the output folder \(path): \(error.localizedDescription)") }
        }
        directory = url
    }

    /// Writes `bytes` to `fileName` inside the folder. The name must be a plain file name.
    @discardableResult
    public func write(_ bytes: [UInt8], to fileName: String) throws -> URL {
        let base = (fileName as NSString).deletingPathExtension.replacingOccurrences(of: "@2x", with: "").replacingOccurrences(of: "@3x", with: "")
        guard !fileName.contains("/"), !fileName.contains("\\"), OutputNaming.problem(withName: base) == nil else {
            throw OutputError(message: "refusing to write '\(fileName)': not a plain file name inside \(directory.path)")
        }
        let target = directory.appendingPathComponent(fileName)
        guard target.deletingLastPathComponent().standardizedFileURL.path == directory.path else {
            throw OutputError(message: "refusing to write '\(fileName)' outside \(directory.path)")
        }
        let temporary = directory.appendingPathComponent(".\(fileName).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let created = FileManager.default.createFile(atPath: temporary.path, contents: Data(bytes))
        guard created else { throw OutputError(message: "cannot write \(temporary.path)") }
        if rename(temporary.path, target.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw OutputError(message: "cannot write \(target.path): \(reason)")
        }
        return target
    }
}
