@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// Inputs a pull request could carry to make render, diff or verify hang, eat memory or leak
/// a file: each is refused at once with a located error, and an input just under each limit
/// still works. The time bounds are generous sanity checks (a refusal takes milliseconds; the
/// inputs took a minute and gigabytes before), not benchmarks.
final class HostileInputTests: XCTestCase {
    /// Generous bound for "answers at once".
    let quickly: TimeInterval = 5

    /// A fresh folder for files of one test, removed afterwards.
    func makeFolder() throws -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Runs `body`, failing when it takes longer than `quickly`, and returns the error it
    /// throws (or fails when it throws none).
    func refusal(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> Error? {
        let start = Date()
        defer {
            let elapsed = Date().timeIntervalSince(start)
            XCTAssertLessThan(elapsed, quickly, "took \(elapsed) s", file: file, line: line)
        }
        do { try body() } catch { return error }
        XCTFail("expected an error", file: file, line: line)
        return nil
    }

    /// `levels` nested anchors, each a list of `width` uses of the one before: expands to
    /// about width^levels nodes from a few hundred bytes.
    func aliasBomb(levels: Int, width: Int = 9, indent: String = "") -> String {
        var lines = [indent + "a0: &a0 [" + Array(repeating: "x", count: width).joined(separator: ",") + "]"]
        for level in 1..<levels {
            lines.append(indent + "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: width).joined(separator: ",") + "]")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: 1. Alias bombs

    func testAliasBombInAButtonSpecIsRefusedAtTheFirstAlias() throws {
        // `rows.values`-style nesting inside an unknown field: decoding would expand it
        // before rejecting the field.
        let text = "title: OK\nextra:\n" + aliasBomb(levels: 9, indent: "  ") + "\n"
        let error = try XCTUnwrap(refusal { _ = try SpecLoader.load(text: text, file: "bomb.yaml") } as? SpecError)
        XCTAssertEqual(error.file, "bomb.yaml")
        XCTAssertEqual(error.line, 4)  // a1's list holds the first alias, *a0
        XCTAssertEqual(error.column, 12)
        XCTAssertTrue(error.message.contains("more than \(SpecLimits.maximumNodeCount) YAML nodes"), error.message)
    }

    func testAliasBombInASheetSpecIsRefused() throws {
        // The reported case: a 500-byte sheet whose `rows.values` nests aliases nine deep.
        var lines = ["sheet: matrix", "base: {style: contained, title: OK}", "rows:", "  field: title", "  values:",
                     "    - &a0 [" + Array(repeating: "x", count: 9).joined(separator: ",") + "]"]
        for level in 1..<9 {
            lines.append("    - &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]")
        }
        let text = lines.joined(separator: "\n") + "\n"
        XCTAssertLessThan(text.utf8.count, 600)
        let error = try XCTUnwrap(refusal { _ = try SheetLoader.load(text: text, file: "sheet.yaml") } as? SpecError)
        XCTAssertEqual(error.file, "sheet.yaml")
        XCTAssertEqual(error.line, 7)
        XCTAssertEqual(error.column, 12)
        XCTAssertTrue(error.message.contains("aliases"), error.message)
    }

    func testAliasBombInATokensFileIsRefused() throws {
        let folder = try makeFolder()
        let path = folder.appendingPathComponent("bomb.tokens.json").path
        var entries = ["\"a0\": &a0 [" + Array(repeating: "\"x\"", count: 9).joined(separator: ",") + "]"]
        for level in 1..<9 {
            entries.append("\"a\(level)\": &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]")
        }
        try ("{" + entries.joined(separator: ",\n") + "}").write(toFile: path, atomically: true, encoding: .utf8)
        let error = try XCTUnwrap(refusal { _ = try DesignTokens.load(file: path) } as? TokenError)
        XCTAssertEqual(error.file, path)
        // A tokens file is JSON: the first anchor is already a syntax error, at its '&'.
        XCTAssertEqual(error.line, 1)
        XCTAssertEqual(error.column, 8)
        XCTAssertTrue(error.message.contains("syntax error (strict JSON)"), error.message)
    }

    func testExpansionBudgetAlsoGuardsKnownFields() throws {
        // Aliases inside a field the decoder reads (a string expected, a list found): the
        // budget is checked before the decoder can expand them.
        let error = try XCTUnwrap(refusal {
            _ = try SpecLoader.load(text: "title: OK\naccessibilityHint:\n" + aliasBomb(levels: 7, indent: "  ") + "\n", file: "b.yaml")
        } as? SpecError)
        XCTAssertEqual(error.line, 4)
        XCTAssertEqual(error.column, 12)
    }

    func testAliasesUnderTheBudgetStillDecode() throws {
        // Aliases a spec may use: a button shared by two list entries.
        let shared = "- &first {style: contained, title: First}\n- *first\n"
        XCTAssertEqual(try SpecLoader.load(text: shared, file: "shared.yaml").map(\.spec.title), ["First", "First"])
        // 9^5 scalars plus their lists, about 66,000 nodes: under the budget, so the only error
        // left is the ordinary one, an unknown field.
        let text = "title: OK\nextra:\n" + aliasBomb(levels: 5, indent: "  ") + "\n"
        let error = try XCTUnwrap(refusal { _ = try SpecLoader.load(text: text, file: "u.yaml") } as? SpecError)
        XCTAssertTrue(error.message.hasPrefix("unknown field 'extra'"), error.message)
    }

    // MARK: 2. Diff padding

    func testDiffOfSizesThatWouldPadPastTheCanvasLimitIsRefused() throws {
        let wide = DecodedImage(width: 16384, height: 1, fill: (255, 0, 0, 255))
        let tall = DecodedImage(width: 1, height: 16384, fill: (0, 0, 255, 255))
        let error = try XCTUnwrap(refusal {
            _ = try ImageComparison.comparePadded(actual: tall, expected: wide, tolerance: SnapshotTolerance())
        } as? SnapshotError)
        XCTAssertTrue(error.message.contains("expected 16384x1"), error.message)
        XCTAssertTrue(error.message.contains("actual 1x16384"), error.message)
        // The non-throwing entry point fails the comparison instead of allocating.
        let verdict = ImageComparison.compare(actual: tall, expected: wide, tolerance: SnapshotTolerance())
        XCTAssertFalse(verdict.passed)
        XCTAssertNil(verdict.result)
        XCTAssertEqual(verdict.sizeMismatch?.expected.0, 16384)
    }

    func testDiffOfDifferentSizesUnderTheLimitStillPads() throws {
        let a = DecodedImage(width: 300, height: 2, fill: (255, 0, 0, 255))
        let b = DecodedImage(width: 2, height: 300, fill: (255, 0, 0, 255))
        let verdict = try ImageComparison.comparePadded(actual: b, expected: a, tolerance: SnapshotTolerance())
        XCTAssertFalse(verdict.passed)
        XCTAssertEqual(verdict.result?.width, 300)
        XCTAssertEqual(verdict.result?.height, 300)
        // 2x2 shared corner matches; the rest covered by one image only differs.
        XCTAssertEqual(verdict.result?.mismatchedPixels, 300 * 2 + 2 * 300 - 2 * 2 * 2)
    }

    // MARK: 3. Shadow blur work

    func shadows(_ count: Int, blur: Double, spread: Double) -> String {
        "[" + Array(repeating: "{blur: \(formatted(blur)), spread: \(formatted(spread)), color: '#00000033'}", count: count).joined(separator: ", ") + "]"
    }

    func formatted(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }

    func testShadowsThatWouldBlurForTooLongAreRefusedAtTheField() throws {
        let text = "title: OK\nscale: 3\nshadows: \(shadows(16, blur: 512, spread: 512))\n"
        let loaded = try SpecLoader.load(text: text, file: "blur.yaml")
        let error = try XCTUnwrap(refusal { _ = try sharedRenderer.layout(loaded[0].spec) } as? FieldError)
        XCTAssertEqual(error.path, ["shadows"])
        XCTAssertTrue(error.message.contains("blur steps"), error.message)
        let located = loaded[0].source.locate(error)
        XCTAssertEqual(located.line, 3)
        XCTAssertEqual(located.field, "shadows")
    }

    func testOneLargeShadowUnderTheBudgetStillRenders() throws {
        let spec = try spec("title: OK\nscale: 2\nshadows: \(shadows(1, blur: 64, spread: 8))\n")
        let layout = try sharedRenderer.layout(spec)
        XCTAssertLessThan(ShadowBudget.work(of: layout.button.shadows, container: Size(width: layout.container.rect.width, height: layout.container.rect.height), scale: 2),
                          SpecLimits.maximumShadowBlurWork)
        let image = try sharedRenderer.render(layout, format: .png)
        XCTAssertGreaterThan(image.pixelWidth, 200)
    }

    func testRenderScaleOverrideIsCheckedToo() throws {
        let spec = try spec("title: OK\nshadows: \(shadows(4, blur: 128, spread: 0))\n")
        let layout = try sharedRenderer.layout(spec)  // fine at scale 1
        XCTAssertNoThrow(try ShadowBudget.check(layout, scale: 1))
        XCTAssertThrowsError(try ShadowBudget.check(layout, scale: 3)) { error in
            XCTAssertEqual((error as? FieldError)?.path, ["shadows"])
        }
    }

    // MARK: 4. Title length in scalars and bytes

    func testCombiningMarksCountAsScalars() throws {
        let title = "a" + String(repeating: "\u{0301}", count: 100_000)
        XCTAssertEqual(title.count, 1)  // one grapheme cluster
        let text = "style: contained\ntitle: \"\(title)\"\n"
        let error = try XCTUnwrap(refusal { _ = try SpecLoader.load(text: text, file: "marks.yaml") } as? SpecError)
        XCTAssertEqual(error.field, "title")
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.column, 8)
        XCTAssertTrue(error.message.contains("bytes") || error.message.contains("scalars"), error.message)
    }

    func testTitleOverTheScalarLimitButUnderTheByteLimit() throws {
        let title = String(repeating: "e\u{0301}", count: SpecLimits.maximumTextScalars / 2 + 1)
        XCTAssertLessThanOrEqual(title.utf8.count, SpecLimits.maximumTextBytes)
        let error = try XCTUnwrap(specError("title: \"\(title)\"\n"))
        XCTAssertEqual(error.field, "title")
        XCTAssertTrue(error.message.contains("Unicode scalars"), error.message)
        let subtitle = try XCTUnwrap(specError("style: filled\nsubtitle: \"\(title)\"\n"))
        XCTAssertEqual(subtitle.field, "subtitle")
    }

    func testTitleJustUnderTheLimitsRenders() throws {
        let title = "Save" + String(repeating: "\u{0301}", count: 20)
        let marked = try spec("style: contained\ntitle: \"\(title)\"\n")
        XCTAssertNoThrow(try sharedRenderer.layout(marked))
        let long = String(repeating: "e\u{0301}", count: SpecLimits.maximumTextScalars / 2)
        XCTAssertNoThrow(try spec("title: \"\(long)\"\n"))
    }

    func testSpecsBuiltInCodeAreCheckedBeforeShaping() throws {
        var spec = ButtonSpec()
        spec.style = .contained
        spec.title = "a" + String(repeating: "\u{0301}", count: 100_000)
        let error = try XCTUnwrap(refusal { _ = try sharedRenderer.layout(spec) } as? FieldError)
        XCTAssertEqual(error.path, ["title"])
    }

    // MARK: 5. Files that are not regular files

    func testFIFOIconIsRefusedAtOnce() throws {
        let folder = try makeFolder()
        let fifo = folder.appendingPathComponent("icon.svg").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let specPath = folder.appendingPathComponent("fifo.yaml").path
        try "style: contained\ntitle: OK\nicon: icon.svg\n".write(toFile: specPath, atomically: true, encoding: .utf8)
        let loaded = try SpecLoader.load(file: specPath)
        let error = try XCTUnwrap(refusal { _ = try sharedRenderer.layout(loaded[0].spec) })
        XCTAssertTrue("\(error)".contains("FIFO"), "\(error)")
        if let field = error as? FieldError {
            XCTAssertEqual(loaded[0].source.locate(field).line, 3)
        }
    }

    func testFIFOSpecAndTokensFilesAreRefusedAtOnce() throws {
        let folder = try makeFolder()
        let spec = folder.appendingPathComponent("spec.yaml").path
        XCTAssertEqual(mkfifo(spec, 0o600), 0)
        let specError = try XCTUnwrap(refusal { _ = try SpecLoader.load(file: spec) } as? SpecError)
        XCTAssertTrue(specError.message.contains("FIFO"), specError.message)
        XCTAssertTrue(try XCTUnwrap(refusal { _ = try SheetLoader.load(file: spec) } as? SpecError).message.contains("FIFO"))
        let tokens = folder.appendingPathComponent("theme.tokens.json").path
        XCTAssertEqual(mkfifo(tokens, 0o600), 0)
        let tokenError = try XCTUnwrap(refusal { _ = try DesignTokens.load(file: tokens) } as? TokenError)
        XCTAssertTrue(tokenError.message.contains("FIFO"), tokenError.message)
        let device = try XCTUnwrap(refusal { _ = try SpecLoader.load(file: "/dev/zero") } as? SpecError)
        XCTAssertTrue(device.message.contains("device"), device.message)
    }

    func testSymlinkToARegularFileIsFine() throws {
        let folder = try makeFolder()
        let real = folder.appendingPathComponent("real.yaml").path
        try "style: contained\ntitle: Linked\n".write(toFile: real, atomically: true, encoding: .utf8)
        let link = folder.appendingPathComponent("link.yaml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        XCTAssertEqual(try SpecLoader.load(file: link)[0].spec.title, "Linked")
    }

    // MARK: 6. Paths outside the spec's folder, and quoting files

    func testThemeOutsideTheSpecFolderIsRefusedWithoutReadingIt() throws {
        let folder = try makeFolder()
        let specPath = folder.appendingPathComponent("passwd.yaml").path
        try "style: contained\ntitle: OK\ntheme: /etc/passwd\n".write(toFile: specPath, atomically: true, encoding: .utf8)
        let error = try XCTUnwrap(refusal { _ = try SpecLoader.load(file: specPath) } as? SpecError)
        XCTAssertEqual(error.field, "theme")
        XCTAssertEqual(error.line, 3)
        XCTAssertTrue(error.message.contains("outside the spec file's folder"), error.message)
        XCTAssertFalse("\(error)".contains("root:"), "\(error)")
        let dotted = folder.appendingPathComponent("dotted.yaml").path
        try "title: OK\nicon: ../../../../../../../etc/x.png\n".write(toFile: dotted, atomically: true, encoding: .utf8)
        XCTAssertEqual(try XCTUnwrap(refusal { _ = try SheetLoader.load(file: dotted) } as? SpecError).field, "icon")
    }

    func testBackgroundImageOutsideTheSpecFolderIsRefusedLikeAnIcon() throws {
        let folder = try makeFolder()
        let specPath = folder.appendingPathComponent("background.yaml").path
        try "title: OK\nbackgroundImage: ../../../../../../../etc/x.png\n".write(toFile: specPath, atomically: true, encoding: .utf8)
        let error = try XCTUnwrap(refusal { _ = try SpecLoader.load(file: specPath) } as? SpecError)
        XCTAssertEqual(error.field, "backgroundImage")
        XCTAssertTrue(error.message.contains("outside the spec file's folder"), error.message)
        let perState = folder.appendingPathComponent("state.yaml").path
        try "title: OK\nstates: {highlighted: {backgroundImage: /etc/x.svg}}\n".write(toFile: perState, atomically: true, encoding: .utf8)
        XCTAssertEqual(try XCTUnwrap(refusal { _ = try SheetLoader.load(file: perState) } as? SpecError).field,
                       "states.highlighted.backgroundImage")
    }

    func testSymlinkOutOfTheSpecFolderIsRefused() throws {
        let folder = try makeFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("theme.tokens.json").path,
                                                   withDestinationPath: "/etc/passwd")
        let specPath = folder.appendingPathComponent("link.yaml").path
        try "title: OK\ntheme: theme.tokens.json\n".write(toFile: specPath, atomically: true, encoding: .utf8)
        let error = try XCTUnwrap(refusal { _ = try SpecLoader.load(file: specPath) } as? SpecError)
        XCTAssertEqual(error.field, "theme")
        XCTAssertFalse("\(error)".contains("root:"), "\(error)")
    }

    func testAllowedOutsidePathStillNeverQuotesAFileThatIsNotATokensFile() throws {
        let folder = try makeFolder()
        let specPath = folder.appendingPathComponent("passwd.yaml").path
        try "style: contained\ntitle: OK\ntheme: /etc/passwd\n".write(toFile: specPath, atomically: true, encoding: .utf8)
        let loaded = try SpecLoader.load(file: specPath, paths: .anywhere)
        let error = try XCTUnwrap(refusal { _ = try sharedRenderer.layout(loaded[0].spec) } as? FieldError)
        XCTAssertEqual(error.path, ["theme"])
        XCTAssertFalse(error.message.contains("root:"), error.message)
        XCTAssertTrue(error.message.contains("/etc/passwd:1:"), error.message)
        // The same file as a spec: located, not quoted.
        let direct = try XCTUnwrap(refusal { _ = try DesignTokens.load(file: "/etc/passwd") } as? TokenError)
        XCTAssertFalse("\(direct)".contains("root:"), "\(direct)")
    }

    func testThemeAndIconInsideTheSpecFolderTreeAreFine() throws {
        let folder = try makeFolder()
        let sub = folder.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try ##"{"color": {"primary": {"$type": "color", "$value": "#00796B"}}}"##
            .write(to: sub.appendingPathComponent("brand.tokens.json"), atomically: true, encoding: .utf8)
        let specPath = folder.appendingPathComponent("ok.yaml").path
        try "style: contained\ntitle: OK\ntheme: themes/../themes/brand.tokens.json\n".write(toFile: specPath, atomically: true, encoding: .utf8)
        let loaded = try SpecLoader.load(file: specPath)
        XCTAssertNoThrow(try sharedRenderer.layout(loaded[0].spec))
    }

    // MARK: 7. Strict JSON

    func testInvalidJSONIsASyntaxErrorWithLineAndColumn() throws {
        let cases: [(String, Int, Int, String)] = [
            ("{\"state\": }", 1, 11, "expected a value"),
            ("{'style': 'contained'}", 1, 2, "double quotes"),
            ("{\"style\": \"contained\",\n \"title\": \"OK\",\n}", 3, 1, "trailing comma"),
            ("# a comment\n{\"title\": \"OK\"}", 1, 1, "no comments"),
            ("{\"title\": [\"a\", ]}", 1, 17, "trailing comma"),
            ("{\"title\": OK}", 1, 11, "must be quoted"),
            ("{\"title\": \"OK\"} extra", 1, 17, "after the end"),
            ("{\"title\": \"a\tb\"}", 1, 13, "control characters"),
            ("{\"scale\": 01}", 1, 11, "leading zeros"),
        ]
        for (text, line, column, words) in cases {
            let error = try XCTUnwrap(refusal { _ = try SpecLoader.load(text: text, file: "bad.json") } as? SpecError, text)
            XCTAssertEqual(error.file, "bad.json", text)
            XCTAssertEqual(error.line, line, text)
            XCTAssertEqual(error.column, column, text)
            XCTAssertTrue(error.message.contains("syntax error (strict JSON)"), "\(text): \(error.message)")
            XCTAssertTrue(error.message.contains(words), "\(text): \(error.message)")
        }
        // The same text in a .yaml file is YAML, where single quotes are fine.
        XCTAssertEqual(try SpecLoader.load(text: "{'style': 'contained', 'title': 'OK'}", file: "ok.yaml")[0].spec.title, "OK")
    }

    func testValidJSONStillGetsLocatedFieldErrors() throws {
        let text = "{\n  \"style\": \"contained\",\n  \"title\": \"OK\",\n  \"shadows\": [{\"blur\": -1e0}]\n}"
        let error = try XCTUnwrap(refusal { _ = try SpecLoader.load(text: text, file: "f.json") } as? SpecError)
        XCTAssertEqual(error.line, 4)
        XCTAssertEqual(error.field, "shadows[0].blur")
        XCTAssertEqual(try SpecLoader.load(text: "{\"title\": \"\\u00e9 \\\"q\\\" \\/\", \"scale\": 2}", file: "ok.json")[0].spec.title, "\u{e9} \"q\" /")
        XCTAssertEqual(try SheetLoader.load(text: "[{\"title\": \"A\"}, {\"title\": \"B\"}]", file: "ok.json").count, 2)
    }

    func testInvalidJSONTokensFileIsASyntaxError() throws {
        for (text, line, column) in [("{\"color\": {\"a\": {\"$value\": \"#fff\",}}}", 1, 35), ("{\"a\": }", 1, 7)] {
            XCTAssertThrowsError(try DesignTokens.parse(text, source: "t.tokens.json")) { error in
                let e = error as? TokenError
                XCTAssertEqual(e?.line, line, text)
                XCTAssertEqual(e?.column, column, text)
                XCTAssertTrue(e?.message.contains("syntax error (strict JSON)") ?? false, "\(error)")
            }
        }
    }

    // MARK: 8. Every spec error is located

    func testNotUTF8IsLocatedAtTheFirstBadByte() throws {
        let folder = try makeFolder()
        let path = folder.appendingPathComponent("latin1.yaml").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("title: OK\nsubtitle: caf".utf8) + Data([0xE9, 0x0A])))
        let error = try XCTUnwrap(refusal { _ = try SpecLoader.load(file: path) } as? SpecError)
        XCTAssertEqual(error.message, "is not UTF-8 text")
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.column, 14)
        XCTAssertTrue(error.description.hasPrefix("\(path):2:14: "), error.description)
    }

    func testControlCharactersAreLocated() throws {
        let error = try XCTUnwrap(specError("title: OK\nstyle: cont\u{7}ained\n"))
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.column, 12)
        XCTAssertEqual(error.message, "syntax error: control characters are not allowed")
    }
}

extension HostileInputTests {
    func testAliasBombAsAMappingKeyIsRefused() throws {
        let text = "title: OK\nextra:\n" + aliasBomb(levels: 9, indent: "  ") + "\nmore:\n  ? *a8\n  : 1\n  ? *a7\n  : 2\n"
        let error = try XCTUnwrap(refusal { _ = try SpecLoader.load(text: text, file: "keys.yaml") } as? SpecError)
        XCTAssertEqual(error.line, 4)
    }
}

extension HostileInputTests {
    func testBlockStyleBombWithCRLFLineBreaksIsRefused() throws {
        var lines = ["title: OK", "extra:", "  a0: &a0", "    - x", "    - x", "    - x", "    - x", "    - x", "    - x"]
        for level in 1..<10 {
            lines.append("  a\(level): &a\(level)")
            for k in 0..<6 { lines.append("    k\(k): *a\(level - 1)") }
        }
        let text = lines.joined(separator: "\r\n") + "\r\n"
        let error = try XCTUnwrap(refusal { _ = try SpecLoader.load(text: text, file: "crlf.yaml") } as? SpecError)
        XCTAssertEqual(error.line, 11)
        XCTAssertEqual(error.column, 9)
        XCTAssertTrue(error.message.contains("aliases"), error.message)
    }
}
