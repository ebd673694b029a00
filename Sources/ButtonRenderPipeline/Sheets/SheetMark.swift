import ButtonRenderModel
import ButtonRenderNative

/// A piece of annotation on a sheet, in sheet points: what paint draws besides the buttons.
/// Marks are data; their positions are decided by the sheet's layout.
public enum SheetMark: Sendable {
    /// A rectangle, filled and/or outlined (panels, tiles, touch targets, visual bounds).
    case rect(Rect, cornerRadius: Double, fill: RGBAColor?, stroke: RGBAColor?, lineWidth: Double, dash: [Double]?)
    /// A straight line (leaders, dimension and extension lines).
    case line(from: Point, to: Point, width: Double, color: RGBAColor, dash: [Double]?)
    /// A circle, filled and/or outlined (callout discs, leader dots).
    case circle(center: Point, radius: Double, fill: RGBAColor?, stroke: RGBAColor?, lineWidth: Double)
    /// A small triangle pointing at `tip`, away from `from`.
    case arrowhead(tip: Point, from: Point, length: Double, width: Double, color: RGBAColor)
    /// Shaped text.
    case text(SheetText)

    /// The area the mark covers, for sizing the canvas.
    package var bounds: Rect {
        switch self {
        case .rect(let r, _, _, _, let w, _): return r.outset(by: w / 2)
        case .line(let a, let b, let w, _, _):
            return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y)).outset(by: w / 2)
        case .circle(let c, let r, _, _, let w):
            return Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r).outset(by: w / 2)
        case .arrowhead(let tip, _, let length, _, _): return Rect(x: tip.x, y: tip.y, width: 0, height: 0).outset(by: length)
        case .text(let t): return t.frame
        }
    }

    /// The same mark moved by an offset.
    package func offsetBy(dx: Double, dy: Double) -> SheetMark {
        func p(_ q: Point) -> Point { Point(x: q.x + dx, y: q.y + dy) }
        switch self {
        case .rect(let r, let k, let f, let s, let w, let d): return .rect(r.offsetBy(dx: dx, dy: dy), cornerRadius: k, fill: f, stroke: s, lineWidth: w, dash: d)
        case .line(let a, let b, let w, let c, let d): return .line(from: p(a), to: p(b), width: w, color: c, dash: d)
        case .circle(let c, let r, let f, let s, let w): return .circle(center: p(c), radius: r, fill: f, stroke: s, lineWidth: w)
        case .arrowhead(let tip, let from, let l, let w, let c): return .arrowhead(tip: p(tip), from: p(from), length: l, width: w, color: c)
        case .text(let t): return .text(t.offsetBy(dx: dx, dy: dy))
        }
    }

    /// The text of a text mark, or nil.
    public var text: SheetText? {
        if case .text(let t) = self { return t }
        return nil
    }
}

/// What a text on a sheet labels.
public enum SheetTextRole: String, Sendable {
    case title, rowHeader, columnHeader, panelHeader, caption, calloutNumber, legend, measure, note
}

/// Shaped text placed on a sheet.
public struct SheetText: Sendable {
    /// The characters.
    public var string: String
    /// What the text labels.
    package var role: SheetTextRole
    /// The shaped text.
    package var shaped: ShapedText
    /// Where the shaped layout's origin goes.
    package var origin: Point
    /// The text's logical box on the sheet.
    package var frame: Rect
    /// Its colour.
    public var color: RGBAColor

    /// The same text moved by an offset.
    package func offsetBy(dx: Double, dy: Double) -> SheetText {
        var t = self
        t.origin = Point(x: origin.x + dx, y: origin.y + dy)
        t.frame = frame.offsetBy(dx: dx, dy: dy)
        return t
    }
}
