/// What a documentation sheet shows.
public enum SheetKind: String, SpecEnum {
    /// A grid of one base button varied along rows, columns and side-by-side panels (a state
    /// matrix: states by styles, light and dark).
    case matrix
    /// Buttons side by side on a common midline with a caption under each (the four button
    /// types).
    case strip
    /// One button enlarged with numbered callouts on its parts and a legend.
    case anatomy
    /// One button enlarged with its measured dimensions in points.
    case redlines
    /// One button enlarged with its visual bounds and its touch target.
    case touchTarget
    /// A group of buttons in a view of a given width with its margins: side by side or stacked
    /// full width (seeds 002 and 004, "Button groups"), audited against the system's group rules.
    case group
    /// A UIKit menu button with its menu open below it (a rounded panel of its items, a
    /// checkmark before a pop-up's selected one), in light and dark side by side.
    case menu

    /// The fields a sheet of this kind takes besides the common ones.
    var fields: [SheetSpec.CodingKeys] {
        switch self {
        case .matrix: return [.base, .rows, .columns, .panels, .darkPanel]
        case .strip: return [.items, .darkPanel]
        case .anatomy: return [.button, .zoom, .callouts]
        case .redlines, .touchTarget: return [.button, .zoom]
        case .group: return [.items, .arrangement, .containerWidth, .margin, .directional]
        case .menu: return [.button]
        }
    }
}
