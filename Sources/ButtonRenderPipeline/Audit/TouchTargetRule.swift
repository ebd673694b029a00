import ButtonRenderModel

/// The `touchTarget` rule: the touch area (`layout.touchTarget`, the container extended by
/// the system's hit-area insets) must reach the platform's minimum on both axes.
enum TouchTargetRule {
    /// The rule's name in findings.
    static let name = "touchTarget"

    /// The touch area's size and its minimum: the platform minimum edge in points, the
    /// button's system's `DesignSystem.touchTargetMinimum` (48 for Material: Material's touch
    /// target, MDC's `hitAreaInsets` guidance; 44 for UIKit: Apple's Human Interface
    /// Guidelines, Anatomy: seed 002's "44pt x 44pt", and Obsidian, an iOS system).
    static func measure(layout: ButtonLayout, minimum: Double) -> TouchTargetMeasure {
        TouchTargetMeasure(width: layout.touchTarget.width, height: layout.touchTarget.height, minimum: minimum)
    }

    /// A warning when the area is smaller than the minimum on either axis, or nil; `rule`
    /// names where the minimum comes from, when the system says (a system file's platform).
    static func finding(_ measure: TouchTargetMeasure, system: ButtonSystem, rule: String? = nil) -> AuditFinding? {
        guard !measure.passes else { return nil }
        let source = rule.map { "\(system.rawValue): \($0)" } ?? system.rawValue
        let message = "touch target \(AuditFormat.size(measure.width, measure.height))pt is below the "
            + "\(AuditFormat.size(measure.minimum, measure.minimum))pt minimum (\(source)); extend the hit area"
        return AuditFinding(severity: .warning, rule: name, message: message)
    }
}
