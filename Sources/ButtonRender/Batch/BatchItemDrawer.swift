/// Draws batch items on one thread: lays out (unless given the layout made when the item was
/// checked on this thread), paints, encodes and writes the metadata. Holds its thread's
/// renderers, whose Cairo and Pango objects are never shared.
struct BatchItemDrawer {
    /// The button renderer of this thread.
    let renderer: ButtonRenderer
    /// The sheet renderer over it.
    let sheets: SheetRenderer
    /// What to draw.
    let options: BatchOptions

    /// A drawer over `renderer`.
    init(renderer: ButtonRenderer, options: BatchOptions) {
        self.renderer = renderer; self.sheets = SheetRenderer(renderer: renderer); self.options = options
    }

    /// Draws `item` (laid out already as `prepared`, or now), with the audits its check made;
    /// a failure is returned located at the item's spec.
    func draw(_ item: SpecItem, index: Int, prepared: PreparedLayout?, audits: [AuditReport]) -> BatchResult {
        var result = BatchResult(index: index, name: item.outputName, images: [], metadata: nil,
                                 audits: options.audit ? audits : [], error: nil)
        do {
            switch item {
            case .button(let loaded):
                let layout: ButtonLayout
                if case .button(let l) = prepared { layout = l } else { layout = try renderer.layout(loaded.spec) }
                for (output, scale) in zip(options.outputs, options.scales(own: layout.button.scale)) {
                    result.images.append(try renderer.render(layout, format: output.format, scale: scale))
                }
                if options.metadata {
                    let audit = audits.first ?? Auditor.audit(layout, spec: loaded.spec)
                    let meta = ButtonMetadata.make(layout: layout, spec: loaded.spec, audit: audit,
                                                   scales: options.metadataScales(own: layout.button.scale))
                    result.metadata = BatchFile(name: OutputNaming.metadataFileName(for: layout.button.name), bytes: try meta.jsonBytes())
                }
            case .sheet(let loaded):
                let layout: SheetLayout
                if case .sheet(let l) = prepared { layout = l } else { layout = try sheets.layout(loaded.sheet) }
                for (output, scale) in zip(options.outputs, options.scales(own: layout.scale)) {
                    result.images.append(try sheets.render(layout, format: output.format, scale: scale))
                }
                if options.metadata {
                    let meta = SheetMetadata.make(layout: layout, sheet: loaded.sheet, reports: audits.isEmpty ? nil : audits,
                                                  scales: options.metadataScales(own: layout.scale))
                    result.metadata = BatchFile(name: OutputNaming.metadataFileName(for: meta.name), bytes: try meta.jsonBytes())
                }
            }
        } catch {
            result.images = []; result.metadata = nil
            result.error = item.locate(error)
        }
        return result
    }
}
