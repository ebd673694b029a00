/// The paint stage: draws a laid-out button onto a canvas, in a fixed order (shadows,
/// container, state layer, ripple, stroke, icon, label). It measures nothing and decides
/// nothing: every rectangle and colour comes from the layout.
public enum ButtonPainter {
    /// Draws `layout` with its canvas origin at `offset` (points), so sheets can place many
    /// buttons on one canvas. Does not paint the canvas background.
    public static func paint(_ layout: ButtonLayout, on canvas: Canvas, at offset: Point = Point(x: 0, y: 0)) throws {
        canvas.setOrigin(offset)
        defer { canvas.setOrigin(Point(x: 0, y: 0)) }
        let button = layout.button
        let container = layout.container

        for shadow in button.shadows {
            let shape = container.offsetBy(dx: shadow.x, dy: shadow.y).outset(by: shadow.spread)
            try canvas.drawShadow(of: shape, sigma: shadow.sigma, color: shadow.color, outside: container)
        }
        canvas.fill(container, color: button.containerColor)
        canvas.fill(container, color: button.stateLayer)
        if let ripple = layout.ripple {
            canvas.fillCircle(center: ripple.center, radius: ripple.radius, color: ripple.color,
                              clippedTo: ripple.bounded ? container : nil)
        }
        if let stroke = layout.stroke {
            canvas.fillRing(outer: stroke.outer, inner: stroke.inner, color: stroke.color)
        }
        if let icon = layout.icon { canvas.draw(icon.text, at: icon.origin, color: icon.color) }
        if let label = layout.label { canvas.draw(label.text, at: label.origin, color: label.color) }
    }
}
