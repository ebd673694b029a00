import CCairo

extension Canvas {
    /// A copy of an image canvas's pixels as Cairo stores them (premultiplied native-endian
    /// ARGB32, `height` rows of the surface's stride), for `replacePixels(with:)` on a canvas
    /// of the same size.
    public func copyPixels() throws -> [UInt8] {
        precondition(target == .image, "copyPixels() needs an image canvas")
        try check("render")
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw NativeError.cairo(operation: "read pixels", status: "no image data")
        }
        let count = Int(cairo_image_surface_get_stride(surface)) * pixelHeight
        return Array(UnsafeBufferPointer(start: data, count: count))
    }

    /// Overwrites an image canvas's pixels with `pixels`, which `copyPixels()` took from a
    /// canvas of the same pixel size.
    public func replacePixels(with pixels: [UInt8]) throws {
        precondition(target == .image, "replacePixels(with:) needs an image canvas")
        let count = Int(cairo_image_surface_get_stride(surface)) * pixelHeight
        precondition(pixels.count == count, "replacePixels(with:): \(pixels.count) bytes for a canvas of \(count)")
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw NativeError.cairo(operation: "write pixels", status: "no image data")
        }
        pixels.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: count) }
        cairo_surface_mark_dirty(surface)
    }
}
