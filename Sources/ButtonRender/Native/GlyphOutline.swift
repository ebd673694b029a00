import Foundation

/// Polygons for the system glyphs, as offsets from a centre in device pixels (y down), built so
/// that their mirror images are exact: every vertex on the left is the negated x of a vertex on
/// the right, computed once.
enum GlyphOutline {
    /// A point offset from the centre.
    typealias Offset = (x: Double, y: Double)

    /// A circle of `radius`, clockwise on screen from 12 o'clock, no farther than `tolerance`
    /// from the true circle. One quarter is computed; the other three are its reflections.
    static func circle(radius: Double, tolerance: Double) -> [Offset] {
        // A chord of angle t strays r (1 - cos(t / 2)) ≈ r t² / 8 from the circle.
        let step = (8 * tolerance / radius).squareRoot()
        let perQuarter = max(2, Int((Double.pi / 2 / step).rounded(.up)))
        // From 12 o'clock to 3 o'clock, both ends included.
        let quarter: [Offset] = (0...perQuarter).map { i in
            let angle = Double.pi / 2 * Double(i) / Double(perQuarter)
            return (radius * sin(angle), -radius * cos(angle))
        }
        var points = quarter.dropLast()                                           // 12 → 3
        points += quarter.reversed().dropLast().map { (x: $0.x, y: -$0.y) }       // 3 → 6
        points += quarter.dropLast().map { (x: -$0.x, y: -$0.y) }                 // 6 → 9
        points += quarter.reversed().dropLast().map { (x: -$0.x, y: $0.y) }       // 9 → 12
        return Array(points)
    }

    /// A bar from `start` to `end`, `halfWidth` either side of the line, with semicircular
    /// ends (a stroke with round caps), clockwise on screen.
    static func roundedBar(from start: Offset, to end: Offset, halfWidth: Double) -> [Offset] {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return [] }
        let direction = atan2(dy, dx)
        // Half circles of the caps, within 0.01 px.
        let steps = max(4, Int((Double.pi / (8 * 0.01 / halfWidth).squareRoot()).rounded(.up)))
        func cap(around center: Offset, from angle: Double) -> [Offset] {
            (0...steps).map { i in
                let a = angle + Double.pi * Double(i) / Double(steps)
                return (center.x + halfWidth * cos(a), center.y + halfWidth * sin(a))
            }
        }
        // Along the right-hand side, round the end, back along the left, round the start.
        return cap(around: end, from: direction - Double.pi / 2) + cap(around: start, from: direction + Double.pi / 2)
    }
}
