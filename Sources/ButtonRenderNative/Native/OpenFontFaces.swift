import ButtonRenderModel
import CCairo
import Foundation
import ButtonRenderSupport

/// The FreeType faces of every font file a font configuration holds, opened once per process
/// and never closed, and named in each font's pattern (`FC_FT_FACE`), so that Cairo draws with
/// them instead of opening the files itself.
///
/// Why: Cairo 1.16 keeps at most ten faces of the files it opened itself, and closes one
/// (`FT_Done_Face`) to open another, judging it unused without taking its lock. A thread that
/// locked that face a moment before (a glyph's outline, a label being shown) then draws with
/// a freed face; FreeType's error stays on the shared scaled font, and every later drawing with
/// it fails with "error occurred in libfreetype" (seen about once in nine full test runs, in a
/// two-thread batch of sheets that use more than ten font files). Cairo never closes a face it
/// was given. A face is keyed by its file's path, face index and `FileIdentity` (device, inode,
/// size, times), so a font file rewritten in place (a preview watching a system's fonts) is
/// opened anew, not drawn from the old face.
enum OpenFontFaces {
    /// The library the faces are opened in, made by the first `attach`, and the open faces,
    /// by face index, path and file identity. Reached only through `opened.withLock`, since
    /// FreeType requires face creation on one library to be serialised.
    ///
    /// Its C pointers (FreeType's library and faces) are created only by a thread holding the
    /// lock; the faces are then used under Cairo's own locks.
    private struct Opened {
        var library: CHandle<FT_Library>?
        var faces: [String: CHandle<FT_Face>] = [:]
    }

    private static let opened = Locked(Opened())

    /// Replaces each font of `config`'s application font set by a copy naming its open face,
    /// and returns `config`. A font whose file FreeType cannot open keeps its pattern (Cairo
    /// then opens the file itself, as it did before).
    static func attach(to config: OpaquePointer) -> OpaquePointer {
        guard let set = FcConfigGetFonts(config, FcSetApplication), let patterns = set.pointee.fonts else { return config }
        return opened.withLock { opened in
            if opened.library == nil {
                var made: FT_Library?
                guard FT_Init_FreeType(&made) == 0, let made else { return config }
                opened.library = CHandle(made)
            }
            for i in 0..<Int(set.pointee.nfont) {
                var file: UnsafeMutablePointer<FcChar8>?
                var index: Int32 = 0
                guard let font = patterns[i], FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
                _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
                let path = String(cString: file)
                let key = "\(index) \(FileIdentity.of(path)) \(path)"
                if opened.faces[key] == nil {
                    var face: FT_Face?
                    if FT_New_Face(opened.library?.pointer, path, FT_Long(index), &face) == 0, let face { opened.faces[key] = CHandle(face) }
                }
                guard let face = opened.faces[key]?.pointer, let copy = FcPatternDuplicate(font) else { continue }
                guard FcPatternAddFTFace(copy, FC_FT_FACE, face) != 0 else {
                    FcPatternDestroy(copy)
                    continue
                }
                // The set owns its patterns: the copy takes the original's place and the original goes.
                patterns[i] = copy
                FcPatternDestroy(font)
            }
            return config
        }
    }
}
