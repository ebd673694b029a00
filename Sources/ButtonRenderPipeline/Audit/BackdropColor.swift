import ButtonRenderModel
import ButtonRenderTokens

/// What is behind a button's content, as one opaque colour.
package enum BackdropColor {
    /// The canvas the button sits on: the spec's `background` over the theme's canvas colour
    /// (`color.background` of the spec's theme for the button's system and appearance, or of
    /// the system's built-in theme), so a transparent canvas counts as the theme's.
    package static func canvas(layout: ButtonLayout, spec: ButtonSpec) -> RGBAColor {
        let button = layout.button
        let builtIn = DesignSystems[button.system].theme
        guard spec.theme != nil else {
            // Without a theme of the spec's own, the canvas is the built-in theme's, which
            // never changes in a process: found and parsed once per theme and appearance
            // (14,000 instructions a button when it was done for each).
            let key = builtIn + "/" + button.appearance.rawValue
            let theme = (try? ThemeCache.shared.value(.canvas, key) { themeCanvas(spec: spec, builtIn: builtIn, appearance: button.appearance) })
                ?? themeCanvas(spec: spec, builtIn: builtIn, appearance: button.appearance)
            return Contrast.flattened(button.background, over: theme)
        }
        return Contrast.flattened(button.background, over: themeCanvas(spec: spec, builtIn: builtIn, appearance: button.appearance))
    }

    /// The theme's canvas colour, `color.background` in `appearance`: of the spec's theme over
    /// the system's built-in theme `builtIn`, else of the built-in theme, else white (black
    /// when dark).
    private static func themeCanvas(spec: ButtonSpec, builtIn: String, appearance: Appearance) -> RGBAColor {
        // A system from a user's file has no built-in theme: asking `BuiltInThemes` for one
        // would only throw (after working out a "did you mean" suggestion, about 90,000
        // instructions, twice a button), so it is not asked.
        let hasBuiltInTheme = BuiltInThemeNames.contains(builtIn)
        return (spec.theme == nil && !hasBuiltInTheme ? nil
                : try? BuiltInThemes.theme(spec.theme, system: builtIn, relativeTo: nil, reading: spec.themeReading)
                    .color("color.background", appearance))
            ?? (hasBuiltInTheme ? try? BuiltInThemes.tokens(named: builtIn).color("color.background", appearance) : nil)
            ?? (appearance == .dark ? .black : .white)
    }

    /// The effective backgrounds under `box` (canvas points, the label's or icon's frame), as
    /// drawn: the container colour (over the canvas) with the state layer over it, and the ink
    /// ripple over those where the ripple reaches the box. A ripple covering the whole box
    /// (the settled ink of a pressed Material button) gives one colour; one covering part of
    /// it gives both, with and without the ink, so the audit can take the worst.
    static func content(layout: ButtonLayout, spec: ButtonSpec, under box: Rect) -> [RGBAColor] {
        let base = Contrast.flattened(layout.button.stateContainerColor, over: canvas(layout: layout, spec: spec))
        guard let ripple = layout.ripple else { return [base] }
        let inked = Contrast.flattened(ripple.color, over: base)
        switch RippleCoverage.of(box, by: ripple, container: layout.container.rect) {
        case .none: return [base]
        case .partial: return [base, inked]
        case .full: return [inked]
        }
    }
}
