import ButtonRenderModel
import ButtonRenderNative

/// Anatomy's content strategy for labels (seeds 002 and 004): "Use Title Case", "Lead with a
/// verb", "Aim for short actions, around 1-4 words". All three are warnings, and the first
/// two are heuristics on English text.
enum ContentStrategyRules {
    /// The most words a label should have, not counting the short words that join them.
    static let maximumWords = 4
    /// Articles, conjunctions and short prepositions, the words AP's Title Case leaves lower
    /// case: they join the words of an action without adding one ("Assign as Primary Care
    /// Physician", the seed's own example of specificity with purpose, is 4 words of action).
    static let joiningWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "off", "on",
        "per", "to", "up", "via",
    ]

    /// Every finding for a visible title (none for an empty one).
    static func findings(title: String) -> [AuditFinding] {
        let words = LabelText.words(title)
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

    /// Lead with a verb: the first word is one of `ActionVerbs`. The list is English: a label
    /// whose first word is written in another script is not judged by it, and the finding says
    /// so (and that a person should check it) instead.
    static func leadingVerb(_ title: String, words: [String]) -> AuditFinding? {
        guard let first = words.first, !ActionVerbs.contains(first) else { return nil }
        let scripts = TextScripts.letterScripts(in: first)
        if let other = scripts.first(where: { $0 != "Latn" }) {
            return AuditFinding(severity: .warning, rule: "leadingVerb",
                                message: "\"\(title)\" was not checked for a leading verb: the list of action verbs knows English "
                                    + "only, and this label is written in \(TextScripts.name(of: other)); check that it leads with a verb",
                                field: "title")
        }
        return AuditFinding(severity: .warning, rule: "leadingVerb",
                            message: "\"\(title)\" does not lead with a verb (heuristic: \"\(first)\" is not in the list of "
                                + "common action verbs such as Save, Add, Next); anatomy labels lead with a verb",
                            field: "title")
    }

    /// 1 to 4 words, not counting `joiningWords`.
    static func wordCount(_ title: String, words: [String]) -> AuditFinding? {
        let counted = words.filter { !joiningWords.contains($0.lowercased()) }.count
        guard counted > maximumWords else { return nil }
        return AuditFinding(severity: .warning, rule: "wordCount",
                            message: "\"\(title)\" has \(counted) words (besides short joining words such as of, to, as); "
                                + "anatomy labels aim for short actions of around 1-\(maximumWords) words",
                            field: "title")
    }
}
