import ButtonRenderNative

/// The versions of ButtonRender and of the native libraries that draw the images, named in
/// snapshot failures, by `render-cli --version` and in a snapshots folder's
/// `GoldenEnvironment` manifest: a golden recorded with other versions may differ for that
/// reason alone.
package enum LibraryVersions {
    /// This package's version (its release tag).
    package static let buttonRender = "0.2.0"

    /// Each native library's name and version as loaded at run time: cairo, pango, harfbuzz,
    /// freetype, fontconfig, librsvg, zlib, libspng, libdeflate.
    package static var libraries: [(name: String, version: String)] { NativeVersions.libraries + CodecVersions.libraries }

    /// "cairo 1.16.0, pango 1.50.12, ..., libspng 0.7.3, libdeflate 1.14": the drawing libraries
    /// and the PNG codec's.
    package static var summary: String { NativeVersions.summary + ", " + CodecVersions.summary }
}
