/// Renders a list of buttons and sheets into encoded files (formats × scales, metadata,
/// audit) on N threads, delivering each item's result in input order; the bytes do not depend
/// on the number of threads. The pipeline behind `render-cli render` and `catalog`.
///
/// Two steps: `check` lays out every item, checks it against the canvas and blur limits and
/// audits it, on the calling thread, without drawing (so a run can refuse bad input before it
/// writes anything); the plan it returns then `render`s. `render(_:progress:deliver:)` does
/// both in one call. Not safe to share between threads (it owns this thread's renderer).
public final class BatchRenderer {
    /// What to draw and on how many threads.
    public let options: BatchOptions
    /// The renderer of the calling thread (checks, and drawing on one thread).
    public let renderer: ButtonRenderer

    /// Creates a batch renderer with its own fonts, or over `renderer` (the calling thread's).
    public init(options: BatchOptions, renderer: ButtonRenderer? = nil) throws {
        self.options = options
        self.renderer = try renderer ?? ButtonRenderer()
    }

    /// Lays out, checks and audits every item, in input order, drawing nothing. An item that
    /// cannot be drawn gets a located error in its check; the others keep their layouts for
    /// drawing.
    public func check(_ items: [SpecItem]) -> BatchPlan {
        let sheetRenderer = SheetRenderer(renderer: renderer)
        var checks: [BatchCheck] = []
        var layouts: [PreparedLayout?] = []
        for item in items {
            var check = BatchCheck()
            var prepared: PreparedLayout?
            do {
                switch item {
                case .button(let loaded):
                    let layout = try renderer.layout(loaded.spec)
                    try Self.checkLimits(size: layout.canvasSize, scales: options.scales(own: layout.button.scale)) {
                        try ShadowBudget.check(layout, scale: $0)
                    }
                    if options.audit { check.audits = [Auditor.audit(layout, spec: loaded.spec)] }
                    prepared = .button(layout)
                case .sheet(let loaded):
                    let layout = try sheetRenderer.layout(loaded.sheet)
                    if options.audit { check.audits = SheetAuditor.audit(layout, sheet: loaded.sheet) }
                    try Self.checkLimits(size: layout.size, scales: options.scales(own: layout.scale)) {
                        try ShadowBudget.check(layout, scale: $0)
                    }
                    prepared = .sheet(layout)
                }
            } catch let error as FieldError {
                check.error = item.source.locate(error)
            } catch {
                check.error = item.source.locate(FieldError([], "\(error)"))
            }
            checks.append(check)
            layouts.append(check.error == nil ? prepared : nil)
        }
        return BatchPlan(items: items, checks: checks, layouts: layouts, options: options, renderer: renderer)
    }

    /// Checks and renders `items` in one call: every item's result (its files and audit, or
    /// its located error) is passed to `deliver` in input order, on the calling thread, as soon
    /// as it and every item before it are drawn; `progress` follows each delivery. An error
    /// thrown by `deliver` stops the batch and is rethrown.
    public func render(_ items: [SpecItem], progress: (BatchProgress) -> Void = { _ in },
                       deliver: (BatchResult) throws -> Void) throws {
        try check(items).render(progress: progress, deliver: deliver)
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
}
