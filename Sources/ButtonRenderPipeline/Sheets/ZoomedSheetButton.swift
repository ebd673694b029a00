import ButtonRenderModel

/// The one button of an anatomy, redline or touch-target sheet: laid out at its normal size
/// and drawn `zoom` times larger, with its canvas origin at the sheet's (0, 0) until the sheet
/// moves it into place.
struct ZoomedSheetButton {
    let spec: ButtonSpec
    let layout: ButtonLayout
    let zoom: Double

    /// Lays out the sheet's `button`; errors point at `button.<field>`.
    init(sheet: SheetSpec, renderer: SheetRenderer) throws {
        spec = sheet.button ?? ButtonSpec()
        layout = try renderer.layoutButton(spec, path: ["button"])
        zoom = sheet.zoom ?? SheetSpec.defaultZoom
    }

    /// The button placed at the origin.
    var placed: SheetButton { SheetButton(spec: spec, layout: layout, offset: Point(x: 0, y: 0), zoom: zoom, cell: nil) }
}
