import ButtonRenderTools
import Foundation
import XCTest

/// The manuals' preformatted lines laid out for 80 columns (`ManualText`), so that
/// ArgumentParser, which wraps at the terminal's width without keeping indentation, never
/// breaks a table row (`HelpPageWidthTests` checks every help page).
final class ManualTextTests: XCTestCase {
    func testARowWrapsUnderItsDescriptionAndAnIndentedLineUnderItself() {
        let row = "  catalog         the catalog: iconRow (an icon: each grid button again with it), margin"
        XCTAssertEqual(ManualText.wrapped(row, width: 40), """
          catalog         the catalog: iconRow
                          (an icon: each grid
                          button again with it),
                          margin
        """)
        let example = "      - {file: fonts/Acme-Medium.otf, family: Acme Sans}  (checked)"
        XCTAssertEqual(ManualText.wrapped(example, width: 40), """
              - {file: fonts/Acme-Medium.otf,
              family: Acme Sans}  (checked)
        """)
    }

    func testParagraphsShortLinesAndLongWordsAreNotBroken() {
        let paragraph = String(repeating: "word ", count: 40)
        XCTAssertEqual(ManualText.wrapped(paragraph, width: 40), paragraph, "ArgumentParser flows paragraphs itself")
        XCTAssertEqual(ManualText.wrapped("  short  line\n\n  another", width: 40), "  short  line\n\n  another")
        // A word longer than the line is not broken: it goes under its column, whole.
        let word = String(repeating: "x", count: 60)
        XCTAssertEqual(ManualText.wrapped("  name            " + word, width: 40), "  name\n" + String(repeating: " ", count: 18) + word)
    }
}
