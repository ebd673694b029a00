/// Material 2 button defaults, as MDC iOS themes them (`docs/reference/material.md`).
public enum MaterialTheme {
    /// Container height in points.
    public static let height = 36.0
    /// Minimum visual size, as MDC's `minimumSize`.
    public static let minimumSize = Size(width: 64, height: 36)
    /// Content insets: 8 top and bottom, 16 left and right.
    public static let contentInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    /// Padding on the icon's side of outlined and contained buttons that have an icon.
    public static let iconSidePadding = 12.0
    /// Corner radius set by the theme.
    public static let cornerRadius = 4.0
    /// Icon size and its gap to the label.
    public static let iconSize = 18.0, iconGap = 8.0
    /// Outline width of the outlined button.
    public static let outlineWidth = 1.0
    /// The touch target the docs recommend extending hit areas to.
    public static let touchTarget = 48.0
    /// Label typography: Roboto Medium 14, letter spacing 1.25, uppercase (M2 "button").
    public static let font = ResolvedFont(family: "Roboto", weight: 500, size: 14, letterSpacing: 1.25)
    /// The icon font's family.
    public static let iconFamily = "Material Icons"

    /// Elevation in dp of a style in a state: contained buttons rest at 2, rise to 4 on hover
    /// and focus (Web M2), to 8 when pressed, and drop to 0 when disabled.
    public static func elevation(style: ButtonStyle, state: ButtonState) -> Double {
        guard style == .contained else { return 0 }
        switch state {
        case .normal, .selected: return 2
        case .hovered, .focused: return 4
        case .highlighted, .pressed: return 8
        case .disabled, .loading: return 0
        }
    }

    /// Opacity of the state layer (label colour over the container) for a style in a state.
    /// Pressed (highlighted) has none: MDC iOS draws only the ink there (`inkColor`), which a
    /// pressed button without a `ripple` frame shows settled over its whole shape.
    public static func stateLayerOpacity(style: ButtonStyle, state: ButtonState) -> Double {
        let lightInk = style == .contained
        switch state {
        case .normal, .disabled, .loading, .highlighted, .pressed: return 0
        case .hovered: return lightInk ? 0.08 : 0.04
        case .focused: return lightInk ? 0.24 : 0.12
        case .selected: return lightInk ? 0.16 : 0.08
        }
    }

    /// The ink (ripple) colour of a style: primary at 16% (text), 12% (outlined), onPrimary at
    /// 32% (contained).
    public static func inkColor(style: ButtonStyle, scheme: ColorScheme) -> RGBAColor {
        switch style {
        case .contained: return scheme["onPrimary"].withAlphaMultiplied(by: 0.32)
        case .outlined: return scheme["primary"].withAlphaMultiplied(by: 0.12)
        default: return scheme["primary"].withAlphaMultiplied(by: 0.16)
        }
    }
}
