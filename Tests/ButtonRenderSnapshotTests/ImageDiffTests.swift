@testable import ButtonRenderSnapshot
import ButtonRenderModel
import ButtonRenderNative
import ButtonRenderTestSupport
import Foundation
import XCTest

/// ImageDiff against the pixelmatch 7.2.0 fixtures (counts and diff images), plus PNGDecoder
/// formats and errors, and the helpers around the comparison.
final class ImageDiffTests: XCTestCase {
    // MARK: - pixelmatch fixtures

    /// `Fixtures/pixelmatch` of ButtonRenderTests (pixelmatch's images, ISC licence, with its
    /// expected counts in README.md); throws a clear error (failing the test) when it is missing.
    private func fixturesFolder() throws -> URL {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ButtonRenderTests/Fixtures/pixelmatch").standardizedFileURL
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("README.md").path) else {
            throw FixturesMissing(path: folder.path)
        }
        return folder
    }

    private struct FixturesMissing: Error, CustomStringConvertible {
        var path: String
        var description: String {
            "the pixelmatch fixtures are missing: expected \(path)/README.md"
        }
    }

    /// One row of the fixtures README table.
    private struct FixtureCase {
        var image1: String, image2: String, optionsText: String
        var options: DiffOptions
        var expectedMismatches: Int
        var expectedDiff: String
    }

    /// Every row of the README table, options parsed.
    private func fixtureCases() throws -> [FixtureCase] {
        let readme = try fixturesFolder().appendingPathComponent("README.md")
        var cases: [FixtureCase] = []
        for line in try String(contentsOf: readme, encoding: .utf8).split(separator: "\n") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, let expected = Int(cells[3]) else { continue }  // header, rule, prose
            cases.append(FixtureCase(image1: cells[0], image2: cells[1], optionsText: cells[2],
                                     options: try parseOptions(cells[2]), expectedMismatches: expected,
                                     expectedDiff: cells[4]))
        }
        return cases
    }

    /// Options written as in the README, e.g. "threshold 0.05, alpha 0.5, aaColor (0,192,0)".
    private func parseOptions(_ text: String) throws -> DiffOptions {
        var options = DiffOptions()
        func color(_ part: Substring) throws -> RGB8 {
            guard let open = part.firstIndex(of: "("), let close = part.firstIndex(of: ")") else {
                throw ParseError(text: String(part))
            }
            let values = part[part.index(after: open)..<close].split(separator: ",").compactMap { UInt8($0.trimmingCharacters(in: .whitespaces)) }
            guard values.count == 3 else { throw ParseError(text: String(part)) }
            return RGB8(values[0], values[1], values[2])
        }
        for rawPart in text.components(separatedBy: ", ") {
            let part = Substring(rawPart.trimmingCharacters(in: .whitespaces))
            let words = part.split(separator: " ")
            switch words.first {
            case "threshold":
                guard words.count >= 2, let value = Double(words[1]) else { throw ParseError(text: rawPart) }
                options.threshold = value  // anything after the number is a remark, e.g. "(sizes equal)"
            case "default" where words.count >= 2 && words[1] == "threshold":
                options.threshold = 0.1
            case "alpha":
                guard words.count == 2, let value = Double(words[1]) else { throw ParseError(text: rawPart) }
                options.alpha = value
            case "aaColor": options.aaColor = try color(part)
            case "diffColor": options.diffColor = try color(part)
            case "diffColorAlt": options.diffColorAlt = try color(part)
            case "diffMask" where words.count == 1: options.diffMask = true
            case "includeAA" where words.count == 1: options.includeAA = true
            default: throw ParseError(text: rawPart)
            }
        }
        return options
    }

    private struct ParseError: Error, CustomStringConvertible {
        var text: String
        var description: String { "unrecognised option in the fixtures README: '\(text)'" }
    }

    private func fixture(_ name: String) throws -> DecodedImage {
        try PNGDecoder.decode(file: fixturesFolder().appendingPathComponent(name + ".png").path)
    }

    func testEveryFixtureRowMatchesPixelmatchCountsAndDiffImages() throws {
        let cases = try fixtureCases()
        XCTAssertGreaterThanOrEqual(cases.count, 12, "the README table should list at least 12 fixture rows")
        for row in cases {
            let label = "\(row.image1) vs \(row.image2) [\(row.optionsText)]"
            let a = try fixture(row.image1), b = try fixture(row.image2)
            XCTAssertEqual(a.width, b.width, label); XCTAssertEqual(a.height, b.height, label)
            let result = ImageDiff.compare(a, b, options: row.options)
            XCTAssertEqual(result.mismatchedPixels, row.expectedMismatches, "mismatched pixels for \(label)")

            let expected = try fixture(row.expectedDiff)
            guard let diff = result.diffImage else { return XCTFail("no diff image for \(label)") }
            XCTAssertEqual(diff.width, expected.width, label); XCTAssertEqual(diff.height, expected.height, label)
            var differing = 0
            for i in 0..<(diff.width * diff.height) where diff.rgba[4 * i..<4 * i + 4] != expected.rgba[4 * i..<4 * i + 4] {
                differing += 1
            }
            // pixelmatch's own test demands byte equality, and so does this one.
            XCTAssertEqual(differing, 0, "diff image pixels differing from \(row.expectedDiff).png for \(label)")

            // Without a diff image the numbers are the same.
            let bare = ImageDiff.compare(a, b, options: row.options, makeDiffImage: false)
            XCTAssertNil(bare.diffImage)
            XCTAssertEqual(bare.mismatchedPixels, result.mismatchedPixels, label)
            XCTAssertEqual(bare.antialiasedPixels, result.antialiasedPixels, label)
            XCTAssertEqual(bare.boundingBox, result.boundingBox, label)
            XCTAssertEqual(bare.maxDelta, result.maxDelta, label)
        }
    }

    func testFixtureResultFieldsAreConsistent() throws {
        let a = try fixture("1a"), b = try fixture("1b")
        let result = ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.05))
        XCTAssertEqual(result.mismatchedPixels, 143)
        XCTAssertEqual(result.width, 512); XCTAssertEqual(result.height, 256)
        XCTAssertEqual(result.ratio, 143.0 / (512 * 256), accuracy: 1e-12)
        XCTAssertGreaterThan(result.antialiasedPixels, 0)
        XCTAssertGreaterThan(result.maxDelta, 0.05); XCTAssertLessThanOrEqual(result.maxDelta, 1)
        // The bounding box holds exactly the red pixels of the diff image.
        let diff = try XCTUnwrap(result.diffImage)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1, red = 0
        for y in 0..<diff.height { for x in 0..<diff.width where diff.pixel(x: x, y: y) == (255, 0, 0, 255) {
            red += 1; minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        } }
        XCTAssertEqual(red, 143)
        XCTAssertEqual(result.boundingBox, PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))

        let same = ImageDiff.compare(a, a)
        XCTAssertEqual(same.mismatchedPixels, 0); XCTAssertEqual(same.antialiasedPixels, 0)
        XCTAssertEqual(same.maxDelta, 0); XCTAssertNil(same.boundingBox); XCTAssertEqual(same.ratio, 0)
    }

    // MARK: - Synthetic comparisons

    func testBoundingBoxRatioAndColoursOnASyntheticPair() {
        let white = DecodedImage(width: 10, height: 8, fill: (255, 255, 255, 255))
        var changed = white
        for (x, y) in [(2, 1), (7, 5), (4, 3)] {  // isolated black pixels: not anti-aliasing
            let i = 4 * (y * 10 + x)
            changed.rgba[i] = 0; changed.rgba[i + 1] = 0; changed.rgba[i + 2] = 0
        }
        let result = ImageDiff.compare(white, changed)
        XCTAssertEqual(result.mismatchedPixels, 3)
        XCTAssertEqual(result.antialiasedPixels, 0)
        XCTAssertEqual(result.ratio, 3.0 / 80, accuracy: 1e-12)
        XCTAssertEqual(result.boundingBox, PixelRect(x: 2, y: 1, width: 6, height: 5))
        XCTAssertEqual(result.maxDelta, (0.5053 * 255 * 255 / 35215).squareRoot(), accuracy: 1e-3)
        let diff = result.diffImage!
        XCTAssertTrue(diff.pixel(x: 2, y: 1) == (255, 0, 0, 255))
        XCTAssertTrue(diff.pixel(x: 0, y: 0) == (255, 255, 255, 255), "unchanged white stays white when faded")

        // Darkening pixels use diffColorAlt when it is set; the reverse direction keeps diffColor.
        let alt = DiffOptions(diffColorAlt: RGB8(0, 255, 0))
        XCTAssertTrue(ImageDiff.compare(white, changed, options: alt).diffImage!.pixel(x: 2, y: 1) == (0, 255, 0, 255))
        XCTAssertTrue(ImageDiff.compare(changed, white, options: alt).diffImage!.pixel(x: 2, y: 1) == (255, 0, 0, 255))

        // A mask has only the differences, on transparency.
        let mask = ImageDiff.compare(white, changed, options: DiffOptions(diffMask: true)).diffImage!
        XCTAssertTrue(mask.pixel(x: 0, y: 0) == (0, 0, 0, 0))
        XCTAssertTrue(mask.pixel(x: 7, y: 5) == (255, 0, 0, 255))

        // Below the threshold nothing counts, but maxDelta still reports the change.
        var faint = white
        faint.rgba[0] = 250
        let quiet = ImageDiff.compare(white, faint)
        XCTAssertEqual(quiet.mismatchedPixels, 0); XCTAssertNil(quiet.boundingBox)
        XCTAssertGreaterThan(quiet.maxDelta, 0); XCTAssertLessThan(quiet.maxDelta, 0.1)
    }

    func testIgnoredRegionsMaskTheirDifferences() {
        let white = DecodedImage(width: 10, height: 8, fill: (255, 255, 255, 255))
        var changed = white
        for (x, y) in [(2, 1), (7, 5), (4, 3)] {
            let i = 4 * (y * 10 + x)
            changed.rgba[i] = 0; changed.rgba[i + 1] = 0; changed.rgba[i + 2] = 0
        }
        // One region covers (7, 5) only: two differences remain, and the box shrinks to them.
        let partial = ImageDiff.compare(white, changed, options: DiffOptions(ignoredRegions: [PixelRect(x: 6, y: 4, width: 3, height: 3)]))
        XCTAssertEqual(partial.mismatchedPixels, 2)
        XCTAssertEqual(partial.boundingBox, PixelRect(x: 2, y: 1, width: 3, height: 3))
        XCTAssertTrue(partial.diffImage!.pixel(x: 7, y: 5) != (255, 0, 0, 255), "an ignored difference is not drawn red")
        // The region's edge is exclusive: a region ending at x = 7 does not cover column 7.
        let edge = ImageDiff.compare(white, changed, options: DiffOptions(ignoredRegions: [PixelRect(x: 0, y: 0, width: 7, height: 8)]))
        XCTAssertEqual(edge.mismatchedPixels, 1)
        // Everything covered: equal, and a tolerance with the regions passes.
        let all = [PixelRect(x: 0, y: 0, width: 5, height: 8), PixelRect(x: 5, y: 0, width: 5, height: 8)]
        XCTAssertEqual(ImageDiff.compare(white, changed, options: DiffOptions(ignoredRegions: all)).mismatchedPixels, 0)
        XCTAssertTrue(ImageComparison.compare(actual: changed, expected: white, tolerance: SnapshotTolerance(ignoredRegions: all)).passed)
        XCTAssertFalse(ImageComparison.compare(actual: changed, expected: white, tolerance: SnapshotTolerance()).passed)
    }

    func testGreyBackgroundFollowsPixelmatchFormula() {
        // 255 + (luma - 255) * alpha * a / 255, truncated.
        let image = DecodedImage(width: 2, height: 1, rgba: [10, 100, 200, 255, 10, 100, 200, 128])
        let diff = ImageDiff.compare(image, image, options: DiffOptions(alpha: 0.5)).diffImage!
        let luma = 10 * 0.29889531 + 100 * 0.58662247 + 200 * 0.11448223
        XCTAssertEqual(Int(diff.pixel(x: 0, y: 0).r), Int(255 + (luma - 255) * 0.5 * 255 / 255))
        XCTAssertEqual(Int(diff.pixel(x: 1, y: 0).g), Int(255 + (luma - 255) * 0.5 * 128 / 255))
        XCTAssertEqual(diff.pixel(x: 1, y: 0).a, 255)
    }

    func testPaddedAndComposite() {
        let small = DecodedImage(width: 2, height: 1, rgba: [1, 2, 3, 4, 5, 6, 7, 8])
        let padded = ImageDiff.padded(small, width: 3, height: 2)
        XCTAssertEqual(padded.width, 3); XCTAssertEqual(padded.height, 2)
        XCTAssertEqual(padded.rgba, [1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 12))
        XCTAssertEqual(ImageDiff.padded(small, width: 2, height: 1), small)
        XCTAssertEqual(ImageDiff.padded(small, width: 1, height: 1).rgba, [1, 2, 3, 4])

        // Comparing against a padded image counts the uncovered area.
        let opaque = DecodedImage(width: 3, height: 2, fill: (0, 0, 0, 255))
        let cropped = ImageDiff.padded(DecodedImage(width: 2, height: 2, fill: (0, 0, 0, 255)), width: 3, height: 2)
        let result = ImageDiff.compare(opaque, cropped, options: DiffOptions(includeAA: true))
        XCTAssertEqual(result.mismatchedPixels, 2)
        XCTAssertEqual(result.boundingBox, PixelRect(x: 2, y: 0, width: 1, height: 2))

        let tall = DecodedImage(width: 1, height: 3, fill: (9, 9, 9, 255))
        let joined = ImageDiff.composite(expected: small, diff: tall, actual: small)
        XCTAssertEqual(joined.width, 2 + 1 + 2 + 2 * ImageDiff.compositeGap)
        XCTAssertEqual(joined.height, 3)
        XCTAssertTrue(joined.pixel(x: 1, y: 0) == (5, 6, 7, 8))
        XCTAssertTrue(joined.pixel(x: 2, y: 0) == (0, 0, 0, 0), "the gap is transparent")
        XCTAssertTrue(joined.pixel(x: 10, y: 2) == (9, 9, 9, 255))
        XCTAssertTrue(joined.pixel(x: 19, y: 0) == (1, 2, 3, 4))
        XCTAssertTrue(joined.pixel(x: 19, y: 1) == (0, 0, 0, 0), "short panels are padded")
    }

    // MARK: - PNGDecoder

    /// A small premultiplied ARGB32 buffer encoded by PNGEncoder decodes to the straight RGBA
    /// the encoder meant.
    func testRoundTripThroughPNGEncoder() throws {
        func argb(_ a: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { a << 24 | r << 16 | g << 8 | b }
        let pixels: [UInt32] = [
            argb(255, 255, 0, 0), argb(255, 0, 255, 0), argb(255, 0, 0, 255),
            argb(128, 64, 32, 0), argb(0, 0, 0, 0), argb(255, 12, 34, 56),
        ]
        let png = try pixels.withUnsafeBytes { raw in
            try PNGEncoder.encode(argb32: raw.bindMemory(to: UInt8.self).baseAddress!, width: 3, height: 2, stride: 12)
        }
        let image = try PNGDecoder.decode(png)
        XCTAssertEqual(image.width, 3); XCTAssertEqual(image.height, 2)
        XCTAssertEqual(image.rgba, [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
                                    128, 64, 0, 128, 0, 0, 0, 0, 12, 34, 56, 255])
    }

    /// Every colour type and bit depth, plain and interlaced, against a pattern built by hand.
    func testAllColourTypesDepthsAndInterlacing() throws {
        let width = 13, height = 11
        func value(_ x: Int, _ y: Int, _ c: Int, depth: Int) -> Int { (x * 7 + y * 13 + c * 29 + x * y) % (1 << depth) }
        func eight(_ v: Int, depth: Int) -> UInt8 {
            depth == 16 ? UInt8(v >> 8) : UInt8(v * 255 / ((1 << depth) - 1))
        }
        for interlaced in [false, true] {
            for (colorType, depths) in [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (4, [8, 16]), (6, [8, 16])] {
                let channels = [0: 1, 2: 3, 4: 2, 6: 4][colorType]!
                for depth in depths {
                    let png = TestPNGWriter.png(width: width, height: height, bitDepth: depth, colorType: UInt8(colorType),
                                                interlaced: interlaced) { x, y in
                        (0..<channels).map { value(x, y, $0, depth: depth) }
                    }
                    let label = "colour type \(colorType), depth \(depth), interlaced \(interlaced)"
                    let image = try PNGDecoder.decode(png)
                    XCTAssertEqual(image.width, width, label)
                    for y in 0..<height {
                        for x in 0..<width {
                            let s = (0..<channels).map { eight(value(x, y, $0, depth: depth), depth: depth) }
                            let expected: [UInt8]
                            switch colorType {
                            case 0: expected = [s[0], s[0], s[0], 255]
                            case 2: expected = s + [255]
                            case 4: expected = [s[0], s[0], s[0], s[1]]
                            default: expected = s
                            }
                            let i = 4 * (y * width + x)
                            guard Array(image.rgba[i..<i + 4]) == expected else {
                                return XCTFail("\(label): pixel (\(x), \(y)) is \(Array(image.rgba[i..<i + 4])), expected \(expected)")
                            }
                        }
                    }
                }
            }
        }
    }

    func testPaletteTransparencyAndColourKeys() throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]
        for depth in [1, 2, 4, 8] {
            for interlaced in [false, true] {
                let entries = depth == 1 ? 2 : 4
                let png = TestPNGWriter.png(width: 9, height: 5, bitDepth: depth, colorType: 3, interlaced: interlaced,
                                            extraChunks: [("PLTE", Array(palette[0..<(3 * entries)])), ("tRNS", [10])]) { x, y in
                    [(x + y) % entries]
                }
                let image = try PNGDecoder.decode(png)
                for y in 0..<5 {
                    for x in 0..<9 {
                        let index = (x + y) % entries
                        let expected = Array(palette[3 * index..<3 * index + 3]) + [index == 0 ? 10 : 255]
                        XCTAssertEqual(Array(image.rgba[4 * (y * 9 + x)..<4 * (y * 9 + x) + 4]), expected,
                                       "palette depth \(depth), interlaced \(interlaced), pixel (\(x), \(y))")
                    }
                }
            }
        }
        // Grey and RGB colour keys (16-bit: the full value decides, not the high byte).
        let grey = TestPNGWriter.png(width: 2, height: 1, bitDepth: 16, colorType: 0,
                                     extraChunks: [("tRNS", [0x12, 0x34])]) { x, _ in [x == 0 ? 0x1234 : 0x1235] }
        XCTAssertEqual(try PNGDecoder.decode(grey).rgba, [0x12, 0x12, 0x12, 0, 0x12, 0x12, 0x12, 255])
        let rgb = TestPNGWriter.png(width: 2, height: 1, bitDepth: 8, colorType: 2,
                                    extraChunks: [("tRNS", [0, 1, 0, 2, 0, 3])]) { x, _ in x == 0 ? [1, 2, 3] : [1, 2, 4] }
        XCTAssertEqual(try PNGDecoder.decode(rgb).rgba, [1, 2, 3, 0, 1, 2, 4, 255])
        // A 1x1 interlaced image leaves six of the seven passes empty.
        let dot = TestPNGWriter.png(width: 1, height: 1, bitDepth: 8, colorType: 6, interlaced: true) { _, _ in [1, 2, 3, 4] }
        XCTAssertEqual(try PNGDecoder.decode(dot).rgba, [1, 2, 3, 4])
    }

    private func smallPNG() throws -> [UInt8] {
        let pixels = [UInt32](repeating: 0xFF33_6699, count: 64 * 16)
        return try pixels.withUnsafeBytes { raw in
            try PNGEncoder.encode(argb32: raw.bindMemory(to: UInt8.self).baseAddress!, width: 64, height: 16, stride: 256)
        }
    }

    /// Byte offset of the chunk `type` (its length field).
    private func offset(of type: String, in png: [UInt8]) -> Int {
        var offset = 8
        while offset + 8 <= png.count {
            if String(decoding: png[offset + 4..<offset + 8], as: UTF8.self) == type { return offset }
            offset += 12 + (Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3]))
        }
        return -1
    }

    private func assertDecodingFails(_ bytes: [UInt8], containing text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try PNGDecoder.decode(bytes), file: file, line: line) { error in
            XCTAssertTrue(String(describing: error).contains(text), "'\(error)' should contain '\(text)'", file: file, line: line)
        }
    }

    func testDecodingErrors() throws {
        let png = try smallPNG()
        XCTAssertEqual(try PNGDecoder.decode(png).pixel(x: 5, y: 5).r, 0x33)

        assertDecodingFails(Array("GIF89a not a png".utf8), containing: "not a PNG file (bad signature)")
        assertDecodingFails([0x89, 0x50], containing: "not a PNG file (bad signature)")

        let idat = offset(of: "IDAT", in: png)
        assertDecodingFails(Array(png[..<(idat + 12)]), containing: "truncated PNG: the file ends before the IEND chunk")
        assertDecodingFails(Array(png[..<offset(of: "IEND", in: png)]), containing: "truncated PNG: the file ends before the IEND chunk")

        let idatLength = Int(png[idat]) << 24 | Int(png[idat + 1]) << 16 | Int(png[idat + 2]) << 8 | Int(png[idat + 3])
        var damaged = png
        damaged[idat + 8 + idatLength] ^= 0x40
        assertDecodingFails(damaged, containing: "CRC mismatch")
        // A damaged byte inside the image data: zlib or the CRC, whichever notices first.
        damaged = png
        damaged[idat + 10] ^= 0x40
        XCTAssertThrowsError(try PNGDecoder.decode(damaged))
        // Ancillary chunks are checked too, before and after the image data.
        let ihdrEnd = offset(of: "IHDR", in: png) + 25, iend = offset(of: "IEND", in: png)
        var text = TestPNGWriter.chunk("tEXt", Array("Comment\u{0}hello".utf8))
        XCTAssertEqual(try PNGDecoder.decode(Array(png[..<ihdrEnd]) + text + Array(png[ihdrEnd...])).width, 64)
        text[text.count - 1] ^= 1
        assertDecodingFails(Array(png[..<ihdrEnd]) + text + Array(png[ihdrEnd...]), containing: "CRC mismatch")
        assertDecodingFails(Array(png[..<iend]) + text + Array(png[iend...]), containing: "CRC mismatch")
        // A chunk declaring more bytes than the file holds.
        let huge = TestPNGWriter.bigEndian(0x7000_0000) + Array("tEXt".utf8) + [0, 0, 0, 0]
        assertDecodingFails(Array(png[..<ihdrEnd]) + huge + Array(png[ihdrEnd...]), containing: "truncated PNG")

        // Valid chunks around a zlib stream that is not one.
        let header = Array(png[(offset(of: "IHDR", in: png) + 8)..<(offset(of: "IHDR", in: png) + 21)])
        let signature = Array(png[0..<8])
        let garbage = signature + TestPNGWriter.chunk("IHDR", header) + TestPNGWriter.chunk("IDAT", [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0xFF])
            + TestPNGWriter.chunk("IEND", [])
        assertDecodingFails(garbage, containing: "image data is corrupt: zlib")
        let short = signature + TestPNGWriter.chunk("IHDR", header) + TestPNGWriter.chunk("IDAT", TestPNGWriter.zlibStored([1, 0, 0]))
            + TestPNGWriter.chunk("IEND", [])
        assertDecodingFails(short, containing: "image data is corrupt: zlib")

        // Absurd sizes are refused before anything is allocated.
        func ihdr(_ w: UInt32, _ h: UInt32, depth: UInt8 = 8, type: UInt8 = 6) -> [UInt8] {
            signature + TestPNGWriter.chunk("IHDR", TestPNGWriter.bigEndian(w) + TestPNGWriter.bigEndian(h) + [depth, type, 0, 0, 0])
                + TestPNGWriter.chunk("IDAT", TestPNGWriter.zlibStored([])) + TestPNGWriter.chunk("IEND", [])
        }
        assertDecodingFails(ihdr(20_000, 10), containing: "unsupported image size 20000x10")
        assertDecodingFails(ihdr(10_000, 10_000), containing: "unsupported image size")
        assertDecodingFails(ihdr(0xFFFF_FFFF, 0xFFFF_FFFF), containing: "unsupported image size")
        assertDecodingFails(ihdr(4, 4, depth: 3), containing: "unsupported bit depth 3")
        assertDecodingFails(ihdr(4, 4, type: 5), containing: "unsupported colour type 5")
        assertDecodingFails(ihdr(4, 4, type: 3), containing: "without a PLTE chunk")
        let unknownCritical = signature + TestPNGWriter.chunk("IHDR", header) + TestPNGWriter.chunk("XYZW", [])
        assertDecodingFails(unknownCritical, containing: "unsupported critical chunk")
    }

    func testFileErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ImageDiffTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        XCTAssertThrowsError(try PNGDecoder.decode(file: folder.path)) { error in
            XCTAssertEqual(String(describing: error), "cannot read \(folder.path): it is a directory, not a PNG file")
        }
        let missing = folder.appendingPathComponent("missing.png").path
        XCTAssertThrowsError(try PNGDecoder.decode(file: missing)) { error in
            XCTAssertEqual(String(describing: error), "cannot read \(missing): no such file")
        }
        let text = folder.appendingPathComponent("notes.png")
        try Data("hello".utf8).write(to: text)
        XCTAssertThrowsError(try PNGDecoder.decode(file: text.path)) { error in
            XCTAssertEqual(String(describing: error), "\(text.path): not a PNG file (bad signature)")
        }
        let good = folder.appendingPathComponent("good.png")
        try Data(try smallPNG()).write(to: good)
        XCTAssertEqual(try PNGDecoder.decode(file: good.path).width, 64)

        // Permissions do not stop root, so only check unreadable files as another user.
        if geteuid() != 0 {
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: good.path)
            XCTAssertThrowsError(try PNGDecoder.decode(file: good.path)) { error in
                XCTAssertTrue(String(describing: error).contains("permission denied or unreadable"), "\(error)")
            }
        }
    }
}
