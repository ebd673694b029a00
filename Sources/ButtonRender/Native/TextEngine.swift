import CCairo

/// Text shaped by Pango, ready to measure and draw: one line, already truncated to the width
/// it was shaped for. Owns its `PangoLayout`.
public final class ShapedText {
    let layout: OpaquePointer
    /// The logical extents (advance width by line height) relative to the layout's origin,
    /// in points.
    public let logicalRect: Rect
    /// The inked extents relative to the layout's origin, in points.
    public let inkRect: Rect
    /// Distance from the layout's top to its baseline, in points.
    public let baseline: Double
    /// True when the text was cut short with an ellipsis.
    public let isTruncated: Bool
    /// True when the text's base direction is right-to-left.
    public let isRightToLeft: Bool
    /// Glyphs after shaping (a ligature counts once).
    public let glyphCount: Int

    init(layout: OpaquePointer, isRightToLeft: Bool) {
        self.layout = layout
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let unit = Double(PANGO_SCALE)
        func rect(_ r: PangoRectangle) -> Rect {
            Rect(x: Double(r.x) / unit, y: Double(r.y) / unit, width: Double(r.width) / unit, height: Double(r.height) / unit)
        }
        inkRect = rect(ink)
        logicalRect = rect(logical)
        baseline = Double(pango_layout_get_baseline(layout)) / unit
        isTruncated = pango_layout_is_ellipsized(layout) != 0
        self.isRightToLeft = isRightToLeft
        var count = 0
        if let iter = pango_layout_get_iter(layout) {
            repeat {
                if let run = pango_layout_iter_get_run_readonly(iter) { count += Int(run.pointee.glyphs.pointee.num_glyphs) }
            } while pango_layout_iter_next_run(iter) != 0
            pango_layout_iter_free(iter)
        }
        glyphCount = count
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}

/// Shapes and measures text with Pango over the font registry, with hinting off and
/// unrounded glyph positions, so a layout measured once draws the same at every scale.
public final class TextEngine {
    /// The fonts this engine shapes with.
    public let registry: FontRegistry
    let context: OpaquePointer

    /// Creates an engine over a registry.
    public init(registry: FontRegistry) {
        self.registry = registry
        context = pango_font_map_create_context(registry.fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en"))
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(context)) }

    /// Shapes one line of text. Line breaks become spaces; when `maxWidth` is given and the
    /// text is wider, it is truncated at the end with an ellipsis.
    public func shape(_ text: String, font: ResolvedFont, maxWidth: Double? = nil) throws -> ShapedText {
        try registry.check(family: font.family)
        let line = text.replacingOccurrences(of: "\r\n", with: " ")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
        let layout = makeLayout(line, family: font.family, weight: font.weight, size: font.size)
        if font.letterSpacing != 0 {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32((font.letterSpacing * Double(PANGO_SCALE)).rounded())))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        if let maxWidth {
            pango_layout_set_width(layout, Int32(max(0, maxWidth) * Double(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        let rtl = line.withCString { pango_find_base_dir($0, -1) } == PANGO_DIRECTION_RTL
        return ShapedText(layout: layout, isRightToLeft: rtl)
    }

    /// Shapes an icon of an icon font by its ligature name; a name the font has no icon for is
    /// an error.
    public func shapeIcon(_ name: String, family: String, size: Double) throws -> ShapedText {
        try registry.check(family: family)
        let layout = makeLayout(name, family: family, weight: 400, size: size)
        let shaped = ShapedText(layout: layout, isRightToLeft: false)
        guard name.count > 1, shaped.glyphCount == 1 else { throw NativeError.unknownIcon(name, family: family) }
        return shaped
    }

    private func makeLayout(_ text: String, family: String, weight: Int, size: Double) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let description = pango_font_description_new()
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: numericCast(weight)))
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_text(layout, text, -1)
        return layout
    }
}
