/// Resolves a spec of the "Anatomy" product system (seeds 002 and 004): Default, Primary,
/// Tertiary and Icon-only buttons; a loading state where a spinner replaces the label and the
/// button takes the disabled look; full width of the parent with 16pt margins by default
/// (`containerWidth`, else the theme's phone width, 390pt; the canvas shows the margins), or
/// hugging the label with `width: hug`;
/// at least 44x44; wrapped labels left-aligned, single lines centred, truncation otherwise.
/// Colours are the `anatomy` theme's stand-ins (the seeds name no brand colours).
public enum AnatomyResolver {
    /// The states the system names (`pressed` is accepted as `highlighted`).
    public static let states: [ButtonState] = [.normal, .highlighted, .focused, .disabled, .loading]

    /// Resolves a spec.
    public static func resolve(_ spec: ButtonSpec, system: SystemTraits) throws -> ResolvedButton {
        let style = try system.style(of: spec)
        let state = try ButtonState.validated(spec.state, allowed: states, system: system.id)
        let theme = try ThemeContext(spec: spec, system: system)
        let dimmed = state == .disabled || state == .loading
        let pressed = state == .highlighted

        let group = style == .iconOnly ? "default" : style.rawValue
        var foreground = try theme.color("button.\(group).foreground")
        var background: RGBAColor = style == .tertiary ? .clear : try theme.color("button.\(group).background")
        var border: RGBAColor? = (style == .default || style == .iconOnly) ? try theme.color("button.default.border") : nil
        if pressed { background = try theme.color("button.\(group).backgroundPressed") }
        if dimmed {
            foreground = try theme.color("button.disabled.foreground")
            if style != .tertiary { background = try theme.color("button.disabled.background") }
            if border != nil { border = try theme.color("button.disabled.border") }
        }

        let minHeight = try theme.dimension("button.minHeight")
        let font = ResolvedFont(family: try theme.fontFamily("font.family"), weight: try theme.fontWeight("font.weight"),
                                size: try theme.dimension("font.size"))
        let iconSize = try theme.dimension("button.iconSize")
        var icon: ResolvedIcon?
        let iconName = spec.icon ?? (style == .iconOnly ? "share" : nil)
        if let name = iconName, !name.isEmpty {
            icon = ResolvedIcon(source: try IconSources.resolve(name, field: ["icon"], iconFont: IconSources.iconFontFamily),
                                size: iconSize, gap: try theme.dimension("button.iconGap"), placement: spec.placement ?? .leading,
                                color: (spec.iconTint ?? true) ? foreground : nil)
        }
        let iconOnly = style == .iconOnly
        let padV = try theme.dimension("button.paddingVertical"), padH = try theme.dimension("button.paddingHorizontal")
        let insets = iconOnly ? EdgeInsets(all: (minHeight - iconSize) / 2) : EdgeInsets(top: padV, left: padH, bottom: padV, right: padH)
        let borderWidth = try theme.dimension("button.borderWidth")

        var button = ResolvedButton(
            name: spec.name ?? "button", system: .anatomy, style: style, state: state, appearance: theme.appearance,
            title: iconOnly ? "" : (spec.title ?? "Button"), font: font, labelColor: foreground, icon: icon,
            containerColor: background,
            stroke: border.map { ResolvedStroke(width: borderWidth, color: $0, alignment: .inside) },
            cornerRadius: .all(try theme.dimension("button.cornerRadius")), shadows: [],
            stateLayer: .clear, ripple: nil, insets: insets, iconSideInset: nil,
            width: iconOnly ? .points(minHeight) : .fitContent(maximum: nil), height: iconOnly ? minHeight : nil,
            minimumSize: Size(width: try theme.dimension("button.minWidth"), height: minHeight),
            touchTarget: minHeight, canvasPadding: nil, background: .clear, scale: 1)
        let fillMargin = try theme.dimension("button.margin")
        button.leadingAlignWhenWrapped = true
        if state == .loading {
            // Seeds 002/004: the spinner replaces the label "momentarily"; the button keeps the
            // size its label and icon give it.
            button.spinnerReplacingTitle = ResolvedIcon(source: .spinner, size: try theme.dimension("button.spinnerSize"),
                                                        gap: 0, placement: .leading, color: foreground)
        }
        if state == .focused {
            button.focusRing = ResolvedFocusRing(width: try theme.dimension("button.focusRingWidth"),
                                                 gap: try theme.dimension("button.focusRingGap"), color: try theme.color("button.focusRing"))
        }
        // Seed 002: buttons are "generally full-width of the view or parent container with
        // minimum 16pt margins"; `width: hug` (or points) gives the smaller call to action.
        // Icon-only buttons keep their 44pt square.
        let fullWidth = iconOnly ? nil : FullWidthDefault(parentWidth: try theme.dimension("button.containerWidth"), margin: fillMargin)
        try button.applyOverrides(spec, states: states, theme: theme, ink: foreground.withAlphaMultiplied(by: 0.12), outline: border ?? foreground,
                                  fillMargin: fillMargin, fullWidth: fullWidth)
        return button
    }
}
