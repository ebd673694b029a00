import ButtonRenderModel
import CCairo

/// An 8-bit coverage mask in device pixels, placed at (`left`, `top`) on its canvas's
/// surface: what a canvas draws a shape into so that someone else can process the pixels (a
/// shadow's blur) before the canvas paints a colour through it.
public final class AlphaMask {
    /// The mask's left edge on the canvas's surface, in device pixels.
    package let left: Int
    /// The mask's top edge on the surface, in device pixels.
    package let top: Int
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int
    /// Bytes from one row to the next.
    package let stride: Int
    let surface: OpaquePointer

    init(surface: OpaquePointer, left: Int, top: Int, width: Int, height: Int) {
        self.surface = surface
        self.left = left; self.top = top; self.width = width; self.height = height
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Lets `body` change the mask's pixels in place (one byte of coverage each, `stride`
    /// bytes a row).
    package func withPixels(_ body: (UnsafeMutablePointer<UInt8>) throws -> Void) rethrows {
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) { try body(data) }
        cairo_surface_mark_dirty(surface)
    }
}

extension Canvas {
    /// `length` user units as device pixels through the current transform (so a length
    /// inside a zoom, `withTransform`, grows with it).
    package func deviceLength(_ length: Double) -> Double {
        var dx = length, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// A mask of `shape` filled opaque through the current transform, covering the shape's
    /// bounds snapped outward to whole device pixels and grown by `padding` pixels on every
    /// side (the bounds of `covering` too, when given); nil when Cairo cannot make the surface.
    /// The size is checked against
    /// `CanvasLimits` first.
    package func mask(of shape: RoundedRect, padding: Int, covering: Rect? = nil) throws -> AlphaMask? {
        let bounds = covering.map { shape.rect.union($0) } ?? shape.rect
        var x0 = bounds.minX, y0 = bounds.minY, x1 = bounds.maxX, y1 = bounds.maxY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        let left = Int(x0.rounded(.down)) - padding, top = Int(y0.rounded(.down)) - padding
        let width = Int(x1.rounded(.up)) + padding - left, height = Int(y1.rounded(.up)) + padding - top
        try CanvasLimits.check(width: width, height: height)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        let mask = AlphaMask(surface: surface, left: left, top: top, width: width, height: height)
        let maskContext = cairo_create(surface)!
        cairo_translate(maskContext, Double(-left), Double(-top))
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_transform(maskContext, &matrix)
        Canvas.addPath(shape, to: maskContext)
        cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
        cairo_fill(maskContext)
        let status = cairo_status(maskContext)
        cairo_destroy(maskContext)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw NativeError.cairo(operation: "shadow mask", status: String(cString: cairo_status_to_string(status)))
        }
        return mask
    }

    /// Paints `color` inside `inside` everywhere except where `mask` covers (at its place in
    /// device pixels; the mask must cover `inside`'s bounds): the mask is inverted in place.
    package func fill(inverseOf mask: AlphaMask, color: RGBAColor, inside: RoundedRect) throws {
        mask.withPixels { pixels in
            for row in 0..<mask.height {
                let line = pixels + row * mask.stride
                for column in 0..<mask.width { line[column] = 255 &- line[column] }
            }
        }
        cairo_save(cr)
        addPath(inside)
        cairo_clip(cr)
        cairo_identity_matrix(cr)
        setSource(color)
        cairo_mask_surface(cr, mask.surface, Double(mask.left), Double(mask.top))
        cairo_restore(cr)
        try check("draw inset shadow")
    }

    /// Fills the part of `inside` that is not in `hole` (which may reach outside it): an
    /// unblurred inset shadow.
    package func fill(_ inside: RoundedRect, except hole: RoundedRect, color: RGBAColor) {
        guard !color.isClear else { return }
        cairo_save(cr)
        addPath(inside)
        cairo_clip(cr)
        let bounds = inside.rect.union(hole.rect).outset(by: 1)
        cairo_rectangle(cr, bounds.x, bounds.y, bounds.width, bounds.height)
        if hole.rect.width > 0, hole.rect.height > 0 { addPath(hole) }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        setSource(color)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_restore(cr)
    }

    /// Paints `color` through `mask` (at its place in device pixels) everywhere except inside
    /// `outside`.
    public func fill(_ mask: AlphaMask, color: RGBAColor, outside: RoundedRect) throws {
        cairo_save(cr)
        // Clip to everything but `outside`.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, Double(mask.left), Double(mask.top), Double(mask.width), Double(mask.height))
        cairo_restore(cr)
        addPath(outside)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_identity_matrix(cr)
        setSource(color)
        cairo_mask_surface(cr, mask.surface, Double(mask.left), Double(mask.top))
        cairo_restore(cr)
        try check("draw shadow")
    }
}
