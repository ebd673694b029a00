import ButtonRenderModel

/// MDC iOS's elevation as shadows (`MDCShadowLayer`, which `MDCButton` draws with): an
/// ambient shadow with no offset and a key shadow below it, each a linear function of the
/// elevation in points, read from the `material` theme's `shadowLayer` tokens
/// (`ButtonRenderModel/Tokens/material.tokens.json`). A CALayer's `shadowRadius` is twice the Gaussian's
/// standard deviation, so it is the CSS blur `BoxShadow` takes.
enum MDCShadowLayerElevation {
    /// One of the two shadows: its opacity, and its blur and vertical offset as slope and
    /// intercept over the elevation.
    struct Layer: Sendable {
        let opacity, blurSlope, blurIntercept, offsetYSlope, offsetYIntercept: Double
    }

    /// The ambient and key shadows, parsed once from the built-in `material` theme (empty if
    /// the bundled file cannot be read, which the tests would show).
    static let layers: [Layer] = {
        guard let tokens = try? BuiltInThemes.tokens(named: "material") else { return [] }
        return ["ambient", "key"].compactMap { name -> Layer? in
            func number(_ part: String) -> Double? { try? tokens.number("shadowLayer.\(name).\(part)", .light) }
            guard let opacity = number("opacity"), let blurSlope = number("blurSlope"), let blurIntercept = number("blurIntercept"),
                  let offsetYSlope = number("offsetYSlope"), let offsetYIntercept = number("offsetYIntercept") else { return nil }
            return Layer(opacity: opacity, blurSlope: blurSlope, blurIntercept: blurIntercept,
                         offsetYSlope: offsetYSlope, offsetYIntercept: offsetYIntercept)
        }
    }()

    /// The shadows for an elevation in points (none at 0), in `color` at each shadow's opacity.
    static func shadows(elevation: Double, color: RGBAColor = .black) -> [BoxShadow] {
        guard elevation > 0 else { return [] }
        return layers.map { layer in
            BoxShadow(x: 0, y: layer.offsetYSlope * elevation + layer.offsetYIntercept,
                      blur: max(0, layer.blurSlope * elevation + layer.blurIntercept), spread: 0,
                      color: color.withAlphaMultiplied(by: layer.opacity))
        }
    }
}
