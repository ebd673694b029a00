import ButtonRenderModel

/// What the place step of layout decides for a button: every part's frame on the canvas,
/// before the parts are emitted as marks in paint order.
struct PlacedButton {
    /// The canvas, in points.
    var canvasSize: Size
    /// The container's shape.
    var container: RoundedRect
    /// The content rectangle: the container less its insets.
    var contentRect: Rect
    /// The insets reported in the layout.
    var insets: EdgeInsets
    /// The touch target.
    var touchTarget: Rect
    /// The title, its shadow and the subtitle.
    var label: PlacedText?, labelShadow: PlacedText?, subtitle: PlacedText?
    /// The icon, the menu indicator and the spinner in the title's place.
    var icon: PlacedIcon?, indicator: PlacedIcon?, spinner: PlacedIcon?
    /// The stroke and the focus ring.
    var stroke: PlacedStroke?, focusRing: PlacedStroke?
    /// The ripple.
    var ripple: PlacedRipple?
    /// The background image.
    var backgroundImage: PlacedBackgroundImage?
    /// The touch glow.
    var touchGlow: PlacedGlow?
    /// The rectangle texts are clipped to.
    var textClip: Rect?
}

extension LayoutEngine {
    /// Places the container on a canvas just large enough for its shadows, strokes, focus ring
    /// and ripple (or with the button's explicit padding), then every part inside it.
    static func place(_ button: ResolvedButton, _ m: MeasuredButton) throws -> PlacedButton {
        let width = m.width, height = m.height
        let radii = button.cornerRadius.radii(height: height)
        let origin0 = RoundedRect(rect: Rect(x: 0, y: 0, width: width, height: height), radii: radii)
        let ripple0 = placeRipple(button.ripple, in: origin0.rect)
        let padding = button.canvasPadding ?? automaticPadding(button, container: origin0.rect, ripple: ripple0)
        let dx = padding.left, dy = padding.top
        let container = origin0.offsetBy(dx: dx, dy: dy)
        let canvas = Size(width: width + padding.horizontal, height: height + padding.vertical)
        // Shadows whose blur would take too long are refused before anything is painted (a
        // canvas over `CanvasLimits` is refused by painting, with its own message).
        let scale = Double(button.scale)
        if (try? CanvasLimits.check(width: Int((canvas.width * scale).rounded(.up)), height: Int((canvas.height * scale).rounded(.up)))) != nil {
            try ShadowBudget.check(button.shadows, container: Size(width: width, height: height),
                                   cornerRadius: max(radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft), scale: scale)
        }
        let content = Rect(x: container.rect.minX + m.insets.left, y: container.rect.minY + m.insets.top,
                           width: max(0, width - m.insets.horizontal), height: max(0, height - m.insets.vertical))
        var ripple = ripple0
        ripple?.center.x += dx
        ripple?.center.y += dy
        let target = max(button.touchTarget, 0)
        let touch = container.rect.outset(dx: max(0, (target - width) / 2), dy: max(0, (target - height) / 2))
        var placed = PlacedButton(canvasSize: canvas, container: container, contentRect: content, insets: m.reportedInsets,
                                  touchTarget: touch, ripple: ripple,
                                  textClip: button.lineBreakMode == .clip ? content : nil)
        placeContent(button, m, into: &placed)
        placeRings(button, into: &placed)
        placed.backgroundImage = try placeBackgroundImage(button.backgroundImage, in: container)
        if let glow = button.touchGlow {
            placed.touchGlow = PlacedGlow(center: Point(x: container.rect.midX, y: container.rect.midY), radius: glow.radius, color: glow.color)
        }
        return placed
    }

    /// The stroke and focus ring as rings with exact inner and outer edges.
    static func placeRings(_ button: ResolvedButton, into placed: inout PlacedButton) {
        let container = placed.container
        if let s = button.stroke {
            let outer: RoundedRect, inner: RoundedRect
            switch s.alignment {
            case .inside: outer = container; inner = container.outset(by: -s.width)
            case .center: outer = container.outset(by: s.width / 2); inner = container.outset(by: -s.width / 2)
            case .outside: outer = container.outset(by: s.width); inner = container
            }
            placed.stroke = PlacedStroke(outer: outer, inner: inner, color: s.color)
        }
        placed.focusRing = button.focusRing.map { ring in
            // A ring inside the edge (negative gap) stops at the container's middle.
            let deepest = -min(container.rect.width, container.rect.height) / 2
            return PlacedStroke(outer: container.outset(by: max(ring.gap + ring.width, deepest)),
                                inner: container.outset(by: max(ring.gap, deepest)), color: ring.color)
        }
    }
}
