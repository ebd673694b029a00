import ButtonRenderNative

extension ButtonRenderer {
    /// What `format: .apng` draws for a laid-out button, as an APNG at `scale`: its spinner
    /// turning when it shows one (`SpinnerAnimation`); the press when it is a pressed Material
    /// button (`PressAnimation`: its ink from touch to the settled press, the frame it was laid
    /// out at last); otherwise its still image as a one-frame animation.
    func renderAnimation(_ layout: ButtonLayout, scale: Int? = nil) throws -> RenderedImage {
        let animation: RenderedAnimation
        if layout.showsSpinner {
            animation = try renderSpinnerAnimation(layout, scale: scale)
        } else if playsPress(layout) {
            animation = try renderPressAnimation(layout.button, scale: scale, animation: PressAnimation())
        } else {
            let still = try render(layout, format: .png, scale: scale)
            let bytes = try AnimatedPNGEncoder.encode([AnimatedPNGEncoder.Frame(png: still.bytes, numerator: 1, denominator: 1)])
            return RenderedImage(name: still.name, format: .apng, scale: still.scale, pixelWidth: still.pixelWidth,
                                 pixelHeight: still.pixelHeight, bytes: bytes)
        }
        return RenderedImage(name: animation.name, format: .apng, scale: animation.scale, pixelWidth: animation.pixelWidth,
                             pixelHeight: animation.pixelHeight, bytes: animation.bytes)
    }
}
