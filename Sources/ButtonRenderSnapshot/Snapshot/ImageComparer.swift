import ButtonRenderModel
import ButtonRenderNative
import ButtonRenderPipeline
import Foundation

/// How an encoded image is compared with its golden: the one comparison `render-cli verify`,
/// `record`, the live preview and `assertSnapshot` share. Built in: `.pixels` (PNG, pixelmatch
/// and the perceptual measures of `SnapshotTolerance`), `.svg`, `.pdf` and `.animation` (APNG);
/// `ImageComparers` says which one each output format uses, and a caller may give its own.
public struct ImageComparer: Sendable {
    /// Compares the actual image's bytes with the golden's under `tolerance`.
    public var compare: @Sendable (_ actual: [UInt8], _ golden: [UInt8], _ tolerance: SnapshotTolerance) throws -> ImageVerdict
    /// Whether a pass between bytes that differ may be remembered by the verification cache:
    /// true when the verdict depends only on the two files and the tolerance, false when a
    /// program the cache key does not cover decided it (rsvg-convert, pdftoppm).
    public var passIsReproducible: Bool

    /// A comparer from its closure.
    public init(passIsReproducible: Bool,
                compare: @escaping @Sendable (_ actual: [UInt8], _ golden: [UInt8], _ tolerance: SnapshotTolerance) throws -> ImageVerdict) {
        self.compare = compare
        self.passIsReproducible = passIsReproducible
    }

    /// PNGs compared as pixels (`ImageComparison.compare`).
    public static let pixels = ImageComparer(passIsReproducible: true) { actual, golden, tolerance in
        try ImageComparison.compare(actual: actual, expected: golden, tolerance: tolerance)
    }

    /// SVGs: equal when their bytes or their normalised text are equal; otherwise both are
    /// rasterised by rsvg-convert and compared as pixels.
    public static let svg = ImageComparer(passIsReproducible: false) { actual, golden, tolerance in
        // Equal bytes are equal text: no need to normalise (the costly part of a fresh run).
        if actual == golden { return ImageVerdict(passed: true, byteIdentical: true) }
        if SVGNormalizer.normalizeText(actual) == SVGNormalizer.normalizeText(golden) {
            return ImageVerdict(passed: true, byteIdentical: true)
        }
        return try rasterisedAndCompared(actual, golden, tolerance, format: "SVG", rasterize: SVGRasterizer.rasterize)
    }

    /// PDFs: equal when their bytes are equal; otherwise both are rasterised by pdftoppm
    /// (poppler) and compared as pixels.
    public static let pdf = ImageComparer(passIsReproducible: false) { actual, golden, tolerance in
        if actual == golden { return ImageVerdict(passed: true, byteIdentical: true) }
        return try rasterisedAndCompared(actual, golden, tolerance, format: "PDF", rasterize: PDFRasterizer.rasterize)
    }

    /// Both files rasterised by `rasterize` and compared as pixels; a golden the rasteriser
    /// refuses is named as the golden's problem.
    private static func rasterisedAndCompared(_ actual: [UInt8], _ golden: [UInt8], _ tolerance: SnapshotTolerance, format: String,
                                              rasterize: ([UInt8]) throws -> DecodedImage) throws -> ImageVerdict {
        let a = try rasterize(actual)
        let e: DecodedImage
        do { e = try rasterize(golden) } catch let error as SnapshotError { throw SnapshotError.goldenNotRasterized(format: format, problem: error) }
        return try ImageComparison.comparePadded(actual: a, expected: e, tolerance: tolerance)
    }

    /// Animated PNGs frame by frame: the same number of frames, each within the tolerance. The
    /// verdict is the first frame that fails (its pixels in the diff), or the last frame's when
    /// all pass.
    public static let animation = ImageComparer(passIsReproducible: true) { actual, golden, tolerance in
        if actual == golden { return ImageVerdict(passed: true, byteIdentical: true) }
        let a = try AnimatedPNGFrames.frames(of: actual)
        let e: [[UInt8]]
        do { e = try AnimatedPNGFrames.frames(of: golden) } catch let error as PNGDecodingError { throw SnapshotError.goldenAnimationUnreadable(error) }
        guard a.count == e.count else {
            throw SnapshotError.frameCountMismatch(actual: a.count, expected: e.count)
        }
        var verdict = ImageVerdict(passed: true, byteIdentical: false)
        for (actualFrame, expectedFrame) in zip(a, e) {
            verdict = try ImageComparison.compare(actual: actualFrame, expected: expectedFrame, tolerance: tolerance)
            verdict.byteIdentical = false
            if !verdict.passed { break }
        }
        return verdict
    }
}

/// Which `ImageComparer` each output format is compared with: a table, so that a caller can
/// compare a format its own way (`comparers[.svg] = …`) and every check (verify, record, the
/// preview, `assertSnapshot`) follows it.
public struct ImageComparers: Sendable {
    private var byFormat: [OutputFormat: ImageComparer]

    /// The built-in comparison of each format: PNG `.pixels`, SVG `.svg`, PDF `.pdf`, APNG
    /// `.animation`.
    public static let builtIn = ImageComparers(byFormat: [.png: .pixels, .svg: .svg, .pdf: .pdf, .apng: .animation])

    /// The comparer of `format`; a table may replace any of them.
    public subscript(format: OutputFormat) -> ImageComparer {
        get { byFormat[format] ?? ImageComparers.builtIn.byFormat[format]! }
        set { byFormat[format] = newValue }
    }
}
