import ButtonRenderModel
import ButtonRenderNative

/// A loading spinner as an animation: the wheel turns one spoke clockwise per frame, a whole
/// turn per cycle (8 frames, one second by default), looping. Frame 0 is the still image; every
/// frame is painted by the same painter at the same pixels, only the spokes' opacities turn.
public struct SpinnerAnimation: Equatable, Sendable {
    /// Frames per second, 1...120; a turn takes as many frames as the wheel has spokes (8), so
    /// the default 8 turns it once a second.
    var framesPerSecond: Int

    /// A spinner animation at `framesPerSecond`.
    public init(framesPerSecond: Int = 8) {
        self.framesPerSecond = framesPerSecond
    }
}

extension ButtonRenderer {
    /// `spec`'s spinner turning, as an APNG at `scale` (default: the spec's): a button in the
    /// `loading` state, or a UIKit button with `showsActivityIndicator`.
    public func renderSpinnerAnimation(_ spec: ButtonSpec, scale: Int? = nil,
                                       animation: SpinnerAnimation = SpinnerAnimation()) throws -> RenderedAnimation {
        return try renderSpinnerAnimation(try layout(spec), scale: scale, animation: animation)
    }

    /// The spinner of a laid-out button turning (`renderSpinnerAnimation(_:scale:animation:)`).
    public func renderSpinnerAnimation(_ layout: ButtonLayout, scale: Int? = nil,
                                       animation: SpinnerAnimation = SpinnerAnimation()) throws -> RenderedAnimation {
        guard (1...120).contains(animation.framesPerSecond) else {
            throw OutputError.framesPerSecond(animation.framesPerSecond)
        }
        guard layout.showsSpinner else {
            throw OutputError.noSpinner(name: layout.button.name)
        }
        var frameLayout = layout
        var frames: [AnimatedPNGEncoder.Frame] = []
        var still: RenderedImage?
        for step in 0..<Canvas.activityIndicatorSpokes {
            frameLayout.spinnerStep = step
            let image = try render(frameLayout, format: .png, scale: scale)
            frames.append(AnimatedPNGEncoder.Frame(png: image.bytes, numerator: 1, denominator: animation.framesPerSecond))
            if still == nil { still = image }
        }
        return RenderedAnimation(name: still?.name ?? "", scale: still?.scale ?? 1, pixelWidth: still?.pixelWidth ?? 0,
                                 pixelHeight: still?.pixelHeight ?? 0, frameCount: frames.count,
                                 bytes: try AnimatedPNGEncoder.encode(frames))
    }
}
