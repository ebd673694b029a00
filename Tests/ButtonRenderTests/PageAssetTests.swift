@testable import ButtonRender
@testable import ButtonRenderSnapshot
import Foundation
import XCTest

/// The gallery's and the HTML report's JavaScript and CSS are resource files of `ButtonRender`
/// (`GalleryAssets/`) and `ButtonRenderSnapshot` (`Snapshot/ReportAssets/`): every one is in its bundle, its
/// includes expand, and the scripts the pages carry are valid JavaScript (`node --check`,
/// Debian's nodejs; the browser tests run them).
final class PageAssetTests: XCTestCase {
    /// Every asset loads, and the pages' texts are the files with their includes expanded.
    func testAssetsLoadWithTheirIncludes() throws {
        let texts = ["gallery script": GalleryPage.script, "gallery style": GalleryPage.style,
                     "report script": HTMLReport.pageScript, "report style": HTMLReport.pageStyle]
        for (name, text) in texts {
            XCTAssertFalse(text.contains(PageAssets.includePrefix), "\(name) has an include left")
            XCTAssertFalse(text.hasSuffix("\n"), "\(name) keeps its file's final newline")
        }
        XCTAssertTrue(GalleryPage.script.contains("\n" + GalleryPage.liveScript + "\n"))
        XCTAssertTrue(GalleryPage.script.hasPrefix("(() => {\n  'use strict';"))
        XCTAssertTrue(GalleryPage.style.contains("\n" + HTMLReport.comparisonStyle + "\n"))
        XCTAssertTrue(HTMLReport.pageStyle.contains("\n" + HTMLReport.comparisonStyle + "\n"))
        XCTAssertTrue(HTMLReport.comparisonStyle.hasPrefix(".seg{"))
    }

    /// The scripts the pages carry parse as JavaScript; a broken copy does not, so the check
    /// can fail.
    func testScriptsAreValidJavaScript() throws {
        let node = try Self.node()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("page-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, script) in [("gallery.js", GalleryPage.script), ("report.js", HTMLReport.pageScript)] {
            let file = folder.appendingPathComponent(name)
            try Data(script.utf8).write(to: file)
            let (status, output) = try Self.run(node, ["--check", file.path])
            XCTAssertEqual(status, 0, "\(name): \(output)")
            let broken = folder.appendingPathComponent("broken-" + name)
            try Data((script + "\n})(;\n").utf8).write(to: broken)
            XCTAssertNotEqual(try Self.run(node, ["--check", broken.path]).status, 0, "node --check passed a broken \(name)")
        }
    }

    /// Debian's `node`; skips when it is missing, or fails when `BUTTONRENDER_REQUIRE_BROWSER=1`.
    static func node() throws -> URL {
        for path in ["/usr/bin/node", "/usr/bin/nodejs"] where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        let hint = "install Debian's nodejs package (scripts/install-test-deps)"
        if ProcessInfo.processInfo.environment[HeadlessChromium.requireVariable] == "1" {
            throw BrowserError("no node at /usr/bin/node, and \(HeadlessChromium.requireVariable)=1 requires it: \(hint)")
        }
        throw XCTSkip("no node at /usr/bin/node: \(hint)")
    }

    /// Runs `executable` with `arguments`; its exit status and what it printed.
    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
