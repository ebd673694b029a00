import ButtonRenderModel
import CCairo

extension Canvas {
    /// A copy of an image canvas's pixels as Cairo stores them (premultiplied native-endian
    /// ARGB32, `height` rows of the surface's stride), for `replacePixels(with:)` on a canvas
    /// of the same size.
    public func copyPixels() throws -> [UInt8] {
        precondition(target == .image, "copyPixels() needs an image canvas")
        try check("render")
        let (data, stride) = try imageMemory(for: "read pixels")
        return Array(UnsafeBufferPointer(start: data, count: stride * pixelHeight))
    }

    /// Overwrites an image canvas's pixels with `pixels`, which `copyPixels()` took from a
    /// canvas of the same pixel size.
    public func replacePixels(with pixels: [UInt8]) throws {
        precondition(target == .image, "replacePixels(with:) needs an image canvas")
        let (data, stride) = try imageMemory(for: "write pixels")
        precondition(pixels.count == stride * pixelHeight, "replacePixels(with:): \(pixels.count) bytes for a canvas of \(stride * pixelHeight)")
        pixels.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: pixels.count) }
        cairo_surface_mark_dirty(surface)
    }
}
