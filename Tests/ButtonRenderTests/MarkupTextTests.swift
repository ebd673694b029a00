import XCTest
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ButtonRender

/// The one escaping rule of the gallery, the HTML report and JUnit XML.
final class MarkupTextTests: XCTestCase {
    func testMarkupCharactersBecomeReferences() {
        XCTAssertEqual(MarkupText.escaped(#"<a href="x">Tom & 'Jerry'</a>"#),
                       "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    }

    func testControlCharactersXMLCannotHoldAreDroppedAndLineBreaksKept() {
        XCTAssertEqual(MarkupText.escaped("a\u{0}b\u{1B}c\td\re\nf\u{FFFE}g"), "abc\td\re&#10;fg")
    }

    func testEscapedTextSurvivesAnXMLAttributeRoundTrip() throws {
        let original = "line one\nline \"two\" <&> 'three' ünïcødé 🙂"
        let xml = "<r a=\"\(MarkupText.escaped(original))\">\(MarkupText.escaped(original))</r>"
        final class Reader: NSObject, XMLParserDelegate {
            var attribute: String?
            var text = ""
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                        qualifiedName: String?, attributes: [String: String] = [:]) { attribute = attributes["a"] }
            func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        }
        let reader = Reader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        XCTAssertEqual(reader.attribute, original)
        XCTAssertEqual(reader.text, original)
    }
}
