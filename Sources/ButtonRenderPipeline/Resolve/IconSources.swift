import ButtonRenderModel
import Foundation
import ButtonRenderSupport

/// Turns a spec's `icon` into an icon source: a name in the system's icon font, or a path to
/// an SVG or PNG file (anything ending in `.svg` or `.png`, relative paths already made
/// absolute by the loader).
enum IconSources {
    /// The icon font every system draws icon names with: Material Icons, which the font
    /// registry (`FontRegistry`) bundles (it also stands in for SF Symbols).
    static let iconFontFamily = "Material Icons"

    /// The source for an icon field.
    static func resolve(_ value: String, field: [String], iconFont: String) throws -> IconSource {
        if ImageFileReference.names(value) { return .file(path: value) }
        guard value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw FieldError(field, .notAnIcon(value))
        }
        return .font(name: value, family: iconFont)
    }
}
