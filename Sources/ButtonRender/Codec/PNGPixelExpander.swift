/// Converts unfiltered PNG scanlines of any colour type and bit depth into straight 8-bit RGBA.
struct PNGPixelExpander {
    let header: PNGHeader
    /// 256 RGBA entries for palette images (alpha from `tRNS`), unused otherwise.
    private let paletteRGBA: [UInt8]
    private let paletteCount: Int
    /// The `tRNS` colour key of grey (one sample) or RGB (three samples) images, at full precision.
    private let colorKey: [Int]?

    init(header: PNGHeader, palette: [UInt8]?, transparency: [UInt8]?) {
        self.header = header
        var table = [UInt8](repeating: 0, count: 256 * 4)
        let entries = (palette?.count ?? 0) / 3
        for i in 0..<entries {
            table[4 * i] = palette![3 * i]; table[4 * i + 1] = palette![3 * i + 1]; table[4 * i + 2] = palette![3 * i + 2]
            table[4 * i + 3] = 255
        }
        var key: [Int]?
        if let trns = transparency {
            switch header.colorType {
            case .palette:
                for i in 0..<min(entries, trns.count) { table[4 * i + 3] = trns[i] }
            case .gray where trns.count >= 2:
                key = [Int(trns[0]) << 8 | Int(trns[1])]
            case .rgb where trns.count >= 6:
                key = (0..<3).map { Int(trns[2 * $0]) << 8 | Int(trns[2 * $0 + 1]) }
            default:
                break  // not allowed for colour types with alpha; ignored
            }
        }
        paletteRGBA = table
        paletteCount = entries
        colorKey = key
    }

    /// Writes the `pass.width` pixels of scanline `row` of `pass` to their places in the
    /// full-size RGBA image `out` of `imageWidth` pixels a row. Returns an error for a palette
    /// index beyond the palette (returned, not thrown: optimised Swift 6.3 builds corrupted the
    /// error thrown from this function's non-throwing paths).
    func expand(_ line: UnsafePointer<UInt8>, pass: PNGHeader.Pass, row: Int, imageWidth: Int,
                into out: UnsafeMutablePointer<UInt8>) -> PNGDecodingError? {
        let y = pass.startY + row * pass.stepY
        let depth = header.bitDepth
        let rowStart = out + 4 * (y * imageWidth + pass.startX)
        let step = 4 * pass.stepX
        let n = pass.width

        switch header.colorType {
        case .rgba where depth == 8 && pass.stepX == 1:
            rowStart.update(from: line, count: 4 * n)
        case .rgba, .rgb, .grayAlpha:
            let channels = header.colorType.channels
            let bytesPerSample = depth / 8
            for i in 0..<n {
                let p = line + i * channels * bytesPerSample  // high byte of each sample at p[c * bytesPerSample]
                let d = rowStart + i * step
                switch header.colorType {
                case .rgba:
                    d[0] = p[0]; d[1] = p[bytesPerSample]; d[2] = p[2 * bytesPerSample]; d[3] = p[3 * bytesPerSample]
                case .rgb:
                    d[0] = p[0]; d[1] = p[bytesPerSample]; d[2] = p[2 * bytesPerSample]; d[3] = 255
                    if let key = colorKey, sample(p, 0, bytesPerSample) == key[0],
                       sample(p, 1, bytesPerSample) == key[1], sample(p, 2, bytesPerSample) == key[2] {
                        d[3] = 0
                    }
                default:  // grey + alpha
                    d[0] = p[0]; d[1] = p[0]; d[2] = p[0]; d[3] = p[bytesPerSample]
                }
            }
        case .gray:
            let scale = depth >= 8 ? 1 : 255 / ((1 << depth) - 1)
            for i in 0..<n {
                let raw = depth == 16 ? Int(line[2 * i]) << 8 | Int(line[2 * i + 1]) : packed(line, i, depth)
                let v = UInt8(truncatingIfNeeded: depth == 16 ? raw >> 8 : raw * scale)
                let d = rowStart + i * step
                d[0] = v; d[1] = v; d[2] = v
                d[3] = colorKey?[0] == raw ? 0 : 255
            }
        case .palette:
            for i in 0..<n {
                let index = depth == 8 ? Int(line[i]) : packed(line, i, depth)
                guard index < paletteCount else {
                    return PNGDecodingError("image data is corrupt: palette index \(index) in row \(y) is beyond the \(paletteCount) PLTE entries")
                }
                let d = rowStart + i * step
                d[0] = paletteRGBA[4 * index]; d[1] = paletteRGBA[4 * index + 1]
                d[2] = paletteRGBA[4 * index + 2]; d[3] = paletteRGBA[4 * index + 3]
            }
        }
        return nil
    }

    /// Sample `channel` of the pixel at `p`, at full precision (8 or 16 bits).
    @inline(__always)
    private func sample(_ p: UnsafePointer<UInt8>, _ channel: Int, _ bytesPerSample: Int) -> Int {
        bytesPerSample == 2 ? Int(p[2 * channel]) << 8 | Int(p[2 * channel + 1]) : Int(p[channel])
    }

    /// The `index`-th `depth`-bit value (depth 1, 2 or 4) of a row packed most significant bit first.
    @inline(__always)
    private func packed(_ line: UnsafePointer<UInt8>, _ index: Int, _ depth: Int) -> Int {
        let bit = index * depth
        let shift = 8 - depth - (bit & 7)
        return Int(line[bit >> 3] >> UInt8(shift)) & ((1 << depth) - 1)
    }
}
