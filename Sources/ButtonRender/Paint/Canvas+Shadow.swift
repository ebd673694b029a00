extension Canvas {
    /// Draws a blurred shadow of `shape` (already offset and spread) with a Gaussian of
    /// standard deviation `sigma` points, only outside `outside` (the container), as MDC masks
    /// its shadows: the shape is filled into a mask grown by the blur's reach, the mask is
    /// blurred (`GaussianBlur`, sigma in device pixels, so a zoomed shadow blurs as much as its
    /// shape is large), and the colour is painted through it.
    public func drawShadow(of shape: RoundedRect, sigma: Double, color: RGBAColor, outside: RoundedRect) throws {
        guard !color.isClear, shape.rect.width > 0, shape.rect.height > 0 else { return }
        let sigmaPixels = deviceLength(sigma)
        guard let mask = try mask(of: shape, padding: GaussianBlur.padding(sigma: sigmaPixels)) else { return }
        mask.withPixels { pixels in
            GaussianBlur.blur(pixels, width: mask.width, height: mask.height, stride: mask.stride, sigma: sigmaPixels)
        }
        try fill(mask, color: color, outside: outside)
    }
}
