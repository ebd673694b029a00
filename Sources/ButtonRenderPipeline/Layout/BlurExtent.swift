/// How far a Gaussian blur reaches: the rule layout's shadow budget and Paint's blur share, so
/// that layout can bound a shadow's cost without depending on Paint.
enum BlurExtent {
    /// The padding, in pixels, a mask needs on each side so that blurring it with a Gaussian of
    /// standard deviation `sigma` (pixels) loses nothing at its edges: four sigmas, at least one.
    static func padding(sigma: Double) -> Int { max(1, Int((4 * sigma).rounded(.up))) }
}
