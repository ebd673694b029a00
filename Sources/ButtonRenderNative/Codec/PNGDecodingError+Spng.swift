import ButtonRenderModel
import CSpng

extension PNGDecodingError {
    /// The error for libspng's non-zero `status`; `header` (the IHDR as the file declares it)
    /// gives errors about it the declared values.
    init(spngStatus status: Int32, header: PNGDeclaredHeader?) {
        func `is`(_ codes: spng_errno...) -> Bool { codes.contains { Int32($0.rawValue) == status } }
        let reason = String(cString: spng_strerror(status))
        if `is`(SPNG_IO_EOF, SPNG_EOF) {
            self = .truncated
        } else if `is`(SPNG_ECHUNK_CRC) {
            self = .checksumMismatch
        } else if `is`(SPNG_EIDAT_TOO_SHORT, SPNG_EIDAT_STREAM, SPNG_EZLIB, SPNG_EFILTER) {
            self = .corruptImageData(reason: reason)
        } else if `is`(SPNG_EWIDTH, SPNG_EHEIGHT, SPNG_EUSER_WIDTH, SPNG_EUSER_HEIGHT), let header {
            self = .tooLarge(width: Int(header.width), height: Int(header.height))
        } else if `is`(SPNG_EBIT_DEPTH), let header {
            self = .unsupportedBitDepth(bitDepth: header.bitDepth, colorType: header.colorType)
        } else if `is`(SPNG_ECOLOR_TYPE), let header {
            self = .unsupportedColorType(header.colorType)
        } else if `is`(SPNG_ECOMPRESSION_METHOD), let header {
            self = .unsupportedCompressionMethod(header.compressionMethod)
        } else if `is`(SPNG_EFILTER_METHOD), let header {
            self = .unsupportedFilterMethod(header.filterMethod)
        } else if `is`(SPNG_EINTERLACE_METHOD), let header {
            self = .unsupportedInterlaceMethod(header.interlaceMethod)
        } else if `is`(SPNG_ECHUNK_UNKNOWN_CRITICAL) {
            self = .unknownCriticalChunk
        } else if `is`(SPNG_ENOPLTE) {
            self = .missingPalette
        } else if `is`(SPNG_ECHUNK_LIMITS) {
            self = .chunkTooLarge
        } else if `is`(SPNG_EMEM) {
            self = .outOfMemory
        } else {
            self = .libspng(status: status, message: reason)
        }
    }
}
