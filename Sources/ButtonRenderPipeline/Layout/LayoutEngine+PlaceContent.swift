import ButtonRenderModel

extension LayoutEngine {
    /// Places the icon and the texts centred as one block in the content rectangle, then the
    /// pictures around them (`placeIcons`).
    static func placeContent(_ button: ResolvedButton, _ m: MeasuredButton, into placed: inout PlacedButton) {
        let content = placed.contentRect
        let text = m.textSize, block = m.contentSize(text)
        var textOrigin: Point
        var iconFrame: Rect?
        if m.vertical {
            let blockTop = content.midY - block.height / 2
            let iconY = m.placement == .top ? blockTop : blockTop + text.height + m.iconGap
            if m.hasIcon { iconFrame = Rect(x: content.midX - m.iconSize / 2, y: iconY, width: m.iconSize, height: m.iconSize) }
            textOrigin = Point(x: content.midX - text.width / 2, y: m.placement == .top ? blockTop + m.iconBlock : blockTop)
        } else {
            var x = content.minX + (content.width - block.width) / 2
            if m.hasIcon {
                let iconX = m.iconOnLeft ? x : x + text.width + m.iconGap
                iconFrame = Rect(x: iconX, y: content.midY - m.iconSize / 2, width: m.iconSize, height: m.iconSize)
                if m.iconOnLeft { x += m.iconBlock }
            }
            textOrigin = Point(x: x, y: content.midY - text.height / 2)
        }
        if let shaped = m.title {
            let w = shaped.logicalRect.width
            // Wrapped lines that align to the leading edge start at the content's edge.
            let leading = shaped.lineCount > 1 && button.leadingAlignWhenWrapped && !m.vertical
            let x: Double
            if leading {
                let start = m.iconOnLeft || !m.hasIcon ? content.minX + (m.iconOnLeft ? m.iconBlock : 0) : content.minX
                x = m.rightToLeft ? content.maxX - (m.iconOnLeft ? 0 : m.iconBlock) - w : start
                if let frame = iconFrame, m.hasIcon {
                    // Keep the icon beside the text block.
                    iconFrame = Rect(x: m.iconOnLeft ? x - m.iconBlock : x + w + m.iconGap, y: frame.minY, width: frame.width, height: frame.height)
                }
            } else {
                // The title's advance with the spacing CSS puts after its last glyph.
                x = textOrigin.x + (text.width - (w + m.titleTrailingSpacing)) / 2
            }
            let frame = Rect(x: x, y: textOrigin.y, width: w, height: shaped.logicalRect.height)
            let origin = Point(x: frame.minX - shaped.logicalRect.minX, y: frame.minY - shaped.logicalRect.minY)
            placed.label = PlacedText(text: shaped, origin: origin, frame: frame, color: button.labelColor)
            if let metrics = m.titleMetrics {
                placed.label?.cssLine = CSSLineBox(top: frame.minY, lineHeight: button.font.lineHeight, metrics: metrics)
            }
        }
        if let shaped = m.subtitle, let s = button.subtitle {
            let w = shaped.logicalRect.width
            let y = textOrigin.y + (m.title.map { $0.logicalRect.height + m.subtitleGap } ?? 0)
            let frame = Rect(x: textOrigin.x + (text.width - w) / 2, y: y, width: w, height: shaped.logicalRect.height)
            let origin = Point(x: frame.minX - shaped.logicalRect.minX, y: frame.minY - shaped.logicalRect.minY)
            placed.subtitle = PlacedText(text: shaped, origin: origin, frame: frame, color: s.color)
            if let metrics = m.subtitleMetrics {
                placed.subtitle?.cssLine = CSSLineBox(top: frame.minY, lineHeight: s.font.lineHeight, metrics: metrics)
            }
        }
        placeIcons(button, m, iconFrame: iconFrame, into: &placed)
    }

    /// Places the icon in `iconFrame`, the menu indicator after the title and image, and the
    /// spinner in the title's place; then moves the title and image by their legacy edge
    /// insets and puts the title's shadow under the title.
    static func placeIcons(_ button: ResolvedButton, _ m: MeasuredButton, iconFrame: Rect?, into placed: inout PlacedButton) {
        let content = placed.contentRect
        if let icon = button.icon, let frame = iconFrame, var kind = m.iconContent {
            if case .text(let shaped, _) = kind {
                // The icon font's em box sits between its baseline and one em above it.
                kind = .text(shaped, origin: Point(x: frame.minX - shaped.logicalRect.minX, y: frame.maxY - shaped.baseline))
            }
            placed.icon = PlacedIcon(content: kind, frame: frame, color: icon.color, adjustment: button.imageAdjustment,
                                     mirrored: m.rightToLeft && (icon.flipsForRightToLeft ?? DirectionalIcons.mirrors(icon.source)))
        }
        if let indicator = button.trailingIndicator, var kind = m.indicatorContent {
            let frames = [placed.label?.frame, placed.subtitle?.frame, placed.icon?.frame].compactMap { $0 }
            let blockMin = frames.map(\.minX).min() ?? content.minX, blockMax = frames.map(\.maxX).max() ?? content.maxX
            let x = m.rightToLeft ? blockMin - indicator.gap - indicator.size : blockMax + indicator.gap
            let frame = Rect(x: x, y: content.midY - indicator.size / 2, width: indicator.size, height: indicator.size)
            if case .text(let shaped, _) = kind {
                kind = .text(shaped, origin: Point(x: frame.minX - shaped.logicalRect.minX, y: frame.maxY - shaped.baseline))
            }
            // UIKit dims or darkens the image view only, not the configuration's indicator.
            placed.indicator = PlacedIcon(content: kind, frame: frame, color: indicator.color)
        }
        if let spinner = button.spinnerReplacingTitle {
            placed.spinner = PlacedIcon(content: m.spinnerContent ?? .spinner, frame: Rect(x: content.midX - spinner.size / 2, y: content.midY - spinner.size / 2,
                                                                       width: spinner.size, height: spinner.size), color: spinner.color)
            placed.label = nil
            placed.subtitle = nil
            placed.icon = nil
        }
        // The title's shadow follows the title where layout put it, before its legacy inset.
        if let shadow = button.titleShadow, let label = placed.label {
            let d = shadow.offset
            placed.labelShadow = PlacedText(text: label.text, origin: Point(x: label.origin.x + d.x, y: label.origin.y + d.y),
                                            frame: label.frame.offsetBy(dx: d.x, dy: d.y), color: shadow.color)
            placed.labelShadow?.cssLine = label.cssLine.map { line in
                var moved = line
                moved.top += d.y
                return moved
            }
        }
        // Legacy title and image edge insets move the title and the image, not the button.
        let t = button.titleOffset, mo = button.imageOffset
        if t.x != 0 || t.y != 0, let label = placed.label {
            placed.label?.origin = Point(x: label.origin.x + t.x, y: label.origin.y + t.y)
            placed.label?.frame = label.frame.offsetBy(dx: t.x, dy: t.y)
        }
        if mo.x != 0 || mo.y != 0, var icon = placed.icon {
            icon.frame = icon.frame.offsetBy(dx: mo.x, dy: mo.y)
            if case .text(let shaped, let origin) = icon.content {
                icon.content = .text(shaped, origin: Point(x: origin.x + mo.x, y: origin.y + mo.y))
            }
            placed.icon = icon
        }
    }
}
