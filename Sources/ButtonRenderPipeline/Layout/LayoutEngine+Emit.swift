extension LayoutEngine {
    /// The display list of a placed button in paint order, CSS's for the box: under the content
    /// its outer shadows, container, background image, inset shadows, state layer, ripple,
    /// stroke and focus ring; over them the
    /// icon, menu indicator, spinner, title shadow, title and subtitle (clipped together when
    /// the line break mode clips), and the touch glow over everything.
    static func emit(_ button: ResolvedButton, _ p: PlacedButton, systemFacts: SystemFacts) -> ButtonLayout {
        let container = p.container
        // One array, sized once: the marks are large values, so every intermediate array or
        // regrowth would copy them all again.
        var marks: [ButtonMark] = []
        marks.reserveCapacity(button.shadows.count + 14)
        for shadow in button.shadows where !shadow.inset {
            marks.append(.background(.shadow(PlacedShadow(shape: container.offsetBy(dx: shadow.x, dy: shadow.y).outset(by: shadow.spread),
                                                          sigma: shadow.sigma, color: shadow.color, outside: container))))
        }
        marks.append(.background(.container(container, color: button.containerColor)))
        if let image = p.backgroundImage { marks.append(.background(.backgroundImage(image))) }
        // Inset shadows lie inside the padding box: the stroke's inner edge (the container
        // itself for a stroke outside it), or the container without a stroke.
        let paddingBox = p.stroke?.inner ?? container
        for shadow in button.shadows where shadow.inset {
            let hole = paddingBox.offsetBy(dx: shadow.x, dy: shadow.y).outset(by: -shadow.spread)
            marks.append(.background(.insetShadow(PlacedInsetShadow(hole: hole, sigma: shadow.sigma, color: shadow.color, inside: paddingBox))))
        }
        marks.append(.background(.stateLayer(container, color: button.stateLayer)))
        if let ripple = p.ripple { marks.append(.background(.ripple(ripple, clip: ripple.bounded ? container : nil))) }
        if let stroke = p.stroke { marks.append(.background(.stroke(stroke))) }
        if let ring = p.focusRing { marks.append(.background(.focusRing(ring))) }

        if let icon = p.icon { marks.append(.content(.icon(icon))) }
        if let indicator = p.indicator { marks.append(.content(.menuIndicator(indicator))) }
        if let spinner = p.spinner { marks.append(.content(.spinner(spinner))) }
        if let clip = p.textClip {
            var texts: [ButtonContentMark] = []
            texts.reserveCapacity(3)
            if let shadow = p.labelShadow { texts.append(.titleShadow(shadow)) }
            if let label = p.label { texts.append(.title(label)) }
            if let subtitle = p.subtitle { texts.append(.subtitle(subtitle)) }
            marks.append(.content(.clipped(clip, texts)))
        } else {
            if let shadow = p.labelShadow { marks.append(.content(.titleShadow(shadow))) }
            if let label = p.label { marks.append(.content(.title(label))) }
            if let subtitle = p.subtitle { marks.append(.content(.subtitle(subtitle))) }
        }
        if let glow = p.touchGlow { marks.append(.content(.touchGlow(glow))) }

        return ButtonLayout(button: button, systemFacts: systemFacts, canvasSize: p.canvasSize, marks: marks,
                            touchTarget: p.touchTarget, contentRect: p.contentRect, insets: p.insets)
    }
}
