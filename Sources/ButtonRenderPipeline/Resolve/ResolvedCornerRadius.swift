import ButtonRenderModel

/// A button's corner radii as the resolve stage decides them, in concrete terms. A capsule's
/// radius is half the container's height, which layout knows only once it has measured the
/// label (a button that fits its content), so it stays a named case here and layout turns it
/// into points; every other radius is already in points.
public enum ResolvedCornerRadius: Equatable, Hashable, Sendable {
    /// Radii in points, per corner.
    case points(CornerRadii)
    /// Half the container's height on every corner, once layout knows the height.
    case halfHeight

    /// The resolved form of a spec's `cornerRadius`: its radii, or half the height for
    /// `capsule`.
    package init(_ value: CornerRadiusValue) {
        switch value {
        case .radii(let radii): self = .points(radii)
        case .capsule: self = .halfHeight
        }
    }

    /// The same radius on every corner, in points.
    public static func all(_ radius: Double) -> ResolvedCornerRadius { .points(CornerRadii(all: radius)) }

    /// The radii in points for a container `height` points high.
    package func radii(height: Double) -> CornerRadii {
        switch self {
        case .points(let radii): return radii
        case .halfHeight: return CornerRadii(all: height / 2)
        }
    }
}
