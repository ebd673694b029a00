/// Resolves a Material spec: fills every missing field with MDC's themed default for its
/// style, state and appearance, and applies the spec's overrides.
public enum MaterialResolver {
    /// The states Material buttons have (`pressed` is accepted as `highlighted`).
    public static let states: [ButtonState] = [.normal, .highlighted, .focused, .hovered, .selected, .disabled]

    /// The default label when a spec has no title.
    public static let defaultTitle = "Button"

    /// Resolves a spec. Throws `FieldError` for a colour token the scheme does not have.
    public static func resolve(_ spec: ButtonSpec) throws -> ResolvedButton {
        let style = try ButtonStyle.validated(spec.style, default: .contained, system: .material)
        let state = try ButtonState.validated(spec.state, allowed: states, system: .material)
        let appearance = spec.appearance ?? .light
        let scheme = MaterialColorSchemes.scheme(for: appearance)
        let disabled = state == .disabled
        let disabledContent = scheme["onSurface"].withAlphaMultiplied(by: 0.38)

        // Label and icon colour.
        var label: RGBAColor
        switch style {
        case .contained: label = scheme["onPrimary"]
        default: label = scheme["primary"]
        }
        if disabled { label = disabledContent }
        if let custom = spec.foreground { label = try scheme.resolve(custom, field: ["foreground"]) }

        // Container.
        var container: RGBAColor = style == .contained ? scheme["primary"] : .clear
        if disabled, style == .contained { container = scheme["onSurface"].withAlphaMultiplied(by: 0.12) }
        if let custom = spec.fill { container = try scheme.resolve(custom, field: ["fill"]) }

        // Stroke: outlined buttons have one by default; any style may ask for one.
        var stroke: ResolvedStroke?
        if style == .outlined || spec.stroke != nil {
            let color = try spec.stroke?.color.map { try scheme.resolve($0, field: ["stroke", "color"]) }
                ?? scheme["onSurface"].withAlphaMultiplied(by: 0.12)
            let width = spec.stroke?.width ?? MaterialTheme.outlineWidth
            if width > 0 { stroke = ResolvedStroke(width: width, color: color, alignment: spec.stroke?.alignment ?? .inside) }
        }

        // Shadows: explicit shadows win, then an explicit elevation, then the state's elevation.
        var shadows: [BoxShadow]
        if let specShadows = spec.shadows {
            shadows = try specShadows.enumerated().map { i, s in
                let color = try s.color.map { try scheme.resolve($0, field: ["shadows", "\(i)", "color"]) }
                    ?? RGBAColor.black.withAlphaMultiplied(by: 0.2)
                return BoxShadow(x: s.x ?? 0, y: s.y ?? 0, blur: s.blur ?? 0, spread: s.spread ?? 0, color: color)
            }
        } else {
            let elevation = spec.elevation ?? MaterialTheme.elevation(style: style, state: state)
            shadows = MaterialElevation.shadows(elevation: elevation, color: scheme["shadow"])
        }
        shadows.removeAll { $0.color.isClear }

        // State layer: the label colour at the state's opacity.
        let stateLayer = label.withAlphaMultiplied(by: MaterialTheme.stateLayerOpacity(style: style, state: state))

        // Ripple.
        var ripple: ResolvedRipple?
        if let r = spec.ripple {
            let color = try r.color.map { try scheme.resolve($0, field: ["ripple", "color"]) }
                ?? MaterialTheme.inkColor(style: style, scheme: scheme)
            ripple = ResolvedRipple(x: r.x, y: r.y, radius: r.radius, progress: r.progress ?? 0,
                                    color: color, bounded: r.bounded ?? true)
        }

        // Typography.
        let base = MaterialTheme.font
        let font = ResolvedFont(family: spec.font?.family ?? base.family,
                                weight: spec.font?.weight?.value ?? base.weight,
                                size: spec.font?.size ?? base.size,
                                letterSpacing: spec.font?.letterSpacing ?? base.letterSpacing)
        var title = spec.title ?? defaultTitle
        if spec.font?.uppercase ?? true { title = title.uppercased() }

        var icon: ResolvedIcon?
        if let name = spec.icon, !name.isEmpty {
            icon = ResolvedIcon(name: name, family: MaterialTheme.iconFamily, size: MaterialTheme.iconSize,
                                gap: MaterialTheme.iconGap, placement: spec.iconPlacement ?? .leading, color: label)
        }
        let customInsets = spec.insets?.insets
        let iconSideInset: Double? = (icon != nil && style != .text && customInsets == nil) ? MaterialTheme.iconSidePadding : nil

        let background = try spec.background.map { try scheme.resolve($0, field: ["background"]) } ?? .clear

        return ResolvedButton(
            name: spec.name ?? "button", style: style, state: state, appearance: appearance,
            title: title, font: font, labelColor: label, icon: icon, containerColor: container,
            stroke: stroke, cornerRadius: spec.cornerRadius ?? .radii(CornerRadii(all: MaterialTheme.cornerRadius)),
            shadows: shadows, stateLayer: stateLayer, ripple: ripple,
            insets: customInsets ?? MaterialTheme.contentInsets, iconSideInset: iconSideInset,
            width: spec.width ?? .hug, containerWidth: spec.containerWidth,
            height: spec.height, minimumSize: MaterialTheme.minimumSize,
            touchTarget: MaterialTheme.touchTarget,
            canvasPadding: spec.canvasPadding?.insets, background: background, scale: spec.scale ?? 1)
    }
}

/// The resolve stage: dispatches a spec to its design system's resolver.
public enum Resolver {
    /// Resolves a spec with its system's rules.
    public static func resolve(_ spec: ButtonSpec) throws -> ResolvedButton {
        switch spec.system ?? .material {
        case .material: return try MaterialResolver.resolve(spec)
        case .uikit, .anatomy, .obsidian:
            throw FieldError(["system"], "\(spec.system!.rawValue) is being built")
        }
    }
}
