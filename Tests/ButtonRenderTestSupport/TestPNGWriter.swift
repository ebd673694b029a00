// The tests' shared helpers, as a target of their own so that every test target can use them
// (a test target cannot import another). Only test targets depend on it.

/// Builds PNG files by hand for decoder tests, without zlib: image data goes into "stored"
/// (uncompressed) deflate blocks, and rows are filtered with each of the five filters in turn
/// so the decoder's unfiltering is exercised.
package enum TestPNGWriter {
    /// A PNG of `width` x `height` whose pixel (x, y) has the channel samples `sample(x, y)`
    /// (already in the range of `bitDepth`), plus any `extraChunks` (e.g. PLTE, tRNS) before IDAT.
    package static func png(width: Int, height: Int, bitDepth: Int, colorType: UInt8, interlaced: Bool = false,
                    extraChunks: [(String, [UInt8])] = [], sample: (Int, Int) -> [Int]) -> [UInt8] {
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]!
        let bitsPerPixel = channels * bitDepth
        let passes: [(Int, Int, Int, Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var raw: [UInt8] = []
        var rowNumber = 0
        for (sx, sy, dx, dy) in passes {
            let xs = Array(stride(from: sx, to: width, by: dx)), ys = Array(stride(from: sy, to: height, by: dy))
            guard !xs.isEmpty, !ys.isEmpty else { continue }
            let rowBytes = (xs.count * bitsPerPixel + 7) / 8
            var previous = [UInt8](repeating: 0, count: rowBytes)
            for y in ys {
                var row = [UInt8](repeating: 0, count: rowBytes)
                var bit = 0
                for x in xs {
                    for value in sample(x, y) {
                        if bitDepth == 16 {
                            row[bit / 8] = UInt8(value >> 8); row[bit / 8 + 1] = UInt8(value & 0xFF)
                        } else {
                            row[bit / 8] |= UInt8(value << (8 - bitDepth - bit % 8) & 0xFF)
                        }
                        bit += bitDepth
                    }
                }
                let filter = UInt8(rowNumber % 5)
                raw.append(filter)
                raw += filtered(row, previous: previous, filter: filter, stride: max(1, bitsPerPixel / 8))
                previous = row
                rowNumber += 1
            }
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)); header += bigEndian(UInt32(height))
        header += [UInt8(bitDepth), colorType, 0, 0, interlaced ? 1 : 0]
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", header)
        for (type, body) in extraChunks { file += chunk(type, body) }
        file += chunk("IDAT", zlibStored(raw))
        file += chunk("IEND", [])
        return file
    }

    /// One chunk: length, type, body and CRC.
    package static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typeAndBody = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typeAndBody + bigEndian(crc32(typeAndBody))
    }

    /// A zlib stream holding `data` in stored blocks.
    package static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65535, data.count)
            let length = end - start
            out.append(end == data.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[start..<end]
            start = end
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + bigEndian(b << 16 | a)
    }

    /// The CRC-32 PNG uses.
    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// `row` filtered with PNG filter `filter` against the row above.
    private static func filtered(_ row: [UInt8], previous: [UInt8], filter: UInt8, stride: Int) -> [UInt8] {
        (0..<row.count).map { i in
            let a = i >= stride ? Int(row[i - stride]) : 0, b = Int(previous[i])
            let c = i >= stride ? Int(previous[i - stride]) : 0
            let predictor: Int
            switch filter {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: predictor = 0
            }
            return row[i] &- UInt8(predictor)
        }
    }
}
