import ButtonRenderModel
import CDeflate
import CSpng

/// The versions of the libraries that encode and decode PNGs, for `LibraryVersions`: libspng
/// decodes (through zlib), libdeflate compresses and checksums.
package enum CodecVersions {
    /// Each library's name and version: libspng, then libdeflate.
    package static var libraries: [(name: String, version: String)] {
        [("libspng", String(cString: spng_version_string())), ("libdeflate", LIBDEFLATE_VERSION_STRING)]
    }

    /// "libspng 0.7.3, libdeflate 1.14".
    package static var summary: String { libraries.map { "\($0.name) \($0.version)" }.joined(separator: ", ") }
}
