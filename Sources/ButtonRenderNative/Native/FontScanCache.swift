import ButtonRenderModel
import CCairo
import Foundation
import ButtonRenderSupport

/// Fontconfig's own scan cache for the registry's font files, so that a process reads what
/// FreeType found in them instead of opening and parsing every face again.
///
/// Fontconfig caches whole folders, and the fonts' folders hold many other files (which the
/// registry must not see), so the cache keeps a folder of its own per list of font files:
/// `<cache>/fonts/<signature>/`, holding one symbolic link per file (`00-Roboto-Thin.ttf`…, in
/// the list's order). The signature covers every file's path, device, inode, size and
/// modification time and fontconfig's version, so a changed font file gets a new folder and
/// a fresh scan. The configuration names `<cache>/fontconfig` as its `<cachedir>`; loading the
/// link folder (`FcConfigAppFontAddDir`) reads fontconfig's cache file there, or scans the
/// files and writes it. Each font's file is then set back to the real path, so the patterns
/// are the ones scanning the files directly gives, and fonts are chosen exactly as without a
/// cache.
///
/// The cache folder is `CacheDirectory`'s (`BUTTONRENDER_CACHE_DIR`, set empty to turn the
/// cache off; else `$XDG_CACHE_HOME/buttonrender` or `~/.cache/buttonrender`). When anything fails (a
/// read-only home, a CI sandbox) the caller scans the files as before; nothing is reported.
enum FontScanCache {
    /// Loads `fonts` into `config` through the cache in `directory` and returns true, or
    /// returns false having loaded nothing (the caller then scans the files). The files must
    /// exist (the caller checked them).
    static func load(_ fonts: [FontFile], into config: OpaquePointer, directory: String) -> Bool {
        guard !fonts.isEmpty, let links = linkFolder(for: fonts, in: directory),
              useCacheFolder(directory + "/fontconfig", in: config) else { return false }
        let added = links.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: links.utf8.count + 1) { FcConfigAppFontAddDir(config, $0) }
        }
        guard added != 0, let set = FcConfigGetFonts(config, FcSetApplication) else { return false }
        guard restoreFilePaths(in: set, links: links, fonts: fonts) else {
            FcConfigAppFontClear(config)
            return false
        }
        return true
    }

    /// The link folder for `fonts` (made when missing, atomically), or nil when it cannot be
    /// made or holds anything but the expected links.
    static func linkFolder(for fonts: [FontFile], in directory: String) -> String? {
        guard let signature = signature(of: fonts) else { return nil }
        let parent = directory + "/fonts"
        let folder = parent + "/" + signature
        let names = linkNames(for: fonts)
        if holdsExactly(names, fonts: fonts, folder: folder) { return folder }
        guard (try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)) != nil else { return nil }
        let staging = parent + "/.staging-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard mkdir(staging, 0o755) == 0 else { return nil }
        for (name, font) in zip(names, fonts) where symlink(font.path, staging + "/" + name) != 0 {
            try? FileManager.default.removeItem(atPath: staging)
            return nil
        }
        // Another process may have made the same folder meanwhile: then keep its.
        if rename(staging, folder) != 0 { try? FileManager.default.removeItem(atPath: staging) }
        return holdsExactly(names, fonts: fonts, folder: folder) ? folder : nil
    }

    /// One link name per font: its position (so fontconfig's sorted scan keeps the list's
    /// order) and its file name.
    private static func linkNames(for fonts: [FontFile]) -> [String] {
        fonts.enumerated().map { index, font in
            let position = String(index)
            return String(repeating: "0", count: max(0, 4 - position.count)) + position + "-" + LexicalPath.lastComponent(of: font.path)
        }
    }

    /// True when `folder` holds exactly the links `names`, each to its font's path.
    private static func holdsExactly(_ names: [String], fonts: [FontFile], folder: String) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder), entries.sorted() == names.sorted() else { return false }
        for (name, font) in zip(names, fonts) {
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name)) == font.path else { return false }
        }
        return true
    }

    /// A name for the list of files as they are now on disk: a hash of each file's path and
    /// identity (`FileIdentity`: device, inode, size, modification and status-change times),
    /// and of fontconfig's version; nil when a file cannot be read.
    static func signature(of fonts: [FontFile]) -> String? {
        var hasher = ContentHasher()
        hasher.combine("fontconfig \(FcGetVersion())")
        for font in fonts {
            let identity = FileIdentity.of(font.path)
            guard identity != FileIdentity.missing else { return nil }
            hasher.combine(font.path)
            hasher.combine(identity)
        }
        return hasher.finalize().description
    }

    /// Makes `folder` the configuration's `<cachedir>`. False (no cache) for a folder whose
    /// name XML cannot hold (a control character), which escaping would drop.
    private static func useCacheFolder(_ folder: String, in config: OpaquePointer) -> Bool {
        guard folder.unicodeScalars.allSatisfy(MarkupText.holds) else { return false }
        let escaped = MarkupText.escaped(folder)
        let document = "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n"
            + "<fontconfig><cachedir>\(escaped)</cachedir></fontconfig>\n"
        return document.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: document.utf8.count + 1) { FcConfigParseAndLoadFromMemory(config, $0, FcFalse) }
        } != 0
    }

    /// Replaces each font of `set` (loaded from the link folder) by a copy whose file is the
    /// real path its link points to. False when a font's file is not one of the links, or a
    /// font file gave no font.
    private static func restoreFilePaths(in set: UnsafeMutablePointer<FcFontSet>, links: String, fonts: [FontFile]) -> Bool {
        let byLink = Dictionary(uniqueKeysWithValues: zip(linkNames(for: fonts).map { links + "/" + $0 }, fonts.map(\.path)))
        var seen = Set<String>()
        let count = Int(set.pointee.nfont)
        guard count > 0, let patterns = set.pointee.fonts else { return false }
        for i in 0..<count {
            guard let font = patterns[i] else { return false }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file,
                  let real = byLink[String(cString: file)], let copy = FcPatternDuplicate(font) else { return false }
            seen.insert(real)
            FcPatternDel(copy, FC_FILE)
            let stored = real.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: real.utf8.count + 1) { FcPatternAddString(copy, FC_FILE, $0) }
            }
            guard stored != 0 else { FcPatternDestroy(copy); return false }
            patterns[i] = copy
            FcPatternDestroy(font)
        }
        return seen.count == Set(fonts.map(\.path)).count
    }
}
