/// The largest canvas any spec may ask for; checked before any allocation.
public enum CanvasLimits {
    /// Largest width or height in pixels.
    public static let maximumSide = 16384
    /// Largest pixel count.
    public static let maximumPixels = 64_000_000

    /// Throws unless a canvas of this pixel size is allowed.
    public static func check(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            throw CanvasTooLargeError(width: width, height: height)
        }
    }
}

/// A canvas larger than `CanvasLimits` allows.
public struct CanvasTooLargeError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The width asked for, in pixels.
    public var width: Int
    /// The height asked for, in pixels.
    public var height: Int

    /// The message users see.
    public var description: String {
        "canvas of \(width)x\(height) px is too large; at most \(CanvasLimits.maximumSide) px a side and \(CanvasLimits.maximumPixels / 1_000_000) megapixels"
    }
}

extension CanvasTooLargeError: StageError {}
