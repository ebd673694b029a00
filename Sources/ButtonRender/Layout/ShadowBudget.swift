/// Bounds the time shadows may take to paint. Every value of a shadow can be within its range
/// (blur up to 512, spread up to 512, 16 shadows, scale 3) and the blurs still take tens of
/// seconds together; the work is estimated from the layout, before any mask is allocated, and
/// refused past `SpecLimits.maximumShadowBlurWork` with a field error on `shadows`.
public enum ShadowBudget {
    /// The estimated blur work of painting `shadows` around a container of `size` points at
    /// `scale` device pixels per point: for each shadow, the blurred mask's width x height x
    /// kernel taps (`GaussianBlur` pads the shape by its kernel radius on each side).
    public static func work(of shadows: [BoxShadow], container size: Size, scale: Double) -> Double {
        var total = 0.0
        for shadow in shadows where !shadow.color.isClear {
            let width = size.width + 2 * shadow.spread, height = size.height + 2 * shadow.spread
            guard width > 0, height > 0 else { continue }
            let sigma = shadow.sigma * scale
            let radius = sigma >= 0.05 ? Double(GaussianBlur.padding(sigma: sigma)) : 0
            let maskWidth = (width * scale).rounded(.up) + 2 * radius + 2
            let maskHeight = (height * scale).rounded(.up) + 2 * radius + 2
            total += maskWidth * maskHeight * (2 * radius + 1)
        }
        return total
    }

    /// Fails with a field error on `shadows` when painting `layout`'s shadows at `scale` would
    /// take more than `SpecLimits.maximumShadowBlurWork`.
    public static func check(_ layout: ButtonLayout, scale: Double) throws(FieldError) {
        try check(layout.button.shadows, container: Size(width: layout.container.rect.width, height: layout.container.rect.height), scale: scale)
    }

    /// Fails with a field error on `shadows` when `shadows` around a container of `size` at
    /// `scale` would take more than `SpecLimits.maximumShadowBlurWork`.
    static func check(_ shadows: [BoxShadow], container size: Size, scale: Double) throws(FieldError) {
        let estimate = work(of: shadows, container: size, scale: scale)
        guard estimate <= SpecLimits.maximumShadowBlurWork else {
            throw FieldError(["shadows"],
                "these shadows would take about \(formatWork(estimate)) blur steps to paint at scale \(formatNumber(scale)); "
                + "at most \(formatWork(SpecLimits.maximumShadowBlurWork)) are allowed (use fewer shadows, or less blur or spread)")
        }
    }

    /// A large count in words ("2.1 billion").
    private static func formatWork(_ value: Double) -> String {
        if value >= 1e9 { return "\(formatNumber((value / 1e8).rounded() / 10)) billion" }
        if value >= 1e6 { return "\(formatNumber((value / 1e5).rounded() / 10)) million" }
        return formatNumber(value.rounded())
    }
}
