import CCairo
import Foundation

/// Decodes PNG files into straight 8-bit RGBA: every colour type (grey, RGB, palette, grey with
/// alpha, RGBA), bit depths 1 to 16 (16-bit samples keep their high byte), `tRNS`
/// transparency and Adam7 interlacing. Chunk CRCs are checked; ancillary chunks other than
/// `tRNS` (gamma, colour profiles, text) are ignored, so pixels come out exactly as stored.
public enum PNGDecoder {
    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads and decodes the PNG at `path`, with errors that name the path.
    public static func decode(file path: String) throws -> DecodedImage {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PNGDecodingError("cannot read \(path): no such file")
        }
        guard !isDirectory.boolValue else { throw PNGDecodingError("cannot read \(path): it is a directory, not a PNG file") }
        guard FileManager.default.isReadableFile(atPath: path), let data = FileManager.default.contents(atPath: path) else {
            throw PNGDecodingError("cannot read \(path): permission denied or unreadable")
        }
        do {
            return try decode([UInt8](data))
        } catch let error as PNGDecodingError {
            throw PNGDecodingError("\(path): \(error.message)")
        }
    }

    /// Decodes the PNG held in `bytes`.
    public static func decode(_ bytes: [UInt8]) throws -> DecodedImage {
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else {
            throw PNGDecodingError("not a PNG file (bad signature)")
        }
        var header: PNGHeader?
        var palette: [UInt8]?          // RGB triples
        var transparency: [UInt8]?     // tRNS body
        var compressed: [UInt8] = []
        var sawIDAT = false
        var offset = 8
        chunks: while true {
            guard offset + 8 <= bytes.count else {
                throw PNGDecodingError("truncated PNG: the file ends before the IEND chunk")
            }
            let length = Int(readUInt32(bytes, offset))
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
                throw PNGDecodingError("corrupt PNG: invalid chunk type at byte \(offset + 4)")
            }
            guard length <= 0x7FFF_FFFF else {
                throw PNGDecodingError("corrupt PNG: chunk \(type) declares an impossible length \(length)")
            }
            guard offset + 12 + length <= bytes.count else {
                throw PNGDecodingError("truncated PNG: chunk \(type) runs past the end of the file")
            }
            let bodyStart = offset + 8, bodyEnd = bodyStart + length
            let expectedCRC = readUInt32(bytes, bodyEnd)
            let actualCRC = bytes.withUnsafeBufferPointer { buffer in
                UInt32(crc32(0, buffer.baseAddress! + offset + 4, uInt(length + 4)))
            }
            guard expectedCRC == actualCRC else { throw PNGDecodingError("CRC mismatch in chunk \(type)") }
            let body = bytes[bodyStart..<bodyEnd]
            offset = bodyEnd + 4

            if header == nil && type != "IHDR" {
                throw PNGDecodingError("corrupt PNG: the first chunk is \(type), not IHDR")
            }
            switch type {
            case "IHDR":
                guard header == nil else { throw PNGDecodingError("corrupt PNG: more than one IHDR chunk") }
                header = try PNGHeader(body)
            case "PLTE":
                guard length % 3 == 0, (3...768).contains(length) else {
                    throw PNGDecodingError("corrupt PNG: PLTE has \(length) bytes, not 1 to 256 RGB entries")
                }
                palette = Array(body)
            case "tRNS":
                transparency = Array(body)
            case "IDAT":
                compressed.append(contentsOf: body)
                sawIDAT = true
            case "IEND":
                break chunks
            default:
                // Bit 5 of the first letter clear (upper case) marks a chunk a decoder must understand.
                if typeBytes.first! & 0x20 == 0 { throw PNGDecodingError("unsupported critical chunk \(type)") }
            }
        }
        guard let header else { throw PNGDecodingError("corrupt PNG: no IHDR chunk") }
        guard sawIDAT else { throw PNGDecodingError("corrupt PNG: no IDAT chunk") }
        if header.colorType == .palette && palette == nil {
            throw PNGDecodingError("corrupt PNG: a palette image without a PLTE chunk")
        }
        let pixels = PNGPixelExpander(header: header, palette: palette, transparency: transparency)
        let rgba = try PNGScanlines.decode(compressed, header: header, expander: pixels)
        return DecodedImage(width: header.width, height: header.height, rgba: rgba)
    }

    /// The big-endian 32-bit number at `offset`.
    static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
