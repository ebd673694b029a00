import ButtonRenderModel
import ButtonRenderNative
import Foundation

extension Canvas {
    /// The number of spokes of the activity indicator.
    static let activityIndicatorSpokes = 8

    /// The opacity of spoke `index` of the activity indicator, counted counter-clockwise from
    /// the one at 12 o'clock: 1 for the leading spoke, falling evenly to 0.25 for the last one
    /// (the trail of a wheel turning clockwise, as iOS animates it).
    static func activityIndicatorOpacity(ofSpoke index: Int) -> Double {
        let last = Double(activityIndicatorSpokes - 1)
        return 1 - 0.75 * Double(index) / last
    }

    /// Draws a still frame of the iOS-style activity indicator in the largest square of whole
    /// device pixels centred in `rect`: 8 spokes with round caps, each about 0.09 of the side
    /// wide (whole pixels), running from 0.22 to 0.50 of the side from the centre (caps
    /// included, so nothing leaves the square), the spoke at 12 o'clock fully opaque and the
    /// others fading counter-clockwise (see `activityIndicatorOpacity(ofSpoke:)`). `step`
    /// turns the opacities clockwise by that many spokes (the frames of the spinning wheel);
    /// step 0 is the still frame. The geometry is decided here and drawn as device-pixel paths.
    func drawActivityIndicator(in rect: Rect, color: RGBAColor, step: Int = 0) {
        guard !color.isClear, let box = pixelSquare(in: rect) else { return }
        let s = box.side
        // Whole pixels with the side's parity, so the upright and level spokes are crisp.
        let width = box.crispLength(0.09)
        // The segment between the caps' centres.
        let inner = 0.22 * s + width / 2, outer = 0.50 * s - width / 2
        let spokes = Canvas.activityIndicatorSpokes
        // The leading spoke, counted counter-clockwise from 12 o'clock, after `step` clockwise turns.
        let lead = ((-step % spokes) + spokes) % spokes
        for index in 0..<spokes {
            // Counter-clockwise on screen (y grows down): decreasing angle from straight up.
            let angle = -Double.pi / 2 - 2 * Double.pi * Double(index) / Double(spokes)
            let dx = cos(angle), dy = sin(angle)
            var spoke = VectorPath()
            spoke.move(to: Point(x: box.centerX + inner * dx, y: box.centerY + inner * dy))
            spoke.line(to: Point(x: box.centerX + outer * dx, y: box.centerY + outer * dy))
            let alpha = color.alpha * Canvas.activityIndicatorOpacity(ofSpoke: (index - lead + spokes) % spokes)
            strokeDevicePath(spoke, width: width, cap: .round, color: color.withAlpha(alpha))
        }
    }
}
