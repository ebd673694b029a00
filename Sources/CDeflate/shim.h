// libdeflate: whole-buffer zlib compression and CRC-32 for the PNG encoder.
#ifndef BUTTONRENDER_CDEFLATE_SHIM_H
#define BUTTONRENDER_CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
