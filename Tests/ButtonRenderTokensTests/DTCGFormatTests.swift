@testable import ButtonRenderModel
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// The DTCG Format 2025.10 and Color Module 2025.10 as token tools write them: colour objects in
/// every colour space (converted to sRGB), dimension and duration objects, composites, `$ref`,
/// `$extends`, `$root`, `$deprecated`, and the spec's errors, located.
final class DTCGFormatTests: XCTestCase {
    // MARK: - Colour

    func testSRGBColourObjectNeedsNoHex() throws {
        let tokens = try parse(##"""
        {"color": {"$type": "color",
          "teal": {"$value": {"colorSpace": "srgb", "components": [0, 0.4745, 0.4196], "alpha": 1, "hex": "#00796B"}},
          "bare": {"$value": {"colorSpace": "srgb", "components": [1, 0.5, 0]}},
          "veil": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5, "hex": "#000000"}}}}
        """##)
        XCTAssertEqual(hex(try tokens.color("color.teal", .light)), "#00796BFF")
        XCTAssertEqual(hex(try tokens.color("color.bare", .light)), "#FF8000FF")
        XCTAssertEqual(try tokens.color("color.veil", .dark).alpha, 0.5)
    }

    /// The Color Module's "Hot pink" examples (color-type.md), each of which is #ff00ff; the
    /// module's hsl and hwb examples give hue 330, which is not #ff00ff, so the correct 300 is
    /// used. display-p3/a98-rgb/prophoto-rgb/rec2020 [1, 0, 1] lie outside sRGB and clip to it.
    func testEveryColourSpaceConvertsToSRGB() throws {
        let examples: [(String, String)] = [
            ("srgb", "[1, 0, 1]"), ("srgb-linear", "[1, 0, 1]"), ("hsl", "[300, 100, 50]"), ("hwb", "[300, 0, 0]"),
            ("lab", "[60.17, 93.54, -60.5]"), ("lch", "[60.17, 111.4, 327.11]"), ("oklab", "[0.701, 0.2746, -0.169]"),
            ("oklch", "[0.7016, 0.3225, 328.363]"), ("display-p3", "[1, 0, 1]"), ("a98-rgb", "[1, 0, 1]"),
            ("prophoto-rgb", "[1, 0, 1]"), ("rec2020", "[1, 0, 1]"), ("xyz-d65", "[0.5929, 0.2848, 0.9699]"),
            ("xyz-d50", "[0.5791, 0.2831, 0.728]"),
        ]
        for (space, components) in examples {
            let tokens = try parse(#"{"c": {"$type": "color", "$value": {"colorSpace": "\#(space)", "components": \#(components)}}}"#)
            let color = try tokens.color("c", .light)
            XCTAssertEqual(color.red, 1, accuracy: 1.5 / 255, space)
            XCTAssertEqual(color.green, 0, accuracy: 1.5 / 255, space)
            XCTAssertEqual(color.blue, 1, accuracy: 1.5 / 255, space)
        }
    }

    /// In-gamut values that distinguish the spaces: P3 shares sRGB's white and transfer
    /// function, so its greys are sRGB's; linear 0.2140 is sRGB 0.5; hsl/hwb/oklch greys.
    func testInGamutConversions() throws {
        let tokens = try parse(##"""
        {"c": {"$type": "color",
          "p3": {"$value": {"colorSpace": "display-p3", "components": [0.5, 0.5, 0.5]}},
          "linear": {"$value": {"colorSpace": "srgb-linear", "components": [0.214041, 0.214041, 0.214041]}},
          "hsl": {"$value": {"colorSpace": "hsl", "components": ["none", 0, 100], "hex": "#ffffff"}},
          "hwb": {"$value": {"colorSpace": "hwb", "components": [120, 0, 50]}},
          "oklch": {"$value": {"colorSpace": "oklch", "components": [1, 0, "none"]}},
          "p3green": {"$value": {"colorSpace": "display-p3", "components": [0.4, 0.6, 0.3]}}}}
        """##)
        for name in ["c.p3", "c.linear"] {
            let grey = try tokens.color(name, .light)
            for channel in [grey.red, grey.green, grey.blue] { XCTAssertEqual(channel, 0.5, accuracy: 0.0005, name) }
        }
        XCTAssertEqual(hex(try tokens.color("c.hsl", .light)), "#FFFFFFFF")
        XCTAssertEqual(hex(try tokens.color("c.hwb", .light)), "#008000FF")
        XCTAssertEqual(hex(try tokens.color("c.oklch", .light)), "#FFFFFFFF")
        // P3 is wider than sRGB: a P3 green is more saturated in sRGB terms (red and blue drop).
        let green = try tokens.color("c.p3green", .light)
        XCTAssertLessThan(green.red, 0.4)
        XCTAssertGreaterThan(green.green, 0.6)
        XCTAssertLessThan(green.blue, 0.3)
    }

    func testColourObjectErrorsAreLocated() throws {
        let text = ##"""
        {"c": {"$type": "color",
          "x": {"$value": {"colorSpace": "okhsl", "components": [1, 0, 1]}}}}
        """##
        let e = try XCTUnwrap(error(text))
        XCTAssertEqual(e.line, 2)
        XCTAssertEqual(e.column, position(of: #""okhsl""#, in: text).column)
        XCTAssertTrue(e.message.contains("unknown colorSpace"), e.description)
        for (value, words) in [
            (#"{"colorSpace": "srgb", "components": [1, 0]}"#, "list of 3"),
            (#"{"colorSpace": "srgb", "components": [1, 0, 1], "alpha": 2}"#, "alpha"),
            (##"{"colorSpace": "srgb", "components": [1, 0, 1], "hex": "f0f"}"##, "6-digit"),
            (#"{"colorSpace": "srgb", "components": [1, 0, 1], "componets": [1]}"#, "unknown colour field 'componets' (did you mean 'components'?)"),
            (#"{"components": [1, 0, 1]}"#, "needs \"colorSpace\""),
        ] {
            let e = try XCTUnwrap(error(#"{"c": {"$type": "color", "$value": \#(value)}}"#), value)
            XCTAssertTrue(e.message.contains(words), e.description)
        }
    }

    // MARK: - Dimension, duration, number, fonts

    func testDimensionObjectsAndRem() throws {
        let tokens = try parse(#"""
        {"size": {"$type": "dimension",
          "px": {"$value": {"value": 12, "unit": "px"}}, "rem": {"$value": {"value": 1.5, "unit": "rem"}},
          "old": {"$value": "12px"}, "oldRem": {"$value": "0.5rem"}}}
        """#)
        XCTAssertEqual(try tokens.dimension("size.px", .light), 12)
        XCTAssertEqual(try tokens.dimension("size.rem", .light), 24, "1rem is 16px")
        XCTAssertEqual(try tokens.dimension("size.old", .light), 12)
        XCTAssertEqual(try tokens.dimension("size.oldRem", .light), 8)
        // An em loads (a deviation, `DTCGExamplesTests`) but has nothing to be relative to here.
        let em = try parse(#"{"d": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}}}"#)
        XCTAssertNoThrow(try em.validate())
        XCTAssertThrowsError(try em.dimension("d", .light)) { XCTAssertTrue("\($0)".contains("relative to is unknown"), "\($0)") }
        let e = try XCTUnwrap(error(#"{"d": {"$type": "dimension", "$value": {"value": 1, "unit": "furlong"}}}"#))
        XCTAssertTrue(e.message.contains("unknown unit 'furlong'"), e.description)
    }

    func testDurationCubicBezierNumberAndFonts() throws {
        let tokens = try parse(#"""
        {"motion": {"fast": {"$type": "duration", "$value": {"value": 100, "unit": "ms"}},
                    "slow": {"$type": "duration", "$value": {"value": 0.5, "unit": "s"}},
                    "ease": {"$type": "cubicBezier", "$value": [0.5, 0, 1, 1]}},
         "font": {"stack": {"$type": "fontFamily", "$value": ["Helvetica Neue", "Arial", "sans-serif"]},
                  "one": {"$type": "fontFamily", "$value": "Inter"},
                  "weight": {"$type": "fontWeight", "$value": "extra-bold"}, "w": {"$type": "fontWeight", "$value": 350}},
         "ratio": {"$type": "number", "$value": 1.5}}
        """#)
        XCTAssertNoThrow(try tokens.validate())
        XCTAssertEqual(try tokens.fontFamily("font.stack"), "Helvetica Neue")
        XCTAssertEqual(try tokens.fontFamily("font.one"), "Inter")
        XCTAssertEqual(try tokens.fontWeight("font.weight"), 800)
        XCTAssertEqual(try tokens.fontWeight("font.w"), 350)
        XCTAssertEqual(try tokens.number("ratio", .light), 1.5)
        for (value, words) in [
            (#"{"$type": "duration", "$value": {"value": 1, "unit": "min"}}"#, "not a duration unit"),
            (#"{"$type": "cubicBezier", "$value": [1.5, 0, 1, 1]}"#, "0...1"),
            (#"{"$type": "cubicBezier", "$value": [0, 0, 1]}"#, "cubic Bézier"),
        ] {
            XCTAssertThrowsError(try parse(#"{"t": \#(value)}"#).validate(), value) { XCTAssertTrue("\($0)".contains(words), "\($0)") }
        }
    }

    // MARK: - Composites

    func testCompositesWithReferencedParts() throws {
        let tokens = try parse(##"""
        {"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.25}}},
         "space": {"$type": "dimension", "s": {"$value": {"value": 2, "unit": "px"}}},
         "shadow": {"$type": "shadow",
           "raised": {"$value": [{"color": "{color.ink}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": "{space.s}",
                                  "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]},
           "pressed": {"$value": {"color": "{color.ink}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
                                  "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true}}},
         "border": {"$type": "border", "focus": {"$value": {"color": "{color.ink}", "width": "{space.s}", "style": "dashed"}},
                    "dots": {"$value": {"color": "#000000", "width": {"value": 1, "unit": "px"},
                                        "style": {"dashArray": [{"value": 2, "unit": "px"}, "{space.s}"], "lineCap": "round"}}}},
         "type": {"$type": "typography", "label": {"$value": {"fontFamily": ["Roboto", "sans-serif"], "fontSize": {"value": 0.875, "unit": "rem"},
                                                              "fontWeight": 500, "letterSpacing": {"value": 0.5, "unit": "px"}, "lineHeight": 1.25}}},
         "motion": {"$type": "transition", "t": {"$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"},
                                                             "timingFunction": [0.5, 0, 1, 1]}}},
         "fade": {"$type": "gradient", "$value": [{"color": "#FFFFFF", "position": 0}, {"color": "{color.ink}", "position": 1}]}}
        """##)
        XCTAssertNoThrow(try tokens.validate())
        let raised = try tokens.shadows("shadow.raised", .light)
        XCTAssertEqual(raised, [BoxShadow(x: 0, y: 2, blur: 4, spread: 0, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.25))])
        // 2025.10's `inset` reaches the renderer: an inner shadow, drawn inside the padding box.
        XCTAssertEqual(try tokens.shadows("shadow.pressed", .light),
                       [BoxShadow(x: 0, y: 1, blur: 2, spread: 0, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.25), inset: true)])
        XCTAssertThrowsError(try parse(##"{"b": {"$type": "border", "$value": {"color": "#000000", "width": 1, "style": "wavy"}}}"##).validate()) { XCTAssertTrue("\($0)".contains("unknown stroke style 'wavy'"), "\($0)") }
        // A typography without parts the format requires loads (a deviation) but is not drawn.
        let partial = try parse(#"{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 12}}}"#)
        XCTAssertNoThrow(try partial.validate())
        XCTAssertEqual(partial.deviations.map(\.kind), [.missingField(composite: "typography", field: "fontWeight"),
                                                       .missingField(composite: "typography", field: "letterSpacing"),
                                                       .missingField(composite: "typography", field: "lineHeight")])
        XCTAssertThrowsError(try partial.typography("t")) { XCTAssertTrue("\($0)".contains("no 'fontWeight'"), "\($0)") }
    }

    // MARK: - References, groups

    func testJSONPointerReferences() throws {
        let tokens = try parse(##"""
        {"base": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]}}},
         "alias": {"$type": "color", "$value": {"$ref": "#/base/blue/$value"}},
         "mixed": {"$type": "color", "$value": {"colorSpace": "srgb",
                   "components": [{"$ref": "#/base/blue/$value/components/2"}, 0, 0]}}}
        """##)
        XCTAssertEqual(hex(try tokens.color("alias", .light)), "#0066CCFF")
        XCTAssertEqual(hex(try tokens.color("mixed", .light)), "#CC0000FF")
        // A whole-value $ref is an alias: it follows an override of the token it names.
        let overridden = tokens.overridden(by: try parse(##"{"base": {"blue": {"$value": "#000000"}}}"##))
        XCTAssertEqual(hex(try overridden.color("alias", .light)), "#000000FF")
        let e = try XCTUnwrap(error(##"{"a": {"$type": "number", "$value": {"$ref": "#/nowhere/$value"}}}"##))
        XCTAssertTrue(e.message.contains("no 'nowhere'"), e.description)
        XCTAssertEqual(e.line, 1)
    }

    func testExtendsRootDeprecatedAndTypeInheritance() throws {
        let tokens = try parse(##"""
        {"button": {"$type": "color",
           "$root": {"$value": "#111111"},
           "background": {"$value": "#222222"},
           "foreground": {"$value": "#333333", "$deprecated": "use button.label"},
           "label": {"$value": "{button.$root}"}},
         "danger": {"$extends": "{button}", "background": {"$value": "#FF0000"}},
         "legacy": {"$deprecated": true, "$type": "number", "x": {"$value": 1}, "y": {"$value": 2, "$deprecated": false}}}
        """##)
        XCTAssertNoThrow(try tokens.validate())
        XCTAssertEqual(hex(try tokens.color("button.$root", .light)), "#111111FF")
        XCTAssertEqual(hex(try tokens.color("button.label", .light)), "#111111FF")
        XCTAssertEqual(hex(try tokens.color("danger.background", .light)), "#FF0000FF", "own member wins")
        XCTAssertEqual(hex(try tokens.color("danger.foreground", .light)), "#333333FF", "inherited, with the group's $type")
        XCTAssertEqual(hex(try tokens.color("danger.$root", .light)), "#111111FF")
        XCTAssertEqual(try tokens.number("legacy.x", .light), 1)
        let warnings = tokens.warnings
        XCTAssertTrue(warnings.contains { $0.contains("token 'button.foreground': is deprecated: use button.label") && $0.hasPrefix("test.tokens.json:4:") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.contains("token 'legacy.x': is deprecated") }, "\(warnings)")
        XCTAssertFalse(warnings.contains { $0.contains("legacy.y") }, "\(warnings)")
        let cycle = try XCTUnwrap(error(#"{"a": {"$extends": "{b}"}, "b": {"$extends": "{a}"}}"#))
        XCTAssertTrue(cycle.message.contains("circular"), cycle.description)
    }

    func testSpecErrorsAreLocated() throws {
        let text = "{\"g\": {\n  \"bad{name}\": {\"$type\": \"number\", \"$value\": 1}}}"
        var e = try XCTUnwrap(error(text))
        XCTAssertEqual(e.line, 2)
        XCTAssertEqual(e.column, 3)
        XCTAssertTrue(e.message.contains("'{' or '}'"), e.description)
        let unknown = "{\"g\": {\"$type\": \"number\",\n  \"x\": {\"$value\": 1, \"$unit\": \"px\"}}}"
        e = try XCTUnwrap(error(unknown))
        XCTAssertEqual(e.line, 2)
        XCTAssertEqual(e.column, position(of: #""$unit""#, in: unknown).column)
        XCTAssertTrue(e.message.contains("unknown token property '$unit'"), e.description)
        e = try XCTUnwrap(error("{\"g\": {\"$typo\": \"number\"}}"))
        XCTAssertTrue(e.message.contains("unknown group property '$typo' (did you mean '$type'?)"), e.description)
        e = try XCTUnwrap(error("{\"x\": {\"$type\": \"number\", \"$value\": 1, \"$deprecated\": 3}}"))
        XCTAssertTrue(e.message.contains("$deprecated must be"), e.description)
    }

    // MARK: - Helpers

    private func parse(_ text: String) throws -> DesignTokens { try DesignTokens.parse(text, source: "test.tokens.json") }

    private func error(_ text: String) -> TokenError? {
        do { try parse(text).validate(); return nil } catch { return error as? TokenError }
    }

    private func hex(_ color: RGBAColor) -> String {
        String(format: "#%02X%02X%02X%02X", Int((color.red * 255).rounded()), Int((color.green * 255).rounded()),
               Int((color.blue * 255).rounded()), Int((color.alpha * 255).rounded()))
    }

    private func position(of needle: String, in text: String) -> (line: Int, column: Int) {
        let lines = text.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: needle) { return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1) }
        }
        return (0, 0)
    }
}
