extension DesignSystem {
    /// The "Anatomy" product system of seeds 002 and 004.
    public static let anatomy = DesignSystem(
        id: .anatomy, displayName: "Anatomy", styles: [.default, .primary, .tertiary, .iconOnly], defaultStyle: .default,
        states: AnatomyResolver.states, theme: "anatomy", voiceOver: .anatomy, touchTargetMinimum: 44,
        resolve: { try AnatomyResolver.resolve($0, system: $1) }, catalog: { BuiltInCatalog.anatomy(resolve: $0.resolve) },
        auditRules: [.contentStrategy],
        groupRules: ButtonGroupRules(primary: .primary, similarPriorities: [.default, .tertiary], iconOnly: .iconOnly))
}
