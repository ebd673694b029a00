/// Rules on a button's label for every system: an icon-only button needs an accessibility
/// label (`accessibilityLabel`), and a visible label should fit a small screen (`labelLength`).
enum LabelRules {
    /// The longest label that fits a 320pt-wide screen, in characters (seeds 002 and 004).
    static let maximumLength = 30

    /// An error when the button shows no text and the spec gives no `accessibilityLabel`:
    /// VoiceOver would have nothing to read (MDC's accessibility guidance, seed 002).
    static func accessibilityLabel(visibleTitle: String, spec: ButtonSpec) -> AuditFinding? {
        guard visibleTitle.isEmpty, AccessibleText.nonBlank(spec.accessibilityLabel) == nil else { return nil }
        return AuditFinding(severity: .error, rule: "accessibilityLabel",
                            message: "the button shows no title and has no accessibilityLabel, so VoiceOver has no name to read; "
                                + "set accessibilityLabel to the action (e.g. \"Share\")",
                            field: "accessibilityLabel")
    }

    /// A warning when the visible label is longer than `maximumLength` characters.
    static func labelLength(visibleTitle: String) -> AuditFinding? {
        let count = visibleTitle.count
        guard count > maximumLength else { return nil }
        return AuditFinding(severity: .warning, rule: "labelLength",
                            message: "the label has \(count) characters; about \(maximumLength) characters fit a "
                                + "320pt-wide screen, so it may truncate",
                            field: "title")
    }
}
