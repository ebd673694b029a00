/// A cache of buttons' lower layers, safe to use from any thread: one per run, held by its
/// `RenderCaches`.
///
/// A button's shadows, container, state layer, ripple, stroke and focus ring cost most of its
/// painting (two blurred shadows composited outside an anti-aliased container), yet buttons
/// that differ only in their titles, icons or spinners share them. The first such button on a
/// new image canvas keeps the canvas's pixels after those layers; the next starts from a copy
/// of them and paints only its content (`ButtonPainter.paintButton`). The key is the layers'
/// marks themselves (`ButtonBackgroundKey`), so the pixels are byte for byte those the marks
/// would paint again (`ButtonLayerCacheTests`). At most `byteBudget` bytes of pixels and keys
/// are kept; the oldest go first.
public final class ButtonLayerCache: Sendable {
    /// Most bytes of pixels and keys kept: 32 MiB (about 250 buttons of 300 × 100 pixels).
    public let byteBudget: Int

    private let store: BoundedByteCache<ButtonBackgroundKey>

    /// An empty cache holding up to `byteBudget` bytes.
    public init(byteBudget: Int = 32 << 20) {
        self.byteBudget = byteBudget
        store = BoundedByteCache(byteBudget: byteBudget)
    }

    /// How many paintings started from kept layers and how many painted them.
    public var statistics: (hits: Int, misses: Int) { store.statistics }

    /// The number of kept layer images.
    public var count: Int { store.count }

    /// The bytes the kept entries count against `byteBudget`: each one's pixels and its key
    /// (the key's marks included).
    public var byteCount: Int { store.byteCount }

    /// Forgets every layer image and resets the statistics.
    public func removeAll() { store.removeAll() }

    /// The pixels kept for `key`, if any.
    func pixels(for key: ButtonBackgroundKey) -> [UInt8]? { store.value(for: key) }

    /// Keeps `pixels` for `key`, which keeps its own copy of its marks; they count with the
    /// pixels against the budget.
    func keep(_ pixels: [UInt8], for key: ButtonBackgroundKey) {
        let kept = key.detached()
        store.insert(kept, value: pixels, cost: pixels.count + kept.byteCount)
    }
}
