@testable import ButtonRender
import XCTest

/// Reading specs: every form of every field, and every kind of bad input.
final class SpecDecodingTests: XCTestCase {
    func testMinimalJSONSpecIsComplete() throws {
        let s = try spec(#"{"style": "contained", "title": "Add to cart"}"#, file: "cart.json")
        XCTAssertEqual(s.style, .contained)
        XCTAssertEqual(s.title, "Add to cart")
        XCTAssertEqual(s.name, "test")
        XCTAssertNil(s.state)
    }

    func testListFileNamesButtonsAfterTheFile() throws {
        let loaded = try SpecLoader.load(text: "- {title: A}\n- {title: B, name: second}\n- {}\n", file: "x.yaml", defaultName: "menu")
        XCTAssertEqual(loaded.map(\.spec.name), ["menu-1", "second", "menu-3"])
        XCTAssertEqual(loaded[1].source.index, 1)
    }

    func testEveryValueForm() throws {
        let s = try spec("""
        name: all-fields
        system: material
        style: outlined
        state: hovered
        title: Hello
        icon: favorite
        iconPlacement: trailing
        appearance: dark
        width: fill
        containerWidth: 320
        height: 40
        cornerRadius: [1, 2, 3, 4]
        fill: "#6200EE"
        foreground: onSurface@38%
        stroke: {width: 2, color: "#00000080", alignment: outside}
        shadows: [{x: 1, y: 2, blur: 3, spread: -1, color: "shadow@20%"}]
        ripple: {x: 10, y: 12, radius: 30, color: "#FFFFFF33", bounded: false, progress: 0.5}
        font: {family: Roboto, weight: bold, size: 16, letterSpacing: 0.5, uppercase: false}
        insets: [4, 8, 4, 8]
        canvasPadding: 12
        background: "#FFF"
        scale: 3
        """)
        XCTAssertEqual(s.width, .fill)
        XCTAssertEqual(s.cornerRadius, .radii(CornerRadii(topLeft: 1, topRight: 2, bottomRight: 3, bottomLeft: 4)))
        XCTAssertEqual(s.fill, .literal(RGBAColor(rgb: 0x6200EE)))
        XCTAssertEqual(s.foreground, .token("onSurface", alpha: 0.38))
        XCTAssertEqual(s.stroke, StrokeSpec(width: 2, color: .literal(RGBAColor(rgb: 0, alpha: 128.0 / 255)), alignment: .outside))
        XCTAssertEqual(s.shadows?.first?.spread, -1)
        XCTAssertEqual(s.ripple?.bounded, false)
        XCTAssertEqual(s.font?.weight, FontWeight(700))
        XCTAssertEqual(s.insets?.insets, EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        XCTAssertEqual(s.canvasPadding?.insets, EdgeInsets(all: 12))
        XCTAssertEqual(s.background, .literal(.white))
        XCTAssertEqual(s.scale, 3)
        XCTAssertEqual(try spec("cornerRadius: capsule").cornerRadius, .capsule)
        XCTAssertEqual(try spec("width: 120").width, .points(120))
        XCTAssertEqual(try spec("insets: {top: 1, left: 2}").insets?.insets, EdgeInsets(top: 1, left: 2, bottom: 0, right: 0))
        XCTAssertEqual(try spec("insets: [6, 10]").insets?.insets, EdgeInsets(top: 6, left: 10, bottom: 6, right: 10))
        XCTAssertEqual(try spec("font: {weight: 300}").font?.weight, FontWeight(300))
    }

    func testSpecRoundTripsThroughJSON() throws {
        let original = try spec("{style: text, cornerRadius: capsule, fill: primary@50%, width: fill, containerWidth: 200, insets: 3}")
        let data = try JSONEncoder().encode(original)
        XCTAssertEqual(try JSONDecoder().decode(ButtonSpec.self, from: data), original)
    }

    func testUnknownFieldNamesFileLineColumnAndSuggests() throws {
        let error = try XCTUnwrap(specError("style: text\n  \ntitel: Save\n", file: "save.yaml"))
        XCTAssertEqual(error.file, "save.yaml")
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(error.column, 1)
        XCTAssertEqual(error.field, "titel")
        XCTAssertTrue(error.message.contains("did you mean 'title'"), error.message)
        XCTAssertTrue(error.description.hasPrefix("save.yaml:3:1: field 'titel':"), error.description)
    }

    func testUnknownEnumValueListsAllowedValues() throws {
        let error = try XCTUnwrap(specError(#"{"state": "pushed"}"#, file: "a.json"))
        XCTAssertEqual(error.field, "state")
        XCTAssertEqual(error.line, 1)
        XCTAssertEqual(error.column, 11)
        XCTAssertTrue(error.message.contains("allowed: normal, highlighted, focused, hovered, selected, disabled, loading, pressed"), error.message)
        XCTAssertTrue(try XCTUnwrap(specError("buttonSize: huge")).message.contains("allowed: mini, small, medium, large"))
    }

    func testNestedFieldPathInAList() throws {
        let error = try XCTUnwrap(specError("- title: ok\n- shadows:\n    - {blur: -3}\n"))
        XCTAssertEqual(error.field, "[1].shadows[0].blur")
        XCTAssertEqual(error.line, 3)
        XCTAssertTrue(error.message.contains("out of range"), error.message)
    }

    func testNumbersMustBeFiniteAndSane() throws {
        XCTAssertTrue(try XCTUnwrap(specError("height: .nan")).message.contains("finite"))
        XCTAssertTrue(try XCTUnwrap(specError("height: -4")).message.contains("out of range"))
        XCTAssertTrue(try XCTUnwrap(specError("height: 1e9")).message.contains("out of range"))
        XCTAssertTrue(try XCTUnwrap(specError("width: .inf")).message.contains("width"))
        XCTAssertEqual(try XCTUnwrap(specError("scale: 4")).field, "scale")
        XCTAssertEqual(try XCTUnwrap(specError("cornerRadius: [1, 2]")).field, "cornerRadius")
        XCTAssertEqual(try XCTUnwrap(specError("elevation: 25")).field, "elevation")
    }

    func testTypeMismatchSaysWhatWasFound() throws {
        let error = try XCTUnwrap(specError("height: tall"))
        XCTAssertEqual(error.field, "height")
        XCTAssertTrue(error.message.contains("expected a number"), error.message)
        XCTAssertTrue(error.message.contains("'tall'"), error.message)
    }

    func testBadColoursAreRejected() throws {
        for text in ["fill: '#12345'", "fill: '#GGGGGG'", "fill: 'primary@150%'", "fill: '12'"] {
            let error = try XCTUnwrap(specError(text))
            XCTAssertEqual(error.field, "fill")
            XCTAssertTrue(error.message.contains("not a colour"), error.message)
        }
    }

    func testSyntaxErrorsHaveLineAndColumn() throws {
        let error = try XCTUnwrap(specError("{\"style\": \"text\",\n \"title\": \"a\"\n \"icon\": 3}", file: "broken.json"))
        XCTAssertEqual(error.file, "broken.json")
        XCTAssertNotNil(error.line)
        XCTAssertNotNil(error.column)
        XCTAssertTrue(error.message.hasPrefix("syntax error"), error.message)
        XCTAssertTrue(try XCTUnwrap(specError("")).message.contains("empty"))
        XCTAssertTrue(try XCTUnwrap(specError("42")).message.contains("expected a button"))
        XCTAssertTrue(try XCTUnwrap(specError("style: text\nstyle: outlined\n")).message.contains("duplicate"))
    }

    func testNamesCannotLeaveTheOutputFolder() throws {
        for name in ["../escape", "/etc/passwd", "a/b", ".hidden", "", "nul\u{0}byte", "back\\slash"] {
            let error = try XCTUnwrap(specError("name: \"\(name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\u{0}", with: "\\0"))\""), name)
            XCTAssertEqual(error.field, "name", name)
        }
        XCTAssertNoThrow(try spec("name: Save button v2.final"))
        XCTAssertNoThrow(try spec("name: حفظ"))
    }

    func testLimitsOnSizeOfInput() throws {
        let long = String(repeating: "x", count: ButtonSpec.maximumTitleLength + 1)
        XCTAssertEqual(try XCTUnwrap(specError("title: \(long)")).field, "title")
        let many = "shadows: [" + Array(repeating: "{blur: 1}", count: ButtonSpec.maximumShadowCount + 1).joined(separator: ",") + "]"
        XCTAssertEqual(try XCTUnwrap(specError(many)).field, "shadows")
    }

    func testFileErrors() throws {
        XCTAssertThrowsError(try SpecLoader.load(file: "/nonexistent/spec.yaml")) { error in
            XCTAssertEqual((error as? SpecError)?.message, "no such file")
        }
        XCTAssertThrowsError(try SpecLoader.load(file: NSTemporaryDirectory())) { error in
            XCTAssertTrue((error as? SpecError)?.message.contains("directory") ?? false)
        }
        let binary = NSTemporaryDirectory() + "binary-\(getpid()).yaml"
        _ = FileManager.default.createFile(atPath: binary, contents: Data([0xFF, 0xFE, 0x00, 0xC3]))
        defer { try? FileManager.default.removeItem(atPath: binary) }
        XCTAssertThrowsError(try SpecLoader.load(file: binary)) { error in
            XCTAssertEqual((error as? SpecError)?.message, "is not UTF-8 text")
        }
    }

    func testFieldErrorsFromLaterStagesAreLocated() throws {
        let loaded = try SpecLoader.load(text: "title: x\nstroke:\n  color: nosuchtoken\n", file: "late.yaml")
        let located = loaded[0].source.locate(FieldError(["stroke", "color"], "unknown colour token"))
        XCTAssertEqual(located.line, 3)
        XCTAssertEqual(located.column, 10)
        XCTAssertEqual(located.field, "stroke.color")
    }
}
