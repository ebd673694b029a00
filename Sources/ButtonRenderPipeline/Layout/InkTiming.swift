/// MDC iOS's ink timeline on touch-down (`MDCInkLayer.startInkAtPoint:animated:`): one
/// animation group of 333 ms holds a scale, a position and a fade-in animation that each begin
/// 83 ms in. Nothing shows for the first 83 ms; then the ink fades in linearly over 83 ms
/// while, over 333 ms of its own, it scales from its initial to its final radius and its centre
/// travels from the touch point to the container's centre, both eased with Material's standard
/// curve. The group clips its animations at 333 ms (Core Animation clips a group's children to
/// the group's duration) and holds that frame (`fillMode` forwards): the spread stops 250 ms
/// into its 333 ms, at 96% of the way. A ripple's `progress` is the fraction of that 333 ms
/// group, so frames at evenly spaced progress values play as the real press.
struct InkTiming: Equatable, Sendable {
    /// Milliseconds before the ink appears (and before it starts to spread):
    /// `MDCInkLayerCommonDuration`.
    static let delay = 83.0
    /// Milliseconds the fade-in takes, from the end of the delay: `MDCInkLayerCommonDuration`.
    static let fadeIn = 83.0
    /// Milliseconds the scale and position animations take, from the end of the delay:
    /// `MDCInkLayerStartScalePositionDuration`.
    static let spread = 333.0
    /// The whole touch-down animation group in milliseconds (progress 1):
    /// `MDCInkLayerStartScalePositionDuration`, which clips the spread at 250 ms.
    static let duration = 333.0
    /// The smallest and largest scale the ink starts from, and the container side that divides
    /// the shorter side of the container to give it (`MDCInkLayerScaleStartMin`, `Max`,
    /// `MDCInkLayerScaleDivisor`).
    static let initialScaleRange = 0.2...0.6, initialScaleDivisor = 300.0

    /// Opacity multiplier of the ink colour, 0...1.
    var opacity: Double
    /// Eased spread, 0...1: the fraction of the way from initial to final radius and from the
    /// touch point to the container's centre.
    var spread: Double

    /// The state of the ink at `progress` (0...1) of the touch-down animation group.
    init(progress: Double) {
        let elapsed = min(max(progress, 0), 1) * InkTiming.duration - InkTiming.delay
        opacity = min(max(elapsed / InkTiming.fadeIn, 0), 1)
        spread = Easing.standard(min(max(elapsed / InkTiming.spread, 0), 1))
    }

    /// A still frame outside the timeline: the ink at full strength where it was touched.
    static let touch = InkTiming(opacity: 1, spread: 0)

    /// An explicit state.
    init(opacity: Double, spread: Double) {
        self.opacity = opacity
        self.spread = spread
    }

    /// The fraction of its final radius the ink starts from in a `width` × `height` container:
    /// the shorter side over 300, kept within 0.2...0.6 (MDC scales the final circle from it).
    static func initialScale(width: Double, height: Double) -> Double {
        min(max(min(width, height) / initialScaleDivisor, initialScaleRange.lowerBound), initialScaleRange.upperBound)
    }
}
