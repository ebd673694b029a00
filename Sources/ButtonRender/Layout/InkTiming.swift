/// MDC iOS's ink timeline on touch-down (`MDCInkLayer`): nothing shows for the first 83 ms;
/// then the ink fades in linearly over 83 ms while, over 333 ms, it grows from its initial to
/// its final radius and its centre travels from the touch point to the container's centre,
/// both eased with Material's standard curve. A ripple's `progress` is the fraction of that
/// whole 416 ms timeline, so frames at evenly spaced progress values play as the real press.
public struct InkTiming: Equatable, Sendable {
    /// Milliseconds before the ink appears (and before it starts to spread).
    public static let delay = 83.0
    /// Milliseconds the fade-in takes, from the end of the delay.
    public static let fadeIn = 83.0
    /// Milliseconds the spread (radius and centre) takes, from the end of the delay.
    public static let spread = 333.0
    /// The whole touch-down timeline in milliseconds: progress 1.
    public static let duration = delay + spread

    /// Opacity multiplier of the ink colour, 0...1.
    public var opacity: Double
    /// Eased spread, 0...1: the fraction of the way from initial to final radius and from the
    /// touch point to the container's centre.
    public var spread: Double

    /// The state of the ink at `progress` (0...1) of the touch-down timeline.
    public init(progress: Double) {
        let elapsed = min(max(progress, 0), 1) * InkTiming.duration - InkTiming.delay
        opacity = min(max(elapsed / InkTiming.fadeIn, 0), 1)
        spread = Easing.standard(min(max(elapsed / InkTiming.spread, 0), 1))
    }

    /// A still frame outside the timeline: the ink at full strength where it was touched.
    public static let touch = InkTiming(opacity: 1, spread: 0)

    /// An explicit state.
    public init(opacity: Double, spread: Double) {
        self.opacity = opacity
        self.spread = spread
    }
}
