import ButtonRenderModel
import ButtonRenderTokens

/// The spec fields every system honours the same way: explicit colours, stroke, shadows,
/// ripple, font, insets, size, corners, canvas and text options. A system's resolver fills in
/// its themed defaults first, then applies these.
extension ResolvedButton {
    /// Applies the spec's explicit fields over the system's defaults. `states` are the states
    /// the system draws (a spec's `states` may give values for those only); `ink` is the ripple
    /// colour when the spec's ripple has none; `outline` the stroke colour likewise;
    /// `fillMargin` the side margins of a button inside its parent (Obsidian's flexible type:
    /// 16), which a full-width button leaves and a fitting one never exceeds; `fullWidth`, for
    /// a system whose buttons fill their parent by default (Anatomy), the parent's default
    /// width and the margins (it replaces `fillMargin`); `elevationModel`, for a system whose
    /// own shadows follow the spec's `shadowModel` (Material), the model they were drawn with,
    /// which a spec's `elevation` follows too; other systems draw a spec's `elevation` as Web's
    /// shadows unless it names a `shadowModel`, and refuse a `shadowModel` without `elevation`;
    /// `adjustsImagesByDefault`, for a legacy `UIButton` (`UIButton(type:)`), turns the image
    /// adjustments on unless the spec turns them off (`adjustsImageWhenHighlighted` and
    /// `adjustsImageWhenDisabled` default to true there).
    mutating func applyOverrides(_ spec: ButtonSpec, states: [ButtonState], theme: ThemeContext, ink: RGBAColor, outline: RGBAColor,
                                 fillMargin: Double = 0, fullWidth: FullWidthDefault? = nil, elevationModel: ShadowModel? = nil,
                                 adjustsImagesByDefault: Bool = false) throws {
        let perState = try valuesForState(spec, allowed: states)
        try applyColors(fill: spec.fill, foreground: spec.foreground, stroke: spec.stroke, path: [], theme: theme, outline: outline)
        if let values = perState?.values {
            // The state's own colours (UIKit's setTitleColor(_:for:) and friends) over the spec's;
            // its title is laid over the spec's before the system resolves (`Resolver`).
            try applyColors(fill: values.fill, foreground: values.foreground, stroke: values.stroke,
                            path: ["states", perState!.key], theme: theme, outline: outline)
        }
        if let specShadows = spec.shadows {
            shadows = try specShadows.enumerated().map { i, s in
                let color = try theme.color(s.color, field: ["shadows", "\(i)", "color"], fallback: RGBAColor.black.withAlphaMultiplied(by: 0.2))
                return BoxShadow(x: s.x ?? 0, y: s.y ?? 0, blur: s.blur ?? 0, spread: s.spread ?? 0, color: color, inset: s.inset ?? false)
            }
        } else if let elevation = spec.elevation {
            // The theme's shadow colour, or black (the colour of Material's and the Web's
            // elevation shadows) when it has none; one it has but cannot give is an error.
            let color = try theme.color(ifDefined: "color.shadow") ?? .black
            shadows = ElevationShadows.shadows(elevation: elevation, model: spec.shadowModel ?? elevationModel ?? .web, color: color)
        } else if spec.shadowModel != nil, elevationModel == nil {
            throw FieldError(["shadowModel"], .ignoredField("shadowModel", .shadowModelWithoutElevation(system: system.rawValue)))
        }
        shadows.removeAll { $0.color.isClear }
        if let shadow = spec.titleShadow {
            let color = try theme.color(shadow.color, field: ["titleShadow", "color"], fallback: RGBAColor.black.withAlpha(0.5))
            var offset = shadow.offset
            if spec.reversesTitleShadowWhenHighlighted == true && (state == .highlighted || state == .pressed) {
                offset = Point(x: -offset.x, y: -offset.y)
            }
            titleShadow = color.isClear ? nil : ResolvedTitleShadow(color: color, offset: offset)
        }
        if spec.showsTouchWhenHighlighted == true && (state == .highlighted || state == .pressed) {
            touchGlow = .uikit
        }
        if spec.adjustsImageWhenHighlighted ?? adjustsImagesByDefault, state == .highlighted || state == .pressed {
            imageAdjustment = .highlighted
        } else if spec.adjustsImageWhenDisabled ?? adjustsImagesByDefault, state == .disabled {
            imageAdjustment = .disabled
        }
        // The state's background image over the spec's (UIKit falls back to the normal one).
        if let image = spec.backgroundImage(in: state) {
            backgroundImage = ResolvedBackgroundImage(path: image.path, field: image.field)
        }
        if let r = spec.ripple {
            let color = try theme.color(r.color, field: ["ripple", "color"], fallback: ink)
            ripple = ResolvedRipple(x: r.x, y: r.y, radius: r.radius, progress: r.progress, color: color, bounded: r.bounded ?? true)
        }
        if let f = spec.font {
            // Only the fields the spec gives change: a system file's own font files and line
            // height stay (a spec asking its brand font at another weight still finds the file).
            font.family = f.family ?? font.family
            font.weight = f.weight?.value ?? font.weight
            font.size = f.size ?? font.size
            font.letterSpacing = f.letterSpacing ?? font.letterSpacing
        }
        if let i = (spec.insets ?? spec.contentEdgeInsets)?.insets { insets = i; iconSideInset = nil }
        // A legacy edge inset moves its rectangle's centre by half the difference of opposite
        // edges (a positive edge shrinks the rectangle toward the centre).
        func offset(_ value: InsetsValue?) -> Point {
            guard let e = value?.insets else { return Point(x: 0, y: 0) }
            return Point(x: (e.left - e.right) / 2, y: (e.top - e.bottom) / 2)
        }
        titleOffset = offset(spec.titleEdgeInsets)
        imageOffset = offset(spec.imageEdgeInsets)
        try applyWidth(spec, fillMargin: fullWidth?.margin ?? fillMargin, fullWidth: fullWidth)
        if let h = spec.height { height = h }
        if let c = spec.cornerRadius { cornerRadius = ResolvedCornerRadius(c) }
        if let p = spec.canvasPadding?.insets { canvasPadding = p }
        if let b = spec.background { background = try theme.color(b, field: ["background"], fallback: .clear) }
        if let s = spec.scale { scale = s }
        if let mode = spec.lineBreakMode { lineBreakMode = mode }
        if let direction = spec.layoutDirection { layoutDirection = direction }
        if let gap = spec.imagePadding { icon?.gap = gap }
        if let flips = spec.flipsIconForRightToLeft { icon?.flipsForRightToLeft = flips }
        if let padding = spec.titlePadding { titlePadding = padding }
        accessibilityLabel = spec.accessibilityLabel
        if spec.titleMarkup == true {
            let parsed = try TitleMarkup.parse(title)
            title = parsed.text
            titleRuns = parsed.runs
        }
    }

    /// The container, label and stroke colours the spec (or one state's values, at `path`)
    /// gives, over what the system resolved.
    private mutating func applyColors(fill: ColorValue?, foreground: ColorValue?, stroke s: StrokeSpec?, path: [String],
                                      theme: ThemeContext, outline: RGBAColor) throws {
        if let fill { containerColor = try theme.color(fill, field: path + ["fill"], fallback: containerColor) }
        if let fg = foreground {
            labelColor = try theme.color(fg, field: path + ["foreground"], fallback: labelColor)
            if icon?.color != nil { icon?.color = labelColor }
            if subtitle != nil { subtitle?.color = labelColor }
        }
        if let s {
            let color = try theme.color(s.color, field: path + ["stroke", "color"], fallback: stroke?.color ?? outline)
            let width = s.width ?? stroke?.width ?? 1
            stroke = width > 0 ? ResolvedStroke(width: width, color: color, alignment: s.alignment ?? stroke?.alignment ?? .inside) : nil
        }
    }

    /// The spec's values for the state this button is drawn in, with the key the spec wrote;
    /// a state the system does not draw is an error at `states.<name>`.
    private func valuesForState(_ spec: ButtonSpec, allowed: [ButtonState]) throws -> (key: String, values: StateValues)? {
        guard let given = spec.states else { return nil }
        for state in given.states {
            do { _ = try ButtonState.validated(state, allowed: allowed, system: system) } catch let error as FieldError {
                throw FieldError(["states", state.rawValue], error.problem)
            }
        }
        guard let values = given[state] else { return nil }
        let key = given.states.first { ($0 == .pressed ? .highlighted : $0) == state }?.rawValue ?? state.rawValue
        return (key, values)
    }

    /// The spec's `width` in concrete terms: points as given; `fill` as the parent's width
    /// (`containerWidth`, else the system's default parent width) less the margins, which it
    /// needs; `hug`, or the system's fitting default, at most that much when the parent's width
    /// is known. Without a `width`, a system with a `fullWidth` default fills its parent. A
    /// button that fills the parent of such a system keeps its margins on its canvas (unless
    /// the spec gives `canvasPadding`) and records them in `sideMargin`.
    private mutating func applyWidth(_ spec: ButtonSpec, fillMargin: Double, fullWidth: FullWidthDefault?) throws {
        let maximum = (spec.containerWidth ?? fullWidth?.parentWidth).map { $0 - 2 * fillMargin }
        var fills = false
        switch spec.width {
        case .points(let w)?:
            width = .points(w)
        case .fill?:
            guard let maximum else {
                throw FieldError(["containerWidth"], .fillNeedsContainerWidth)
            }
            width = .points(max(1, maximum))
            fills = true
        case .hug?:
            width = .fitContent(maximum: maximum)
        case nil:
            if fullWidth != nil, let maximum {
                width = .points(max(1, maximum))
                fills = true
            } else if case .fitContent = width {
                width = .fitContent(maximum: maximum)
            }
        }
        if fills, let fullWidth {
            sideMargin = fullWidth.margin
            canvasPadding = EdgeInsets(all: fullWidth.margin)
        }
    }
}
