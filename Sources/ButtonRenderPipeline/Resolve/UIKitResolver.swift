import ButtonRenderModel
import ButtonRenderNative

/// Resolves a UIKit spec as `UIButton` with a `UIButton.Configuration` draws it
/// (`docs/reference/uikit.md`; values marked [est] in the `uikit` token theme are
/// estimates). Inter stands in for SF Pro, Material Icons for SF Symbols.
///
/// - Styles: plain (clear, tint text), gray (secondarySystemFill, tint text), tinted (tint at
///   15%, tint text), filled (tint, white text); a selected plain or gray button draws as
///   tinted and a selected tinted one as filled.
/// - Highlighted: the content at 75% (plain, gray), the background at 67% of its alpha
///   (tinted) or 75% (filled). Disabled: tertiaryLabel text; tinted and filled backgrounds
///   become secondarySystemFill at 75%. Focused: a focus ring in the tint colour.
/// - Roles: primary sets the title semibold, destructive draws in systemRed; cancel and
///   normal draw as the style says.
/// - Sizes set insets and fonts; corner styles set radii; Dynamic Type scales the fonts.
/// - Button types info, detailDisclosure, contactAdd and close draw their glyph as vectors;
///   without a title they carry the accessibility label UIKit gives the type ("More Info",
///   "Add", "Close": `UIKitButtonType.voiceOverLabel`).
/// - Menu buttons (`menu` with `showsMenuAsPrimaryAction` or `changesSelectionAsPrimaryAction`)
///   draw UIKit's indicator after the title (`MenuIndicator`); a pop-up shows its selected item.
/// - The touch area is the button's bounds: UIKit extends no hit area by itself (the audit
///   warns below 44x44, the theme's `button.minimumHitSize`).
/// - A `buttonType` without a `style` is the legacy button `UIButton(type:)` makes, with no
///   configuration (`LegacyUIButton`): no insets, a 15 pt regular title in the tint colour
///   (white for `custom`), no corner radius, images adjusted when highlighted or disabled by
///   default, a middle-truncated title. The properties `UIButton.h` says a configuration
///   ignores (`LegacyUIButton.properties`) are drawn on it only; on a configuration style they
///   are an error at their field.
enum UIKitResolver {
    /// The states UIButton draws (`pressed` is accepted as `highlighted`). `hovered` is the
    /// iPadOS pointer over the button: drawn as normal unless `isPointerInteractionEnabled`
    /// asks for the pointer's highlight effect.
    static let states: [ButtonState] = [.normal, .highlighted, .selected, .disabled, .focused, .hovered]

    /// Resolves a spec.
    static func resolve(_ spec: ButtonSpec, system: SystemTraits) throws -> ResolvedButton {
        let requested = try system.style(of: spec)
        let state = try ButtonState.validated(spec.state, allowed: states, system: system.id)
        let legacy = LegacyUIButton.isLegacy(spec)
        if !legacy { try LegacyUIButton.refuseLegacyProperties(of: spec, style: requested) }
        let theme = try ThemeContext(spec: spec, system: system)
        let type = spec.buttonType ?? .system
        let size = spec.buttonSize ?? .medium
        let role = spec.role ?? .normal

        // Selection promotes the style.
        var style = requested
        if state == .selected {
            if style == .plain || style == .gray { style = .tinted } else if style == .tinted { style = .filled }
        }
        var tint = role == .destructive ? try theme.color("color.systemRed") : try theme.color("color.tint")
        if let custom = spec.tintColor { tint = try theme.color(custom, field: ["tintColor"], fallback: tint) }

        // Colours per style, then per state.
        let white = try theme.color("color.white")
        var foreground = style == .filled ? white : tint
        // UIButton.h: a title colour left unset is opaque white; the system type tints it.
        if legacy, type == .custom { foreground = white }
        var background: RGBAColor
        switch style {
        case .gray: background = try theme.color("color.secondarySystemFill")
        case .tinted: background = tint.withAlphaMultiplied(by: try theme.number("opacity.tintedBackground"))
        case .filled: background = tint
        default: background = .clear
        }
        if legacy { background = .clear }
        switch state {
        case _ where legacy && type == .custom:
            // A custom button keeps its normal title colour in every state (UIKit falls back
            // to the normal state's); only its image is adjusted.
            break
        case .highlighted:
            switch style {
            case .tinted: background = background.withAlphaMultiplied(by: try theme.number("opacity.tintedHighlightedFactor"))
            case .filled: background = background.withAlphaMultiplied(by: try theme.number("opacity.highlighted"))
            default: foreground = foreground.withAlphaMultiplied(by: try theme.number("opacity.highlighted"))
            }
        case .disabled:
            foreground = try theme.color("color.tertiaryLabel")
            if style == .tinted || style == .filled {
                background = try theme.color("color.secondarySystemFill").withAlphaMultiplied(by: try theme.number("opacity.disabledBackgroundFactor"))
            }
        default: break
        }

        // Fonts: the size's title and subtitle sizes, scaled by Dynamic Type.
        let prefix = "size.\(size.rawValue)."
        let category = spec.contentSizeCategory ?? .large
        let typeScale = try theme.dimension("dynamicType.\(category.rawValue)") / (try theme.dimension("dynamicType.large"))
        let family = try theme.fontFamily("font.family")
        let weight = role == .primary ? try theme.fontWeight("font.weight.semibold") : try theme.fontWeight("font.weight.regular")
        let titleSize = (legacy ? try theme.dimension("legacy.titleSize") : try theme.dimension(prefix + "titleSize")) * typeScale
        let font = ResolvedFont(family: family, weight: weight, size: titleSize)

        // Image: a glyph for the standard types, an icon, or the activity indicator in its place.
        var icon: ResolvedIcon?
        let placement = spec.placement ?? .leading
        let gap = try theme.dimension("button.imagePadding")
        let glyph: SystemGlyph? = {
            switch type {
            case .info: return .info
            case .detailDisclosure: return .detailDisclosure
            case .contactAdd: return .contactAdd
            case .close: return .close
            case .system, .custom: return nil
            }
        }()
        if spec.showsActivityIndicator == true {
            icon = ResolvedIcon(source: .spinner, size: (titleSize * 1.2).rounded(), gap: gap, placement: placement, color: foreground)
        } else if let glyph {
            let glyphColor = glyph == .close ? try theme.color("color.closeGlyph") : foreground
            let disc = glyph == .close ? try theme.color("color.closeBackground") : .clear
            icon = ResolvedIcon(source: .glyph(glyph, background: disc), size: (try theme.dimension("button.glyphSize")) * typeScale,
                                gap: gap, placement: placement, color: glyphColor)
        } else if let name = spec.icon, !name.isEmpty {
            icon = ResolvedIcon(source: try IconSources.resolve(name, field: ["icon"], iconFont: IconSources.iconFontFamily),
                                size: (titleSize + 3).rounded(), gap: gap, placement: placement,
                                color: (spec.iconTint ?? true) ? foreground : nil)
        }

        // A glyph button without a title is just its glyph, with a 44pt hit area.
        let glyphOnly = glyph != nil && (spec.title ?? "").isEmpty && spec.subtitle == nil
        var title = glyphOnly ? "" : (spec.title ?? (glyph == nil ? "Button" : ""))
        // A pop-up button's title is its selected item's.
        if spec.menuButtonKind == .popUp, let menu = spec.menu { title = menu.selectedTitle }
        let insets = glyphOnly || legacy ? EdgeInsets.zero
            : EdgeInsets(top: try theme.dimension(prefix + "insetTop"), left: try theme.dimension(prefix + "insetLeading"),
                         bottom: try theme.dimension(prefix + "insetBottom"), right: try theme.dimension(prefix + "insetTrailing"))

        // The corner style's radii; a spec's cornerRadius (only with the fixed style, or none)
        // replaces them in applyOverrides, as every system's.
        var radius: ResolvedCornerRadius
        switch spec.cornerStyle ?? .dynamic {
        case .dynamic, .fixed: radius = .all(try theme.dimension(prefix + "dynamicRadius"))
        case .small, .medium, .large: radius = .all(try theme.dimension("cornerStyle.\(spec.cornerStyle!.rawValue)"))
        case .capsule: radius = .halfHeight
        }
        // A legacy button's layer has no corner radius unless the spec gives one.
        if legacy, spec.cornerStyle == nil { radius = .all(0) }

        var button = ResolvedButton(
            name: spec.name ?? "button", system: system.id, style: requested, state: state, appearance: theme.appearance,
            title: title, font: font, labelColor: foreground, icon: icon, containerColor: background, stroke: nil,
            cornerRadius: glyphOnly ? .halfHeight : radius, shadows: [], stateLayer: .clear, ripple: nil,
            insets: insets, iconSideInset: nil, width: .fitContent(maximum: nil), height: nil,
            minimumSize: Size(width: 0, height: 0), touchTarget: 0,
            canvasPadding: nil, background: .clear, scale: 1)
        // A legacy button's title label truncates in the middle; a configuration's wraps.
        button.lineBreakMode = legacy ? .truncateMiddle : .wordWrap
        if let subtitle = spec.subtitle, !subtitle.isEmpty {
            let subtitleFont = ResolvedFont(family: family, weight: try theme.fontWeight("font.weight.regular"),
                                            size: try theme.dimension(prefix + "subtitleSize") * typeScale)
            button.subtitle = ResolvedText(text: subtitle, font: subtitleFont, color: foreground)
            button.titlePadding = try theme.dimension("button.titlePadding")
        }
        if state == .hovered && spec.isPointerInteractionEnabled == true {
            // The pointer's highlight effect: the pointer morphs into a translucent platter
            // the shape of the button, under its content (a system fill; Apple gives no
            // colour for it, tertiarySystemFill is our reading of its look).
            button.stateLayer = try theme.color("color.tertiarySystemFill")
        }
        if state == .focused {
            button.focusRing = ResolvedFocusRing(width: try theme.dimension("button.focusRingWidth"), gap: try theme.dimension("button.focusRingGap"), color: tint)
        }
        try button.applyOverrides(spec, states: states, theme: theme, ink: foreground.withAlphaMultiplied(by: 0.2), outline: tint,
                                  adjustsImagesByDefault: legacy)
        if let kind = spec.menuButtonKind { button.trailingIndicator = try MenuIndicator.resolve(kind, for: button) }
        // A glyph button without a title is read by the label UIKit gives its type ("More Info"),
        // unless the spec names one.
        if glyphOnly, (button.accessibilityLabel ?? "").allSatisfy(\.isWhitespace) { button.accessibilityLabel = type.voiceOverLabel }
        return button
    }
}
