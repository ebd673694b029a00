import ArgumentParser
import ButtonRender
import Foundation

/// The sheets of a render run, laid out and checked up front so that a bad sheet stops the
/// run before anything is written.
struct SheetBatch {
    private let renderer: SheetRenderer
    private let work: [(layout: SheetLayout, format: OutputFormat, scale: Int)]

    /// Lays out every sheet; reports every invalid one (file, line, column, field) and fails
    /// if any is.
    init(_ sheets: [LoadedSheet], formats: [OutputFormat], scales: [Int]) throws {
        renderer = SheetRenderer(renderer: try ButtonRenderer())
        var work: [(SheetLayout, OutputFormat, Int)] = []
        var failures = 0
        for item in sheets {
            do {
                let layout = try renderer.layout(item.sheet)
                for format in formats {
                    for s in (scales.isEmpty ? [layout.scale] : scales) {
                        let w = Int((layout.size.width * Double(s)).rounded(.up)), h = Int((layout.size.height * Double(s)).rounded(.up))
                        try CanvasLimits.check(width: w, height: h)
                        work.append((layout, format, s))
                    }
                }
            } catch let error as FieldError {
                printError(item.locate(error)); failures += 1
            } catch {
                printError(item.locate(FieldError([], "\(error)"))); failures += 1
            }
        }
        if failures > 0 {
            printError("\(failures) of \(sheets.count) sheets are invalid; nothing was written")
            throw ExitCode.failure
        }
        self.work = work
    }

    /// Paints, encodes and writes every sheet atomically into `out`.
    func write(to out: String, quiet: Bool) throws {
        guard !work.isEmpty else { return }
        let writer = try OutputWriter(directory: out)
        let progress = Progress(total: work.count, quiet: quiet)
        for item in work {
            let image = try renderer.render(item.layout, format: item.format, scale: item.scale)
            try writer.write(image.bytes, to: image.fileName)
            progress.step()
        }
        progress.finish("wrote \(progress.done) sheet file\(progress.done == 1 ? "" : "s") to \(writer.directory.path)")
    }
}
