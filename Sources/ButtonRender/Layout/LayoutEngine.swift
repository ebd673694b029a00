import Foundation

/// The layout stage: measures text and places the container, label, icon, stroke and ripple
/// on a canvas just large enough for the shadows.
public enum LayoutEngine {
    /// Lays out a resolved button, measuring text with `engine`. Throws `FieldError` for
    /// inconsistent fields (such as `width: fill` without `containerWidth`) and `NativeError`
    /// for unknown fonts or icons.
    public static func layout(_ button: ResolvedButton, engine: TextEngine) throws -> ButtonLayout {
        // Icon and natural label.
        var iconText: ShapedText?
        if let icon = button.icon {
            do { iconText = try engine.shapeIcon(icon.name, family: icon.family, size: icon.size) }
            catch let error as NativeError { throw FieldError(["icon"], error.description) }
        }
        var labelText: ShapedText?
        if !button.title.isEmpty {
            do { labelText = try engine.shape(button.title, font: button.font) }
            catch let error as NativeError { throw FieldError(["font", "family"], error.description) }
        }
        let rightToLeft = labelText?.isRightToLeft ?? false
        let iconOnLeft = button.icon.map { ($0.placement == .leading) != rightToLeft } ?? true

        var insets = button.insets
        if let side = button.iconSideInset, button.icon != nil {
            if iconOnLeft { insets.left = side } else { insets.right = side }
        }
        let iconBlock = button.icon.map { $0.size + (labelText != nil ? $0.gap : 0) } ?? 0
        let naturalLabelWidth = labelText?.logicalRect.width ?? 0
        let labelHeight = labelText?.logicalRect.height ?? 0
        let contentHeight = max(labelHeight, button.icon?.size ?? 0)

        // Container size.
        let width: Double
        switch button.width {
        case .hug:
            width = max(button.minimumSize.width, (insets.horizontal + iconBlock + naturalLabelWidth).rounded(.up))
        case .points(let w):
            width = w
        case .fill:
            guard let parent = button.containerWidth else {
                throw FieldError(["containerWidth"], "width: fill needs containerWidth, the parent's width in points")
            }
            width = parent
        }
        let height = button.height ?? max(button.minimumSize.height, (insets.vertical + contentHeight).rounded(.up))

        // Truncate the label to the room it has.
        let available = max(0, width - insets.horizontal - iconBlock)
        if let shaped = labelText, shaped.logicalRect.width > available + 0.001 {
            labelText = try engine.shape(button.title, font: button.font, maxWidth: available)
        }

        // Canvas padding: explicit, or just enough for shadows, an outside stroke and an
        // unbounded ripple.
        let radii: CornerRadii
        switch button.cornerRadius {
        case .capsule: radii = CornerRadii(all: height / 2)
        case .radii(let r): radii = r
        }
        let origin0 = RoundedRect(rect: Rect(x: 0, y: 0, width: width, height: height), radii: radii)
        let ripple0 = placeRipple(button.ripple, in: origin0.rect)
        let padding = button.canvasPadding ?? automaticPadding(button, container: origin0.rect, ripple: ripple0)
        let dx = padding.left, dy = padding.top
        let container = origin0.offsetBy(dx: dx, dy: dy)
        let canvas = Size(width: width + padding.horizontal, height: height + padding.vertical)

        // Content placement: icon and label centred as one block in the content rect.
        let content = Rect(x: container.rect.minX + insets.left, y: container.rect.minY + insets.top,
                           width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
        let labelWidth = labelText?.logicalRect.width ?? 0
        let blockWidth = iconBlock + labelWidth
        var x = content.minX + (content.width - blockWidth) / 2
        var placedIcon: PlacedText?, placedLabel: PlacedText?
        if let icon = button.icon, let shaped = iconText {
            let iconX = iconOnLeft ? x : x + labelWidth + (labelText != nil ? icon.gap : 0)
            let frame = Rect(x: iconX, y: content.midY - icon.size / 2, width: icon.size, height: icon.size)
            // The icon font's em box sits between its baseline and one em above it.
            let origin = Point(x: frame.minX - shaped.logicalRect.minX, y: frame.maxY - shaped.baseline)
            placedIcon = PlacedText(text: shaped, origin: origin, frame: frame, color: icon.color)
            if iconOnLeft { x += iconBlock }
        }
        if let shaped = labelText {
            let frame = Rect(x: x, y: content.midY - shaped.logicalRect.height / 2,
                             width: labelWidth, height: shaped.logicalRect.height)
            let origin = Point(x: frame.minX - shaped.logicalRect.minX, y: frame.minY - shaped.logicalRect.minY)
            placedLabel = PlacedText(text: shaped, origin: origin, frame: frame, color: button.labelColor)
        }

        // Stroke as a ring with exact inner and outer edges.
        var stroke: PlacedStroke?
        if let s = button.stroke {
            let outer: RoundedRect, inner: RoundedRect
            switch s.alignment {
            case .inside: outer = container; inner = container.outset(by: -s.width)
            case .center: outer = container.outset(by: s.width / 2); inner = container.outset(by: -s.width / 2)
            case .outside: outer = container.outset(by: s.width); inner = container
            }
            stroke = PlacedStroke(outer: outer, inner: inner, color: s.color)
        }

        var ripple = ripple0
        ripple?.center.x += dx
        ripple?.center.y += dy

        let target = max(button.touchTarget, 0)
        let touch = container.rect.outset(dx: max(0, (target - width) / 2), dy: max(0, (target - height) / 2))

        return ButtonLayout(button: button, canvasSize: canvas, container: container, stroke: stroke,
                            label: placedLabel, icon: placedIcon, ripple: ripple, touchTarget: touch,
                            contentRect: content, insets: insets)
    }

    /// Where a ripple frame sits in a container at the origin: MDC's ink grows from 60% of
    /// half the diagonal to half the diagonal plus 10, and its centre travels from the touch
    /// point to the container's centre, both eased with cubic-bezier(0.4, 0, 0.2, 1).
    static func placeRipple(_ ripple: ResolvedRipple?, in rect: Rect) -> PlacedRipple? {
        guard let ripple else { return nil }
        let halfDiagonal = hypot(rect.width, rect.height) / 2
        let eased = Easing.standard(ripple.progress)
        let touch = Point(x: ripple.x ?? rect.midX, y: ripple.y ?? rect.midY)
        let center = Point(x: touch.x + (rect.midX - touch.x) * eased, y: touch.y + (rect.midY - touch.y) * eased)
        let initial = halfDiagonal * 0.6, final = halfDiagonal + 10
        let radius = ripple.radius ?? (initial + (final - initial) * eased)
        return PlacedRipple(center: center, radius: radius, color: ripple.color, bounded: ripple.bounded)
    }

    /// Padding that holds every shadow (to three standard deviations), an outside or centred
    /// stroke and an unbounded ripple, rounded up to whole points.
    static func automaticPadding(_ button: ResolvedButton, container: Rect, ripple: PlacedRipple?) -> EdgeInsets {
        var pad = EdgeInsets.zero
        func grow(_ e: EdgeInsets) {
            pad.top = max(pad.top, e.top); pad.left = max(pad.left, e.left)
            pad.bottom = max(pad.bottom, e.bottom); pad.right = max(pad.right, e.right)
        }
        for shadow in button.shadows { grow(shadow.extent) }
        if let s = button.stroke {
            switch s.alignment {
            case .inside: break
            case .center: grow(EdgeInsets(all: s.width / 2))
            case .outside: grow(EdgeInsets(all: s.width))
            }
        }
        if let r = ripple, !r.bounded {
            grow(EdgeInsets(top: r.radius - r.center.y, left: r.radius - r.center.x,
                            bottom: r.center.y + r.radius - container.height, right: r.center.x + r.radius - container.width))
        }
        return EdgeInsets(top: pad.top.rounded(.up), left: pad.left.rounded(.up),
                          bottom: pad.bottom.rounded(.up), right: pad.right.rounded(.up))
    }
}

/// Material's easing curves.
public enum Easing {
    /// cubic-bezier(0.4, 0, 0.2, 1), Material's standard curve, at time `t` in 0...1.
    public static func standard(_ t: Double) -> Double { cubicBezier(0.4, 0, 0.2, 1, t) }

    /// A CSS cubic-bezier timing function evaluated at `t` by bisection on x.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
            3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if bezier(x1, x2, mid) < t { lo = mid } else { hi = mid }
        }
        return bezier(y1, y2, (lo + hi) / 2)
    }
}
