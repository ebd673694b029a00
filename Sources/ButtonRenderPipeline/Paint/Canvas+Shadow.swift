import ButtonRenderModel
import ButtonRenderNative

extension Canvas {
    /// Draws a blurred shadow of `shape` (already offset and spread) with a Gaussian of
    /// standard deviation `sigma` points, only outside `outside` (the container), as MDC masks
    /// its shadows: the colour is painted through `blurredShadowMask(of:sigma:cache:)`, which
    /// blurs through `cache` (a run's `RenderCaches.shadowBlurs`; nil blurs the whole mask).
    public func drawShadow(of shape: RoundedRect, sigma: Double, color: RGBAColor, outside: RoundedRect,
                           cache: ShadowBlurCache?) throws {
        guard !color.isClear, shape.rect.width > 0, shape.rect.height > 0 else { return }
        guard let mask = try blurredShadowMask(of: shape, sigma: sigma, cache: cache) else { return }
        try fill(mask, color: color, outside: outside)
    }

    /// Draws an inset shadow as CSS paints `box-shadow: inset`: `color` inside `inside` (the
    /// padding box) except in `hole` (already offset and shrunk by the spread), whose edge is
    /// blurred by a Gaussian of standard deviation `sigma` points. An unblurred one is a
    /// vector fill; a blurred one blurs the hole's mask over the whole padding box (not through
    /// the nine-patch cache, which keeps shapes, not the space around them) and paints its
    /// inverse.
    public func drawInsetShadow(around hole: RoundedRect, sigma: Double, color: RGBAColor, inside: RoundedRect) throws {
        guard !color.isClear, inside.rect.width > 0, inside.rect.height > 0 else { return }
        let sigmaPixels = deviceLength(sigma)
        guard sigmaPixels >= 0.05, hole.rect.width > 0, hole.rect.height > 0 else {
            return fill(inside, except: hole, color: color)
        }
        let padding = GaussianBlur.padding(sigma: sigmaPixels)
        guard let mask = try mask(of: hole, padding: padding, covering: inside.rect) else { return }
        mask.withPixels { pixels in
            GaussianBlur.blur(pixels, width: mask.width, height: mask.height, stride: mask.stride, sigma: sigmaPixels)
        }
        try fill(inverseOf: mask, color: color, inside: inside)
    }

    /// The blurred mask of a shadow's `shape`: the shape filled into a mask grown by the
    /// blur's reach, blurred with a Gaussian of `sigma` points in device pixels (so a zoomed
    /// shadow blurs as much as its shape is large). `cache` blurs the mask's nine-patch once
    /// per distinct corners, sub-pixel placement and blur (`ShadowBlurCache`); `nil` blurs the
    /// whole mask directly. Both give the same bytes. Nil when Cairo cannot make the mask.
    public func blurredShadowMask(of shape: RoundedRect, sigma: Double,
                                  cache: ShadowBlurCache?) throws -> AlphaMask? {
        let sigmaPixels = deviceLength(sigma)
        guard let mask = try mask(of: shape, padding: GaussianBlur.padding(sigma: sigmaPixels)) else { return nil }
        if let cache {
            cache.blur(mask, sigma: sigmaPixels)
        } else {
            mask.withPixels { pixels in
                GaussianBlur.blur(pixels, width: mask.width, height: mask.height, stride: mask.stride, sigma: sigmaPixels)
            }
        }
        return mask
    }
}
