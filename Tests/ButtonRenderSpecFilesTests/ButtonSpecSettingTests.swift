import ButtonRenderModel
@testable import ButtonRenderSpecFiles
import XCTest

/// A spec changed in code (`setting(_:to:)`, a matrix sheet's axis; `overlaid(with:)`, a
/// system file's style over a grid button) is decoded as a `.json` spec file's button is: the
/// same value as the same fields read from a file, and a bad value fails with the words and the
/// path a spec file's error has.
final class ButtonSpecSettingTests: XCTestCase {
    /// The one button of a JSON spec text, read as the loader reads a file.
    private func loaded(_ json: String) throws -> ButtonSpec {
        var spec = try XCTUnwrap(try SpecLoader.load(text: json, file: "t.json").first).spec
        spec.name = nil
        return spec
    }

    private let base = ##"{"title": "OK", "style": "contained", "stroke": {"width": 2, "color": "#00000080"}}"##

    func testASetFieldGivesWhatAFileWithItGives() throws {
        let spec = try loaded(base)
        XCTAssertEqual(try spec.setting("height", to: .number(40)),
                       try loaded(##"{"title": "OK", "style": "contained", "stroke": {"width": 2, "color": "#00000080"}, "height": 40}"##))
        XCTAssertEqual(try spec.setting("ripple", to: .mapping(["x": .number(1), "y": .number(2), "radius": .number(3)])),
                       try loaded(##"{"title": "OK", "style": "contained", "stroke": {"width": 2, "color": "#00000080"}, "ripple": {"x": 1, "y": 2, "radius": 3}}"##))
        XCTAssertEqual(try spec.setting("stroke", to: .null), try loaded(#"{"title": "OK", "style": "contained"}"#))
        // A string that reads as a number stays a string, as a quoted one in a file does.
        XCTAssertEqual(try spec.setting("title", to: .string("12")).title, "12")
    }

    func testABadValueFailsInASpecFilesWordsAtItsPath() throws {
        let spec = try loaded(base)
        func failure(_ field: String, _ value: AnySpecValue) -> FieldError? {
            do { _ = try spec.setting(field, to: value); return nil } catch { return error as? FieldError }
        }
        let tall = try XCTUnwrap(failure("height", .string("tall")))
        XCTAssertEqual(tall.path, [])
        XCTAssertEqual(tall.problem, .typeMismatch(expected: "a number", found: "'tall'"))
        let list = try XCTUnwrap(failure("ripple", .list([.number(1)])))
        XCTAssertEqual(list.problem, .typeMismatch(expected: "a mapping", found: "a list"))
        let width = try XCTUnwrap(failure("stroke", .mapping(["width": .string("wide"), "color": .string("#000000")])))
        XCTAssertEqual(width.path, ["width"])
        XCTAssertEqual(width.problem, .typeMismatch(expected: "a number", found: "'wide'"))
        let unknown = try XCTUnwrap(failure("heigth", .number(1)))
        XCTAssertEqual("\(unknown)".contains("height"), true, "\(unknown)")
    }

    func testAnOverlayIsTheTwoSpecsFieldsReadTogether() throws {
        let grid = try loaded(#"{"title": "OK", "height": 40, "style": "contained"}"#)
        let style = try loaded(#"{"style": "outlined", "elevation": 2}"#)
        XCTAssertEqual(try grid.overlaid(with: style), try loaded(#"{"title": "OK", "height": 40, "style": "outlined", "elevation": 2}"#))
        // Fields that contradict each other together fail as the same fields in one file do.
        let glyph = try loaded(#"{"system": "uikit", "buttonType": "close"}"#)
        let icon = try loaded(#"{"icon": "favorite"}"#)
        XCTAssertThrowsError(try glyph.overlaid(with: icon)) { error in
            XCTAssertTrue("\(error)".contains("contradicts buttonType 'close'"), "\(error)")
        }
        XCTAssertThrowsError(try SpecLoader.load(text: #"{"system": "uikit", "buttonType": "close", "icon": "favorite"}"#, file: "t.json"))
    }
}
