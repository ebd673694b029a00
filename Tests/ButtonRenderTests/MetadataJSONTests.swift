@testable import ButtonRenderModel
@testable import ButtonRenderPipeline
import Foundation
import XCTest
import Yams
@testable import ButtonRenderSpecFiles
import ButtonRenderTestSupport
@testable import ButtonRenderSupport

/// `name.layout.json` is written by hand (`ButtonMetadata.write(into:)`), not by walking
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

    /// The spec's members are built from the fields it sets (`ButtonSpec.jsonText()`); a spec
    /// that sets every field of `CodingKeys`, each taken from a catalog, example or sample
    /// button that sets it, is written as `Encodable` writes it: a field left out of
    /// `jsonText()` fails here.
    func testASpecThatSetsEveryFieldIsWrittenAsEncodableWritesIt() throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        var pool = BuiltInCatalog.specs()
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted() where name.hasSuffix(".yaml") {
            let items = (try? SheetLoader.load(file: examples.appendingPathComponent(name).path)) ?? []
            for case .button(let loaded) in items { pool.append(loaded.spec) }
        }
        let samples = try SpecLoader.load(text: """
            - {canvasPadding: 4, titlePadding: 2, imagePadding: 3, lineBreakMode: truncateTail, tintColor: "#FF0000"}
            - {selectedIcon: check, accessibilityValue: "on", isPointerInteractionEnabled: true}
            - {showsMenuAsPrimaryAction: true, menu: {items: [A, B]}}
            - {titleShadow: {x: 1, y: 1, color: "#00000080"}, reversesTitleShadowWhenHighlighted: true, showsTouchWhenHighlighted: true}
            - {adjustsImageWhenHighlighted: false, adjustsImageWhenDisabled: false, backgroundImage: "bg.png", flipsIconForRightToLeft: true}
            - {contentEdgeInsets: [1, 2], titleEdgeInsets: 3, imageEdgeInsets: {top: 1, left: 2, bottom: 3, right: 4}}
            - {accessibilityHint: "Adds it", titleMarkup: true, changesSelectionAsPrimaryAction: true, menu: {items: [A, B], selected: 1}}
            - {snapshot: {ignore: [[0, 0, 4, 4]]}, shadowModel: web, size: small, theme: themes/brand.json, modes: {theme: dark-hc}}
            - {iconPlacement: trailing, height: 40, cornerRadius: 6, fill: "#6200EE", foreground: "#FFFFFF", elevation: 2, scale: 2}
            - {stroke: {width: 1, color: "#000000"}, shadows: [{y: 1, blur: 2, color: "#00000033"}], font: {size: 15, weight: medium}}
            - {insets: [8, 16], layoutDirection: rightToLeft, iconTint: false, states: {highlighted: {fill: "#003A80"}}}
            """, file: "samples.yaml").map(\.spec)
        pool += samples
        var full = ButtonSpec()
        var unset: [String] = []
        func take<T>(_ path: WritableKeyPath<ButtonSpec, T?>, _ key: String) {
            if let value = pool.lazy.compactMap({ $0[keyPath: path] }).first { full[keyPath: path] = value } else { unset.append(key) }
        }
        take(\.name, "name"); take(\.system, "system"); take(\.style, "style"); take(\.size, "size"); take(\.state, "state")
        take(\.title, "title"); take(\.icon, "icon"); take(\.iconPlacement, "iconPlacement"); take(\.appearance, "appearance")
        take(\.width, "width"); take(\.containerWidth, "containerWidth"); take(\.height, "height"); take(\.cornerRadius, "cornerRadius")
        take(\.fill, "fill"); take(\.foreground, "foreground"); take(\.stroke, "stroke"); take(\.shadows, "shadows")
        take(\.elevation, "elevation"); take(\.ripple, "ripple"); take(\.font, "font"); take(\.insets, "insets")
        take(\.canvasPadding, "canvasPadding"); take(\.background, "background"); take(\.scale, "scale"); take(\.theme, "theme")
        take(\.buttonType, "buttonType"); take(\.buttonSize, "buttonSize"); take(\.cornerStyle, "cornerStyle"); take(\.role, "role")
        take(\.subtitle, "subtitle"); take(\.imagePlacement, "imagePlacement"); take(\.imagePadding, "imagePadding")
        take(\.titlePadding, "titlePadding"); take(\.showsActivityIndicator, "showsActivityIndicator")
        take(\.lineBreakMode, "lineBreakMode"); take(\.tintColor, "tintColor"); take(\.contentSizeCategory, "contentSizeCategory")
        take(\.layoutDirection, "layoutDirection"); take(\.selectedIcon, "selectedIcon"); take(\.iconTint, "iconTint")
        take(\.titleMarkup, "titleMarkup"); take(\.accessibilityLabel, "accessibilityLabel"); take(\.accessibilityValue, "accessibilityValue")
        take(\.accessibilityHint, "accessibilityHint"); take(\.titleShadow, "titleShadow")
        take(\.reversesTitleShadowWhenHighlighted, "reversesTitleShadowWhenHighlighted")
        take(\.showsTouchWhenHighlighted, "showsTouchWhenHighlighted"); take(\.adjustsImageWhenHighlighted, "adjustsImageWhenHighlighted")
        take(\.adjustsImageWhenDisabled, "adjustsImageWhenDisabled"); take(\.contentEdgeInsets, "contentEdgeInsets")
        take(\.titleEdgeInsets, "titleEdgeInsets"); take(\.imageEdgeInsets, "imageEdgeInsets")
        take(\.isPointerInteractionEnabled, "isPointerInteractionEnabled"); take(\.states, "states")
        take(\.backgroundImage, "backgroundImage"); take(\.menu, "menu"); take(\.showsMenuAsPrimaryAction, "showsMenuAsPrimaryAction")
        take(\.changesSelectionAsPrimaryAction, "changesSelectionAsPrimaryAction"); take(\.shadowModel, "shadowModel")
        take(\.flipsIconForRightToLeft, "flipsIconForRightToLeft"); take(\.snapshot, "snapshot"); take(\.modes, "modes")
        XCTAssertEqual(unset, [], "no catalog, example or sample button sets these fields")
        // The spec sets every field `Encodable` writes (a field added to `CodingKeys` and not
        // taken above fails here).
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let foundation = try encoder.encode(full)
        let members = try XCTUnwrap(try JSONSerialization.jsonObject(with: foundation) as? [String: Any])
        XCTAssertEqual(Set(members.keys), Set(ButtonSpec.CodingKeys.allCases.map(\.stringValue)))
        XCTAssertEqual(String(decoding: SortedJSONEncoder().encode(text: try full.jsonText()), as: UTF8.self),
                       String(decoding: foundation, as: UTF8.self))
        XCTAssertEqual(SortedJSONEncoder().encode(text: try ButtonSpec().jsonText()), Array("{\n\n}".utf8))
        // Set in key order, so the writer need not sort them.
        guard case .object(let members) = try full.jsonText() else { return XCTFail("not an object") }
        XCTAssertTrue(members.isSorted)
    }

    /// A ripple's members are built from the fields it sets (`RippleSpec.jsonText()`), in key
    /// order, as `Encodable` writes them.
    func testARipplesMembersAreWhatEncodableWrites() throws {
        let ripples = [
            RippleSpec(),
            RippleSpec(x: 30, y: 18, radius: 60, color: .literal(RGBAColor(hex: "#FFFFFF33")!), bounded: true),
            RippleSpec(x: -4.5, y: 0, radius: 0, color: .token("primary", alpha: 0.12), bounded: false, progress: 0.25),
            RippleSpec(color: .token("onSurface", alpha: 1)),
            RippleSpec(progress: 1),
        ]
        for ripple in ripples {
            guard case .object(let members) = try ripple.jsonText() else { return XCTFail("not an object") }
            XCTAssertTrue(members.isSorted, "\(ripple)")
            XCTAssertEqual(String(decoding: SortedJSONEncoder().encode(text: .object(members)), as: UTF8.self),
                           String(decoding: try SortedJSONEncoder().encode(ripple), as: UTF8.self), "\(ripple)")
        }
    }

    /// `JSONTextWriter.number(_:)` writes a whole number from its digits and any other through
    /// the encoder: both ways give what `SortedJSONEncoder` (and so Foundation) writes, on
    /// either side of every boundary (zero and minus zero, one digit more, 10^15, Int64's end).
    func testTheWritersNumbersAreTheEncodersNumbers() throws {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 16.40625, 1e15, -1e15, 1e15 - 1, -(1e15 - 1),
                                999_999_999_999_999.5, 1e16, 9.2e18, 1e300, .leastNonzeroMagnitude]
        var power = 1.0
        for _ in 0..<16 {
            values += [power - 1, power, power + 1, -power, 48 * power]
            power *= 10
        }
        for value in values {
            var writer = JSONTextWriter()
            try writer.number(value)
            XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self),
                           String(decoding: SortedJSONEncoder().encode(text: try SortedJSONEncoder.text(value)), as: UTF8.self),
                           "\(value)")
        }
        // And Foundation's own writing of a few of them, as a list.
        let sample: [Double] = [-0.0, 7, -1e15 + 1, 123_456_789_012_345, 2.5]
        let foundation = String(decoding: try JSONEncoder().encode(sample), as: UTF8.self)
        var texts: [String] = []
        for value in sample {
            var writer = JSONTextWriter()
            try writer.number(value)
            texts.append(String(decoding: writer.bytes, as: UTF8.self))
        }
        XCTAssertEqual("[" + texts.joined(separator: ",") + "]", foundation)
        var infinite = JSONTextWriter()
        XCTAssertThrowsError(try infinite.number(.infinity))
        XCTAssertThrowsError(try infinite.number(.nan))
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
