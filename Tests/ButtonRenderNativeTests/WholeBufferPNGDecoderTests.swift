@testable import ButtonRenderNative
import CDeflate
import Foundation
import XCTest

/// The libdeflate fast path of PNG decoding gives exactly libspng's pixels for every file it
/// takes (third-party PNGs with every row filter and split image data, and this tool's own
/// goldens), and leaves every other file, damaged or unusual, to libspng.
final class WholeBufferPNGDecoderTests: XCTestCase {
    /// The pixelmatch fixtures (and their licence) live with the main test target's fixtures.
    private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ButtonRenderTests/Fixtures")
    private let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots/catalog")

    /// pixelmatch's fixtures (written by other encoders: every filter type, up to 33 IDAT
    /// chunks) and a sample of the catalog's goldens: where the fast path takes a file, its
    /// pixels are libspng's; it takes every one made of IHDR, IDAT and IEND only.
    func testSamePixelsAsLibspngOnThirdPartyFilesAndGoldens() throws {
        let pixelmatch = try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("pixelmatch").path)
            .filter { $0.hasSuffix(".png") }.sorted().map { fixtures.appendingPathComponent("pixelmatch/\($0)") }
        let goldens = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
            .filter { $0.hasSuffix(".png") }.sorted().enumerated().filter { $0.offset % 20 == 0 }.map { catalog.appendingPathComponent($0.element) }
        XCTAssertGreaterThan(pixelmatch.count, 20)
        XCTAssertGreaterThan(goldens.count, 20)
        var filtersSeen = Set<UInt8>(), taken = 0
        for file in pixelmatch + goldens {
            let bytes = [UInt8](try Data(contentsOf: file))
            let reference = try bytes.withUnsafeBufferPointer { try SpngImageDecoder.decode($0, header: PNGDeclaredHeader(bytes)) }
            let fast = bytes.withUnsafeBufferPointer { WholeBufferPNGDecoder.decode($0) }
            let plain = Self.chunkTypes(bytes).allSatisfy { ["IHDR", "IDAT", "IEND"].contains($0) } && [2, 6].contains(bytes[25])
            XCTAssertEqual(fast != nil, plain, "\(file.lastPathComponent): taken by the fast path \(fast != nil)")
            if let fast {
                taken += 1
                XCTAssertEqual(fast, reference, "\(file.lastPathComponent): pixels differ from libspng's")
                filtersSeen.formUnion(try Self.rowFilters(bytes))
            }
            XCTAssertEqual(try PNGDecoder.decode(bytes), reference, file.lastPathComponent)
        }
        XCTAssertEqual(filtersSeen, [0, 1, 2, 3, 4], "every row filter decoded by the fast path")
        XCTAssertGreaterThan(taken, 40)
    }

    /// An RGB file (pixelmatch's 4a.png, every filter type in 15 IDAT chunks) with its
    /// ancillary chunks taken out: taken by the fast path, each pixel made opaque, as libspng
    /// decodes the original.
    func testRGBWithEveryFilter() throws {
        let original = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent("pixelmatch/4a.png")))
        XCTAssertEqual(original[25], 2, "4a.png is RGB")
        let stripped = Self.rebuilt(original) { type, _ in ["IHDR", "IDAT", "IEND"].contains(type) }
        let fast = try XCTUnwrap(stripped.withUnsafeBufferPointer { WholeBufferPNGDecoder.decode($0) })
        XCTAssertEqual(fast, try PNGDecoder.decode(original))
        XCTAssertTrue(try Self.rowFilters(stripped).isSuperset(of: [1, 2, 3, 4]))
    }

    /// Whatever is not exactly right goes to libspng, which decodes it or words its error as
    /// before: a damaged IDAT byte (CRC), a chunk the fast path does not take, a zlib header with
    /// a preset dictionary, image data one byte short, no IEND, a file cut short.
    func testAnythingElseIsLeftToLibspng() throws {
        let good = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent("pixelmatch/1a.png")))
        XCTAssertNotNil(good.withUnsafeBufferPointer { WholeBufferPNGDecoder.decode($0) })
        let expected = try PNGDecoder.decode(good)

        var damaged = good
        let firstData = Self.chunks(good).first { $0.type == "IDAT" }!.dataOffset
        damaged[firstData + 10] ^= 0x40
        XCTAssertNil(damaged.withUnsafeBufferPointer { WholeBufferPNGDecoder.decode($0) }, "a damaged IDAT byte")
        XCTAssertThrowsError(try PNGDecoder.decode(damaged))

        let withText = Self.rebuilt(good, inserting: ("tEXt", Array("Comment\u{0}made by a test".utf8)), after: "IHDR")
        XCTAssertNil(withText.withUnsafeBufferPointer { WholeBufferPNGDecoder.decode($0) }, "a tEXt chunk")
        XCTAssertEqual(try PNGDecoder.decode(withText), expected)

        let dictionary = Self.rebuilt(good) { _, _ in true } transform: { type, data, index in
            guard type == "IDAT", index == 0 else { return data }
            var data = data
            data[1] |= 0x20  // FDICT
            data[1] = data[1] & 0xE0 | UInt8(31 - (UInt16(data[0]) << 8 | UInt16(data[1] & 0xE0)) % 31) % 31
            return data
        }
        XCTAssertNil(dictionary.withUnsafeBufferPointer { WholeBufferPNGDecoder.decode($0) }, "a preset dictionary")
        XCTAssertThrowsError(try PNGDecoder.decode(dictionary))

        let noEnd = Self.rebuilt(good) { type, _ in type != "IEND" }
        XCTAssertNil(noEnd.withUnsafeBufferPointer { WholeBufferPNGDecoder.decode($0) }, "no IEND")
        XCTAssertThrowsError(try PNGDecoder.decode(noEnd))

        let cut = Array(good.prefix(good.count - 20))
        XCTAssertNil(cut.withUnsafeBufferPointer { WholeBufferPNGDecoder.decode($0) }, "a file cut short")
        XCTAssertThrowsError(try PNGDecoder.decode(cut))

        // The rows need one byte more than the stream holds: the header says one more column.
        let wider = Self.rebuilt(good) { _, _ in true } transform: { type, data, _ in
            guard type == "IHDR" else { return data }
            var data = data
            data[3] &+= 1
            return data
        }
        XCTAssertNil(wider.withUnsafeBufferPointer { WholeBufferPNGDecoder.decode($0) }, "too little image data")
        XCTAssertThrowsError(try PNGDecoder.decode(wider))
    }

    /// This tool's encoder and the fast path: straight RGBA in, the same out, at odd widths
    /// (the vector loop of un-premultiplying takes eight pixels at a time) and every alpha.
    func testEncoderRoundTripThroughTheFastPath() throws {
        for width in [1, 7, 8, 9, 17, 64] {
            let height = 3
            var argb = [UInt32](repeating: 0, count: width * height)
            var expected = [UInt8](repeating: 0, count: width * height * 4)
            for i in 0..<argb.count {
                // Runs of opaque and clear pixels, and some of every other alpha.
                let alpha: UInt32 = i % 11 < 5 ? 255 : i % 11 < 8 ? 0 : UInt32((i * 37) % 256)
                let straight = (r: UInt32((i * 13) % 256), g: UInt32((i * 29) % 256), b: UInt32((i * 53) % 256))
                let premultiply = { (c: UInt32) in (c * alpha + 127) / 255 }
                argb[i] = alpha << 24 | premultiply(straight.r) << 16 | premultiply(straight.g) << 8 | premultiply(straight.b)
                let unpremultiply = { (c: UInt32) in alpha == 0 ? 0 : UInt8(min(255, (premultiply(c) * 255 + alpha / 2) / alpha)) }
                expected[4 * i] = unpremultiply(straight.r); expected[4 * i + 1] = unpremultiply(straight.g)
                expected[4 * i + 2] = unpremultiply(straight.b); expected[4 * i + 3] = UInt8(alpha)
            }
            let png = try argb.withUnsafeBytes {
                try PNGEncoder.encode(argb32: $0.bindMemory(to: UInt8.self).baseAddress!, width: width, height: height, stride: width * 4)
            }
            let decoded = try XCTUnwrap(png.withUnsafeBufferPointer { WholeBufferPNGDecoder.decode($0) }, "width \(width)")
            XCTAssertEqual(decoded.rgba, expected, "width \(width)")
        }
    }

    // MARK: - Reading and rewriting chunks

    private struct Chunk { let type: String; let dataOffset: Int; let data: [UInt8] }

    private static func chunks(_ png: [UInt8]) -> [Chunk] {
        var offset = 8, result: [Chunk] = []
        while offset + 12 <= png.count {
            let length = Int(PNGDecoder.readUInt32(png, offset))
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            result.append(Chunk(type: type, dataOffset: offset + 8, data: Array(png[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return result
    }

    private static func chunkTypes(_ png: [UInt8]) -> [String] { chunks(png).map(\.type) }

    /// The row filter types of an 8-bit RGB or RGBA file, not interlaced.
    private static func rowFilters(_ png: [UInt8]) throws -> Set<UInt8> {
        let width = Int(PNGDecoder.readUInt32(png, 16)), height = Int(PNGDecoder.readUInt32(png, 20))
        let rowBytes = width * (png[25] == 6 ? 4 : 3) + 1
        let data = chunks(png).filter { $0.type == "IDAT" }.flatMap(\.data)
        var rows = [UInt8](repeating: 0, count: rowBytes * height)
        let inflated = rows.withUnsafeMutableBufferPointer { output in
            data.withUnsafeBufferPointer { WholeBufferPNGDecoder.inflate($0, into: output.baseAddress!, count: output.count) }
        }
        XCTAssertTrue(inflated)
        return Set((0..<height).map { rows[$0 * rowBytes] })
    }

    /// `png` with the chunks `keep` keeps, each transformed, their CRCs computed anew.
    private static func rebuilt(_ png: [UInt8], keep: (String, [UInt8]) -> Bool,
                                transform: (String, [UInt8], Int) -> [UInt8] = { _, data, _ in data }) -> [UInt8] {
        var result = Array(png.prefix(8)), seen: [String: Int] = [:]
        for chunk in chunks(png) where keep(chunk.type, chunk.data) {
            let data = transform(chunk.type, chunk.data, seen[chunk.type, default: 0])
            seen[chunk.type, default: 0] += 1
            append(chunk.type, data, to: &result)
        }
        return result
    }

    private static func rebuilt(_ png: [UInt8], inserting chunk: (type: String, data: [UInt8]), after type: String) -> [UInt8] {
        var result = Array(png.prefix(8))
        for existing in chunks(png) {
            append(existing.type, existing.data, to: &result)
            if existing.type == type { append(chunk.type, chunk.data, to: &result) }
        }
        return result
    }

    private static func append(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let length = UInt32(data.count)
        png += [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
        let body = Array(type.utf8) + data
        png += body
        let crc = UInt32(body.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) })
        png += [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
}
