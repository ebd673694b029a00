import ButtonRenderModel
import CDeflate

/// Encodes 8-bit RGBA PNGs from Cairo's premultiplied native-endian ARGB32 pixels: only the
/// IHDR, IDAT and IEND chunks (no timestamps, no text), so equal pixels give equal bytes.
///
/// Rows are stored unfiltered (filter type None) and compressed by libdeflate at level 1.
/// Measured on `render-cli bench`'s buttons @2x and on the catalog's goldens, that is both the
/// fastest and the smallest of the choices tried (zlib 1 to 3 and libdeflate 1 to 6, each with
/// Sub, Up, adaptive Sub/Up or no filter, and libspng's own encoder): buttons are mostly long
/// runs of equal pixels, which deflate matches as they are. Against zlib level 3 with an
/// adaptive Sub/Up filter (the encoder before) it takes about half the instructions and writes
/// buttons about a fifth smaller.
public enum PNGEncoder {
    /// libdeflate compression level used by default (0 stores, 1 is fastest, 12 smallest).
    public static let defaultLevel: Int32 = 1

    /// Encodes `height` rows of `stride` bytes of premultiplied ARGB32 (as Cairo stores it).
    public static func encode(argb32 pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
                              level: Int32 = defaultLevel) throws -> [UInt8] {
        try encode(width: width, height: height, level: level) { y, row in
            unpremultiply(UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self), count: width, into: row)
        }
    }

    /// Encodes straight (un-premultiplied) 8-bit RGBA, rows without padding.
    public static func encode(rgba: [UInt8], width: Int, height: Int, level: Int32 = defaultLevel) throws -> [UInt8] {
        precondition(rgba.count == width * height * 4, "RGBA buffer size does not match \(width)x\(height)")
        return try rgba.withUnsafeBufferPointer { src in
            try encode(width: width, height: height, level: level) { y, row in
                row.update(from: src.baseAddress! + y * width * 4, count: width * 4)
            }
        }
    }

    /// Encodes rows that `fillRow` writes as straight RGBA into the buffer it is given.
    private static func encode(width: Int, height: Int, level: Int32,
                               fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Void) throws -> [UInt8] {
        let rowBytes = width * 4
        let rawCount = (rowBytes + 1) * height
        var header = [UInt8]()
        header.appendBigEndian(UInt32(width)); header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8-bit, RGBA, deflate, adaptive filtering, no interlace
        return try ZlibCompressor.withWorkspace(level: level) { workspace in
            // Every byte is written below (a filter-type byte, then the row), so it is not zeroed first.
            let raw = workspace.rawBuffer(count: rawCount)
            for y in 0..<height {
                let line = raw + y * (rowBytes + 1)
                line[0] = 0  // filter type None
                fillRow(y, line + 1)
            }
            return try workspace.compress(UnsafeRawBufferPointer(start: raw, count: rawCount)) { compressed in
                var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
                png.reserveCapacity(8 + 25 + 12 + compressed.count + 12)
                appendChunk("IHDR", header, to: &png)
                appendChunk("IDAT", compressed, to: &png)
                appendChunk("IEND", [UInt8](), to: &png)
                return png
            }
        }
    }

    /// Premultiplied native-endian ARGB32 to straight RGBA bytes, one 32-bit store a pixel
    /// (`dst` need not be aligned: each row follows its filter-type byte).
    @inline(__always)
    static func unpremultiply(_ src: UnsafePointer<UInt32>, count: Int, into dst: UnsafeMutablePointer<UInt8>) {
        let out = UnsafeMutableRawPointer(dst)
        let table = unpremultiplyTable.baseAddress!
        // Four pixels at a time (one SSE or NEON register) while they are all opaque or all
        // clear (most of a button: its fill, its label's interior, the page around its
        // shadow); a group with any other alpha, and the last few pixels, go one by one.
        // (Eight at a time, `SIMD8` compared with `==`, compiled to lane-by-lane comparisons
        // and was slower than one pixel at a time.)
        var x = 0
        #if _endian(little)  // the vector store writes each word in memory order as it is
        let alphaBits = SIMD4<UInt32>(repeating: 0xFF00_0000)
        while x &+ 4 <= count {
            let group = UnsafeRawPointer(src + x).loadUnaligned(as: SIMD4<UInt32>.self)
            let alpha = group & alphaBits
            if all(alpha .== alphaBits) {
                let swapped = (group &>> 16) & 0xFF | group & 0xFF00 | (group & 0xFF) &<< 16 | alphaBits
                out.storeBytes(of: swapped, toByteOffset: 4 &* x, as: SIMD4<UInt32>.self)
            } else if all(alpha .== .zero) {
                out.storeBytes(of: SIMD4<UInt32>.zero, toByteOffset: 4 &* x, as: SIMD4<UInt32>.self)
            } else {
                unpremultiply(src + x, count: 4, table: table, into: out + 4 &* x)
            }
            x &+= 4
        }
        #endif
        unpremultiply(src + x, count: count &- x, table: table, into: out + 4 &* x)
    }

    /// `unpremultiply` one pixel at a time.
    @inline(__always)
    private static func unpremultiply(_ src: UnsafePointer<UInt32>, count: Int, table: UnsafePointer<UInt8>,
                                      into out: UnsafeMutableRawPointer) {
        for x in 0..<count {
            let p = src[x]
            let a = p >> 24
            // Bytes R, G, B, A in memory order: a little-endian word R | G << 8 | B << 16 | A << 24.
            let word: UInt32
            if a == 0 {
                word = 0
            } else if a == 255 {
                word = (p >> 16) & 0xFF | p & 0xFF00 | (p & 0xFF) << 16 | 0xFF00_0000
            } else {
                // (c * 255 + a / 2) / a, looked up: divisions dominate shadow-heavy rows.
                let row = table + Int(a) << 8
                word = UInt32(row[Int((p >> 16) & 0xFF)]) | UInt32(row[Int((p >> 8) & 0xFF)]) << 8
                    | UInt32(row[Int(p & 0xFF)]) << 16 | a << 24
            }
            out.storeBytes(of: word.littleEndian, toByteOffset: 4 &* x, as: UInt32.self)
        }
    }

    /// `table[a << 8 | c]` = `(c * 255 + a / 2) / a` for premultiplied channel `c` of alpha `a`
    /// (clamped to 255 for values a valid premultiplied pixel never has). `nonisolated(unsafe)`
    /// because a buffer pointer is not `Sendable`: the table is filled once by its initialiser,
    /// never freed and never written again, so every thread only reads it.
    nonisolated(unsafe) static let unpremultiplyTable: UnsafeBufferPointer<UInt8> = {
        let table = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256 * 256)
        for c in 0..<256 { table[c] = 0 }
        // Filled whenever the tool starts: each division is a multiplication by the reciprocal
        // 2^32 / a rounded up, exact for every numerator below 2^32 / 255 (these stay under
        // 65,536), so 65,280 divisions are not waited for.
        for a in 1..<256 {
            let reciprocal = (UInt64(1) << 32) / UInt64(a) + 1
            var numerator = UInt64(a / 2)
            for c in 0..<256 {
                table[a << 8 | c] = UInt8(min(255, (numerator &* reciprocal) >> 32))
                numerator += 255
            }
        }
        return UnsafeBufferPointer(table)
    }()

    /// Appends a chunk (length, type, body, CRC-32 of type and body) to `png`.
    static func appendChunk(_ type: String, _ body: UnsafeRawBufferPointer, to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(body.count))
        let typeBytes = Array(type.utf8)
        var crc = libdeflate_crc32(0, typeBytes, 4)
        if let base = body.baseAddress, body.count > 0 { crc = libdeflate_crc32(crc, base, body.count) }
        png += typeBytes
        png.append(contentsOf: body)
        png.appendBigEndian(UInt32(crc))
    }

    /// Appends a chunk whose body is an array.
    static func appendChunk(_ type: String, _ body: [UInt8], to png: inout [UInt8]) {
        body.withUnsafeBytes { appendChunk(type, $0, to: &png) }
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24)); append(UInt8((value >> 16) & 0xFF))
        append(UInt8((value >> 8) & 0xFF)); append(UInt8(value & 0xFF))
    }
}
