/// A failure reported by Cairo, Pango, fontconfig or zlib, or a resource they need.
public enum NativeError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Cairo returned a non-success status.
    case cairo(operation: String, status: String)
    /// A font file the registry needs is missing or unusable.
    case missingFont(path: String, family: String, package: String)
    /// A family the spec asks for is not in the registry.
    case unknownFontFamily(String, available: [String])
    /// An icon name the icon font does not have.
    case unknownIcon(String, family: String)
    /// zlib failed.
    case compression(String)
    /// A canvas too large to allocate.
    case canvasTooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case .cairo(let op, let status): return "cairo: \(op) failed: \(status)"
        case .missingFont(let path, let family, let package):
            return "font '\(family)' is missing: \(path) not found or unreadable (install the Debian package \(package))"
        case .unknownFontFamily(let family, let available):
            return "unknown font family '\(family)'; registered families: \(available.joined(separator: ", "))"
        case .unknownIcon(let name, let family):
            return "'\(name)' is not an icon of \(family) (names are lowercase with underscores, e.g. add, favorite, shopping_cart)"
        case .compression(let message): return "PNG compression failed: \(message)"
        case .canvasTooLarge(let w, let h):
            return "canvas of \(w)x\(h) px is too large; at most \(CanvasLimits.maximumSide) px a side and \(CanvasLimits.maximumPixels / 1_000_000) megapixels"
        }
    }
}

/// The largest canvas any spec may ask for; checked before any allocation.
public enum CanvasLimits {
    /// Largest width or height in pixels.
    public static let maximumSide = 16384
    /// Largest pixel count.
    public static let maximumPixels = 64_000_000

    /// Throws unless a canvas of this pixel size is allowed.
    public static func check(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            throw NativeError.canvasTooLarge(width: width, height: height)
        }
    }
}
