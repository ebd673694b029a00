import ButtonRender
import Foundation

/// Collects gallery entries (thumbnail, files and sizes, spec, VoiceOver text and audit
/// findings) for the buttons and sheets a run wrote, and writes them as one `index.html`.
struct GalleryBuilder {
    private let sheets: SheetRenderer
    private var entries: [Gallery.Entry] = []
    private let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys]
        return e
    }()

    /// The folder the run wrote into (its staging folder): a PNG @1x already there is the
    /// thumbnail, rather than drawing it again.
    private let folder: URL

    /// A builder for the files written into `folder`, laying out with `renderer`.
    init(folder: URL, renderer: ButtonRenderer) {
        sheets = SheetRenderer(renderer: renderer)
        self.folder = folder
    }

    /// The PNG @1x written for `name`, if the run wrote one; else `draw()`.
    private func thumbnail(_ name: String, outputs: [(OutputFormat, Int)], draw: () throws -> [UInt8]) rethrows -> [UInt8] {
        if outputs.contains(where: { $0 == .png && $1 == 1 }),
           let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name + ".png").path) {
            return [UInt8](data)
        }
        return try draw()
    }

    /// Adds a button written in `outputs` (format and scale), with its metadata file when
    /// `metadata` is set: its place in its system's grid, label, files, VoiceOver text,
    /// findings and layout rectangles.
    mutating func addButton(_ item: LoadedSpec, outputs: [(OutputFormat, Int)], metadata: Bool) throws {
        let renderer = sheets.renderer
        let layout: ButtonLayout
        do { layout = try renderer.layout(item.spec) } catch let error as FieldError { throw item.source.locate(error) }
        let name = layout.button.name
        let files = Gallery.Entry.files(name: name, size: layout.canvasSize, outputs: outputs,
                                        metadata: metadata ? "layout and accessibility" : nil)
        entries.append(Gallery.Entry.button(
            layout: layout, spec: item.spec, audit: Auditor.audit(layout, spec: item.spec), outputs: files,
            thumbnail: try thumbnail(name, outputs: outputs) { try renderer.render(layout, format: .png, scale: 1).bytes }))
    }

    /// Adds a sheet written in `outputs` (format and scale), with its metadata file when
    /// `metadata` is set.
    mutating func addSheet(_ item: LoadedSheet, outputs: [(OutputFormat, Int)], metadata: Bool) throws {
        let layout: SheetLayout
        do { layout = try sheets.layout(item.sheet) } catch let error as FieldError { throw item.locate(error) }
        let files = Gallery.Entry.files(name: layout.name, size: layout.size, outputs: outputs,
                                        metadata: metadata ? "buttons, callouts, measures and accessibility" : nil)
        entries.append(Gallery.Entry(
            name: layout.name, section: "sheets",
            summary: "\(item.sheet.sheet.rawValue) sheet, \(layout.buttons.count) button\(layout.buttons.count == 1 ? "" : "s")",
            thumbnail: try thumbnail(layout.name, outputs: outputs) { try sheets.render(layout, format: .png, scale: 1).bytes },
            outputs: files, spec: String(decoding: try encoder.encode(item.sheet), as: UTF8.self),
            voiceOver: nil, findings: [], canvas: layout.size))
    }

    /// Writes `index.html` with `writer` (the run's staging folder).
    func write(title: String, to writer: OutputWriter) throws {
        try writer.write(Array(Gallery.html(entries, title: title).utf8), to: "index.html")
    }
}
