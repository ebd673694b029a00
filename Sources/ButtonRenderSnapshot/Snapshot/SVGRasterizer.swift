import ButtonRenderNative
import Foundation

/// Rasterises SVG with librsvg's `rsvg-convert` (Debian `librsvg2-bin`), an independent
/// renderer, so SVG goldens are also checked as pixels.
enum SVGRasterizer {
    /// The SVG drawn to pixels at its own size.
    static func rasterize(_ svg: [UInt8]) throws -> DecodedImage {
        try ExternalRasterizer.run("rsvg-convert", package: "librsvg2-bin", arguments: ["--format", "png"], input: svg)
    }
}
