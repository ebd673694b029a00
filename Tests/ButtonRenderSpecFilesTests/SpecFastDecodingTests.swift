@testable import ButtonRenderModel
import Foundation
import XCTest
import Yams
@testable import ButtonRenderSpecFiles
import ButtonRenderPipeline
import ButtonRenderTestSupport

/// The loader's fast path (`SpecNodeDecoding`) against the located path (`YAMLDecoder`): equal
/// specs and sheets wherever the fast path decodes, nil (so the located path runs and reports)
/// wherever `YAMLDecoder` fails, and the same located errors from the loader.
final class SpecFastDecodingTests: XCTestCase {
    /// Every item mapping of `text`, composed as the loader composes it.
    private func mappings(_ text: String, file: String) throws -> [Node] {
        guard let root = try SpecDocument.compose(text, file: file) else { return [] }
        switch root {
        case .sequence(let sequence): return Array(sequence)
        default: return [root]
        }
    }

    /// Decodes `node` both ways and checks they agree; returns whether the fast path took it
    /// (nil when `YAMLDecoder` refuses it).
    @discardableResult
    private func compare(_ node: Node, _ label: String, strict: Bool = true) -> Bool? {
        let isSheet = node.mapping?.keys.contains { $0.string == "sheet" } ?? false
        if isSheet {
            let fast = SpecNodeDecoding.decode(SheetSpec.self, from: node)
            guard let located = try? YAMLDecoder().decode(SheetSpec.self, from: node) else {
                XCTAssertNil(fast, "\(label): the fast path decoded a sheet YAMLDecoder refuses")
                return nil
            }
            if let fast { XCTAssertEqual(fast, located, label) } else { XCTFail(why(SheetSpec.self, node, label)) }
            return fast != nil
        }
        let fast = SpecNodeDecoding.decode(ButtonSpec.self, from: node)
        guard let located = try? YAMLDecoder().decode(ButtonSpec.self, from: node) else {
            XCTAssertNil(fast, "\(label): the fast path decoded a spec YAMLDecoder refuses")
            return nil
        }
        if let fast { XCTAssertEqual(fast, located, label) } else if strict { XCTFail(why(ButtonSpec.self, node, label)) }
        return fast != nil
    }

    /// Why the fast path did not take `node`.
    private func why<T: Decodable>(_ type: T.Type, _ node: Node, _ label: String) -> String {
        do { _ = try SpecNodeDecoding.attempt(type, from: node); return "\(label): taken" } catch { return "\(label): not taken: \(error)" }
    }

    func testExamplesAndTheCatalogDecodeTheSameBothWays() throws {
        var taken = 0, total = 0
        let examples = packageRoot.appendingPathComponent("Examples")
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted() where name.hasSuffix(".yaml") {
            let text = try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
            for (i, node) in try mappings(text, file: name).enumerated() {
                guard let took = compare(node, "\(name)[\(i)]") else { continue }
                total += 1
                if took { taken += 1 }
            }
        }
        // Every catalog button, written out as YAML and as JSON.
        let catalog = BuiltInCatalog.specs()
        let yaml = try YAMLEncoder().encode(catalog)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(catalog), as: UTF8.self)
        for (text, file) in [(yaml, "catalog.yaml"), (json, "catalog.json")] {
            for (i, node) in try mappings(text, file: file).enumerated() {
                guard let took = compare(node, "\(file)[\(i)]") else { continue }
                total += 1
                if took { taken += 1 }
            }
        }
        XCTAssertGreaterThan(total, catalog.count)
        XCTAssertEqual(taken, total, "the fast path takes every plain spec and sheet YAMLDecoder takes")
    }

    func testTrickyInputsAgreeOrFallBack() throws {
        let texts = [
            #"{"title": "OK", "scale": 2}"#, #"{"title": "OK", "scale": 2.0}"#, #"{"title": "OK", "scale": "2"}"#,
            #"{"title": 12}"#, #"{"title": true}"#, #"{"title": null}"#, #"{"title": "null"}"#, #"{"title": ""}"#,
            #"{"title": "OK", "ripple": {"x": 1, "y": 2, "radius": 3, "bounded": "yes"}}"#,
            #"{"title": "OK", "ripple": {"x": 1, "y": 2, "radius": 3, "bounded": true}}"#,
            #"{"title": "OK", "elevation": -0}"#, #"{"title": "OK", "elevation": 1e1}"#,
            "title: OK\nscale: 0x2\n", "title: OK\nscale: 02\n", "title: !!str OK\n", "title: ~\n", "title:\n",
            "base: &b {title: OK}\n", "? [a]\n: b\n", "yes: OK\n", "\"title\": OK\n'style': contained\n",
            "- &a {title: A, style: contained}\n- <<: *a\n  title: B\n", "!!map {title: OK}\n", "&anchor {title: OK}\n",
            "title: OK\nshadows: [{y: 1, blur: 2, color: '#00000033'}]\n", "title: OK\nshadows: []\n",
            "title: OK\nunknownField: 1\n", "title: OK\nstyle: containd\n", "title: OK\ncornerStyle: capsule\ncornerRadius: 4\n",
            "sheet: strip\nitems: [{title: A}, {title: B}]\n", "sheet: strip\nitems: {title: A}\n",
        ]
        for text in texts {
            let file = text.hasPrefix("{") ? "t.json" : "t.yaml"
            guard let nodes = try? mappings(text, file: file) else { continue }
            for node in nodes { compare(node, text, strict: false) }
        }
    }

    func testTheLoaderReportsTheLocatedPathsErrors() throws {
        let cases = [
            ("{\n  \"title\": \"OK\",\n  \"scale\": 2.5\n}\n", "t.json"),
            ("- {title: A}\n- {title: B, appearance: darkk}\n", "t.yaml"),
            ("[{\"title\": \"A\"}, {\"title\": \"B\", \"unknown\": 1}]", "t.json"),
            ("title: OK\ncornerStyle: capsule\ncornerRadius: 4\n", "t.yaml"),
        ]
        for (text, file) in cases {
            XCTAssertThrowsError(try SpecLoader.load(text: text, file: file), text) { error in
                guard let error = error as? SpecError else { return XCTFail("not a SpecError: \(error)") }
                // What the located path alone reports for the failing item.
                let nodes = try! mappings(text, file: file)
                let failing = nodes.enumerated().first { (try? YAMLDecoder().decode(ButtonSpec.self, from: $0.element)) == nil }!
                let expected: SpecError
                do {
                    _ = try YAMLDecoder().decode(ButtonSpec.self, from: failing.element)
                    return XCTFail("expected a failure")
                } catch let decoding as DecodingError {
                    let isList = text.hasPrefix("[") || text.hasPrefix("-")
                    expected = SpecLoader.locate(decoding, in: failing.element, file: file, index: isList ? failing.offset : nil)
                } catch { return XCTFail("\(error)") }
                XCTAssertEqual(error, expected)
                XCTAssertNotNil(error.line)
            }
        }
    }

    /// Where the fast decoder itself refuses a value (an unknown field, a value out of range
    /// or not allowed), its error is the one `YAMLDecoder` raises, at the same coding path: the
    /// paths it builds only when asked are the paths it used to build for every value.
    func testTheFastDecodersOwnErrorsHaveTheLocatedPaths() throws {
        let texts = [
            "title: OK\nbogus: 1\n", "title: OK\nripple: {x: 1, y: 2, radius: 3, bogus: true}\n",
            "title: OK\nelevation: 99\n", "title: OK\nstroke: {width: 1, color: primary, alignment: sideways}\n",
            "title: OK\nshadows: [{y: 1, blur: 2, color: '#00000033'}, {y: 1, blur: 2, colour: red}]\n",
            "title: OK\nshadows: [{y: 1, blur: 2, color: '#00000033'}, {y: 1, blur: -2, color: red}]\n",
            "title: OK\nstates: {disabled: {fill: red, bogus: 1}}\n", "appearance: darkk\n",
        ]
        func path(_ error: Error) -> [String]? {
            guard case DecodingError.dataCorrupted(let context) = error else { return nil }
            return context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } + [context.debugDescription]
        }
        for text in texts {
            let node = try XCTUnwrap(try mappings(text, file: "t.yaml").first, text)
            var fast: Error?, located: Error?
            do { _ = try SpecNodeDecoding.attempt(ButtonSpec.self, from: node) } catch { fast = error }
            do { _ = try YAMLDecoder().decode(ButtonSpec.self, from: node) } catch { located = error }
            let expected = try XCTUnwrap(located.flatMap(path), text)
            XCTAssertGreaterThan(expected.count, 1, text)
            XCTAssertEqual(fast.flatMap(path), expected, text)
        }
    }

    /// The key test reads bytes for ASCII keys; its answer is the rule it documents, said
    /// scalar by scalar: a letter or `_` first, no line break, not a YAML boolean or null word.
    func testPlainStringKeysFollowTheRule() {
        func rule(_ text: String) -> Bool {
            guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
            if text.unicodeScalars.contains(where: { ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }) { return false }
            let words = ["yes", "no", "true", "false", "on", "off", "null"]
            return !words.flatMap { [$0, $0.capitalized, $0.uppercased()] }.contains(text)
        }
        var texts = ["", "a", "A", "z", "Z", "_", "_x", "@a", "[a", "`a", "{a", "0a", "1", "-a", ".inf", "~", "<<", "=",
                     "title", "cornerRadius", "x", "y", "yes", "Yes", "YES", "yEs", "no", "No", "NO", "nO", "true", "True",
                     "TRUE", "tRUE", "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF", "null", "Null", "NULL",
                     "nulls", "yess", "falsey", "é", "Éclair", "ß", "ñame", "日本", "٣", "ª", "a\nb", "a\rb", "a\u{85}b",
                     "a\u{2028}b", "a\u{2029}b", "é\n", "éa\u{2028}", "a b", "a:b", "a#b", "ab\u{85}",
                     "NuLL", "nULL", "OfF", "ofF", "oN", "TRue", "FalsE", "n0", "o-n", "yes_", "nul", "of", "tru", "ye",
                     "nulL", "Nul", "NULl", "@yes", "[no", "no\u{301}", "ye\u{301}s"]
        texts += texts.map { $0 + "x" } + texts.map { "k" + $0 }
        for text in texts {
            XCTAssertEqual(SpecNodeDecoding.readsAsPlainString(text), rule(text), text.debugDescription)
        }
    }

    /// A button spec asks its decoder only for the fields the container lists
    /// (`decodeIfPresent(_:forKey:among:)`): named, null and missing fields read the same
    /// through the loader's decoder, Yams' and Foundation's, and every named field arrives.
    func testEveryDecoderReadsTheFieldsASpecNames() throws {
        let texts = [
            #"{"name": "a", "title": "T", "elevation": 2, "fill": null, "ripple": {"x": 1, "y": 2}}"#,
            #"{"name": "b", "style": "outlined", "height": 40, "accessibilityHint": "h", "snapshot": null, "imagePadding": 3}"#,
            #"{"name": "c", "system": "uikit", "buttonType": "system", "showsActivityIndicator": true, "titlePadding": 2, "containerWidth": 120}"#,
            #"{"name": "d", "theme": null, "menu": null}"#,
        ]
        for text in texts {
            let viaLoader = try XCTUnwrap(try SpecLoader.load(text: text, file: "x.json").first).spec
            let viaYams = try YAMLDecoder().decode(ButtonSpec.self, from: text)
            let viaFoundation = try JSONDecoder().decode(ButtonSpec.self, from: Data(text.utf8))
            XCTAssertEqual(viaLoader, viaYams, text)
            XCTAssertEqual(viaFoundation, viaYams, text)
        }
        let named = try JSONDecoder().decode(ButtonSpec.self, from: Data(texts[1].utf8))
        XCTAssertEqual(named.style, .outlined)
        XCTAssertEqual(named.height, 40)
        XCTAssertEqual(named.accessibilityHint, "h")
        XCTAssertEqual(named.imagePadding, 3)
        let uikit = try JSONDecoder().decode(ButtonSpec.self, from: Data(texts[2].utf8))
        XCTAssertEqual(uikit.showsActivityIndicator, true)
        XCTAssertEqual(uikit.titlePadding, 2)
        XCTAssertEqual(uikit.containerWidth, 120)
    }

    /// A long list file decodes the same through the loader as item by item through
    /// `YAMLDecoder` (names filled in from the file name).
    func testAListFileLoadsTheSameSpecs() throws {
        let labels = ["BUTTON", "SUBMIT", "ADD TO CART"]
        let items = (0..<50).map { ##"{"name": "b\##($0)", "style": "contained", "title": "\##(labels[$0 % 3])", "elevation": 2, "ripple": {"x": 30, "y": 18, "radius": 60, "color": "#FFFFFF33", "bounded": true}}"## }
        let text = "[" + items.joined(separator: ",\n") + "]"
        let loaded = try SpecLoader.load(text: text, file: "many.json")
        let nodes = try mappings(text, file: "many.json")
        XCTAssertEqual(loaded.map(\.spec), try nodes.map { try YAMLDecoder().decode(ButtonSpec.self, from: $0) })
        for (i, node) in nodes.enumerated() { XCTAssertNoThrow(try SpecNodeDecoding.attempt(ButtonSpec.self, from: node), "[\(i)]") }
    }
}

/// `PlainScalar` reads a scalar only as Yams' own constructors read it.
final class PlainScalarTests: XCTestCase {
    static let texts = ["0", "-0", "007", "12", "-12", "1.5", "-0.5", ".5", "1.", "1.e3", "1e3", "1E+3", "1e-3", "1e400",
                        "1_000", "0x1F", "0o17", "0b11", "012", "+5", "1:30", ".inf", "-.inf", ".nan", "-", "", "e3",
                        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "12 ", " 12",
                        "true", "false", "True", "TRUE", "yes", "on", "no", "off", "null"]

    func testEveryFormItReadsAgreesWithYams() {
        var read = 0
        for text in Self.texts {
            for style in [Node.Scalar.Style.plain, .doubleQuoted, .singleQuoted] {
                let scalar = Node.Scalar(text, Tag(.implicit), style)
                if let value = PlainScalar.value(of: scalar, as: Double.self) {
                    XCTAssertEqual(value.bitPattern, Double.construct(from: scalar)?.bitPattern, "\(text) \(style)"); read += 1
                }
                if let value = PlainScalar.value(of: scalar, as: Int.self) {
                    XCTAssertEqual(value, Int.construct(from: scalar), "\(text) \(style)"); read += 1
                }
                if let value = PlainScalar.value(of: scalar, as: Bool.self) {
                    XCTAssertEqual(value, Bool.construct(from: scalar), "\(text) \(style)"); read += 1
                }
            }
        }
        XCTAssertGreaterThan(read, 15)
    }

    func testItLeavesYamlsSpecialFormsToYams() {
        for text in ["1_000", "0x1F", "012", "+5", "1:30", ".inf", ".nan", "-0", "yes", "True", ".5"] {
            let scalar = Node.Scalar(text, Tag(.implicit), .plain)
            XCTAssertNil(PlainScalar.value(of: scalar, as: Int.self), text)
            XCTAssertNil(PlainScalar.value(of: scalar, as: Bool.self), text)
        }
        XCTAssertNil(PlainScalar.value(of: Node.Scalar("12", Tag(.implicit), .doubleQuoted), as: Double.self))
        XCTAssertNil(PlainScalar.value(of: Node.Scalar("12", Tag(.str), .plain), as: Double.self))
        XCTAssertEqual(PlainScalar.value(of: Node.Scalar("-0", Tag(.implicit), .plain), as: Double.self)?.sign, .minus)
    }
}
