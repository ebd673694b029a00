@testable import ButtonRenderModel
import Foundation
import XCTest
import Yams
@testable import ButtonRenderSpecFiles
import ButtonRenderPipeline
import ButtonRenderTestSupport

/// The loader's one decoder of composed nodes (`SpecNodeDecoding`) against Yams' own
/// `YAMLDecoder`, kept here as the oracle: the same spec or sheet, or the same error (its
/// case, type, coding path and description), for every item of the examples and the catalog,
/// for unusual YAML (merge keys, tags, anchors, keys YAML reads as numbers or booleans) and
/// for every field of real files broken in each way a user breaks one.
final class SpecNodeDecodingTests: XCTestCase {
    /// Every item mapping of `text`, composed as the loader composes it.
    private func mappings(_ text: String, file: String) throws -> [Node] {
        guard let root = try SpecDocument.compose(text, file: file) else { return [] }
        switch root {
        case .sequence(let sequence): return Array(sequence)
        default: return [root]
        }
    }

    /// What a decoding gave, comparable: the value's description, or the error's case, type,
    /// coding path (each key's string and integer) and description.
    private func outcome<T: Decodable>(_ body: () throws -> T) -> String {
        do { return "value: \(try body())" } catch let error as DecodingError {
            func path(_ keys: [CodingKey]) -> String { keys.map { "\($0.stringValue)#\($0.intValue.map(String.init) ?? "-")" }.joined(separator: "/") }
            switch error {
            case .typeMismatch(let type, let c): return "typeMismatch \(type) at \(path(c.codingPath)): \(c.debugDescription)"
            case .valueNotFound(let type, let c): return "valueNotFound \(type) at \(path(c.codingPath)): \(c.debugDescription)"
            case .keyNotFound(let key, let c): return "keyNotFound \(key.stringValue) at \(path(c.codingPath)): \(c.debugDescription)"
            case .dataCorrupted(let c): return "dataCorrupted at \(path(c.codingPath)): \(c.debugDescription)"
            @unknown default: return "\(error)"
            }
        } catch {
            return "other error: \(error)"
        }
    }

    /// Decodes `node` both ways (as a sheet when it names one) and checks they give the same
    /// value or the same error; returns whether it decoded.
    @discardableResult
    private func compare(_ node: Node, _ label: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let isSheet = node.mapping?.keys.contains { $0.string == "sheet" } ?? false
        let ours: String, yams: String
        if isSheet {
            ours = outcome { try SpecNodeDecoding.decode(SheetSpec.self, from: node) }
            yams = outcome { try YAMLDecoder().decode(SheetSpec.self, from: node) }
        } else {
            ours = outcome { try SpecNodeDecoding.decode(ButtonSpec.self, from: node) }
            yams = outcome { try YAMLDecoder().decode(ButtonSpec.self, from: node) }
        }
        XCTAssertEqual(ours, yams, label, file: file, line: line)
        return yams.hasPrefix("value: ")
    }

    func testExamplesAndTheCatalogDecodeAsYamsDecodesThem() throws {
        var decoded = 0, total = 0
        let examples = packageRoot.appendingPathComponent("Examples")
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted() where name.hasSuffix(".yaml") {
            let text = try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
            for (i, node) in try mappings(text, file: name).enumerated() {
                total += 1
                if compare(node, "\(name)[\(i)]") { decoded += 1 }
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
                total += 1
                if compare(node, "\(file)[\(i)]") { decoded += 1 }
            }
        }
        XCTAssertGreaterThan(total, catalog.count)
        XCTAssertEqual(decoded, total, "every example and catalog item is a spec or a sheet")
    }

    func testUnusualYAMLDecodesAsYamsDecodesIt() throws {
        let texts = [
            #"{"title": "OK", "scale": 2}"#, #"{"title": "OK", "scale": 2.0}"#, #"{"title": "OK", "scale": "2"}"#,
            #"{"title": 12}"#, #"{"title": true}"#, #"{"title": null}"#, #"{"title": "null"}"#, #"{"title": ""}"#,
            #"{"title": "OK", "ripple": {"x": 1, "y": 2, "radius": 3, "bounded": "yes"}}"#,
            #"{"title": "OK", "ripple": {"x": 1, "y": 2, "radius": 3, "bounded": true}}"#,
            #"{"title": "OK", "elevation": -0}"#, #"{"title": "OK", "elevation": 1e1}"#, #"{"true": "OK"}"#,
            "title: OK\nscale: 0x2\n", "title: OK\nscale: 02\n", "title: !!str OK\n", "title: ~\n", "title:\n",
            "base: &b {title: OK}\n", "? [a]\n: b\n", "yes: OK\n", "\"title\": OK\n'style': contained\n",
            "- &a {title: A, style: contained}\n- <<: *a\n  title: B\n", "!!map {title: OK}\n", "&anchor {title: OK}\n",
            "- &a {title: A, elevation: 2}\n- &b {style: outlined, elevation: 4}\n- <<: [*a, *b]\n  height: 40\n",
            "- &a {title: A, bogus: 2}\n- <<: *a\n  title: B\n", "- &a {title: A}\n- <<: *a\n  1: B\n",
            "title: OK\nripple: {<<: {x: 1, y: 2}, radius: 3}\n", "title: OK\n=: 1\n", "title: OK\n'1': 2\n",
            "title: OK\nstates: {'yes': {fill: red}}\n", "title: OK\nstates: {1: {fill: red}}\n",
            "title: OK\nshadows: [{y: 1, blur: 2, color: '#00000033'}]\n", "title: OK\nshadows: []\n",
            "title: OK\nshadows: {y: 1}\n", "title: OK\nshadows: 3\n", "title: OK\nripple: [1, 2]\n",
            "title: OK\nripple: {x: 1}\n", "title: OK\nelevation: {a: 1}\n", "title: OK\nelevation: [1]\n",
            "title: [OK]\n", "title: {a: b}\n", "title: OK\nscale: .inf\n", "title: OK\nscale: 1_0\n",
            "title: OK\nunknownField: 1\n", "title: OK\nstyle: containd\n", "title: OK\ncornerStyle: capsule\ncornerRadius: 4\n",
            "sheet: strip\nitems: [{title: A}, {title: B}]\n", "sheet: strip\nitems: {title: A}\n", "sheet: strip\n",
            "sheet: strip\nitems: [{title: A}, 3]\n", "sheet: strip\nitems: [{title: A, bogus: 1}]\n",
        ]
        var decoded = 0
        for text in texts {
            let file = text.hasPrefix("{") ? "t.json" : "t.yaml"
            let nodes = try mappings(text, file: file)
            XCTAssertFalse(nodes.isEmpty, text)
            for node in nodes where compare(node, text) { decoded += 1 }
        }
        XCTAssertGreaterThan(decoded, 10)
    }

    /// Every field of a real spec file, and of a sheet, replaced in turn by each kind of wrong
    /// value (a mapping, a list, a word, a number, a null, a quoted number) and then removed:
    /// the same spec or the same error from both decoders, for every one of them.
    func testEveryFieldOfRealFilesBrokenEveryWayFailsAsWithYams() throws {
        let replacements: [Node] = [
            Node.mapping(Node.Mapping([(Node("bogus"), Node("1", Tag(.implicit), .plain))])),
            Node.sequence(Node.Sequence([Node("1", Tag(.implicit), .plain)])),
            Node("zz", Tag(.implicit), .plain), Node("7", Tag(.implicit), .plain), Node("~", Tag(.implicit), .plain),
            Node("7", Tag(.implicit), .doubleQuoted),
        ]
        var nodes: [(Node, String)] = []
        let examples = packageRoot.appendingPathComponent("Examples")
        for name in ["buttons.yaml", "uikit-configurations.yaml", "uikit-per-state-values.yaml", "material3-states.yaml",
                     "anatomy-group-icons.yaml", "uikit-menus.yaml"] {
            let text = try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
            nodes += try mappings(text, file: name).prefix(3).enumerated().map { ($0.element, "\(name)[\($0.offset)]") }
        }
        var broken = 0, failed = 0
        for (node, label) in nodes {
            for path in Self.paths(in: node) {
                for (i, replacement) in replacements.enumerated() {
                    guard let changed = Self.replacing(path, in: node, with: replacement) else { continue }
                    broken += 1
                    if !compare(changed, "\(label) \(path) ← \(i)") { failed += 1 }
                }
                if let removed = Self.replacing(path, in: node, with: nil) {
                    broken += 1
                    if !compare(removed, "\(label) \(path) removed") { failed += 1 }
                }
            }
        }
        XCTAssertGreaterThan(broken, 500)
        XCTAssertGreaterThan(failed, broken / 3, "most broken files fail")
    }

    /// The path (keys and list positions) of every value under `node`.
    private static func paths(in node: Node, prefix: [String] = []) -> [[String]] {
        switch node {
        case .mapping(let mapping):
            return mapping.flatMap { pair -> [[String]] in
                guard let key = pair.key.string else { return [] }
                return [prefix + [key]] + paths(in: pair.value, prefix: prefix + [key])
            }
        case .sequence(let sequence):
            return sequence.enumerated().flatMap { [prefix + ["\($0.offset)"]] + paths(in: $0.element, prefix: prefix + ["\($0.offset)"]) }
        default:
            return []
        }
    }

    /// `node` with the value at `path` replaced (or removed, for nil); nil when the path leaves it.
    private static func replacing(_ path: [String], in node: Node, with replacement: Node?) -> Node? {
        guard let first = path.first else { return replacement }
        let rest = Array(path.dropFirst())
        switch node {
        case .mapping(let mapping):
            var pairs: [(Node, Node)] = []
            var found = false
            for pair in mapping {
                if pair.key.string == first, !found {
                    found = true
                    if rest.isEmpty, replacement == nil { continue }
                    guard let value = replacing(rest, in: pair.value, with: replacement) else { return nil }
                    pairs.append((pair.key, value))
                } else {
                    pairs.append((pair.key, pair.value))
                }
            }
            return found ? .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark)) : nil
        case .sequence(let sequence):
            guard let i = Int(first), i < sequence.count else { return nil }
            var items = Array(sequence)
            if rest.isEmpty, replacement == nil {
                items.remove(at: i)
            } else {
                guard let value = replacing(rest, in: items[i], with: replacement) else { return nil }
                items[i] = value
            }
            return .sequence(Node.Sequence(items, sequence.tag, sequence.style, sequence.mark))
        default:
            return nil
        }
    }

    func testTheLoaderLocatesTheDecodersErrors() throws {
        let cases = [
            ("{\n  \"title\": \"OK\",\n  \"scale\": 2.5\n}\n", "t.json", "t.json:3:12: field 'scale': expected a number, found '2.5'"),
            ("- {title: A}\n- {title: B, appearance: darkk}\n", "t.yaml", "t.yaml:2:26: field '[1].appearance': unknown value 'darkk'"),
            ("[{\"title\": \"A\"}, {\"title\": \"B\", \"unknown\": 1}]", "t.json", "t.json:1:33: field '[1].unknown': unknown field 'unknown'"),
            ("title: OK\nripple: [1, 2]\n", "t.yaml", "t.yaml:2:9: field 'ripple': expected a mapping, found a list"),
            ("- &a {title: A}\n- <<: *a\n  elevation: [1]\n", "t.yaml", "t.yaml:3:14: field '[1].elevation': expected a single value, found a list"),
        ]
        for (text, file, start) in cases {
            XCTAssertThrowsError(try SpecLoader.load(text: text, file: file), text) { error in
                guard let error = error as? SpecError else { return XCTFail("not a SpecError: \(error)") }
                XCTAssertTrue("\(error)".hasPrefix(start), "\(error)")
            }
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
        for (i, node) in nodes.enumerated() { XCTAssertNoThrow(try SpecNodeDecoding.decode(ButtonSpec.self, from: node), "[\(i)]") }
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
