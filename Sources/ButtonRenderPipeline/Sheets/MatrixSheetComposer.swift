import ButtonRenderModel
import ButtonRenderSpecFiles

/// A state matrix: the base button with one field varied down the rows, one across the
/// columns and one across side-by-side panels. Cells sit on an even grid (each column as wide
/// as its widest cell, each row as tall as its tallest, buttons centred); row headers on the
/// left, column headers on top of each panel, and dark buttons on a panel of their theme's
/// dark background.
struct MatrixSheetComposer: SheetComposer {
    /// An axis with the name its errors are reported under.
    private struct Axis {
        let name: String
        let axis: SheetAxis?
        var count: Int { axis?.values.count ?? 1 }
    }

    private let rows: Axis, columns: Axis, panels: Axis
    /// Layouts by panel, row and column.
    private let grid: [[[ButtonLayout]]]
    /// The specs they were laid out from, by panel, row and column.
    private let specs: [[[ButtonSpec]]]
    /// The dark fill of each panel whose buttons are all dark.
    private let panelFill: [RGBAColor?]
    /// The dark fill behind each dark cell of a panel that is not dark as a whole.
    private let cellFill: [[[RGBAColor?]]]
    let primarySpec: ButtonSpec

    var layouts: [ButtonLayout] { grid.flatMap { $0.flatMap { $0 } } }

    /// Lays out every cell; a bad value is a `FieldError` at `rows.values.<i>` (or columns,
    /// panels), a problem of the base's own at `base.<field>`.
    init(sheet: SheetSpec, renderer: SheetRenderer) throws {
        let rows = Axis(name: "rows", axis: sheet.rows)
        let columns = Axis(name: "columns", axis: sheet.columns)
        let panels = Axis(name: "panels", axis: sheet.panels)
        (self.rows, self.columns, self.panels) = (rows, columns, panels)
        let base = sheet.base ?? ButtonSpec()
        let darkPanel = sheet.darkPanel ?? true
        var grid: [[[ButtonLayout]]] = [], specs: [[[ButtonSpec]]] = []
        for p in 0..<panels.count {
            var panelLayouts: [[ButtonLayout]] = [], panelSpecs: [[ButtonSpec]] = []
            for r in 0..<rows.count {
                var rowLayouts: [ButtonLayout] = [], rowSpecs: [ButtonSpec] = []
                for c in 0..<columns.count {
                    let picks = [(panels, p), (rows, r), (columns, c)]
                    var spec = base
                    for (axis, i) in picks {
                        guard let a = axis.axis else { continue }
                        do { spec = try spec.setting(a.field, to: a.values[i]) } catch let error as FieldError {
                            throw error.under([axis.name, "values", String(i)])
                        }
                    }
                    do { rowLayouts.append(try renderer.renderer.layout(spec)) } catch let error as FieldError {
                        throw Self.attribute(error, picks: picks)
                    }
                    rowSpecs.append(spec)
                }
                panelLayouts.append(rowLayouts); panelSpecs.append(rowSpecs)
            }
            grid.append(panelLayouts); specs.append(panelSpecs)
        }
        self.grid = grid
        self.specs = specs
        primarySpec = specs[0][0][0]

        var panelFill: [RGBAColor?] = [], cellFill: [[[RGBAColor?]]] = []
        for p in 0..<panels.count {
            var fills: [[RGBAColor?]] = []
            for r in 0..<rows.count {
                var rowFills: [RGBAColor?] = []
                for c in 0..<columns.count {
                    let cell = grid[p][r][c]
                    guard darkPanel else { rowFills.append(nil); continue }
                    do {
                        if cell.button.appearance == .dark {
                            rowFills.append(try renderer.darkBackground(of: specs[p][r][c], system: cell.systemFacts, path: []))
                        } else {
                            // A light mode with a page of its own (Carbon's Gray 10) is drawn on it.
                            rowFills.append(try renderer.modeBackground(of: specs[p][r][c], system: cell.systemFacts, path: []))
                        }
                    } catch let error as FieldError {
                        throw Self.attribute(error, picks: [(panels, p), (rows, r), (columns, c)])
                    }
                }
                fills.append(rowFills)
            }
            let all = fills.flatMap { $0 }
            if let first = all.first ?? nil, all.allSatisfy({ $0 == first }) {
                panelFill.append(first)
                cellFill.append(fills.map { $0.map { _ in nil } })
            } else {
                panelFill.append(nil)
                cellFill.append(fills)
            }
        }
        self.panelFill = panelFill
        self.cellFill = cellFill
    }

    /// A resolve or layout error of a cell, blamed on the axis that set the field it names,
    /// or else on the base.
    private static func attribute(_ error: FieldError, picks: [(Axis, Int)]) -> FieldError {
        for (axis, i) in picks {
            guard let a = axis.axis, let first = error.path.first, first == a.field else { continue }
            return FieldError([axis.name, "values", String(i)] + error.path.dropFirst(), error.problem)
        }
        return error.under(["base"])
    }

    func place(style: SheetStyle, spacing: Double) throws -> SheetContent {
        let inset = 16.0, headerGap = 8.0, gridGap = 12.0, labelGap = 16.0
        var content = SheetContent()

        // Headers first: columns are at least as wide as their header.
        let columnHeaders = try columns.axis.map { a in
            try (0..<columns.count).map { try style.shape(a.label($0), size: 13, weight: 500) }
        }
        var columnWidth = [Double](repeating: 0, count: columns.count)
        var rowHeight = [Double](repeating: 0, count: rows.count)
        for p in 0..<panels.count {
            for r in 0..<rows.count {
                for c in 0..<columns.count {
                    let v = SheetGeometry.visualFrame(grid[p][r][c])
                    columnWidth[c] = max(columnWidth[c], v.width.rounded(.up), columnHeaders?[c].logicalRect.width.rounded(.up) ?? 0)
                    rowHeight[r] = max(rowHeight[r], v.height.rounded(.up))
                }
            }
        }
        let panelHeaderHeight = panels.axis == nil ? 0 : try style.lineHeight(size: 14, weight: 500)
        let columnHeaderHeight = columns.axis == nil ? 0 : try style.lineHeight(size: 13, weight: 500)
        var gridTop = inset
        if panels.axis != nil { gridTop += panelHeaderHeight + headerGap }
        if columns.axis != nil { gridTop += columnHeaderHeight + gridGap }
        gridTop = gridTop.rounded(.up)

        var columnX: [Double] = [], x = inset
        for w in columnWidth { columnX.append(x); x += w + spacing }
        var rowY: [Double] = [], y = gridTop
        for h in rowHeight { rowY.append(y); y += h + spacing }
        let panelWidth = x - spacing + inset
        let panelHeight = y - spacing + inset

        // Row headers on the left of the first panel.
        var left = 0.0
        if let a = rows.axis {
            var widest = 0.0
            for r in 0..<rows.count {
                let t = try style.text(a.label(r), role: .rowHeader, size: 13, color: style.ink(),
                                       at: Point(x: 0, y: rowY[r] + rowHeight[r] / 2), v: .center)
                widest = max(widest, t.frame.width)
                content.overlays.append(.text(t))
            }
            left = (widest + labelGap).rounded(.up)
        }

        for p in 0..<panels.count {
            let px = left + Double(p) * (panelWidth + spacing)
            let surface = panelFill[p] ?? style.background
            let panelRect = Rect(x: px, y: 0, width: panelWidth, height: panelHeight)
            if let fill = panelFill[p] {
                content.underlays.append(.rect(panelRect, cornerRadius: 8, fill: fill, stroke: nil, lineWidth: 0, dash: nil))
            } else if panelFill.contains(where: { $0 != nil }) {
                // Beside a dark panel, a light one shows its edge so the two read as a pair.
                content.underlays.append(.rect(panelRect.outset(by: -0.5), cornerRadius: 8, fill: nil,
                                               stroke: SheetStyle.panelOutline, lineWidth: 1, dash: nil))
            }
            var headerY = inset
            if let a = panels.axis {
                content.overlays.append(.text(try style.text(a.label(p), role: .panelHeader, size: 14, weight: 500,
                                                             color: style.heading(on: surface), at: Point(x: px + inset, y: headerY))))
                headerY += panelHeaderHeight + headerGap
            }
            // Dark cells of a light panel: a tile per dark column (with its header), per dark
            // row, or per cell.
            let tiles = darkTiles(panel: p)
            let o = max(0, min(12, spacing / 2 - 2))
            let gridRight = px + columnX[columns.count - 1] + columnWidth[columns.count - 1]
            let gridBottom = rowY[rows.count - 1] + rowHeight[rows.count - 1]
            for (c, fill) in tiles.columns.enumerated() {
                guard let fill else { continue }
                let top = columns.axis == nil ? rowY[0] - o : headerY - 6
                let tile = Rect(x: px + columnX[c] - o, y: top, width: columnWidth[c] + 2 * o, height: gridBottom + o - top)
                content.underlays.append(.rect(tile, cornerRadius: 8, fill: fill, stroke: nil, lineWidth: 0, dash: nil))
            }
            for (r, fill) in tiles.rows.enumerated() {
                guard let fill else { continue }
                let tile = Rect(x: px + columnX[0] - o, y: rowY[r] - o, width: gridRight - px - columnX[0] + 2 * o, height: rowHeight[r] + 2 * o)
                content.underlays.append(.rect(tile, cornerRadius: 8, fill: fill, stroke: nil, lineWidth: 0, dash: nil))
            }
            if let a = columns.axis {
                for c in 0..<columns.count {
                    content.overlays.append(.text(try style.text(a.label(c), role: .columnHeader, size: 13, weight: 500,
                                                                 color: style.ink(on: tiles.columns[c] ?? surface),
                                                                 at: Point(x: px + columnX[c] + columnWidth[c] / 2, y: headerY), h: .center)))
                }
            }
            for r in 0..<rows.count {
                for c in 0..<columns.count {
                    let frame = Rect(x: px + columnX[c], y: rowY[r], width: columnWidth[c], height: rowHeight[r])
                    if let fill = tiles.cells[r][c] {
                        content.underlays.append(.rect(frame.outset(by: o), cornerRadius: 8, fill: fill, stroke: nil, lineWidth: 0, dash: nil))
                    }
                    let layout = grid[p][r][c]
                    let box = layout.container.rect
                    let offset = Point(x: (frame.midX - box.midX).rounded(), y: (frame.midY - box.midY).rounded())
                    content.buttons.append(SheetButton(spec: specs[p][r][c], layout: layout, offset: offset, zoom: 1,
                                                       cell: SheetCell(panel: p, row: r, column: c, frame: frame)))
                }
            }
        }
        return content
    }

    /// The dark tiles of a panel that is not dark as a whole: whole columns whose cells are
    /// all dark in one colour, then whole rows, then single cells.
    private func darkTiles(panel p: Int) -> (columns: [RGBAColor?], rows: [RGBAColor?], cells: [[RGBAColor?]]) {
        var cells = cellFill[p]
        func uniform(_ fills: [RGBAColor?]) -> RGBAColor? {
            guard let first = fills.first ?? nil, fills.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
        let columnTiles = (0..<columns.count).map { c in uniform(cells.map { $0[c] }) }
        for r in cells.indices { for c in cells[r].indices where columnTiles[c] != nil { cells[r][c] = nil } }
        var rowTiles: [RGBAColor?] = []
        for r in cells.indices {
            let tile = columns.count > 1 ? uniform(cells[r]) : nil
            rowTiles.append(tile)
            if tile != nil { cells[r] = cells[r].map { _ in nil } }
        }
        return (columnTiles, rowTiles, cells)
    }
}
