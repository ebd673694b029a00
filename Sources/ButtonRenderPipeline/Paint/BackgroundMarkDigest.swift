import ButtonRenderModel

/// A 64-bit digest of background marks, what `ButtonBackgroundKey` hashes: every number of
/// every mark mixed in word by word, an exclusive or and a multiply by an odd constant per
/// word, so its high bits depend on every word (a `Hasher` per field costs several times as
/// much, and a key is hashed for every button painted; `Hasher` then mixes the digest as a
/// whole). Each step is a bijection of the state for a given word, so two lists that differ
/// in one number never get the same digest. The digest decides nothing: keys with equal
/// digests are still compared mark by mark, so a number left out here would only put more
/// keys in one bucket, never give one button another's pixels. Equal numbers give equal words
/// (0 and -0 alike).
struct BackgroundMarkDigest {
    /// The state so far.
    private var state: UInt64 = 0x243F_6A88_85A3_08D3

    /// The digest: the state with its high bits folded into its low ones.
    var value: UInt64 { state ^ (state >> 29) }

    /// Mixes in one word.
    @inline(__always)
    mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
    }

    /// Mixes in a number (0 and -0, equal, as one word: -0 + 0 is 0).
    @inline(__always)
    mutating func mix(_ number: Double) {
        mix((number + 0).bitPattern)
    }

    /// Mixes in a rectangle.
    @inline(__always)
    mutating func mix(_ rect: Rect) {
        mix(rect.x); mix(rect.y); mix(rect.width); mix(rect.height)
    }

    /// Mixes in a rounded rectangle: its rectangle and radii.
    @inline(__always)
    mutating func mix(_ shape: RoundedRect) {
        mix(shape.rect)
        mix(shape.radii.topLeft); mix(shape.radii.topRight); mix(shape.radii.bottomRight); mix(shape.radii.bottomLeft)
    }

    /// Mixes in a colour.
    @inline(__always)
    mutating func mix(_ color: RGBAColor) {
        mix(color.red); mix(color.green); mix(color.blue); mix(color.alpha)
    }

    /// Mixes in a ring.
    @inline(__always)
    mutating func mix(_ stroke: PlacedStroke) {
        mix(stroke.outer); mix(stroke.inner); mix(stroke.color)
    }

    /// Mixes in `mark`, its kind first; false for a background image, which a digest cannot
    /// describe (its pixels are equal only as the same loaded object).
    mutating func mix(_ mark: ButtonBackgroundMark) -> Bool {
        switch mark {
        case .shadow(let shadow):
            mix(1 as UInt64); mix(shadow.shape); mix(shadow.sigma); mix(shadow.color); mix(shadow.outside)
        case .container(let shape, let color):
            mix(2 as UInt64); mix(shape); mix(color)
        case .backgroundImage:
            return false
        case .stateLayer(let shape, let color):
            mix(3 as UInt64); mix(shape); mix(color)
        case .ripple(let ripple, let clip):
            mix(4 as UInt64); mix(ripple.center.x); mix(ripple.center.y); mix(ripple.radius); mix(ripple.color)
            mix(ripple.bounded ? 1 as UInt64 : 0)
            if let clip { mix(1 as UInt64); mix(clip) } else { mix(0 as UInt64) }
        case .stroke(let stroke):
            mix(5 as UInt64); mix(stroke)
        case .focusRing(let ring):
            mix(6 as UInt64); mix(ring)
        case .insetShadow(let shadow):
            mix(7 as UInt64); mix(shadow.hole); mix(shadow.sigma); mix(shadow.color); mix(shadow.inside)
        }
        return true
    }
}
