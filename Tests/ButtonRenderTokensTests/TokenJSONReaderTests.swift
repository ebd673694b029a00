@testable import ButtonRenderModel
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// The fast tokens-file reader gives exactly the tree the located path gives (kinds, lines,
/// columns), and leaves every file it cannot read to that path.
final class TokenJSONReaderTests: XCTestCase {
    func assertSameTree(_ text: String, _ label: String, line: UInt = #line) throws {
        let located = try TokenParser.locatedTree(text, file: label)
        let fast = try XCTUnwrap(TokenJSONReader.tree(text), "the fast reader declined \(label)", line: line)
        XCTAssertEqual(fast, located, label, line: line)
    }

    func testEveryBuiltInAndFixtureFileGivesTheLocatedTree() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["Sources/ButtonRenderModel/Tokens", "Tests/ButtonRenderTests/Fixtures/dtcg", "Fuzz/Corpus/FuzzTokens"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "json" { files.append(url) }
            }
        }
        XCTAssertGreaterThan(files.count, 14)
        var read = 0
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard let located = try? TokenParser.locatedTree(text, file: url.lastPathComponent) else {
                XCTAssertNil(TokenJSONReader.tree(text), "a file the located path refuses: \(url.path)")
                continue
            }
            XCTAssertEqual(TokenJSONReader.tree(text), located, url.lastPathComponent)
            read += 1
        }
        XCTAssertGreaterThan(read, 14)
    }

    func testEscapesUnicodeLineBreaksAndNumbers() throws {
        try assertSameTree("{\"a\": \"é\\u00e9 \\\"q\\\" \\\\ \\/ \\n\\t\", \"ü\": [1, -0, 2.5e3, 1E-2, 0.125]}", "escapes")
        // A surrogate pair escape is valid JSON that libyaml refuses; the fast reader reads it.
        XCTAssertEqual(TokenJSONReader.tree("{\"e\": \"\\uD83D\\uDE00\"}")?.member("e")?.value.kind, .string("😀"))
        try assertSameTree("{\r\n  \"x\": {\"$value\": \"#FF0000\"},\r\n\t\"y\": [true, false, null, {}, []]\r\n}\r\n", "crlf and tabs")
        try assertSameTree("\u{FEFF}{\"bom\": 1}", "byte-order mark")
        try assertSameTree("{\"wide\": \"日本語\", \"after\": {\"k\": 1e999}}", "wide characters and a number too large")
        try assertSameTree("{\n\n   \"deep\": [[[[{\"z\": \"😀\"}]]]], \"n\": -12.75}\n", "nesting")
        // Escaped, NEL, LS and PS are characters of the string in both readers.
        try assertSameTree("{\"a\": \"x\\u2028y\\u0085z\", \"b\": {\"c\": 1}}", "escaped Unicode line breaks")
    }

    func testFilesItCannotReadGoTheLocatedWay() throws {
        for text in ["{\"a\": 1,}", "{'a': 1}", "{\"a\": 1, \"a\": 2}", "[1, 2]", "{\"a\": tru}", "{\"a\": 01}", "{\"a\": \"\u{1}\"}",
                     "{\"a\": \"\\uD800\"}", "{\"a\": 1} x", "", "{\"a\": .5}", "{\"a\": 1 // c\n}"] {
            XCTAssertNil(TokenJSONReader.tree(text), text)
            XCTAssertThrowsError(try TokenParser.tree(text, file: "bad.json"), text)
        }
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertNil(TokenJSONReader.tree("{\"d\": \(deep)}"))
        // Duplicate keys among few members (looked for one by one) and among many (a set),
        // the same key twice in canonically equivalent spellings too, as the set compares.
        func object(_ keys: [String]) -> String { "{" + keys.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}" }
        let many = (0..<20).map { "k\($0)" }
        for keys in [many + ["k3"], Array(many.prefix(8)) + ["k0"], Array(many.prefix(9)) + ["k8"], ["k1", "k2", "k1"],
                     ["\u{E9}", "e\u{301}"], many + ["\u{E9}", "e\u{301}"]] {
            XCTAssertNil(TokenJSONReader.tree(object(keys)), "\(keys)")
            XCTAssertThrowsError(try TokenParser.tree(object(keys), file: "bad.json"), "\(keys)")
        }
        for keys in [many, Array(many.prefix(8)), Array(many.prefix(9)), ["\u{E9}", "e"]] {
            guard case .object(let members)? = TokenJSONReader.tree(object(keys))?.kind else { return XCTFail("\(keys)") }
            XCTAssertEqual(members.map(\.key), keys)
        }
    }

    /// YAML folds a raw NEL, LS or PS in a quoted scalar into a space: the fast reader leaves
    /// such a file to the located path, whose tree (values, lines, columns) the parser gives.
    func testRawUnicodeLineBreaksGoTheLocatedWay() throws {
        for text in ["{\"a\": \"x\u{2028}y\", \"b\": 1}", "{\"a\": \"x\u{85}\\n\", \"b\": 1}", "{\"a\": \"\u{2029}\", \"b\": 1}"] {
            XCTAssertNil(TokenJSONReader.tree(text), text)
            XCTAssertEqual(try TokenParser.tree(text, file: "t.json"), try TokenParser.locatedTree(text, file: "t.json"), text)
        }
    }
}
