import ButtonRender

/// How a snapshot assertion captures a button or a sheet, as swift-snapshot-testing's
/// `Snapshotting` values do: `assertSnapshot(of: spec, as: .png(scale: 2))`.
///
/// - `.png`, `.png(scale:)`: pixels, compared with pixelmatch under a `SnapshotTolerance`.
/// - `.svg`: normalised text, then pixels rasterised by rsvg-convert.
/// - `.pdf`: bytes, then pixels rasterised by pdftoppm.
/// - `.layout`: the layout and accessibility audit as JSON (what `render-cli render` writes
///   as `name.json`), stored as the text golden `name.layout.json` and compared as text.
public struct SnapshotFormat: Equatable, Sendable, CustomStringConvertible {
    /// What is captured.
    enum Kind: Equatable, Sendable {
        /// An encoded image at a pixel scale.
        case image(OutputFormat, scale: Int)
        /// The layout and audit JSON.
        case layout
    }

    /// What is captured.
    let kind: Kind

    /// A PNG at scale 1 (`name.png`).
    public static let png = SnapshotFormat(kind: .image(.png, scale: 1))

    /// A PNG at a pixel scale 1, 2 or 3 (`name.png`, `name@2x.png`, `name@3x.png`).
    public static func png(scale: Int) -> SnapshotFormat { SnapshotFormat(kind: .image(.png, scale: scale)) }

    /// An SVG (`name.svg`).
    public static let svg = SnapshotFormat(kind: .image(.svg, scale: 1))

    /// A PDF (`name.pdf`).
    public static let pdf = SnapshotFormat(kind: .image(.pdf, scale: 1))

    /// The layout and accessibility audit as JSON (`name.layout.json`): a button's
    /// `ButtonMetadata`, a sheet's `SheetMetadata`.
    public static let layout = SnapshotFormat(kind: .layout)

    /// The golden's file name for a snapshot name: `name.png`, `name@2x.png`, `name.svg`,
    /// `name.pdf`, `name.layout.json`.
    public func fileName(for name: String) -> String {
        switch kind {
        case .image(let format, let scale): return OutputNaming.fileName(for: name, format: format, scale: scale)
        case .layout: return "\(name).\(TextSnapshotVerifier.layoutExtension)"
        }
    }

    /// `png`, `png@2x`, `svg`, `pdf` or `layout`.
    public var description: String {
        switch kind {
        case .image(let format, let scale): return scale > 1 ? "\(format.rawValue)@\(scale)x" : format.rawValue
        case .layout: return "layout"
        }
    }
}
