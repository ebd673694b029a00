import ButtonRenderModel
/// The IHDR fields a PNG file declares, read without validating anything else, so that a size
/// beyond `CanvasLimits` is refused before libspng sees the file and libspng's errors about the
/// header can name the offending values.
package struct PNGDeclaredHeader: Equatable, Sendable {
    let width: UInt32
    let height: UInt32
    let bitDepth: UInt8
    let colorType: UInt8
    let compressionMethod: UInt8
    let filterMethod: UInt8
    let interlaceMethod: UInt8

    /// The header of `bytes` when its first chunk is a complete 13-byte IHDR, else nil.
    package init?(_ bytes: [UInt8]) {
        // Signature (8), IHDR length (4) and type (4), 13 bytes of body.
        guard bytes.count >= 29, PNGDecoder.readUInt32(bytes, 8) == 13, bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else {
            return nil
        }
        width = PNGDecoder.readUInt32(bytes, 16)
        height = PNGDecoder.readUInt32(bytes, 20)
        bitDepth = bytes[24]; colorType = bytes[25]
        compressionMethod = bytes[26]; filterMethod = bytes[27]; interlaceMethod = bytes[28]
    }

    /// Throws unless the image has pixels and fits `CanvasLimits`.
    package func checkSize() throws {
        guard width > 0, height > 0 else { throw PNGDecodingError.noPixels(width: Int(width), height: Int(height)) }
        let side = UInt64(CanvasLimits.maximumSide)
        guard UInt64(width) <= side, UInt64(height) <= side, UInt64(width) * UInt64(height) <= UInt64(CanvasLimits.maximumPixels) else {
            throw PNGDecodingError.tooLarge(width: Int(width), height: Int(height))
        }
    }
}
