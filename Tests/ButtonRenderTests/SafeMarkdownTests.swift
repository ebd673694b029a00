@testable import ButtonRender
import Foundation
import XCTest

/// A system file's notes (`description`, a style's `usage`) become HTML the published gallery
/// shows as it is: the Markdown a team writes renders, and nothing of the input can become a
/// tag, an attribute or a script.
final class SafeMarkdownTests: XCTestCase {
    func testTheMarkdownTeamsWriteRenders() {
        XCTAssertEqual(SafeMarkdown.html("The main action, such as **Create**.\n\n- one per view\n- pair it with `default`"),
                       "<p>The main action, such as <strong>Create</strong>.</p>\n<ul><li>one per view</li><li>pair it with <code>default</code></li></ul>")
        XCTAssertEqual(SafeMarkdown.html("Read *the* [guidelines](https://primer.style/product/components/button/)."),
                       "<p>Read <em>the</em> <a href=\"https://primer.style/product/components/button/\" rel=\"noopener noreferrer\">guidelines</a>.</p>")
        XCTAssertEqual(SafeMarkdown.html("two\nlines"), "<p>two lines</p>")
        XCTAssertEqual(SafeMarkdown.html("2 * 3 * 4"), "<p>2 * 3 * 4</p>", "a lone star with a space after it is text")
    }

    func testNothingOfTheInputBecomesMarkup() {
        let hostile = SafeMarkdown.html("<script>alert(1)</script> <img src=x onerror=alert(1)> \"quoted\" & 'single'")
        XCTAssertFalse(hostile.contains("<script") || hostile.contains("<img"), hostile)
        XCTAssertTrue(hostile.contains("&lt;script&gt;") && hostile.contains("&quot;quoted&quot;") && hostile.contains("&amp;") && hostile.contains("&#39;"), hostile)
        // Links only to http(s) addresses; the rest stays text, escaped.
        let script = SafeMarkdown.html("[click](javascript:alert(1))")
        XCTAssertFalse(script.contains("<a"), script)
        let quote = SafeMarkdown.html("[x](https://a.example/\" onmouseover=\"alert(1))")
        XCTAssertFalse(quote.contains("onmouseover=\""), quote)
        // Inside code and emphasis, the input is escaped too.
        XCTAssertEqual(SafeMarkdown.html("`<b>` **<i>**"), "<p><code>&lt;b&gt;</code> <strong>&lt;i&gt;</strong></p>")
        // The longest note a file may hold, all characters that start a span: each span is
        // looked for within SafeMarkdown.maximumSpan characters, and all of it stays text.
        let hostileSpans = SafeMarkdown.html(String(repeating: "[", count: 20_000))
        XCTAssertEqual(hostileSpans, "<p>" + String(repeating: "[", count: 20_000) + "</p>")
    }

    /// The Primer example's notes reach its gallery entries: the description with every
    /// button, the style's usage with its own.
    func testAGalleryEntryCarriesItsSystemsNotes() throws {
        let spec = ButtonSpec(system: ButtonSystem(registering: GalleryTokensTests.primer), style: "primary", title: "Create")
        let layout = try ButtonRenderer().layout(spec)
        let entry = Gallery.Entry.button(layout: layout, spec: spec, audit: Auditor.audit(layout, spec: spec), outputs: [], thumbnail: nil)
        XCTAssertTrue(entry.notes?.usage?.contains("<li>Use at most one primary button in a view.</li>") == true, "\(String(describing: entry.notes))")
        XCTAssertTrue(entry.notes?.system?.contains("<code>primer/primitives</code>") == true, "\(String(describing: entry.notes))")
        // In the page's data once per system, however many of its buttons the page shows.
        let data = GalleryData(title: "t", entries: [entry, entry, entry])
        let notes = try XCTUnwrap(data.systemNotes?[entry.section])
        XCTAssertEqual(notes.usage["primary"], entry.notes?.usage)
        let json = String(decoding: try data.json(), as: UTF8.self)
        XCTAssertEqual(json.components(separatedBy: "primer/primitives").count - 1, 1, "the description once")
    }
}
