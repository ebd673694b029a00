@testable import ButtonRender
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// A spec folder's entries follow the path rules of `theme` and icons (a symbolic link to a
/// file outside the folder is refused, not read), an error never quotes the content of a file
/// that is not a spec, and control characters from a file never reach the terminal raw.
final class FolderEntryAndEscapingTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws { cli = try CommandLineRunner(prefix: "folder-entries") }
    override func tearDown() { cli.cleanUp() }

    private func link(_ name: String, to target: String) throws {
        let url = cli.work.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    func testAFolderEntryLinkingOutsideTheFolderIsRefusedUnread() throws {
        try cli.write("secret/passwd.yaml", "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n")
        try cli.write("specs/ok.json", #"{"title": "OK"}"#)
        try link("specs/passwd.yaml", to: cli.work.appendingPathComponent("secret/passwd.yaml").path)
        let refused = try cli.run(["render", "specs", "--out", "out"])
        XCTAssertEqual(refused.status, 2, refused.err)
        XCTAssertTrue(refused.err.contains("specs/passwd.yaml: is a symbolic link to"), refused.err)
        XCTAssertTrue(refused.err.contains("outside the folder"), refused.err)
        XCTAssertFalse(refused.err.contains("root:x"), "the linked file's content is never quoted: \(refused.err)")
        XCTAssertEqual(cli.files(in: "out"), [])
        // The same through the library, for every caller that expands a folder.
        XCTAssertThrowsError(try SpecFolder.specFiles(in: cli.work.appendingPathComponent("specs").path, paths: .insideSpecFolder)) { error in
            guard case .folderEntryOutside? = (error as? SpecError)?.problem else { return XCTFail("\(error)") }
        }
        // Allowed to look, the file is read, but its content is still never quoted.
        let allowed = try cli.run(["render", "specs", "--out", "out", "--allow-outside-paths"])
        XCTAssertEqual(allowed.status, 2, allowed.err)
        XCTAssertTrue(allowed.err.contains("found a single value of"), allowed.err)
        XCTAssertFalse(allowed.err.contains("root:x"), allowed.err)
    }

    func testAFolderEntryLinkingInsideTheFolderTreeIsFine() throws {
        try cli.write("specs/shared/button.json", #"{"title": "Shared"}"#)
        try link("specs/linked.json", to: "shared/button.json")
        let result = try cli.run(["render", "specs", "--out", "out"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(cli.files(in: "out").contains("linked.png"), "\(cli.files(in: "out"))")
    }

    func testControlCharactersInValuesAreEscapedInEveryMessage() throws {
        try cli.write("bell.yaml", "state: \"\\e[2Jpushed\\a\\0\"\n")
        let result = try cli.run(["render", "bell.yaml", "--out", "out"])
        XCTAssertEqual(result.status, 2, result.err)
        for control in ["\u{1B}", "\u{07}", "\u{00}"] {
            XCTAssertFalse(result.err.contains(control), "raw control character in: \(result.err.debugDescription)")
        }
        XCTAssertTrue(result.err.contains(#"unknown value '\u{1B}[2Jpushed\u{7}\u{0}'"#), result.err)
        // A file's name and a token's name are escaped too.
        let name = "e\u{1B}[31mvil"
        try cli.write("\(name).json", #"{"titel": "x"}"#)
        let named = try cli.run(["render", "\(name).json", "--out", "out"])
        XCTAssertFalse(named.err.contains("\u{1B}"), named.err.debugDescription)
        XCTAssertTrue(named.err.contains(#"e\u{1B}[31mvil.json"#), named.err)
        // The audit's findings quote titles.
        try cli.write("title.yaml", "system: anatomy\ntitle: \"\\e[2Jsave the file\"\n")
        let audited = try cli.run(["audit", "title.yaml", "--color", "never"])
        XCTAssertTrue(audited.out.contains(#"\u{1B}[2Jsave"#), audited.out)
        XCTAssertFalse((audited.out + audited.err).contains("\u{1B}"), audited.out.debugDescription)
    }

    func testTheLocatedErrorsEscapeTheirDescriptions() {
        let problem = SpecProblem.unknownValue("\u{1B}[2J\u{07}", suggestion: nil, allowed: ["normal"])
        XCTAssertEqual(problem.description, #"unknown value '\u{1B}[2J\u{7}'; allowed: normal"#)
        XCTAssertFalse(FieldError(["state\u{9B}"], problem).description.contains("\u{9B}"), "C1 controls (CSI) too")
        XCTAssertFalse(SpecError(file: "a\u{0}.yaml", line: 1, column: 1, problem).description.contains("\u{0}"))
        XCTAssertFalse(TokenError(file: "t.json", token: "a\u{1B}b", message: "bad").description.contains("\u{1B}"))
        XCTAssertEqual(ControlCharacterEscaping.escaped("a\nb\tc\\u{1B}"), #"a\nb\tc\u{1B}"#, "newlines and tabs by name; escaping twice changes nothing")
        XCTAssertEqual(ControlCharacterEscaping.escaped("plain ünïcode ✓"), "plain ünïcode ✓")
    }
}
