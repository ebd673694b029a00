import ButtonRenderModel

/// The marks of technical drawings: dimension lines with arrowheads at both ends, and the
/// thin extension lines that carry an edge out to a dimension line.
enum DimensionMarks {
    /// A dimension line from `a` to `b`, 1 point wide, with an arrowhead at each end pointing
    /// outwards (arrowheads shrink on short lines).
    static func line(from a: Point, to b: Point, color: RGBAColor) -> [SheetMark] {
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        let head = min(5, length / 3)
        var marks: [SheetMark] = [.line(from: a, to: b, width: 1, color: color, dash: nil)]
        if head > 0.5 {
            marks.append(.arrowhead(tip: a, from: b, length: head, width: head, color: color))
            marks.append(.arrowhead(tip: b, from: a, length: head, width: head, color: color))
        }
        return marks
    }

    /// The dashed outline of a full-width button's parent (its canvas, which keeps the
    /// margins), on anatomy and redline sheets.
    static func parentOutline(_ frame: Rect, color: RGBAColor) -> SheetMark {
        .rect(frame, cornerRadius: 0, fill: nil, stroke: color.withAlphaMultiplied(by: 0.6), lineWidth: 0.75, dash: [4, 3])
    }

    /// A thin dashed extension line.
    static func extensionLine(from a: Point, to b: Point, color: RGBAColor) -> SheetMark {
        .line(from: a, to: b, width: 0.75, color: color.withAlphaMultiplied(by: 0.7), dash: [3, 2])
    }
}
