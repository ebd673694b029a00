import ButtonRenderModel
import Foundation

/// Seed 003's rule for hints, which is also Apple's: a hint is a complete sentence
/// (`SystemAuditRule.hintSentence`, which Obsidian lists).
enum HintSentenceRule {
    /// A warning when the hint is not a complete sentence: a capital first letter and a
    /// closing period ("Double tap to sort by file type.", seed 003).
    static func finding(hint: String?) -> AuditFinding? {
        guard let hint = LabelText.nonBlank(hint)?.trimmingCharacters(in: .whitespaces) else { return nil }
        let capitalised = hint.first.map { $0.isUppercase || !$0.isLetter } ?? true
        guard !capitalised || !hint.hasSuffix(".") else { return nil }
        return AuditFinding(severity: .warning, rule: "hintSentence",
                            message: "the hint \"\(hint)\" should be a complete sentence, starting with a capital "
                                + "and ending with a period (\"Double tap to sort by file type.\")",
                            field: "accessibilityHint")
    }
}
