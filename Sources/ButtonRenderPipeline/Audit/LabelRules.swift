import ButtonRenderModel

/// Rules on a button's label for every system: an icon-only button needs an accessibility
/// label (`accessibilityLabel`), a visible label should fit a small screen (`labelLength`),
/// and a label is not a sentence (`labelPeriod`, seed 003's VoiceOver guidance, which is also
/// Apple's). That a hint is a sentence is a system's own rule (`SystemAuditRule.hintSentence`).
enum LabelRules {
    /// The longest label that fits a 320pt-wide screen, in characters (seeds 002 and 004:
    /// "~30 character max").
    static let maximumLength = 30
    /// The longest label the rule lets pass: the seeds' "~30" is approximate, and their own
    /// example of a good label, "Assign as Primary Care Physician", has 32 characters, so
    /// labels warn from 10% over 30.
    static let toleratedLength = 33

    /// An error when the button shows no text and has no accessibility label (the spec's
    /// `accessibilityLabel`, or the one UIKit gives a standard button type, `label`):
    /// VoiceOver would have nothing to read (MDC's accessibility guidance, seed 002).
    static func accessibilityLabel(visibleTitle: String, label: String) -> AuditFinding? {
        guard visibleTitle.isEmpty, LabelText.nonBlank(label) == nil else { return nil }
        return AuditFinding(severity: .error, rule: "accessibilityLabel",
                            message: "the button shows no title and has no accessibilityLabel, so VoiceOver has no name to read; "
                                + "set accessibilityLabel to the action (e.g. \"Share\")",
                            field: "accessibilityLabel")
    }

    /// A warning when the visible label is longer than `toleratedLength` characters.
    static func labelLength(visibleTitle: String) -> AuditFinding? {
        let count = visibleTitle.count
        guard count > toleratedLength else { return nil }
        return AuditFinding(severity: .warning, rule: "labelLength",
                            message: "the label has \(count) characters; about \(maximumLength) characters fit a "
                                + "320pt-wide screen, so it may truncate",
                            field: "title")
    }

    /// A warning when the accessible label ends with a period: "it is rarely a complete
    /// sentence" (seed 003). An ellipsis is not a period.
    static func labelPeriod(label: String, spec: ButtonSpec) -> AuditFinding? {
        // Most labels end in a letter: neither a period nor anything trimming could remove
        // (Foundation's trimming cost about 4,000 instructions a button).
        if let last = label.unicodeScalars.last, last != ".", !last.properties.isWhitespace { return nil }
        let trimmed = label.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix("."), !trimmed.hasSuffix("..") else { return nil }
        return AuditFinding(severity: .warning, rule: "labelPeriod",
                            message: "the label \"\(trimmed)\" ends with a period; a label is a word or short phrase "
                                + "(\"Play song\"), not a sentence",
                            field: LabelText.nonBlank(spec.accessibilityLabel) == nil ? "title" : "accessibilityLabel")
    }
}
