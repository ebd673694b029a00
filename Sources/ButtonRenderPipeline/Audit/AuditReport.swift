import ButtonRenderModel

/// The accessibility audit of one laid-out button: what VoiceOver would read, the contrast
/// and touch target measured, and every finding.
public struct AuditReport: Codable, Equatable, Sendable {
    /// The button's name (its output file's base name).
    public var name: String
    /// The design system.
    public var system: ButtonSystem
    /// The style, by its canonical name.
    public var style: ButtonStyle
    /// The state the button is drawn in.
    public var state: ButtonState
    /// Light or dark.
    public var appearance: Appearance
    /// The system's display name, and the state's name in the system (`ButtonVocabulary`):
    /// what the table shows a team of its own system.
    public var systemName: String?, stateName: String?
    /// The accessibility label: `accessibilityLabel`, else the title as written (not
    /// uppercased, markup removed); empty when the button has neither.
    package var label: String
    /// What VoiceOver reads when the button gets focus (see `VoiceOverText`).
    public var voiceOver: String
    /// The contrast measured, or nil when the state is exempt (disabled, loading) or there is
    /// nothing with a colour to measure.
    public var contrast: ContrastMeasure?
    /// The touch area and its minimum.
    package var touchTarget: TouchTargetMeasure
    /// Every problem found, errors and warnings, in rule order.
    package var findings: [AuditFinding]

    /// Creates a report.
    package init(name: String, system: ButtonSystem, style: ButtonStyle, state: ButtonState, appearance: Appearance,
                label: String, voiceOver: String, contrast: ContrastMeasure?, touchTarget: TouchTargetMeasure,
                findings: [AuditFinding]) {
        self.name = name; self.system = system; self.style = style; self.state = state
        self.appearance = appearance; self.label = label; self.voiceOver = voiceOver
        self.contrast = contrast; self.touchTarget = touchTarget; self.findings = findings
    }

    /// True when any finding is an error.
    package var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// The number of findings of a severity.
    package func count(_ severity: AuditSeverity) -> Int { findings.filter { $0.severity == severity }.count }
}
