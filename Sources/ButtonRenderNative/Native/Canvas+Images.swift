import ButtonRenderModel
import CCairo

extension Canvas {
    /// Draws `icon` scaled to fit `rect` (aspect ratio kept, centred). With a `tint`, only the
    /// icon's alpha is used, as a mask filled with the tint (its alpha multiplies the icon's);
    /// without one the icon keeps its own colours. An SVG icon stays vector on an SVG canvas.
    /// Cairo failures surface, as for every drawing call, when the canvas is encoded; librsvg's
    /// own failures are found when the icon is loaded (it is drawn once then), so drawing a
    /// loaded icon cannot fail in a way that would go unnoticed.
    public func draw(_ icon: ImageIcon, in rect: Rect, tint: RGBAColor?) {
        let size = icon.intrinsicSize
        guard rect.width > 0, rect.height > 0, size.width > 0, size.height > 0 else { return }
        if let tint, tint.isClear { return }
        let fit = min(rect.width / size.width, rect.height / size.height)
        cairo_save(cr)
        if let tint, let group = fittedGroup(icon, in: rect, scale: fit) {
            // Masked in device space: cairo's SVG surface writes the matrix of a group used as
            // a mask the wrong way round, which an identity matrix sidesteps.
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, tint.alpha)
            cairo_mask(cr, group)
            cairo_pattern_destroy(group)
        } else if tint == nil {
            renderFitted(icon, in: rect, scale: fit)
        }
        cairo_restore(cr)
    }

    /// Draws `icon` in its own colours scaled to fit `rect`, with `darkening` of black laid over
    /// its pixels (only where it has any) and at `opacity`; 0 and 1 draw it unchanged. The icon
    /// is rendered once, into a group that is both painted and used as the darkening's mask.
    public func draw(_ icon: ImageIcon, in rect: Rect, darkening: Double, opacity: Double) {
        guard darkening > 0 || opacity < 1 else { return draw(icon, in: rect, tint: nil) }
        let size = icon.intrinsicSize
        guard rect.width > 0, rect.height > 0, size.width > 0, size.height > 0, opacity > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard let group = fittedGroup(icon, in: rect, scale: min(rect.width / size.width, rect.height / size.height)) else { return }
        defer { cairo_pattern_destroy(group) }
        var picture = group
        if darkening > 0 {
            cairo_push_group(cr)
            cairo_set_source(cr, group)
            cairo_paint(cr)
            cairo_set_source_rgba(cr, 0, 0, 0, darkening)
            cairo_mask(cr, group)
            guard let darkened = cairo_pop_group(cr) else { return }
            picture = darkened
        }
        cairo_set_source(cr, picture)
        cairo_paint_with_alpha(cr, opacity)
        if picture != group { cairo_pattern_destroy(picture) }
    }

    /// `icon` fitted in `rect`, rendered into a group pattern in device space; the matrix is the
    /// identity when it returns (inside the caller's save), and the caller destroys the pattern.
    private func fittedGroup(_ icon: ImageIcon, in rect: Rect, scale: Double) -> OpaquePointer? {
        var userSpace = cairo_matrix_t()
        cairo_get_matrix(cr, &userSpace)
        cairo_identity_matrix(cr)
        cairo_push_group(cr)
        cairo_set_matrix(cr, &userSpace)
        renderFitted(icon, in: rect, scale: scale)
        return cairo_pop_group(cr)
    }

    /// Draws `icon` scaled by `scale` and centred in `rect`, leaving the matrix as it was.
    private func renderFitted(_ icon: ImageIcon, in rect: Rect, scale: Double) {
        let size = icon.intrinsicSize
        cairo_save(cr)
        cairo_translate(cr, rect.midX - size.width * scale / 2, rect.midY - size.height * scale / 2)
        cairo_scale(cr, scale, scale)
        icon.render(on: cr, pad: target == .image)
        cairo_restore(cr)
    }
}

extension Canvas {
    /// Draws `image` in its own colours stretched to fill `rect` (each axis scaled on its own,
    /// as UIKit stretches a background image to the button's bounds), clipped to `shape`.
    public func draw(_ image: ImageIcon, stretchedIn rect: Rect, clippedTo shape: RoundedRect) {
        let size = image.intrinsicSize
        guard rect.width > 0, rect.height > 0, size.width > 0, size.height > 0 else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        addPath(shape)
        cairo_clip(cr)
        cairo_translate(cr, rect.x, rect.y)
        cairo_scale(cr, rect.width / size.width, rect.height / size.height)
        image.render(on: cr, pad: target == .image)
        cairo_restore(cr)
    }
}
