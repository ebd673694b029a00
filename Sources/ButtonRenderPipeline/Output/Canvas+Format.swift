import ButtonRenderModel
import ButtonRenderNative

extension Canvas.Target {
    /// The canvas target that produces a file format.
    init(_ format: OutputFormat) {
        switch format {
        case .png, .apng: self = .image
        case .svg: self = .svg
        case .pdf: self = .pdf
        }
    }
}

extension Canvas {
    /// Finishes the canvas and returns its file: PNG, SVG (ids numbered in order of
    /// appearance, so equal drawings give equal bytes in any process) or PDF by target.
    func encoded() throws -> [UInt8] {
        switch target {
        case .image: return try pngData()
        case .svg: return SVGNormalizer.normalizeIDs(try svgData())
        case .pdf: return try pdfData()
        }
    }
}
