import CDeflate
import CSpng

/// The versions of the libraries that encode and decode PNGs, for `LibraryVersions`: libspng
/// decodes (through zlib), libdeflate compresses and checksums.
public enum CodecVersions {
    /// "libspng 0.7.3, libdeflate 1.14".
    public static var summary: String {
        "libspng \(String(cString: spng_version_string())), libdeflate \(LIBDEFLATE_VERSION_STRING)"
    }
}
