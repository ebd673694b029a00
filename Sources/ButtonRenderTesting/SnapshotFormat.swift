import ButtonRender

/// The built-in strategies for a button, as `assertSnapshot(of: spec, as: .png(scale: 2))`
/// writes them:
///
/// - `.png`, `.png(scale:)`: pixels, compared with pixelmatch under a `SnapshotTolerance`.
/// - `.svg`: normalised text, then pixels rasterised by rsvg-convert.
/// - `.pdf`: bytes, then pixels rasterised by pdftoppm.
/// - `.apng`: the animated PNG of the spec's `animation`, compared frame by frame.
/// - `.layout`: the layout and accessibility audit as JSON (what `render-cli render` writes
///   as `name.json`), stored as the text golden `name.layout.json` and compared as text.
///
/// Image strategies add the spec's own ignored regions (`snapshot: {ignore: …}`) to the
/// assertion's tolerance.
extension SnapshotStrategy where Value == ButtonSpec, Format == RenderedImage {
    /// The spec drawn as `format` at `scale`, compared as that format is compared.
    public static func image(_ format: OutputFormat, scale: Int = 1) -> Self {
        SnapshotStrategy(pathExtension: format.fileExtension,
                         fileName: { OutputNaming.fileName(for: $0, format: format, scale: scale) },
                         diffing: .forImages(format),
                         prepareTolerance: { $1.ignoringRegions(of: $0, format: format, scale: scale) },
                         render: { spec, renderer in try renderer.render(spec, format: format, scale: scale) })
    }

    /// A PNG at scale 1 (`name.png`).
    public static var png: Self { image(.png, scale: 1) }
    /// A PNG at a pixel scale 1, 2 or 3 (`name.png`, `name@2x.png`, `name@3x.png`).
    public static func png(scale: Int) -> Self { image(.png, scale: scale) }
    /// An SVG (`name.svg`).
    public static var svg: Self { image(.svg, scale: 1) }
    /// A PDF (`name.pdf`).
    public static var pdf: Self { image(.pdf, scale: 1) }
    /// An animated PNG of the spec's animation (`name.apng`), compared frame by frame.
    public static var apng: Self { image(.apng, scale: 1) }
}

extension SnapshotStrategy where Value == ButtonSpec, Format == String {
    /// The layout and accessibility audit as JSON (`name.layout.json`): the button's
    /// `ButtonMetadata`, compared as text.
    public static var layout: Self {
        SnapshotStrategy(pathExtension: layoutExtension, diffing: .lines) { spec, renderer in
            let layout = try renderer.layout(spec)
            let metadata = ButtonMetadata.make(layout: layout, spec: spec, audit: Auditor.audit(layout, spec: spec))
            return String(decoding: try metadata.jsonBytes(), as: UTF8.self)
        }
    }
}

/// The same strategies for a documentation sheet; `.layout` is its `SheetMetadata`: every
/// button's place, sizes and audit, its callouts and measures.
extension SnapshotStrategy where Value == SheetSpec, Format == RenderedImage {
    /// The sheet drawn as `format` at `scale`, compared as that format is compared.
    public static func image(_ format: OutputFormat, scale: Int = 1) -> Self {
        SnapshotStrategy(pathExtension: format.fileExtension,
                         fileName: { OutputNaming.fileName(for: $0, format: format, scale: scale) },
                         diffing: .forImages(format),
                         render: { sheet, renderer in try SheetRenderer(renderer: renderer).render(sheet, format: format, scale: scale) })
    }

    /// A PNG at scale 1 (`name.png`).
    public static var png: Self { image(.png, scale: 1) }
    /// A PNG at a pixel scale 1, 2 or 3.
    public static func png(scale: Int) -> Self { image(.png, scale: scale) }
    /// An SVG (`name.svg`).
    public static var svg: Self { image(.svg, scale: 1) }
    /// A PDF (`name.pdf`).
    public static var pdf: Self { image(.pdf, scale: 1) }
}

extension SnapshotStrategy where Value == SheetSpec, Format == String {
    /// The sheet's `SheetMetadata` as JSON (`name.layout.json`), compared as text.
    public static var layout: Self {
        SnapshotStrategy(pathExtension: layoutExtension, diffing: .lines) { sheet, renderer in
            let metadata = SheetMetadata.make(layout: try SheetRenderer(renderer: renderer).layout(sheet), sheet: sheet)
            return String(decoding: try metadata.jsonBytes(), as: UTF8.self)
        }
    }
}

/// The file name extension of layout goldens, after the snapshot name.
let layoutExtension = "layout.json"

extension SnapshotDiffing where Format == RenderedImage {
    /// The built-in comparison of each image format, for building the built-in strategies
    /// (the assertion itself only calls a strategy's closures).
    static func forImages(_ format: OutputFormat) -> Self {
        image(ImageComparers.builtIn[format])
    }
}
