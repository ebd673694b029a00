import ButtonRenderModel
import CCairo
import Foundation
import ButtonRenderSupport

/// The process's fontconfig configurations, one per list of font files: loading a file into a
/// configuration scans it (FreeType opens and parses every face), which is most of what
/// setting up fonts costs, so it happens once per process, not once per thread or renderer,
/// and across processes fontconfig's scan cache (`FontScanCache`) answers instead when it can.
/// Fontconfig configurations are reference counted and safe to use from several threads; each
/// thread still gets its own Pango font map over the shared configuration.
final class FontConfigurations: Sendable {
    /// The process's configurations.
    static let shared = FontConfigurations()

    /// What the configurations hold, reached only through `state.withLock`. Its C pointers
    /// (fontconfig configurations) fontconfig makes safe to use from several threads, as above.
    private struct State {
        /// Built configurations by their font list; each holds one reference, kept for the process.
        var built: [[FontFile]: CHandle<OpaquePointer>] = [:]
        /// Whether `installEmptyDefault` made an empty configuration the process's default.
        var emptyDefault = false
    }

    private let state = Locked(State())

    /// A configuration holding exactly `fonts`, with a reference the caller owns (release it
    /// with `FcConfigDestroy`). A missing or unreadable file is an error naming it and its
    /// package; a failed build is not kept.
    func configuration(for fonts: [FontFile]) throws -> OpaquePointer {
        try state.withLock { state in
            if let config = state.built[fonts]?.pointer {
                FcConfigReference(config)
                return config
            }
            let config = try Self.build(fonts, cacheDirectory: CacheDirectory.url()?.path)
            state.built[fonts] = CHandle(config)
            FcConfigReference(config)
            return config
        }
    }

    /// Makes an empty configuration fontconfig's process-wide default (once; it replaces any
    /// default already loaded, so call it before anything uses fontconfig). True when the
    /// default is now that empty configuration.
    static func installEmptyDefault() -> Bool {
        shared.state.withLock { state in
            if state.emptyDefault { return true }
            guard let empty = FcConfigCreate() else { return false }
            defer { FcConfigDestroy(empty) }  // FcConfigSetCurrent keeps its own reference.
            state.emptyDefault = FcConfigSetCurrent(empty) != 0
            return state.emptyDefault
        }
    }

    /// Every application font of `config` in fontconfig's name syntax (family, style, file,
    /// charset, languages…), in the configuration's order: what font matching sees.
    static func fontDescriptions(of config: OpaquePointer) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication), let fonts = set.pointee.fonts else { return [] }
        return (0..<Int(set.pointee.nfont)).map { i in
            guard let font = fonts[i], let name = FcNameUnparse(font) else { return "" }
            defer { free(name) }
            return String(cString: name)
        }
    }

    /// An empty configuration holding `FontRules` (nil when fontconfig has no memory for one);
    /// fontconfig refusing the rules is an error.
    static func configurationWithRules() throws -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        guard FontRules.load(into: config) else {
            FcConfigDestroy(config)
            throw NativeError.cairo(operation: "FcConfigParseAndLoadFromMemory", status: "the emoji rules were refused")
        }
        return config
    }

    /// Loads `fonts` into a new configuration (with one reference, the caller's), through the
    /// scan cache in `cacheDirectory` when it is given and works, else by scanning every file.
    static func build(_ fonts: [FontFile], cacheDirectory: String?) throws -> OpaquePointer {
        // Only readable regular files reach fontconfig: a FIFO would block its scan for good.
        for font in fonts where (try? InputFile.checkRegularFile(font.path, kind: "font file")) == nil
            || !FileManager.default.isReadableFile(atPath: font.path) {
            throw NativeError.missingFont(path: font.path, family: font.family, package: font.package)
        }
        if let cacheDirectory, let config = try configurationWithRules() {
            if FontScanCache.load(fonts, into: config, directory: cacheDirectory) { return OpenFontFaces.attach(to: config) }
            FcConfigDestroy(config)
        }
        guard let config = try configurationWithRules() else { throw NativeError.cairo(operation: "FcConfigCreate", status: "out of memory") }
        for font in fonts {
            let added = font.path.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: font.path.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) }
            }
            guard added != 0 else {
                FcConfigDestroy(config)
                throw NativeError.missingFont(path: font.path, family: font.family, package: font.package)
            }
        }
        return OpenFontFaces.attach(to: config)
    }
}
