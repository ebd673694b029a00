import ButtonRenderModel

/// The triangular arrowhead that ends a dimension line on a documentation sheet, as a path:
/// Paint decides its shape, `Canvas.fill(_:color:)` only fills it.
enum Arrowhead {
    /// A triangle whose point is at `tip`, pointing away from `from`, `length` points long
    /// and `width` points across its base; nil when `tip` and `from` coincide or `length` is
    /// not positive (no direction to point in, nothing to draw).
    static func path(tip: Point, from: Point, length: Double, width: Double) -> VectorPath? {
        let dx = tip.x - from.x, dy = tip.y - from.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance > 0, length > 0 else { return nil }
        let ux = dx / distance, uy = dy / distance
        let baseX = tip.x - ux * length, baseY = tip.y - uy * length
        let half = width / 2
        var path = VectorPath()
        path.move(to: tip)
        path.line(to: Point(x: baseX - uy * half, y: baseY + ux * half))
        path.line(to: Point(x: baseX + uy * half, y: baseY - ux * half))
        path.close()
        return path
    }
}
