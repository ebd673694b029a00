/// The paint stage: draws a laid-out button onto a canvas, in a fixed order (shadows,
/// container, background image, state layer, ripple, stroke, focus ring, icon or spinner, title and subtitle). It measures nothing and decides
/// nothing: every rectangle and colour comes from the layout.
public enum ButtonPainter {
    /// Draws `layout` with its canvas origin at `offset` (points), so sheets can place many
    /// buttons on one canvas. Does not paint the canvas background.
    public static func paint(_ layout: ButtonLayout, on canvas: Canvas, at offset: Point = Point(x: 0, y: 0)) throws {
        canvas.setOrigin(offset)
        defer { canvas.setOrigin(Point(x: 0, y: 0)) }
        try paintBackground(layout, on: canvas)
        paintForeground(layout, on: canvas)
    }

    /// Paints one button onto `canvas`, a new image or vector canvas of the layout's size:
    /// `canvasBackground` over the whole canvas, then `layout` as `paint` draws it. On an image
    /// canvas with a `cache`, the layers under the content (background, shadows, container,
    /// state layer, ripple, stroke, focus ring) are copied from an earlier button that had the
    /// same ones, or painted and kept for the next (`ButtonLayerCache`); the pixels are the same
    /// either way.
    public static func paintButton(_ layout: ButtonLayout, on canvas: Canvas, canvasBackground: RGBAColor,
                                   cache: ButtonLayerCache? = .shared) throws {
        if canvas.target == .image, let cache, let key = ButtonBackgroundKey(layout, on: canvas, canvasBackground: canvasBackground) {
            if let pixels = cache.pixels(for: key) {
                try canvas.replacePixels(with: pixels)
            } else {
                canvas.fillAll(canvasBackground)
                try paintBackground(layout, on: canvas)
                cache.keep(try canvas.copyPixels(), for: key)
            }
        } else {
            canvas.fillAll(canvasBackground)
            try paintBackground(layout, on: canvas)
        }
        paintForeground(layout, on: canvas)
    }

    /// The layers under the content, from the bottom: shadows, container, background image,
    /// state layer, ripple, stroke, focus ring.
    static func paintBackground(_ layout: ButtonLayout, on canvas: Canvas) throws {
        let button = layout.button
        let container = layout.container

        for shadow in button.shadows {
            let shape = container.offsetBy(dx: shadow.x, dy: shadow.y).outset(by: shadow.spread)
            try canvas.drawShadow(of: shape, sigma: shadow.sigma, color: shadow.color, outside: container)
        }
        canvas.fill(container, color: button.containerColor)
        if let image = layout.backgroundImage { canvas.draw(image.image, stretchedIn: image.frame, clippedTo: image.clip) }
        canvas.fill(container, color: button.stateLayer)
        if let ripple = layout.ripple {
            canvas.fillCircle(center: ripple.center, radius: ripple.radius, color: ripple.color,
                              clippedTo: ripple.bounded ? container : nil)
        }
        if let stroke = layout.stroke {
            canvas.fillRing(outer: stroke.outer, inner: stroke.inner, color: stroke.color)
        }
        if let ring = layout.focusRing {
            canvas.fillRing(outer: ring.outer, inner: ring.inner, color: ring.color)
        }
    }

    /// The content over them: icon, menu indicator, spinner, title shadow, title and subtitle,
    /// then the touch glow over everything.
    static func paintForeground(_ layout: ButtonLayout, on canvas: Canvas) {
        if let icon = layout.icon { draw(icon, on: canvas, spinnerStep: layout.spinnerStep) }
        if let indicator = layout.trailingIndicator { draw(indicator, on: canvas) }
        if let spinner = layout.spinner { draw(spinner, on: canvas, spinnerStep: layout.spinnerStep) }
        let texts = [layout.labelShadow, layout.label, layout.subtitle].compactMap { $0 }
        if let clip = layout.textClip {
            canvas.clipped(to: clip) { for t in texts { canvas.draw(t.text, at: t.origin, color: t.color) } }
        } else {
            for t in texts { canvas.draw(t.text, at: t.origin, color: t.color) }
        }
        if let glow = layout.touchGlow { canvas.fillRadialGlow(center: glow.center, radius: glow.radius, color: glow.color) }
    }

    /// Draws an icon's content in its frame; a spinner turned `spinnerStep` spokes clockwise.
    /// A state's image adjustment darkens or dims one-colour icons through their colour and a
    /// file icon in its own colours through its pixels.
    static func draw(_ icon: PlacedIcon, on canvas: Canvas, spinnerStep: Int = 0) {
        if icon.mirrored {
            var plain = icon
            plain.mirrored = false
            return canvas.mirroredLeftToRight(about: icon.frame.midX) { draw(plain, on: canvas, spinnerStep: spinnerStep) }
        }
        let adjust = { (c: RGBAColor) in icon.adjustment?.applied(to: c) ?? c }
        let color = adjust(icon.color ?? .black)
        switch icon.content {
        case .text(let shaped, let origin): canvas.draw(shaped, at: origin, color: color)
        case .image(let image):
            if let tint = icon.color {
                canvas.draw(image, in: icon.frame, tint: adjust(tint))
            } else {
                canvas.draw(image, in: icon.frame, darkening: icon.adjustment?.darkening ?? 0, opacity: icon.adjustment?.opacity ?? 1)
            }
        case .glyph(let glyph, let background): canvas.draw(glyph, in: icon.frame, color: color, background: background)
        case .spinner: canvas.drawActivityIndicator(in: icon.frame, color: color, step: spinnerStep)
        }
    }
}
