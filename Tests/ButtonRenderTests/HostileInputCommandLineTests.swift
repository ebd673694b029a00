@testable import ButtonRender
import Foundation
import XCTest

/// The hostile inputs a pull request could carry, through the command line as a user runs it:
/// each answers quickly with exit status 2 and a located message, and writes nothing.
final class HostileInputCommandLineTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws { cli = try CommandLineRunner(prefix: "hostile-cli") }
    override func tearDown() { cli.cleanUp() }

    /// Runs `arguments`, asserting status 2, a message holding every one of `expected`, a
    /// sanity bound on time (generous: not a benchmark), and an empty or absent `out`.
    private func assertRefused(_ arguments: [String], _ expected: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let start = Date()
        let result = try cli.run(arguments)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(result.status, 2, "status for \(arguments): \(result.err)", file: file, line: line)
        for text in expected { XCTAssertTrue(result.err.contains(text), "'\(text)' in: \(result.err)", file: file, line: line) }
        XCTAssertLessThan(seconds, 20, "answered in \(seconds) s", file: file, line: line)
        XCTAssertEqual(cli.files(in: "out"), [], "nothing written", file: file, line: line)
        XCTAssertFalse(result.err.contains("root:"), "no file content is echoed", file: file, line: line)
    }

    func testAliasBombsInSpecsAndSheets() throws {
        var bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 { bomb += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n" }
        try cli.write("button.yaml", bomb + "title: *a8\n")
        try assertRefused(["render", "button.yaml", "--out", "out"], ["button.yaml:2:"])
        try cli.write("sheet.yaml", bomb.replacingOccurrences(of: "a", with: "b").replacingOccurrences(of: "bnchor", with: "anchor")
                      + "sheet: matrix\nbase: {title: Save}\nrows: {field: title, values: *b8}\n")
        try assertRefused(["render", "sheet.yaml", "--out", "out"], ["sheet.yaml:"])
    }

    func testTokensFileOfYAMLAliasesIsNotReadAsTokens() throws {
        try cli.write("bomb.tokens.json", "a: &a [1, 1, 1, 1, 1, 1, 1, 1]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b]\n")
        try cli.write("s.json", #"{"title": "Themed", "theme": "bomb.tokens.json"}"#)
        try assertRefused(["render", "s.json", "--out", "out"], ["s.json:1:", "bomb.tokens.json"])
    }

    func testDiffOfAPaddedCanvasOverTheLimitIsRefused() throws {
        let wide = try PNGEncoder.encode(rgba: [UInt8](repeating: 255, count: 16384 * 4), width: 16384, height: 1)
        let tall = try PNGEncoder.encode(rgba: [UInt8](repeating: 0, count: 16384 * 4), width: 1, height: 16384)
        try Data(wide).write(to: cli.work.appendingPathComponent("wide.png"))
        try Data(tall).write(to: cli.work.appendingPathComponent("tall.png"))
        try assertRefused(["diff", "wide.png", "tall.png"], ["16384"])
        try assertRefused(["diff", "wide.png", "tall.png", "--out", "out/c.png", "--composite"], ["16384"])
    }

    func testShadowWorkAndTitleSizeAreBoundedBeforePainting() throws {
        let shadow = ##"{"x": 0, "y": 0, "blur": 512, "spread": 512, "color": "#00000080"}"##
        let shadows = Array(repeating: shadow, count: 16).joined(separator: ", ")
        try cli.write("blur.json", "{\"title\": \"Heavy\", \"shadows\": [\(shadows)]}")
        try assertRefused(["render", "blur.json", "--out", "out", "--scale", "3"], ["blur.json:1:", "shadows"])
        let marks = "a" + String(repeating: "\u{0301}", count: 100_000)
        try cli.write("marks.json", "{\"title\": \"\(marks)\"}")
        try assertRefused(["render", "marks.json", "--out", "out"], ["marks.json:1:", "title"])
    }

    func testFilesThatAreNotRegularFilesAndPathsOutsideTheSpecFolder() throws {
        XCTAssertEqual(mkfifo(cli.work.appendingPathComponent("icon.png").path, 0o600), 0)
        try cli.write("fifo.json", #"{"title": "Pipe", "icon": "icon.png"}"#)
        try assertRefused(["render", "fifo.json", "--out", "out"], ["fifo.json:1:", "icon"])
        try cli.write("passwd.json", #"{"title": "Passwd", "theme": "/etc/passwd"}"#)
        try assertRefused(["render", "passwd.json", "--out", "out"], ["passwd.json:1:", "theme"])
        let allowed = try cli.run(["render", "passwd.json", "--out", "out", "--allow-outside-paths"])
        XCTAssertEqual(allowed.status, 2, "allowed to look, /etc/passwd is still not a tokens file")
        XCTAssertFalse(allowed.err.contains("root:"), allowed.err)
    }

    func testInvalidJSONIsLocated() throws {
        let cases = [("empty-value.json", "{\"state\": }"), ("quotes.json", "{'title': 'x'}"),
                     ("comma.json", "{\"title\": \"x\",}"), ("comment.json", "# c\n{\"title\": \"x\"}")]
        for (name, text) in cases {
            try cli.write(name, text)
            try assertRefused(["render", name, "--out", "out"], ["\(name):1:"])
        }
    }
}
