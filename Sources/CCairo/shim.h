// The C surface ButtonRender uses: Cairo (image, SVG, PDF), Pango over Cairo with a
// fontconfig font map, fontconfig itself, and zlib for the PNG encoder.
#ifndef BUTTONRENDER_CCAIRO_SHIM_H
#define BUTTONRENDER_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <zlib.h>

/// A Pango font map over Cairo that sees only the fonts of `config` (macros do not import
/// into Swift, so the GObject cast lives here).
static inline PangoFontMap *br_font_map_new_with_config(FcConfig *config) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (map != NULL) {
        pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    }
    return map;
}

#endif
