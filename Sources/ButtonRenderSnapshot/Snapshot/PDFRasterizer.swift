import ButtonRenderNative
import Foundation

/// Rasterises PDF pages with poppler's `pdftoppm` (Debian `poppler-utils`), so PDF goldens are
/// also checked as pixels.
enum PDFRasterizer {
    /// The first page drawn to pixels at 72 dpi (one pixel per point).
    ///
    /// pdftoppm 22.12 cannot write a PNG to standard output (given `-` it writes a file named
    /// `-.png` in the working folder), so the document and the picture go through a private
    /// temporary folder that is removed afterwards.
    static func rasterize(_ pdf: [UInt8]) throws -> DecodedImage {
        let tool = try ExternalRasterizer.executable("pdftoppm", package: "poppler-utils")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("buttonrender-pdf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("page.pdf"), stem = folder.appendingPathComponent("page")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o700])
            try Data(pdf).write(to: input)
        } catch {
            throw SnapshotError.rasterizerNotStarted(tool: "pdftoppm", reason: "\(error)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-png", "-r", "72", "-singlefile", "-f", "1", "-l", "1", input.path, stem.path]
        let run: ChildProcessRun
        do { run = try ChildProcessRun.run(process, deadline: ExternalRasterizer.deadline) } catch {
            throw SnapshotError.rasterizerNotStarted(tool: "pdftoppm", reason: "\(error)")
        }
        guard !run.timedOut else {
            throw SnapshotError.rasterizerFailed(tool: "pdftoppm", message: "did not finish within \(Int(ExternalRasterizer.deadline)) s and was stopped")
        }
        guard run.status == 0, !run.killedBySignal,
              let png = FileManager.default.contents(atPath: stem.path + ".png") else {
            throw SnapshotError.rasterizerFailed(tool: "pdftoppm", message: String(decoding: run.errors, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines))
        }
        do { return try PNGDecoder.decode([UInt8](png)) } catch let error as PNGDecodingError {
            throw SnapshotError.rasterizerOutputNotPNG(tool: "pdftoppm", problem: error)
        }
    }
}
