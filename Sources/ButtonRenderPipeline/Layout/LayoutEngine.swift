import ButtonRenderModel
import ButtonRenderNative
import Foundation

/// The layout stage: measures text and places the container, label, icon, stroke and ripple
/// on a canvas just large enough for the shadows, and emits them as the button's display list
/// (`ButtonLayout.marks`).
enum LayoutEngine {
    /// Lays out a resolved button, measuring text with `engine`: measure (shape the texts and
    /// icons, size the container), place (every frame on the canvas), emit (the display list
    /// in paint order). Throws `FieldError` for inconsistent fields (such as `width: fill`
    /// without `containerWidth`), a button the resolve stage did not give its system's facts
    /// (`ResolvedButton.systemFacts`, which every stage after this one reads), unknown fonts or
    /// icons, and unreadable icon files.
    static func layout(_ button: ResolvedButton, engine: TextEngine) throws -> ButtonLayout {
        guard let systemFacts = button.systemFacts, systemFacts.id == button.system else {
            throw FieldError(["system"], .stage(LayoutError.unresolvedSystem(button.system.rawValue)))
        }
        let measured = try measure(button, engine: engine)
        let placed = try place(button, measured)
        return emit(button, placed, systemFacts: systemFacts)
    }

    /// Shapes the title, subtitle and icons, decides the direction and insets, and sizes the
    /// container, wrapping or truncating the texts to the room they have.
    static func measure(_ button: ResolvedButton, engine: TextEngine) throws -> MeasuredButton {
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
        var m = MeasuredButton(iconContent: iconContent, indicatorContent: indicatorContent, title: title, subtitle: subtitle,
                               rightToLeft: rightToLeft, placement: placement, vertical: vertical, iconOnLeft: iconOnLeft,
                               insets: insets, reportedInsets: reportedInsets, iconSize: iconSize, iconGap: iconGap,
                               iconBlock: button.icon == nil ? 0 : iconSize + iconGap,
                               subtitleGap: (title != nil && subtitle != nil) ? button.titlePadding : 0,
                               hasIcon: button.icon != nil, width: 0, height: 0)
        m.spinnerContent = try measureIcon(button.spinnerReplacingTitle, engine: engine)

        if button.boxModel == .css {
            do {
                if title != nil {
                    m.titleTrailingSpacing = button.font.letterSpacing
                    m.titleMetrics = try engine.verticalMetrics(of: button.font)
                }
                if let s = button.subtitle, subtitle != nil { m.subtitleMetrics = try engine.verticalMetrics(of: s.font) }
            } catch let error as NativeError { throw FieldError(["font", "family"], .stage(LayoutError.font(error))) }
        }
        // Container width: whole points as UIKit sizes a view, or CSS's fractional width
        // (snapped to device pixels only when painted).
        let natural = m.contentSize(m.textSize)
        let whole: (Double) -> Double = button.boxModel == .css ? { $0 } : { $0.rounded(.up) }
        switch button.width {
        case .fitContent(let maximum):
            var w = max(button.minimumSize.width, whole(insets.horizontal + natural.width))
            if let maximum { w = min(w, max(button.minimumSize.width, maximum)) }
            m.width = w
        case .points(let w):
            m.width = w
        }
        try fitTexts(&m, button, options: titleOptions, engine: engine)
        m.height = button.height ?? max(button.minimumSize.height, whole(insets.vertical + m.contentSize(m.textSize).height))
        return m
    }

    /// Wraps or truncates the title and subtitle to the room the container's width leaves them.
    static func fitTexts(_ m: inout MeasuredButton, _ button: ResolvedButton, options titleOptions: TextOptions,
                         engine: TextEngine) throws {
        let available = max(0, m.width - m.insets.horizontal - (m.vertical ? 0 : m.iconBlock))
        if let shaped = m.title, shaped.logicalRect.width > available + 0.001 {
            var options = titleOptions
            options.maxWidth = available
            var reshaped = try engine.shape(button.title, font: button.font, options: options)
            if button.leadingAlignWhenWrapped, reshaped.lineCount > 1 {
                options.alignment = .leading
                reshaped = try engine.shape(button.title, font: button.font, options: options)
            }
            m.title = reshaped
        }
        if let shaped = m.subtitle, let s = button.subtitle, shaped.logicalRect.width > available + 0.001 {
            m.subtitle = try engine.shape(s.text, font: s.font, options: TextOptions(maxWidth: available, runs: s.runs))
        }
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
enum Easing {
    /// cubic-bezier(0.4, 0, 0.2, 1), Material's standard curve, at time `t` in 0...1.
    static func standard(_ t: Double) -> Double { cubicBezier(0.4, 0, 0.2, 1, t) }

    /// A CSS cubic-bezier timing function evaluated at `t` by bisection on x.
    static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ t: Double) -> Double {
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
