import ButtonRenderModel
import CCairo

/// Shapes and measures text with Pango over the font registry, with hinting off and
/// unrounded glyph positions, so a layout measured once draws the same at every scale. What
/// it returns is a value (`ShapedText`): the engine's Pango objects stay on its thread.
public final class TextEngine {
    /// The fonts this engine shapes with.
    package let registry: FontRegistry
    let context: OpaquePointer
    /// The texts this engine has shaped, by what they were shaped from: the same content over
    /// the same fonts gives the same value every time, so a label drawn in several states,
    /// themes or sizes of one run is shaped by Pango once. Never shared: an engine stays on one
    /// thread at a time (it is not `Sendable`). At most `shapedLimit` entries, then it starts
    /// over.
    private var shapedByContent: [TextSource.Content: ShapedText] = [:]
    /// The vertical metrics of each font asked for, once per font (only CSS-laid-out labels
    /// ask: `verticalMetrics(of:)`).
    private var metricsByFont: [ResolvedFont: FontVerticalMetrics] = [:]
    /// How many texts `shapedByContent` holds at most (a shaped label is about a kilobyte).
    static let shapedLimit = 1024
    /// How many times this engine has had Pango lay a text out for `shape` or `shapeIcon`
    /// (texts found among those already shaped are not counted): for tests.
    package private(set) var pangoShapings = 0

    /// Creates an engine over a registry.
    package init(registry: FontRegistry) {
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
    package func shape(_ text: String, font: ResolvedFont, maxWidth: Double? = nil) throws -> ShapedText {
        try shape(text, font: font, options: TextOptions(maxWidth: maxWidth))
    }

    /// Shapes text with the given wrapping, truncation, alignment and styled runs.
    package func shape(_ text: String, font: ResolvedFont, options: TextOptions) throws -> ShapedText {
        if !font.fontFiles.isEmpty {
            let engine = try withFontFiles(font.fontFiles)
            if engine !== self { return try engine.shape(text, font: font, options: options) }
        }
        try registry.check(family: font.family)
        return shaped(.text(text, font: font, options: options))
    }

    /// The calling thread's engine over this engine's fonts and the font files at `paths` (a
    /// design system's own): loaded for the texts that ask for them only, so other texts never
    /// see them. This engine when it holds them already.
    func withFontFiles(_ paths: [String]) throws -> TextEngine {
        let extra = try paths.map { path in
            FontFile(family: try FontFileFamilies.first(of: path), path: path, package: "a design system file's fonts")
        }
        if extra.allSatisfy(registry.fonts.contains) { return self }
        let fonts = registry.fonts + extra.filter { !registry.fonts.contains($0) }
        guard let engine = TextEngine.ofCurrentThread(fonts: fonts) else {
            throw NativeError.missingFont(path: paths.joined(separator: ", "), family: "?", package: "a design system file's fonts")
        }
        return engine
    }

    /// The primary font's own ascent, descent and line gap at `font`'s size, in points,
    /// unrounded (the font its description chooses, not a fallback's): what CSS's line box is
    /// made of. Read once per font and kept.
    package func verticalMetrics(of font: ResolvedFont) throws -> FontVerticalMetrics {
        if !font.fontFiles.isEmpty {
            let engine = try withFontFiles(font.fontFiles)
            if engine !== self { return try engine.verticalMetrics(of: font) }
        }
        if let known = metricsByFont[font] { return known }
        try registry.check(family: font.family)
        let metrics = withLayout(of: .text("", font: font, options: TextOptions())) { layout, _ in ShapedText.primaryFontMetrics(of: layout) }
        metricsByFont[font] = metrics
        return metrics
    }

    /// Shapes an icon of an icon font by its ligature name; a name the font has no icon for is
    /// an error.
    package func shapeIcon(_ name: String, family: String, size: Double) throws -> ShapedText {
        try registry.check(family: family)
        let shaped = shaped(.icon(name, family: family, size: size))
        guard name.count > 1, shaped.glyphCount == 1 else { throw NativeError.unknownIcon(name, family: family) }
        return shaped
    }

    /// Lays `content` out and reads the layout into a value, or returns the value it was read
    /// into before (`shapedByContent`). A line Pango cut with an ellipsis next to a space is
    /// shaped again without that space (`EllipsisTrimming`), as iOS truncates, so the visible
    /// text is what layout centres.
    private func shaped(_ content: TextSource.Content) -> ShapedText {
        if let known = shapedByContent[content] { return known }
        pangoShapings += 1
        let final = laidOutContent(content)
        let shaped = withLayout(of: final.content) { layout, rtl in
            ShapedText(reading: layout, isRightToLeft: rtl, truncated: final.cut ? true : nil) {
                TextSource(content: final.content, fonts: registry.fonts)
            }
        }
        if shapedByContent.count >= Self.shapedLimit { shapedByContent.removeAll(keepingCapacity: true) }
        shapedByContent[content] = shaped
        return shaped
    }

    /// What `content` is laid out as: itself, or, for a label Pango cut with an ellipsis, the
    /// kept characters and a plain ellipsis (`EllipsisTrimming`), with `cut` set.
    func laidOutContent(_ content: TextSource.Content) -> (content: TextSource.Content, cut: Bool) {
        let trimmed: TextSource.Content? = withLayout(of: content) { layout, _ in EllipsisTrimming.trimmed(content, laidOut: layout) }
        return (trimmed ?? content, trimmed != nil)
    }

    /// Runs `body` with a `PangoLayout` of `content` (and whether its paragraph is
    /// right-to-left), freed afterwards. The same content gives the same layout every time.
    func withLayout<T>(of content: TextSource.Content, _ body: (OpaquePointer, Bool) -> T) -> T {
        let layout: OpaquePointer
        var rtl = false
        switch content {
        case .text(let text, let font, let options):
            layout = makeLayout(text, font: font, options: options)
            // The paragraph's direction as Pango resolved it from the first strong character
            // (auto-dir), as its first line reports it.
            let firstLine = pango_layout_get_line_readonly(layout, 0)
            rtl = firstLine.map { pango_layout_line_get_resolved_direction($0) == PANGO_DIRECTION_RTL } ?? false
        case .icon(let name, let family, let size):
            layout = makeLayout(name, family: family, weight: 400, size: size, italic: false)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return body(layout, rtl)
    }

    /// `text` with each line break (CR LF, LF or CR) made a space, for a title that does not
    /// wrap; the text itself when it has none (the common case, without Foundation's search).
    static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0A, previous == 0x0D { previous = byte; continue }   // CR LF: one space
            bytes.append(byte == 0x0A || byte == 0x0D ? 0x20 : byte)
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func makeLayout(_ text: String, font: ResolvedFont, options: TextOptions) -> OpaquePointer {
        let wraps = options.lineBreak == .wordWrap || options.lineBreak == .charWrap
        let content = wraps ? text : Self.oneLine(text)
        let layout = makeLayout(content, family: font.family, weight: font.weight, size: font.size, italic: font.italic)
        pango_layout_set_single_paragraph_mode(layout, wraps ? 0 : 1)
        let attributes = pango_attr_list_new()
        if font.letterSpacing != 0 {
            // Never across Arabic or CJK runs (`LetterSpacingScripts`).
            let spacing = Int32((font.letterSpacing * Double(PANGO_SCALE)).rounded())
            for range in LetterSpacingScripts.trackedRanges(in: content) {
                guard let attribute = pango_attr_letter_spacing_new(spacing) else { continue }
                attribute.pointee.start_index = guint(range.lowerBound)
                attribute.pointee.end_index = guint(range.upperBound)
                pango_attr_list_insert(attributes, attribute)
            }
        }
        if let lineHeight = font.lineHeight {
            // CSS's line-height: each line is this tall, the extra split above and below.
            if let attribute = pango_attr_line_height_new_absolute(Int32((lineHeight * Double(PANGO_SCALE)).rounded())) {
                attribute.pointee.start_index = 0
                attribute.pointee.end_index = guint(content.utf8.count)
                pango_attr_list_insert(attributes, attribute)
            }
        }
        for run in options.runs {
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = guint(run.start)
                attribute.pointee.end_index = guint(run.end)
                pango_attr_list_insert(attributes, attribute)
            }
            if run.bold { add(pango_attr_weight_new(PANGO_WEIGHT_BOLD)) }
            if run.italic { add(pango_attr_style_new(PANGO_STYLE_ITALIC)) }
            if let c = run.color {
                func channel(_ v: Double) -> guint16 { guint16((min(max(v, 0), 1) * 65535).rounded()) }
                add(pango_attr_foreground_new(channel(c.red), channel(c.green), channel(c.blue)))
                if c.alpha < 1 { add(pango_attr_foreground_alpha_new(channel(c.alpha))) }
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if let maxWidth = options.maxWidth {
            switch options.lineBreak {
            case .wordWrap, .charWrap:
                pango_layout_set_width(layout, Int32(max(0, maxWidth) * Double(PANGO_SCALE)))
                pango_layout_set_wrap(layout, options.lineBreak == .wordWrap ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_CHAR)
                if let lines = options.maxLines {
                    pango_layout_set_height(layout, Int32(-lines))
                    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                }
            case .truncateHead, .truncateMiddle, .truncateTail:
                pango_layout_set_width(layout, Int32(max(0, maxWidth) * Double(PANGO_SCALE)))
                pango_layout_set_ellipsize(layout, options.lineBreak == .truncateHead ? PANGO_ELLIPSIZE_START
                                           : options.lineBreak == .truncateMiddle ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END)
            case .clip:
                break
            }
        }
        pango_layout_set_alignment(layout, options.alignment == .leading ? PANGO_ALIGN_LEFT : PANGO_ALIGN_CENTER)
        return layout
    }

    private func makeLayout(_ text: String, family: String, weight: Int, size: Double, italic: Bool) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let description = pango_font_description_new()
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: numericCast(weight)))
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        if italic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_text(layout, text, -1)
        return layout
    }
}
