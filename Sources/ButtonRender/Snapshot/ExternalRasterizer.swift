import Foundation

/// Runs a command-line rasteriser that reads a document on standard input and writes a PNG to
/// standard output.
enum ExternalRasterizer {
    /// The command's path, searched on `PATH`.
    static func executable(_ name: String, package: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw SnapshotError.rasterizerMissing(tool: name, package: package)
    }

    /// Runs the command and decodes its PNG.
    static func run(_ name: String, package: String, arguments: [String], input svg: [UInt8]) throws -> DecodedImage {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable(name, package: package))
        process.arguments = arguments
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw SnapshotError.rasterizerNotStarted(tool: name, reason: "\(error)") }
        // Write and read concurrently so neither pipe fills up.
        let writer = Thread {
            input.fileHandleForWriting.write(Data(svg))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let png = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SnapshotError.rasterizerFailed(tool: name, message: String(decoding: message, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines))
        }
        do { return try PNGDecoder.decode([UInt8](png)) } catch let error as PNGDecodingError {
            throw SnapshotError.rasterizerOutputNotPNG(tool: name, problem: error)
        }
    }
}
