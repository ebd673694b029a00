/// How serious an audit finding is: an `error` fails the accessibility requirements the
/// button's design system states; a `warning` breaks a guideline or a heuristic.
public enum AuditSeverity: String, Codable, Sendable {
    case error, warning
}

/// One problem the audit found with a laid-out button.
public struct AuditFinding: Codable, Equatable, Sendable {
    /// Error or warning.
    package var severity: AuditSeverity
    /// The rule that found it: `contrast`, `touchTarget`, `accessibilityLabel`, `labelLength`,
    /// `titleCase`, `leadingVerb` or `wordCount`.
    public var rule: String
    /// What is wrong, with the numbers, in one sentence; a title it quotes has its control
    /// characters escaped (`ControlCharacterEscaping`).
    public var message: String
    /// The spec field that would fix it, when there is one (`foreground`, `accessibilityLabel`,
    /// `title`).
    public var field: String?

    /// Creates a finding, escaping the control characters of `message`.
    public init(severity: AuditSeverity, rule: String, message: String, field: String? = nil) {
        self.severity = severity; self.rule = rule; self.message = ControlCharacterEscaping.escaped(message); self.field = field
    }
}
