/// Resolves a Material 3 spec: filled, tonal, elevated, outlined and text common buttons,
/// every number from the `material3` token theme (the published Material 3 tokens; see
/// `Themes/Tokens/material3.tokens.json`). A style's token group (`filled.`, `tonal.`…) gives
/// its container and label colours, its elevation level per state and its spacing; states
/// draw a state layer of the label colour (hover 8%, focus and pressed 10%); disabled buttons
/// are onSurface at 12% (container, outline) and 38% (label). Pressed draws no ink: a still
/// Material 3 press is its state layer.
public enum Material3Resolver {
    /// The states of Material 3 common buttons (`pressed` is accepted as `highlighted`).
    public static let states: [ButtonState] = [.normal, .hovered, .focused, .highlighted, .disabled]

    /// Resolves a spec. Throws `FieldError` for values the theme cannot resolve.
    public static func resolve(_ spec: ButtonSpec, system: SystemTraits) throws -> ResolvedButton {
        let style = try system.style(of: spec)
        let state = try ButtonState.validated(spec.state, allowed: states, system: system.id)
        let theme = try ThemeContext(spec: spec, system: system)
        let group = style.rawValue + "."
        let disabled = state == .disabled
        let onSurface = try theme.color("color.onSurface")

        var label = try theme.color(group + "labelColor")
        var container = try theme.color(group + "containerColor")
        if disabled {
            label = onSurface.withAlphaMultiplied(by: try theme.number("disabled.labelOpacity"))
            if !container.isClear { container = onSurface.withAlphaMultiplied(by: try theme.number("disabled.containerOpacity")) }
        }
        var stroke: ResolvedStroke?
        if theme.tokens.contains(group + "outlineColor") {
            let color = disabled ? onSurface.withAlphaMultiplied(by: try theme.number("disabled.outlineOpacity"))
                : try theme.color(group + "outlineColor")
            stroke = ResolvedStroke(width: try theme.dimension("button.outlineWidth"), color: color, alignment: .inside)
        }
        let stateKey: String, layerKey: String?
        switch state {
        case .hovered: (stateKey, layerKey) = ("hover", "state.hoverOpacity")
        case .focused: (stateKey, layerKey) = ("focus", "state.focusOpacity")
        case .highlighted, .pressed: (stateKey, layerKey) = ("pressed", "state.pressedOpacity")
        case .disabled: (stateKey, layerKey) = ("disabled", nil)
        default: (stateKey, layerKey) = ("enabled", nil)
        }
        let levelToken = group + "elevation." + stateKey, levelNumber = try theme.number(levelToken)
        // A spec's `elevation` is 0...24; a theme's level is held to the same before it is a count.
        guard levelNumber.isFinite, (0...24).contains(levelNumber) else {
            throw FieldError(["theme"], .themeValueOutOfRange(quantity: "elevation level (\(levelToken))", value: levelNumber, allowed: 0...24))
        }
        let level = Int(levelNumber)
        let shadows = level > 0 ? try theme.tokens.shadows("elevation.level\(level)", theme.appearance) : []

        let font = ResolvedFont(family: try theme.fontFamily("font.family"), weight: try theme.fontWeight("font.weight"),
                                size: try theme.dimension("font.size"), letterSpacing: try theme.dimension("font.letterSpacing"))
        var icon: ResolvedIcon?
        if let name = spec.icon, !name.isEmpty {
            icon = ResolvedIcon(source: try IconSources.resolve(name, field: ["icon"], iconFont: IconSources.iconFontFamily),
                                size: try theme.dimension("button.iconSize"), gap: try theme.dimension("button.iconGap"),
                                placement: spec.placement ?? .leading, color: (spec.iconTint ?? true) ? label : nil)
        }
        let height = try theme.dimension("button.height")
        let lineHeight = try theme.dimension("font.lineHeight")
        let vertical = (height - lineHeight) / 2
        let side = icon == nil ? try theme.dimension(group + "space.leading") : try theme.dimension(group + "space.labelSide")
        let iconSide: Double? = icon == nil ? nil : try theme.dimension(group + "space.iconSide")

        var button = ResolvedButton(
            name: spec.name ?? "button", system: .material3, style: style, state: state, appearance: theme.appearance,
            title: spec.title ?? "Button", font: font, labelColor: label, icon: icon, containerColor: container, stroke: stroke,
            cornerRadius: .halfHeight, shadows: shadows, stateLayer: .clear, ripple: nil,
            insets: EdgeInsets(top: vertical, left: side, bottom: vertical, right: side), iconSideInset: iconSide,
            width: .fitContent(maximum: nil), height: nil, minimumSize: Size(width: height, height: height),
            touchTarget: try theme.dimension("button.touchTarget"), canvasPadding: nil, background: .clear, scale: 1)
        try button.applyOverrides(spec, states: states, theme: theme, ink: label.withAlphaMultiplied(by: 0.1), outline: stroke?.color ?? label)
        // The state layer is the (final) label colour at the state's opacity.
        button.stateLayer = try layerKey.map { button.labelColor.withAlphaMultiplied(by: try theme.number($0)) } ?? .clear
        return button
    }
}

extension ButtonSystem {
    /// Material 3 common buttons.
    public static let material3 = ButtonSystem(registering: "material3")
}
