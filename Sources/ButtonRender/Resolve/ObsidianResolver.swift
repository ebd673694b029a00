/// Resolves a spec of the token-named product system (seed 003): Primary (solid), Secondary
/// (outline) and Text buttons, light and dark, Enabled, Disabled, Focused and Pressed, with
/// the seed's token pairings (Obsidian, Denim and Slate scales in the `obsidian` theme).
/// Type 1 "flexible" padding is `width: fill` (the container stretches with its parent, with a
/// minimum inner padding); Type 2 "fixed" padding hugs the text with 16pt on each side.
public enum ObsidianResolver {
    /// The states the seed names: Enabled (`normal`), Disabled, Focused, Pressed.
    public static let states: [ButtonState] = [.normal, .highlighted, .focused, .disabled]

    /// Resolves a spec.
    public static func resolve(_ spec: ButtonSpec, system: SystemTraits) throws -> ResolvedButton {
        let style = try system.style(of: spec)
        let state = try ButtonState.validated(spec.state, allowed: states, system: system.id)
        let theme = try ThemeContext(spec: spec, system: system)
        let disabled = state == .disabled
        let group = "button.\(style.rawValue)."

        var foreground: RGBAColor, background: RGBAColor = .clear, stroke: ResolvedStroke?
        let strokeWidth = try theme.dimension("button.strokeWidth")
        switch style {
        case .primary:
            foreground = try theme.color(group + (disabled ? "disabledForeground" : "foreground"))
            background = try theme.color(group + (disabled ? "disabledBackground" : "background"))
        case .secondary:
            foreground = try theme.color(group + (disabled ? "disabledForeground" : "foreground"))
            stroke = ResolvedStroke(width: strokeWidth, color: try theme.color(group + (disabled ? "disabledStroke" : "stroke")), alignment: .inside)
        default:
            foreground = try theme.color(group + (disabled ? "disabledForeground" : "foreground"))
        }

        let fill = spec.width == .fill
        let pad = fill ? try theme.dimension("button.minimumPadding") : try theme.dimension("button.fixedPadding")
        let height = try theme.dimension("button.height")
        let font = ResolvedFont(family: try theme.fontFamily("font.family"), weight: try theme.fontWeight("font.weight"),
                                size: try theme.dimension("font.size"))
        var icon: ResolvedIcon?
        if let name = spec.icon, !name.isEmpty {
            icon = ResolvedIcon(source: try IconSources.resolve(name, field: ["icon"], iconFont: IconSources.iconFontFamily),
                                size: try theme.dimension("button.iconSize"), gap: try theme.dimension("button.iconGap"), placement: spec.placement ?? .leading, color: (spec.iconTint ?? true) ? foreground : nil)
        }
        var button = ResolvedButton(
            name: spec.name ?? "button", system: .obsidian, style: style, state: state, appearance: theme.appearance,
            title: spec.title ?? "Button", font: font, labelColor: foreground, icon: icon, containerColor: background,
            stroke: stroke, cornerRadius: .all(try theme.dimension("button.cornerRadius")), shadows: [],
            stateLayer: .clear, ripple: nil, insets: EdgeInsets(top: 0, left: pad, bottom: 0, right: pad), iconSideInset: nil,
            width: .fitContent(maximum: nil), height: nil, minimumSize: Size(width: 0, height: height),
            touchTarget: 44, canvasPadding: nil, background: .clear, scale: 1)
        let fillMargin = fill ? try theme.dimension("button.margin") : 0
        // Pressed (not specified by the seed): the content colour over the container at the
        // opacity of the theme's pressed overlay, so dark and light containers both show it.
        if state == .highlighted {
            button.stateLayer = button.labelColor.withAlpha(try theme.color("button.pressedOverlay").alpha)
        }
        if state == .focused {
            button.focusRing = ResolvedFocusRing(width: try theme.dimension("button.focusRingWidth"), gap: try theme.dimension("button.focusRingGap"),
                                                 color: try theme.color("button.focusRing"))
        }
        try button.applyOverrides(spec, states: states, theme: theme, ink: foreground.withAlphaMultiplied(by: 0.12), outline: foreground, fillMargin: fillMargin)
        return button
    }
}
