import Foundation

/// The layout stage: measures text and places the container, label, icon, stroke and ripple
/// on a canvas just large enough for the shadows.
public enum LayoutEngine {
    /// Lays out a resolved button, measuring text with `engine`. Throws `FieldError` for
    /// inconsistent fields (such as `width: fill` without `containerWidth`), unknown fonts or
    /// icons, and unreadable icon files.
    public static func layout(_ button: ResolvedButton, engine: TextEngine) throws -> ButtonLayout {
        let iconContent = try measureIcon(button.icon, engine: engine)
        let indicatorContent = try measureIcon(button.trailingIndicator, engine: engine)

        // Natural (one line, unbounded) title and subtitle.
        let titleOptions = TextOptions(lineBreak: button.lineBreakMode, runs: button.titleRuns)
        // Specs built in code skip decoding's limits; shaping must never see an unbounded text.
        if let problem = textLengthLimit(button.title, field: "title") { throw FieldError(["title"], problem) }
        if let s = button.subtitle, let problem = textLengthLimit(s.text, field: "subtitle") { throw FieldError(["subtitle"], problem) }
        var title: ShapedText?
        if !button.title.isEmpty {
            do { title = try engine.shape(button.title, font: button.font, options: titleOptions) }
            catch let error as NativeError { throw FieldError(["font", "family"], .stage(LayoutError.font(error))) }
        }
        var subtitle: ShapedText?
        if let s = button.subtitle, !s.text.isEmpty {
            do { subtitle = try engine.shape(s.text, font: s.font, options: TextOptions(runs: s.runs)) }
            catch let error as NativeError { throw FieldError(["font", "family"], .stage(LayoutError.font(error))) }
        }
        let rightToLeft = button.layoutDirection.map { $0 == .rightToLeft } ?? (title?.isRightToLeft ?? false)
        let placement = button.icon?.placement ?? .leading
        let vertical = placement == .top || placement == .bottom
        let iconOnLeft = (placement == .leading) != rightToLeft
        let hasText = title != nil || subtitle != nil

        var insets = button.insets
        if let side = button.iconSideInset, button.icon != nil, !vertical {
            if iconOnLeft { insets.left = side } else { insets.right = side }
            // An icon without a label has no label side: it takes the icon side's inset on
            // both sides, so it sits in the middle of the container.
            if !hasText { insets.left = side; insets.right = side }
        }
        // A menu indicator keeps its room on the trailing side, as extra inset: the title and
        // image stay centred in what is left, the indicator follows them.
        let reportedInsets = insets
        if let indicator = button.trailingIndicator {
            if rightToLeft { insets.left += indicator.size + indicator.gap } else { insets.right += indicator.size + indicator.gap }
        }
        let iconSize = button.icon?.size ?? 0
        let iconGap = (button.icon != nil && hasText) ? (button.icon?.gap ?? 0) : 0
        let iconBlock = button.icon == nil ? 0 : iconSize + iconGap
        let subtitleGap = (title != nil && subtitle != nil) ? button.titlePadding : 0

        func textSize() -> Size {
            let tw = title?.logicalRect.width ?? 0, sw = subtitle?.logicalRect.width ?? 0
            let th = title?.logicalRect.height ?? 0, sh = subtitle?.logicalRect.height ?? 0
            return Size(width: max(tw, sw), height: th + (subtitle != nil ? subtitleGap + sh : 0))
        }
        func contentSize(_ text: Size) -> Size {
            vertical ? Size(width: max(iconSize, text.width), height: iconBlock + text.height)
                : Size(width: iconBlock + text.width, height: max(text.height, iconSize))
        }

        // Container width.
        let natural = contentSize(textSize())
        let width: Double
        switch button.width {
        case .fitContent(let maximum):
            var w = max(button.minimumSize.width, (insets.horizontal + natural.width).rounded(.up))
            if let maximum { w = min(w, max(button.minimumSize.width, maximum)) }
            width = w
        case .points(let w):
            width = w
        }

        // Wrap or truncate text to the room it has.
        let available = max(0, width - insets.horizontal - (vertical ? 0 : iconBlock))
        if let shaped = title, shaped.logicalRect.width > available + 0.001 {
            var options = titleOptions
            options.maxWidth = available
            var reshaped = try engine.shape(button.title, font: button.font, options: options)
            if button.leadingAlignWhenWrapped, reshaped.lineCount > 1 {
                options.alignment = .leading
                reshaped = try engine.shape(button.title, font: button.font, options: options)
            }
            title = reshaped
        }
        if let shaped = subtitle, let s = button.subtitle, shaped.logicalRect.width > available + 0.001 {
            subtitle = try engine.shape(s.text, font: s.font, options: TextOptions(maxWidth: available, runs: s.runs))
        }
        let text = textSize()
        let content0 = contentSize(text)
        let height = button.height ?? max(button.minimumSize.height, (insets.vertical + content0.height).rounded(.up))

        // Canvas padding: explicit, or just enough for shadows, strokes, focus ring and ripple.
        let radii = button.cornerRadius.radii(height: height)
        let origin0 = RoundedRect(rect: Rect(x: 0, y: 0, width: width, height: height), radii: radii)
        let ripple0 = placeRipple(button.ripple, in: origin0.rect)
        let padding = button.canvasPadding ?? automaticPadding(button, container: origin0.rect, ripple: ripple0)
        let dx = padding.left, dy = padding.top
        let container = origin0.offsetBy(dx: dx, dy: dy)
        let canvas = Size(width: width + padding.horizontal, height: height + padding.vertical)
        // Shadows whose blur would take too long are refused before anything is painted (a
        // canvas over `CanvasLimits` is refused by painting, with its own message).
        let scale = Double(button.scale)
        if (try? CanvasLimits.check(width: Int((canvas.width * scale).rounded(.up)), height: Int((canvas.height * scale).rounded(.up)))) != nil {
            try ShadowBudget.check(button.shadows, container: Size(width: width, height: height),
                                   cornerRadius: max(radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft), scale: scale)
        }

        // Content placement: icon and text centred as one block in the content rect.
        let content = Rect(x: container.rect.minX + insets.left, y: container.rect.minY + insets.top,
                           width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
        var textOrigin: Point
        var iconFrame: Rect?
        if vertical {
            let blockTop = content.midY - content0.height / 2
            let iconY = placement == .top ? blockTop : blockTop + text.height + iconGap
            if button.icon != nil { iconFrame = Rect(x: content.midX - iconSize / 2, y: iconY, width: iconSize, height: iconSize) }
            textOrigin = Point(x: content.midX - text.width / 2, y: placement == .top ? blockTop + iconBlock : blockTop)
        } else {
            var x = content.minX + (content.width - content0.width) / 2
            if button.icon != nil {
                let iconX = iconOnLeft ? x : x + text.width + iconGap
                iconFrame = Rect(x: iconX, y: content.midY - iconSize / 2, width: iconSize, height: iconSize)
                if iconOnLeft { x += iconBlock }
            }
            textOrigin = Point(x: x, y: content.midY - text.height / 2)
        }
        var placedLabel: PlacedText?, placedSubtitle: PlacedText?
        if let shaped = title {
            let w = shaped.logicalRect.width
            // Wrapped lines that align to the leading edge start at the content's edge.
            let leading = shaped.lineCount > 1 && button.leadingAlignWhenWrapped && !vertical
            let x: Double
            if leading {
                let start = iconOnLeft || button.icon == nil ? content.minX + (iconOnLeft ? iconBlock : 0) : content.minX
                x = rightToLeft ? content.maxX - (iconOnLeft ? 0 : iconBlock) - w : start
                if let frame = iconFrame, button.icon != nil {
                    // Keep the icon beside the text block.
                    iconFrame = Rect(x: iconOnLeft ? x - iconBlock : x + w + iconGap, y: frame.minY, width: frame.width, height: frame.height)
                }
            } else {
                x = textOrigin.x + (text.width - w) / 2
            }
            let frame = Rect(x: x, y: textOrigin.y, width: w, height: shaped.logicalRect.height)
            let origin = Point(x: frame.minX - shaped.logicalRect.minX, y: frame.minY - shaped.logicalRect.minY)
            placedLabel = PlacedText(text: shaped, origin: origin, frame: frame, color: button.labelColor)
        }
        if let shaped = subtitle, let s = button.subtitle {
            let w = shaped.logicalRect.width
            let y = textOrigin.y + (title.map { $0.logicalRect.height + subtitleGap } ?? 0)
            let frame = Rect(x: textOrigin.x + (text.width - w) / 2, y: y, width: w, height: shaped.logicalRect.height)
            let origin = Point(x: frame.minX - shaped.logicalRect.minX, y: frame.minY - shaped.logicalRect.minY)
            placedSubtitle = PlacedText(text: shaped, origin: origin, frame: frame, color: s.color)
        }
        var placedIcon: PlacedIcon?
        if let icon = button.icon, let frame = iconFrame, var kind = iconContent {
            if case .text(let shaped, _) = kind {
                // The icon font's em box sits between its baseline and one em above it.
                kind = .text(shaped, origin: Point(x: frame.minX - shaped.logicalRect.minX, y: frame.maxY - shaped.baseline))
            }
            placedIcon = PlacedIcon(content: kind, frame: frame, color: icon.color, adjustment: button.imageAdjustment,
                                    mirrored: rightToLeft && (icon.flipsForRightToLeft ?? DirectionalIcons.mirrors(icon.source)))
        }
        var placedIndicator: PlacedIcon?
        if let indicator = button.trailingIndicator, var kind = indicatorContent {
            let frames = [placedLabel?.frame, placedSubtitle?.frame, placedIcon?.frame].compactMap { $0 }
            let blockMin = frames.map(\.minX).min() ?? content.minX, blockMax = frames.map(\.maxX).max() ?? content.maxX
            let x = rightToLeft ? blockMin - indicator.gap - indicator.size : blockMax + indicator.gap
            let frame = Rect(x: x, y: content.midY - indicator.size / 2, width: indicator.size, height: indicator.size)
            if case .text(let shaped, _) = kind {
                kind = .text(shaped, origin: Point(x: frame.minX - shaped.logicalRect.minX, y: frame.maxY - shaped.baseline))
            }
            // UIKit dims or darkens the image view only, not the configuration's indicator.
            placedIndicator = PlacedIcon(content: kind, frame: frame, color: indicator.color)
        }
        var placedSpinner: PlacedIcon?
        if let spinner = button.spinnerReplacingTitle {
            placedSpinner = PlacedIcon(content: .spinner, frame: Rect(x: content.midX - spinner.size / 2, y: content.midY - spinner.size / 2,
                                                                      width: spinner.size, height: spinner.size), color: spinner.color)
            placedLabel = nil
            placedSubtitle = nil
            placedIcon = nil
        }

        // Stroke and focus ring as rings with exact inner and outer edges.
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
        let focusRing = button.focusRing.map { ring in
            // A ring inside the edge (negative gap) stops at the container's middle.
            let deepest = -min(container.rect.width, container.rect.height) / 2
            return PlacedStroke(outer: container.outset(by: max(ring.gap + ring.width, deepest)),
                                inner: container.outset(by: max(ring.gap, deepest)), color: ring.color)
        }

        var ripple = ripple0
        ripple?.center.x += dx
        ripple?.center.y += dy

        let target = max(button.touchTarget, 0)
        let touch = container.rect.outset(dx: max(0, (target - width) / 2), dy: max(0, (target - height) / 2))

        var layout = ButtonLayout(button: button, canvasSize: canvas, container: container, stroke: stroke,
                                  label: placedLabel, subtitle: placedSubtitle, icon: placedIcon, spinner: placedSpinner,
                                  focusRing: focusRing, textClip: button.lineBreakMode == .clip ? content : nil,
                                  ripple: ripple, touchTarget: touch, contentRect: content, insets: reportedInsets)
        layout.trailingIndicator = placedIndicator
        // Legacy title and image edge insets move the title and the image, not the button.
        let t = button.titleOffset, m = button.imageOffset
        if t.x != 0 || t.y != 0, let label = layout.label {
            layout.label?.origin = Point(x: label.origin.x + t.x, y: label.origin.y + t.y)
            layout.label?.frame = label.frame.offsetBy(dx: t.x, dy: t.y)
        }
        if m.x != 0 || m.y != 0, var icon = layout.icon {
            icon.frame = icon.frame.offsetBy(dx: m.x, dy: m.y)
            if case .text(let shaped, let origin) = icon.content {
                icon.content = .text(shaped, origin: Point(x: origin.x + m.x, y: origin.y + m.y))
            }
            layout.icon = icon
        }
        layout.backgroundImage = try placeBackgroundImage(button.backgroundImage, in: container)
        if let glow = button.touchGlow {
            layout.touchGlow = PlacedGlow(center: Point(x: container.rect.midX, y: container.rect.midY), radius: glow.radius, color: glow.color)
        }
        if let shadow = button.titleShadow, let label = placedLabel {
            let d = shadow.offset
            layout.labelShadow = PlacedText(text: label.text, origin: Point(x: label.origin.x + d.x, y: label.origin.y + d.y),
                                            frame: label.frame.offsetBy(dx: d.x, dy: d.y), color: shadow.color)
        }
        return layout
    }

    /// Loads or shapes an icon's picture (its frame is placed later).
    static func measureIcon(_ icon: ResolvedIcon?, engine: TextEngine) throws -> PlacedIcon.Content? {
        guard let icon else { return nil }
        switch icon.source {
        case .font(let name, let family):
            do { return .text(try engine.shapeIcon(name, family: family, size: icon.size), origin: Point(x: 0, y: 0)) }
            catch let error as NativeError { throw FieldError(["icon"], .stage(LayoutError.iconGlyph(error))) }
        case .file(let path):
            do { return .image(try ImageIcon.load(path: path)) }
            catch { throw FieldError(["icon"], .stage(LayoutError(imageFile: error))) }
        case .glyph(let glyph, let background):
            return .glyph(glyph, background: background)
        case .spinner:
            return .spinner
        }
    }

    /// Where a ripple frame sits in a container at the origin: MDC's ink grows to half the
    /// diagonal plus 10 from `InkTiming.initialScale` of that (the shorter side over 300, within
    /// 0.2...0.6), and its centre travels from the touch point to the container's centre,
    /// following `InkTiming` at the ripple's progress (its colour's alpha scaled by the fade-in). A ripple without a progress is the ink at full
    /// strength where it was touched. Nil while the ink has not appeared yet.
    static func placeRipple(_ ripple: ResolvedRipple?, in rect: Rect) -> PlacedRipple? {
        guard let ripple else { return nil }
        let timing = ripple.progress.map(InkTiming.init(progress:)) ?? .touch
        guard timing.opacity > 0 else { return nil }
        let halfDiagonal = hypot(rect.width, rect.height) / 2
        let touch = Point(x: ripple.x ?? rect.midX, y: ripple.y ?? rect.midY)
        let s = timing.spread
        let center = Point(x: touch.x + (rect.midX - touch.x) * s, y: touch.y + (rect.midY - touch.y) * s)
        let final = halfDiagonal + 10, initial = final * InkTiming.initialScale(width: rect.width, height: rect.height)
        let radius = ripple.radius ?? (initial + (final - initial) * s)
        var color = ripple.color
        if timing.opacity < 1 { color.alpha *= timing.opacity }
        return PlacedRipple(center: center, radius: radius, color: color, bounded: ripple.bounded)
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
        if let ring = button.focusRing { grow(EdgeInsets(all: ring.gap + ring.width)) }
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
