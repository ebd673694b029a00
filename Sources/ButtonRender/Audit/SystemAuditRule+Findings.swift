/// What each system-specific audit rule (`SystemAuditRule`, listed by a system's
/// `DesignSystem.auditRules`) finds.
extension SystemAuditRule {
    /// The rule's findings for a button with the visible title `visibleTitle` drawn from `spec`.
    func findings(visibleTitle: String, spec: ButtonSpec) -> [AuditFinding] {
        switch self {
        case .contentStrategy: return ContentStrategyRules.findings(title: visibleTitle)
        case .hintSentence: return LabelRules.hintSentence(hint: spec.accessibilityHint).map { [$0] } ?? []
        }
    }
}
