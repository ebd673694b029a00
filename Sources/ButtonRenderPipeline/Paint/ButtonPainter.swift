import ButtonRenderModel
import ButtonRenderNative

/// The paint stage: draws a laid-out button's display list (`ButtonLayout.marks`) onto a
/// canvas, mark by mark in the list's order. It measures nothing and decides nothing: every
/// rectangle, colour and the order come from the layout.
public enum ButtonPainter {
    /// Draws `layout` with its canvas origin at `offset` (points), so sheets can place many
    /// buttons on one canvas. Does not paint the canvas background. Of `caches`, only the
    /// shadow blurs are used (a sheet's canvas is never a single button's).
    public static func paint(_ layout: ButtonLayout, on canvas: Canvas, at offset: Point = Point(x: 0, y: 0),
                             caches: RenderCaches) throws {
        let layout = layout.pixelSnapped(scale: canvas.scale)
        canvas.setOrigin(offset)
        defer { canvas.setOrigin(Point(x: 0, y: 0)) }
        try draw(layout.marks[...], of: layout, on: canvas, shadowBlurs: caches.shadowBlurs)
    }

    /// Paints one button onto `canvas`, a new image or vector canvas of the layout's size:
    /// `canvasBackground` over the whole canvas, then `layout` as `paint` draws it. On an image
    /// canvas with a layer cache (`caches.layers`), the marks under the content that come
    /// first in the list (up to `ButtonLayout.lowerMarkCount`: shadows, container, state layer,
    /// ripple, stroke, focus ring) are copied from an earlier button that had the same ones, or
    /// painted and kept for the next (`ButtonLayerCache`); shadows blur through
    /// `caches.shadowBlurs`. The pixels are the same either way.
    public static func paintButton(_ layout: ButtonLayout, on canvas: Canvas, canvasBackground: RGBAColor,
                                   caches: RenderCaches) throws {
        let layout = layout.pixelSnapped(scale: canvas.scale)
        let lowerCount = layout.lowerMarkCount
        if canvas.target == .image, let cache = caches.layers,
           let key = ButtonBackgroundKey(layout.marks[..<lowerCount], pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight,
                                         scale: canvas.scale, canvasBackground: canvasBackground),
           let pixels = cache.pixels(for: key) {
            try canvas.replacePixels(with: pixels)
        } else {
            try paintLower(layout, lowerCount, on: canvas, canvasBackground: canvasBackground, caches: caches)
        }
        try draw(layout.marks[lowerCount...], of: layout, on: canvas, shadowBlurs: caches.shadowBlurs)
    }

    /// Paints one button onto a new canvas for `target` of the layout's size at `scale`, as
    /// `paintButton` does, and returns it. An image canvas whose lower marks `caches.layers`
    /// kept is made from the kept pixels directly (`Canvas(size:scale:pixels:)`), not cleared
    /// and then overwritten.
    public static func paintedCanvas(_ layout: ButtonLayout, scale: Double, target: Canvas.Target, canvasBackground: RGBAColor,
                                     caches: RenderCaches) throws -> Canvas {
        let layout = layout.pixelSnapped(scale: scale)
        let lowerCount = layout.lowerMarkCount
        if target == .image, let cache = caches.layers {
            let (width, height) = Canvas.pixelSize(of: layout.canvasSize, scale: scale)
            if let key = ButtonBackgroundKey(layout.marks[..<lowerCount], pixelWidth: width, pixelHeight: height,
                                             scale: scale, canvasBackground: canvasBackground),
               let pixels = cache.pixels(for: key) {
                let canvas = try Canvas(size: layout.canvasSize, scale: scale, pixels: pixels)
                try draw(layout.marks[lowerCount...], of: layout, on: canvas, shadowBlurs: caches.shadowBlurs)
                return canvas
            }
        }
        let canvas = try Canvas(size: layout.canvasSize, scale: scale, target: target)
        try paintLower(layout, lowerCount, on: canvas, canvasBackground: canvasBackground, caches: caches)
        try draw(layout.marks[lowerCount...], of: layout, on: canvas, shadowBlurs: caches.shadowBlurs)
        return canvas
    }

    /// Paints `canvasBackground` and the first `lowerCount` marks of `layout` onto the new
    /// `canvas`, and keeps the pixels in `caches.layers` when the canvas is an image and the
    /// marks make a key (the look-up before this found nothing).
    private static func paintLower(_ layout: ButtonLayout, _ lowerCount: Int, on canvas: Canvas, canvasBackground: RGBAColor,
                                   caches: RenderCaches) throws {
        let lower = layout.marks[..<lowerCount]
        canvas.fillAll(canvasBackground)
        try draw(lower, of: layout, on: canvas, shadowBlurs: caches.shadowBlurs)
        if canvas.target == .image, let cache = caches.layers,
           let key = ButtonBackgroundKey(lower, pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight,
                                         scale: canvas.scale, canvasBackground: canvasBackground) {
            cache.keep(try canvas.copyPixels(), for: key)
        }
    }

    /// Draws `marks` of `layout` in order (read in place: the marks are large values); shadows
    /// blur through `shadowBlurs` (nil: each blurred whole).
    static func draw(_ marks: ArraySlice<ButtonMark>, of layout: ButtonLayout, on canvas: Canvas,
                     shadowBlurs: ShadowBlurCache?) throws {
        for index in marks.indices {
            switch marks[index] {
            case .background(let mark): try draw(mark, on: canvas, shadowBlurs: shadowBlurs)
            case .content(let mark): draw(mark, on: canvas, spinnerStep: layout.spinnerStep)
            }
        }
    }

    /// Draws one layer under the content; a shadow blurs through `shadowBlurs`.
    static func draw(_ mark: ButtonBackgroundMark, on canvas: Canvas, shadowBlurs: ShadowBlurCache?) throws {
        switch mark {
        case .shadow(let shadow):
            try canvas.drawShadow(of: shadow.shape, sigma: shadow.sigma, color: shadow.color, outside: shadow.outside,
                                  cache: shadowBlurs)
        case .insetShadow(let shadow):
            try canvas.drawInsetShadow(around: shadow.hole, sigma: shadow.sigma, color: shadow.color, inside: shadow.inside)
        case .container(let shape, let color): canvas.fill(shape, color: color)
        case .backgroundImage(let image): canvas.draw(image.image, stretchedIn: image.frame, clippedTo: image.clip)
        case .stateLayer(let shape, let color): canvas.fill(shape, color: color)
        case .ripple(let ripple, let clip):
            canvas.fillCircle(center: ripple.center, radius: ripple.radius, color: ripple.color, clippedTo: clip)
        case .stroke(let stroke): canvas.fillRing(outer: stroke.outer, inner: stroke.inner, color: stroke.color)
        case .focusRing(let ring): canvas.fillRing(outer: ring.outer, inner: ring.inner, color: ring.color)
        }
    }

    /// Draws one piece of content; a spinner turned `spinnerStep` spokes clockwise.
    static func draw(_ mark: ButtonContentMark, on canvas: Canvas, spinnerStep: Int) {
        switch mark {
        case .icon(let icon): draw(icon, on: canvas, spinnerStep: spinnerStep)
        case .menuIndicator(let indicator): draw(indicator, on: canvas)
        case .spinner(let spinner): draw(spinner, on: canvas, spinnerStep: spinnerStep)
        case .titleShadow(let text), .title(let text), .subtitle(let text):
            canvas.draw(text.text, at: text.origin, color: text.color, exactPositions: text.cssLine != nil)
        case .clipped(let rect, let marks):
            canvas.clipped(to: rect) { for mark in marks { draw(mark, on: canvas, spinnerStep: spinnerStep) } }
        case .touchGlow(let glow): canvas.fillRadialGlow(center: glow.center, radius: glow.radius, color: glow.color)
        }
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
