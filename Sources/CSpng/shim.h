// libspng: PNG decoding (and encoding) by a maintained, continuously fuzzed library.
#ifndef BUTTONRENDER_CSPNG_SHIM_H
#define BUTTONRENDER_CSPNG_SHIM_H
#include <spng.h>
#endif
