import Foundation

/// Where ButtonRender keeps what it may throw away at any time (fontconfig's scan cache, the
/// verification cache): `$BUTTONRENDER_CACHE_DIR` when set (tests point it at a temporary
/// folder; set empty, it turns every cache off), else `$XDG_CACHE_HOME/buttonrender` (when it
/// is an absolute path, as the XDG Base Directory specification requires), else
/// `~/.cache/buttonrender`. Nothing is created here.
package enum CacheDirectory {
    /// The variable that overrides the folder.
    package static let environmentVariable = "BUTTONRENDER_CACHE_DIR"

    /// The folder for `environment` (this process's by default), or nil when caches are off
    /// or there is no home folder to put it in.
    package static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment[environmentVariable] {
            return explicit.isEmpty ? nil : URL(fileURLWithPath: explicit, isDirectory: true).standardizedFileURL
        }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("buttonrender", isDirectory: true).standardizedFileURL
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/buttonrender", isDirectory: true).standardizedFileURL
    }
}
