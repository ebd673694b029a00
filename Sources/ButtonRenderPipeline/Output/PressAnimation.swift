import ButtonRenderModel
import ButtonRenderNative

/// A Material press as an animation: the button pressed, its ink drawn at frames evenly spaced
/// in time along MDC's touch-down timeline (`InkTiming`, 333 ms) at a fixed frame rate, from
/// progress 0 (no ink yet) to progress 1 (the settled press), whose last frame is held before
/// the animation starts again. Every frame is painted by the same painter as a still image,
/// so the first and last frames equal the still images at progress 0 and 1.
public struct PressAnimation: Equatable, Sendable {
    /// Frames per second, 1...120 (default 30).
    var framesPerSecond: Int
    /// How long the settled last frame shows before the loop starts again, in milliseconds
    /// (default 1000; 1...65535).
    var holdMilliseconds: Int

    /// An animation at `framesPerSecond`, holding its last frame for `holdMilliseconds`.
    public init(framesPerSecond: Int = 30, holdMilliseconds: Int = 1000) {
        self.framesPerSecond = framesPerSecond
        self.holdMilliseconds = holdMilliseconds
    }

    /// The ripple progress of each frame: frame k is at k / framesPerSecond seconds, up to the
    /// first frame at or past the end of the timeline, which is drawn at progress 1.
    var frameProgress: [Double] {
        let fps = Double(min(max(framesPerSecond, 1), 120))
        let count = Int((InkTiming.duration / 1000 * fps).rounded(.up)) + 1
        return (0..<count).map { min(Double($0) / fps * 1000 / InkTiming.duration, 1) }
    }
}

extension ButtonRenderer {
    /// `spec` pressed, as an APNG of `animation`'s frames at `scale` (default: the spec's).
    /// The spec is drawn highlighted; its `ripple` gives the touch point, radius, colour and
    /// bounding (default: touched at the centre, Material's ink), and its progress is set per
    /// frame. Every frame shares one canvas: an unbounded ripple's frames get the padding of
    /// the largest of them (bounded ink never changes the canvas). Only Material draws ink.
    public func renderPressAnimation(_ spec: ButtonSpec, scale: Int? = nil,
                                     animation: PressAnimation = PressAnimation()) throws -> RenderedAnimation {
        var pressed = spec
        pressed.state = .highlighted
        return try renderPressAnimation(try resolve(pressed), scale: scale, animation: animation)
    }

    /// The press of a resolved, pressed button with ink (`renderPressAnimation(_:scale:animation:)`).
    func renderPressAnimation(_ button: ResolvedButton, scale: Int?, animation: PressAnimation) throws -> RenderedAnimation {
        guard (1...120).contains(animation.framesPerSecond) else {
            throw OutputError.framesPerSecond(animation.framesPerSecond)
        }
        guard (1...65535).contains(animation.holdMilliseconds) else {
            throw OutputError.holdMilliseconds(animation.holdMilliseconds)
        }
        guard button.systemFacts?.playsInkPress == true, let ink = button.ripple else {
            throw OutputError.noInk(system: button.system.rawValue)
        }
        let frames = animation.frameProgress.map { progress -> ResolvedButton in
            var frame = button
            frame.ripple = ink
            frame.ripple?.progress = progress
            return frame
        }
        var layouts = try frames.map { try LayoutEngine.layout($0, engine: engine) }
        if button.canvasPadding == nil, Set(layouts.map(\.canvasSize)).count > 1 {
            var shared = EdgeInsets.zero
            for l in layouts {
                let c = l.container.rect
                shared.top = max(shared.top, c.minY); shared.left = max(shared.left, c.minX)
                shared.bottom = max(shared.bottom, l.canvasSize.height - c.maxY)
                shared.right = max(shared.right, l.canvasSize.width - c.maxX)
            }
            layouts = try frames.map { frame in
                var padded = frame
                padded.canvasPadding = shared
                return try LayoutEngine.layout(padded, engine: engine)
            }
        }
        let fps = animation.framesPerSecond
        var encoded: [AnimatedPNGEncoder.Frame] = []
        var still: RenderedImage?
        for (index, frameLayout) in layouts.enumerated() {
            let image = try render(frameLayout, format: .png, scale: scale)
            let last = index == layouts.count - 1
            encoded.append(AnimatedPNGEncoder.Frame(png: image.bytes, numerator: last ? animation.holdMilliseconds : 1,
                                                    denominator: last ? 1000 : fps))
            still = image
        }
        let bytes = try AnimatedPNGEncoder.encode(encoded)
        return RenderedAnimation(name: still?.name ?? "", scale: still?.scale ?? 1, pixelWidth: still?.pixelWidth ?? 0,
                                 pixelHeight: still?.pixelHeight ?? 0, frameCount: encoded.count, bytes: bytes)
    }

    /// Whether `layout` plays a press when animated: a pressed button of a system with ink
    /// (`DesignSystem.playsInkPress`) that has a ripple.
    package func playsPress(_ layout: ButtonLayout) -> Bool {
        let pressed = layout.button.state == .highlighted || layout.button.state == .pressed
        return pressed && layout.systemFacts.playsInkPress && layout.button.ripple != nil
    }

    /// `layout` laid out again with its ink at `progress` of the press (`InkTiming`).
    func pressFrame(of layout: ButtonLayout, progress: Double) throws -> ButtonLayout {
        var button = layout.button
        button.ripple?.progress = progress
        return try LayoutEngine.layout(button, engine: engine)
    }
}
