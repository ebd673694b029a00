import Foundation

extension RunSink {
    /// Collects a gallery entry for every drawn button and sheet, from the layout the run drew
    /// it from (nothing is laid out again) and its PNG @1x as the thumbnail (drawn from the
    /// layout with `renderer` only when the run writes no PNG @1x), and at the end writes
    /// `index.html` with `writer`: buttons first, then sheets, each in input order. A run with
    /// an invalid item writes no gallery (its files are not kept either).
    public static func gallery(title: String, renderer: ButtonRenderer, writer: OutputWriter) -> RunSink {
        let collector = GalleryCollector(renderer: renderer)
        return RunSink(receive: { item in
            if let drawn = item.drawn { try collector.add(drawn) }
        }, finish: { summary in
            guard !summary.hasInvalidItems else { return }
            try writer.write(Array(Gallery.html(collector.entries, title: title).utf8), to: "index.html")
        })
    }
}

/// The gallery entries of a run's drawn items, made from their layouts.
private final class GalleryCollector {
    private let renderer: ButtonRenderer
    private var buttons: [Gallery.Entry] = []
    private var sheets: [Gallery.Entry] = []

    init(renderer: ButtonRenderer) { self.renderer = renderer }

    /// Buttons first, then sheets.
    var entries: [Gallery.Entry] { buttons + sheets }

    /// Adds the entry of `drawn`.
    func add(_ drawn: DrawnItem) throws {
        let outputs = drawn.images.map { ($0.format, $0.scale) }
        let thumbnail = drawn.images.first { $0.format == .png && $0.scale == 1 }?.bytes
        switch drawn.prepared {
        case .button(let loaded, let layout):
            let files = Gallery.Entry.files(name: layout.button.name, size: layout.canvasSize, outputs: outputs,
                                            metadata: drawn.metadata == nil ? nil : "layout and accessibility")
            buttons.append(Gallery.Entry.button(
                layout: layout, spec: loaded.spec, audit: drawn.audits.first ?? Auditor.audit(layout, spec: loaded.spec), outputs: files,
                thumbnail: try thumbnail ?? renderer.render(layout, format: .png, scale: 1).bytes))
        case .sheet(let loaded, let layout):
            let files = Gallery.Entry.files(name: layout.name, size: layout.size, outputs: outputs,
                                            metadata: drawn.metadata == nil ? nil : "buttons, callouts, measures and accessibility")
            sheets.append(try Gallery.Entry.sheet(layout: layout, sheet: loaded.sheet, outputs: files,
                                                  thumbnail: try thumbnail ?? SheetRenderer(renderer: renderer).render(layout, format: .png, scale: 1).bytes))
        }
    }
}
