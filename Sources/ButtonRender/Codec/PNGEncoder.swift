import CCairo

/// Encodes 8-bit RGBA PNGs from Cairo's premultiplied native-endian ARGB32 pixels: only the
/// IHDR, IDAT and IEND chunks (no timestamps, no text), so equal pixels give equal bytes.
public enum PNGEncoder {
    /// zlib compression level used by default: level 3 is 2.5x faster than 6 on button images
    /// for files about 20% larger.
    public static let defaultLevel: Int32 = 3

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
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
        defer { rows.deallocate() }
        rows.initialize(repeating: 0, count: 2 * rowBytes)
        var previous = rows, current = rows + rowBytes
        // Every byte is written by the filter, so the buffer is not zeroed first.
        let raw = [UInt8](unsafeUninitializedCapacity: (rowBytes + 1) * height) { out, count in
            for y in 0..<height {
                fillRow(y, current)
                filterRow(current, previous: previous, count: rowBytes, into: out.baseAddress! + y * (rowBytes + 1))
                swap(&previous, &current)
            }
            count = (rowBytes + 1) * height
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = [UInt8]()
        header.appendBigEndian(UInt32(width)); header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8-bit, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", try deflate(raw, level: level), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Premultiplied native-endian ARGB32 to straight RGBA bytes.
    @inline(__always)
    static func unpremultiply(_ src: UnsafePointer<UInt32>, count: Int, into dst: UnsafeMutablePointer<UInt8>) {
        for x in 0..<count {
            let p = src[x]
            let a = p >> 24
            let o = dst + 4 * x
            if a == 0 {
                o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0
            } else if a == 255 {
                o[0] = UInt8(truncatingIfNeeded: p >> 16); o[1] = UInt8(truncatingIfNeeded: p >> 8)
                o[2] = UInt8(truncatingIfNeeded: p); o[3] = 255
            } else {
                // (c * 255 + a / 2) / a, looked up: divisions dominate shadow-heavy rows.
                let table = unpremultiplyTable.baseAddress! + Int(a) << 8
                o[0] = table[Int((p >> 16) & 0xFF)]
                o[1] = table[Int((p >> 8) & 0xFF)]
                o[2] = table[Int(p & 0xFF)]
                o[3] = UInt8(truncatingIfNeeded: a)
            }
        }
    }

    /// `table[a << 8 | c]` = `(c * 255 + a / 2) / a` for premultiplied channel `c` of alpha `a`
    /// (clamped to 255 for values a valid premultiplied pixel never has).
    static let unpremultiplyTable: UnsafeBufferPointer<UInt8> = {
        let table = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256 * 256)
        for a in 0..<256 {
            for c in 0..<256 {
                table[a << 8 | c] = a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
            }
        }
        return UnsafeBufferPointer(table)
    }()

    /// Writes the filter byte and the filtered row: Sub or Up, whichever leaves smaller
    /// residuals (the usual minimum-sum heuristic, limited to the two cheapest filters).
    private static func filterRow(_ cur: UnsafeMutablePointer<UInt8>, previous prev: UnsafeMutablePointer<UInt8>,
                                  count n: Int, into out: UnsafeMutablePointer<UInt8>) {
        var subCost = 0, upCost = 0
        for i in 0..<min(4, n) {
            subCost &+= Int(Int8(bitPattern: cur[i]).magnitude)
            upCost &+= Int(Int8(bitPattern: cur[i] &- prev[i]).magnitude)
        }
        for i in 4..<max(4, n) {
            subCost &+= Int(Int8(bitPattern: cur[i] &- cur[i - 4]).magnitude)
            upCost &+= Int(Int8(bitPattern: cur[i] &- prev[i]).magnitude)
        }
        if upCost < subCost {
            out[0] = 2
            for i in 0..<n { out[i + 1] = cur[i] &- prev[i] }
        } else {
            out[0] = 1
            for i in 0..<min(4, n) { out[i + 1] = cur[i] }
            for i in 4..<max(4, n) { out[i + 1] = cur[i] &- cur[i - 4] }
        }
    }

    /// A zlib stream of `data`.
    static func deflate(_ data: [UInt8], level: Int32) throws -> [UInt8] {
        var capacity = compressBound(uLong(data.count))
        var status: Int32 = Z_OK
        // Not zeroed first: zlib writes what it uses, and unused pages are never touched.
        let out = [UInt8](unsafeUninitializedCapacity: Int(capacity)) { dst, count in
            status = data.withUnsafeBufferPointer { src in
                compress2(dst.baseAddress, &capacity, src.baseAddress, uLong(data.count), level)
            }
            count = status == Z_OK ? Int(capacity) : 0
        }
        guard status == Z_OK else { throw PNGEncodingError("zlib status \(status)") }
        return out
    }

    /// Appends a chunk (length, type, body, CRC-32 of type and body) to `png`.
    static func appendChunk(_ type: String, _ body: [UInt8], to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(body.count))
        let typeBytes = Array(type.utf8)
        var crc = crc32(0, typeBytes, 4)
        if !body.isEmpty { crc = body.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) } }
        png += typeBytes
        png += body
        png.appendBigEndian(UInt32(crc))
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24)); append(UInt8((value >> 16) & 0xFF))
        append(UInt8((value >> 8) & 0xFF)); append(UInt8(value & 0xFF))
    }
}
