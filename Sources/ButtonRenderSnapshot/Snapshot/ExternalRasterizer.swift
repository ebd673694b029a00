import ButtonRenderNative
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

    /// How long a rasteriser may take before it is stopped and its image reported as failed.
    static let deadline: TimeInterval = 120

    /// Runs the command and decodes its PNG.
    static func run(_ name: String, package: String, arguments: [String], input svg: [UInt8]) throws -> DecodedImage {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable(name, package: package))
        process.arguments = arguments
        let run: ChildProcessRun
        do { run = try ChildProcessRun.run(process, input: Data(svg), deadline: deadline) } catch {
            throw SnapshotError.rasterizerNotStarted(tool: name, reason: "\(error)")
        }
        guard !run.timedOut else {
            throw SnapshotError.rasterizerFailed(tool: name, message: "did not finish within \(Int(deadline)) s and was stopped")
        }
        guard run.status == 0, !run.killedBySignal else {
            throw SnapshotError.rasterizerFailed(tool: name, message: String(decoding: run.errors, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let png = run.output
        do { return try PNGDecoder.decode([UInt8](png)) } catch let error as PNGDecodingError {
            throw SnapshotError.rasterizerOutputNotPNG(tool: name, problem: error)
        }
    }
}
