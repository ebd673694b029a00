/// Turns a PNG's compressed image data into RGBA: inflates it one scanline at a time, undoes
/// each row's filter (None, Sub, Up, Average, Paeth) and scatters the pixels to their place,
/// pass by pass for Adam7 images.
enum PNGScanlines {
    /// The `width * height * 4` RGBA bytes the zlib stream `compressed` describes.
    static func decode(_ compressed: [UInt8], header: PNGHeader, expander: PNGPixelExpander) throws -> [UInt8] {
        let inflater = try ZlibInflater(compressed)
        let count = header.width * header.height * 4
        let maxRowBytes = header.rowBytes(pixels: header.width)
        // The image, and two rows of [filter byte][row bytes]: the one being decoded and the
        // one above it, as plain allocations with stable addresses.
        let out = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, count))
        out.initialize(repeating: 0, count: count)
        defer { out.deallocate() }
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (maxRowBytes + 1))
        base.initialize(repeating: 0, count: 2 * (maxRowBytes + 1))
        defer { base.deallocate() }
        for pass in header.passes where pass.width > 0 && pass.height > 0 {
            let rowBytes = header.rowBytes(pixels: pass.width)
            var current = base, previous = base + (maxRowBytes + 1)
            previous.update(repeating: 0, count: rowBytes + 1)
            for row in 0..<pass.height {
                try inflater.read(into: current, count: rowBytes + 1)
                try unfilter(current + 1, previous: previous + 1, count: rowBytes,
                             filter: current[0], stride: header.filterStride, row: pass.startY + row * pass.stepY)
                if let error = expander.expand(UnsafePointer(current + 1), pass: pass, row: row, imageWidth: header.width, into: out) {
                    throw error
                }
                swap(&current, &previous)
            }
        }
        return Array(UnsafeBufferPointer(start: out, count: count))
    }

    /// Reverses one row's filter in place; `previous` is the unfiltered row above (zeros for
    /// the first row of a pass), `stride` the bytes per pixel (at least 1).
    static func unfilter(_ row: UnsafeMutablePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int,
                         filter: UInt8, stride: Int, row y: Int) throws {
        switch filter {
        case 0:
            break
        case 1:  // Sub
            var i = stride
            while i < count { row[i] &+= row[i - stride]; i += 1 }
        case 2:  // Up
            for i in 0..<count { row[i] &+= previous[i] }
        case 3:  // Average
            for i in 0..<count {
                let left = i >= stride ? Int(row[i - stride]) : 0
                row[i] &+= UInt8((left + Int(previous[i])) >> 1)
            }
        case 4:  // Paeth
            for i in 0..<count {
                let a = i >= stride ? Int(row[i - stride]) : 0
                let b = Int(previous[i])
                let c = i >= stride ? Int(previous[i - stride]) : 0
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                row[i] &+= UInt8(predictor)
            }
        default:
            throw PNGDecodingError("image data is corrupt: unknown filter type \(filter) in row \(y)")
        }
    }
}
