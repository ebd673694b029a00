extension DesignSystem {
    /// UIKit's `UIButton.Configuration` styles, with the `UIButton` style names as aliases.
    public static let uikit = DesignSystem(
        id: .uikit, displayName: "UIKit", styles: [.plain, .gray, .tinted, .filled],
        styleAliases: [("borderless", .plain), ("bordered", .gray), ("borderedTinted", .tinted), ("borderedProminent", .filled)],
        defaultStyle: .plain, states: UIKitResolver.states, theme: "uikit", voiceOver: .uikit, touchTargetMinimum: 44,
        resolve: { try UIKitResolver.resolve($0, system: $1) }, catalog: { _ in BuiltInCatalog.uikit() }, largeText: .resolverScales)
}
