/// Fields of one spec that say contradictory things (or a field that needs another the spec
/// does not give). Each case keeps the values it names; `description` names both fields.
public enum SpecContradiction: Equatable, Sendable, CustomStringConvertible {
    /// `imagePlacement` and `iconPlacement` place the icon differently.
    case placements(imagePlacement: String, iconPlacement: String)
    /// `cornerRadius` with a `cornerStyle` other than fixed, which sets the radii itself.
    case cornerRadiusWithCornerStyle(String)
    /// `elevation` with `shadows`, which replace the elevation's shadows.
    case elevationWithShadows
    /// `shadowModel` with `shadows`, which are given whole, not made from an elevation.
    case shadowModelWithShadows
    /// `contentEdgeInsets` different from `insets`, which set the same insets.
    case contentEdgeInsetsWithInsets
    /// An `icon` with a `buttonType` that draws its own glyph.
    case iconWithGlyphButtonType(String)
    /// A `menu` on a system other than UIKit.
    case menuOnSystem(String)
    /// `changesSelectionAsPrimaryAction` without a `menu`.
    case selectionWithoutMenu
    /// `showsMenuAsPrimaryAction` without a `menu`.
    case menuActionWithoutMenu

    /// The sentence users see.
    public var description: String {
        switch self {
        case .placements(let image, let icon):
            return "imagePlacement '\(image)' contradicts iconPlacement '\(icon)'; give one of them"
        case .cornerRadiusWithCornerStyle(let style):
            return "cornerRadius contradicts cornerStyle '\(style)', which sets the radii; "
                + "give one of them (cornerStyle 'fixed' takes cornerRadius)"
        case .elevationWithShadows: return "elevation contradicts shadows, which replace the elevation's shadows; give one of them"
        case .shadowModelWithShadows:
            return "shadowModel contradicts shadows, which are drawn as given, not made from an elevation; give one of them"
        case .contentEdgeInsetsWithInsets:
            return "contentEdgeInsets contradicts insets, which set the same content insets; give one of them"
        case .iconWithGlyphButtonType(let type): return "icon contradicts buttonType '\(type)', which draws its own glyph; give one of them"
        case .menuOnSystem(let system): return "menu is a UIKit field; system '\(system)' has no menu buttons (use system: uikit)"
        case .selectionWithoutMenu:
            return "changesSelectionAsPrimaryAction needs a menu to select from; give menu: {items: [...]}"
        case .menuActionWithoutMenu: return "showsMenuAsPrimaryAction needs a menu to show; give menu: {items: [...]}"
        }
    }
}
