import Foundation

/// Rasterises SVG with librsvg's `rsvg-convert` (Debian `librsvg2-bin`), an independent
/// renderer, so SVG goldens are also checked as pixels.
public enum SVGRasterizer {
    /// The rasteriser's path, searched on `PATH`.
    public static func executable() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/rsvg-convert"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw SnapshotError("rsvg-convert is not installed (Debian package librsvg2-bin); it rasterises SVG snapshots")
    }

    /// The SVG drawn to pixels at its own size.
    public static func rasterize(_ svg: [UInt8]) throws -> DecodedImage {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable())
        process.arguments = ["--format", "png"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
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
            throw SnapshotError("rsvg-convert could not read the SVG: \(String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return try PNGDecoder.decode([UInt8](png))
    }
}
