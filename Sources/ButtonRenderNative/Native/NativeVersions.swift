import ButtonRenderModel
import CCairo

/// The versions of the native libraries that draw, as loaded at run time: Cairo, Pango,
/// HarfBuzz (shapes), FreeType (rasterises glyphs), fontconfig, librsvg (SVG icons; asking
/// opens it, `RsvgLibrary`) and zlib.
package enum NativeVersions {
    /// Each library's name and version, in this fixed order.
    package static var libraries: [(name: String, version: String)] {
        let fc = Int(FcGetVersion())
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        br_freetype_version(&major, &minor, &patch)
        return [
            ("cairo", String(cString: cairo_version_string())),
            ("pango", String(cString: pango_version_string())),
            ("harfbuzz", String(cString: hb_version_string())),
            ("freetype", "\(major).\(minor).\(patch)"),
            ("fontconfig", "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"),
            ("librsvg", librsvgVersion),
            ("zlib", String(cString: zlibVersion())),
        ]
    }

    /// librsvg's version, opening it (`RsvgLibrary`): "unavailable" when it cannot be opened.
    private static var librsvgVersion: String {
        switch RsvgLibrary.opened {
        case .success(let library): return library.version
        case .failure: return "unavailable"
        }
    }

    /// "cairo 1.16.0, pango 1.50.12, harfbuzz 6.0.0, …".
    package static var summary: String { libraries.map { "\($0.name) \($0.version)" }.joined(separator: ", ") }
}
