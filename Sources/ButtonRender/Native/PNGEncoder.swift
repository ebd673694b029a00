import CCairo

/// Encodes 8-bit RGBA PNGs from Cairo's premultiplied native-endian ARGB32 pixels: only the
/// IHDR, IDAT and IEND chunks (no timestamps, no text), so equal pixels give equal bytes.
public enum PNGEncoder {
    /// zlib compression level used by default: a good size for the time.
    public static let defaultLevel: Int32 = 6

    /// Encodes `height` rows of `stride` bytes of premultiplied ARGB32 (as Cairo stores it).
    public static func encode(argb32 pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
                              level: Int32 = defaultLevel) throws -> [UInt8] {
        let rowBytes = width * 4
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        raw.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let src = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                current.withUnsafeMutableBufferPointer { cur in
                    for x in 0..<width {
                        let p = src[x]
                        let a = p >> 24
                        var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                        if a != 255 && a != 0 {
                            r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a
                        }
                        cur[4 * x] = UInt8(truncatingIfNeeded: r); cur[4 * x + 1] = UInt8(truncatingIfNeeded: g)
                        cur[4 * x + 2] = UInt8(truncatingIfNeeded: b); cur[4 * x + 3] = UInt8(truncatingIfNeeded: a)
                    }
                }
                filterRow(current, previous: previous, into: out.baseAddress! + y * (rowBytes + 1))
                swap(&previous, &current)
            }
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

    /// Writes the filter byte and the filtered row: Sub or Up, whichever leaves smaller
    /// residuals (the usual minimum-sum heuristic, limited to the two cheapest filters).
    private static func filterRow(_ row: [UInt8], previous: [UInt8], into out: UnsafeMutablePointer<UInt8>) {
        row.withUnsafeBufferPointer { cur in
            previous.withUnsafeBufferPointer { prev in
                let n = cur.count
                var subCost = 0, upCost = 0
                for i in 0..<n {
                    let left: UInt8 = i >= 4 ? cur[i - 4] : 0
                    let s = Int8(bitPattern: cur[i] &- left), u = Int8(bitPattern: cur[i] &- prev[i])
                    subCost += abs(Int(s)); upCost += abs(Int(u))
                }
                if upCost < subCost {
                    out[0] = 2
                    for i in 0..<n { out[i + 1] = cur[i] &- prev[i] }
                } else {
                    out[0] = 1
                    for i in 0..<n { out[i + 1] = cur[i] &- (i >= 4 ? cur[i - 4] : 0) }
                }
            }
        }
    }

    /// A zlib stream of `data`.
    static func deflate(_ data: [UInt8], level: Int32) throws -> [UInt8] {
        var capacity = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(capacity))
        let status = out.withUnsafeMutableBufferPointer { dst in
            data.withUnsafeBufferPointer { src in
                compress2(dst.baseAddress, &capacity, src.baseAddress, uLong(data.count), level)
            }
        }
        guard status == Z_OK else { throw NativeError.compression("zlib status \(status)") }
        out.removeSubrange(Int(capacity)...)
        return out
    }

    private static func appendChunk(_ type: String, _ body: [UInt8], to png: inout [UInt8]) {
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
