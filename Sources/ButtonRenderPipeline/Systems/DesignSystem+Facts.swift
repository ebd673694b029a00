import ButtonRenderModel

extension DesignSystem {
    /// What the stages after resolve read of this system, which the resolve stage gives each
    /// button it resolves (`ResolvedButton.systemFacts`).
    var facts: SystemFacts {
        SystemFacts(id: id, displayName: displayName, traits: traits, touchTargetMinimum: touchTargetMinimum,
                    touchTargetRule: touchTargetRule, voiceOver: voiceOver, auditRules: auditRules, groupRules: groupRules,
                    sheetLabelFamilies: sheetLabelFamilies, playsInkPress: playsInkPress, definition: definition)
    }
}
