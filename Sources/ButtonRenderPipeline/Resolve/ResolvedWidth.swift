/// A button's container width as the resolve stage decides it: a width in points, or "fit the
/// content", which only layout can measure, with the most the parent's width allows. A spec's
/// `width: fill` is resolved to points here (the parent's width less the system's margins).
public enum ResolvedWidth: Equatable, Hashable, Sendable {
    /// Fit the content (never below the minimum width), at most `maximum` points when the
    /// parent's width is known.
    case fitContent(maximum: Double?)
    /// A fixed width in points.
    case points(Double)
}
