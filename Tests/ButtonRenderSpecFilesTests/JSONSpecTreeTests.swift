@testable import ButtonRenderModel
import Foundation
import XCTest
import Yams
@testable import ButtonRenderSpecFiles
import ButtonRenderPipeline

/// A JSON button decoded straight from its text (`JSONSpecTree`, `JSONSpecTreeDecoding`) is the
/// button the node graph gives (`JSONNodeComposer`, `SpecNodeDecoding`): the tree exists for
/// exactly the texts the composer composes, holding the same values; the tree decoder gives
/// the node decoder's spec or leaves the button to it; and a list file's buttons do take the
/// tree's way.
final class JSONSpecTreeTests: XCTestCase {
    /// The differences between a tree and the node graph of the same text; empty when the tree
    /// holds what the graph holds.
    private func differences(_ tree: JSONSpecValue, _ node: Node, path: String = "$") -> [String] {
        switch (tree, node) {
        case (.string(let text), .scalar(let scalar)):
            guard scalar.style == .doubleQuoted, scalar.tag.rawValue == Tag.Name.str.rawValue,
                  Array(text.utf8) == Array(scalar.string.utf8) else { return ["\(path): \(text.debugDescription) vs \(scalar)"] }
            return []
        case (.plain(let text), .scalar(let scalar)):
            guard scalar.style == .plain, Array(text.utf8) == Array(scalar.string.utf8) else { return ["\(path): \(text) vs \(scalar)"] }
            return []
        case (.mapping(let fields, let keysArePlain), .mapping(let mapping)):
            guard fields.count == mapping.count else { return ["\(path): \(fields.count) vs \(mapping.count) pairs"] }
            var found: [String] = []
            for (field, pair) in zip(fields, mapping) {
                if field.key != pair.key.string { found.append("\(path): key \(field.key) vs \(pair.key)") }
                found += differences(field.value, pair.value, path: "\(path).\(field.key)")
            }
            let expected = mapping.keys.allSatisfy { SpecNodeDecoding.readsAsPlainString($0.string ?? "") }
            if keysArePlain != expected { found.append("\(path): keys read as plain strings \(keysArePlain) vs \(expected)") }
            return found
        case (.list(let items), .sequence(let sequence)):
            guard items.count == sequence.count else { return ["\(path): \(items.count) vs \(sequence.count) items"] }
            return zip(items, sequence).enumerated().flatMap { differences($0.element.0, $0.element.1, path: "\(path)[\($0.offset)]") }
        default:
            return ["\(path): \(tree) vs \(node)"]
        }
    }

    /// Checks that the tree of `text` is there exactly when the composer's graph is, and holds
    /// the same; returns whether there is one.
    @discardableResult
    private func check(_ text: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let bytes = Array(text.utf8)
        let tree = JSONSpecTree.compose(bytes), node = JSONNodeComposer.compose(bytes)
        switch (tree, node) {
        case (let tree?, let node?):
            let found = differences(tree, node)
            XCTAssertTrue(found.isEmpty, "\(label):\n" + found.prefix(10).joined(separator: "\n"), file: file, line: line)
            return true
        case (nil, nil):
            return false
        default:
            XCTFail("\(label): tree \(tree == nil ? "missing" : "made"), graph \(node == nil ? "missing" : "made")", file: file, line: line)
            return false
        }
    }

    func testTheTreeHoldsTheComposersGraphForEveryJSONFileOfThePackage() throws {
        var made = 0, files = 0
        for (url, text) in packageStrictJSONFiles() {
            files += 1
            if check(text, url.lastPathComponent) { made += 1 }
        }
        XCTAssertGreaterThan(files, 20)
        XCTAssertGreaterThan(made, files / 2, "most of the package's JSON files are read without Yams")
    }

    func testTheTreeIsMissingWhereTheGraphIs() {
        let texts = [
            #"{"title": "a", "title": "b"}"#, #"{"title": "*"}"#, "{\"title\": \"\u{85}\"}", "\u{FEFF}{\"title\": \"a\"}",
            #"{"title": "\ud800"}"#, "{\"title\"\n: \"a\"}", "\t{\"title\": \"a\"}", #""title""#, "12",
            String(repeating: "[", count: 70) + String(repeating: "]", count: 70),
            #"{"true": 1, "1x": 2, "<<": 3, "~": 4, "title": "é\u2028"}"#, #"{"a": [1, -0, 1e400, true, null, "null", {}]}"#,
            #"{"title": "OK", "ripple": {"x": 1, "y": 2}}"#, "[\n  {\"title\": \"a\"},\r\n  {\"title\": \"b\"}\r]",
        ]
        var made = 0
        for text in texts where check(text, text.debugDescription) { made += 1 }
        XCTAssertEqual(made, 4, "the last four are read, the rest left to Yams")
    }

    /// Decodes `text`'s top-level mapping from the tree and through the node graph (the node
    /// decoder, as the loader does); checks they agree, and returns
    /// whether the tree decoder took it (nil when the node graph's way fails too).
    @discardableResult
    private func compare(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Bool? {
        let bytes = Array(text.utf8)
        let tree = try XCTUnwrap(JSONSpecTree.compose(bytes), "no tree: \(text)", file: file, line: line)
        let node = try XCTUnwrap(JSONNodeComposer.compose(bytes), file: file, line: line)
        let fromTree = JSONSpecTreeDecoding.decode(ButtonSpec.self, from: tree)
        guard let fromNode = try? SpecLoader.decode(node, file: "t.json", index: nil) else {
            XCTAssertNil(fromTree, "the tree decoded a button the node graph refuses: \(text)", file: file, line: line)
            return nil
        }
        if let fromTree { XCTAssertEqual(fromTree, fromNode, text, file: file, line: line) }
        return fromTree != nil
    }

    func testTheCatalogDecodesFromTheTreeAsFromTheGraph() throws {
        let catalog = BuiltInCatalog.specs()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        var taken = 0
        for spec in catalog {
            let text = String(decoding: try encoder.encode(spec), as: UTF8.self)
            if try compare(text) == true { taken += 1 } else { XCTFail("not taken: \(text)") }
        }
        XCTAssertEqual(taken, catalog.count)
    }

    func testTrickyButtonsAgreeOrAreLeftToTheGraph() throws {
        // Each with whether the tree decoder takes it (nil: the node graph's way fails too).
        let cases: [(String, Bool?)] = [
            (#"{"title": "OK", "scale": 2}"#, true), (#"{"title": "OK", "scale": 2.0}"#, nil),
            (#"{"title": "OK", "scale": "2"}"#, nil), (#"{"title": 12}"#, true), (#"{"title": true}"#, true),
            (#"{"title": null}"#, true), (#"{"title": "null"}"#, true), (#"{"title": ""}"#, true),
            (#"{"title": "OK", "ripple": {"x": 1, "y": 2, "radius": 3, "bounded": "yes"}}"#, nil),
            (#"{"title": "OK", "ripple": {"x": 1, "y": 2, "radius": 3, "bounded": true}}"#, true),
            // Yams' constructors read these: the tree leaves them to the graph.
            (#"{"title": "OK", "scale": -0}"#, false), (#"{"title": "OK", "scale": 1e0}"#, false),
            (#"{"title": "OK", "insets": true}"#, false), (#"{"title": "OK", "cornerRadius": 1e400}"#, nil),
            (#"{"title": "OK", "elevation": -0}"#, true), (#"{"title": "OK", "cornerRadius": -0.0}"#, true),
            (#"{"title": "OK", "cornerStyle": "capsule"}"#, true), (#"{"title": "OK", "cornerRadius": [4, 4, 8, 8]}"#, true),
            // Insets as a number, a list and a mapping: the type tries each, catching the failures.
            (#"{"title": "OK", "insets": 8}"#, true), (#"{"title": "OK", "insets": [8, 16]}"#, true),
            (#"{"title": "OK", "insets": {"top": 1, "left": 2, "bottom": 3, "right": 4}}"#, true),
            (#"{"title": "OK", "insets": "wide"}"#, nil), (#"{"title": "OK", "insets": [8, "x"]}"#, nil),
            (##"{"title": "OK", "shadows": [{"y": 1, "blur": 2, "color": "#00000033"}]}"##, true),
            (##"{"title": "OK", "states": {"disabled": {"fill": "#FF0000", "bogus": 1}}}"##, nil),
            (##"{"title": "OK", "states": {"highlighted": {"fill": "#003A80"}}}"##, true),
            (#"{"true": "OK"}"#, nil), (#"{"title": "OK", "unknownField": 1}"#, nil), (#"{"titel": "OK"}"#, nil),
            (#"{"title": "é – \u00e9\n", "accessibilityLabel": "\u4F60"}"#, true),
        ]
        for (text, expected) in cases {
            let took = try compare(text)
            if expected == false, took == true { XCTFail("expected the tree to leave it to the graph: \(text)") }
            if expected == true { XCTAssertEqual(took, true, text) }
            if expected == nil { XCTAssertNil(took, text) }
        }
    }

    func testAFailureTheTypeCatchesStillLeavesTheButtonToTheGraphWhenYamsWouldAnswer() throws {
        // A number read from `true` is Yams' to answer; the insets ask for one, catch the
        // failure and try a list and a mapping.
        let tree = try XCTUnwrap(JSONSpecTree.compose(Array(#"{"title": "OK", "insets": true}"#.utf8)))
        XCTAssertNil(JSONSpecTreeDecoding.decode(ButtonSpec.self, from: tree))
        let why = try XCTUnwrap(JSONSpecTreeDecoding.whyNotTaken(ButtonSpec.self, from: tree))
        XCTAssertTrue(why.contains("Yams constructs"), why)
        // A number asked of a quoted string fails in the node decoder too: not a reason to give up.
        let insets = try XCTUnwrap(JSONSpecTree.compose(Array(#"{"title": "OK", "insets": {"top": 1, "left": 2, "bottom": 3, "right": 4}}"#.utf8)))
        XCTAssertNil(JSONSpecTreeDecoding.whyNotTaken(ButtonSpec.self, from: insets))
    }

    func testAListsButtonsAreDecodedFromTheTextAndLocatedAsBefore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = """
        [{"title": "A", "name": "a"},
         {"title": "B\u{85}"},
         {"sheet": "strip", "items": [{"caption": "1", "button": {"title": "S"}}]},
           {"title": "C",
            "ripple": {"x": 1, "y": 2}}]
        """
        let path = folder.appendingPathComponent("list.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let list = try XCTUnwrap(try LazySpecList.open(file: path))
        let eager = try SheetLoader.load(file: path)
        let lazy = try (0..<list.count).map { try list.items(at: $0) }
        XCTAssertEqual(lazy.joined().count, eager.count)
        // A plain button comes from the tree (no node kept, one to compose when asked); the one
        // Yams composes (a NEL, which YAML reads as a line break), and the sheet, from the node graph.
        let nodes: [Bool] = lazy.map { items in
            switch items[0] {
            case .button(let button): return button.source.node != nil
            case .sheet(let sheet): return sheet.source.node != nil
            }
        }
        XCTAssertEqual(nodes, [false, true, true, false])
        for (e, l) in zip(eager, lazy.joined()) {
            guard case .button(let a) = e, case .button(let b) = l else { continue }
            XCTAssertEqual(a.spec, b.spec)
            XCTAssertEqual(a.source.position?.line, b.source.position?.line)
            XCTAssertEqual(a.source.position?.column, b.source.position?.column)
            for field in [["ripple", "y"], ["title"], []] {
                XCTAssertEqual(a.source.locate(FieldError(field, "m")), b.source.locate(FieldError(field, "m")), "\(field)")
            }
        }
    }
}
