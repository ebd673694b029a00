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
        return snapped
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
            return .shadow(shadow)
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
        case .icon, .menuIndicator, .spinner, .touchGlow: return content
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
