/// The size of a button's touch area and the minimum its platform asks for, in points.
public struct TouchTargetMeasure: Codable, Equatable, Sendable {
    /// Width of the touch area.
    public var width: Double
    /// Height of the touch area.
    public var height: Double
    /// The platform's minimum edge (48 for Material, 44 for the iOS systems).
    package var minimum: Double

    /// Creates a measure.
    package init(width: Double, height: Double, minimum: Double) {
        self.width = width; self.height = height; self.minimum = minimum
    }

    /// True when both edges reach the minimum (to within a thousandth of a point).
    package var passes: Bool { width + 0.001 >= minimum && height + 0.001 >= minimum }
}
