import ArgumentParser
import ButtonRender
import Foundation

/// The buttons of a run, laid out, checked and audited up front so that an invalid spec (or,
/// with `--strict`, an accessibility finding) stops the run before anything is drawn; then
/// painted, encoded and written with their metadata into a writer (a run's staging folder).
struct ButtonBatch {
    private let loaded: [LoadedSpec]
    private let layouts: [ButtonLayout]
    private let audits: [AuditReport]
    private let formats: [OutputFormat]
    private let scales: [Int]
    private let options: RenderOptions
    private let renderer: ButtonRenderer

    /// Lays out every button; reports every invalid one (file, line, column, field) and fails
    /// with status 2 if any is; then audits them (warnings, or with `strict` errors and
    /// status 1).
    init(_ loaded: [LoadedSpec], formats: [OutputFormat], scales: [Int], options: RenderOptions = RenderOptions(), quiet: Bool,
         renderer: ButtonRenderer) throws {
        var layouts: [ButtonLayout] = []
        var failures = 0
        for item in loaded {
            do {
                let layout = try renderer.layout(item.spec)
                for s in (scales.isEmpty ? [layout.button.scale] : scales) {
                    let w = Int((layout.canvasSize.width * Double(s)).rounded(.up)), h = Int((layout.canvasSize.height * Double(s)).rounded(.up))
                    try CanvasLimits.check(width: w, height: h)
                    try ShadowBudget.check(layout, scale: Double(s))
                }
                layouts.append(layout)
            } catch let error as FieldError {
                printError(item.source.locate(error)); failures += 1
            } catch {
                printError(item.source.locate(FieldError([], "\(error)"))); failures += 1
            }
        }
        if failures > 0 {
            printError("\(failures) of \(loaded.count) specs are invalid; nothing was written")
            throw ExitStatus.badInput
        }
        let audits = zip(loaded, layouts).map { Auditor.audit($1, spec: $0.spec) }
        try reportFindings(zip(loaded, audits).map { item, report in (report, { item.source.locate($0) }) }, options: options, quiet: quiet)
        self.loaded = loaded; self.layouts = layouts; self.audits = audits
        self.formats = formats; self.scales = scales; self.options = options; self.renderer = renderer
    }

    /// Writes `name.layout.json` (with metadata on) and every image, on `jobs` threads; the
    /// bytes do not depend on it. Returns the number of files written.
    @discardableResult
    func write(to writer: OutputWriter, jobs: Int, progress: Progress) throws -> Int {
        var written = 0
        if options.metadata {
            for (index, layout) in layouts.enumerated() {
                let used = scales.isEmpty ? [layout.button.scale] : scales
                let meta = ButtonMetadata.make(layout: layout, spec: loaded[index].spec, audit: audits[index], scales: used)
                try writer.write(try meta.jsonBytes(), to: OutputNaming.metadataFileName(for: layout.button.name))
                written += 1
            }
        }
        var work: [(index: Int, format: OutputFormat, scale: Int)] = []
        for (index, layout) in layouts.enumerated() {
            for format in formats {
                for s in (scales.isEmpty ? [layout.button.scale] : scales) { work.append((index, format, s)) }
            }
        }
        if jobs <= 1 {
            for w in work {
                let image = try located(w.index) { try renderer.render(layouts[w.index], format: w.format, scale: w.scale) }
                try writer.write(image.bytes, to: image.fileName)
                progress.step()
            }
        } else {
            // Layouts hold Pango objects of this thread: each worker lays out again with its own.
            let specs = loaded.map(\.spec)
            try ParallelRun.forEach(count: work.count, jobs: jobs, progress: progress) { threadRenderer, i in
                let w = work[i]
                let image = try located(w.index) { try threadRenderer.render(specs[w.index], format: w.format, scale: w.scale) }
                try writer.write(image.bytes, to: image.fileName)
            }
        }
        return written + work.count
    }

    /// Runs `draw` for the button at `index`, reporting a failure at its spec's file, line
    /// and field (a limit met while painting is the spec's fault).
    private func located<T>(_ index: Int, _ draw: () throws -> T) throws -> T {
        do { return try draw() }
        catch let error as FieldError { throw loaded[index].source.locate(error) }
        catch let error as SpecError { throw error }
        catch { throw loaded[index].source.locate(FieldError([], "\(error)")) }
    }

    /// How many images `write` draws (for progress).
    var imageCount: Int {
        layouts.count * formats.count * (scales.isEmpty ? 1 : scales.count)
    }
}
