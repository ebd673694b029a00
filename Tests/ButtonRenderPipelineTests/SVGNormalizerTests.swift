@testable import ButtonRenderPipeline
import ButtonRenderModel
import Foundation
import XCTest

/// Cairo's SVG ids renumbered byte by byte (`SVGNormalizer.normalizeIDs`) give exactly what the
/// same rule applied to characters gives (`normalizeIDsAsText`, the path of non-ASCII
/// documents), on every SVG golden the project keeps and on hand-made edge cases.
final class SVGNormalizerTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func svgGoldens() -> [URL] {
        var found: [URL] = []
        for folder in ["Snapshots", "Tests/ButtonRenderTestingTests/__Snapshots__"] {
            let base = Self.repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".svg") { found.append(base.appendingPathComponent(path)) }
        }
        return found
    }

    func testBytesAndCharactersAgreeOnEveryGolden() throws {
        let goldens = svgGoldens()
        XCTAssertGreaterThan(goldens.count, 300, "the SVG goldens of the catalog and the sheets")
        var renamed = 0
        // The character path is slow; every fourth golden is compared with it, all are round-tripped.
        for (index, url) in goldens.enumerated() {
            let bytes = Array(try Data(contentsOf: url))
            // The goldens are already normalised; an unnormalised document is what Cairo
            // writes, so give each one's ids fresh counters first (surface7 for surface0…).
            let shuffled = Array(String(decoding: bytes, as: UTF8.self)
                .replacingOccurrences(of: "surface", with: "surface1")
                .replacingOccurrences(of: "glyph0-", with: "glyph3-").utf8)
            for input in [bytes, shuffled] {
                let fast = SVGNormalizer.normalizeIDs(input)
                if index % 4 == 0 {
                    XCTAssertTrue(fast == SVGNormalizer.normalizeIDsAsText(input), "\(url.lastPathComponent): the two paths differ")
                }
                if fast != input { renamed += 1 }
            }
            XCTAssertTrue(SVGNormalizer.normalizeIDs(shuffled) == bytes, "\(url.lastPathComponent): renumbering restores the golden")
        }
        XCTAssertGreaterThan(renamed, 0, "some documents had ids to renumber")
    }

    func testEdgeCases() {
        let cases = [
            "",
            "no ids at all #fff",
            ##"<a id="x9"/><use href="#x9"/><b fill="url(#x9)"/>"##,
            ##"<a id="glyph4-2"/><a id="glyph4-10"/><use xlink:href="#glyph4-10"/><use xlink:href="#glyph4-2"/>"##,
            ##"<a id="7up"/><use href="#7up"/>"##,
            ##"<a id="a.b"/><a id="a"/><use href="#a.b"/><use href="#a"/>"##,
            ##"<a id="unterminated"##,
            "<a id=\"s1\"/>\r\n<use href=\"#s1\"/>#",
            ##"<a id=""/><use href="#"/>"##,
            ##"<a id="x"/><a id="x"/><c fill="#x"/>id="x"##,
        ]
        for text in cases {
            let bytes = Array(text.utf8)
            XCTAssertEqual(String(decoding: SVGNormalizer.normalizeIDs(bytes), as: UTF8.self),
                           String(decoding: SVGNormalizer.normalizeIDsAsText(bytes), as: UTF8.self), text)
        }
        XCTAssertEqual(String(decoding: SVGNormalizer.normalizeIDs(Array(##"<a id="surface9"/><u href="#surface9"/>"##.utf8)), as: UTF8.self),
                       ##"<a id="surface0"/><u href="#surface0"/>"##)
    }
}
