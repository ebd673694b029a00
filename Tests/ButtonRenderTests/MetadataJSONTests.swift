@testable import ButtonRenderModel
@testable import ButtonRenderPipeline
import Foundation
import XCTest

/// `name.layout.json` is built by hand (`ButtonMetadata.jsonText()`), not by walking
/// `Encodable`: for every catalog button and for buttons with every optional part, it is byte
/// for byte what Foundation's `JSONEncoder` and the `Encodable` walk write.
final class MetadataJSONTests: XCTestCase {
    private func foundation(_ metadata: ButtonMetadata) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(metadata)) + [UInt8(ascii: "\n")]
    }

    private func check(_ spec: ButtonSpec, scales: [Int]? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let layout = try sharedRenderer.layout(spec)
        let metadata = ButtonMetadata.make(layout: layout, spec: spec, audit: Auditor.audit(layout, spec: spec), scales: scales)
        let bytes = try metadata.jsonBytes()
        let name = "\(spec.system.map(\.rawValue) ?? "default") \(spec.name ?? spec.title ?? "")"
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), String(decoding: try foundation(metadata), as: UTF8.self), name, file: file, line: line)
        XCTAssertEqual(bytes, try SortedJSONEncoder().encode(metadata) + [UInt8(ascii: "\n")], name, file: file, line: line)
    }

    func testEveryCatalogButtonsMetadataIsWhatEncodableWrites() throws {
        let specs = BuiltInCatalog.specs()
        XCTAssertGreaterThan(specs.count, 300)
        for spec in specs { try check(spec, scales: [1, 2]) }
    }

    func testEveryOptionalPartIsWrittenAsEncodableWritesIt() throws {
        // Icon, subtitle, spinner, a failed contrast check (findings), fractional sizes, escapes.
        try check(ButtonSpec(name: "cart", style: .contained, title: "Add to cart", icon: "shopping_cart"), scales: [3, 1, 2])
        try check(ButtonSpec(name: "faint", style: .text, title: "Faint \"quoted\" \\ /", foreground: .token("onSurface", alpha: 0.38)))
        let uikit = try SpecLoader.load(text: """
            - {system: uikit, style: filled, title: Title, subtitle: Second line, name: sub}
            - {system: anatomy, title: Wait, state: loading, name: spin}
            - {system: uikit, style: gray, title: "Tab\\tand\\u0001control", name: ctl, font: {size: 13.5}}
            """, file: "cases.yaml")
        for loaded in uikit { try check(loaded.spec) }
    }

    func testAMemberSetOutOfOrderIsStillWrittenSorted() throws {
        let object = JSONTextObject()
        object.set("b", .number("1"))
        object.set("a", .string("x"))
        object.set("b", .number("2"))
        XCTAssertFalse(object.isSorted)
        XCTAssertEqual(String(decoding: SortedJSONEncoder().encode(text: .object(object)), as: UTF8.self),
                       "{\n  \"a\" : \"x\",\n  \"b\" : 2\n}")
        let sorted = JSONTextObject()
        sorted.set("a", .null)
        sorted.set("b", .bool(true))
        XCTAssertTrue(sorted.isSorted)
    }
}
