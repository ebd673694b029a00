import ButtonRenderModel
import Foundation

/// Redlines: the button enlarged with its dimensions in points, all measured from its layout:
/// height on the left, width on top, corner radius at the top-right corner ("r 4"), and along
/// the bottom the left and right content insets, the icon's size and the icon-to-label gap.
/// A full-width button (Anatomy's default) also shows its parent, dashed around the margins its
/// canvas keeps, and the left and right margins at the ends of the bottom row.
struct RedlineSheetComposer: SheetComposer {
    let button: ZoomedSheetButton
    var layouts: [ButtonLayout] { [button.layout] }
    var primarySpec: ButtonSpec { button.spec }

    init(sheet: SheetSpec, renderer: SheetRenderer) throws {
        button = try ZoomedSheetButton(sheet: sheet, renderer: renderer)
    }

    /// A horizontal measure along the bottom row: from `x1` to `x2` in sheet points, with the
    /// heights where the extension lines at its ends start.
    private struct Segment {
        var kind: SheetMeasure.Kind
        var x1: Double, x2: Double
        var top1: Double, top2: Double
        var value: Double
    }

    func place(style: SheetStyle, spacing: Double) throws -> SheetContent {
        var content = SheetContent()
        let b = button.placed
        content.buttons = [b]
        let layout = b.layout, z = b.zoom
        let c = b.containerFrame
        let visual = b.map(SheetGeometry.visualFrame(layout))
        let red = SheetStyle.redline
        let size = 12.0

        func measure(_ kind: SheetMeasure.Kind, _ value: Double, _ text: String? = nil) -> String {
            let t = text ?? SheetGeometry.format(value)
            content.measures.append(SheetMeasure(kind: kind, value: value, text: t))
            return t
        }

        // Height, on the left.
        let hx = visual.minX - 20
        content.overlays.append(DimensionMarks.extensionLine(from: Point(x: c.minX - 3, y: c.minY), to: Point(x: hx - 4, y: c.minY), color: red))
        content.overlays.append(DimensionMarks.extensionLine(from: Point(x: c.minX - 3, y: c.maxY), to: Point(x: hx - 4, y: c.maxY), color: red))
        content.overlays += DimensionMarks.line(from: Point(x: hx, y: c.minY), to: Point(x: hx, y: c.maxY), color: red)
        let heightText = measure(.height, layout.container.rect.height)
        content.overlays.append(.text(try style.text(heightText, role: .measure, size: size, weight: 500,
                                                     color: red, at: Point(x: hx - 6, y: c.midY), h: .trailing, v: .center)))

        // Width, on top.
        let wy = visual.minY - 20
        content.overlays.append(DimensionMarks.extensionLine(from: Point(x: c.minX, y: c.minY - 3), to: Point(x: c.minX, y: wy - 4), color: red))
        content.overlays.append(DimensionMarks.extensionLine(from: Point(x: c.maxX, y: c.minY - 3), to: Point(x: c.maxX, y: wy - 4), color: red))
        content.overlays += DimensionMarks.line(from: Point(x: c.minX, y: wy), to: Point(x: c.maxX, y: wy), color: red)
        let widthText = measure(.width, layout.container.rect.width)
        content.overlays.append(.text(try style.text(widthText, role: .measure, size: size, weight: 500,
                                                     color: red, at: Point(x: c.midX, y: wy - 4), h: .center, v: .bottom)))

        // Corner radius, at the top-right corner.
        let radii = layout.container.radii
        let rz = radii.topRight * z
        let corner = Point(x: c.maxX - rz + rz * cos(Double.pi / 4), y: c.minY + rz - rz * sin(Double.pi / 4))
        let elbow = Point(x: max(corner.x + 20, c.maxX + 16), y: min(corner.y - 20, c.minY - 12))
        let all = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]
        let radiusText = "r " + (Set(all).count == 1 ? SheetGeometry.format(radii.topRight) : all.map(SheetGeometry.format).joined(separator: "/"))
        content.overlays.append(.line(from: elbow, to: corner, width: 1, color: red, dash: nil))
        content.overlays.append(.arrowhead(tip: corner, from: elbow, length: 5, width: 5, color: red))
        _ = measure(.cornerRadius, radii.topRight, radiusText)
        content.overlays.append(.text(try style.text(radiusText, role: .measure, size: size, weight: 500,
                                                     color: red, at: Point(x: elbow.x + 4, y: elbow.y), v: .center)))

        // Insets, icon and gap, along the bottom.
        let bottom = c.maxY + 3
        let icon = layout.icon.map { b.map($0.frame) }
        let label = (layout.label ?? layout.subtitle).map { b.map($0.frame) }
        var segments: [Segment] = []
        let left = layout.insets.left, right = layout.insets.right
        func top(at x: Double) -> Double {
            for part in [icon, label].compactMap({ $0 }) where abs(part.minX - x) < z || abs(part.maxX - x) < z {
                return part.maxY + 2
            }
            return bottom
        }
        // An inset ends where the content starts; when centring leaves the content a fraction
        // of a point further in, the line ends on the content's edge rather than beside it.
        func snapped(_ x: Double) -> Double {
            let edges = [icon, label].compactMap { $0 }.flatMap { [$0.minX, $0.maxX] }
            return edges.filter { abs($0 - x) < z }.min { abs($0 - x) < abs($1 - x) } ?? x
        }
        let leftEnd = snapped(c.minX + left * z), rightStart = snapped(c.maxX - right * z)
        segments.append(Segment(kind: .leftInset, x1: c.minX, x2: leftEnd, top1: bottom, top2: top(at: leftEnd), value: left))
        if let i = icon, let frame = layout.icon?.frame {
            segments.append(Segment(kind: .iconSize, x1: i.minX, x2: i.maxX, top1: i.maxY + 2, top2: i.maxY + 2, value: frame.width))
            if let l = label, let lf = (layout.label ?? layout.subtitle)?.frame {
                if i.maxX <= l.minX + 0.001 {
                    segments.append(Segment(kind: .iconGap, x1: i.maxX, x2: l.minX, top1: i.maxY + 2, top2: l.maxY + 2, value: lf.minX - frame.maxX))
                } else if l.maxX <= i.minX + 0.001 {
                    segments.append(Segment(kind: .iconGap, x1: l.maxX, x2: i.minX, top1: l.maxY + 2, top2: i.maxY + 2, value: frame.minX - lf.maxX))
                } else {
                    // Icon above or below the label: the gap is a vertical dimension on the right.
                    let (upper, lower, value) = i.maxY <= l.minY + 0.001 ? (i, l, lf.minY - frame.maxY) : (l, i, frame.minY - lf.maxY)
                    if value > 0 {
                        try verticalGap(from: upper, to: lower, value: value, right: max(c.maxX, visual.maxX) + 20, into: &content, style: style)
                    }
                }
            }
        }
        segments.append(Segment(kind: .rightInset, x1: rightStart, x2: c.maxX, top1: top(at: rightStart), top2: bottom, value: right))
        if let margin = layout.button.sideMargin {
            // The parent's edges, and the margins between them and the container.
            let parent = b.canvasFrame
            content.overlays.append(DimensionMarks.parentOutline(parent, color: red))
            segments.append(Segment(kind: .leftMargin, x1: parent.minX, x2: c.minX, top1: bottom, top2: bottom, value: margin))
            segments.append(Segment(kind: .rightMargin, x1: c.maxX, x2: parent.maxX, top1: bottom, top2: bottom, value: margin))
        }

        let rowY = (visual.maxY + 28).rounded()
        let lineHeight = try style.lineHeight(size: size, weight: 500)
        var lineEnds: [Double] = []
        for s in segments.sorted(by: { $0.x1 < $1.x1 }) {
            content.overlays.append(DimensionMarks.extensionLine(from: Point(x: s.x1, y: s.top1), to: Point(x: s.x1, y: rowY + 4), color: red))
            content.overlays.append(DimensionMarks.extensionLine(from: Point(x: s.x2, y: s.top2), to: Point(x: s.x2, y: rowY + 4), color: red))
            content.overlays += DimensionMarks.line(from: Point(x: s.x1, y: rowY), to: Point(x: s.x2, y: rowY), color: red)
            let valueText = measure(s.kind, s.value)
            var text = try style.text(valueText, role: .measure, size: size, weight: 500, color: red,
                                      at: Point(x: (s.x1 + s.x2) / 2, y: rowY + 6), h: .center)
            // Labels that would touch the previous one on their line go one line lower.
            var line = 0
            while line < lineEnds.count, text.frame.minX < lineEnds[line] + 4 { line += 1 }
            text = text.offsetBy(dx: 0, dy: Double(line) * lineHeight)
            if line == lineEnds.count { lineEnds.append(text.frame.maxX) } else { lineEnds[line] = text.frame.maxX }
            content.overlays.append(.text(text))
        }
        return content
    }

    /// A vertical icon-to-label gap between `upper`'s bottom and `lower`'s top, at `x`.
    private func verticalGap(from upper: Rect, to lower: Rect, value: Double, right x: Double,
                             into content: inout SheetContent, style: SheetStyle) throws {
        let red = SheetStyle.redline
        content.overlays.append(DimensionMarks.extensionLine(from: Point(x: upper.maxX + 2, y: upper.maxY), to: Point(x: x + 4, y: upper.maxY), color: red))
        content.overlays.append(DimensionMarks.extensionLine(from: Point(x: lower.maxX + 2, y: lower.minY), to: Point(x: x + 4, y: lower.minY), color: red))
        content.overlays += DimensionMarks.line(from: Point(x: x, y: upper.maxY), to: Point(x: x, y: lower.minY), color: red)
        let text = SheetGeometry.format(value)
        content.measures.append(SheetMeasure(kind: .iconGap, value: value, text: text))
        content.overlays.append(.text(try style.text(text, role: .measure, size: 12, weight: 500, color: red,
                                                     at: Point(x: x + 6, y: (upper.maxY + lower.minY) / 2), v: .center)))
    }
}
