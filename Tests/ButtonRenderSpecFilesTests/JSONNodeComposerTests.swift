@testable import ButtonRenderModel
import Foundation
import XCTest
import Yams
@testable import ButtonRenderSpecFiles
import ButtonRenderPipeline

/// `JSONNodeComposer` builds the node graph Yams composes from strict JSON (every scalar,
/// tag, style, line and column), or leaves the text to Yams; a JSON spec's errors are the
/// ones the YAML path gives, at the same lines and columns.
final class JSONNodeComposerTests: XCTestCase {
    /// The differences between two graphs, as paths; empty when they are the same.
    private func differences(_ a: Node, _ b: Node, path: String = "$") -> [String] {
        var found: [String] = []
        if a.mark?.line != b.mark?.line || a.mark?.column != b.mark?.column {
            found.append("\(path): mark \(String(describing: a.mark)) vs \(String(describing: b.mark))")
        }
        if a.tag.rawValue != b.tag.rawValue { found.append("\(path): tag \(a.tag.rawValue) vs \(b.tag.rawValue)") }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)):
            if x.string != y.string || Array(x.string.utf8) != Array(y.string.utf8) { found.append("\(path): \(x.string.debugDescription) vs \(y.string.debugDescription)") }
            if x.style != y.style { found.append("\(path): style \(x.style) vs \(y.style)") }
        case (.mapping(let x), .mapping(let y)):
            if x.style != y.style { found.append("\(path): style \(x.style) vs \(y.style)") }
            guard x.count == y.count else { return found + ["\(path): \(x.count) vs \(y.count) pairs"] }
            for (n, (p, q)) in zip(x, y).enumerated() {
                found += differences(p.key, q.key, path: "\(path).key\(n)") + differences(p.value, q.value, path: "\(path).\(p.key.string ?? "?")")
            }
        case (.sequence(let x), .sequence(let y)):
            if x.style != y.style { found.append("\(path): style \(x.style) vs \(y.style)") }
            guard x.count == y.count else { return found + ["\(path): \(x.count) vs \(y.count) items"] }
            for (n, (p, q)) in zip(x, y).enumerated() { found += differences(p, q, path: "\(path)[\(n)]") }
        default:
            found.append("\(path): \(a) vs \(b)")
        }
        return found
    }

    /// Checks that the composer's graph for `text` is Yams', or that it leaves the text to
    /// Yams; returns whether it composed it.
    @discardableResult
    private func check(_ text: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let bytes = Array(text.utf8)
        guard (try? StrictJSON.check(bytes)) != nil else { XCTFail("\(label) is not strict JSON", file: file, line: line); return false }
        guard let composed = JSONNodeComposer.compose(bytes) else { return false }
        do {
            guard let yams = try Yams.compose(yaml: text) else { XCTFail("\(label): Yams composes nothing", file: file, line: line); return true }
            let found = differences(composed, yams)
            XCTAssertTrue(found.isEmpty, "\(label):\n" + found.prefix(10).joined(separator: "\n"), file: file, line: line)
        } catch {
            XCTFail("\(label): composed, but Yams refuses it: \(error)", file: file, line: line)
        }
        return true
    }

    func testEveryJSONFileOfThePackageComposesAsYamsComposesIt() throws {
        var composed = 0, files = 0
        for (url, text) in packageStrictJSONFiles() {
            files += 1
            if check(text, url.path) { composed += 1 }
        }
        XCTAssertGreaterThan(files, 100)
        XCTAssertGreaterThan(composed, files * 9 / 10, "the composer takes nearly every real file")
    }

    func testTheCatalogAsJSONComposesAsYamsComposesIt() throws {
        let specs = BuiltInCatalog.specs()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(specs), as: UTF8.self)
        XCTAssertTrue(check(text, "catalog, pretty"))
        encoder.outputFormatting = []
        XCTAssertTrue(check(String(decoding: try encoder.encode(specs), as: UTF8.self), "catalog, compact"))
    }

    func testTextsItComposes() {
        let texts = [
            #"{}"#, #"[]"#, #"[{}, [], {"a": []}]"#,
            #"{"title": "Add to cart", "elevation": 2, "width": -12.5e-3, "bounded": true, "x": false, "n": null}"#,
            "{\r\n  \"title\": \"CRLF\",\r  \"style\": \"lone CR\"\n}\n",
            "\n\n   {\"a\":1,\"b\":[1,2,{\"c\":\"d\"}]}   \n\n",
            "{\t\"tabs\"\t:\t1\t,\n\t\"inside\": [\t2\t]}",
            #"{"escapes": "\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u4e2d \u0000 \u001f"}"#,
            #"{"unicode": "é中😀 ﷽", "after": "x"}"#,
            "{\"é中😀\": 1, \"next\": {\"deeper 😀\": [\"😀😀\", 2]}}",
            #"{"nfc": 1, "nfd": 2, "e\u0301": 3}"#,
            #"{"key with spaces and : colons": "value, with] brackets} and # hash", "-": "-1"}"#,
            #"{"yes": "no", "on": "off", "null": "~", "<<": "=", "1": 2}"#,
            String(repeating: "[", count: 40) + String(repeating: "]", count: 40),
            "[" + (1...300).map { "{\"name\": \"b\($0)\", \"title\": \"T\($0)\"}" }.joined(separator: ",\n") + "]",
            #"{"long": ""# + String(repeating: "x", count: 5000) + #""}"#,
        ]
        for (n, text) in texts.enumerated() { XCTAssertTrue(check(text, "text \(n)"), "text \(n) \(text.prefix(60)) is composed here") }
    }

    func testTextsItLeavesToYams() {
        let texts = [
            #"{"a": 1, "a": 2}"#,                          // duplicate key: Yams words the error
            "{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}",      // the same key, NFC and NFD
            #"{"a": "\ud83d\ude00"}"#,                     // surrogate escapes
            "{\"a\": \"\u{7F}\"}", "{\"a\": \"\u{85}\"}", "{\"a\": \"\u{9F}\"}", "{\"a\": \"\u{2028}\"}", "{\"a\": \"\u{FFFE}\"}",
            "\u{FEFF}{\"bom\": 1}", "{\"a\": \"\u{FEFF}\"}",
            #"{"a": "*alias"}"#,
            "\t{\"a\": 1}", "{\"a\": 1}\n\t",
            "{\"a\"\n: 1}",
            "{\"" + String(repeating: "k", count: 1200) + "\": 1}",
            String(repeating: "[", count: 65) + String(repeating: "]", count: 65),
            String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000),
            "12", "\"a string\"", "  ",
        ]
        for (n, text) in texts.enumerated() {
            XCTAssertNil(JSONNodeComposer.compose(Array(text.utf8)), "text \(n) \(text.prefix(60).debugDescription) is left to Yams")
        }
    }

    /// Loads `text` as a JSON spec file (the composer) and as the same text through Yams (a
    /// `.yaml` name: the text is strict JSON, so only the composing differs); the items or
    /// the error must be the same, at the same line, column and field.
    private func assertSameOutcome(_ text: String, bad: Bool = true, file: StaticString = #filePath, line: UInt = #line) {
        func outcome(_ name: String) -> String {
            do {
                let items = try SheetLoader.load(text: text, file: name)
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                return "items: " + items.map { item -> String in
                    switch item {
                    case .button(let loaded):
                        let spec = (try? encoder.encode(loaded.spec)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
                        return "button \(spec) at \(String(describing: loaded.source.position))"
                    case .sheet(let loaded):
                        return "sheet \(loaded.sheet.name ?? "-") at \(String(describing: loaded.source.position))"
                    }
                }.joined(separator: " | ")
            } catch let error as SpecError {
                return "error: \(error.line.map(String.init) ?? "-"):\(error.column.map(String.init) ?? "-") \(error.field ?? "-") \(error.problem)"
            } catch {
                return "other error: \(error)"
            }
        }
        let json = outcome("spec.json"), yaml = outcome("spec.yaml")
        XCTAssertEqual(json, yaml, file: file, line: line)
        XCTAssertEqual(json.hasPrefix("error: "), bad, json, file: file, line: line)
    }

    func testBadJSONSpecsGiveTheYAMLPathsErrorsAtTheSameLineAndColumn() {
        let bad = [
            "{\n  \"title\": \"ok\",\n  \"stat\": \"hovered\"\n}",
            "[\n  {\"title\": \"a\"},\n  {\"title\": \"b\", \"elevation\": \"high\"}\n]",
            "{\"style\": \"contained\", \"state\": \"pushed\"}",
            "{\"font\": {\"size\": -4, \"weight\": \"heavyish\"}}",
            "{\"a\": 1, \"a\": 2}",
            "{\"title\": \"x\",\r\n \"title\": \"y\"}",
            "{\"cornerStyle\": \"capsule\", \"cornerRadius\": 4, \"system\": \"uikit\", \"style\": \"filled\"}",
            "{\"title\": \"é中😀\", \"ripple\": {\"x\": \"left\"}}",
            "{\"shadows\": [{\"x\": 0, \"y\": 2, \"blur\": 4}, {\"x\": true}]}",
            "{\"insets\": [1, 2, 3, 4, 5]}",
            "{\"snapshot\": {\"ignore\": [[0, 0, 10]]}}",
            "{\"states\": {\"highlighted\": {\"fill\": 12}}}",
            "{\"sheet\": \"matrix\", \"base\": {\"title\": [3]}, \"rows\": {\"field\": \"state\", \"values\": [\"normal\"]}}",
            "{\"sheet\": \"strip\", \"items\": [{\"caption\": \"a\", \"button\": {\"state\": \"nope\"}}]}",
            "{\"menu\": {\"items\": []}, \"system\": \"uikit\"}",
            "[]", "[1]", "\"text\"", "null",
            "{\"a\": \"\u{85}\", \"title\": 3}",
            "{\"title\": \"\\ud83d\\ude00\", \"elevation\": \"x\"}",
            "[" + Array(repeating: "{}", count: SpecLoader.maximumButtonCount + 1).joined(separator: ",") + "]",
        ]
        for text in bad { assertSameOutcome(text) }
    }

    func testGoodJSONSpecsGiveTheYAMLPathsItemsAndPositions() {
        let good = [
            "{}", "[{}, {\"title\": \"b\"}]",
            "[\n  {\"name\": \"a\", \"style\": \"outlined\", \"icon\": \"add\"},\r\n  {\"system\": \"uikit\", \"style\": \"filled\", \"title\": \"é中😀\"}\n]",
            "{\"sheet\": \"strip\", \"name\": \"s\", \"items\": [{\"caption\": \"a\", \"button\": {\"title\": \"x\"}}]}",
            "{\"sheet\": \"matrix\", \"base\": {\"title\": 3}, \"rows\": {\"field\": \"state\", \"values\": [\"normal\"]}}",
            "{\"title\": \"Save\", \"states\": {\"highlighted\": {\"fill\": \"#112233\"}}, \"shadows\": [{\"x\": 0, \"y\": 2, \"blur\": 4, \"spread\": 0, \"color\": \"#00000033\"}]}",
        ]
        for text in good { assertSameOutcome(text, bad: false) }
    }
}
