import ButtonRenderModel
import CCairo

/// The largest square of whole device pixels centred in a rectangle: the box the vector glyphs
/// and the activity indicator are drawn in, so their straight edges fall on pixel boundaries
/// and their centre on a pixel corner or a pixel centre (which keeps them mirror-symmetric).
public struct PixelSquare: Equatable, Sendable {
    /// Left and top edges in device pixels (whole numbers).
    package let left: Double, top: Double
    /// Side in device pixels (a whole number, at least 1).
    package let side: Double

    /// The square for `rect` (in the user space of `cr`), entirely inside `rect`; nil when no
    /// whole pixel fits. `cr`'s matrix must only scale and translate, as `Canvas` does.
    init?(in rect: Rect, cr: OpaquePointer) {
        guard rect.width > 0, rect.height > 0 else { return nil }
        var x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        // Tolerate rounding noise of the scale so that 22pt at @3x is 66 px, not 65.
        let epsilon = 1e-6
        let innerLeft = (x0 - epsilon).rounded(.up), innerRight = (x1 + epsilon).rounded(.down)
        let innerTop = (y0 - epsilon).rounded(.up), innerBottom = (y1 + epsilon).rounded(.down)
        let side = min(innerRight - innerLeft, innerBottom - innerTop)
        guard side >= 1 else { return nil }
        func place(_ low: Double, _ high: Double, _ innerLow: Double, _ innerHigh: Double) -> Double {
            min(max(((low + high - side) / 2).rounded(), innerLow), innerHigh - side)
        }
        self.side = side
        self.left = place(x0, x1, innerLeft, innerRight)
        self.top = place(y0, y1, innerTop, innerBottom)
    }

    /// The horizontal centre in device pixels.
    package var centerX: Double { left + side / 2 }
    /// The vertical centre in device pixels.
    package var centerY: Double { top + side / 2 }

    /// `fraction` of the side rounded to whole pixels (at least `minimum`) with the parity of
    /// the side, so a bar of this width centred in the square has both edges on pixel
    /// boundaries.
    package func crispLength(_ fraction: Double, minimum: Double = 1) -> Double {
        let odd = Int(side) % 2 == 1
        let wanted = max(fraction * side, minimum)
        // Round to the nearest number of the right parity.
        let value = odd ? ((wanted - 1) / 2).rounded() * 2 + 1 : (wanted / 2).rounded() * 2
        return max(value, odd ? 1 : 2)
    }
}
