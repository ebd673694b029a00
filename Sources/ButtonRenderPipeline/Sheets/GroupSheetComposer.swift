import ButtonRenderModel

/// A button group in a view of a given width (seeds 002 and 004, "Button groups" and "Width"):
/// buttons are full width of the view less its margins, shared equally side by side or
/// stacked one under another; icon-only buttons and buttons given an explicit `width` keep
/// their own width. `auto` puts them side by side when every label fits its share, else
/// stacks them (full-width stacking on narrow containers). The view is drawn as an outlined
/// panel with its margins as dashed guides, and a caption under it says its width, margins
/// and arrangement.
struct GroupSheetComposer: SheetComposer {
    let layouts: [ButtonLayout]
    let primarySpec: ButtonSpec
    /// The specs as laid out (with the widths the group gave them).
    private let specs: [ButtonSpec]
    /// Stacked (true) or side by side.
    let isVertical: Bool
    private let containerWidth: Double
    private let margin: Double
    private let gap: Double

    /// Lays out every item twice at most: once hugging its content to measure it, then at the
    /// width the group gives it. Errors point at `items.<i>.button`.
    init(sheet: SheetSpec, renderer: SheetRenderer) throws {
        let items = sheet.items ?? [SheetStripItem()]
        for (i, item) in items.enumerated() where item.caption != nil {
            throw FieldError(["items", String(i), "caption"], .stage(LayoutError.captionInGroup))
        }
        containerWidth = sheet.containerWidth ?? SheetSpec.defaultContainerWidth
        margin = sheet.margin ?? SheetSpec.defaultMargin
        gap = sheet.spacing ?? SheetSpec.defaultGroupSpacing
        let available = containerWidth - 2 * margin
        guard available > 0 else {
            throw FieldError(["margin"], .stage(LayoutError.marginsLeaveNoRoom(margin: margin, containerWidth: containerWidth)))
        }

        // Measure: every button hugging its content.
        var natural: [ButtonLayout] = [], flexible: [Bool] = []
        for (i, item) in items.enumerated() {
            var spec = item.button ?? ButtonSpec()
            let ownWidth = spec.width != nil
            if !ownWidth { spec.width = .hug }
            let layout = try renderer.layoutButton(spec, path: ["items", String(i), "button"])
            natural.append(layout)
            // Icon-only buttons keep their square; so does any width the spec gives itself.
            flexible.append(!ownWidth && layout.label != nil)
        }
        let fixedWidth = zip(natural, flexible).filter { !$0.1 }.map { $0.0.container.rect.width }.reduce(0, +)
        let flexibleCount = flexible.filter { $0 }.count
        let share = flexibleCount == 0 ? 0
            : (available - gap * Double(items.count - 1) - fixedWidth) / Double(flexibleCount)
        let fits = flexibleCount == 0
            ? fixedWidth + gap * Double(items.count - 1) <= available
            : share > 0 && zip(natural, flexible).allSatisfy { !$0.1 || $0.0.container.rect.width <= share }
        let arrangement = sheet.arrangement ?? .auto
        isVertical = arrangement == .vertical || (arrangement == .auto && !fits && items.count > 1)

        // Lay out again at the group's widths.
        var layouts: [ButtonLayout] = [], specs: [ButtonSpec] = []
        for (i, item) in items.enumerated() {
            var spec = item.button ?? ButtonSpec()
            if flexible[i] {
                let width = isVertical ? available : max(1, share)
                spec.width = .points((width * 100).rounded(.down) / 100)
                layouts.append(try renderer.layoutButton(spec, path: ["items", String(i), "button"]))
            } else {
                if spec.width == nil { spec.width = .hug }
                layouts.append(natural[i])
            }
            specs.append(spec)
        }
        self.layouts = layouts
        self.specs = specs
        primarySpec = specs[0]
    }

    func place(style: SheetStyle, spacing _: Double) throws -> SheetContent {
        var content = SheetContent()
        let boxes = layouts.map { $0.container.rect }
        let rowHeight = (boxes.map(\.height).max() ?? 0).rounded(.up)
        let available = containerWidth - 2 * margin
        var targets: [Point] = []
        if isVertical {
            var y = margin
            for box in boxes {
                let x = box.width >= available ? margin : margin + ((available - box.width) / 2).rounded()
                targets.append(Point(x: x, y: y))
                y += box.height.rounded(.up) + gap
            }
        } else {
            let total = boxes.map(\.width).reduce(0, +) + gap * Double(boxes.count - 1)
            var x = margin + max(0, ((available - total) / 2).rounded())
            for box in boxes {
                targets.append(Point(x: x, y: margin + ((rowHeight - box.height) / 2).rounded()))
                x += box.width + gap
            }
        }
        let contentBottom = zip(targets, boxes).map { $0.0.y + $0.1.height }.max() ?? margin
        let view = Rect(x: 0, y: 0, width: containerWidth, height: (contentBottom + margin).rounded(.up))

        // The view, its margins and its caption.
        content.underlays.append(.rect(view, cornerRadius: 0, fill: style.background, stroke: SheetStyle.panelOutline,
                                       lineWidth: 1, dash: nil))
        let guide = SheetStyle.redline.withAlpha(0.55)
        for x in [margin, containerWidth - margin] {
            content.underlays.append(.line(from: Point(x: x, y: 0), to: Point(x: x, y: view.height), width: 1, color: guide, dash: [4, 3]))
        }
        let arrangementText = isVertical ? "stacked" : "side by side"
        let caption = "\(SheetGeometry.format(containerWidth)) pt view · \(SheetGeometry.format(margin)) pt margins · \(arrangementText)"
        content.overlays.append(.text(try style.text(caption, role: .caption, size: 13, color: style.ink(),
                                                     at: Point(x: 0, y: view.maxY + 10))))

        for (i, layout) in layouts.enumerated() {
            let box = boxes[i]
            let offset = Point(x: (targets[i].x - box.minX).rounded(), y: (targets[i].y - box.minY).rounded())
            let cell = Rect(x: targets[i].x, y: targets[i].y, width: box.width, height: box.height)
            content.buttons.append(SheetButton(spec: specs[i], layout: layout, offset: offset, zoom: 1,
                                               cell: SheetCell(panel: 0, row: isVertical ? i : 0, column: isVertical ? 0 : i, frame: cell)))
        }
        return content
    }
}
