/// One shadow written out in a system file's `shadows` slot, with the fields of a DTCG 2025.10
/// shadow token (`offsetX`, `offsetY`, `blur`, `spread`, `color`, `inset`), each part a value
/// of its own: a length or colour written out, a `{token}`, `calc(...)` or `{color, opacity}`.
/// For a shadow the token export cannot say (an alpha kept outside the format, an inset band
/// a stylesheet adds), written where the system file says why.
public struct ShadowLiteral: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal offset (a length).
    package var offsetX: SlotValue
    /// Vertical offset (a length).
    package var offsetY: SlotValue
    /// CSS blur radius (a length, not negative; 0 when not written).
    package var blur: SlotValue
    /// Growth of the shape (a length, negative shrinks; 0 when not written).
    package var spread: SlotValue
    /// The shadow's colour.
    package var color: SlotValue
    /// Whether the shadow is cast inside the box, as CSS's `inset`.
    package var inset: Bool

    /// A shadow from its parts.
    package init(offsetX: SlotValue, offsetY: SlotValue, blur: SlotValue, spread: SlotValue, color: SlotValue, inset: Bool) {
        self.offsetX = offsetX; self.offsetY = offsetY; self.blur = blur; self.spread = spread; self.color = color; self.inset = inset
    }

    /// The parts a literal shadow may write, in the order messages list them.
    package static let fields = ["offsetX", "offsetY", "blur", "spread", "color", "inset"]

    /// In CSS's order: `inset 0 1 0 0 {color}`.
    public var description: String {
        (inset ? "inset " : "") + "\(offsetX) \(offsetY) \(blur) \(spread) \(color)"
    }

    /// Every token template the parts may read.
    package var references: [TokenTemplate] {
        [offsetX, offsetY, blur, spread, color].flatMap(\.references)
    }
}
