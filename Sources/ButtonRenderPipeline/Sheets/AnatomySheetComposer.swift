import ButtonRenderModel

/// An anatomy diagram (Material's "Anatomy and key properties"): the button enlarged, a
/// numbered disc outside it for each part with a leader line ending on the part, and a legend
/// ("1  Text label", "2  Container", "3  Icon") underneath. A full-width button's parent is
/// dashed around the margins its canvas keeps.
///
/// Where each callout sits: text label and icon above the button (leaders end on the label's
/// and the icon's centres), container on the left (leader ends on the container's left edge),
/// stroke on the right (leader ends in the middle of the stroke ring), shadow below (leader
/// ends just under the container, inside the shadow).
struct AnatomySheetComposer: SheetComposer {
    let button: ZoomedSheetButton
    /// The parts numbered, in number order.
    let parts: [CalloutPart]
    var layouts: [ButtonLayout] { [button.layout] }
    var primarySpec: ButtonSpec { button.spec }

    /// Disc radius and the space between the button and a disc, in sheet points.
    static let radius = 11.0, gap = 28.0

    /// Lays out the button; a requested part the button lacks is an error at `callouts.<i>`.
    init(sheet: SheetSpec, renderer: SheetRenderer) throws {
        button = try ZoomedSheetButton(sheet: sheet, renderer: renderer)
        let present = Self.parts(of: button.layout)
        if let requested = sheet.callouts {
            for (i, part) in requested.enumerated() where !present.contains(part) {
                throw FieldError(["callouts", String(i)], .stage(LayoutError.missingCalloutPart(part.rawValue, present: present.map(\.rawValue))))
            }
            parts = requested
        } else {
            parts = present
        }
    }

    /// The parts a laid-out button has: a label, a container (always, even a transparent
    /// one), an icon, a stroke, a shadow.
    static func parts(of layout: ButtonLayout) -> [CalloutPart] {
        var parts: [CalloutPart] = []
        if layout.label != nil { parts.append(.label) }
        parts.append(.container)
        if layout.icon != nil { parts.append(.icon) }
        if layout.stroke != nil { parts.append(.stroke) }
        if !layout.button.shadows.isEmpty { parts.append(.shadow) }
        return parts
    }

    func place(style: SheetStyle, spacing: Double) throws -> SheetContent {
        var content = SheetContent()
        let b = button.placed
        content.buttons = [b]
        let layout = b.layout
        let c = b.containerFrame
        let visual = b.map(SheetGeometry.visualFrame(layout))
        let outer = b.map(SheetGeometry.shadowedFrame(layout))
        let r = Self.radius, gap = Self.gap
        let ink = style.callout

        // A full-width button (Anatomy's default) shows its parent, dashed around its margins.
        if layout.button.sideMargin != nil {
            content.overlays.append(DimensionMarks.parentOutline(b.canvasFrame, color: ink))
        }
        // A transparent container without a stroke shows its bounds as a dashed outline.
        if layout.button.containerColor.alpha < 0.05, layout.stroke == nil {
            content.overlays.append(.rect(c, cornerRadius: layout.container.radii.topLeft * b.zoom, fill: nil,
                                          stroke: ink.withAlphaMultiplied(by: 0.6), lineWidth: 1, dash: [4, 3]))
        }

        var placed: [(part: CalloutPart, center: Point, anchor: Point)] = []
        // Discs keep `gap` from the button itself; only the shadow's disc clears the shadow.
        let topY = visual.minY - gap - r
        for part in parts {
            switch part {
            case .label:
                let a = b.map(layout.label!.frame.center)
                placed.append((part, Point(x: a.x, y: topY), a))
            case .icon:
                let a = b.map(layout.icon!.frame.center)
                placed.append((part, Point(x: a.x, y: topY), a))
            case .container:
                let a = Point(x: c.minX, y: c.midY)
                placed.append((part, Point(x: visual.minX - gap - r, y: c.midY), a))
            case .stroke:
                let s = layout.stroke!
                let a = Point(x: b.map(Point(x: (s.outer.rect.maxX + s.inner.rect.maxX) / 2, y: 0)).x, y: c.midY)
                placed.append((part, Point(x: visual.maxX + gap + r, y: c.midY), a))
            case .shadow:
                let drop = max(1, layout.button.shadows.map(\.y).max() ?? 1)
                let a = Point(x: c.midX, y: c.maxY + drop * b.zoom)
                placed.append((part, Point(x: a.x, y: max(visual.maxY + gap, outer.maxY + gap / 2) + r), a))
            }
        }
        placed = Self.separated(placed, minimumDistance: 2 * r + 8)

        for (i, callout) in placed.enumerated() {
            let number = i + 1
            let dx = callout.anchor.x - callout.center.x, dy = callout.anchor.y - callout.center.y
            let d = (dx * dx + dy * dy).squareRoot()
            let start = Point(x: callout.center.x + dx / d * r, y: callout.center.y + dy / d * r)
            content.overlays.append(.line(from: start, to: callout.anchor, width: 1, color: ink, dash: nil))
            content.overlays.append(.circle(center: callout.anchor, radius: 2.5, fill: ink, stroke: style.background, lineWidth: 1))
            content.overlays.append(.circle(center: callout.center, radius: r, fill: ink, stroke: nil, lineWidth: 0))
            content.overlays.append(.text(try style.text(String(number), role: .calloutNumber, size: 12, weight: 500,
                                                         color: style.calloutNumber, at: callout.center, h: .center, v: .inkCenter)))
            content.callouts.append(SheetCallout(part: callout.part, number: number, center: callout.center, radius: r, anchor: callout.anchor))
        }

        // The legend, under everything drawn so far.
        let bounds = content.bounds ?? c
        var y = bounds.maxY + 24
        for callout in content.callouts {
            let t = try style.text("\(callout.number)  \(callout.part.legendName)", role: .legend, size: 13, color: style.ink(),
                                   at: Point(x: bounds.minX, y: y))
            content.overlays.append(.text(t))
            y = t.frame.maxY + 6
        }
        return content
    }

    /// Callouts on the same row (equal y) pushed apart until their discs are at least
    /// `minimumDistance` apart, keeping their order and their middle.
    private static func separated(_ callouts: [(part: CalloutPart, center: Point, anchor: Point)],
                                  minimumDistance: Double) -> [(part: CalloutPart, center: Point, anchor: Point)] {
        var result = callouts
        let rows = Dictionary(grouping: result.indices, by: { result[$0].center.y })
        for (_, indices) in rows where indices.count > 1 {
            let order = indices.sorted { result[$0].center.x < result[$1].center.x }
            let xs = order.map { result[$0].center.x }
            var spread = xs
            for k in 1..<spread.count { spread[k] = max(spread[k], spread[k - 1] + minimumDistance) }
            let shift = ((xs.first! + xs.last!) - (spread.first! + spread.last!)) / 2
            let needed = zip(xs, spread).contains { $0 != $1 }
            guard needed else { continue }
            for (k, i) in order.enumerated() { result[i].center.x = spread[k] + shift }
        }
        return result
    }
}
