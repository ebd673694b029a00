import ButtonRenderModel
import CCairo

/// Pango's glyph id for a zero-width glyph that draws nothing (`PANGO_GLYPH_EMPTY`).
private let emptyGlyph: UInt32 = 0x0FFF_FFFF
/// The flag of a glyph no font has, whose low bits are the character (`PANGO_GLYPH_UNKNOWN_FLAG`).
private let unknownGlyphFlag: UInt32 = 0x1000_0000

extension ShapedText {
    /// Reads a laid-out `PangoLayout` into a value: its extents and counts, and every run's
    /// font, glyphs, positions, colour and text, placed as `pango_cairo_show_layout` places
    /// them (each line at its alignment offset and baseline, each run after the advances of
    /// the runs before it and its own start offset, raised by its baseline shift). The layout
    /// is not kept; `source` is made and kept only when some glyph has no font. `truncated`
    /// overrides Pango's own answer (a text cut and shaped again whole, `EllipsisTrimming`).
    init(reading layout: OpaquePointer, isRightToLeft: Bool, truncated: Bool? = nil, source: () -> TextSource) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        inkRect = Self.points(ink)
        logicalRect = Self.points(logical)
        baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        isTruncated = truncated ?? (pango_layout_is_ellipsized(layout) != 0)
        self.isRightToLeft = isRightToLeft
        lineCount = Int(pango_layout_get_line_count(layout))
        unknownGlyphCount = Int(pango_layout_get_unknown_glyphs_count(layout))

        var runs: [GlyphRun] = []
        var glyphTotal = 0
        var needsPango = unknownGlyphCount > 0
        let text = pango_layout_get_text(layout)!
        if let iter = pango_layout_get_iter(layout) {
            repeat {
                var lineRect = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &lineRect)
                let lineBaseline = pango_layout_iter_get_baseline(iter)
                guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
                var advance: Int32 = 0
                var node = line.pointee.runs
                while let link = node {
                    node = link.pointee.next
                    guard let item = link.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                          let glyphs = item.pointee.glyphs else { continue }
                    glyphTotal += Int(glyphs.pointee.num_glyphs)
                    advance += item.pointee.start_x_offset
                    let x = lineRect.x + advance, y = lineBaseline - item.pointee.y_offset
                    advance += pango_glyph_string_get_width(glyphs) + item.pointee.end_x_offset
                    if let run = Self.run(item, text: text, x: x, y: y, hasUnknownGlyphs: &needsPango) { runs.append(run) } else { needsPango = true }
                }
            } while pango_layout_iter_next_line(iter) != 0
            pango_layout_iter_free(iter)
        }
        glyphCount = glyphTotal
        self.runs = runs
        unknownGlyphSource = needsPango ? source() : nil
    }

    private static func points(_ r: PangoRectangle) -> Rect {
        let unit = Double(PANGO_SCALE)
        return Rect(x: Double(r.x) / unit, y: Double(r.y) / unit, width: Double(r.width) / unit, height: Double(r.height) / unit)
    }

    /// The vertical metrics of the font the layout's description loads (its primary font),
    /// unhinted as the engine's context measures them; zero when no font loads.
    static func primaryFontMetrics(of layout: OpaquePointer) -> FontVerticalMetrics {
        guard let context = pango_layout_get_context(layout), let description = pango_layout_get_font_description(layout),
              let font = pango_context_load_font(context, description) else { return FontVerticalMetrics(ascent: 0, descent: 0, lineGap: 0) }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        guard let metrics = pango_font_get_metrics(font, nil) else { return FontVerticalMetrics(ascent: 0, descent: 0, lineGap: 0) }
        defer { pango_font_metrics_unref(metrics) }
        let scale = Double(PANGO_SCALE)
        let ascent = Double(pango_font_metrics_get_ascent(metrics)) / scale
        let descent = Double(pango_font_metrics_get_descent(metrics)) / scale
        let height = Double(pango_font_metrics_get_height(metrics)) / scale
        return FontVerticalMetrics(ascent: ascent, descent: descent, lineGap: max(0, height - ascent - descent))
    }

    /// One run with its baseline origin at (`x`, `y`) Pango units from the layout's origin,
    /// without the glyphs no font has (it sets `hasUnknownGlyphs` when there are some); nil
    /// when its font has no usable Cairo font (Pango draws such a run's glyphs as boxes).
    private static func run(_ item: UnsafeMutablePointer<PangoGlyphItem>, text: UnsafePointer<CChar>, x: Int32, y: Int32,
                            hasUnknownGlyphs: inout Bool) -> GlyphRun? {
        guard let pangoItem = item.pointee.item, let glyphString = item.pointee.glyphs,
              let pangoFont = pangoItem.pointee.analysis.font,
              let font = GlyphFont(retaining: pango_cairo_font_get_scaled_font(OpaquePointer(pangoFont))) else { return nil }
        let unit = Double(PANGO_SCALE)
        var glyphs: [PlacedGlyph] = []
        glyphs.reserveCapacity(Int(glyphString.pointee.num_glyphs))
        var position: Int32 = 0
        for i in 0..<Int(glyphString.pointee.num_glyphs) {
            let info = glyphString.pointee.glyphs[i]
            if info.glyph & unknownGlyphFlag != 0 {
                hasUnknownGlyphs = true
            } else if info.glyph != emptyGlyph {
                glyphs.append(PlacedGlyph(id: info.glyph, x: Double(position + info.geometry.x_offset) / unit,
                                          y: Double(info.geometry.y_offset) / unit))
            }
            position += info.geometry.width
        }
        let backward = pangoItem.pointee.analysis.level & 1 != 0
        let start = UnsafeRawPointer(text).advanced(by: Int(pangoItem.pointee.offset)).assumingMemoryBound(to: UInt8.self)
        let utf8 = Array(UnsafeBufferPointer(start: start, count: Int(pangoItem.pointee.length)))
        return GlyphRun(font: font, origin: Point(x: Double(x) / unit, y: Double(y) / unit), glyphs: glyphs,
                        paint: paint(of: pangoItem), utf8: utf8, clusters: clusters(item, text: text, backward: backward),
                        isBackward: backward)
    }

    /// The run's clusters as Pango's renderer hands them to `cairo_show_text_glyphs`: bytes
    /// and glyphs per cluster, empty glyphs not counted.
    private static func clusters(_ item: UnsafeMutablePointer<PangoGlyphItem>, text: UnsafePointer<CChar>, backward: Bool) -> [GlyphCluster] {
        var clusters: [GlyphCluster] = []
        var iter = PangoGlyphItemIter()
        guard pango_glyph_item_iter_init_start(&iter, item, text) != 0 else { return clusters }
        let infos = item.pointee.glyphs.pointee.glyphs!
        repeat {
            var glyphCount = backward ? iter.start_glyph - iter.end_glyph : iter.end_glyph - iter.start_glyph
            let first = min(iter.start_glyph, iter.end_glyph + 1), end = max(iter.start_glyph + 1, iter.end_glyph)
            if first < end {
                for i in first..<end where infos[Int(i)].glyph == emptyGlyph || infos[Int(i)].glyph & unknownGlyphFlag != 0 {
                    glyphCount -= 1
                }
            }
            clusters.append(GlyphCluster(byteCount: iter.end_index - iter.start_index, glyphCount: glyphCount))
        } while pango_glyph_item_iter_next_cluster(&iter) != 0
        return clusters
    }

    /// The run's foreground colour and alpha attributes (the last of each kind wins, as in
    /// Pango's renderer).
    private static func paint(of item: UnsafeMutablePointer<PangoItem>) -> GlyphRunPaint {
        var color: PangoColor?
        var alpha: UInt16 = 0
        var node = item.pointee.analysis.extra_attrs
        while let link = node {
            node = link.pointee.next
            guard let attribute = link.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) else { continue }
            switch attribute.pointee.klass.pointee.type {
            case PANGO_ATTR_FOREGROUND:
                color = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrColor.self).pointee.color
            case PANGO_ATTR_FOREGROUND_ALPHA:
                alpha = UInt16(truncatingIfNeeded: UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value)
            default:
                break
            }
        }
        let channel = 65535.0
        if let color {
            return .color(RGBAColor(red: Double(color.red) / channel, green: Double(color.green) / channel,
                                    blue: Double(color.blue) / channel, alpha: alpha != 0 ? Double(alpha) / channel : 1))
        }
        return alpha != 0 ? .alpha(Double(alpha) / channel) : .inherited
    }
}
