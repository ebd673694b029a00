import ButtonRenderModel
import Foundation

/// The `contrast` rule: WCAG AA contrast of the label against the effective background, or of
/// the icon of a button without text (non-text contrast). Disabled and loading buttons are
/// exempt, as WCAG exempts inactive components.
enum ContrastRule {
    /// The rule's name in findings.
    static let name = "contrast"

    /// The measure, or nil when the state is exempt or nothing coloured is drawn. The
    /// background is what is drawn under the label's (or icon's) box: container, state layer
    /// and, where it reaches the box, the ink ripple; when the ink covers only part of the box,
    /// the worse of the two backgrounds counts.
    static func measure(layout: ButtonLayout, spec: ButtonSpec) -> ContrastMeasure? {
        let button = layout.button
        guard button.state != .disabled, button.state != .loading else { return nil }
        let texts = [layout.label, layout.subtitle].compactMap { $0 }
        if let first = texts.first {
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
            let box = texts.dropFirst().reduce(first.frame) { $0.union($1.frame) }
            let backdrops = BackdropColor.content(layout: layout, spec: spec, under: box)
            let (fg, bg) = worst(colors, on: backdrops) { $0 }
            return make("label", fg, on: bg, required: large ? ContrastRequirement.largeText : ContrastRequirement.text,
                        largeText: large)
        }
        if let icon = layout.icon, let color = icon.color {
            let backdrops = BackdropColor.content(layout: layout, spec: spec, under: icon.frame)
            let (fg, bg) = worst([color], on: backdrops) { behind in
                if case .glyph(_, let disc) = icon.content { return Contrast.flattened(disc, over: behind) }
                return behind
            }
            return make("icon", fg, on: bg, required: ContrastRequirement.nonText, largeText: false)
        }
        return nil
    }

    /// The pair (foreground flattened onto its backdrop, backdrop) of lowest contrast among
    /// every colour on every backdrop; `backdrop` maps a background to what the colour is
    /// actually drawn on there (an icon's disc, say).
    private static func worst(_ colors: [RGBAColor], on backgrounds: [RGBAColor],
                              backdrop: (RGBAColor) -> RGBAColor) -> (RGBAColor, RGBAColor) {
        var best: (fg: RGBAColor, bg: RGBAColor, ratio: Double)?
        for background in backgrounds {
            let behind = backdrop(background)
            for color in colors {
                let drawn = Contrast.flattened(color, over: behind)
                let ratio = Contrast.ratio(drawn, behind)
                if ratio < (best?.ratio ?? .infinity) { best = (drawn, behind, ratio) }
            }
        }
        return best.map { ($0.fg, $0.bg) } ?? (colors.first ?? .black, backgrounds.first ?? .white)
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
