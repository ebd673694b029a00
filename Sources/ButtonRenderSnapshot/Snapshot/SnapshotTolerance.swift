import ButtonRenderModel

/// How different an image may be from its golden and still pass.
///
/// Two independent knobs, as Playwright has them: a per-pixel perceptual `threshold` (the
/// YIQ distance pixelmatch uses, 0...1 of the largest possible) decides whether a pixel
/// differs at all; `maxDiffPixels` and `maxDiffPixelRatio` decide how many differing pixels
/// the whole image may have. Anti-aliased pixels (pixelmatch's detector) are not counted
/// unless `includeAA` is set.
///
/// The default is strict, for goldens drawn by this deterministic renderer with pinned fonts:
/// threshold 0.01 (absorbs rounding drift of about three levels per channel) and anti-aliased pixels
/// counted. Under pixelmatch's defaults (0.1, AA ignored) moving an outlined button's corner
/// radius by half a point counts zero pixels: the 12% outline changes by less than 0.1, and
/// a moved edge looks exactly like anti-aliasing. `SnapshotTolerance.pixelmatch` gives those
/// defaults for images from other sources (screenshots, browsers).
public struct SnapshotTolerance: Equatable, Sendable {
    /// Per-pixel YIQ threshold, 0 (exact) to 1; pixelmatch's default 0.1.
    public var threshold: Double
    /// Count anti-aliased pixels as differences too.
    public var includeAA: Bool
    /// Differing pixels allowed in the whole image.
    public var maxDiffPixels: Int
    /// Share of differing pixels allowed, 0...1.
    public var maxDiffPixelRatio: Double
    /// Regions, in pixels of the compared images, whose differences are ignored.
    public var ignoredRegions: [PixelRect]
    /// When set, pixels are compared in a perceptual space instead of by YIQ distance, with
    /// swift-snapshot-testing's `perceptualPrecision` meaning: a pixel matches when its CIE ΔE
    /// (`deltaEFormula`) is at most (1 - perceptualPrecision) x 100, so 0.98 allows a ΔE of 2,
    /// about a just noticeable difference. `threshold` and `includeAA` then do not apply;
    /// `maxDiffPixels` and `maxDiffPixelRatio` still count the pixels that differ.
    public var perceptualPrecision: Double?
    /// The colour difference a perceptual comparison measures (default CIE94, as Core Image's
    /// `CILabDeltaE`, which swift-snapshot-testing uses).
    public var deltaEFormula: DeltaEFormula
    /// When set, an image fails unless its structural similarity to the golden (SSIM,
    /// `PerceptualDiff.structuralSimilarity`) is at least this, 0...1; without
    /// `perceptualPrecision` it alone decides (no pixel is counted).
    public var minimumSSIM: Double?

    /// Creates a tolerance; the default is strict (see the type's documentation).
    public init(threshold: Double = 0.01, includeAA: Bool = true, maxDiffPixels: Int = 0, maxDiffPixelRatio: Double = 0,
                ignoredRegions: [PixelRect] = [], perceptualPrecision: Double? = nil, deltaEFormula: DeltaEFormula = .cie94,
                minimumSSIM: Double? = nil) {
        self.threshold = threshold; self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels; self.maxDiffPixelRatio = maxDiffPixelRatio
        self.ignoredRegions = ignoredRegions
        self.perceptualPrecision = perceptualPrecision; self.deltaEFormula = deltaEFormula; self.minimumSSIM = minimumSSIM
    }

    /// Whether pixels are compared in a perceptual space (`perceptualPrecision` or
    /// `minimumSSIM` set).
    package var isPerceptual: Bool { perceptualPrecision != nil || minimumSSIM != nil }

    /// pixelmatch's defaults: threshold 0.1, anti-aliased pixels detected and not counted.
    public static let pixelmatch = SnapshotTolerance(threshold: 0.1, includeAA: false)

    /// Exact pixels: any change at all fails.
    package static let exact = SnapshotTolerance(threshold: 0, includeAA: true)

    /// The pixelmatch options for this tolerance.
    var diffOptions: DiffOptions { DiffOptions(threshold: threshold, includeAA: includeAA, ignoredRegions: ignoredRegions) }

    /// True when a comparison's counts are within the whole-image limits.
    package func accepts(_ result: DiffResult) -> Bool {
        if let minimumSSIM {
            if (result.ssim ?? 1) < minimumSSIM { return false }
            // SSIM alone decides unless a per-pixel ΔE is asked for too.
            if perceptualPrecision == nil { return true }
        }
        return result.mismatchedPixels <= maxDiffPixels || result.ratio <= maxDiffPixelRatio && maxDiffPixelRatio > 0
    }

    /// A short statement of the settings, for failure messages.
    public var summary: String {
        var parts: [String]
        if isPerceptual {
            parts = perceptualPrecision.map { ["perceptual precision \($0) (ΔE \(deltaEFormula.rawValue) at most \(formatNumber((1 - $0) * 100)))"] } ?? []
            if let minimumSSIM { parts.append("SSIM at least \(minimumSSIM)") }
        } else {
            parts = ["threshold \(threshold)", includeAA ? "anti-aliasing counted" : "anti-aliasing ignored"]
        }
        if maxDiffPixels > 0 { parts.append("maxDiffPixels \(maxDiffPixels)") }
        if maxDiffPixelRatio > 0 { parts.append("maxDiffPixelRatio \(maxDiffPixelRatio)") }
        if !ignoredRegions.isEmpty {
            parts.append("ignoring " + ignoredRegions.map { "\($0.width)x\($0.height) at \($0.x),\($0.y)" }.joined(separator: ", "))
        }
        return parts.joined(separator: ", ")
    }
}

extension SnapshotTolerance {
    /// This tolerance with a spec's own settings (`snapshot:`): its ignored regions (in points)
    /// added to the pixel regions for an image drawn at `scale`, and its perceptual measures
    /// where this tolerance has none; unchanged without settings.
    package func ignoring(_ settings: SnapshotSettings?, scale: Int) -> SnapshotTolerance {
        guard let settings else { return self }
        var tolerance = self
        tolerance.ignoredRegions += Self.pixelRegions(settings.ignore, scale: scale)
        // A spec's perceptual measures stand where the command line or the test gave none.
        if tolerance.perceptualPrecision == nil { tolerance.perceptualPrecision = settings.perceptualPrecision }
        if tolerance.minimumSSIM == nil { tolerance.minimumSSIM = settings.minimumSSIM }
        if let formula = settings.deltaE.flatMap(DeltaEFormula.init(rawValue:)) { tolerance.deltaEFormula = formula }
        return tolerance
    }

    /// `regions` (points) in pixels of an image drawn at `scale` (1 for SVG and PDF, which are
    /// compared rasterised at one pixel per point): each edge moved outward to whole pixels,
    /// so a region never ignores less than it covers.
    package static func pixelRegions(_ regions: [PointRegion], scale: Int) -> [PixelRect] {
        let s = Double(scale)
        return regions.map { r in
            let left = Int((r.x * s).rounded(.down)), top = Int((r.y * s).rounded(.down))
            let right = Int(((r.x + r.width) * s).rounded(.up)), bottom = Int(((r.y + r.height) * s).rounded(.up))
            return PixelRect(x: left, y: top, width: max(1, right - left), height: max(1, bottom - top))
        }
    }
}
