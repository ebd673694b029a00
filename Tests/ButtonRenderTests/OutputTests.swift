@testable import ButtonRender
@testable import ButtonRenderModel
@testable import ButtonRenderSupport
@testable import ButtonRenderNative
@testable import ButtonRenderPipeline
import Foundation
import XCTest

/// File naming and atomic, confined writes.
final class OutputTests: XCTestCase {
    func testFileNames() {
        XCTAssertEqual(OutputNaming.fileName(for: "ok", format: .png, scale: 1), "ok.png")
        XCTAssertEqual(OutputNaming.fileName(for: "ok", format: .png, scale: 3), "ok@3x.png")
        XCTAssertEqual(OutputNaming.fileName(for: "ok", format: .svg, scale: 1), "ok.svg")
        XCTAssertEqual(OutputNaming.sanitized("../my spec"), "-my spec")
        XCTAssertNil(OutputNaming.problem(withName: "Save-v2.final"))
        XCTAssertNotNil(OutputNaming.problem(withName: ".."))
    }

    /// The characters a name may hold, answered without Unicode's tables for ASCII, are those
    /// of the rule: alphabetic, `0`–`9`, `-`, `_`, `.` and a space.
    func testTheCharactersANameMayHoldAreTheRules() {
        let samples = (0..<0x300).compactMap(Unicode.Scalar.init) + ["é", "ß", "你", "\u{0663}", "\u{2028}", "\u{00A0}", "\u{1F600}", "\u{FF21}", "\u{05D0}"]
        for scalar in samples {
            let rule = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_. ".unicodeScalars.contains(scalar)
            XCTAssertEqual(OutputNaming.mayBeInName(scalar), rule, "U+\(String(scalar.value, radix: 16))")
        }
        XCTAssertNotNil(OutputNaming.problem(withName: "a\tb"))
        XCTAssertNotNil(OutputNaming.problem(withName: "a\u{0663}"), "a digit of another script is not 0-9")
        XCTAssertNil(OutputNaming.problem(withName: "Größe 你好"))
        XCTAssertEqual(OutputNaming.sanitized("a:b\u{0663}é"), "a-b-é")
    }

    func testWriterIsAtomicAndConfined() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let writer = try OutputWriter(directory: dir.path + "/nested")
        let url = try writer.write([1, 2, 3], to: "a@2x.png")
        XCTAssertEqual(try Data(contentsOf: url), Data([1, 2, 3]))
        XCTAssertThrowsError(try writer.write([1], to: "../escape.png"))
        XCTAssertThrowsError(try writer.write([1], to: "sub/x.png"))
        XCTAssertThrowsError(try writer.write([1], to: ".hidden.png"))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/nested")
        XCTAssertEqual(names, ["a@2x.png"], "no temporary files left behind")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path + "/escape.png"))
    }

    /// The writer cuts a file name's extension as Foundation's `deletingPathExtension` does,
    /// without Foundation for the names a run writes: the two agree on every kind of name.
    func testWriterCutsExtensionsAsFoundationDoes() {
        let names = ["b0@2x.png", "b0.layout.json", "a.png", "a.b.c", "archive.tar.gz", "a", "", ".", "..", "...",
                     ".hidden", ".hidden.png", "a.", "a..png", "a..", "..a", "a.b c", "a.b-c", "a.b_c", "a.PNG", "a.p2",
                     "Save-v2.final", "button.layout.json", "ünïcode.png", "a.pñg", "名前.png", "a b.png", "a@3x.svg",
                     "a/b.png", "a.b/c", "/", "a.png/", "x.1", "a.9z", "a.-", "-.png", "@2x.png"]
        for name in names {
            XCTAssertEqual(OutputWriter.withoutExtension(name), (name as NSString).deletingPathExtension, name)
        }
    }

    func testStoreWritesWhatWriteWrites() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        for atomic in [true, false] {
            let writer = try OutputWriter(directory: dir.path + "/\(atomic)", atomicFiles: atomic)
            try writer.store([4, 5], as: "b@2x.png")
            XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("\(atomic)/b@2x.png")), Data([4, 5]))
            XCTAssertThrowsError(try writer.store([1], as: "../escape.png"))
            XCTAssertThrowsError(try writer.store([1], as: ".."))
            XCTAssertThrowsError(try writer.store([1], as: "sub/x.png"))
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path + "/\(atomic)"), ["b@2x.png"])
        }
    }

    /// A writer holds its folder open and writes relative to it: when the folder's path is
    /// moved away and replaced by a link to another folder while the writer works, its files
    /// still go into the folder it was made for, never through the link.
    func testWriterKeepsWritingIntoItsFolderWhenItsPathIsSwappedForALink() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swap-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        for atomic in [true, false] {
            let out = dir.appendingPathComponent("\(atomic)/out"), moved = dir.appendingPathComponent("\(atomic)/moved")
            let elsewhere = dir.appendingPathComponent("\(atomic)/elsewhere")
            let writer = try OutputWriter(directory: out.path, atomicFiles: atomic)
            try writer.store([1], as: "a.png")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: out, to: moved)
            try FileManager.default.createSymbolicLink(at: out, withDestinationURL: elsewhere)
            try writer.store([7], as: "b.png")
            XCTAssertEqual(try Data(contentsOf: moved.appendingPathComponent("b.png")), Data([7]), "atomic \(atomic)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path), [], "nothing through the link")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: moved.path).sorted(), ["a.png", "b.png"])
        }
    }

    func testWriterRefusesAFileAsFolder() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(getpid())")
        XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: Data()))
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertThrowsError(try OutputWriter(directory: file.path))
    }

    func testUnpremultiplyTableIsTheRoundedDivision() {
        for a in 0..<256 {
            for c in 0..<256 {
                // Clamped for channels above alpha, which a valid premultiplied pixel never has.
                let expected = a == 0 ? 0 : min(255, (c * 255 + a / 2) / a)
                XCTAssertEqual(Int(PNGEncoder.unpremultiplyTable[a << 8 | c]), expected, "a \(a) c \(c)")
            }
        }
        // A half-transparent pixel round-trips through the encoder and our decoder.
        let premultiplied: [UInt32] = [0x80_40_20_10, 0xFF_12_34_56, 0x00_00_00_00, 0x01_01_00_01]
        var row = [UInt8](repeating: 0, count: 16)
        premultiplied.withUnsafeBufferPointer { src in
            row.withUnsafeMutableBufferPointer { PNGEncoder.unpremultiply(src.baseAddress!, count: 4, into: $0.baseAddress!) }
        }
        XCTAssertEqual(row, [0x80, 0x40, 0x20, 0x80, 0x12, 0x34, 0x56, 0xFF, 0, 0, 0, 0, 0xFF, 0, 0xFF, 0x01])
    }

    func testScaleSuffixesAreRemovedAsFoundationRemovesThem() {
        let names = ["b0", "b0@2x", "b0@3x", "a@2x@3x", "@@2x3x", "@2@3xx", "x@2", "@", "@2x", "name@2X", "caf\u{e9}@2x", "e\u{301}@3x", "@2x\u{301}", "a@22x"]
        for name in names {
            XCTAssertEqual(OutputWriter.withoutScaleSuffixes(name),
                           name.replacingOccurrences(of: "@2x", with: "").replacingOccurrences(of: "@3x", with: ""), name)
        }
    }
}
