import ButtonRenderModel
import ButtonRenderNative
import Foundation
import ButtonRenderSupport

/// Everything outside a spec that a verify verdict depends on, as one digest: the running
/// binary and every shared library it loaded (their file identities, so a rebuilt binary or
/// an upgraded Cairo, Pango, librsvg, libspng, libdeflate, fontconfig, FreeType or HarfBuzz
/// changes it), the drawing and codec libraries' versions, the font files, the built-in theme
/// files in the resource bundle (by content), the environment variables that steer locale,
/// fontconfig, Pango and Cairo, and the working folder. Computed once per run.
package enum VerificationEnvironment {
    /// Prefixes of environment variables that can change what is drawn (the locale picks
    /// Pango's default language, which picks among CJK fonts, for one).
    static let variablePrefixes = ["LANG", "LC_", "PANGO", "FONTCONFIG", "FC_", "CAIRO", "RSVG", "GDK", "G_", "XDG_DATA", "HARFBUZZ", "HB_", "FREETYPE"]

    /// The digest of this process's environment as described above.
    package static func digest() -> ContentHash {
        var hasher = ContentHasher()
        hasher.combine("buttonrender verification environment 1")
        hasher.combine(LibraryVersions.buttonRender)
        // Asking librsvg its version opens it (`RsvgLibrary`, opened on first use), so the
        // libraries read next include it whether or not this process has drawn an SVG yet.
        hasher.combine(LibraryVersions.summary)
        hasher.combine("exe " + FileIdentity.of("/proc/self/exe"))
        for library in loadedLibraries() { hasher.combine(library + " " + FileIdentity.of(library)) }
        for font in FontRegistry.defaultFonts { hasher.combine(font.path + " " + FileIdentity.of(font.path)) }
        for (name, digest) in builtInThemeFiles() { hasher.combine(name); hasher.combine(digest) }
        let environment = ProcessInfo.processInfo.environment
        for name in environment.keys.sorted() where variablePrefixes.contains(where: { name.hasPrefix($0) }) {
            hasher.combine(name + "=" + (environment[name] ?? ""))
        }
        hasher.combine(FileManager.default.currentDirectoryPath)
        return hasher.finalize()
    }

    /// The shared objects mapped into this process (`/proc/self/maps`), sorted, each once;
    /// empty where there is no `/proc`.
    static func loadedLibraries() -> [String] {
        guard let maps = FileIdentity.contents("/proc/self/maps") else { return [] }
        // Each line ends in the mapped file's path, from its first '/'.
        var paths = Set<String>()
        var lineStart = 0
        let slash = UInt8(ascii: "/"), newline = UInt8(ascii: "\n")
        let so = Array(".so".utf8)
        for (i, byte) in maps.enumerated() where byte == newline {
            defer { lineStart = i + 1 }
            guard let first = maps[lineStart..<i].firstIndex(of: slash) else { continue }
            let path = maps[first..<i]
            guard path.count > 3, path.indices.dropLast(2).contains(where: { path[$0] == so[0] && path[$0 + 1] == so[1] && path[$0 + 2] == so[2] })
            else { continue }
            paths.insert(String(decoding: path, as: UTF8.self))
        }
        return paths.sorted()
    }

    /// The built-in theme files of the resource bundle (`Tokens/`), by name, with the digest
    /// of each one's bytes.
    static func builtInThemeFiles() -> [(String, ContentHash)] {
        guard let folder = BuiltInTokenFiles.folder?.path,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [("Tokens", ContentHash(of: "missing"))] }
        return names.sorted().map { name in
            (name, FileIdentity.contents(folder + "/" + name).map { ContentHash(of: $0) } ?? ContentHash(of: "unreadable"))
        }
    }
}
