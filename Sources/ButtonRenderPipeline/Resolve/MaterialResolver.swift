import ButtonRenderModel
import ButtonRenderTokens

/// Resolves a Material spec: fills every missing field with MDC's themed default for its
/// style, state and appearance (colours and metrics from the `material` token theme, or a
/// user's tokens over it), then applies the spec's overrides.
enum MaterialResolver {
    /// The states Material buttons have (`pressed` is accepted as `highlighted`).
    static let states: [ButtonState] = [.normal, .highlighted, .focused, .hovered, .selected, .disabled]

    /// The default label when a spec has no title.
    static let defaultTitle = "Button"

    /// Resolves a spec. Throws `FieldError` for values the theme cannot resolve.
    static func resolve(_ spec: ButtonSpec, system: SystemTraits) throws -> ResolvedButton {
        let style = try system.style(of: spec)
        let state = try ButtonState.validated(spec.state, allowed: states, system: system.id)
        let theme = try ThemeContext(spec: spec, system: system)
        if style == .toggle || style == .icon { return try resolveIconButton(spec, system: system.id, style: style, state: state, theme: theme) }
        let disabled = state == .disabled

        var label = style == .contained ? try theme.color("color.onPrimary") : try theme.color("color.primary")
        if disabled { label = try theme.color("color.onSurface").withAlphaMultiplied(by: try theme.number("opacity.disabledContent")) }
        var container: RGBAColor = style == .contained ? try theme.color("color.primary") : .clear
        if disabled, style == .contained {
            container = try theme.color("color.onSurface").withAlphaMultiplied(by: try theme.number("opacity.disabledContainer"))
        }
        let outline = try theme.color("color.onSurface").withAlphaMultiplied(by: try theme.number("opacity.outline"))
        let stroke = style == .outlined
            ? ResolvedStroke(width: try theme.dimension("button.outlineWidth"), color: outline, alignment: .inside) : nil
        // MDC iOS's MDCShadowLayer unless the spec asks for Web's three shadows.
        let shadowModel = spec.shadowModel ?? .ios
        let shadows = ElevationShadows.shadows(elevation: try optionalNumber("stateElevation.\(style.rawValue).\(state.rawValue)", theme),
                                               model: shadowModel, color: try theme.color("color.shadow"))

        let font = ResolvedFont(family: try theme.fontFamily("font.family"), weight: try theme.fontWeight("font.weight"),
                                size: try theme.dimension("font.size"), letterSpacing: try theme.dimension("font.letterSpacing"))
        var title = spec.title ?? defaultTitle
        if spec.font?.uppercase ?? true { title = title.uppercased() }

        var icon: ResolvedIcon?
        if let name = spec.icon, !name.isEmpty {
            icon = ResolvedIcon(source: try IconSources.resolve(name, field: ["icon"], iconFont: IconSources.iconFontFamily),
                                size: try theme.dimension("button.iconSize"), gap: try theme.dimension("button.iconGap"),
                                placement: spec.placement ?? .leading, color: (spec.iconTint ?? true) ? label : nil)
        }
        let vertical = try theme.dimension("button.paddingVertical"), horizontal = try theme.dimension("button.paddingHorizontal")
        let iconSideInset: Double? = (icon != nil && style != .text) ? try theme.dimension("button.iconSidePadding") : nil

        var button = ResolvedButton(
            name: spec.name ?? "button", system: system.id, style: style, state: state, appearance: theme.appearance,
            title: title, font: font, labelColor: label, icon: icon, containerColor: container, stroke: stroke,
            cornerRadius: .all(try theme.dimension("button.cornerRadius")), shadows: shadows,
            stateLayer: .clear, ripple: nil,
            insets: EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal), iconSideInset: iconSideInset,
            width: .fitContent(maximum: nil), height: nil,
            minimumSize: Size(width: try theme.dimension("button.minWidth"), height: try theme.dimension("button.height")),
            touchTarget: try theme.dimension("button.touchTarget"), canvasPadding: nil, background: .clear, scale: 1)
        let ink = try theme.color(style == .contained ? "color.onPrimary" : "color.primary")
            .withAlphaMultiplied(by: try theme.number(style == .outlined || style == .contained ? "ink.\(style.rawValue)" : "ink.text"))
        try button.applyOverrides(spec, states: states, theme: theme, ink: ink, outline: outline, elevationModel: shadowModel)
        // The state layer is the (final) label colour at the state's opacity (none when pressed).
        button.stateLayer = button.labelColor.withAlphaMultiplied(by: try optionalNumber("stateLayer.\(style.rawValue).\(state.rawValue)", theme))
        settleInk(&button, spec: spec, ink: ink)
        return button
    }

    /// Icon buttons and icon toggle buttons: a 48x48 circle around a 24pt icon, medium
    /// emphasis (onSurface 60%) unselected and primary when a toggle is selected, which also
    /// shows `selectedIcon`.
    static func resolveIconButton(_ spec: ButtonSpec, system: ButtonSystem, style: ButtonStyle, state: ButtonState, theme: ThemeContext) throws -> ResolvedButton {
        let selected = style == .toggle && state == .selected
        var color = selected ? try theme.color("color.primary") : try theme.color("color.onSurface").withAlphaMultiplied(by: 0.6)
        if state == .disabled { color = try theme.color("color.onSurface").withAlphaMultiplied(by: try theme.number("opacity.disabledContent")) }
        let defaultIcon = style == .toggle ? "favorite_border" : "more_vert"
        let name = selected ? (spec.selectedIcon ?? spec.icon ?? "favorite") : (spec.icon ?? defaultIcon)
        let field = selected && spec.selectedIcon != nil ? ["selectedIcon"] : ["icon"]
        let icon = ResolvedIcon(source: try IconSources.resolve(name, field: field, iconFont: IconSources.iconFontFamily),
                                size: try theme.dimension("iconButton.iconSize"), gap: 0, placement: .leading,
                                color: (spec.iconTint ?? true) ? color : nil)
        let size = try theme.dimension("iconButton.size")
        var button = ResolvedButton(
            name: spec.name ?? "button", system: system, style: style, state: state, appearance: theme.appearance,
            title: "", font: ResolvedFont(family: try theme.fontFamily("font.family"), weight: try theme.fontWeight("font.weight"),
                                          size: try theme.dimension("font.size"), letterSpacing: try theme.dimension("font.letterSpacing")),
            labelColor: color, icon: icon, containerColor: .clear, stroke: nil,
            cornerRadius: .halfHeight, shadows: [], stateLayer: .clear, ripple: nil, insets: .zero, iconSideInset: nil,
            width: .points(size), height: size, minimumSize: Size(width: size, height: size),
            touchTarget: try theme.dimension("button.touchTarget"), canvasPadding: nil, background: .clear, scale: 1)
        let ink = color.withAlpha(try theme.number("ink.text"))
        try button.applyOverrides(spec, states: states, theme: theme, ink: ink, outline: color, elevationModel: spec.shadowModel ?? .ios)
        // Selected toggles show their selection by the icon, not by a layer; pressed shows the
        // ink, settled over the circle.
        let opacity = state == .selected ? 0 : try optionalNumber("stateLayer.text.\(state.rawValue)", theme)
        button.stateLayer = button.labelColor.withAlpha(1).withAlphaMultiplied(by: opacity)
        settleInk(&button, spec: spec, ink: ink)
        return button
    }

    /// A number token that may be absent (a style or state the theme lists no value for): 0.
    static func optionalNumber(_ name: String, _ theme: ThemeContext) throws -> Double {
        theme.tokens.contains(name) ? try theme.number(name) : 0
    }

    /// A pressed button whose spec draws no `ripple` frame shows MDC's ink as it looks once it
    /// has spread: the last frame of the ripple (progress 1, touched at the centre, 96% of the
    /// way from its initial radius to half the diagonal plus 10), bounded, so it covers the
    /// container shape at the style's ink colour.
    static func settleInk(_ button: inout ResolvedButton, spec: ButtonSpec, ink: RGBAColor) {
        guard button.state == .highlighted || button.state == .pressed, spec.ripple == nil else { return }
        button.ripple = ResolvedRipple(x: nil, y: nil, radius: nil, progress: 1, color: ink, bounded: true)
    }
}
