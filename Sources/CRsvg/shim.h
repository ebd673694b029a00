// librsvg: SVG icons drawn onto Cairo contexts.
//
// librsvg is not linked: ButtonRenderNative opens it when the first SVG icon is read
// (`RsvgLibrary`), so that a run that draws no SVG never maps it and the roughly thirty
// thousand relocations of it and its dependencies (libxml2, ICU, gdk-pixbuf). The header
// gives its types; these typedefs give the type of each function it is looked up as, taken
// from the header's own declarations, so a signature cannot drift.
#ifndef BUTTONRENDER_CRSVG_SHIM_H
#define BUTTONRENDER_CRSVG_SHIM_H
#include <librsvg/rsvg.h>

typedef __typeof__(rsvg_handle_new_from_data) *br_rsvg_handle_new_from_data_fn;
typedef __typeof__(rsvg_handle_set_dpi) *br_rsvg_handle_set_dpi_fn;
typedef __typeof__(rsvg_handle_get_intrinsic_size_in_pixels) *br_rsvg_handle_get_intrinsic_size_in_pixels_fn;
typedef __typeof__(rsvg_handle_get_intrinsic_dimensions) *br_rsvg_handle_get_intrinsic_dimensions_fn;
typedef __typeof__(rsvg_handle_render_document) *br_rsvg_handle_render_document_fn;

/// The file name the dynamic loader knows librsvg 2 by (its soname).
#define BR_RSVG_LIBRARY "librsvg-2.so.2"
#endif
