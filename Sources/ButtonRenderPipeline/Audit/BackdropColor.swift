import ButtonRenderModel
import ButtonRenderTokens

/// What is behind a button's content, as one opaque colour.
package enum BackdropColor {
    /// The canvas the button sits on: the spec's `background` over the page colour of its
    /// theme and system. With a built-in theme, that is the theme's `color.background` (of the
    /// spec's theme laid over it, when it names one). A system read from a file has no built-in
    /// theme: its page colour is the one it declares for its catalog (`catalog.background`, in
    /// the button's appearance, resolved against the spec's theme over the system's tokens). With
    /// neither, white (black when dark), which `SystemCheck.warnings` names for the system file
    /// (`system check` and every run that reads the file print it).
    package static func canvas(layout: ButtonLayout, spec: ButtonSpec) -> RGBAColor {
        let button = layout.button
        let builtIn = layout.systemFacts.theme
        guard BuiltInThemeNames.contains(builtIn) else {
            return Contrast.flattened(button.background, over: declaredCanvas(spec: spec, system: layout.systemFacts,
                                                                             appearance: button.appearance))
        }
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

    /// The built-in theme's canvas colour, `color.background` in `appearance`: of the spec's
    /// theme over the built-in theme `builtIn`, else of the built-in theme, else white (black
    /// when dark).
    private static func themeCanvas(spec: ButtonSpec, builtIn: String, appearance: Appearance) -> RGBAColor {
        (try? BuiltInThemes.theme(spec.theme, system: builtIn, relativeTo: nil, reading: spec.themeReading).color("color.background", appearance))
            ?? (try? BuiltInThemes.tokens(named: builtIn).color("color.background", appearance))
            ?? (appearance == .dark ? .black : .white)
    }

    /// A system file's page colour: its `catalog.background` in `appearance`, read through the
    /// spec's theme context (the system's tokens, under the spec's theme when it names one), as
    /// its catalog draws it; white (black when dark) when it declares none (`SystemCheck` warns
    /// of that) or names a colour the theme cannot give (`SystemCheck` reports that as a problem
    /// of the file).
    private static func declaredCanvas(spec: ButtonSpec, system: SystemFacts, appearance: Appearance) -> RGBAColor {
        let fallback: RGBAColor = appearance == .dark ? .black : .white
        guard let page = system.definition?.catalog.background(for: appearance, modes: spec.modes) else { return fallback }
        var themed = spec
        themed.appearance = appearance
        return (try? ThemeContext(spec: themed, system: system.traits).color(page, field: ["catalog", "background"], fallback: fallback)) ?? fallback
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
