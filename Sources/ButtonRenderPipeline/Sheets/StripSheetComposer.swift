import ButtonRenderModel

/// Buttons side by side, left to right, centred on one midline, each with its caption centred
/// underneath (the "four button types" picture). A dark button on a light sheet sits on a
/// tile of its theme's dark background unless `darkPanel` is false.
struct StripSheetComposer: SheetComposer {
    private let items: [SheetStripItem]
    let layouts: [ButtonLayout]
    /// The dark tile behind each dark item.
    private let tiles: [RGBAColor?]
    let primarySpec: ButtonSpec

    /// Lays out every item's button; errors point at `items.<i>.button`.
    init(sheet: SheetSpec, renderer: SheetRenderer) throws {
        items = sheet.items ?? [SheetStripItem()]
        var layouts: [ButtonLayout] = [], tiles: [RGBAColor?] = []
        for (i, item) in items.enumerated() {
            let path = ["items", String(i), "button"]
            let spec = item.button ?? ButtonSpec()
            let layout = try renderer.layoutButton(spec, path: path)
            layouts.append(layout)
            let dark = (sheet.darkPanel ?? true) && layout.button.appearance == .dark
            tiles.append(dark ? try renderer.darkBackground(of: spec, system: layout.systemFacts, path: path) : nil)
        }
        self.layouts = layouts
        self.tiles = tiles
        primarySpec = items[0].button ?? ButtonSpec()
    }

    func place(style: SheetStyle, spacing: Double) throws -> SheetContent {
        let captionGap = 12.0, tileInset = min(12.0, spacing / 2)
        var content = SheetContent()
        let frames = layouts.map(SheetGeometry.visualFrame)
        let height = frames.map { $0.height.rounded(.up) }.max() ?? 0
        let anyTile = tiles.contains { $0 != nil && !SheetStyle.isDark(style.background) }
        let captionTop = height + captionGap + (anyTile ? tileInset : 0)
        var x = 0.0
        for (i, layout) in layouts.enumerated() {
            let caption = try items[i].caption.map {
                try style.text($0, role: .caption, size: 13, color: style.ink(), at: Point(x: 0, y: captionTop), h: .center)
            }
            let width = max(frames[i].width, caption?.frame.width ?? 0).rounded(.up)
            let cell = Rect(x: x, y: 0, width: width, height: height)
            if let fill = tiles[i], !SheetStyle.isDark(style.background) {
                let tile = Rect(x: cell.midX - frames[i].width / 2, y: 0, width: frames[i].width, height: height).outset(by: tileInset)
                content.underlays.append(.rect(tile, cornerRadius: 8, fill: fill, stroke: nil, lineWidth: 0, dash: nil))
            }
            let box = layout.container.rect
            let offset = Point(x: (cell.midX - box.midX).rounded(), y: (cell.midY - box.midY).rounded())
            content.buttons.append(SheetButton(spec: items[i].button ?? ButtonSpec(), layout: layout, offset: offset, zoom: 1,
                                               cell: SheetCell(panel: 0, row: 0, column: i, frame: cell)))
            if let caption {
                content.overlays.append(.text(caption.offsetBy(dx: offset.x + box.midX, dy: 0)))
            }
            x += width + spacing
        }
        return content
    }
}
