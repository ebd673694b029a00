import Foundation

/// Rasterises PDF pages with poppler's `pdftoppm` (Debian `poppler-utils`), so PDF goldens are
/// also checked as pixels.
public enum PDFRasterizer {
    /// The first page drawn to pixels at 72 dpi (one pixel per point).
    public static func rasterize(_ pdf: [UInt8]) throws -> DecodedImage {
        try ExternalRasterizer.run("pdftoppm", package: "poppler-utils", arguments: ["-png", "-r", "72", "-singlefile", "-", "-"], input: pdf)
    }
}
