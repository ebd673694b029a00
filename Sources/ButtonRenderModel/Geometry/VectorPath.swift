/// A path as plain data: the drawing decisions of Paint (spinner spokes, UIKit's glyphs) made
/// into values that `Canvas` replays into Cairo element by element, so Native decides nothing.
public struct VectorPath: Equatable, Sendable {
    /// One element of a path, as Cairo's path calls take them.
    public enum Element: Equatable, Sendable {
        /// Starts a new sub-path at a point.
        case move(to: Point)
        /// A straight line to a point.
        case line(to: Point)
        /// A circular arc around `center` from `start` to `end` (radians, clockwise on screen
        /// when not `negative`); a new sub-path starts unless the current one continues.
        case arc(center: Point, radius: Double, start: Double, end: Double, negative: Bool)
        /// An axis-aligned rectangle as a closed sub-path.
        case rectangle(Rect)
        /// Ends the current sub-path without a current point (the next arc starts fresh).
        case newSubPath
        /// Closes the current sub-path.
        case close
    }

    /// The elements, in order.
    package var elements: [Element] = []

    /// An empty path.
    package init() {}

    /// Starts a new sub-path at `point`.
    package mutating func move(to point: Point) { elements.append(.move(to: point)) }
    /// A straight line to `point`.
    public mutating func line(to point: Point) { elements.append(.line(to: point)) }
    /// A closed circle as its own sub-path, wound clockwise (or counter-clockwise when
    /// `negative`, to cut a hole under the nonzero rule).
    package mutating func circle(center: Point, radius: Double, negative: Bool = false) {
        elements.append(.newSubPath)
        elements.append(negative ? .arc(center: center, radius: radius, start: 2 * Double.pi, end: 0, negative: true)
                                 : .arc(center: center, radius: radius, start: 0, end: 2 * Double.pi, negative: false))
        elements.append(.close)
    }
    /// An axis-aligned rectangle.
    package mutating func rectangle(_ rect: Rect) { elements.append(.rectangle(rect)) }
    /// Closes the current sub-path.
    package mutating func close() { elements.append(.close) }

    /// True when the path has no elements.
    package var isEmpty: Bool { elements.isEmpty }
}
