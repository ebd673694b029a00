extension LayoutEngine {
    /// The display list of a placed button in paint order: under the content its shadows,
    /// container, background image, state layer, ripple, stroke and focus ring; over them the
    /// icon, menu indicator, spinner, title shadow, title and subtitle (clipped together when
    /// the line break mode clips), and the touch glow over everything.
    static func emit(_ button: ResolvedButton, _ p: PlacedButton) -> ButtonLayout {
        let container = p.container
        var lower: [ButtonBackgroundMark] = button.shadows.map { shadow in
            .shadow(PlacedShadow(shape: container.offsetBy(dx: shadow.x, dy: shadow.y).outset(by: shadow.spread),
                                 sigma: shadow.sigma, color: shadow.color, outside: container))
        }
        lower.append(.container(container, color: button.containerColor))
        if let image = p.backgroundImage { lower.append(.backgroundImage(image)) }
        lower.append(.stateLayer(container, color: button.stateLayer))
        if let ripple = p.ripple { lower.append(.ripple(ripple, clip: ripple.bounded ? container : nil)) }
        if let stroke = p.stroke { lower.append(.stroke(stroke)) }
        if let ring = p.focusRing { lower.append(.focusRing(ring)) }

        var content: [ButtonContentMark] = []
        if let icon = p.icon { content.append(.icon(icon)) }
        if let indicator = p.indicator { content.append(.menuIndicator(indicator)) }
        if let spinner = p.spinner { content.append(.spinner(spinner)) }
        var texts: [ButtonContentMark] = []
        if let shadow = p.labelShadow { texts.append(.titleShadow(shadow)) }
        if let label = p.label { texts.append(.title(label)) }
        if let subtitle = p.subtitle { texts.append(.subtitle(subtitle)) }
        if let clip = p.textClip { content.append(.clipped(clip, texts)) } else { content += texts }
        if let glow = p.touchGlow { content.append(.touchGlow(glow)) }

        return ButtonLayout(button: button, canvasSize: p.canvasSize,
                            marks: lower.map(ButtonMark.background) + content.map(ButtonMark.content),
                            touchTarget: p.touchTarget, contentRect: p.contentRect, insets: p.insets)
    }
}
