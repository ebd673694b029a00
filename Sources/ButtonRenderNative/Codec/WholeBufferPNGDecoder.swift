import ButtonRenderModel
import CDeflate

/// The fast path of `PNGDecoder`, for the PNGs this tool writes and most others a test compares:
/// 8-bit RGBA or RGB, not interlaced, holding only IHDR, IDAT and IEND chunks. The whole file
/// is in memory, so its image data is inflated in one call by libdeflate (a whole-buffer
/// decompressor: a catalog golden's inflate took a third of the instructions of zlib's
/// streaming inflate, which libspng drives), then unfiltered row by row (`PNGRowFilter`).
///
/// It answers nil, never an error, for anything it does not take or that is not exactly
/// right: another colour type, bit depth or interlacing, any other chunk (`tRNS`, `PLTE`,
/// gamma, text, an APNG's frames), a chunk out of order or cut short, a CRC that does not
/// match, a zlib stream that is damaged or holds more or fewer bytes than the rows need, an
/// unknown row filter. `PNGDecoder` then hands the file to libspng, which decodes it or words
/// the error as it always has, so a file decodes to the same pixels, or fails with the same
/// message, whichever path takes it. As libspng is told to (`SPNG_CTX_IGNORE_ADLER32`), the
/// zlib stream's Adler-32 is not recomputed: every IDAT's CRC-32 already checks its bytes.
enum WholeBufferPNGDecoder {
    /// Decodes `bytes` (signature checked, size within `CanvasLimits`) when it is a PNG this
    /// path takes; nil otherwise.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> DecodedImage? {
        guard let base = bytes.baseAddress, let layout = ChunkLayout(base, count: bytes.count) else { return nil }
        let width = layout.width, height = layout.height
        let rgba = layout.colorType == 6
        let rowBytes = width * (rgba ? 4 : 3), stride = rowBytes + 1
        let pixels = try? [UInt8](unsafeUninitializedCapacity: (rgba ? stride : width * 4) * height) { buffer, count in
            let image = buffer.baseAddress!
            if rgba {
                // Inflated into the image's own buffer; each row is unfiltered where it lies,
                // then (once the row below no longer needs it) moved up over the filter bytes.
                guard layout.withImageData(base, { inflate($0, into: image, count: stride * height) }) else { throw NotWholeBuffer() }
                try unfilter(image, rows: height, rowBytes: rowBytes, bytesPerPixel: 4) { y, row in
                    UnsafeMutableRawPointer(image + y * rowBytes).copyMemory(from: row, byteCount: rowBytes)
                }
            } else {
                let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * height)
                defer { rows.deallocate() }
                guard layout.withImageData(base, { inflate($0, into: rows, count: stride * height) }) else { throw NotWholeBuffer() }
                try unfilter(rows, rows: height, rowBytes: rowBytes, bytesPerPixel: 3) { y, row in
                    expandRGB(row, pixels: width, into: image + y * width * 4)
                }
            }
            count = width * height * 4
        }
        return pixels.map { DecodedImage(width: width, height: height, rgba: $0) }
    }

    /// Unfilters the `rows` filtered rows at `data` (each a filter byte and `rowBytes` bytes) in
    /// place, handing each row to `done` once the row below is unfiltered (the last at the end),
    /// so `done` may overwrite what lies before the row's own bytes.
    private static func unfilter(_ data: UnsafeMutablePointer<UInt8>, rows: Int, rowBytes: Int, bytesPerPixel: Int,
                                 done: (_ y: Int, _ row: UnsafePointer<UInt8>) -> Void) throws {
        let stride = rowBytes + 1
        for y in 0..<rows {
            let line = data + y * stride
            guard let filter = PNGRowFilter(rawValue: line[0]) else { throw NotWholeBuffer() }
            let above = y > 0 ? UnsafePointer(line - stride + 1) : nil
            filter.unfilter(line + 1, previous: above, count: rowBytes, bytesPerPixel: bytesPerPixel)
            if let above { done(y - 1, above) }
        }
        if rows > 0 { done(rows - 1, UnsafePointer(data + (rows - 1) * stride + 1)) }
    }

    /// Thrown inside the pixel buffer's initialiser when the image data is not what this path takes.
    private struct NotWholeBuffer: Error {}

    /// Inflates the zlib stream in `data` into the `count` bytes at `output`; false when its
    /// header is not deflate's, it is damaged, or it holds another number of bytes.
    static func inflate(_ data: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, count expectedCount: Int) -> Bool {
        // A zlib header: deflate (method 8) with a window of at most 32 KiB, no preset
        // dictionary, and a check that makes the two bytes a multiple of 31; and an Adler-32
        // after the deflate stream.
        guard data.count >= 2 + 4, let stream = data.baseAddress else { return false }
        let method = stream[0], flags = stream[1]
        guard method & 0x0F == 8, method >> 4 <= 7, flags & 0x20 == 0, (UInt16(method) << 8 | UInt16(flags)) % 31 == 0 else {
            return false
        }
        guard let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        var consumed = 0, produced = 0
        let result = libdeflate_deflate_decompress_ex(decompressor, stream + 2, data.count - 2, output, expectedCount,
                                                      &consumed, &produced)
        return result == LIBDEFLATE_SUCCESS && produced == expectedCount && 2 + consumed + 4 <= data.count
    }

    /// Writes `pixels` RGB pixels as RGBA, each opaque.
    static func expandRGB(_ rgb: UnsafePointer<UInt8>, pixels: Int, into rgba: UnsafeMutablePointer<UInt8>) {
        for x in 0..<pixels {
            rgba[4 * x] = rgb[3 * x]; rgba[4 * x + 1] = rgb[3 * x + 1]; rgba[4 * x + 2] = rgb[3 * x + 2]
            rgba[4 * x + 3] = 255
        }
    }

    /// Where a PNG's header and image data are, when it holds exactly IHDR (8-bit RGB or RGBA,
    /// compression, filter method 0, no interlacing), one run of IDAT chunks and IEND, every
    /// chunk whole and its CRC right.
    struct ChunkLayout {
        let width: Int
        let height: Int
        let colorType: UInt8
        /// Offset and length of each IDAT chunk's data, in file order.
        private(set) var imageChunks: [(offset: Int, count: Int)] = []

        init?(_ base: UnsafePointer<UInt8>, count: Int) {
            func word(_ offset: Int) -> Int {
                Int(base[offset]) << 24 | Int(base[offset + 1]) << 16 | Int(base[offset + 2]) << 8 | Int(base[offset + 3])
            }
            func type(_ offset: Int, is name: StaticString) -> Bool {
                let expected = name.utf8Start
                return base[offset] == expected[0] && base[offset + 1] == expected[1]
                    && base[offset + 2] == expected[2] && base[offset + 3] == expected[3]
            }
            // IHDR first, 13 bytes: width, height, bit depth 8, colour type 2 or 6, methods 0.
            guard count >= 8 + 25, word(8) == 13, type(12, is: "IHDR"), word(29) == Int(libdeflate_crc32(0, base + 12, 17)) else {
                return nil
            }
            width = word(16); height = word(20); colorType = base[25]
            guard width > 0, height > 0, width <= CanvasLimits.maximumSide, height <= CanvasLimits.maximumSide,
                  width * height <= CanvasLimits.maximumPixels, base[24] == 8, colorType == 6 || colorType == 2,
                  base[26] == 0, base[27] == 0, base[28] == 0 else { return nil }
            var offset = 33
            while true {
                guard offset + 12 <= count else { return nil }
                let length = word(offset)
                guard length <= count - offset - 12,
                      word(offset + 8 + length) == Int(libdeflate_crc32(0, base + offset + 4, length + 4)) else { return nil }
                if type(offset + 4, is: "IDAT") {
                    // Only IDAT and IEND follow the header, so the IDATs are one unbroken run.
                    imageChunks.append((offset + 8, length))
                } else if type(offset + 4, is: "IEND") {
                    guard length == 0, !imageChunks.isEmpty else { return nil }
                    return
                } else {
                    return nil
                }
                offset += 12 + length
            }
        }

        /// Calls `body` with the image data: the one IDAT chunk's bytes where it is one, else
        /// the chunks' bytes joined in a buffer freed when `body` returns.
        func withImageData<Result>(_ base: UnsafePointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            if imageChunks.count == 1 {
                return body(UnsafeBufferPointer(start: base + imageChunks[0].offset, count: imageChunks[0].count))
            }
            let total = imageChunks.reduce(0) { $0 + $1.count }
            let joined = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, total))
            defer { joined.deallocate() }
            var at = 0
            for chunk in imageChunks {
                (joined + at).update(from: base + chunk.offset, count: chunk.count)
                at += chunk.count
            }
            return body(UnsafeBufferPointer(start: joined, count: total))
        }
    }
}
