import ButtonRender
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

    func testWriterRefusesAFileAsFolder() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(getpid())")
        FileManager.default.createFile(atPath: file.path, contents: Data())
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertThrowsError(try OutputWriter(directory: file.path))
    }
}
