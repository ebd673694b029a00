import ButtonRenderModel
import CSpng

/// The libspng side of `PNGDecoder`: one decoding context per image, reading from memory, with
/// the image limited to `CanvasLimits` and chunk memory to the file's own size, so no input can
/// make it allocate more than the pixels it is allowed plus a bounded cache.
enum SpngImageDecoder {
    /// The most memory libspng may keep for ancillary chunks it parses (text, profiles, ...),
    /// unless the file is larger (see `decode`).
    static let ancillaryCacheLimit = 8 << 20

    /// Decodes the PNG in `buffer` (signature already checked) to straight RGBA8; `header` is
    /// the IHDR as declared, used to word errors about it.
    static func decode(_ buffer: UnsafeBufferPointer<UInt8>, header: PNGDeclaredHeader?) throws -> DecodedImage {
        // The zlib stream's Adler-32 is not recomputed: every IDAT chunk's CRC-32 already checks
        // each compressed byte, and the Adler sum cost about a seventh of decoding.
        guard let context = spng_ctx_new(Int32(SPNG_CTX_IGNORE_ADLER32.rawValue)) else { throw PNGDecodingError.outOfMemory }
        defer { spng_ctx_free(context) }
        func check(_ status: Int32) throws {
            if status != 0 { throw PNGDecodingError(spngStatus: status, header: header) }
        }
        try check(spng_set_image_limits(context, UInt32(CanvasLimits.maximumSide), UInt32(CanvasLimits.maximumSide)))
        // Every chunk's CRC is checked, ancillary ones too (libspng's default discards those).
        let error = Int32(SPNG_CRC_ERROR.rawValue)
        try check(spng_set_crc_action(context, error, error))
        // libspng counts every ancillary chunk it skips against the cache limit too (12 bytes
        // plus its data), so an APNG's frames or a large profile would fail with "invalid
        // argument" past 8 MiB: the limit is at least the file's own size, memory it holds anyway.
        try check(spng_set_chunk_limits(context, max(1, buffer.count), max(ancillaryCacheLimit, buffer.count)))
        try check(spng_set_png_buffer(context, buffer.baseAddress, buffer.count))

        var ihdr = spng_ihdr()
        try check(spng_get_ihdr(context, &ihdr))
        let width = Int(ihdr.width), height = Int(ihdr.height)
        guard width * height <= CanvasLimits.maximumPixels else {
            throw PNGDecodingError.tooManyPixels(width: width, height: height)
        }
        let format = Int32(SPNG_FMT_RGBA8.rawValue)
        var size = 0
        try check(spng_decoded_image_size(context, format, &size))
        guard size == width * height * 4 else { throw PNGDecodingError.unexpectedImageSize(width: width, height: height, bytes: size) }
        let rgba = try [UInt8](unsafeUninitializedCapacity: size) { pixels, count in
            try check(spng_decode_image(context, pixels.baseAddress, size, format, Int32(SPNG_DECODE_TRNS.rawValue)))
            count = size
        }
        // The chunks after the image, up to IEND: a file cut short or damaged there is refused too.
        try check(spng_decode_chunks(context))
        return DecodedImage(width: width, height: height, rgba: rgba)
    }
}
