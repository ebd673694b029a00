import ButtonRenderModel

/// An elevation as shadows under a `ShadowModel`: MDC iOS's two (`MDCShadowLayerElevation`)
/// or Material Components Web's three (`MaterialElevation`).
package enum ElevationShadows {
    /// The shadows of `elevation` (points for iOS, dp for Web: the same number) in `color`.
    package static func shadows(elevation: Double, model: ShadowModel, color: RGBAColor = .black) -> [BoxShadow] {
        switch model {
        case .ios: return MDCShadowLayerElevation.shadows(elevation: elevation, color: color)
        case .web: return MaterialElevation.shadows(elevation: elevation, color: color)
        }
    }
}
