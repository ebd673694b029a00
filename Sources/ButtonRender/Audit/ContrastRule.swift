import Foundation

/// The `contrast` rule: WCAG AA contrast of the label against the effective background, or of
/// the icon of a button without text (non-text contrast). Disabled and loading buttons are
/// exempt, as WCAG exempts inactive components.
enum ContrastRule {
    /// The rule's name in findings.
    static let name = "contrast"

    /// The measure, or nil when the state is exempt or nothing coloured is drawn.
    static func measure(layout: ButtonLayout, spec: ButtonSpec) -> ContrastMeasure? {
        let button = layout.button
        guard button.state != .disabled, button.state != .loading else { return nil }
        let behind = BackdropColor.content(layout: layout, spec: spec)
        if layout.label != nil || layout.subtitle != nil {
            // Every colour the text is drawn in (label, coloured markup runs, subtitle), worst first.
            var colors: [RGBAColor] = []
            var large = true
            if let label = layout.label {
                colors.append(label.color)
                colors += button.titleRuns.compactMap(\.color)
                large = ContrastRequirement.isLargeText(size: button.font.size, weight: button.font.weight)
            }
            if let subtitle = layout.subtitle, let font = button.subtitle?.font {
                colors.append(subtitle.color)
                large = large && ContrastRequirement.isLargeText(size: font.size, weight: font.weight)
            }
            let drawn = colors.map { Contrast.flattened($0, over: behind) }
            let worst = drawn.min { Contrast.ratio($0, behind) < Contrast.ratio($1, behind) } ?? drawn[0]
            return make("label", worst, on: behind, required: large ? ContrastRequirement.largeText : ContrastRequirement.text,
                        largeText: large)
        }
        if let icon = layout.icon, let color = icon.color {
            var backdrop = behind
            if case .glyph(_, let disc) = icon.content { backdrop = Contrast.flattened(disc, over: behind) }
            return make("icon", Contrast.flattened(color, over: backdrop), on: backdrop,
                        required: ContrastRequirement.nonText, largeText: false)
        }
        return nil
    }

    /// The error for a measure below its requirement, or nil.
    static func finding(_ measure: ContrastMeasure) -> AuditFinding? {
        guard !measure.passes else { return nil }
        let criterion = measure.subject == "icon" ? "WCAG AA, 1.4.11 non-text contrast"
            : measure.largeText ? "WCAG AA, large text" : "WCAG AA"
        let message = "\(measure.subject) \(measure.foreground) on \(measure.background): \(AuditFormat.ratio(measure.ratio)):1, "
            + "needs \(AuditFormat.points(measure.required)):1 (\(criterion))"
        return AuditFinding(severity: .error, rule: name, message: message, field: "foreground")
    }

    /// A measure of two opaque colours.
    private static func make(_ subject: String, _ foreground: RGBAColor, on background: RGBAColor,
                             required: Double, largeText: Bool) -> ContrastMeasure {
        ContrastMeasure(subject: subject, ratio: displayed(Contrast.ratio(foreground, background), required: required),
                        foreground: foreground.withAlpha(1).hexString, background: background.withAlpha(1).hexString,
                        required: required, largeText: largeText)
    }

    /// The ratio rounded to two decimals, except that a failing ratio never rounds up to the
    /// requirement (4.497 against 4.5 gives 4.49).
    static func displayed(_ ratio: Double, required: Double) -> Double {
        let rounded = (ratio * 100).rounded() / 100
        guard ratio < required, rounded >= required else { return rounded }
        return ((required * 100).rounded() - 1) / 100
    }
}
