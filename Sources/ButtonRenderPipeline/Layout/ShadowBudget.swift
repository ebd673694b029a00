import ButtonRenderModel
import ButtonRenderTokens

/// Bounds the time shadows may take to paint. Every value of a shadow can be within its range
/// (blur up to 512, spread up to 512, 16 shadows, scale 3) and the blurs still take tens of
/// seconds together; the work is estimated from the layout, before any mask is allocated, and
/// refused past `SpecLimits.maximumShadowBlurWork` with a field error on `shadows`.
package enum ShadowBudget {
    /// The estimated blur work of painting `shadows` around a container of `size` points with
    /// corners of up to `cornerRadius` points, at `scale` device pixels per point. It follows
    /// Paint's Gaussian blur, which convolves (kernel taps each) only the rows and columns whose
    /// window is not flat and copies the rest: per shadow, the mask's area (copies) plus twice
    /// (rows not flat) x (columns not flat) x taps, where the rows and columns not flat are
    /// those within a kernel width of an edge or a corner's curve.
    static func work(of shadows: [BoxShadow], container size: Size, cornerRadius: Double = 0, scale: Double) -> Double {
        var total = 0.0
        for shadow in shadows where !shadow.color.isClear {
            let width = size.width + 2 * shadow.spread, height = size.height + 2 * shadow.spread
            guard width > 0, height > 0 else { continue }
            let sigma = shadow.sigma * scale
            let radius = sigma >= 0.05 ? Double(BlurExtent.padding(sigma: sigma)) : 0
            let maskWidth = (width * scale).rounded(.up) + 2 * radius + 2
            let maskHeight = (height * scale).rounded(.up) + 2 * radius + 2
            let taps = 2 * radius + 1
            let curve = (max(0, cornerRadius + shadow.spread) * scale).rounded(.up)
            let band = 2 * (2 * radius + curve + 3)
            total += maskWidth * maskHeight + 2 * min(maskHeight, band) * min(maskWidth, band) * taps
        }
        return total
    }

    /// Fails with a field error on `shadows` when painting `layout`'s shadows at `scale` would
    /// take more than `SpecLimits.maximumShadowBlurWork`. A canvas over `CanvasLimits` passes:
    /// painting refuses it anyway, with the clearer message.
    package static func check(_ layout: ButtonLayout, scale: Double) throws(FieldError) {
        let w = Int((layout.canvasSize.width * scale).rounded(.up)), h = Int((layout.canvasSize.height * scale).rounded(.up))
        guard (try? CanvasLimits.check(width: w, height: h)) != nil else { return }
        let container = layout.container, r = container.radii
        try check(layout.button.shadows, container: Size(width: container.rect.width, height: container.rect.height),
                  cornerRadius: max(r.topLeft, r.topRight, r.bottomRight, r.bottomLeft), scale: scale)
    }

    /// Fails with a field error on `shadows` when `shadows` around a container of `size` with
    /// corners of up to `cornerRadius` at `scale` would take more than `SpecLimits.maximumShadowBlurWork`.
    static func check(_ shadows: [BoxShadow], container size: Size, cornerRadius: Double, scale: Double) throws(FieldError) {
        let estimate = work(of: shadows, container: size, cornerRadius: cornerRadius, scale: scale)
        guard estimate <= SpecLimits.maximumShadowBlurWork else {
            throw FieldError(["shadows"], .stage(LayoutError.shadowBudget(work: estimate, scale: scale,
                                                                         limit: SpecLimits.maximumShadowBlurWork)))
        }
    }

    /// A large count in words ("2.1 billion").
    static func formatWork(_ value: Double) -> String {
        if value >= 1e9 { return "\(formatNumber((value / 1e8).rounded() / 10)) billion" }
        if value >= 1e6 { return "\(formatNumber((value / 1e5).rounded() / 10)) million" }
        return formatNumber(value.rounded())
    }
}
