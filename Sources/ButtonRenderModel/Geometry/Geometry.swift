/// A point in points (1/72 inch at @1x), with the origin at the top-left and y growing down.
public struct Point: Equatable, Hashable, Sendable, Codable {
    /// Distance from the left, in points.
    public var x: Double
    /// Distance from the top, in points (y grows down).
    public var y: Double
    /// Creates a point.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A width and a height in points.
public struct Size: Equatable, Hashable, Sendable, Codable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Creates a size.
    package init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// An axis-aligned rectangle in points.
public struct Rect: Equatable, Hashable, Sendable, Codable {
    /// The left edge, in points.
    public var x: Double
    /// The top edge, in points.
    public var y: Double
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a rectangle from its origin and size.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The left edge.
    package var minX: Double { x }
    /// The top edge.
    package var minY: Double { y }
    /// The right edge.
    package var maxX: Double { x + width }
    /// The bottom edge.
    package var maxY: Double { y + height }
    /// The horizontal centre.
    package var midX: Double { x + width / 2 }
    /// The vertical centre.
    package var midY: Double { y + height / 2 }
    /// The centre point.
    package var center: Point { Point(x: midX, y: midY) }
    /// The width and height.
    public var size: Size { Size(width: width, height: height) }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values shrink it).
    package func outset(dx: Double, dy: Double) -> Rect {
        Rect(x: x - dx, y: y - dy, width: width + 2 * dx, height: height + 2 * dy)
    }

    /// The rectangle grown by `d` on every side.
    package func outset(by d: Double) -> Rect { outset(dx: d, dy: d) }

    /// The rectangle moved by an offset.
    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The smallest rectangle holding both.
    package func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}

/// Distances from the four edges of a rectangle, in points (CSS order of a box: top, left,
/// bottom, right as UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Equatable, Hashable, Sendable, Codable {
    /// Inset from the top edge.
    package var top: Double
    /// Inset from the left edge.
    package var left: Double
    /// Inset from the bottom edge.
    package var bottom: Double
    /// Inset from the right edge.
    package var right: Double

    /// Creates insets.
    package init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// The same inset on every edge.
    package init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    /// No inset.
    package static let zero = EdgeInsets(all: 0)

    /// Left plus right.
    public var horizontal: Double { left + right }
    /// Top plus bottom.
    public var vertical: Double { top + bottom }
}

/// Radii of the four corners of a rounded rectangle, in points, in CSS order.
public struct CornerRadii: Equatable, Hashable, Sendable, Codable {
    /// The top-left corner's radius.
    package var topLeft: Double
    /// The top-right corner's radius.
    package var topRight: Double
    /// The bottom-right corner's radius.
    package var bottomRight: Double
    /// The bottom-left corner's radius.
    package var bottomLeft: Double

    /// Creates radii in CSS order: top-left, top-right, bottom-right, bottom-left.
    package init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft; self.topRight = topRight
        self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    package init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

    /// Square corners.
    package static let zero = CornerRadii(all: 0)

    /// Every radius changed by `delta` (for strokes and spreads), never below zero. A square
    /// corner stays square, as CSS does for box-shadow spread.
    package func adjusted(by delta: Double) -> CornerRadii {
        func f(_ r: Double) -> Double { r == 0 ? 0 : max(0, r + delta) }
        return CornerRadii(topLeft: f(topLeft), topRight: f(topRight), bottomRight: f(bottomRight), bottomLeft: f(bottomLeft))
    }

    /// The radii scaled down, as CSS does, so that adjacent radii never add up to more than the
    /// side they share.
    package func fitted(to size: Size) -> CornerRadii {
        let w = size.width, h = size.height
        var factor = 1.0
        func limit(_ a: Double, _ b: Double, _ side: Double) {
            let sum = a + b
            if sum > side, sum > 0 { factor = min(factor, side / sum) }
        }
        limit(topLeft, topRight, w)
        limit(bottomLeft, bottomRight, w)
        limit(topLeft, bottomLeft, h)
        limit(topRight, bottomRight, h)
        guard factor < 1 else { return self }
        return CornerRadii(topLeft: topLeft * factor, topRight: topRight * factor,
                           bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor)
    }

    /// The largest of the four radii.
    package var maximum: Double { max(max(topLeft, topRight), max(bottomRight, bottomLeft)) }
}

/// A rectangle with rounded corners: the shape of every container, stroke and shadow.
public struct RoundedRect: Equatable, Hashable, Sendable, Codable {
    /// The rectangle.
    package var rect: Rect
    /// The radius of each corner.
    package var radii: CornerRadii

    /// Creates a rounded rectangle; radii are fitted to the rectangle as CSS does.
    package init(rect: Rect, radii: CornerRadii) {
        self.rect = rect
        self.radii = radii.fitted(to: Size(width: max(0, rect.width), height: max(0, rect.height)))
    }

    /// The shape grown by `d` on every side, its radii grown with it (CSS spread semantics).
    package func outset(by d: Double) -> RoundedRect {
        RoundedRect(rect: rect.outset(by: d), radii: radii.adjusted(by: d))
    }

    /// The shape moved by an offset.
    package func offsetBy(dx: Double, dy: Double) -> RoundedRect {
        RoundedRect(rect: rect.offsetBy(dx: dx, dy: dy), radii: radii)
    }
}
