import ButtonRenderModel
import ButtonRenderNative

/// A UIKit menu button with its menu open below it, in light and in dark, side by side: the
/// button, then a rounded panel of its menu items with separators between them, a checkmark
/// before a pop-up button's selected item.
///
/// Measures: the separator colours are UIKit's `separator` (light #3C3C43 at 29%, dark #545458
/// at 60%) and the item font is the body style (17 pt regular, in the button's font family).
/// Apple publishes no menu geometry. The 250 pt width, 13 pt corner radius and 0.5 pt
/// separators agree with Flutter's `CupertinoContextMenu` (flutter/flutter,
/// `packages/flutter/lib/src/cupertino/context_menu.dart`, whose own comment says the width
/// was eyeballed on an iOS simulator); Flutter's items are 43 pt, these 44 pt (iOS's minimum
/// hit height, as the brief asks). The rest are estimates from iOS's look: the panel 8 pt below
/// the button and never narrower than it, titles 16 pt from the leading edge (44 pt with a
/// checkmark column, the mark 12 pt in), panel fills #F2F2F2 light and #252525 dark (an opaque
/// stand-in for the blurred menu material), no shadow.
struct MenuSheetComposer: SheetComposer {
    /// The menu panel's measures, in points.
    enum Metrics {
        /// The panel's smallest width.
        static let width = 250.0
        /// The panel's corner radius.
        static let cornerRadius = 13.0
        /// One item's height.
        static let itemHeight = 44.0
        /// Space between the button and the panel.
        static let gap = 8.0
        /// The item title's leading inset without and with a checkmark column.
        static let titleInset = 16.0, checkedTitleInset = 44.0
        /// The checkmark's leading inset and box side.
        static let checkInset = 12.0, checkSize = 20.0
        /// The item font size (body).
        static let fontSize = 17.0
        /// Space between a panel's edge and its content.
        static let panelInset = 16.0
    }

    /// The panel's fill, the item titles' colour and the separators' colour per appearance.
    static func colors(_ appearance: Appearance) -> (panel: RGBAColor, text: RGBAColor, separator: RGBAColor) {
        switch appearance {
        case .light: return (RGBAColor(rgb: 0xF2F2F2), RGBAColor(rgb: 0x000000), RGBAColor(rgb: 0x3C3C43).withAlpha(0.29))
        case .dark: return (RGBAColor(rgb: 0x252525), RGBAColor(rgb: 0xFFFFFF), RGBAColor(rgb: 0x545458).withAlpha(0.60))
        }
    }

    /// The rectangles of a menu's items, top to bottom, for a panel whose top-left corner is at
    /// `origin` and whose width is `width`.
    static func itemRects(origin: Point, width: Double, count: Int) -> [Rect] {
        (0..<count).map { Rect(x: origin.x, y: origin.y + Double($0) * Metrics.itemHeight, width: width, height: Metrics.itemHeight) }
    }

    let spec: ButtonSpec
    let menu: MenuSpec
    let layouts: [ButtonLayout]
    /// The backdrop behind each appearance's button and menu.
    private let backdrops: [RGBAColor]
    var primarySpec: ButtonSpec { spec }

    /// Lays out the sheet's `button` in light and dark; errors point at `button.<field>`, and a
    /// button without a menu is an error at `button.menu`.
    init(sheet: SheetSpec, renderer: SheetRenderer) throws {
        spec = sheet.button ?? ButtonSpec()
        guard let menu = spec.menu else {
            throw FieldError(["button", "menu"], .stage(LayoutError.menuSheetWithoutMenu))
        }
        self.menu = menu
        var layouts: [ButtonLayout] = [], backdrops: [RGBAColor] = []
        for appearance in [Appearance.light, .dark] {
            var variant = spec
            variant.appearance = appearance
            let layout = try renderer.layoutButton(variant, path: ["button"])
            layouts.append(layout)
            var light = spec
            light.appearance = .light
            backdrops.append(appearance == .dark ? try renderer.darkBackground(of: spec, system: layout.systemFacts, path: ["button"])
                             : try ThemeContext(spec: light, system: layout.systemFacts.traits).color("color.background"))
        }
        self.layouts = layouts
        self.backdrops = backdrops
    }

    func place(style: SheetStyle, spacing: Double) throws -> SheetContent {
        var content = SheetContent()
        let checks = spec.menuButtonKind == .popUp
        var x = 0.0
        for (panel, layout) in layouts.enumerated() {
            let colors = Self.colors(layout.button.appearance)
            let box = layout.container.rect
            let width = max(Metrics.width, box.width)
            let height = box.height + Metrics.gap + Metrics.itemHeight * Double(menu.items.count)
            let backdrop = Rect(x: x, y: 0, width: width + 2 * Metrics.panelInset, height: height + 2 * Metrics.panelInset)
            content.underlays.append(.rect(backdrop, cornerRadius: 8, fill: backdrops[panel],
                                           stroke: SheetStyle.isDark(backdrops[panel]) ? nil : SheetStyle.panelOutline, lineWidth: 1, dash: nil))
            let left = x + Metrics.panelInset, top = Metrics.panelInset
            let offset = Point(x: (left - box.minX).rounded(), y: (top - box.minY).rounded())
            content.buttons.append(SheetButton(spec: spec, layout: layout, offset: offset, zoom: 1,
                                               cell: SheetCell(panel: panel, row: 0, column: 0, frame: backdrop)))
            let origin = Point(x: left, y: top + box.height + Metrics.gap)
            let rects = Self.itemRects(origin: origin, width: width, count: menu.items.count)
            content.overlays.append(.rect(Rect(x: origin.x, y: origin.y, width: width, height: Metrics.itemHeight * Double(rects.count)),
                                          cornerRadius: Metrics.cornerRadius, fill: colors.panel, stroke: nil, lineWidth: 0, dash: nil))
            let font = ResolvedFont(family: layout.button.font.family, weight: 400, size: Metrics.fontSize)
            let inset = checks ? Metrics.checkedTitleInset : Metrics.titleInset
            for (i, rect) in rects.enumerated() {
                if i > 0 {
                    content.overlays.append(.line(from: Point(x: rect.minX, y: rect.minY), to: Point(x: rect.maxX, y: rect.minY),
                                                  width: 0.5, color: colors.separator, dash: nil))
                }
                let options = TextOptions(maxWidth: rect.width - inset - Metrics.titleInset, lineBreak: .truncateTail, alignment: .leading, maxLines: 1)
                let shaped = try style.engine.shape(menu.items[i], font: font, options: options)
                let frame = Rect(x: rect.minX + inset, y: rect.midY - shaped.logicalRect.height / 2,
                                 width: shaped.logicalRect.width, height: shaped.logicalRect.height)
                content.overlays.append(.text(SheetText(string: menu.items[i], role: .note, shaped: shaped,
                                                        origin: Point(x: frame.minX - shaped.logicalRect.minX, y: frame.minY - shaped.logicalRect.minY),
                                                        frame: frame, color: colors.text)))
                if checks, i == menu.selectedIndex {
                    let mark = try style.engine.shapeIcon("check", family: IconSources.iconFontFamily, size: Metrics.checkSize)
                    let box = Rect(x: rect.minX + Metrics.checkInset, y: rect.midY - Metrics.checkSize / 2,
                                   width: Metrics.checkSize, height: Metrics.checkSize)
                    content.overlays.append(.text(SheetText(string: "✓", role: .note, shaped: mark,
                                                            origin: Point(x: box.minX - mark.logicalRect.minX, y: box.maxY - mark.baseline),
                                                            frame: box, color: colors.text)))
                }
            }
            x = backdrop.maxX + spacing
        }
        return content
    }
}
