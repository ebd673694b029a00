@testable import ButtonRenderModel
import Foundation
import XCTest
@testable import ButtonRenderSpecFiles
import ButtonRenderPipeline

/// A JSON button read straight from its tree (`ButtonSpecTreeReader`) is the button the node
/// graph decodes from the same text (`SpecLoader.decode`, what users' errors come from), or the
/// reader leaves it to `Decodable`: it never reads a button the graph refuses, nor reads one
/// differently. And it does read the buttons spec files write most.
final class ButtonSpecTreeReaderTests: XCTestCase {
    /// What the reader makes of `text`, checked against the node graph: nil when it left the
    /// button to `Decodable`.
    @discardableResult
    private func read(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> ButtonSpec? {
        let bytes = Array(text.utf8)
        let tree = try XCTUnwrap(JSONSpecTree.compose(bytes), "no tree: \(text)", file: file, line: line)
        let node = try XCTUnwrap(JSONNodeComposer.compose(bytes), file: file, line: line)
        let read = ButtonSpecTreeReader.spec(from: tree)
        guard let fromNode = try? SpecLoader.decode(node, file: "t.json", index: nil) else {
            XCTAssertNil(read, "the reader took a button the node graph refuses: \(text)", file: file, line: line)
            return nil
        }
        if let read { XCTAssertEqual(read, fromNode, text, file: file, line: line) }
        return read
    }

    func testTheButtonsSpecFilesWriteMostAreReadAsTheGraphReadsThem() throws {
        let taken = [
            ##"{"name": "b0", "style": "contained", "title": "BUTTON", "elevation": 2, "ripple": {"x": 30, "y": 18, "radius": 60, "color": "#FFFFFF33", "bounded": true}}"##,
            ##"{"system": "uikit", "style": "filled", "title": "Title", "subtitle": "Second line", "appearance": "dark", "state": "highlighted"}"##,
            ##"{"system": "anatomy", "style": "primary", "size": "large", "icon": "check", "title": "Save", "theme": "brand.tokens.json"}"##,
            ##"{"title": "Tinted", "fill": "primary@12%", "foreground": "#003A80", "background": "surface", "tintColor": "#FF0000"}"##,
            ##"{"title": "Sized", "height": 48, "containerWidth": 200.5, "elevation": 0, "ripple": {"progress": 0.5, "color": "onPrimary@0.2"}}"##,
            ##"{"title": "é – \u00e9\n", "ripple": {}, "state": "pressed", "system": "acme.system.yaml"}"##,
            "{}",
        ]
        for text in taken {
            XCTAssertNotNil(try read(text), "left to Decodable: \(text)")
        }
    }

    func testEveryValueACheckRefusesIsLeftToTheGraphWhichRefusesItToo() throws {
        let refused = [
            #"{"name": "../up"}"#, #"{"name": ".hidden"}"#, #"{"name": ""}"#, #"{"name": "a/b"}"#,
            #"{"style": ""}"#, #"{"size": "two words"}"#, #"{"size": ""}"#,
            #"{"state": "Pressed"}"#, #"{"state": "held"}"#, #"{"appearance": "DARK"}"#,
            "{\"title\": \"" + String(repeating: "x", count: ButtonSpec.maximumTitleLength + 1) + "\"}",
            "{\"subtitle\": \"" + String(repeating: "e\\u0301", count: SpecLimits.maximumTextScalars / 2 + 1) + "\"}",
            ##"{"fill": "#GG0000"}"##, ##"{"foreground": "not a colour"}"##, ##"{"background": "primary@150%"}"##,
            ##"{"tintColor": "@50%"}"##, ##"{"fill": "$root"}"##,
            #"{"elevation": 24.5}"#, #"{"elevation": -1}"#, #"{"elevation": 1e400}"#, #"{"height": 0}"#,
            #"{"height": 16385}"#, #"{"containerWidth": 0.5}"#,
            #"{"ripple": {"x": -4097}}"#, #"{"ripple": {"radius": -1}}"#, #"{"ripple": {"progress": 1.5}}"#,
            #"{"ripple": {"bounded": "true"}}"#, #"{"ripple": {"spread": 1}}"#, #"{"ripple": []}"#, #"{"ripple": "wide"}"#,
            #"{"titel": "OK"}"#, #"{"true": "OK"}"#, #"{"elevation": "2"}"#,
        ]
        for text in refused {
            XCTAssertNil(try read(text), text)
            let node = try XCTUnwrap(JSONNodeComposer.compose(Array(text.utf8)))
            XCTAssertThrowsError(try SpecLoader.decode(node, file: "t.json", index: nil), text)
        }
    }

    func testFormsTheReaderLeavesToDecodableReadTheSameThere() throws {
        // Other forms of a value, and fields the reader does not read: `Decodable` reads them,
        // the reader leaves them (a plain scalar where a string is asked may be a `null`).
        let left = [
            #"{"title": 12}"#, #"{"title": null}"#, #"{"name": true}"#,
            #"{"elevation": null}"#, #"{"ripple": {"bounded": null}}"#, #"{"ripple": null}"#,
            #"{"title": "OK", "scale": 2}"#, #"{"title": "OK", "insets": 8}"#, #"{"title": "OK", "iconPlacement": "trailing"}"#,
            ##"{"title": "OK", "shadows": [{"y": 1, "blur": 2, "color": "#00000033"}]}"##,
        ]
        for text in left {
            XCTAssertNil(ButtonSpecTreeReader.spec(from: try XCTUnwrap(JSONSpecTree.compose(Array(text.utf8)))), text)
            let node = try XCTUnwrap(JSONNodeComposer.compose(Array(text.utf8)))
            XCTAssertNoThrow(try SpecLoader.decode(node, file: "t.json", index: nil), text)
        }
    }

    func testTheCatalogsButtonsAreReadAsTheGraphReadsThemWhereTheReaderTakesThem() throws {
        // Each catalog button as JSON, both without the fields the reader leaves and whole.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var taken = 0
        for spec in BuiltInCatalog.specs() {
            var plain = ButtonSpec(name: spec.name, system: spec.system, style: spec.style, size: spec.size, state: spec.state,
                                   title: spec.title, icon: spec.icon, appearance: spec.appearance,
                                   containerWidth: spec.containerWidth, height: spec.height, fill: spec.fill,
                                   foreground: spec.foreground, elevation: spec.elevation, ripple: spec.ripple)
            plain.background = spec.background
            plain.theme = spec.theme
            plain.subtitle = spec.subtitle
            plain.tintColor = spec.tintColor
            if try read(String(decoding: try encoder.encode(plain), as: UTF8.self)) != nil { taken += 1 }
            try read(String(decoding: try encoder.encode(spec), as: UTF8.self))
        }
        XCTAssertEqual(taken, BuiltInCatalog.specs().count)
    }
}
