import ButtonRenderModel

/// The accessibility audit of laid-out buttons: contrast, touch target, accessibility label,
/// label length and, for Anatomy, its content strategy, plus the VoiceOver announcement.
public enum Auditor {
    /// Audits a button laid out from `spec` (`ButtonRenderer().layout(spec)`). Rules, in the
    /// order their findings are listed:
    ///
    /// - `contrast` (error): WCAG AA, 4.5:1 for text, 3:1 for large text (18pt, or 14pt bold)
    ///   and for the icon of a button without text; disabled and loading states are exempt.
    /// - `touchTarget` (warning): the touch area below 48x48 (Material) or 44x44 (the iOS systems).
    /// - `accessibilityLabel` (error): no visible title and no `accessibilityLabel`.
    /// - `labelLength` (warning): a label of more than about 30 characters (33: the seeds' own
    ///   good example has 32).
    /// - `labelPeriod` (warning): a label ending with a period; `hintSentence` (warning,
    ///   Obsidian only, as seed 003 asks): a hint that is not a capitalised sentence ending
    ///   with a period.
    /// - `titleCase`, `leadingVerb`, `wordCount` (warnings, Anatomy only): Title Case, a
    ///   leading action verb, 1–4 words.
    public static func audit(_ layout: ButtonLayout, spec: ButtonSpec) -> AuditReport {
        let button = layout.button
        let system = layout.systemFacts
        let title = AccessibleText.visibleTitle(spec: spec, layout: layout)
        let label = AccessibleText.label(spec: spec, layout: layout)
        let contrast = ContrastRule.measure(layout: layout, spec: spec)
        let touch = TouchTargetRule.measure(layout: layout, minimum: system.touchTargetMinimum)

        var findings: [AuditFinding] = []
        if let contrast, let finding = ContrastRule.finding(contrast) { findings.append(finding) }
        if let finding = TouchTargetRule.finding(touch, system: button.system, rule: system.touchTargetRule) { findings.append(finding) }
        if let finding = LabelRules.accessibilityLabel(visibleTitle: title, label: label) { findings.append(finding) }
        if let finding = LabelRules.labelLength(visibleTitle: title) { findings.append(finding) }
        if let finding = LabelRules.labelPeriod(label: label, spec: spec) { findings.append(finding) }
        // The system's own rules (`DesignSystem.auditRules`): Obsidian's hint sentences (seed
        // 003; seed 002's own example hint is lower case), Anatomy's content strategy.
        let subject = SystemAuditRule.Subject(visibleTitle: title, spec: spec)
        findings += system.auditRules.flatMap { $0.findings(subject) }

        var report = AuditReport(name: button.name, system: button.system, style: button.style, state: button.state,
                                 appearance: button.appearance, label: label,
                                 voiceOver: system.voiceOver.announcement(state: button.state, label: label,
                                                                          value: VoiceOverText.value(of: spec),
                                                                          hint: spec.accessibilityHint),
                                 contrast: contrast, touchTarget: touch, findings: findings)
        report.systemName = button.vocabulary?.systemName
        report.stateName = button.vocabulary?.stateName
        return report
    }
}
