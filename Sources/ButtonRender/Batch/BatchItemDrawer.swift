import ButtonRenderSupport
/// Checks and draws batch items on one thread: lays out, checks the limits and audits
/// (`check`), paints, encodes and writes the metadata (`draw`), or all of it at once
/// (`checkAndDraw`, each step once). Holds its thread's renderers, whose Cairo and Pango
/// objects are never shared.
struct BatchItemDrawer {
    /// The button renderer of this thread.
    let renderer: ButtonRenderer
    /// The sheet renderer over it.
    let sheets: SheetRenderer
    /// What to draw.
    let options: BatchOptions
    /// The run's pixel budget, shared with the other threads' drawers (nil on one thread).
    let budget: PixelBudget?

    /// A drawer over `renderer`, drawing within `budget` when the run has several threads.
    init(renderer: ButtonRenderer, options: BatchOptions, budget: PixelBudget? = nil) {
        self.renderer = renderer; self.sheets = SheetRenderer(renderer: renderer); self.options = options; self.budget = budget
    }

    /// A drawer for one of a run's drawing threads: a renderer of its own over `fonts` (a font
    /// registry is one thread's), painting through the run's `caches` with its `systems`, so every thread draws
    /// what the calling renderer would.
    static func worker(fonts: [FontFile], caches: RenderCaches, systems: SystemRegistry, options: BatchOptions,
                       budget: PixelBudget) throws -> BatchItemDrawer {
        BatchItemDrawer(renderer: try ButtonRenderer(registry: try FontRegistry(fonts: fonts), caches: caches, systems: systems),
                        options: options, budget: budget)
    }

    /// Lays out `item`, checks it against the canvas and blur limits at every output scale and
    /// audits it (when the options audit), drawing nothing: the check, and the layout to draw
    /// from, on any thread (nil when the check failed).
    func check(_ item: SpecItem) -> (BatchCheck, PreparedItem?) {
        var check = BatchCheck()
        var prepared: PreparedItem?
        do {
            switch item {
            case .button(let loaded):
                let layout = try renderer.layout(loaded.spec)
                try Self.checkLimits(size: layout.canvasSize, scales: options.scales(own: layout.button.scale)) {
                    try ShadowBudget.check(layout, scale: $0)
                }
                if options.audit { check.audits = [Auditor.audit(layout, spec: loaded.spec)] }
                prepared = .button(loaded, layout)
            case .sheet(let loaded):
                let layout = try sheets.layout(loaded.sheet)
                if options.audit { check.audits = SheetAuditor.audit(layout, sheet: loaded.sheet) }
                try Self.checkLimits(size: layout.size, scales: options.scales(own: layout.scale)) {
                    try ShadowBudget.check(layout, scale: $0)
                }
                prepared = .sheet(loaded, layout)
            }
        } catch let error as FieldError {
            check.error = item.source.locate(error)
        } catch {
            check.error = item.source.locate(FieldError([], SpecProblem(error)))
        }
        return (check, check.error == nil ? prepared : nil)
    }

    /// Checks `item` and, when it checked well, draws it from the same layout: the item's
    /// whole work, once, on this thread.
    func checkAndDraw(_ item: SpecItem, index: Int) -> BatchResult {
        let (check, prepared) = self.check(item)
        guard check.error == nil, let prepared else {
            var result = BatchResult(index: index, name: item.outputName, images: [], metadata: nil, audits: check.audits,
                                     error: check.error ?? item.source.locate(FieldError([], "no layout was made for this item")))
            result.item = item
            return result
        }
        return draw(prepared, index: index, audits: check.audits)
    }

    /// Fails when a canvas of `size` points at one of `scales` is over `CanvasLimits`, or its
    /// shadows' blur over the budget (`budget` is called per scale).
    private static func checkLimits(size: Size, scales: [Int], budget: (Double) throws -> Void) throws {
        for s in scales {
            let w = Int((size.width * Double(s)).rounded(.up)), h = Int((size.height * Double(s)).rounded(.up))
            try CanvasLimits.check(width: w, height: h)
            try budget(Double(s))
        }
    }

    /// Draws `prepared`, laid out already (on this thread or another), with the audits its
    /// check made, once its largest canvas fits the run's pixel budget; a failure is returned
    /// located at the item's spec.
    func draw(_ prepared: PreparedItem, index: Int, audits: [AuditReport]) -> BatchResult {
        guard let budget else { return drawNow(prepared, index: index, audits: audits) }
        return budget.holding(largestCanvasPixels(prepared)) { drawNow(prepared, index: index, audits: audits) }
    }

    /// The pixels of the largest canvas `prepared` is drawn on, over the output scales.
    private func largestCanvasPixels(_ prepared: PreparedItem) -> Int {
        let (size, own): (Size, Int)
        switch prepared {
        case .button(_, let layout): (size, own) = (layout.canvasSize, layout.button.scale)
        case .sheet(_, let layout): (size, own) = (layout.size, layout.scale)
        }
        return options.scales(own: own).map { s in
            Int((size.width * Double(s)).rounded(.up)) * Int((size.height * Double(s)).rounded(.up))
        }.max() ?? 0
    }

    /// `draw` without waiting for the budget.
    private func drawNow(_ prepared: PreparedItem, index: Int, audits: [AuditReport]) -> BatchResult {
        let item = prepared.item
        var result = BatchResult(index: index, name: item.outputName, images: [], metadata: nil,
                                 audits: options.audit ? audits : [], error: nil)
        result.item = item
        result.prepared = prepared
        do {
            switch prepared {
            case .button(let loaded, let layout):
                for (output, scale) in zip(options.outputs, options.scales(own: layout.button.scale)) {
                    result.images.append(try renderer.render(layout, format: output.format, scale: scale))
                }
                if options.metadata {
                    let audit = audits.first ?? Auditor.audit(layout, spec: loaded.spec)
                    let meta = ButtonMetadata.make(layout: layout, spec: loaded.spec, audit: audit,
                                                   scales: options.metadataScales(own: layout.button.scale))
                    result.metadata = BatchFile(name: OutputNaming.metadataFileName(for: layout.button.name), bytes: try meta.jsonBytes())
                }
            case .sheet(let loaded, let layout):
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
