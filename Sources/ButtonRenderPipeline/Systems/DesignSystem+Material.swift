extension DesignSystem {
    /// Material 2 as MDC iOS draws it: text, outlined, contained, icon toggle and icon buttons.
    public static let material = DesignSystem(
        id: .material, displayName: "Material", styles: [.text, .outlined, .contained, .toggle, .icon], defaultStyle: .contained,
        states: MaterialResolver.states, theme: "material", voiceOver: .uikit, touchTargetMinimum: 48,
        sheetLabelFamilies: ["Roboto", "Inter"], playsInkPress: true, resolve: { try MaterialResolver.resolve($0, system: $1) },
        catalog: { BuiltInCatalog.material(resolve: $0.resolve) + BuiltInCatalog.materialIconButtons() })
}
