extension DesignSystem {
    /// Material 3 common buttons in the baseline scheme, light and dark.
    public static let material3 = DesignSystem(
        id: .material3, displayName: "Material 3", styles: ["filled", "tonal", "elevated", "outlined", "text"], defaultStyle: "filled",
        states: Material3Resolver.states, theme: "material3", voiceOver: .uikit, touchTargetMinimum: 48,
        sheetLabelFamilies: ["Roboto", "Inter"], resolve: { try Material3Resolver.resolve($0, system: $1) },
        catalog: { BuiltInCatalog.grid($0.id, styles: $0.styles, states: $0.states, resolve: $0.resolve, iconRow: "add")
            + [BuiltInCatalog.largeText($0.id, style: .filled, resolve: $0.resolve)] })
}
