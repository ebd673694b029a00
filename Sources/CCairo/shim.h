// The C surface ButtonRender uses: Cairo (image, SVG, PDF), Pango over Cairo with a
// fontconfig font map, fontconfig itself, zlib for the PNG encoder, and the versions of
// HarfBuzz and FreeType (which Pango shapes and rasterises with) for LibraryVersions.
#ifndef BUTTONRENDER_CCAIRO_SHIM_H
#define BUTTONRENDER_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <cairo-ft.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
#include <zlib.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H

/// A Pango font map over Cairo that sees only the fonts of `config` (macros do not import
/// into Swift, so the GObject cast lives here).
static inline PangoFontMap *br_font_map_new_with_config(FcConfig *config) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (map != NULL) {
        pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    }
    return map;
}

/// The version of the FreeType library loaded at run time (FT_Library_Version needs a
/// library instance, made and released here).
static inline void br_freetype_version(FT_Int *major, FT_Int *minor, FT_Int *patch) {
    *major = 0; *minor = 0; *patch = 0;
    FT_Library library;
    if (FT_Init_FreeType(&library) == 0) {
        FT_Library_Version(library, major, minor, patch);
        FT_Done_FreeType(library);
    }
}

/// Whether FreeType reads the font file at `path` whole enough to draw from: its first face
/// opens, has glyphs, and the glyphs of 'a' and of the last index load (a truncated file often
/// opens, its table directory intact, and fails here). 1 when it does.
static inline int br_font_file_loads(const char *path) {
    FT_Library library;
    if (FT_Init_FreeType(&library) != 0) return 0;
    FT_Face face;
    int loads = 0;
    if (FT_New_Face(library, path, 0, &face) == 0) {
        if (face->num_glyphs > 1) {
            FT_UInt a = FT_Get_Char_Index(face, 'a');
            loads = FT_Load_Glyph(face, a != 0 ? a : 1, FT_LOAD_NO_SCALE) == 0
                 && FT_Load_Glyph(face, (FT_UInt)(face->num_glyphs - 1), FT_LOAD_NO_SCALE) == 0;
        }
        FT_Done_Face(face);
    }
    FT_Done_FreeType(library);
    return loads;
}

/// Whether a FreeType scaled font draws outlines (scalable, no colour bitmaps or layers), so
/// its glyphs can be filled as paths at fractional positions.
static inline int br_scaled_font_has_outlines(cairo_scaled_font_t *font) {
    if (cairo_scaled_font_get_type(font) != CAIRO_FONT_TYPE_FT) return 0;
    FT_Face face = cairo_ft_scaled_font_lock_face(font);
    if (face == NULL) return 0;
    int outlines = FT_IS_SCALABLE(face) && !FT_HAS_COLOR(face);
    cairo_ft_scaled_font_unlock_face(font);
    return outlines;
}

#endif
