@testable import ButtonRenderNative
import ButtonRenderModel
import XCTest

/// The PNG encoder's compression choices: every libdeflate level writes a PNG that libspng
/// decodes to the same pixels, levels outside libdeflate's range are refused with a clear
/// error, and the bytes depend only on the pixels.
final class PNGCodecTests: XCTestCase {
    /// A 37x23 straight-RGBA pattern with flat runs, gradients and transparent pixels.
    private func pattern() -> (rgba: [UInt8], width: Int, height: Int) {
        let width = 37, height = 23
        var rgba = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                let alpha: UInt8 = x < 5 ? 0 : UInt8(min(255, 40 + x * 6))
                rgba += alpha == 0 ? [0, 0, 0, 0] : [UInt8(x * 7 % 256), UInt8(y * 11 % 256), x > 20 ? 200 : 17, alpha]
            }
        }
        return (rgba, width, height)
    }

    func testEveryLevelRoundTripsThroughTheDecoder() throws {
        let (rgba, width, height) = pattern()
        var sizes: [Int32: Int] = [:]
        for level in Int32(0)...12 {
            let png = try PNGEncoder.encode(rgba: rgba, width: width, height: height, level: level)
            XCTAssertEqual(try PNGDecoder.decode(png), DecodedImage(width: width, height: height, rgba: rgba), "level \(level)")
            sizes[level] = png.count
        }
        XCTAssertGreaterThan(sizes[0]!, rgba.count, "level 0 stores the rows uncompressed")
        XCTAssertLessThan(sizes[PNGEncoder.defaultLevel]!, sizes[0]!, "the default level compresses")
    }

    func testLevelsOutsideLibdeflatesRangeAreRefused() {
        let (rgba, width, height) = pattern()
        for level: Int32 in [-1, 13] {
            XCTAssertThrowsError(try PNGEncoder.encode(rgba: rgba, width: width, height: height, level: level)) { error in
                XCTAssertEqual(String(describing: error), "PNG compression failed: compression level \(level) is not in 0...12")
            }
        }
    }

    func testEqualPixelsGiveEqualBytes() throws {
        let (rgba, width, height) = pattern()
        let first = try PNGEncoder.encode(rgba: rgba, width: width, height: height)
        XCTAssertEqual(try PNGEncoder.encode(rgba: rgba, width: width, height: height), first)
        // Signature, then IHDR: 8-bit RGBA, no interlace; then one IDAT and IEND.
        XCTAssertEqual(Array(first[0..<8]), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(Array(first[12..<16]), Array("IHDR".utf8))
        XCTAssertEqual(Array(first[24..<29]), [8, 6, 0, 0, 0])
        XCTAssertEqual(Array(first[(first.count - 8)..<(first.count - 4)]), Array("IEND".utf8))
    }
}
