import ButtonRenderModel

/// UIKit's menu indicator after a menu button's title: SF Symbol `chevron.down` for a pull-down
/// button, `chevron.up.chevron.down` for a pop-up, in the title's colour. Material Icons stands
/// in for SF Symbols (`expand_more`, `unfold_more`).
///
/// Sizes are estimates from iOS's look (no published numbers): UIKit draws the indicator about
/// as tall as the title's cap height. Inter's cap height is 0.73 em; `unfold_more` fills 18/24
/// of its box's height, so a box of the title's size draws it 0.75 em tall. `chevron.down` is
/// about 0.65 em wide and 0.38 em tall; `expand_more` fills 12/24 by 7.4/24 of its box, so its
/// box is 1.25 em (0.63 em by 0.39 em). The gap to the title is 4 points.
enum MenuIndicator {
    /// The gap between the title (or image) and the indicator, in points.
    static let gap = 4.0

    /// The indicator's box side for a title of `titleSize` points.
    static func size(_ kind: MenuButtonKind, titleSize: Double) -> Double {
        switch kind {
        case .pullDown: return (titleSize * 1.25).rounded()
        case .popUp: return titleSize.rounded()
        }
    }

    /// The Material Icons name standing in for the SF Symbol.
    static func iconName(_ kind: MenuButtonKind) -> String {
        kind == .pullDown ? "expand_more" : "unfold_more"
    }

    /// The indicator of a `kind` menu button, sized to its title and drawn in its colour.
    static func resolve(_ kind: MenuButtonKind, for button: ResolvedButton) throws -> ResolvedIcon {
        ResolvedIcon(source: try IconSources.resolve(iconName(kind), field: ["menu"], iconFont: IconSources.iconFontFamily),
                     size: size(kind, titleSize: button.font.size), gap: gap, placement: .trailing, color: button.labelColor)
    }
}
