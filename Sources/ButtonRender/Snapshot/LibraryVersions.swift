/// The versions of the native libraries that draw the images, named in snapshot failures:
/// a golden recorded with other versions may differ for that reason alone.
public enum LibraryVersions {
    /// "cairo 1.16.0, pango 1.50.12, ..."
    public static var summary: String { NativeVersions.summary }
}
