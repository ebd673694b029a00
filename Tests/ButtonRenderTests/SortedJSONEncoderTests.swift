@testable import ButtonRender
import Foundation
import XCTest
import ButtonRenderTestSupport

/// `SortedJSONEncoder` writes what Foundation's `JSONEncoder` writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, byte for byte: the metadata of
/// every catalog button and every example sheet, and values chosen for their corner cases.
final class SortedJSONEncoderTests: XCTestCase {
    private func foundation<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    private func assertSameBytes<T: Encodable>(_ value: T, _ message: String = "", line: UInt = #line) throws {
        let ours = try SortedJSONEncoder().encode(value), theirs = try foundation(value)
        XCTAssertEqual(String(decoding: ours, as: UTF8.self), String(decoding: theirs, as: UTF8.self), message, line: line)
    }

    func testEveryCatalogButtonsMetadataMatchesFoundation() throws {
        let specs = BuiltInCatalog.specs()
        XCTAssertGreaterThan(specs.count, 300)
        for spec in specs {
            let layout = try sharedRenderer.layout(spec)
            let metadata = ButtonMetadata.make(layout: layout, spec: spec, audit: Auditor.audit(layout, spec: spec), scales: [1, 2])
            try assertSameBytes(metadata, layout.button.name)
        }
    }

    func testEveryExampleSheetsMetadataMatchesFoundation() throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        let sheets = SheetRenderer(renderer: sharedRenderer)
        var count = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: examples.path).filter({ $0.hasSuffix(".yaml") }).sorted() {
            for item in try SheetLoader.load(file: examples.appendingPathComponent(file).path) {
                guard case .sheet(let loaded) = item else { continue }
                let layout = try sheets.layout(loaded.sheet)
                try assertSameBytes(SheetMetadata.make(layout: layout, sheet: loaded.sheet), loaded.sheet.outputName)
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 10)
    }

    private struct Corners: Encodable {
        var text: String
        var numbers: [Double]
        var floats: [Float]
        var integers: [Int]
        var small: [Int8]
        var unsigned: [UInt64]
        var flags: [Bool]
        var map: [String: Int]
        var empty: [String]
        var emptyMap: [String: String]
        var missing: String?
        var nested: [[String: [Double]]]
        var url: URL
    }

    func testCornerCasesMatchFoundation() throws {
        let value = Corners(
            text: "\u{0}\u{1}\u{8}\u{9}\u{a}\u{b}\u{c}\u{d}\u{1f}\u{7f} \"quoted\" back\\slash /slash/ é 😀 \u{2028} e\u{301}",
            numbers: [0, -0.0, 1, -1, 0.1, 1.0 / 3, 1e-7, 1e16, 1e21, 123456789012.5, Double("2.5e-320")!, .greatestFiniteMagnitude, 36.01123046875,
                      // whole numbers around where the encoder stops writing them from their integer
                      44, -44, 1e14, 999_999_999_999_999, -999_999_999_999_999, 1e15, -1e15, 4_503_599_627_370_496, 9_007_199_254_740_992, 1e15 + 0.5, -0.5],
            floats: [0.1, 3, 1e-9], integers: [0, -5, .max, .min], small: [-128, 127], unsigned: [.max], flags: [true, false],
            map: ["a10": 1, "a9": 2, "B": 3, "_x": 4, "a": 5, "é": 6, "Ab": 7, "aB": 8, "a-b": 9, "": 10,
                  "aé": 11, "ab": 12, "abé": 13, "abz": 14, "\u{e9}x": 16, "~": 17, "a\u{7f}": 18],
            empty: [], emptyMap: [:], missing: nil, nested: [["k": []], [:], ["z": [1.5], "y": [2]]],
            url: URL(fileURLWithPath: "/tmp/a b/c.png"))
        try assertSameBytes(value)
        try assertSameBytes([String]())
        try assertSameBytes("top level")
        try assertSameBytes(42.0)
    }

    /// Encodes one key twice, and through a nested container and a super-encoder.
    private struct Twice: Encodable {
        enum Key: String, CodingKey { case a, b, nested, `super` }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: .a)
            try container.encode("second", forKey: .b)
            try container.encode(2, forKey: .a)
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
            try nested.encode(true, forKey: .b)
            var list = nested.nestedUnkeyedContainer(forKey: .a)
            try list.encode(UInt8(7)); try list.encodeNil()
            try [1.5, 2].encode(to: container.superEncoder(forKey: .super))
        }
    }

    func testRepeatedKeysAndNestedContainersMatchFoundation() throws {
        try assertSameBytes(Twice())
    }

    /// One level of a deep value: an object holding an array holding the next level.
    private struct Nest: Encodable {
        var inner: [Nest]
        var name: String
    }

    /// Eighty levels deep, past the writer's static text of 32 levels of indent.
    func testDeepNestingMatchesFoundation() throws {
        var value = Nest(inner: [], name: "leaf \u{1} \"")
        for level in 0..<40 { value = Nest(inner: [value, Nest(inner: [], name: "")], name: "level \(level)") }
        try assertSameBytes(value)
    }

    func testNonFiniteNumbersAreErrors() {
        XCTAssertThrowsError(try SortedJSONEncoder().encode([Double.nan]))
        XCTAssertThrowsError(try SortedJSONEncoder().encode(["x": Double.infinity]))
    }
}
