extension DesignSystem {
    /// The token-named "Obsidian" product system of seed 003.
    public static let obsidian = DesignSystem(
        id: .obsidian, displayName: "Obsidian", styles: [.primary, .secondary, .text], defaultStyle: .primary,
        states: ObsidianResolver.states, theme: "obsidian", voiceOver: .obsidian, touchTargetMinimum: 44,
        resolve: { try ObsidianResolver.resolve($0, system: $1) }, catalog: { BuiltInCatalog.obsidian(resolve: $0.resolve) },
        auditRules: [.hintSentence])
}
