import Foundation
@testable import ButtonRenderPipeline
import ButtonRenderModel
import XCTest

/// `OutputTransaction`: a run's files appear all at once or not at all, and never replace an
/// input or a folder.
final class OutputTransactionTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: folder.appendingPathComponent("a.png"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }

    func testNothingAppearsBeforeCommitAndEverythingAfter() throws {
        let transaction = try OutputTransaction(directory: folder.path)
        try transaction.writer.write([1, 2, 3], to: "a.png")
        try transaction.writer.write([4], to: "b.png")
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("a.png")), Data("old".utf8), "not yet replaced")
        XCTAssertFalse(names.contains("b.png"))
        let moved = try transaction.commit()
        XCTAssertEqual(moved.map(\.lastPathComponent), ["a.png", "b.png"])
        XCTAssertEqual(names, ["a.png", "b.png"], "no staging folder left")
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("a.png")), Data([1, 2, 3]))
    }

    func testAFailureHalfwayLeavesTheFolderAsItWas() throws {
        let transaction = try OutputTransaction(directory: folder.path)
        struct PaintFailed: Error {}
        do {
            try transaction.writer.write([9], to: "a.png")
            try transaction.writer.write([9], to: "c.png")
            throw PaintFailed()
        } catch is PaintFailed {
            transaction.rollback()
        }
        XCTAssertEqual(names, ["a.png"])
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("a.png")), Data("old".utf8))
    }

    func testAnInputIsNeverReplaced() throws {
        let input = folder.appendingPathComponent("a.png")
        let transaction = try OutputTransaction(directory: folder.path)
        try transaction.writer.write([9], to: "b.png")
        try transaction.writer.write([9], to: "a.png")
        // The same file spelled through a symbolic link to the folder.
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("tx-link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder)
        defer { try? FileManager.default.removeItem(at: link) }
        XCTAssertThrowsError(try transaction.commit(protecting: [link.appendingPathComponent("a.png")])) { error in
            XCTAssertTrue("\(error)".contains("is one of this run's inputs"), "\(error)")
        }
        XCTAssertEqual(names, ["a.png"], "nothing moved, b.png included")
        XCTAssertEqual(try Data(contentsOf: input), Data("old".utf8))
    }

    func testAFolderInTheWayIsRefusedBeforeAnythingMoves() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("z.png"), withIntermediateDirectories: true)
        let transaction = try OutputTransaction(directory: folder.path)
        try transaction.writer.write([9], to: "b.png")
        try transaction.writer.write([9], to: "z.png")
        XCTAssertThrowsError(try transaction.commit())
        XCTAssertEqual(names, ["a.png", "z.png"])
    }

    func testAFolderItCreatedIsRemovedOnRollback() throws {
        let fresh = folder.appendingPathComponent("new/out")
        let transaction = try OutputTransaction(directory: fresh.path)
        try transaction.writer.write([1], to: "x.png")
        transaction.rollback()
        XCTAssertFalse(FileManager.default.fileExists(atPath: fresh.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("new").path), [],
                       "no staging folder left beside it")
    }

    /// A folder that does not exist is staged beside where it will be and appears whole, in
    /// one rename, at commit.
    func testANewFolderAppearsWholeAtCommit() throws {
        let fresh = folder.appendingPathComponent("out")
        let transaction = try OutputTransaction(directory: fresh.path)
        try transaction.writer.write([1], to: "x.png")
        try transaction.writer.write([2], to: "y.png")
        XCTAssertEqual(transaction.stagingDirectory.deletingLastPathComponent().standardizedFileURL.path, folder.standardizedFileURL.path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fresh.path), "nothing there before the commit")
        XCTAssertEqual(try transaction.commit().map(\.lastPathComponent), ["x.png", "y.png"])
        XCTAssertEqual(names, ["a.png", "out"], "the staging folder became the output folder")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fresh.path).sorted(), ["x.png", "y.png"])
        XCTAssertEqual(try Data(contentsOf: fresh.appendingPathComponent("y.png")), Data([2]))
    }

    /// A symbolic link to nothing where the output folder should be is refused when the
    /// transaction begins (before anything is drawn), and stays as it was.
    func testADanglingLinkAtTheOutputIsRefusedAtOnce() throws {
        let link = folder.appendingPathComponent("out")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: folder.appendingPathComponent("gone").path)
        XCTAssertThrowsError(try OutputTransaction(directory: link.path))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), folder.appendingPathComponent("gone").path)
        XCTAssertEqual(names, ["a.png", "out"], "no staging folder beside it")
    }

    /// A folder that appears while a new one is staged (another process made it) is not
    /// replaced: each file moves into it as into any existing folder, next to what it holds.
    func testAFolderThatAppearsDuringTheRunIsFilledFileByFile() throws {
        let fresh = folder.appendingPathComponent("out")
        let transaction = try OutputTransaction(directory: fresh.path)
        try transaction.writer.write([1], to: "x.png")
        try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: false)
        try Data("theirs".utf8).write(to: fresh.appendingPathComponent("theirs.txt"))
        XCTAssertEqual(try transaction.commit().map(\.lastPathComponent), ["x.png"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fresh.path).sorted(), ["theirs.txt", "x.png"])
        XCTAssertEqual(names, ["a.png", "out"], "no staging folder left beside it")
    }
}
