/// What is behind a button's content, as one opaque colour.
public enum BackdropColor {
    /// The canvas the button sits on: the spec's `background` over the theme's canvas colour
    /// (`color.background` of the spec's theme for the button's system and appearance, or of
    /// the system's built-in theme), so a transparent canvas counts as the theme's.
    public static func canvas(layout: ButtonLayout, spec: ButtonSpec) -> RGBAColor {
        let button = layout.button
        let theme = (try? BuiltInThemes.theme(spec.theme, system: button.system.rawValue, relativeTo: nil)
            .color("color.background", button.appearance))
            ?? (try? BuiltInThemes.tokens(named: button.system.rawValue).color("color.background", button.appearance))
            ?? (button.appearance == .dark ? .black : .white)
        return Contrast.flattened(button.background, over: theme)
    }

    /// The effective background of the label: the container colour with the state layer
    /// drawn over it, over the canvas.
    static func content(layout: ButtonLayout, spec: ButtonSpec) -> RGBAColor {
        Contrast.flattened([layout.button.containerColor, layout.button.stateLayer], over: canvas(layout: layout, spec: spec))
    }
}
