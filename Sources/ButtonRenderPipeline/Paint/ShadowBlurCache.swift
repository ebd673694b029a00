import ButtonRenderNative
import Foundation

/// A cache of blurred shadow nine-patches, safe to use from any thread: one per run, held by
/// its `RenderCaches`.
///
/// `blur(_:sigma:)` gives exactly what `GaussianBlur.blur` gives, but blurs only the mask's
/// compact form (`MaskCompaction`: its corners and one row or column of each straight side)
/// and keeps the result, keyed by that compact mask (as its runs and one pixel per pair of
/// runs, which describe it exactly) and the blur's standard deviation in device pixels. The
/// key is the rasterised pixels themselves, so it captures everything the blurred
/// pixels depend on (radii, scale, sub-pixel offsets, spread, how Cairo rasterised the
/// edges): a catalog of same-shaped buttons blurs once, and a wider or taller button with
/// the same corners and placement reuses the same blur. The cache holds at most `byteBudget`
/// bytes of masks; when a new entry would exceed it, the oldest entries are dropped first.
public final class ShadowBlurCache: Sendable {
    /// Most bytes of keys and blurred compact masks kept: 16 MiB.
    public let byteBudget: Int

    /// A compact mask, described by its runs (`MaskCompaction`), and the blur applied to it.
    private struct Key: Hashable {
        var sigmaBits: UInt64
        var rowRunCount: Int
        /// The compact lengths of the row runs, then of the column runs.
        var lengths: [Int32]
        var cells: [UInt8]

        init(_ plan: MaskCompaction, sigma: Double) {
            sigmaBits = sigma.bitPattern
            rowRunCount = plan.rowRuns.count
            lengths = (plan.rowRuns + plan.columnRuns).map { Int32(min($0.length, plan.longestKept)) }
            cells = plan.cells
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(sigmaBits)
            hasher.combine(rowRunCount)
            lengths.withUnsafeBytes { hasher.combine(bytes: $0) }
            cells.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    private let store: BoundedByteCache<Key>

    /// An empty cache holding up to `byteBudget` bytes.
    public init(byteBudget: Int = 16 << 20) {
        self.byteBudget = byteBudget
        store = BoundedByteCache(byteBudget: byteBudget)
    }

    /// Blurs `mask` in place with a Gaussian of standard deviation `sigma` device pixels,
    /// byte for byte as `GaussianBlur.blur` would, reusing an earlier blur of the same compact
    /// mask when there is one.
    public func blur(_ mask: AlphaMask, sigma: Double) {
        guard sigma >= 0.05, mask.width > 0, mask.height > 0 else { return }
        mask.withPixels { pixels in
            let plan = MaskCompaction(mask: pixels, width: mask.width, height: mask.height, stride: mask.stride,
                                      radius: GaussianBlur.padding(sigma: sigma))
            let key = Key(plan, sigma: sigma)
            let blurred = store.value(for: key) ?? {
                let computed = blurCompact(plan, sigma: sigma)
                return store.insert(key, value: computed, cost: cost(of: key, blurred: computed))
            }()
            blurred.withUnsafeBufferPointer { plan.expand($0.baseAddress!, into: pixels, stride: mask.stride) }
        }
    }

    /// How many blurs were served from the cache and how many were computed.
    public var statistics: (hits: Int, misses: Int) { store.statistics }

    /// The number of cached blurs.
    public var count: Int { store.count }

    /// The bytes the kept blurs count against `byteBudget`: each one's key and blurred
    /// compact mask.
    public var byteCount: Int { store.byteCount }

    /// Forgets every blur and resets the statistics.
    public func removeAll() { store.removeAll() }

    /// The blur of `plan`'s compact mask.
    private func blurCompact(_ plan: MaskCompaction, sigma: Double) -> [UInt8] {
        var pixels = plan.compact()
        let width = plan.compactWidth, height = plan.compactHeight
        pixels.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: width, height: height, stride: width, sigma: sigma)
        }
        return pixels
    }

    /// The bytes an entry holds: its key and the blurred compact mask.
    private func cost(of key: Key, blurred: [UInt8]) -> Int { key.cells.count + 4 * key.lengths.count + blurred.count }
}
