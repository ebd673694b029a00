import ButtonRenderTools
import Foundation
import XCTest

/// The pieces behind `render-cli bench`'s process figures: the child runner, the workload
/// file and the byte-for-byte folder comparison that fails a `--jobs` run.
final class BenchToolsTests: XCTestCase {
    private var work: String!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("bench-tools-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: work)
    }

    func testTheWorkloadIsTheFileTheCBaselineWrites() throws {
        XCTAssertEqual(ProcessWorkload.specText(count: 1),
                       ##"[{"name": "b0", "style": "contained", "title": "BUTTON", "elevation": 2, "ripple": {"x": 30, "y": 18, "radius": 60, "color": "#FFFFFF33", "bounded": true}}]"##)
        let list = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(ProcessWorkload.specText(count: 7).utf8)) as? [[String: Any]])
        XCTAssertEqual(list.map { $0["title"] as? String }, ["BUTTON", "SUBMIT", "ADD TO CART", "CANCEL", "SHARE", "NEXT", "BUTTON"])
        XCTAssertEqual(list.last?["name"] as? String, "b6")
    }

    func testAChildsStatusOutputAndMemoryAreItsOwn() throws {
        let run = try ChildProcess.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"], scratch: work, captureOutput: true, accepting: [3])
        XCTAssertEqual(run.status, 3)
        XCTAssertEqual(run.standardOutput, "out\n")
        XCTAssertEqual(run.standardError, "err\n")
        XCTAssertGreaterThan(run.peakKilobytes, 0)
        XCTAssertThrowsError(try ChildProcess.run("/bin/sh", ["-c", "exit 1"], scratch: work), "a status not accepted is an error")
    }

    func testFoldersDifferByOneByteOrOneFile() throws {
        func write(_ path: String, _ text: String) throws {
            let url = URL(fileURLWithPath: work + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        for side in ["a", "b"] {
            try write("\(side)/x.png", "same")
            try write("\(side)/sub/y.json", "{}")
        }
        XCTAssertEqual(try FolderComparison.compare(work + "/a", work + "/b").get(), 2)
        try write("b/sub/y.json", "{ }")
        guard case .failure(let difference) = FolderComparison.compare(work + "/a", work + "/b") else { return XCTFail("one byte differs") }
        XCTAssertTrue(difference.description.contains("sub/y.json"), difference.description)
        try write("b/sub/y.json", "{}")
        try write("b/z.png", "extra")
        XCTAssertThrowsError(try FolderComparison.compare(work + "/a", work + "/b").get(), "a file only one folder holds")
    }
}
