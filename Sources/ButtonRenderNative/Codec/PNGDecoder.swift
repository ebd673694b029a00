import ButtonRenderModel
import Foundation

/// Decodes PNG files into straight 8-bit RGBA: the common case (8-bit RGB or RGBA, not
/// interlaced, no chunks beyond IHDR, IDAT and IEND, as this tool writes) inflated whole by
/// libdeflate (`WholeBufferPNGDecoder`), everything else by libspng: every colour type (grey, RGB,
/// palette, grey with alpha, RGBA), bit depths 1 to 16 (16-bit samples keep their high byte),
/// `tRNS` transparency and Adam7 interlacing. Chunk CRCs are checked; ancillary chunks other
/// than `tRNS` (gamma, colour profiles, text) are ignored, so pixels come out exactly as
/// stored. An animated PNG decodes to its default image (the IDAT frame). Sizes beyond
/// `CanvasLimits` are refused before any pixel memory is allocated.
public enum PNGDecoder {
    /// The eight bytes every PNG starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads and decodes the PNG at `path`, with errors that name the path.
    package static func decode(file path: String) throws -> DecodedImage {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PNGDecodingError.fileNotFound(path: path)
        }
        guard !isDirectory.boolValue else { throw PNGDecodingError.isDirectory(path: path) }
        guard FileManager.default.isReadableFile(atPath: path), let data = FileManager.default.contents(atPath: path) else {
            throw PNGDecodingError.unreadable(path: path)
        }
        do {
            return try decode([UInt8](data))
        } catch let error as PNGDecodingError {
            throw PNGDecodingError.inFile(path: path, problem: error)
        }
    }

    /// The width and height the PNG in `bytes` declares in its header, read without decoding
    /// (nil when `bytes` does not start with a PNG signature and a complete IHDR chunk), so a
    /// size can be refused before any pixel memory is spent.
    package static func declaredSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature), let header = PNGDeclaredHeader(bytes) else { return nil }
        return (Int(header.width), Int(header.height))
    }

    /// The most chunks a PNG may hold before its IEND chunk. An image needs three (IHDR,
    /// IDAT, IEND); the largest image `CanvasLimits` allows, stored incompressibly in 4 KiB
    /// IDAT chunks, needs about 65,000. A million empty chunks (12 MB) is a file made to slow
    /// its reader, refused before libspng walks them.
    public static let maximumChunkCount = 100_000

    /// Decodes the PNG held in `bytes`.
    package static func decode(_ bytes: [UInt8]) throws -> DecodedImage {
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else {
            throw PNGDecodingError.notPNG
        }
        let header = PNGDeclaredHeader(bytes)
        try header?.checkSize()
        try checkChunkCount(bytes)
        return try bytes.withUnsafeBufferPointer { buffer in
            try WholeBufferPNGDecoder.decode(buffer) ?? SpngImageDecoder.decode(buffer, header: header)
        }
    }

    /// Fails when `bytes` (a PNG, signature checked) holds more than `maximumChunkCount` chunks
    /// before IEND; only the chunks' lengths are read (libspng checks everything else).
    static func checkChunkCount(_ bytes: [UInt8]) throws {
        var offset = 8, count = 0
        while offset + 8 <= bytes.count {
            count += 1
            if count > maximumChunkCount { throw PNGDecodingError.tooManyChunks(limit: maximumChunkCount) }
            if bytes[offset + 4] == 0x49, bytes[offset + 5] == 0x45, bytes[offset + 6] == 0x4E, bytes[offset + 7] == 0x44 { return }  // IEND
            offset += 12 + Int(readUInt32(bytes, offset))
        }
    }

    /// The big-endian 32-bit number at `offset`.
    static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
