import ButtonRenderNative

/// A rectangle of whole pixels.
public struct PixelRect: Equatable, Sendable, Codable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Columns covered.
    public var width: Int
    /// Rows covered.
    public var height: Int

    /// The rectangle at (`x`, `y`) of `width` x `height` pixels.
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// True when pixel (`x`, `y`) lies inside.
    @inline(__always)
    package func contains(x px: Int, y py: Int) -> Bool { px >= x && px < x + width && py >= y && py < y + height }
}

/// The largest CIE colour difference a perceptual comparison found, by its formula.
public struct DeltaEMeasure: Sendable, Equatable {
    /// The formula.
    public var formula: DeltaEFormula
    /// The largest ΔE of any pixel (0 for identical images).
    public var largest: Double
}

/// The outcome of `ImageDiff.compare` or `PerceptualDiff.compare`.
public struct DiffResult: Sendable, Equatable {
    /// Pixels that differ beyond the threshold and are not anti-aliasing (pixelmatch's count).
    public var mismatchedPixels: Int
    /// Pixels that differ beyond the threshold but were judged anti-aliasing and not counted
    /// (always 0 with `includeAA`).
    package var antialiasedPixels: Int
    /// Width of the compared images.
    public var width: Int
    /// Height of the compared images.
    public var height: Int
    /// `mismatchedPixels` as a fraction of all pixels (0 for an empty image).
    public var ratio: Double
    /// The largest difference of any pixel that differs at all (whether or not it was counted),
    /// in the units of `DiffOptions.threshold`: the square root of its YIQ distance over 35215,
    /// the largest possible. 0 for identical images; a pixel counts when this exceeds the
    /// threshold; 1 at most (black against white).
    package var maxDelta: Double
    /// The smallest rectangle holding every counted difference; nil when there are none.
    package var boundingBox: PixelRect?
    /// The diff image, when asked for: the first image greyed and faded, differences and
    /// anti-aliased pixels marked in the option colours.
    package var diffImage: DecodedImage?
    /// The largest per-pixel colour difference and its formula, for a perceptual comparison
    /// (`PerceptualDiff`); nil for pixelmatch's.
    public var deltaE: DeltaEMeasure?
    /// The whole image's structural similarity (1 for identical images), for a perceptual
    /// comparison; nil for pixelmatch's.
    public var ssim: Double?

    /// A result with these fields.
    package init(mismatchedPixels: Int, antialiasedPixels: Int, width: Int, height: Int, ratio: Double,
                maxDelta: Double, boundingBox: PixelRect?, diffImage: DecodedImage?) {
        self.mismatchedPixels = mismatchedPixels
        self.antialiasedPixels = antialiasedPixels
        self.width = width
        self.height = height
        self.ratio = ratio
        self.maxDelta = maxDelta
        self.boundingBox = boundingBox
        self.diffImage = diffImage
    }
}
