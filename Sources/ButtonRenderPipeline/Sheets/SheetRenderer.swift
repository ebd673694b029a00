import ButtonRenderModel
import ButtonRenderNative

/// Documentation sheets: many buttons and their annotations on one canvas (state matrices,
/// strips of button types, anatomy diagrams, redlines, touch targets), as PNG, SVG or PDF.
/// Layout (every position, as data) and paint (drawing it) are separate steps. Uses the
/// text engine, fonts and drawing caches of the `ButtonRenderer` it is made with; like it,
/// not safe to share between threads.
public final class SheetRenderer {
    /// The renderer buttons are resolved and laid out with.
    public let renderer: ButtonRenderer

    /// Heading and label sizes, in points.
    static let titleSize = 18.0

    /// Creates a sheet renderer over a button renderer (its text engine and font registry).
    public init(renderer: ButtonRenderer) {
        self.renderer = renderer
    }

    /// The text engine labels are shaped with.
    package var engine: TextEngine { renderer.engine }

    /// Lays out a sheet: every button's layout and offset, every annotation as lines, circles
    /// and texts with positions. Problems of a field throw `FieldError` with its path in the
    /// sheet (`rows.values.2`, `button.style`, `callouts.1`).
    public func layout(_ sheet: SheetSpec) throws -> SheetLayout {
        let composer: SheetComposer
        switch sheet.sheet {
        case .matrix: composer = try MatrixSheetComposer(sheet: sheet, renderer: self)
        case .strip: composer = try StripSheetComposer(sheet: sheet, renderer: self)
        case .anatomy: composer = try AnatomySheetComposer(sheet: sheet, renderer: self)
        case .redlines: composer = try RedlineSheetComposer(sheet: sheet, renderer: self)
        case .touchTarget: composer = try TouchTargetSheetComposer(sheet: sheet, renderer: self)
        case .group: composer = try GroupSheetComposer(sheet: sheet, renderer: self)
        case .menu: composer = try MenuSheetComposer(sheet: sheet, renderer: self)
        }
        let background = try backgroundColor(sheet, composer)
        let style = SheetStyle(engine: engine, family: labelFamily(for: composer), background: background)
        let spacing = sheet.spacing ?? SheetSpec.defaultSpacing, padding = sheet.padding ?? SheetSpec.defaultPadding

        var content = try composer.place(style: style, spacing: spacing)
        var top = padding
        var title: SheetText?
        if let text = sheet.title, !text.isEmpty {
            let t = try style.text(text, role: .title, size: Self.titleSize, weight: 500, color: style.heading(),
                                   at: Point(x: padding, y: padding))
            title = t
            top = (t.frame.maxY + 16).rounded(.up)
        }
        let bounds = content.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
        // Whole-point offsets keep buttons on the pixel grid at every scale.
        let dx = (padding - bounds.minX).rounded(.up), dy = (top - bounds.minY).rounded(.up)
        content = content.offsetBy(dx: dx, dy: dy)
        let width = max(bounds.maxX + dx, title?.frame.maxX ?? 0) + padding
        let height = bounds.maxY + dy + padding
        let layout = SheetLayout(name: sheet.outputName, kind: sheet.sheet,
                           size: Size(width: max(1, width.rounded(.up)), height: max(1, height.rounded(.up))),
                           scale: sheet.scale ?? 1, background: background, underlays: content.underlays,
                           buttons: content.buttons, overlays: (title.map { [SheetMark.text($0)] } ?? []) + content.overlays,
                           callouts: content.callouts, measures: content.measures)
        try ShadowBudget.check(layout, scale: Double(layout.scale))
        return layout
    }

    /// Lays out, paints and encodes a sheet. `scale` overrides the sheet's own.
    public func render(_ sheet: SheetSpec, format: OutputFormat, scale: Int? = nil) throws -> RenderedImage {
        try render(layout(sheet), format: format, scale: scale)
    }

    /// Paints and encodes a laid-out sheet. The canvas size is checked against `CanvasLimits`
    /// before anything is allocated.
    public func render(_ layout: SheetLayout, format: OutputFormat, scale: Int? = nil) throws -> RenderedImage {
        if format == .apng { return try renderAnimation(layout, scale: scale) }
        let canvas = try paintedCanvas(layout, target: Canvas.Target(format), scale: scale)
        let bytes = try canvas.encoded()
        return RenderedImage(name: layout.name, format: format, scale: Int(canvas.scale), pixelWidth: canvas.pixelWidth,
                             pixelHeight: canvas.pixelHeight, bytes: bytes)
    }

    /// Paints a laid-out sheet and returns its un-premultiplied RGBA pixels, without encoding.
    public func pixels(_ layout: SheetLayout, scale: Int? = nil) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let canvas = try paintedCanvas(layout, target: .image, scale: scale)
        return (canvas.pixelWidth, canvas.pixelHeight, try canvas.rgbaPixels())
    }

    /// A new canvas with the sheet painted on it.
    func paintedCanvas(_ layout: SheetLayout, target: Canvas.Target, scale: Int?) throws -> Canvas {
        let scale = scale ?? layout.scale
        guard (1...3).contains(scale) else { throw FieldError(["scale"], .stage(LayoutError.unknownSheetScale(scale))) }
        try ShadowBudget.check(layout, scale: Double(scale))
        let canvas = try Canvas(size: layout.size, scale: Double(scale), target: target)
        try SheetPainter.paint(layout, on: canvas, caches: renderer.caches)
        return canvas
    }

    /// The sheet's canvas colour: its `background` (tokens read from the first button's
    /// theme), else the theme's dark background when every button is dark, else white.
    private func backgroundColor(_ sheet: SheetSpec, _ composer: SheetComposer) throws -> RGBAColor {
        let spec = composer.primarySpec
        guard let system = composer.layouts.first?.systemFacts else { return .white }
        if let value = sheet.background {
            do {
                return try ThemeContext(spec: spec, system: system.traits).scheme.resolve(value, field: ["background"])
            } catch let error as FieldError where error.path.first != "background" {
                throw FieldError(["background"], error.problem)
            }
        }
        if !composer.layouts.isEmpty, composer.layouts.allSatisfy({ $0.button.appearance == .dark }) {
            return try darkBackground(of: spec, system: system, path: [])
        }
        return .white
    }

    /// The sheet's first button's system's preferred label family
    /// (`SystemFacts.sheetLabelFamilies`: Roboto for Material, Inter for the others), whichever
    /// the font registry has.
    private func labelFamily(for composer: SheetComposer) -> String {
        let families = engine.registry.families
        let preferred = composer.layouts.first?.systemFacts.sheetLabelFamilies ?? []
        for name in preferred {
            if let family = families.first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) { return family }
        }
        return families.first ?? "Roboto"
    }
}
