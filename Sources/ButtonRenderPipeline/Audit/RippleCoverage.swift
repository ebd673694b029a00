import ButtonRenderModel

/// How much of a box (a label's or icon's frame) a placed ripple's ink covers: none, part or
/// all. A bounded ripple only counts inside the container's rectangle, as it is clipped to it.
enum RippleCoverage: Equatable, Sendable {
    /// The ink misses the box.
    case none
    /// The ink covers part of the box: some of what is drawn there sits on it, some does not.
    case partial
    /// The ink covers the whole box.
    case full

    /// The coverage of `box` (canvas points) by `ripple`, clipped to `container` when bounded.
    static func of(_ box: Rect, by ripple: PlacedRipple, container: Rect) -> RippleCoverage {
        of(box, circle: ripple.center, radius: ripple.radius, clippedTo: ripple.bounded ? container : nil)
    }

    /// The coverage of `box` by a disc at `center` of `radius`, clipped to `clip` if given. An
    /// empty box, or one outside the clip, is not covered.
    static func of(_ box: Rect, circle c: Point, radius: Double, clippedTo clip: Rect?) -> RippleCoverage {
        var area = box
        if let clip {
            let minX = max(box.minX, clip.minX), maxX = min(box.maxX, clip.maxX)
            let minY = max(box.minY, clip.minY), maxY = min(box.maxY, clip.maxY)
            guard maxX > minX, maxY > minY else { return .none }
            area = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        guard area.width > 0, area.height > 0, radius > 0 else { return .none }
        let r2 = radius * radius
        // The point of the box nearest the centre decides overlap, the farthest corner coverage.
        let nearX = min(max(c.x, area.minX), area.maxX), nearY = min(max(c.y, area.minY), area.maxY)
        guard (nearX - c.x) * (nearX - c.x) + (nearY - c.y) * (nearY - c.y) < r2 else { return .none }
        let farX = max(abs(area.minX - c.x), abs(area.maxX - c.x)), farY = max(abs(area.minY - c.y), abs(area.maxY - c.y))
        // A clipped ink leaves the part of the box outside the clip uncovered.
        return farX * farX + farY * farY <= r2 && area == box ? .full : .partial
    }
}
