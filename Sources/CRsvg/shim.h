// librsvg: SVG icons drawn onto Cairo contexts.
#ifndef BUTTONRENDER_CRSVG_SHIM_H
#define BUTTONRENDER_CRSVG_SHIM_H
#include <librsvg/rsvg.h>
#endif
