import ButtonRenderModel

/// A touch-target diagram: the button enlarged, its visual bounds as a dashed outline, its
/// touch target (`ButtonLayout.touchTarget`) as a translucent red area, their heights as
/// dimensions on the left and right, and underneath "64 × 36 visual", "64 × 48 touch target"
/// and the platform's minimum (`SystemFacts.touchTargetMinimum`: 48 for Material, 44 for the iOS systems), drawn as a dashed square
/// around the touch target when the target falls short of it.
struct TouchTargetSheetComposer: SheetComposer {
    let button: ZoomedSheetButton
    var layouts: [ButtonLayout] { [button.layout] }
    var primarySpec: ButtonSpec { button.spec }

    init(sheet: SheetSpec, renderer: SheetRenderer) throws {
        button = try ZoomedSheetButton(sheet: sheet, renderer: renderer)
    }

    func place(style: SheetStyle, spacing: Double) throws -> SheetContent {
        var content = SheetContent()
        let b = button.placed
        content.buttons = [b]
        let layout = b.layout
        let c = b.containerFrame
        let t = b.map(layout.touchTarget)
        let visual = b.map(SheetGeometry.visualFrame(layout))
        let red = SheetStyle.redline, ink = style.callout
        let f = SheetGeometry.format

        content.underlays.append(.rect(t, cornerRadius: 0, fill: red.withAlpha(0.10), stroke: nil, lineWidth: 0, dash: nil))
        content.overlays.append(.rect(t, cornerRadius: 0, fill: nil, stroke: red, lineWidth: 1, dash: nil))
        content.overlays.append(.rect(c, cornerRadius: layout.container.radii.topLeft * b.zoom, fill: nil, stroke: ink,
                                      lineWidth: 1, dash: [4, 3]))

        let box = layout.container.rect, touch = layout.touchTarget
        let system = layout.systemFacts
        let minimum = system.touchTargetMinimum
        let meets = touch.width >= minimum - 0.001 && touch.height >= minimum - 0.001
        // The area the platform asks for, centred on the touch target, dashed when the target
        // falls short of it, so the shortfall shows.
        let required = Rect(x: t.midX - max(t.width, minimum * b.zoom) / 2, y: t.midY - max(t.height, minimum * b.zoom) / 2,
                            width: max(t.width, minimum * b.zoom), height: max(t.height, minimum * b.zoom))
        if !meets {
            content.overlays.append(.rect(required, cornerRadius: 0, fill: nil, stroke: red, lineWidth: 1, dash: [6, 4]))
        }
        // Visual height on the left, touch target height on the right.
        let lx = min(t.minX, visual.minX) - 20
        content.overlays.append(DimensionMarks.extensionLine(from: Point(x: c.minX - 3, y: c.minY), to: Point(x: lx - 4, y: c.minY), color: ink))
        content.overlays.append(DimensionMarks.extensionLine(from: Point(x: c.minX - 3, y: c.maxY), to: Point(x: lx - 4, y: c.maxY), color: ink))
        content.overlays += DimensionMarks.line(from: Point(x: lx, y: c.minY), to: Point(x: lx, y: c.maxY), color: ink)
        content.measures.append(SheetMeasure(kind: .visualHeight, value: box.height, text: f(box.height)))
        content.overlays.append(.text(try style.text(f(box.height), role: .measure, size: 12, weight: 500, color: ink,
                                                     at: Point(x: lx - 6, y: c.midY), h: .trailing, v: .center)))
        let rx = max(t.maxX, visual.maxX) + 20
        content.overlays.append(DimensionMarks.extensionLine(from: Point(x: t.maxX + 3, y: t.minY), to: Point(x: rx + 4, y: t.minY), color: red))
        content.overlays.append(DimensionMarks.extensionLine(from: Point(x: t.maxX + 3, y: t.maxY), to: Point(x: rx + 4, y: t.maxY), color: red))
        content.overlays += DimensionMarks.line(from: Point(x: rx, y: t.minY), to: Point(x: rx, y: t.maxY), color: red)
        content.measures.append(SheetMeasure(kind: .touchTargetHeight, value: touch.height, text: f(touch.height)))
        content.overlays.append(.text(try style.text(f(touch.height), role: .measure, size: 12, weight: 500, color: red,
                                                     at: Point(x: rx + 6, y: t.midY), v: .center)))

        // The sizes in words, underneath.
        let lines: [(SheetMeasure.Kind, Double, String, RGBAColor, Double, Int)] = [
            (.visualSize, box.width, "\(f(box.width)) × \(f(box.height)) visual", ink, 13, 500),
            (.touchTargetSize, touch.width, "\(f(touch.width)) × \(f(touch.height)) touch target", red, 13, 500),
            (.minimumTouchTarget, minimum, "\(meets ? "minimum" : "below the minimum of") \(f(minimum)) × \(f(minimum)) (\(system.displayName))",
             style.ink(), 12, 400),
        ]
        var y = max(t.maxY, visual.maxY, meets ? t.maxY : required.maxY) + 20
        for (kind, value, text, color, size, weight) in lines {
            content.measures.append(SheetMeasure(kind: kind, value: value, text: text))
            let label = try style.text(text, role: .note, size: size, weight: weight, color: color, at: Point(x: lx, y: y))
            content.overlays.append(.text(label))
            y = label.frame.maxY + 4
        }
        return content
    }
}
