/// Material's baseline colour schemes: `MDCSemanticColorScheme` 201804 (light) and
/// 201907 (dark), as MDC iOS defines them.
public enum MaterialColorSchemes {
    /// The light scheme, 201804.
    public static let light = ColorScheme(name: "material-201804-light", tokens: [
        "primary": RGBAColor(rgb: 0x6200EE),
        "primaryVariant": RGBAColor(rgb: 0x3700B3),
        "secondary": RGBAColor(rgb: 0x03DAC6),
        "error": RGBAColor(rgb: 0xB00020),
        "surface": RGBAColor(rgb: 0xFFFFFF),
        "background": RGBAColor(rgb: 0xFFFFFF),
        "onPrimary": RGBAColor(rgb: 0xFFFFFF),
        "onSecondary": RGBAColor(rgb: 0x000000),
        "onSurface": RGBAColor(rgb: 0x000000),
        "onBackground": RGBAColor(rgb: 0x000000),
        "onError": RGBAColor(rgb: 0xFFFFFF),
        "shadow": RGBAColor(rgb: 0x000000),
    ])

    /// The dark scheme, 201907.
    public static let dark = ColorScheme(name: "material-201907-dark", tokens: [
        "primary": RGBAColor(rgb: 0xBB86FC),
        "primaryVariant": RGBAColor(rgb: 0x3700B3),
        "secondary": RGBAColor(rgb: 0x03DAC6),
        "error": RGBAColor(rgb: 0xCF6679),
        "surface": RGBAColor(rgb: 0x121212),
        "background": RGBAColor(rgb: 0x121212),
        "onPrimary": RGBAColor(rgb: 0x000000),
        "onSecondary": RGBAColor(rgb: 0x000000),
        "onSurface": RGBAColor(rgb: 0xFFFFFF),
        "onBackground": RGBAColor(rgb: 0xFFFFFF),
        "onError": RGBAColor(rgb: 0x000000),
        "shadow": RGBAColor(rgb: 0x000000),
    ])

    /// The scheme for an appearance.
    public static func scheme(for appearance: Appearance) -> ColorScheme {
        appearance == .dark ? dark : light
    }
}
