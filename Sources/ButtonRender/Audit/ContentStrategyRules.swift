/// Anatomy's content strategy for labels (seeds 002 and 004): "Use Title Case", "Lead with a
/// verb", "Aim for short actions, around 1-4 words". All three are warnings, and the first
/// two are heuristics on English text.
enum ContentStrategyRules {
    /// The most words a label should have.
    static let maximumWords = 4

    /// Every finding for a visible title (none for an empty one).
    static func findings(title: String) -> [AuditFinding] {
        let words = AccessibleText.words(title)
        guard !words.isEmpty else { return [] }
        return [titleCase(title, words: words), leadingVerb(title, words: words), wordCount(title, words: words)].compactMap { $0 }
    }

    /// Title Case, as AP style has it: the first word and every word of four or more letters
    /// starts with a capital; shorter words (a, an, the, and, or, for, of, to, in, on, at, by…)
    /// may be lower case.
    /// Words that start with a caseless character (digits, most scripts) pass.
    static func titleCase(_ title: String, words: [String]) -> AuditFinding? {
        let lower = words.enumerated().filter { index, word in
            guard let first = word.first, first.isLowercase else { return false }
            return index == 0 || word.filter(\.isLetter).count >= 4
        }.map { "\"\($0.element)\"" }
        guard !lower.isEmpty else { return nil }
        return AuditFinding(severity: .warning, rule: "titleCase",
                            message: "\"\(title)\" is not in Title Case (\(lower.joined(separator: ", ")) should start with a capital); "
                                + "anatomy labels use Title Case (heuristic: the first word and words of 4+ letters)",
                            field: "title")
    }

    /// Lead with a verb: the first word is one of `ActionVerbs`.
    static func leadingVerb(_ title: String, words: [String]) -> AuditFinding? {
        guard let first = words.first, !ActionVerbs.contains(first) else { return nil }
        return AuditFinding(severity: .warning, rule: "leadingVerb",
                            message: "\"\(title)\" does not lead with a verb (heuristic: \"\(first)\" is not in the list of "
                                + "common action verbs such as Save, Add, Next); anatomy labels lead with a verb",
                            field: "title")
    }

    /// 1 to 4 words.
    static func wordCount(_ title: String, words: [String]) -> AuditFinding? {
        guard words.count > maximumWords else { return nil }
        return AuditFinding(severity: .warning, rule: "wordCount",
                            message: "\"\(title)\" has \(words.count) words; anatomy labels aim for short actions of 1-\(maximumWords) words",
                            field: "title")
    }
}
