@testable import ButtonRenderSupport
import Foundation
import XCTest

/// `InputFile`, the guard every file a user names passes: regular files only, within a size,
/// UTF-8 text with the first bad byte located by line and column.
final class InputFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("input-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testTextIsReadAndAFileTooLargeOrNotRegularIsRefused() throws {
        let path = try write(Array("title: OK\n".utf8), "ok.yaml")
        XCTAssertEqual(try InputFile.readText(path, maximumSize: 100, kind: "spec file"), "title: OK\n")
        XCTAssertThrowsError(try InputFile.readText(path, maximumSize: 5, kind: "spec file")) { error in
            XCTAssertTrue("\(error)".contains("5"), "\(error)")
        }
        XCTAssertThrowsError(try InputFile.readText(folder.path, maximumSize: 100, kind: "spec file"))
        XCTAssertThrowsError(try InputFile.readText(folder.appendingPathComponent("missing").path, maximumSize: 100, kind: "spec file"))
        let fifo = folder.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // Refused before it is opened for reading: opening a FIFO with no writer would block.
        XCTAssertThrowsError(try InputFile.readText(fifo, maximumSize: 100, kind: "spec file"))
    }

    func testTheFirstByteThatIsNotUTF8IsLocated() throws {
        let bytes = Array("a: 1\nbé: ".utf8) + [0xFF] + Array(" x\n".utf8)
        XCTAssertThrowsError(try InputFile.text(bytes)) { error in
            guard let problem = error as? InputFile.Problem else { return XCTFail("\(error)") }
            XCTAssertEqual(problem.line, 2)
            XCTAssertEqual(problem.column, 5, "columns count characters, not bytes")
        }
        XCTAssertEqual(InputFile.position(ofByte: 6, in: Array("a: 1\nbé".utf8)).line, 2)
    }
}
