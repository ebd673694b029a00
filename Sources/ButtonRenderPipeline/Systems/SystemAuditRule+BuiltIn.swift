import ButtonRenderModel

/// The audit rules a system file may name (`audit: rules:`): Anatomy's content strategy and
/// Obsidian's hint sentences.
extension SystemAuditRule {
    /// The rules a system file may name, by `name`.
    package static let builtIn: [SystemAuditRule] = [.contentStrategy, .hintSentence]

    /// The built-in rule named `name`, or nil.
    public static func named(_ name: String) -> SystemAuditRule? { builtIn.first { $0.name == name } }

    /// Anatomy's content strategy (seeds 002 and 004): Title Case, a leading action verb,
    /// 1–4 words (findings `titleCase`, `leadingVerb`, `wordCount`).
    static let contentStrategy = SystemAuditRule(name: "contentStrategy") {
        ContentStrategyRules.findings(title: $0.visibleTitle)
    }

    /// Obsidian's hints (seed 003): a hint is a capitalised sentence ending with a period
    /// (finding `hintSentence`).
    package static let hintSentence = SystemAuditRule(name: "hintSentence") {
        HintSentenceRule.finding(hint: $0.spec.accessibilityHint).map { [$0] } ?? []
    }
}
