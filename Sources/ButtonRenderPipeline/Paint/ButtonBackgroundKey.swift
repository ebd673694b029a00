import ButtonRenderModel

/// The key of a button's lower layers painted onto a new image canvas: the canvas's size in
/// pixels and its scale, the canvas background, and the marks themselves (the layout's
/// display list up to its first content mark, `ButtonLayout.lowerMarkCount`). Two buttons
/// with equal keys get the same pixels from those marks, whatever their content marks (drawn
/// over them), so `ButtonLayerCache` can keep those pixels once for both. No field list to
/// keep in step with the painter: equality compares the marks with their own `==`, so a new
/// kind of layer is a new `ButtonBackgroundMark` and is in the key.
///
/// A look-up happens for every button painted, so the key is cheap to make and to hash: it
/// holds a slice of the layout's own list (no copy of the marks, which are large values) and
/// a digest of them computed once (`BackgroundMarkDigest`), which is all it hashes and which
/// equality compares first. The digest only spreads keys over the table; equality decides.
/// A key the cache keeps holds its own copy of the marks (`detached`), not the layout's list.
struct ButtonBackgroundKey: Hashable {
    let pixelWidth: Int
    let pixelHeight: Int
    let scaleBits: UInt64
    let canvasBackground: RGBAColor
    /// The background marks, all `.background`, in paint order.
    private(set) var marks: ArraySlice<ButtonMark>
    /// `BackgroundMarkDigest` of the marks, the canvas and its background.
    let digest: UInt64

    /// The key of `marks` (background marks only) on an image canvas of `pixelWidth` ×
    /// `pixelHeight` pixels at `scale` over `canvasBackground`, or nil when a background image
    /// (a file's pixels, equal only as the same loaded object) is among them: such buttons
    /// paint every layer.
    init?(_ marks: ArraySlice<ButtonMark>, pixelWidth: Int, pixelHeight: Int, scale: Double, canvasBackground: RGBAColor) {
        var digest = BackgroundMarkDigest()
        for index in marks.indices {
            guard case .background(let mark) = marks[index] else {
                preconditionFailure("a layer-cache key holds background marks only")
            }
            guard digest.mix(mark) else { return nil }
        }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        scaleBits = scale.bitPattern
        self.canvasBackground = canvasBackground
        digest.mix(UInt64(bitPattern: Int64(pixelWidth)))
        digest.mix(UInt64(bitPattern: Int64(pixelHeight)))
        digest.mix(scaleBits)
        digest.mix(canvasBackground)
        self.digest = digest.value
        self.marks = marks
    }

    /// The same key holding a copy of just its marks, so a kept key does not keep the rest of
    /// the layout's list (its texts and icons) alive.
    func detached() -> ButtonBackgroundKey {
        var copy = self
        copy.marks = ArraySlice(Array(marks))
        return copy
    }

    /// The bytes a kept key holds on to: its own size, its array as `detached` makes it (a
    /// header and one entry per mark) and each mark's box (`ButtonMark` is `indirect`: a
    /// header and the background mark in it).
    var byteCount: Int {
        MemoryLayout<ButtonBackgroundKey>.size + 32
            + marks.count * (MemoryLayout<ButtonMark>.stride + 16 + MemoryLayout<ButtonBackgroundMark>.size)
    }

    /// Whether both keys are the same canvas, background and marks (every mark compared with
    /// its own `==`; the digests first, as a quick refusal).
    static func == (a: ButtonBackgroundKey, b: ButtonBackgroundKey) -> Bool {
        guard a.digest == b.digest, a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight,
              a.scaleBits == b.scaleBits, a.canvasBackground == b.canvasBackground, a.marks.count == b.marks.count
        else { return false }
        var i = a.marks.startIndex, j = b.marks.startIndex
        while i < a.marks.endIndex {
            guard case .background(let x) = a.marks[i], case .background(let y) = b.marks[j], x == y else { return false }
            i += 1
            j += 1
        }
        return true
    }

    /// Hashes the digest alone (equal keys have equal digests).
    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}
