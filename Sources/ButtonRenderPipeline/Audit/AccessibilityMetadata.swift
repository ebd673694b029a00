import ButtonRenderModel

/// The accessibility part of a button's metadata: what the audit found.
public struct AccessibilityMetadata: Codable, Equatable, Sendable {
    /// What VoiceOver reads.
    public var voiceOver: String
    /// The accessibility label (empty when there is none).
    package var label: String
    /// Every finding.
    package var findings: [AuditFinding]
    /// The contrast measured, or nil when exempt or nothing was measured.
    public var contrast: ContrastMeasure?
    /// The touch area and its minimum.
    package var touchTarget: TouchTargetMeasure

    /// The accessibility part of an audit report.
    package init(_ report: AuditReport) {
        voiceOver = report.voiceOver
        label = report.label
        findings = report.findings
        contrast = report.contrast
        touchTarget = report.touchTarget
    }
}
