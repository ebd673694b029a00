import ButtonRenderModel
import CCairo
#if canImport(Glibc)
import Glibc
#endif

extension Canvas {
    /// A copy of an image canvas's pixels as Cairo stores them (premultiplied native-endian
    /// ARGB32, `height` rows of the surface's stride), for `replacePixels(with:)` on a canvas
    /// of the same size.
    package func copyPixels() throws -> [UInt8] {
        precondition(target == .image, "copyPixels() needs an image canvas")
        try check("render")
        let (data, stride) = try imageMemory(for: "read pixels")
        return Array(UnsafeBufferPointer(start: data, count: stride * pixelHeight))
    }

    /// Overwrites an image canvas's pixels with `pixels`, which `copyPixels()` took from a
    /// canvas of the same pixel size.
    package func replacePixels(with pixels: [UInt8]) throws {
        precondition(target == .image, "replacePixels(with:) needs an image canvas")
        let (data, stride) = try imageMemory(for: "write pixels")
        precondition(pixels.count == stride * pixelHeight, "replacePixels(with:): \(pixels.count) bytes for a canvas of \(stride * pixelHeight)")
        pixels.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: pixels.count) }
        cairo_surface_mark_dirty(surface)
    }

    /// An image surface over new memory holding a copy of `pixels` (rows of `stride` bytes);
    /// the memory belongs to the surface, which frees it when it is destroyed.
    static func imageSurface(copying pixels: [UInt8], width: Int, height: Int, stride: Int) throws -> OpaquePointer {
        guard let memory = malloc(max(1, pixels.count)) else {
            throw NativeError.cairo(operation: "create canvas", status: "out of memory")
        }
        pixels.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: pixels.count) }
        let surface: OpaquePointer = cairo_image_surface_create_for_data(
            memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
        var status = cairo_surface_status(surface)
        if status == CAIRO_STATUS_SUCCESS { status = cairo_surface_set_user_data(surface, ownedMemoryKey, memory, free) }
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            free(memory)
            throw NativeError.cairo(operation: "create canvas", status: String(cString: cairo_status_to_string(status)))
        }
        return surface
    }

    /// The key under which a surface made by `imageSurface(copying:)` keeps its memory. Cairo
    /// compares keys by address only and never writes through them. `nonisolated(unsafe)`:
    /// allocated once and never written, so sharing its address between threads is safe.
    nonisolated(unsafe) private static let ownedMemoryKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
}
