import ButtonRenderModel
import CCairo
import Foundation

/// The process's fontconfig configurations, one per list of font files: loading a file into a
/// configuration scans it (FreeType opens and parses every face), which is most of what
/// setting up fonts costs, so it happens once per process, not once per thread or renderer,
/// and across processes fontconfig's scan cache (`FontScanCache`) answers instead when it can.
/// Fontconfig configurations are reference counted and safe to use from several threads; each
/// thread still gets its own Pango font map over the shared configuration.
/// `@unchecked Sendable`: its mutable state (`built`, `emptyDefault`) is private and only
/// touched under `lock`; the fontconfig objects it hands out are thread-safe, as above.
final class FontConfigurations: @unchecked Sendable {
    /// The process's configurations.
    static let shared = FontConfigurations()

    private let lock = NSLock()
    /// Built configurations by their font list; each holds one reference, kept for the process.
    private var built: [[FontFile]: OpaquePointer] = [:]
    /// Whether `installEmptyDefault` made an empty configuration the process's default.
    private var emptyDefault = false

    /// A configuration holding exactly `fonts`, with a reference the caller owns (release it
    /// with `FcConfigDestroy`). A missing or unreadable file is an error naming it and its
    /// package; a failed build is not kept.
    func configuration(for fonts: [FontFile]) throws -> OpaquePointer {
        lock.lock(); defer { lock.unlock() }
        if let config = built[fonts] {
            FcConfigReference(config)
            return config
        }
        let config = try Self.build(fonts, cacheDirectory: CacheDirectory.url()?.path)
        built[fonts] = config
        FcConfigReference(config)
        return config
    }

    /// Makes an empty configuration fontconfig's process-wide default (once; it replaces any
    /// default already loaded, so call it before anything uses fontconfig). True when the
    /// default is now that empty configuration.
    static func installEmptyDefault() -> Bool {
        shared.lock.lock(); defer { shared.lock.unlock() }
        if shared.emptyDefault { return true }
        guard let empty = FcConfigCreate() else { return false }
        defer { FcConfigDestroy(empty) }  // FcConfigSetCurrent keeps its own reference.
        shared.emptyDefault = FcConfigSetCurrent(empty) != 0
        return shared.emptyDefault
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
