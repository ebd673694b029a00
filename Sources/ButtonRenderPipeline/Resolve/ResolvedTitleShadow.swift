import ButtonRenderModel

/// A title's shadow resolved: an unblurred copy of the title in `color`, moved by `offset`
/// points (already reversed for a highlighted button that asks for it).
public struct ResolvedTitleShadow: Equatable, Sendable {
    /// The shadow's colour.
    public var color: RGBAColor
    /// How far the copy is moved, in points.
    public var offset: Point

    /// Creates a resolved title shadow.
    package init(color: RGBAColor, offset: Point) { self.color = color; self.offset = offset }
}
