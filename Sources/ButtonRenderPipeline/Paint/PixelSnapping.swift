import ButtonRenderModel
import ButtonRenderNative

extension ButtonLayout {
    /// The layout as a browser paints it at `scale` (`BoxModel.css`): every edge of the
    /// container, state layer, stroke, focus ring, shadow and the canvas itself moved to the
    /// nearest device pixel (a box 74.16 points wide is 148 pixels at @2x, as Chromium snaps a
    /// box: each edge rounded, not the width), and each label's baseline on the device pixel
    /// `CSSLineBox` computes. The layout itself keeps CSS's fractional numbers, which
    /// `layout.json` and redlines report. A layout of any other box model is returned as it is.
    package func pixelSnapped(scale: Double) -> ButtonLayout {
        guard button.boxModel == .css, scale > 0 else { return self }
        var snapped = self
        let snap = PixelGrid(scale: scale)
        snapped.canvasSize = Size(width: snap(canvasSize.width), height: snap(canvasSize.height))
        snapped.marks = marks.map { mark in
            switch mark {
            case .background(let layer): return .background(snap(layer))
            case .content(let content): return .content(snap(content))
            }
        }
        snapped.avoidBackgroundBleed(scale: scale)
        return snapped
    }

    /// Chromium's background bleed avoidance (Blink's `kBackgroundBleedShrinkBackground`): a
    /// rounded box with an opaque border paints its background one device pixel smaller, so
    /// the background's anti-aliased edge lies under the border and the page, not the fill,
    /// shows through the border's own anti-aliased edge (painted over a full-size fill, a
    /// corner's edge pixels mix in the fill and read a fraction of a pixel rounder).
    private mutating func avoidBackgroundBleed(scale: Double) {
        guard let strokeIndex = marks.firstIndex(where: { if case .background(.stroke) = $0 { return true } else { return false } }),
              case .background(.stroke(let stroke)) = marks[strokeIndex], stroke.color.alpha >= 1,
              let containerIndex = marks.firstIndex(where: { if case .background(.container) = $0 { return true } else { return false } }),
              case .background(.container(let shape, let color)) = marks[containerIndex], !color.isClear,
              stroke.outer == shape, shape.radii.topLeft + shape.radii.topRight + shape.radii.bottomRight + shape.radii.bottomLeft > 0,
              (shape.rect.maxX - stroke.inner.rect.maxX) * scale >= 1 else { return }
        marks[containerIndex] = .background(.container(shape.outset(by: -1 / scale), color: color))
    }
}

extension RGBAColor {
    /// The colour as a browser keeps a CSS colour, 8 bits a channel (`rgb(31 35 40 / 0.06)`
    /// paints with alpha 15/255, not 15.3/255): what a faint shadow's last levels depend on.
    var eightBit: RGBAColor {
        func q(_ v: Double) -> Double { (min(max(v, 0), 1) * 255).rounded() / 255 }
        return RGBAColor(red: q(red), green: q(green), blue: q(blue), alpha: q(alpha))
    }
}

/// Device pixels at one scale, in points: where an edge or a baseline lands when snapped.
private struct PixelGrid {
    let scale: Double

    /// A coordinate moved to the nearest device pixel.
    func callAsFunction(_ value: Double) -> Double { (value * scale).roundedHalfUp / scale }

    func callAsFunction(_ rect: Rect) -> Rect {
        let x0 = self(rect.minX), y0 = self(rect.minY)
        return Rect(x: x0, y: y0, width: self(rect.maxX) - x0, height: self(rect.maxY) - y0)
    }

    func callAsFunction(_ shape: RoundedRect) -> RoundedRect { RoundedRect(rect: self(shape.rect), radii: shape.radii) }

    func callAsFunction(_ stroke: PlacedStroke) -> PlacedStroke {
        var snapped = stroke
        snapped.outer = self(stroke.outer)
        snapped.inner = self(stroke.inner)
        return snapped
    }

    func callAsFunction(_ layer: ButtonBackgroundMark) -> ButtonBackgroundMark {
        switch layer {
        case .shadow(var shadow):
            shadow.shape = self(shadow.shape)
            shadow.outside = self(shadow.outside)
            shadow.color = shadow.color.eightBit
            return .shadow(shadow)
        case .insetShadow(var shadow):
            shadow.hole = self(shadow.hole)
            shadow.inside = self(shadow.inside)
            shadow.color = shadow.color.eightBit
            return .insetShadow(shadow)
        case .container(let shape, let color): return .container(self(shape), color: color)
        case .stateLayer(let shape, let color): return .stateLayer(self(shape), color: color)
        case .ripple(let ripple, let clip): return .ripple(ripple, clip: clip.map { self($0) })
        case .stroke(let stroke): return .stroke(self(stroke))
        case .focusRing(let ring): return .focusRing(self(ring))
        case .backgroundImage: return layer
        }
    }

    func callAsFunction(_ content: ButtonContentMark) -> ButtonContentMark {
        switch content {
        case .title(let text): return .title(self(text))
        case .titleShadow(let text): return .titleShadow(self(text))
        case .subtitle(let text): return .subtitle(self(text))
        case .clipped(let rect, let marks): return .clipped(rect, marks.map { self($0) })
        case .spinner(var spinner):
            // A replaced element (the spinner's SVG) starts on a device pixel, its size kept.
            spinner.frame = Rect(x: self(spinner.frame.minX), y: self(spinner.frame.minY), width: spinner.frame.width, height: spinner.frame.height)
            return .spinner(spinner)
        case .icon, .menuIndicator, .touchGlow: return content
        }
    }

    /// A text moved down or up so that its first baseline falls where its line box puts it.
    func callAsFunction(_ text: PlacedText) -> PlacedText {
        guard let line = text.cssLine else { return text }
        var moved = text
        let baseline = line.baseline(scale: scale) / scale
        moved.origin.y += baseline - (text.origin.y + text.text.baseline)
        return moved
    }
}
