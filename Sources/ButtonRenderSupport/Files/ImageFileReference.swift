/// How a spec's text field names an image file rather than an icon name: it ends in `.svg` or
/// `.png`, in any case. The icon fields, background images, the loader that makes such paths
/// absolute, the path policy, a run's list of input files and the verification cache's keys
/// all ask this one question.
package enum ImageFileReference {
    /// Whether `value` names an SVG or PNG file (`.svg` or `.png`, in any case).
    package static func names(_ value: String) -> Bool {
        let lower = value.lowercased()
        return lower.hasSuffix(".svg") || lower.hasSuffix(".png")
    }
}
