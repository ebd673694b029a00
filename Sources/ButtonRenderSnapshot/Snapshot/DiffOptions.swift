/// An opaque 8-bit colour, used for the marker colours of a diff image.
public struct RGB8: Equatable, Hashable, Sendable, Codable {
    /// Red.
    package var r: UInt8
    /// Green.
    public var g: UInt8
    /// Blue.
    public var b: UInt8

    /// The colour (`r`, `g`, `b`).
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        self.r = r; self.g = g; self.b = b
    }
}

/// Settings of an `ImageDiff` comparison; the defaults are pixelmatch's.
public struct DiffOptions: Equatable, Sendable {
    /// Matching threshold, 0...1: the largest colour distance (as a fraction of the largest
    /// possible YIQ distance, before squaring) still treated as equal. Smaller is stricter.
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of detecting and skipping them.
    public var includeAA: Bool
    /// Opacity, 0...1, of the unchanged pixels drawn (greyed) in the diff image.
    public var alpha: Double
    /// Colour of anti-aliased pixels in the diff image.
    var aaColor: RGB8
    /// Colour of counted differences in the diff image.
    var diffColor: RGB8
    /// If set, colour of differences where the second image is darker than the first, so the
    /// two directions of change can be told apart; `diffColor` then marks only the others.
    var diffColorAlt: RGB8?
    /// Draw only the differences, on a transparent canvas (no grey background, no AA marks).
    var diffMask: Bool
    /// Regions (in pixels) whose differences are ignored, as Playwright's `mask` and odiff's
    /// ignore regions do: their pixels count as unchanged and are drawn as such. Not a
    /// pixelmatch option; empty, the comparison is pixelmatch's exactly.
    public var ignoredRegions: [PixelRect]

    /// Options with pixelmatch's defaults unless given.
    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: RGB8 = RGB8(255, 255, 0), diffColor: RGB8 = RGB8(255, 0, 0),
                diffColorAlt: RGB8? = nil, diffMask: Bool = false, ignoredRegions: [PixelRect] = []) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.ignoredRegions = ignoredRegions
    }
}
