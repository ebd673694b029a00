@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderSnapshot
import Foundation
import XCTest
import Yams

/// Documentation sheets: decoding, the layout of each kind, and output in every format.
final class SheetTests: XCTestCase {
    let sheets = SheetRenderer(renderer: sharedRenderer)

    // MARK: - Example sheets: the files of `Examples/`

    static func example(_ name: String) -> String {
        let url = ExampleSheetSnapshotTests.examples.appendingPathComponent(name + ".yaml")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? "missing example \(url.path)"
    }

    static var obsidianMatrix: String { example("obsidian-states") }
    static var materialStrip: String { example("material-button-types") }
    static func anatomy(_ style: String) -> String { example("material-\(style)-anatomy") }
    static var redlines: String { example("material-contained-redlines") }
    static var touchTarget: String { example("material-contained-touch-target") }

    func decode(_ yaml: String) throws -> SheetSpec { try YAMLDecoder().decode(SheetSpec.self, from: yaml) }

    /// The `DecodingError` a sheet text fails with.
    func decodingError(_ yaml: String, line: UInt = #line) -> (path: [String], message: String)? {
        do {
            _ = try decode(yaml)
            XCTFail("expected a decoding error", line: line)
        } catch DecodingError.dataCorrupted(let context) {
            return (context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }, context.debugDescription)
        } catch {
            XCTFail("unexpected error \(error)", line: line)
        }
        return nil
    }

    /// The `FieldError` laying out a sheet fails with.
    func fieldError(_ sheet: SheetSpec, line: UInt = #line) -> FieldError? {
        do {
            _ = try sheets.layout(sheet)
            XCTFail("expected a field error", line: line)
        } catch let error as FieldError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", line: line)
        }
        return nil
    }

    // MARK: - Decoding

    func testDecodesEveryKind() throws {
        let matrix = try decode(Self.obsidianMatrix)
        XCTAssertEqual(matrix.sheet, .matrix)
        XCTAssertEqual(matrix.base?.system, .obsidian)
        XCTAssertEqual(matrix.rows?.field, "state")
        XCTAssertEqual(matrix.rows?.values, [.string("normal"), .string("disabled"), .string("focused"), .string("pressed")])
        XCTAssertEqual(matrix.columns?.label(2), "Solid")
        XCTAssertEqual(matrix.panels?.values.count, 2)
        XCTAssertNil(matrix.darkPanel)

        let strip = try decode(Self.materialStrip)
        XCTAssertEqual(strip.sheet, .strip)
        XCTAssertEqual(strip.items?.count, 4)
        XCTAssertEqual(strip.items?[1].caption, "2  Outlined button")
        XCTAssertEqual(strip.items?[2].button?.style, .contained)
        XCTAssertEqual(strip.spacing, 40)

        let anatomy = try decode("sheet: anatomy\nbutton: {style: outlined}\nzoom: 2\ncallouts: [label, container, stroke]\n")
        XCTAssertEqual(anatomy.zoom, 2)
        XCTAssertEqual(anatomy.callouts, [.label, .container, .stroke])

        let redlines = try decode(Self.redlines)
        XCTAssertEqual(redlines.sheet, .redlines)
        XCTAssertEqual(redlines.button?.icon, "shopping_cart")

        let touch = try decode("sheet: touchTarget\nbackground: '#F8F9FA'\nscale: 2\npadding: 8\nspacing: 0\n")
        XCTAssertEqual(touch.sheet, .touchTarget)
        XCTAssertEqual(touch.background, .literal(RGBAColor(rgb: 0xF8F9FA)))
        XCTAssertEqual(touch.scale, 2)
        XCTAssertEqual(touch.padding, 8)
        XCTAssertEqual(touch.outputName, "touchTarget")

        // Values of any shape are kept as written.
        let values = try decode("sheet: matrix\nrows: {field: stroke, values: [{width: 2, color: primary}, null]}\ncolumns: {field: height, values: [36, 40.5]}\n")
        XCTAssertEqual(values.rows?.values, [.mapping(["width": .number(2), "color": .string("primary")]), .null])
        XCTAssertEqual(values.columns?.values, [.number(36), .number(40.5)])
        XCTAssertEqual(values.columns?.label(1), "40.5")
    }

    func testUnknownFieldsAreErrorsWithTheirPath() {
        let top = decodingError("sheet: matrix\ncolums: {field: state, values: [normal]}\n")
        XCTAssertEqual(top?.path, ["colums"])
        XCTAssertTrue(top?.message.contains("did you mean 'columns'") ?? false, top?.message ?? "")

        let axis = decodingError("sheet: matrix\nrows: {field: state, value: [normal]}\n")
        XCTAssertEqual(axis?.path, ["rows", "value"])

        let item = decodingError("sheet: strip\nitems: [{caption: A, buton: {}}]\n")
        XCTAssertEqual(item?.path, ["items", "0", "buton"])

        let inButton = decodingError("sheet: anatomy\nbutton: {style: text, titel: A}\n")
        XCTAssertEqual(inButton?.path, ["button", "titel"])

        let otherKind = decodingError("sheet: redlines\ncallouts: [label]\n")
        XCTAssertEqual(otherKind?.path, ["callouts"])
        XCTAssertTrue(otherKind?.message.contains("belongs to anatomy sheets") ?? false, otherKind?.message ?? "")
    }

    func testBadValuesAreErrorsWithTheirPath() {
        let kind = decodingError("sheet: grid\n")
        XCTAssertEqual(kind?.path, ["sheet"])
        XCTAssertTrue(kind?.message.contains("allowed: matrix, strip, anatomy, redlines, touchTarget") ?? false)
        XCTAssertEqual(decodingError("title: A\n")?.path, ["sheet"])
        XCTAssertEqual(decodingError("sheet: strip\nscale: 4\n")?.path, ["scale"])
        XCTAssertEqual(decodingError("sheet: strip\nspacing: -1\n")?.path, ["spacing"])
        XCTAssertEqual(decodingError("sheet: anatomy\nzoom: 20\n")?.path, ["zoom"])
        XCTAssertEqual(decodingError("sheet: anatomy\ncallouts: [label, ripple]\n")?.path, ["callouts", "1"])
        XCTAssertEqual(decodingError("sheet: anatomy\ncallouts: [label, label]\n")?.path, ["callouts", "1"])
        XCTAssertEqual(decodingError("sheet: strip\nbackground: blue!\n")?.path, ["background"])
        XCTAssertEqual(decodingError("sheet: strip\nname: ../x\n")?.path, ["name"])
        let field = decodingError("sheet: matrix\nrows: {field: colour, values: [red]}\n")
        XCTAssertEqual(field?.path, ["rows", "field"])
        XCTAssertTrue(field?.message.contains("not a button field") ?? false)
        XCTAssertEqual(decodingError("sheet: matrix\nrows: {field: state, values: []}\n")?.path, ["rows", "values"])
        XCTAssertEqual(decodingError("sheet: matrix\nrows: {field: state, values: [normal], labels: [A, B]}\n")?.path, ["rows", "labels"])
        XCTAssertEqual(decodingError("sheet: matrix\nrows: {field: state, values: [normal]}\ncolumns: {field: state, values: [normal]}\n")?.path,
                       ["columns", "field"])
        XCTAssertEqual(decodingError("sheet: strip\nitems: []\n")?.path, ["items"])
    }

    func testLoaderLocatesSheetErrorsAndMixesButtons() throws {
        let text = """
        - {style: contained, title: Plain button}
        - sheet: matrix
          rows:
            field: state
            values: [normal, hovered, pushed]
        """
        let items = try SheetLoader.load(text: text, file: "mixed.yaml", defaultName: "doc")
        XCTAssertEqual(items.count, 2)
        guard case .button(let button) = items[0], case .sheet(let loaded) = items[1] else { return XCTFail("wrong item kinds") }
        XCTAssertEqual(button.spec.name, "doc-1")
        XCTAssertEqual(loaded.sheet.name, "doc-2")
        XCTAssertThrowsError(try sheets.layout(loaded.sheet)) { error in
            guard let fieldError = error as? FieldError else { return XCTFail("\(error)") }
            let located = loaded.locate(fieldError)
            XCTAssertEqual(located.field, "[1].rows.values[2]")
            XCTAssertEqual(located.line, 5)
            XCTAssertEqual(located.column, 31)
            XCTAssertTrue(located.description.hasPrefix("mixed.yaml:5:31: field '[1].rows.values[2]': unknown value 'pushed'"), located.description)
        }
        XCTAssertThrowsError(try SheetLoader.load(text: "sheet: matrix\nrows: {field: state, values: [normal], extra: 1}\n", file: "bad.yaml")) { error in
            let e = error as? SpecError
            XCTAssertEqual(e?.line, 2)
            XCTAssertEqual(e?.field, "rows.extra")
        }
    }

    // MARK: - Matrix

    func testStateMatrixIsAnEvenGrid() throws {
        let yaml = """
        sheet: matrix
        title: States
        base: {style: contained, title: Button}
        rows: {field: state, values: [normal, highlighted, focused, disabled], labels: [Enabled, Pressed, Focused, Disabled]}
        columns: {field: style, values: [text, outlined, contained], labels: [Text, Outlined, Contained]}
        panels: {field: appearance, values: [light, dark], labels: [Light, Dark]}
        """
        let layout = try sheets.layout(try decode(yaml))
        XCTAssertEqual(layout.buttons.count, 24)
        let cells = layout.buttons.compactMap(\.cell)
        XCTAssertEqual(cells.count, 24)
        for p in 0..<2 {
            for c in 0..<3 {
                let column = layout.buttons.filter { $0.cell?.panel == p && $0.cell?.column == c }
                XCTAssertEqual(column.count, 4)
                XCTAssertEqual(Set(column.map { $0.cell!.frame.minX }).count, 1)
                let mids = column.map(\.containerFrame.midX)
                XCTAssertLessThanOrEqual(mids.max()! - mids.min()!, 0.5)
            }
            for r in 0..<4 {
                let row = layout.buttons.filter { $0.cell?.panel == p && $0.cell?.row == r }
                XCTAssertEqual(row.count, 3)
                XCTAssertEqual(Set(row.map { $0.cell!.frame.minY }).count, 1)
                let mids = row.map(\.containerFrame.midY)
                XCTAssertLessThanOrEqual(mids.max()! - mids.min()!, 0.5)
                // Columns go left to right, rows top to bottom.
                XCTAssertEqual(row.sorted { $0.cell!.column < $1.cell!.column }.map(\.cell!.frame.minX), row.map(\.cell!.frame.minX).sorted())
            }
        }
        // Equal rows are equally tall across panels, and the panels sit side by side.
        let first = layout.buttons.first { $0.cell?.panel == 0 && $0.cell?.row == 2 && $0.cell?.column == 1 }!
        let second = layout.buttons.first { $0.cell?.panel == 1 && $0.cell?.row == 2 && $0.cell?.column == 1 }!
        XCTAssertEqual(first.cell!.frame.minY, second.cell!.frame.minY)
        XCTAssertEqual(first.cell!.frame.size, second.cell!.frame.size)
        let firstPanelRight = cells.filter { $0.panel == 0 }.map(\.frame.maxX).max()!
        XCTAssertTrue(cells.filter { $0.panel == 1 }.allSatisfy { $0.frame.minX > firstPanelRight })
        // Cells never overlap.
        for a in cells {
            for b in cells where a != b {
                XCTAssertFalse(a.frame.minX < b.frame.maxX && b.frame.minX < a.frame.maxX && a.frame.minY < b.frame.maxY && b.frame.minY < a.frame.maxY)
            }
        }

        // Headers.
        let texts = layout.texts.map(\.string)
        for label in ["States", "Enabled", "Pressed", "Focused", "Disabled", "Light", "Dark"] { XCTAssertTrue(texts.contains(label), label) }
        XCTAssertEqual(texts.filter { $0 == "Outlined" }.count, 2)
        let rowHeaders = layout.texts.filter { $0.role == .rowHeader }
        XCTAssertEqual(rowHeaders.count, 4)
        XCTAssertTrue(rowHeaders.allSatisfy { $0.frame.maxX <= cells.map(\.frame.minX).min()! })
        let columnHeaders = layout.texts.filter { $0.role == .columnHeader }
        XCTAssertEqual(columnHeaders.count, 6)
        XCTAssertTrue(columnHeaders.allSatisfy { $0.frame.maxY <= cells.map(\.frame.minY).min()! })

        // The dark panel: filled with Material's dark background, light header text on it.
        let dark = RGBAColor(rgb: 0x121212)
        let filled = layout.underlays.compactMap { mark -> (Rect, RGBAColor)? in
            if case .rect(let r, _, let fill?, _, _, _) = mark { return (r, fill) }
            return nil
        }
        XCTAssertEqual(filled.count, 1, "one dark panel")
        guard let (panel, fill) = filled.first else { return XCTFail("no dark panel") }
        XCTAssertEqual(fill, dark)
        XCTAssertEqual(layout.background, .white)
        let darkCells = layout.buttons.filter { $0.cell?.panel == 1 }
        XCTAssertTrue(darkCells.allSatisfy { $0.layout.button.appearance == .dark })
        XCTAssertTrue(darkCells.allSatisfy { panel.minX < $0.cell!.frame.minX && $0.cell!.frame.maxX < panel.maxX })
        let darkHeader = layout.texts.first { $0.string == "Dark" }!
        XCTAssertEqual(darkHeader.color, RGBAColor(rgb: 0xE3E3E3))
        XCTAssertEqual(layout.texts.first { $0.role == .columnHeader && $0.frame.minX > panel.minX }?.color, RGBAColor(rgb: 0xC4C7C5))
        XCTAssertEqual(layout.texts.first { $0.role == .rowHeader }?.color, RGBAColor(rgb: 0x5F6368))

        let image = try sheets.pixels(layout, scale: 1)
        let pixels = Pixels(width: image.width, height: image.height, rgba: image.rgba, scale: 1)
        let gapInDarkPanel = pixels.at(panel.minX + 4, panel.midY)
        XCTAssertEqual(gapInDarkPanel.hexString, dark.hexString)
        let cell = darkCells[0].cell!.frame
        XCTAssertEqual(pixels.at(cell.minX + 1, cell.minY - 6).hexString, dark.hexString)
        XCTAssertEqual(pixels.at(panel.minX - 6, panel.midY).hexString, RGBAColor.white.hexString)
    }

    func testMatrixPanelsWithoutDarkPanelStayOnTheBackground() throws {
        var sheet = try decode("sheet: matrix\ndarkPanel: false\npanels: {field: appearance, values: [light, dark]}\n")
        XCTAssertTrue(try sheets.layout(sheet).underlays.isEmpty)
        sheet.darkPanel = nil
        sheet.panels = nil
        sheet.columns = SheetAxis(field: "appearance", values: [.string("light"), .string("dark")])
        let mixed = try sheets.layout(sheet)
        XCTAssertEqual(mixed.underlays.count, 1, "a dark cell of a light panel gets its own tile")
        sheet.columns = nil
        sheet.base = ButtonSpec(appearance: .dark)
        XCTAssertEqual(try sheets.layout(sheet).background, RGBAColor(rgb: 0x121212), "an all-dark sheet is dark")
    }

    func testMatrixBadValuesAreFieldErrorsAtTheirValue() throws {
        var sheet = SheetSpec(.matrix)
        sheet.rows = SheetAxis(field: "state", values: [.string("normal"), .string("hovered"), .string("pushed")])
        let error = fieldError(sheet)
        XCTAssertEqual(error?.path, ["rows", "values", "2"])
        XCTAssertTrue(error?.message.contains("unknown value 'pushed'") ?? false, error?.message ?? "")

        // Values the field's decoding accepts but the system does not.
        sheet.rows = nil
        sheet.base = ButtonSpec(system: .obsidian)
        sheet.columns = SheetAxis(field: "style", values: [.string("primary"), .string("contained")])
        XCTAssertEqual(fieldError(sheet)?.path, ["columns", "values", "1"])
        sheet.columns = SheetAxis(field: "state", values: [.string("hovered")])
        XCTAssertEqual(fieldError(sheet)?.path, ["columns", "values", "0"])
        // A nested value.
        sheet.columns = SheetAxis(field: "stroke", values: [.mapping(["width": .string("wide")])])
        XCTAssertEqual(fieldError(sheet)?.path, ["columns", "values", "0", "width"])
        // A problem of the base's own.
        sheet.columns = nil
        sheet.base = ButtonSpec(system: .obsidian, style: "outlined")
        XCTAssertEqual(fieldError(sheet)?.path, ["base", "style"])
    }

    func testSettingAFieldKeepsEveryOtherField() throws {
        let base = try spec("""
        style: outlined
        title: Hello
        icon: favorite
        width: 120
        cornerRadius: [1, 2, 3, 4]
        stroke: {width: 2, color: "#00000080", alignment: outside}
        shadows: [{x: 1, y: 2, blur: 3, spread: -1, color: "#00000033"}]
        font: {family: Roboto, weight: bold, size: 16}
        insets: [4, 8, 4, 8]
        scale: 2
        """)
        var expected = base
        expected.state = .disabled
        XCTAssertEqual(try base.setting("state", to: .string("disabled")), expected)
        expected.state = nil
        expected.height = 40
        XCTAssertEqual(try base.setting("height", to: .number(40)), expected)
        expected.height = nil
        expected.icon = nil
        XCTAssertEqual(try base.setting("icon", to: .null), expected)
        XCTAssertThrowsError(try base.setting("height", to: .string("tall"))) { error in
            XCTAssertEqual((error as? FieldError)?.path, [])
        }
    }

    // MARK: - Strip

    func testStripPlacesItemsLeftToRightWithCaptionsBelow() throws {
        let layout = try sheets.layout(try decode(Self.materialStrip))
        XCTAssertEqual(layout.buttons.count, 4)
        let frames = layout.buttons.map(\.containerFrame)
        for i in 1..<frames.count { XCTAssertGreaterThan(frames[i].minX, frames[i - 1].maxX) }
        let mids = frames.map(\.midY)
        XCTAssertLessThanOrEqual(mids.max()! - mids.min()!, 0.5, "one midline")
        let captions = layout.texts.filter { $0.role == .caption }
        XCTAssertEqual(captions.map(\.string), ["1  Text button", "2  Outlined button", "3  Contained button", "4  Toggle button"])
        let lowest = layout.buttons.map { $0.map(SheetGeometry.visualFrame($0.layout)).maxY }.max()!
        for (caption, frame) in zip(captions, frames) {
            XCTAssertGreaterThan(caption.frame.minY, lowest)
            XCTAssertEqual(caption.frame.midX, frame.midX, accuracy: 0.01)
        }
        for i in 1..<captions.count { XCTAssertGreaterThan(captions[i].frame.minX, captions[i - 1].frame.maxX) }
    }

    // MARK: - Anatomy

    func testAnatomyHasOneCalloutPerPart() throws {
        let expected: [(String, [CalloutPart])] = [
            ("text", [.label, .container, .icon]),
            ("outlined", [.label, .container, .icon, .stroke]),
            ("contained", [.label, .container, .icon, .shadow]),
        ]
        for (style, parts) in expected {
            var sheet = try decode(Self.anatomy(style))
            XCTAssertEqual(sheet.callouts, [.label, .container, .icon], "the examples number the seed's three parts")
            sheet.callouts = nil  // the default: every part the button has
            let layout = try sheets.layout(sheet)
            XCTAssertEqual(layout.callouts.map(\.part), parts, style)
            XCTAssertEqual(layout.callouts.map(\.number), Array(1...parts.count))
            let legend = layout.texts.filter { $0.role == .legend }.map(\.string)
            XCTAssertEqual(Array(legend.prefix(3)), ["1  Text label", "2  Container", "3  Icon"], style)
            XCTAssertEqual(layout.texts.filter { $0.role == .calloutNumber }.map(\.string), parts.indices.map { String($0 + 1) })

            let button = layout.buttons[0]
            XCTAssertEqual(button.zoom, 3)
            let container = button.containerFrame
            let visual = button.map(SheetGeometry.visualFrame(button.layout))
            for callout in layout.callouts {
                let disc = Rect(x: callout.center.x - callout.radius, y: callout.center.y - callout.radius,
                                width: 2 * callout.radius, height: 2 * callout.radius)
                XCTAssertFalse(intersects(disc, visual), "\(style) \(callout.part) overlaps the button")
                for other in layout.callouts where other != callout {
                    let d = hypot(other.center.x - callout.center.x, other.center.y - callout.center.y)
                    XCTAssertGreaterThan(d, callout.radius + other.radius, "callouts overlap")
                }
                // The leader line ends on the anchor, and the anchor is on the part.
                XCTAssertTrue(layout.overlays.contains { mark in
                    if case .line(_, let to, _, _, _) = mark { return to == callout.anchor }
                    return false
                })
                let a = callout.anchor
                switch callout.part {
                case .label:
                    let f = button.map(button.layout.label!.frame)
                    XCTAssertEqual(a.x, f.midX, accuracy: 0.001); XCTAssertEqual(a.y, f.midY, accuracy: 0.001)
                case .icon:
                    XCTAssertTrue(contains(button.map(button.layout.icon!.frame), a))
                case .container:
                    XCTAssertEqual(a.x, container.minX, accuracy: 0.001)
                    XCTAssertTrue(a.y >= container.minY && a.y <= container.maxY)
                case .stroke:
                    let s = button.layout.stroke!
                    XCTAssertTrue(a.x > button.map(s.inner.rect).maxX && a.x < button.map(s.outer.rect).maxX)
                case .shadow:
                    XCTAssertGreaterThan(a.y, container.maxY)
                }
            }
        }
    }

    func testAnatomyCalloutsCanBeChosen() throws {
        var sheet = try decode("sheet: anatomy\nbutton: {style: contained}\ncallouts: [container, label]\n")
        let layout = try sheets.layout(sheet)
        XCTAssertEqual(layout.callouts.map(\.part), [.container, .label])
        XCTAssertEqual(layout.texts.filter { $0.role == .legend }.map(\.string), ["1  Container", "2  Text label"])
        sheet.callouts = [.label, .icon]
        let error = fieldError(sheet)
        XCTAssertEqual(error?.path, ["callouts", "1"])
        XCTAssertTrue(error?.message.contains("has no icon") ?? false)
        sheet.callouts = nil
        sheet.button?.style = "raised"
        XCTAssertEqual(fieldError(sheet)?.path, ["button", "style"])
    }

    // MARK: - Redlines

    func testRedlinesShowTheLayoutsMeasures() throws {
        let layout = try sheets.layout(try decode(Self.redlines))
        let button = layout.buttons[0].layout
        func measure(_ kind: SheetMeasure.Kind) -> SheetMeasure? { layout.measures.first { $0.kind == kind } }
        XCTAssertEqual(measure(.height)?.text, "36")
        XCTAssertEqual(measure(.height)?.value, button.container.rect.height)
        XCTAssertEqual(measure(.width)?.value, button.container.rect.width)
        XCTAssertEqual(measure(.leftInset)?.text, "12", "the icon's side of a contained button")
        XCTAssertEqual(measure(.rightInset)?.text, "16")
        XCTAssertEqual(measure(.iconSize)?.text, "18")
        XCTAssertEqual(measure(.iconGap)?.text, "8")
        XCTAssertEqual(measure(.iconGap)?.value ?? 0, button.label!.frame.minX - button.icon!.frame.maxX, accuracy: 1e-9)
        XCTAssertEqual(measure(.cornerRadius)?.text, "r 4")
        let texts = layout.texts.filter { $0.role == .measure }.map(\.string)
        for m in layout.measures { XCTAssertTrue(texts.contains(m.text), m.text) }
        XCTAssertTrue(layout.texts.filter { $0.role == .measure }.allSatisfy { $0.color == RGBAColor(rgb: 0xE53935) })

        let plain = try sheets.layout(try decode("sheet: redlines\nbutton: {style: contained, title: OK}\n"))
        XCTAssertEqual(plain.measures.filter { $0.kind == .leftInset || $0.kind == .rightInset }.map(\.text), ["16", "16"])
        XCTAssertEqual(plain.measures.first { $0.kind == .width }?.text, "64", "Material's minimum width")
        XCTAssertNil(plain.measures.first { $0.kind == .iconGap })
        // An icon above the label: the gap is measured vertically.
        let stacked = try sheets.layout(try decode("sheet: redlines\nbutton: {style: contained, title: OK, icon: add, iconPlacement: top}\n"))
        let stackedButton = stacked.buttons[0].layout
        XCTAssertEqual(stacked.measures.first { $0.kind == .iconGap }?.value ?? 0,
                       stackedButton.label!.frame.minY - stackedButton.icon!.frame.maxY, accuracy: 1e-9)
        XCTAssertEqual(stacked.measures.first { $0.kind == .iconGap }?.text, "8")
        // Measure labels never overlap one another.
        let labels = layout.texts.filter { $0.role == .measure }.map(\.frame)
        for (i, a) in labels.enumerated() { for b in labels[(i + 1)...] { XCTAssertFalse(intersects(a, b)) } }
    }

    // MARK: - Touch target

    func testTouchTargetOfAMaterialButtonIs48() throws {
        let layout = try sheets.layout(try decode("sheet: touchTarget\nbutton: {style: contained, title: OK}\n"))
        let texts = layout.texts.map(\.string)
        XCTAssertTrue(texts.contains("64 × 36 visual"), "\(texts)")
        XCTAssertTrue(texts.contains("64 × 48 touch target"), "\(texts)")
        XCTAssertTrue(texts.contains("48"))
        XCTAssertTrue(texts.contains("minimum 48 × 48 (Material)"))
        let button = layout.buttons[0]
        XCTAssertEqual(button.map(button.layout.touchTarget).height, 48 * 3)
        guard case .rect(let area, _, let fill?, _, _, _)? = layout.underlays.first else { return XCTFail("no touch area") }
        XCTAssertEqual(area, button.map(button.layout.touchTarget))
        XCTAssertLessThan(fill.alpha, 0.5)

        let obsidian = try sheets.layout(try decode("sheet: touchTarget\nbutton: {system: obsidian, title: OK}\n"))
        XCTAssertTrue(obsidian.texts.map(\.string).contains { $0.hasSuffix("44 × 44 (Obsidian)") })
    }

    // MARK: - Output

    func testOutputIsDeterministicAndReadable() throws {
        for yaml in [Self.obsidianMatrix, Self.materialStrip, Self.anatomy("contained"), Self.redlines, Self.touchTarget] {
            let sheet = try decode(yaml)
            let png1 = try sheets.render(sheet, format: .png, scale: 2)
            let png2 = try sheets.render(sheet, format: .png, scale: 2)
            XCTAssertEqual(png1.bytes, png2.bytes, sheet.outputName)
            XCTAssertEqual(png1.fileName, sheet.outputName + "@2x.png")
            let decoded = try PNGDecoder.decode(png1.bytes)
            XCTAssertEqual(decoded.width, png1.pixelWidth)
            let layout = try sheets.layout(sheet)
            XCTAssertEqual(decoded.width, Int(layout.size.width * 2))

            let svg = try sheets.render(sheet, format: .svg, scale: 1)
            XCTAssertFalse(svg.bytes.isEmpty)
            XCTAssertEqual(svg.bytes, try sheets.render(sheet, format: .svg, scale: 1).bytes)
            let svgImage = try SVGRasterizer.rasterize(svg.bytes)
            XCTAssertEqual(svgImage.width, Int(layout.size.width))
            XCTAssertEqual(svgImage.height, Int(layout.size.height))

            let pdf = try sheets.render(sheet, format: .pdf)
            XCTAssertEqual(Array(pdf.bytes.prefix(5)), Array("%PDF-".utf8))
            let pdfImage = try rasterizePDF(pdf.bytes)
            XCTAssertEqual(pdfImage.width, Int(layout.size.width))
            XCTAssertEqual(pdfImage.height, Int(layout.size.height))
        }
    }

    func testZoomedButtonIsDrawnLarger() throws {
        let layout = try sheets.layout(try decode("sheet: anatomy\nbutton: {style: contained, title: OK}\ncallouts: [container]\n"))
        let image = try sheets.pixels(layout, scale: 1)
        let pixels = Pixels(width: image.width, height: image.height, rgba: image.rgba, scale: 1)
        let frame = layout.buttons[0].containerFrame
        XCTAssertEqual(frame.width, 64 * 3)
        let fill = layout.buttons[0].layout.button.containerColor
        XCTAssertEqual(pixels.at(frame.minX + 20, frame.minY + 10).hexString, fill.hexString)
        XCTAssertEqual(pixels.at(frame.maxX - 20, frame.maxY - 10).hexString, fill.hexString)
        XCTAssertEqual(pixels.at(frame.midX, frame.minY - 30).hexString, RGBAColor.white.hexString)
    }

    func testOversizedSheetsAreRefusedBeforeDrawing() throws {
        var sheet = try decode("sheet: strip\n")
        sheet.items = Array(repeating: SheetStripItem(button: ButtonSpec(width: .points(16000))), count: 2)
        XCTAssertThrowsError(try sheets.render(sheet, format: .png, scale: 1))
    }

    /// Writes every example sheet as PNG @2x (and SVG, PDF) into `$SHEETS_OUT` when it is set.
    // MARK: - Audit

    func testSheetButtonsAreAuditedByTheirPlace() throws {
        let matrix = try decode(Self.obsidianMatrix)
        let reports = SheetAuditor.audit(try sheets.layout(matrix), sheet: matrix)
        XCTAssertEqual(reports.count, 4 * 3 * 2)
        XCTAssertEqual(reports.first?.name, "obsidian-states: Light / Enabled / Outline")
        XCTAssertEqual(reports.last?.name, "obsidian-states: Dark / Pressed / Solid")
        XCTAssertEqual(reports.first?.contrast?.ratio, 8.11, "the cell's own spec is audited (secondary, light)")
        XCTAssertTrue(reports.allSatisfy { $0.findings.isEmpty }, "Obsidian's tokens pass AA in every active state")

        // A strip names items by caption; a low-contrast item is found.
        var strip = try decode(Self.materialStrip)
        strip.items?[2].button?.foreground = .literal(RGBAColor(hex: "#9E9E9E")!)
        let stripReports = SheetAuditor.audit(try sheets.layout(strip), sheet: strip)
        XCTAssertEqual(stripReports.map(\.name).first, "material-button-types: 1  Text button")
        XCTAssertEqual(stripReports[2].findings.map(\.rule), ["contrast"])

        let single = try decode(Self.redlines)
        XCTAssertEqual(SheetAuditor.audit(try sheets.layout(single), sheet: single).map(\.name), ["material-contained-redlines"])
    }

    func testSheetMetadataHasButtonsMeasuresAndCallouts() throws {
        let redlines = try decode(Self.redlines)
        let layout = try sheets.layout(redlines)
        let meta = SheetMetadata.make(layout: layout, sheet: redlines, scales: [2, 1, 2])
        XCTAssertEqual(meta.scales, [1, 2])
        XCTAssertEqual(meta.kind, .redlines)
        XCTAssertEqual(meta.buttons.count, 1)
        XCTAssertEqual(meta.buttons[0].accessibility.voiceOver, "Add to cart. Button.")
        XCTAssertEqual(meta.buttons[0].frame, layout.buttons[0].containerFrame)
        XCTAssertEqual(meta.buttons[0].zoom, 3)
        XCTAssertEqual(meta.measures.first { $0.kind == .height }?.value, 36)
        XCTAssertEqual(try meta.jsonBytes(), try SheetMetadata.make(layout: layout, sheet: redlines, scales: [1, 2]).jsonBytes())

        let anatomy = try decode(Self.anatomy("contained"))
        let callouts = SheetMetadata.make(layout: try sheets.layout(anatomy), sheet: anatomy).callouts
        XCTAssertEqual(callouts.map(\.part), [.label, .container, .icon])
        let decoded = try JSONDecoder().decode(SheetMetadata.self, from: Data(try meta.jsonBytes()))
        XCTAssertEqual(decoded, meta)
    }

    // MARK: - Helpers

    /// The PDF's first page as pixels at 72 dpi.
    func rasterizePDF(_ pdf: [UInt8]) throws -> DecodedImage { try PDFRasterizer.rasterize(pdf) }

    func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    func contains(_ r: Rect, _ p: Point) -> Bool { p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY }
}
