import ButtonRenderModel
import ButtonRenderNative

/// The verdict of comparing an encoded image with its golden.
public struct ImageVerdict: Sendable {
    /// True when the image is within tolerance.
    public var passed: Bool
    /// True when the encoded bytes were identical (nothing was decoded).
    package var byteIdentical: Bool
    /// Sizes, when they differ: (expected, actual) as width x height.
    package var sizeMismatch: (expected: (Int, Int), actual: (Int, Int))?
    /// The pixel comparison, when one was made.
    public var result: DiffResult?
    /// The decoded images and the diff picture, when pixels were compared.
    public var expected: DecodedImage?
    /// The actual image, decoded, when pixels were compared.
    public var actual: DecodedImage?

    /// Creates a verdict.
    package init(passed: Bool, byteIdentical: Bool, sizeMismatch: (expected: (Int, Int), actual: (Int, Int))? = nil,
                result: DiffResult? = nil, expected: DecodedImage? = nil, actual: DecodedImage? = nil) {
        self.passed = passed; self.byteIdentical = byteIdentical; self.sizeMismatch = sizeMismatch
        self.result = result; self.expected = expected; self.actual = actual
    }

    /// One line saying what differs.
    public var summary: String {
        if byteIdentical { return "identical bytes" }
        var parts: [String] = []
        if let s = sizeMismatch {
            parts.append("size differs: expected \(s.expected.0)x\(s.expected.1), actual \(s.actual.0)x\(s.actual.1)")
        }
        if let r = result {
            let percent = (r.ratio * 10000).rounded() / 100
            var text = "\(r.mismatchedPixels) pixels differ (\(percent)%)"
            if r.mismatchedPixels > 0 {
                if r.deltaE == nil { text += ", largest difference \((r.maxDelta * 1000).rounded() / 1000) (on the threshold's scale)" }
                if let box = r.boundingBox {
                    text += ", within x \(box.x)...\(box.x + box.width - 1), y \(box.y)...\(box.y + box.height - 1)"
                }
            }
            if r.antialiasedPixels > 0 { text += "; \(r.antialiasedPixels) anti-aliased pixels ignored" }
            if let deltaE = r.deltaE { text += "; largest ΔE \(deltaE.formula.rawValue) \((deltaE.largest * 100).rounded() / 100)" }
            if let ssim = r.ssim { text += "; SSIM \((ssim * 10000).rounded() / 10000)" }
            parts.append(text)
        }
        return parts.joined(separator: "; ")
    }
}

/// Compares encoded PNGs: identical bytes pass without decoding; otherwise both are decoded
/// and compared pixel by pixel (pixelmatch's YIQ distance and anti-aliasing detection). A size
/// mismatch fails, and still yields a diff picture of the two images padded to a common size.
public enum ImageComparison {
    /// Compares `actual` with `expected` (both PNG bytes).
    public static func compare(actual: [UInt8], expected: [UInt8], tolerance: SnapshotTolerance) throws -> ImageVerdict {
        if actual == expected {
            return ImageVerdict(passed: true, byteIdentical: true)
        }
        let expectedImage: DecodedImage, actualImage: DecodedImage
        do { expectedImage = try PNGDecoder.decode(expected) } catch let error as PNGDecodingError { throw SnapshotError.goldenNotPNG(error) }
        do { actualImage = try PNGDecoder.decode(actual) } catch let error as PNGDecodingError { throw SnapshotError.actualNotPNG(error) }
        return try comparePadded(actual: actualImage, expected: expectedImage, tolerance: tolerance)
    }

    /// Compares decoded images. Images of different sizes are compared padded to a common
    /// size; when that padded canvas would be over `CanvasLimits` (16384x1 against 1x16384
    /// pads to 16384x16384), it throws a `SnapshotError` naming both sizes before allocating.
    /// Without `makeDiffImage` the verdict's result has no diff picture (and costs less).
    package static func comparePadded(actual: DecodedImage, expected: DecodedImage, tolerance: SnapshotTolerance,
                                     makeDiffImage: Bool = true) throws -> ImageVerdict {
        if let problem = paddingError(actual: actual, expected: expected) { throw problem }
        return compare(actual: actual, expected: expected, tolerance: tolerance, makeDiffImage: makeDiffImage)
    }

    /// Compares decoded images. Prefer `comparePadded`, which says why when images cannot be
    /// compared: this one, when the common padded size would be over `CanvasLimits`, returns
    /// a failed verdict with the size mismatch and no pixel comparison instead. Without
    /// `makeDiffImage` the verdict's result has no diff picture (and costs less).
    public static func compare(actual: DecodedImage, expected: DecodedImage, tolerance: SnapshotTolerance,
                               makeDiffImage: Bool = true) -> ImageVerdict {
        var mismatch: (expected: (Int, Int), actual: (Int, Int))?
        var a = actual, e = expected
        if actual.width != expected.width || actual.height != expected.height {
            mismatch = ((expected.width, expected.height), (actual.width, actual.height))
            if paddingProblem(actual: actual, expected: expected) != nil {
                return ImageVerdict(passed: false, byteIdentical: false, sizeMismatch: mismatch)
            }
            let w = max(actual.width, expected.width), h = max(actual.height, expected.height)
            a = ImageDiff.padded(actual, width: w, height: h)
            e = ImageDiff.padded(expected, width: w, height: h)
        }
        let result = tolerance.isPerceptual
            ? PerceptualDiff.compare(e, a, formula: tolerance.deltaEFormula, maximumDeltaE: (1 - (tolerance.perceptualPrecision ?? 1)) * 100,
                                     ignoredRegions: tolerance.ignoredRegions, makeDiffImage: makeDiffImage)
            : ImageDiff.compare(e, a, options: tolerance.diffOptions, makeDiffImage: makeDiffImage)
        let passed = mismatch == nil && tolerance.accepts(result)
        return ImageVerdict(passed: passed, byteIdentical: false, sizeMismatch: mismatch, result: result,
                            expected: e, actual: a)
    }

    /// Why two images cannot be compared padded to a common size (the padded canvas would be
    /// over `CanvasLimits`), or nil when they can.
    static func paddingProblem(actual: DecodedImage, expected: DecodedImage) -> String? {
        paddingError(actual: actual, expected: expected)?.description
    }

    /// `SnapshotError.paddedSizeTooLarge` when two images cannot be compared padded to a
    /// common size, or nil when they can.
    static func paddingError(actual: DecodedImage, expected: DecodedImage) -> SnapshotError? {
        let w = max(actual.width, expected.width), h = max(actual.height, expected.height)
        guard w > CanvasLimits.maximumSide || h > CanvasLimits.maximumSide || w * h > CanvasLimits.maximumPixels else { return nil }
        return .paddedSizeTooLarge(expectedWidth: expected.width, expectedHeight: expected.height,
                                   actualWidth: actual.width, actualHeight: actual.height)
    }
}
