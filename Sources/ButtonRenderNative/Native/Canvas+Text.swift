import ButtonRenderModel
import CCairo

extension Canvas {
    /// Draws shaped text with its layout's top-left at `point`: each glyph run in its font with
    /// `cairo_show_glyphs`, or, where the surface keeps text (PDF), `cairo_show_text_glyphs`
    /// with the run's characters and clusters, so the document's text can be selected and
    /// searched. A run's own colour or alpha replaces `color`'s, as Pango's renderer does. A
    /// text with glyphs no font has is shaped again and drawn by Pango on this thread, which
    /// draws those as hex boxes.
    ///
    /// With `exactPositions` (a label laid out as CSS lays it out), an image canvas fills each
    /// glyph's outline where the shaping put it, as a browser does, instead of Cairo 1.16's
    /// glyph cache, which puts every glyph on a whole device pixel.
    public func draw(_ text: ShapedText, at point: Point, color: RGBAColor, exactPositions: Bool = false) {
        guard !color.isClear else { return }
        if let source = text.unknownGlyphSource, drawThroughPango(source, at: point, color: color) { return }
        // The origin as Cairo holds a current point (fixed-point device units), read back as
        // Pango's renderer reads it, so glyphs land where it would put them.
        cairo_move_to(cr, point.x, point.y)
        var originX = 0.0, originY = 0.0
        cairo_get_current_point(cr, &originX, &originY)
        setSource(color)
        let keepsText = cairo_surface_has_show_text_glyphs(surface) != 0
        let outlines = exactPositions && target == .image
        for run in text.runs { draw(run, originX: originX, originY: originY, keepingText: keepsText, outlines: outlines) }
        cairo_new_path(cr)
    }

    private func draw(_ run: GlyphRun, originX: Double, originY: Double, keepingText: Bool, outlines: Bool = false) {
        cairo_save(cr)
        switch run.paint {
        case .inherited:
            break
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case .alpha(let alpha):
            var red = 0.0, green = 0.0, blue = 0.0, current = 1.0
            if let source = cairo_get_source(cr), cairo_pattern_get_type(source) == CAIRO_PATTERN_TYPE_SOLID {
                cairo_pattern_get_rgba(source, &red, &green, &blue, &current)
            }
            cairo_set_source_rgba(cr, red, green, blue, alpha)
        }
        cairo_set_scaled_font(cr, run.font.scaledFont)
        let baseX = originX + run.origin.x, baseY = originY + run.origin.y
        var glyphs = [cairo_glyph_t]()
        glyphs.reserveCapacity(run.glyphs.count)
        for g in run.glyphs { glyphs.append(cairo_glyph_t(index: UInt(g.id), x: baseX + g.x, y: baseY + g.y)) }
        if outlines {
            // Each outline at its fractional position (a bitmap glyph, such as colour emoji,
            // has no outline and keeps Cairo's own drawing).
            if br_scaled_font_has_outlines(run.font.scaledFont) != 0 {
                cairo_new_path(cr)
                cairo_glyph_path(cr, glyphs, Int32(glyphs.count))
                cairo_fill(cr)
            } else {
                cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
            }
        } else if keepingText {
            let clusters = run.clusters.map { cairo_text_cluster_t(num_bytes: $0.byteCount, num_glyphs: $0.glyphCount) }
            run.utf8.withUnsafeBufferPointer { utf8 in
                utf8.withMemoryRebound(to: CChar.self) { chars in
                    cairo_show_text_glyphs(cr, chars.baseAddress, Int32(chars.count), glyphs, Int32(glyphs.count),
                                           clusters, Int32(clusters.count),
                                           run.isBackward ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(0))
                }
            }
        } else {
            cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
        }
        cairo_restore(cr)
    }

    /// Shapes `source` again with this thread's engine and draws it with
    /// `pango_cairo_show_layout`; false when no engine can be made (nothing is drawn).
    func drawThroughPango(_ source: TextSource, at point: Point, color: RGBAColor) -> Bool {
        guard let engine = TextEngine.ofCurrentThread(fonts: source.fonts) else { return false }
        engine.withLayout(of: source.content) { layout, _ in
            cairo_move_to(cr, point.x, point.y)
            setSource(color)
            pango_cairo_show_layout(cr, layout)
            cairo_new_path(cr)
        }
        return true
    }
}
