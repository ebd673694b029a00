import ButtonRenderModel

/// A button placed on a sheet: its own layout, drawn with its canvas origin at `offset` and
/// enlarged `zoom` times (anatomy, redline and touch-target sheets draw it larger than their
/// annotations).
public struct SheetButton: Sendable {
    /// The spec the button was laid out from (a matrix cell's: the base with its axes' values).
    public var spec: ButtonSpec
    /// The button's layout, in its own canvas points.
    public var layout: ButtonLayout
    /// Where the layout's canvas origin goes on the sheet, in sheet points.
    public var offset: Point
    /// How many sheet points one layout point takes.
    public var zoom: Double
    /// The matrix cell or strip item it fills, when it belongs to one.
    package var cell: SheetCell?

    /// A point of the layout in sheet points.
    package func map(_ p: Point) -> Point { Point(x: offset.x + p.x * zoom, y: offset.y + p.y * zoom) }
    /// A rectangle of the layout in sheet points.
    package func map(_ r: Rect) -> Rect { Rect(x: offset.x + r.x * zoom, y: offset.y + r.y * zoom, width: r.width * zoom, height: r.height * zoom) }
    /// The container's rectangle in sheet points.
    var containerFrame: Rect { map(layout.container.rect) }
    /// The button's whole canvas (with room for shadows) in sheet points.
    var canvasFrame: Rect { map(Rect(x: 0, y: 0, width: layout.canvasSize.width, height: layout.canvasSize.height)) }
}

/// Where a matrix or strip button sits: its panel, row and column (a strip's items are the
/// columns of its one row), and the cell's rectangle on the sheet.
public struct SheetCell: Equatable, Sendable {
    /// The side-by-side panel (a value of the `panels` axis; 0 when there is none), from 0.
    package var panel: Int
    /// The row, from 0.
    package var row: Int
    /// The column, from 0.
    public var column: Int
    /// The cell in sheet points; the button's container is centred in it.
    package var frame: Rect
}

/// A numbered callout of an anatomy sheet: the disc, and the point on the part its leader
/// line ends on.
public struct SheetCallout: Equatable, Sendable, Codable {
    /// The part of the button the callout names.
    public var part: CalloutPart
    /// The number in the disc (1, 2, 3…), also the legend's.
    package var number: Int
    /// The disc's centre in sheet points.
    package var center: Point
    /// The disc's radius in points.
    package var radius: Double
    /// Where the leader line ends, on the part.
    package var anchor: Point
}

/// A dimension shown on a redline or touch-target sheet, in the button's points, as measured
/// from its layout.
public struct SheetMeasure: Equatable, Sendable, Codable {
    /// What is measured.
    public enum Kind: String, Sendable, Codable {
        case height, width, leftInset, rightInset, iconSize, iconGap, cornerRadius, leftMargin, rightMargin
        case visualSize, touchTargetSize, minimumTouchTarget, touchTargetHeight, visualHeight
    }
    /// What is measured.
    package var kind: Kind
    /// The measure in points (for sizes, the width; see `text`).
    public var value: Double
    /// The text shown, e.g. "36", "r 4", "64 × 48 touch target".
    public var text: String
}

/// A whole sheet laid out: the canvas size, the background, every button with its offset and
/// every annotation as data. The output of `SheetRenderer.layout(_:)`, the input of paint.
public struct SheetLayout: Sendable {
    /// The output files' base name.
    public var name: String
    /// Which kind of sheet it is.
    package var kind: SheetKind
    /// The canvas in points.
    public var size: Size
    /// Pixel scale the sheet asks for.
    public var scale: Int
    /// The canvas colour.
    public var background: RGBAColor
    /// Marks drawn under the buttons (panels, tiles, touch targets).
    var underlays: [SheetMark]
    /// The buttons.
    public var buttons: [SheetButton]
    /// Marks drawn over the buttons (headers, callouts, dimensions, captions).
    var overlays: [SheetMark]
    /// Anatomy callouts, in number order.
    public var callouts: [SheetCallout]
    /// Redline and touch-target measures.
    package var measures: [SheetMeasure]

    /// Every text of the sheet.
    package var texts: [SheetText] { (underlays + overlays).compactMap(\.text) }
}
