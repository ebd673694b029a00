/// Rewrites the CRC of every complete chunk of a PNG byte string so it matches the chunk's
/// type and body, leaving everything else (lengths, types, bodies, trailing bytes) as it is.
enum PNGChunkRepair {
    /// `bytes` with the CRC of each chunk that fits in the bytes recomputed; chunks are
    /// walked by their declared lengths from byte 8 until one runs past the end.
    static func withCorrectCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var offset = 8
        while offset + 12 <= result.count {
            let length = Int(result[offset]) << 24 | Int(result[offset + 1]) << 16
                | Int(result[offset + 2]) << 8 | Int(result[offset + 3])
            let crcOffset = offset + 8 + length
            guard crcOffset + 4 <= result.count else { break }
            let crc = crc32(result[(offset + 4)..<crcOffset])
            result[crcOffset] = UInt8(truncatingIfNeeded: crc >> 24)
            result[crcOffset + 1] = UInt8(truncatingIfNeeded: crc >> 16)
            result[crcOffset + 2] = UInt8(truncatingIfNeeded: crc >> 8)
            result[crcOffset + 3] = UInt8(truncatingIfNeeded: crc)
            offset = crcOffset + 4
        }
        return result
    }

    /// The CRC-32 (ISO 3309, as PNG uses it) of `bytes`.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    /// The byte-at-a-time lookup table of the reflected polynomial 0xEDB88320.
    static let table: [UInt32] = (0..<256).map { entry in
        var value = UInt32(entry)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }
}
