import CDeflate

/// Whole-buffer zlib compression (the stream inside a PNG's IDAT) by libdeflate, which
/// compresses a buffer it sees whole faster than zlib's streaming deflate at equal size.
enum ZlibCompressor {
    /// The zlib stream of `data` at libdeflate `level` (0...12). A compressor is made per call:
    /// it costs about 2% of a button's compression and keeps encoding free of shared state, so
    /// any number of threads may encode at once.
    static func compress(_ data: UnsafeRawBufferPointer, level: Int32) throws -> [UInt8] {
        guard (0...12).contains(level) else { throw PNGEncodingError.compressionLevel(level) }
        guard let compressor = libdeflate_alloc_compressor(level) else { throw PNGEncodingError.compressorUnavailable }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, data.count)
        // Not zeroed first: libdeflate writes what it uses.
        let out = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            count = libdeflate_zlib_compress(compressor, data.baseAddress, data.count, buffer.baseAddress, bound)
        }
        guard !out.isEmpty else { throw PNGEncodingError.noRoom(bytes: data.count, bound: bound) }
        return out
    }
}
