/// The IHDR chunk of a PNG, validated, with the row geometry the decoder derives from it.
struct PNGHeader: Equatable, Sendable {
    /// Colour types PNG defines.
    enum ColorType: UInt8, Sendable {
        case gray = 0, rgb = 2, palette = 3, grayAlpha = 4, rgba = 6

        /// Samples per pixel.
        var channels: Int {
            switch self {
            case .gray, .palette: return 1
            case .grayAlpha: return 2
            case .rgb: return 3
            case .rgba: return 4
            }
        }

        /// The bit depths PNG allows for this colour type.
        var allowedDepths: Set<Int> {
            switch self {
            case .gray: return [1, 2, 4, 8, 16]
            case .palette: return [1, 2, 4, 8]
            case .rgb, .grayAlpha, .rgba: return [8, 16]
            }
        }
    }

    /// One reduced image of the interlace scheme (the whole image when not interlaced).
    struct Pass: Equatable, Sendable {
        var startX: Int, startY: Int, stepX: Int, stepY: Int
        /// Pixels per row and rows in this pass (either may be 0, then the pass is empty).
        var width: Int, height: Int
    }

    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: ColorType
    let interlaced: Bool

    /// Parses and checks the 13-byte IHDR body, refusing sizes beyond `CanvasLimits`.
    init(_ body: ArraySlice<UInt8>) throws {
        guard body.count == 13 else { throw PNGDecodingError("corrupt PNG: IHDR is \(body.count) bytes, not 13") }
        let b = Array(body)
        let w = Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
        let h = Int(b[4]) << 24 | Int(b[5]) << 16 | Int(b[6]) << 8 | Int(b[7])
        guard w > 0, h > 0 else { throw PNGDecodingError("corrupt PNG: image size \(w)x\(h) has no pixels") }
        guard w <= CanvasLimits.maximumSide, h <= CanvasLimits.maximumSide, w * h <= CanvasLimits.maximumPixels else {
            throw PNGDecodingError("unsupported image size \(w)x\(h): at most \(CanvasLimits.maximumSide) px a side "
                                   + "and \(CanvasLimits.maximumPixels / 1_000_000) megapixels")
        }
        guard let type = ColorType(rawValue: b[9]) else { throw PNGDecodingError("unsupported colour type \(b[9])") }
        guard type.allowedDepths.contains(Int(b[8])) else {
            throw PNGDecodingError("unsupported bit depth \(b[8]) for colour type \(b[9])")
        }
        guard b[10] == 0 else { throw PNGDecodingError("unsupported compression method \(b[10])") }
        guard b[11] == 0 else { throw PNGDecodingError("unsupported filter method \(b[11])") }
        guard b[12] <= 1 else { throw PNGDecodingError("unsupported interlace method \(b[12])") }
        width = w; height = h; bitDepth = Int(b[8]); colorType = type; interlaced = b[12] == 1
    }

    /// Bits of one pixel in a scanline.
    var bitsPerPixel: Int { bitDepth * colorType.channels }

    /// The byte distance the filters look back: one whole pixel, at least one byte.
    var filterStride: Int { max(1, bitsPerPixel / 8) }

    /// Bytes of one unfiltered scanline of `pixels` pixels (without the filter-type byte).
    func rowBytes(pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    /// The passes in file order: seven Adam7 passes when interlaced, else one.
    var passes: [Pass] {
        guard interlaced else { return [Pass(startX: 0, startY: 0, stepX: 1, stepY: 1, width: width, height: height)] }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.map { sx, sy, dx, dy in
            Pass(startX: sx, startY: sy, stepX: dx, stepY: dy,
                 width: width > sx ? (width - sx + dx - 1) / dx : 0,
                 height: height > sy ? (height - sy + dy - 1) / dy : 0)
        }
    }

    /// Bytes of decompressed image data the header implies: every non-empty pass row plus
    /// its filter-type byte.
    var expectedDataSize: Int {
        passes.reduce(0) { total, pass in
            pass.width == 0 || pass.height == 0 ? total : total + pass.height * (1 + rowBytes(pixels: pass.width))
        }
    }
}
