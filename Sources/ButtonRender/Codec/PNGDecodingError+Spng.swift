import CSpng

extension PNGDecodingError {
    /// The error for libspng's non-zero `status`, in the words the rest of ButtonRender uses;
    /// `header` (the IHDR as the file declares it) lets errors about it name the values.
    init(spngStatus status: Int32, header: PNGDeclaredHeader?) {
        func `is`(_ codes: spng_errno...) -> Bool { codes.contains { Int32($0.rawValue) == status } }
        let reason = String(cString: spng_strerror(status))
        if `is`(SPNG_IO_EOF, SPNG_EOF) {
            self.init("truncated PNG: the file ends before the IEND chunk")
        } else if `is`(SPNG_ECHUNK_CRC) {
            self.init("CRC mismatch: a chunk's checksum is wrong, the file is damaged")
        } else if `is`(SPNG_EIDAT_TOO_SHORT, SPNG_EIDAT_STREAM, SPNG_EZLIB, SPNG_EFILTER) {
            self.init("image data is corrupt: zlib data decodes to \(reason)")
        } else if `is`(SPNG_EWIDTH, SPNG_EHEIGHT, SPNG_EUSER_WIDTH, SPNG_EUSER_HEIGHT), let header {
            self.init("unsupported image size \(header.width)x\(header.height): at most \(CanvasLimits.maximumSide) px a side "
                      + "and \(CanvasLimits.maximumPixels / 1_000_000) megapixels")
        } else if `is`(SPNG_EBIT_DEPTH), let header {
            self.init("unsupported bit depth \(header.bitDepth) for colour type \(header.colorType)")
        } else if `is`(SPNG_ECOLOR_TYPE), let header {
            self.init("unsupported colour type \(header.colorType)")
        } else if `is`(SPNG_ECOMPRESSION_METHOD), let header {
            self.init("unsupported compression method \(header.compressionMethod)")
        } else if `is`(SPNG_EFILTER_METHOD), let header {
            self.init("unsupported filter method \(header.filterMethod)")
        } else if `is`(SPNG_EINTERLACE_METHOD), let header {
            self.init("unsupported interlace method \(header.interlaceMethod)")
        } else if `is`(SPNG_ECHUNK_UNKNOWN_CRITICAL) {
            self.init("unsupported critical chunk: the file needs a chunk type PNG does not define")
        } else if `is`(SPNG_ENOPLTE) {
            self.init("corrupt PNG: a palette image without a PLTE chunk")
        } else if `is`(SPNG_ECHUNK_LIMITS) {
            self.init("corrupt PNG: a chunk is larger than the file or the memory allowed for chunks")
        } else if `is`(SPNG_EMEM) {
            self.init("out of memory")
        } else {
            self.init("corrupt PNG: \(reason)")
        }
    }
}
