import ButtonRenderModel
/// A failure reported by Cairo, Pango or fontconfig, or a resource they need.
public enum NativeError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Cairo returned a non-success status.
    case cairo(operation: String, status: String)
    /// A font file the registry needs is missing or unusable.
    case missingFont(path: String, family: String, package: String)
    /// A family the spec asks for is not in the registry.
    case unknownFontFamily(String, available: [String])
    /// An icon name the icon font does not have.
    case unknownIcon(String, family: String)
    /// librsvg failed to draw an SVG document; `message` is its GError message.
    case svgRendering(message: String)

    public var description: String {
        switch self {
        case .cairo(let op, let status): return "cairo: \(op) failed: \(status)"
        case .missingFont(let path, let family, let package):
            return "font '\(family)' is missing: \(path) not found or unreadable (install the Debian package \(package))"
        case .unknownFontFamily(let family, let available):
            return "unknown font family '\(family)'; registered families: \(available.joined(separator: ", "))"
        case .unknownIcon(let name, let family):
            return "'\(name)' is not an icon of \(family) (names are lowercase with underscores, e.g. add, favorite, shopping_cart)"
        case .svgRendering(let message): return "librsvg: \(message)"
        }
    }
}

extension NativeError: StageError {}
