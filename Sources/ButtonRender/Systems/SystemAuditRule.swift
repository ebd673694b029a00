/// An audit rule that only some design systems ask for, named as data so that a
/// `DesignSystem` can list its own (`DesignSystem.auditRules`) without naming the audit; what
/// each rule finds is Audit's (`Audit/SystemAuditRule+Findings.swift`). A system that needs a
/// rule of its own adds a case here and its findings there.
public enum SystemAuditRule: String, Equatable, Sendable {
    /// Anatomy's content strategy (seeds 002 and 004): Title Case, a leading action verb,
    /// 1–4 words (`titleCase`, `leadingVerb`, `wordCount`).
    case contentStrategy
    /// Obsidian's hints (seed 003): a hint is a capitalised sentence ending with a period
    /// (`hintSentence`).
    case hintSentence
}
