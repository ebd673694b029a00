@testable import ButtonRender
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// One error of each stage, raised through the real pipeline (loader, resolver, layout, the
/// PNG decoder, the output writer, the snapshot comparison), matched by its case and its
/// associated values, and worded as users see it.
final class ErrorTypesTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("error-types-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `text` to `name` in the test's folder and returns its path.
    private func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The error `body` throws, or a test failure.
    private func thrown(_ body: () throws -> Void, line: UInt = #line) -> (any Error)? {
        do { try body() } catch { return error }
        XCTFail("expected an error", line: line)
        return nil
    }

    // MARK: Spec

    func testSpecSyntaxErrorIsLocatedWithLibyamlsWords() throws {
        let error = try XCTUnwrap(thrown { _ = try SpecLoader.load(text: "style: [contained\n", file: "s.yaml") } as? SpecError)
        guard case .syntax(let detail) = error.problem else { return XCTFail("\(error.problem)") }
        XCTAssertEqual(detail, "did not find expected ',' or ']' while parsing a flow sequence")
        XCTAssertEqual(error.file, "s.yaml")
        XCTAssertEqual(error.line, 2)
        XCTAssertEqual(error.column, 1)
        XCTAssertEqual("\(error)", "s.yaml:2:1: syntax error: did not find expected ',' or ']' while parsing a flow sequence")
    }

    func testStyleOfAnotherSystemKeepsTheStyleSystemAndAllowedNames() throws {
        let loaded = try SpecLoader.load(text: "system: uikit\nstyle: contained\n", file: "u.yaml")
        let fieldError = try XCTUnwrap(thrown { _ = try sharedRenderer.layout(loaded[0].spec) } as? FieldError)
        XCTAssertEqual(fieldError.path, ["style"])
        guard case .unknownStyle(let style, let system, _, let allowed) = fieldError.problem else {
            return XCTFail("\(fieldError.problem)")
        }
        XCTAssertEqual(style, "contained")
        XCTAssertEqual(system, "uikit")
        XCTAssertEqual(allowed.prefix(4), ["plain", "gray", "tinted", "filled"])
        let located = loaded[0].source.locate(fieldError)
        XCTAssertEqual(located.problem, fieldError.problem)
        XCTAssertEqual(located.line, 2)
        XCTAssertEqual(located.column, 8)
        XCTAssertTrue("\(located)".hasPrefix("u.yaml:2:8: field 'style': unknown value 'contained' for system uikit"), "\(located)")
    }

    func testDecodersKeepTheValueTheRangeAndBothContradictingFields() throws {
        let state = try XCTUnwrap(specError("style: contained\nstate: hoverd\n", file: "s.yaml"))
        guard case .unknownValue(let value, let suggestion, let allowed) = state.problem else { return XCTFail("\(state.problem)") }
        XCTAssertEqual(value, "hoverd")
        XCTAssertEqual(suggestion, "hovered")
        XCTAssertTrue(allowed.contains("highlighted"), "\(allowed)")
        XCTAssertEqual(state.field, "state")

        let blur = try XCTUnwrap(specError("shadows: [{x: 0, y: 0, blur: 2000, spread: 0, color: '#000000'}]\n"))
        XCTAssertEqual(blur.problem, .outOfRange(2000, allowed: 0...512))
        XCTAssertEqual(blur.message, "2000 is out of range; allowed 0...512")

        let corners = try XCTUnwrap(specError("cornerStyle: capsule\ncornerRadius: 4\n"))
        XCTAssertEqual(corners.problem, .contradiction(.cornerRadiusWithCornerStyle("capsule")))
        XCTAssertEqual(corners.field, "cornerRadius")

        let menu = try XCTUnwrap(specError("system: uikit\nmenu: {items: [a, b], selected: 5}\n"))
        XCTAssertEqual(menu.problem, .menu(.selectedOutOfRange(selected: 5, count: 2), located: true))
        XCTAssertEqual(menu.message, "selected item 5 is out of range; the menu has items 0 to 1")

        let markup = try XCTUnwrap(thrown { _ = try TitleMarkup.parse("<b>bold</i>") } as? FieldError)
        XCTAssertEqual(markup.problem, .markup(.closesOther(tag: "i", open: "b")))
        XCTAssertEqual(markup.message, "markup: </i> closes <b>")
    }

    func testListOfTooManyButtonsKeepsTheCountAndTheLimit() throws {
        let text = "[" + Array(repeating: "{}", count: SpecLoader.maximumButtonCount + 1).joined(separator: ",") + "]"
        let error = try XCTUnwrap(thrown { _ = try SpecLoader.load(text: text, file: "many.yaml") } as? SpecError)
        XCTAssertEqual(error.problem, .tooManyButtons(count: SpecLoader.maximumButtonCount + 1, limit: SpecLoader.maximumButtonCount))
        XCTAssertEqual(error.message, "holds 10001 buttons; at most 10000 per file")
    }

    // MARK: Tokens

    func testBadTokenFileIsATokenErrorAtTheTokenAndTheThemeFieldKeepsIt() throws {
        let tokens = try write("bad.tokens.json", "{\"color\": {\"$type\": \"color\", \"$value\": \"#zz\"}}")
        let direct = try XCTUnwrap(thrown { _ = try DesignTokens.load(file: tokens) } as? TokenError)
        XCTAssertEqual(direct.file, tokens)
        XCTAssertEqual(direct.line, 1)
        XCTAssertEqual(direct.column, 40)
        XCTAssertEqual(direct.token, "color")
        XCTAssertTrue(direct.message.hasPrefix("expected a colour"), direct.message)

        let dangling = try write("dangling.tokens.json", "{\"brand\": {\"$type\": \"color\", \"$value\": \"{brnad}\"}, \"brnd\": {\"$type\": \"color\", \"$value\": \"#000000\"}}")
        let reference = try XCTUnwrap(thrown { _ = try DesignTokens.load(file: dangling).color("brand", .light) } as? TokenError)
        guard case .unknownReference(let name, let suggestion, _) = reference.problem else { return XCTFail("\(reference.problem)") }
        XCTAssertEqual(name, "brnad")
        XCTAssertEqual(suggestion, "brnd")
        XCTAssertEqual(reference.token, "brand")
        XCTAssertEqual(reference.message, "unknown reference {brnad} (did you mean 'brnd'?)")

        let missing = try XCTUnwrap(thrown { _ = try BuiltInThemes.theme("gone.tokens.json", system: "material", relativeTo: folder.path) } as? TokenError)
        XCTAssertEqual(missing.problem, .noSuchFile)
        XCTAssertEqual(missing.file, folder.appendingPathComponent("gone.tokens.json").path)

        let spec = try write("themed.json", "{\"style\": \"contained\", \"title\": \"x\", \"theme\": \"bad.tokens.json\"}")
        let loaded = try SpecLoader.load(file: spec)
        let fieldError = try XCTUnwrap(thrown { _ = try sharedRenderer.layout(loaded[0].spec) } as? FieldError)
        XCTAssertEqual(fieldError.path, ["theme"])
        XCTAssertEqual(fieldError.problem.cause(as: TokenError.self), direct)
        XCTAssertEqual("\(loaded[0].source.locate(fieldError))", "\(spec):1:47: field 'theme': \(direct)")
    }

    // MARK: Layout and native

    func testMissingIconFileIsALayoutErrorKeepingTheIconError() throws {
        let missing = folder.appendingPathComponent("missing.svg").path
        let spec = ButtonSpec(style: .contained, title: "x", icon: missing)
        let fieldError = try XCTUnwrap(thrown { _ = try sharedRenderer.layout(spec) } as? FieldError)
        XCTAssertEqual(fieldError.path, ["icon"])
        guard case .imageFile(.notFound(let path))? = fieldError.problem.cause(as: LayoutError.self) else {
            return XCTFail("\(fieldError.problem)")
        }
        XCTAssertEqual(path, missing)
        XCTAssertEqual(fieldError.message, "icon file '\(missing)' not found")
    }

    func testUnknownFontFamilyIsANativeErrorSeenByLayout() throws {
        let loaded = try SpecLoader.load(text: "title: x\nfont: {family: Comic}\n", file: "f.yaml")
        let fieldError = try XCTUnwrap(thrown { _ = try sharedRenderer.layout(loaded[0].spec) } as? FieldError)
        XCTAssertEqual(fieldError.path, ["font", "family"])
        guard case .font(.unknownFontFamily(let family, let available))? = fieldError.problem.cause(as: LayoutError.self) else {
            return XCTFail("\(fieldError.problem)")
        }
        XCTAssertEqual(family, "Comic")
        XCTAssertTrue(available.contains("Roboto"), "\(available)")
        XCTAssertTrue(fieldError.message.hasPrefix("unknown font family 'Comic'; registered families: Roboto"), fieldError.message)
    }

    func testCanvasTooLargeKeepsThePixelSizeThroughTheBatch() throws {
        let items = try SheetLoader.load(text: "width: 16000\nheight: 16000\n", file: "big.yaml")
        let batch = try BatchRenderer(options: BatchOptions(outputs: BatchOutput.grid(formats: [.png], scales: [2]), metadata: false, audit: false),
                                      renderer: sharedRenderer)
        let error = try XCTUnwrap(batch.check(items).errors.first)
        let canvas = try XCTUnwrap(error.problem.cause(as: CanvasTooLargeError.self), "\(error.problem)")
        // 16000 points and MDC's elevation-2 shadows' room (3 left, right and above, 5 below) at @2x.
        XCTAssertEqual(canvas.width, 32012)
        XCTAssertEqual(canvas.height, 32016)
        XCTAssertEqual("\(error)", "big.yaml:1:1: canvas of 32012x32016 px is too large; at most 16384 px a side and 64 megapixels")
    }

    // MARK: Codec

    func testBrokenPNGFileNamesThePathAndTheDecodersCase() throws {
        let path = try write("broken.png", "not a png")
        let error = try XCTUnwrap(thrown { _ = try PNGDecoder.decode(file: path) } as? PNGDecodingError)
        XCTAssertEqual(error, .inFile(path: path, problem: .notPNG))
        XCTAssertEqual("\(error)", "\(path): not a PNG file (bad signature)")

        var truncated = try sharedRenderer.render(ButtonSpec(title: "x"), format: .png).bytes
        truncated.removeLast(20)
        XCTAssertEqual(thrown { _ = try PNGDecoder.decode(truncated) } as? PNGDecodingError, .truncated)
    }

    // MARK: Output

    func testUnwritableOutputKeepsThePathAndTheErrno() throws {
        let file = try write("taken", "x")
        let notFolder = try XCTUnwrap(thrown { _ = try OutputTransaction(directory: file) } as? OutputError)
        XCTAssertEqual(notFolder, .notAFolder(path: file))
        XCTAssertEqual("\(notFolder)", "\(file) exists and is not a folder")

        let writer = try OutputWriter(directory: folder.path, atomicFiles: false)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("b.png"), withIntermediateDirectories: false)
        let failed = try XCTUnwrap(thrown { try writer.write([1, 2, 3], to: "b.png") } as? OutputError)
        guard case .writeFailed(let path, let errno) = failed else { return XCTFail("\(failed)") }
        XCTAssertEqual(path, folder.appendingPathComponent("b.png").path)
        XCTAssertEqual(errno, EISDIR)
        XCTAssertEqual("\(failed)", "cannot write \(path): Is a directory")

        let escape = try XCTUnwrap(thrown { try writer.write([1], to: "../up.png") } as? OutputError)
        XCTAssertEqual(escape, .notAPlainFileName(fileName: "../up.png", folder: writer.directory.path))
    }

    func testSpinnerAnimationOfAButtonWithoutSpinnerNamesTheButton() throws {
        var spec = ButtonSpec(title: "Still")
        spec.name = "still"
        let error = try XCTUnwrap(thrown { _ = try sharedRenderer.renderSpinnerAnimation(spec) } as? OutputError)
        XCTAssertEqual(error, .noSpinner(name: "still"))
        XCTAssertEqual("\(error)", "still shows no spinner: use state loading, or showsActivityIndicator (UIKit)")
    }

    // MARK: Snapshot

    func testBrokenGoldenKeepsTheDecodersErrorAndABadRecordModeItsValue() throws {
        let actual = try sharedRenderer.render(ButtonSpec(title: "x"), format: .png).bytes
        let error = try XCTUnwrap(thrown {
            _ = try ImageComparison.compare(actual: actual, expected: Array("not a png".utf8), tolerance: SnapshotTolerance())
        } as? SnapshotError)
        XCTAssertEqual(error, .goldenNotPNG(.notPNG))
        XCTAssertEqual("\(error)", "the golden is not a valid PNG: not a PNG file (bad signature)")

        let mode = try XCTUnwrap(thrown { _ = try RecordMode.fromEnvironment(["BUTTONRENDER_RECORD": "sometimes"]) } as? SnapshotError)
        XCTAssertEqual(mode, .unknownRecordMode(variable: "BUTTONRENDER_RECORD", value: "sometimes"))
        XCTAssertEqual("\(mode)", "BUTTONRENDER_RECORD=sometimes is not a record mode; allowed: never, missing, failed, all")
    }
}
