import ButtonRenderModel
import Foundation

/// The tokens a spec's theme is laid over: a built-in theme, or a design system file's own
/// tokens (a tokens file or resolver document, read with the system's mode mapping).
public enum ThemeBase: Hashable, Sendable {
    /// A theme shipped with the package, by name.
    case builtIn(String)
    /// A tokens file or resolver document by absolute path, its modifiers mapped by `modes`;
    /// `version` names this path, these modes and one reading of the files (it changes when
    /// they do), so cached themes are read again after an edit; it is the base's cache key.
    case file(path: String, modes: ModeMapping, version: String)

    /// A key that tells bases apart in caches.
    package var cacheKey: String {
        switch self {
        case .builtIn(let name): return name
        case .file(_, _, let version): return version
        }
    }

    /// The name errors and colour schemes give the base.
    package var displayName: String {
        switch self {
        case .builtIn(let name): return name
        case .file(let path, _, _): return (path as NSString).lastPathComponent
        }
    }

    /// The mode mapping a user's resolver document laid over this base is read with.
    package var modes: ModeMapping {
        switch self {
        case .builtIn: return .standard
        case .file(_, let modes, _): return modes
        }
    }
}
