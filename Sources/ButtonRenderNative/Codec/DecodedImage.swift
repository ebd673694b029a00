import ButtonRenderModel
/// A decoded bitmap: straight (un-premultiplied) 8-bit RGBA, rows top to bottom with no padding,
/// so pixel (x, y) starts at byte `4 * (y * width + x)`.
public struct DecodedImage: Equatable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel.
    package var rgba: [UInt8]

    /// Wraps `rgba`, which must hold exactly `width * height * 4` bytes.
    package init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4,
                     "DecodedImage: \(rgba.count) bytes do not make \(width)x\(height) RGBA pixels")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// A `width` x `height` image with every pixel set to `fill` (transparent black by default).
    package init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if fill != (0, 0, 0, 0) {
            for i in stride(from: 0, to: bytes.count, by: 4) {
                bytes[i] = fill.r; bytes[i + 1] = fill.g; bytes[i + 2] = fill.b; bytes[i + 3] = fill.a
            }
        }
        self.init(width: width, height: height, rgba: bytes)
    }

    /// The red, green, blue and alpha bytes of pixel (`x`, `y`).
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = 4 * (y * width + x)
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }
}
