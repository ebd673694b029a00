@testable import ButtonRenderModel
@testable import ButtonRenderTokens
import Foundation
import XCTest
import ButtonRenderTestSupport
import ButtonRenderSupport

/// W3C Design Tokens: parsing, references, modes, overrides, errors, and the four built-in
/// themes (every token the resolvers read, and WCAG contrast of their enabled colour pairs).
final class DesignTokensTests: XCTestCase {
    // MARK: - Types

    func testColors() throws {
        let tokens = try parse("""
        {"c": {"$type": "color",
               "short": {"$value": "#0af"}, "long": {"$value": "#6200EE"}, "alpha": {"$value": "#0000001F"}}}
        """)
        XCTAssertEqual(try tokens.color("c.short", .light), RGBAColor(rgb: 0x00AAFF))
        XCTAssertEqual(try tokens.color("c.long", .light), RGBAColor(rgb: 0x6200EE))
        XCTAssertEqual(try tokens.color("c.alpha", .dark), RGBAColor(rgb: 0, alpha: 31.0 / 255))
    }

    func testDimensions() throws {
        let tokens = try parse("""
        {"d": {"$type": "dimension",
               "plain": {"$value": 16}, "px": {"$value": "16px"}, "pt": {"$value": "16pt"},
               "fraction": {"$value": "1.25px"}, "negative": {"$value": "-2px"},
               "object": {"$value": {"value": 3.5, "unit": "px"}}}}
        """)
        XCTAssertEqual(try tokens.dimension("d.plain", .light), 16)
        XCTAssertEqual(try tokens.dimension("d.px", .light), 16)
        XCTAssertEqual(try tokens.dimension("d.pt", .dark), 16)
        XCTAssertEqual(try tokens.dimension("d.fraction", .light), 1.25)
        XCTAssertEqual(try tokens.dimension("d.negative", .light), -2)
        XCTAssertEqual(try tokens.dimension("d.object", .light), 3.5)
    }

    func testNumbersFontsAndIgnoredTypes() throws {
        let tokens = try parse("""
        {"n": {"$type": "number", "$value": 0.38},
         "family": {"$type": "fontFamily", "$value": "Roboto"},
         "stack": {"$type": "fontFamily", "$value": ["Inter", "DejaVu Sans"]},
         "w500": {"$type": "fontWeight", "$value": 500},
         "bold": {"$type": "fontWeight", "$value": "bold"},
         "semi": {"$type": "fontWeight", "$value": "semi-bold"},
         "thin": {"$type": "fontWeight", "$value": "thin"},
         "black": {"$type": "fontWeight", "$value": "black"},
         "quick": {"$type": "duration", "$value": "100ms", "$description": "loads, has no getter"}}
        """)
        XCTAssertEqual(try tokens.number("n", .light), 0.38)
        XCTAssertEqual(try tokens.fontFamily("family"), "Roboto")
        XCTAssertEqual(try tokens.fontFamily("stack"), "Inter")
        XCTAssertEqual(try tokens.fontWeight("w500"), 500)
        XCTAssertEqual(try tokens.fontWeight("bold"), 700)
        XCTAssertEqual(try tokens.fontWeight("semi"), 600)
        XCTAssertEqual(try tokens.fontWeight("thin"), 100)
        XCTAssertEqual(try tokens.fontWeight("black"), 900)
        XCTAssertTrue(tokens.contains("quick"))
        XCTAssertNoThrow(try tokens.validate())
    }

    func testShadows() throws {
        let tokens = try parse("""
        {"color": {"shadow": {"$type": "color", "$value": "#00000033",
                              "$extensions": {"org.buttonrender.modes": {"dark": "#00000099"}}}},
         "size": {"offset": {"$type": "dimension", "$value": "3px"}},
         "shadow": {"$type": "shadow",
           "one": {"$value": {"color": "#00000024", "offsetX": 0, "offsetY": "2px", "blur": "4px", "spread": "-1px"}},
           "two": {"$value": [
             {"color": "{color.shadow}", "offsetX": "1px", "offsetY": "{size.offset}", "blur": 5, "spread": 0},
             {"color": "#0000001F", "offsetX": 0, "offsetY": 1, "blur": 10}]}}}
        """)
        XCTAssertEqual(try tokens.shadows("shadow.one", .light),
                       [BoxShadow(x: 0, y: 2, blur: 4, spread: -1, color: RGBAColor(rgb: 0, alpha: 0x24 / 255.0))])
        let two = try tokens.shadows("shadow.two", .light)
        XCTAssertEqual(two.count, 2)
        XCTAssertEqual(two[0], BoxShadow(x: 1, y: 3, blur: 5, spread: 0, color: RGBAColor(rgb: 0, alpha: 0x33 / 255.0)))
        XCTAssertEqual(two[0].sigma, 2.5, "blur keeps its CSS meaning")
        XCTAssertEqual(two[1].spread, 0, "spread defaults to 0")
        XCTAssertEqual(try tokens.shadows("shadow.two", .dark)[0].color, RGBAColor(rgb: 0, alpha: 0x99 / 255.0),
                       "a referenced colour follows the appearance")
    }

    func testGroupTypesAreInherited() throws {
        let tokens = try parse("""
        {"theme": {"$type": "color",
            "brand": {"$value": "#112233"},
            "sizes": {"$type": "dimension", "gap": {"$value": 8},
                      "ratio": {"$type": "number", "$value": 1.5}},
            "deep": {"deeper": {"accent": {"$value": "#445566"}}}}}
        """)
        XCTAssertEqual(try tokens.color("theme.brand", .light), RGBAColor(rgb: 0x112233))
        XCTAssertEqual(try tokens.dimension("theme.sizes.gap", .light), 8)
        XCTAssertEqual(try tokens.number("theme.sizes.ratio", .light), 1.5)
        XCTAssertEqual(try tokens.color("theme.deep.deeper.accent", .light), RGBAColor(rgb: 0x445566))
        XCTAssertEqual(tokens.names, ["theme.brand", "theme.deep.deeper.accent", "theme.sizes.gap", "theme.sizes.ratio"])

        // A token with no type anywhere loads as a deviation, and reads as the type asked for.
        let untyped = try parse(#"{"a": {"$value": 4}}"#)
        XCTAssertNoThrow(try untyped.validate())
        XCTAssertEqual(untyped.deviations.map(\.kind), [.missingType])
        XCTAssertEqual(try untyped.number("a", .light), 4)
        let error = try XCTUnwrap(tokenError { try untyped.check(.strict) })
        XCTAssertEqual(error.token, "a")
        XCTAssertTrue(error.message.contains("has no $type"), error.description)
    }

    // MARK: - References

    func testReferencesAndChains() throws {
        let tokens = try parse("""
        {"color": {"$type": "color", "blue": {"$value": "#0A84FF"}},
         "brand": {"$value": "{color.blue}"},
         "button": {"tint": {"$value": "{brand}"}, "label": {"$type": "color", "$value": "{button.tint}"}}}
        """)
        XCTAssertEqual(try tokens.color("brand", .light), RGBAColor(rgb: 0x0A84FF), "an untyped reference takes its target's type")
        XCTAssertEqual(try tokens.color("button.label", .dark), RGBAColor(rgb: 0x0A84FF))
        XCTAssertNoThrow(try tokens.validate())

        let mismatch = try parse("""
        {"size": {"$type": "dimension", "$value": 4}, "tint": {"$type": "color", "$value": "{size}"}}
        """)
        let error = try XCTUnwrap(tokenError { _ = try mismatch.color("tint", .light) })
        XCTAssertTrue(error.message.contains("is a color token but refers to a dimension token"), error.description)
    }

    func testUnknownReferenceNamesFileLineColumnAndSuggests() throws {
        let text = """
        {
          "color": {
            "$type": "color",
            "obsidian": {"2": {"$value": "#1F252C"}}
          },
          "button": {
            "primary": {
              "background": {"$type": "color", "$value": "{color.obsidan.2}"}
            }
          }
        }
        """
        let tokens = try DesignTokens.parse(text, source: "theme.tokens.json")
        let error = try XCTUnwrap(tokenError { _ = try tokens.color("button.primary.background", .light) })
        let (line, column) = position(of: #""{color.obsidan.2}""#, in: text)
        XCTAssertEqual(error.file, "theme.tokens.json")
        XCTAssertEqual(error.line, line)
        XCTAssertEqual(error.column, column)
        XCTAssertEqual(error.token, "button.primary.background")
        XCTAssertEqual(error.description, "theme.tokens.json:\(line):\(column): token 'button.primary.background': "
                       + "unknown reference {color.obsidan.2} (did you mean 'color.obsidian.2'?)")
        // Unread, a reference to nothing loads as a deviation located where it is written;
        // --strict-tokens makes it an error there.
        XCTAssertNoThrow(try tokens.validate())
        XCTAssertEqual(tokens.deviations.map(\.kind), [.unresolvedReference("color.obsidan.2")])
        XCTAssertEqual(tokens.deviations.first?.line, line)
        XCTAssertEqual(tokens.deviations.first?.column, column)
        let strict = try XCTUnwrap(tokenError { try tokens.check(.strict) })
        XCTAssertEqual(strict.line, line)
        XCTAssertEqual(strict.column, column)
    }

    func testUnknownReferenceAtTheEndOfAChainShowsTheChain() throws {
        let text = """
        {"a": {"$type": "color", "$value": "{b}"},
         "b": {"$type": "color", "$value": "{c}"},
         "c": {"$type": "color", "$value": "{nowhere}"}}
        """
        let tokens = try DesignTokens.parse(text, source: "chain.json")
        let error = try XCTUnwrap(tokenError { _ = try tokens.color("a", .light) })
        XCTAssertEqual(error.token, "a")
        XCTAssertEqual(error.line, 3, "located where the unknown reference is written")
        XCTAssertEqual(error.column, position(of: #""{nowhere}""#, in: text).column)
        XCTAssertTrue(error.message.hasSuffix("unknown reference {nowhere} in a → {b} → {c} → {nowhere}"), error.description)
    }

    func testCycleNamesTheChain() throws {
        let text = """
        {"button": {"primary": {"background": {"$type": "color", "$value": "{color.obsidian.2}"}}},
         "color": {"$type": "color", "obsidian": {"2": {"$value": "{color.ink}"}},
                   "ink": {"$value": "{button.primary.background}"}}}
        """
        let tokens = try DesignTokens.parse(text, source: "cycle.json")
        let error = try XCTUnwrap(tokenError { _ = try tokens.color("button.primary.background", .light) })
        XCTAssertEqual(error.file, "cycle.json")
        XCTAssertEqual(error.token, "button.primary.background")
        XCTAssertEqual(error.line, 3)
        XCTAssertEqual(error.column, position(of: #""{button.primary.background}""#, in: text).column)
        XCTAssertEqual(error.message, "reference cycle button.primary.background → {color.obsidian.2} → {color.ink} "
                       + "→ {button.primary.background} (cycle)")
        let selfReference = try parse(#"{"a": {"$type": "color", "$value": "{a}"}}"#)
        XCTAssertEqual(tokenError { try selfReference.validate() }?.message, "reference cycle a → {a} (cycle)")
    }

    func testCycleInDarkModeOnly() throws {
        let tokens = try parse("""
        {"a": {"$type": "color", "$value": "#FFFFFF", "$extensions": {"org.buttonrender.modes": {"dark": "{b}"}}},
         "b": {"$type": "color", "$value": "{a}"}}
        """)
        XCTAssertEqual(try tokens.color("a", .light), .white)
        XCTAssertEqual(try tokens.color("b", .light), .white)
        XCTAssertTrue(tokenError { _ = try tokens.color("a", .dark) }?.message.hasSuffix("(cycle)") == true)
        XCTAssertNotNil(tokenError { try tokens.validate() })
    }

    // MARK: - Modes and overrides

    func testDarkModes() throws {
        let tokens = try parse("""
        {"color": {"$type": "color",
            "blue": {"$value": "#007AFF", "$extensions": {"org.buttonrender.modes": {"dark": "#0A84FF"}}},
            "white": {"$value": "#FFFFFF"},
            "tint": {"$value": "{color.blue}"},
            "canvas": {"$value": "{color.white}", "$extensions": {"org.buttonrender.modes": {"dark": "#000000"}}},
            "label": {"$value": "#000000", "$extensions": {"org.buttonrender.modes": {"dark": "{color.white}"}}}}}
        """)
        XCTAssertEqual(try tokens.color("color.blue", .light), RGBAColor(rgb: 0x007AFF))
        XCTAssertEqual(try tokens.color("color.blue", .dark), RGBAColor(rgb: 0x0A84FF))
        XCTAssertEqual(try tokens.color("color.white", .dark), .white, "no dark value: the light one")
        XCTAssertEqual(try tokens.color("color.tint", .dark), RGBAColor(rgb: 0x0A84FF), "a reference reads the dark value")
        XCTAssertEqual(try tokens.color("color.canvas", .light), .white)
        XCTAssertEqual(try tokens.color("color.canvas", .dark), .black)
        XCTAssertEqual(try tokens.color("color.label", .dark), .white)
    }

    func testOverridingAReferencedTokenChangesItsDependents() throws {
        let base = try parse("""
        {"color": {"$type": "color", "brand": {"$value": "#0B5FD6"}, "red": {"$value": "#FF0000"}},
         "button": {"$type": "color", "background": {"$value": "{color.brand}"},
                    "border": {"$value": "{button.background}"}},
         "size": {"$type": "dimension", "height": {"$value": 44}}}
        """, file: "base.json")
        let user = try parse(##"{"color": {"brand": {"$value": "#123456"}}, "extra": {"$type": "number", "$value": 2}}"##,
                             file: "user.json")
        let merged = base.overridden(by: user)
        XCTAssertEqual(try merged.color("color.brand", .light), RGBAColor(rgb: 0x123456), "an untyped override keeps the type")
        XCTAssertEqual(try merged.color("button.background", .light), RGBAColor(rgb: 0x123456))
        XCTAssertEqual(try merged.color("button.border", .dark), RGBAColor(rgb: 0x123456))
        XCTAssertEqual(try merged.dimension("size.height", .light), 44)
        XCTAssertEqual(try merged.number("extra", .light), 2)
        XCTAssertEqual(merged.sources, ["base.json", "user.json"])
        XCTAssertEqual(try base.color("button.background", .light), RGBAColor(rgb: 0x0B5FD6), "the base is unchanged")
        XCTAssertNoThrow(try merged.validate())

        let retarget = try parse(#"{"button": {"background": {"$value": "{color.red}"}}}"#, file: "red.json")
        XCTAssertEqual(try base.overridden(by: retarget).color("button.border", .light), RGBAColor(rgb: 0xFF0000))

        let wrongType = try parse(#"{"color": {"brand": {"$value": "12px"}}}"#, file: "bad.json")
        let error = try XCTUnwrap(tokenError { try base.overridden(by: wrongType).validate() })
        XCTAssertEqual(error.file, "bad.json")
        XCTAssertEqual(error.token, "color.brand")
    }

    func testColorSchemeHasFullAndShortNames() throws {
        let tokens = try parse("""
        {"color": {"$type": "color", "primary": {"$value": "#6200EE"},
                   "obsidian": {"2": {"$value": "#1F252C", "$extensions": {"org.buttonrender.modes": {"dark": "#DCE1E6"}}}}},
         "button": {"primary": {"background": {"$type": "color", "$value": "{color.obsidian.2}"}}},
         "size": {"$type": "dimension", "height": {"$value": 36}}}
        """)
        let light = tokens.colorScheme(.light, name: "test-light")
        XCTAssertEqual(light.name, "test-light")
        XCTAssertEqual(light.tokens["color.primary"], RGBAColor(rgb: 0x6200EE))
        XCTAssertEqual(light.tokens["primary"], RGBAColor(rgb: 0x6200EE))
        XCTAssertEqual(light.tokens["obsidian.2"], RGBAColor(rgb: 0x1F252C))
        XCTAssertEqual(light.tokens["button.primary.background"], RGBAColor(rgb: 0x1F252C))
        XCTAssertNil(light.tokens["primary.background"], "only the color group loses its prefix")
        XCTAssertNil(light.tokens["size.height"], "only colours")
        let dark = tokens.colorScheme(.dark, name: "test-dark")
        XCTAssertEqual(dark.tokens["obsidian.2"], RGBAColor(rgb: 0xDCE1E6))
        XCTAssertEqual(try dark.resolve(.token("color.obsidian.2", alpha: 0.5), field: ["color"]),
                       RGBAColor(rgb: 0xDCE1E6, alpha: 0.5))
    }

    // MARK: - Errors

    func testMissingTokenAndWrongTypeSuggest() throws {
        let tokens = try parse("""
        {"button": {"height": {"$type": "dimension", "$value": 36}},
         "color": {"primary": {"$type": "color", "$value": "#6200EE"}}}
        """)
        let missing = try XCTUnwrap(tokenError { _ = try tokens.dimension("button.heigth", .light) })
        XCTAssertEqual(missing.token, "button.heigth")
        XCTAssertEqual(missing.message, "no such token (did you mean 'button.height'?)")
        let wrong = try XCTUnwrap(tokenError { _ = try tokens.color("button.height", .light) })
        XCTAssertEqual(wrong.token, "button.height")
        XCTAssertEqual(wrong.message, "is a dimension token, not a color token")
        XCTAssertEqual(wrong.line, 1)
        XCTAssertNotNil(tokenError { _ = try tokens.shadows("color.primary", .dark) })
    }

    func testParseErrorsAreLocated() throws {
        func error(_ text: String) -> TokenError? {
            tokenError { _ = try DesignTokens.parse(text, source: "bad.json") }
        }
        let badColor = "{\"c\": {\"$type\": \"color\",\n  \"x\": {\"$value\": \"#12345\"}}}"
        var e = try XCTUnwrap(error(badColor))
        XCTAssertEqual(e.file, "bad.json")
        XCTAssertEqual(e.line, 2)
        XCTAssertEqual(e.column, position(of: ##""#12345""##, in: badColor).column)
        XCTAssertEqual(e.token, "c.x")
        XCTAssertTrue(e.message.hasPrefix("expected a colour"), e.description)

        e = try XCTUnwrap(error(##"{"x": {"$type": "colour", "$value": "#fff"}}"##))
        XCTAssertTrue(e.message.contains("did you mean 'color'?"), e.description)
        e = try XCTUnwrap(error(##"{"x": {"$type": "color", "$valeu": 1, "$value": "#fff"}}"##))
        XCTAssertTrue(e.message.contains("did you mean '$value'?"), e.description)
        e = try XCTUnwrap(error(##"{"x": {"$type": "color", "$value": "#fff", "$extensions": {"org.buttonrender.modes": {"drak": "#000"}}}}"##))
        XCTAssertTrue(e.message.contains("unknown mode 'drak' (did you mean 'dark'?)"), e.description)
        e = try XCTUnwrap(error(##"{"x": {"$type": "color", "$value": "#fff", "child": {"$value": "#000"}}}"##))
        XCTAssertTrue(e.message.contains("cannot hold 'child'"), e.description)
        e = try XCTUnwrap(error(#"{"a.b": {"$type": "number", "$value": 1}}"#))
        XCTAssertTrue(e.message.contains("contains '.'"), e.description)
        e = try XCTUnwrap(error(#"{"x": 4}"#))
        XCTAssertEqual(e.token, "x")
        e = try XCTUnwrap(error(#"{"d": {"$type": "dimension", "$value": "2parsecs"}}"#))
        XCTAssertTrue(e.message.contains("expected a dimension"), e.description)
        let em = try parse(#"{"d": {"$type": "dimension", "$value": "2em"}}"#)
        e = try XCTUnwrap(tokenError { _ = try em.dimension("d", .light) })
        XCTAssertTrue(e.message.contains("unit 'em' is not in DTCG 2025.10") && e.message.contains("relative to is unknown"), e.description)
        e = try XCTUnwrap(error(#"{"w": {"$type": "fontWeight", "$value": "boldd"}}"#))
        XCTAssertTrue(e.message.contains("did you mean 'bold'?"), e.description)
        e = try XCTUnwrap(error(##"{"s": {"$type": "shadow", "$value": {"color": "#000", "offsetX": 0, "offsetY": 1, "blurr": 2}}}"##))
        XCTAssertTrue(e.message.contains("did you mean 'blur'?"), e.description)
        e = try XCTUnwrap(error("{\"x\": {\"$type\": \"color\",\n \"$value\": \"#fff\"}"))
        XCTAssertTrue(e.message.hasPrefix("syntax error"), e.description)
        XCTAssertNotNil(e.line)
        e = try XCTUnwrap(error(#"{"a": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": 2}}"#))
        XCTAssertEqual(e.message, "duplicate key 'a'")
        e = try XCTUnwrap(error("[1, 2]"))
        XCTAssertTrue(e.message.contains("expected an object of token groups"), e.description)
        e = try XCTUnwrap(error(""))
        XCTAssertTrue(e.message.contains("empty"), e.description)
    }

    func testFileErrors() throws {
        let folder = try temporaryFolder()
        var e = try XCTUnwrap(tokenError { _ = try DesignTokens.load(file: folder + "/missing.tokens.json") })
        XCTAssertEqual(e.file, folder + "/missing.tokens.json")
        XCTAssertEqual(e.message, "no such tokens file")
        e = try XCTUnwrap(tokenError { _ = try DesignTokens.load(file: folder) })
        XCTAssertEqual(e.message, "is a directory, not a tokens file")

        let latin1 = folder + "/latin1.json"
        try Data([0x7B, 0x22, 0xE9, 0x22, 0x3A, 0x20, 0x31, 0x7D]).write(to: URL(fileURLWithPath: latin1))
        XCTAssertEqual(tokenError { _ = try DesignTokens.load(file: latin1) }?.message, "is not UTF-8 text")

        let huge = folder + "/huge.json"
        try Data(repeating: 0x20, count: TokenFile.maximumSize + 1).write(to: URL(fileURLWithPath: huge))
        XCTAssertTrue(tokenError { _ = try DesignTokens.load(file: huge) }?.message.contains("limited to 4194304 bytes") == true)

        let good = folder + "/good.json"
        try #"{"n": {"$type": "number", "$value": 3}}"#.write(toFile: good, atomically: true, encoding: .utf8)
        XCTAssertEqual(try DesignTokens.load(file: good).number("n", .light), 3)
        XCTAssertEqual(try DesignTokens.load(file: good).sources, [good])

        if getuid() != 0 {
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: good)
            XCTAssertEqual(tokenError { _ = try DesignTokens.load(file: good) }?.message, "cannot be read (permission denied?)")
        }
    }

    // MARK: - Built-in themes

    func testMaterialTheme() throws {
        let tokens = try BuiltInThemes.tokens(named: "material")
        try requireColors(tokens, ["primary", "primaryVariant", "secondary", "error", "surface", "background", "onPrimary",
                                   "onSecondary", "onSurface", "onBackground", "onError", "shadow"].map { "color." + $0 })
        try requireDimensions(tokens, [
            "button.height": 36, "button.minWidth": 64, "button.cornerRadius": 4, "button.paddingVertical": 8,
            "button.paddingHorizontal": 16, "button.iconSidePadding": 12, "button.iconSize": 18, "button.iconGap": 8,
            "button.outlineWidth": 1, "button.touchTarget": 48, "iconButton.size": 48, "iconButton.iconSize": 24,
            "font.size": 14, "font.letterSpacing": 0,
        ])
        XCTAssertEqual(try tokens.fontFamily("font.family"), "Roboto")
        XCTAssertEqual(try tokens.fontWeight("font.weight"), 500)
    }

    /// The numbers Material's resolver draws live only in `material.tokens.json`: the MDC
    /// 201804 / 201907 baseline colours, written out here by hand, and the Web M2 elevation table.
    func testMaterialTokensHoldTheMDCSchemesAndTheElevationTable() throws {
        let tokens = try BuiltInThemes.tokens(named: "material")
        let light: [String: UInt32] = ["primary": 0x6200EE, "primaryVariant": 0x3700B3, "secondary": 0x03DAC6, "error": 0xB00020,
                                       "surface": 0xFFFFFF, "background": 0xFFFFFF, "onPrimary": 0xFFFFFF, "onSecondary": 0x000000,
                                       "onSurface": 0x000000, "onBackground": 0x000000, "onError": 0xFFFFFF, "shadow": 0x000000]
        let dark: [String: UInt32] = ["primary": 0xBB86FC, "primaryVariant": 0x3700B3, "secondary": 0x03DAC6, "error": 0xCF6679,
                                      "surface": 0x121212, "background": 0x121212, "onPrimary": 0x000000, "onSecondary": 0x000000,
                                      "onSurface": 0xFFFFFF, "onBackground": 0xFFFFFF, "onError": 0x000000, "shadow": 0x000000]
        for (appearance, scheme) in [(Appearance.light, light), (.dark, dark)] {
            let fromFile = tokens.colorScheme(appearance, name: "material")
            for (name, rgb) in scheme {
                XCTAssertEqual(try tokens.color("color." + name, appearance), RGBAColor(rgb: rgb), "\(name) \(appearance)")
                XCTAssertEqual(fromFile.tokens[name], RGBAColor(rgb: rgb), "short name \(name) \(appearance)")
            }
        }
        // Web M2 rows: 1dp (0 2 1 -1, 0 1 1 0, 0 1 3 0) and 24dp (0 11 15 -7, 0 24 38 3, 0 9 46 8).
        let one = MaterialElevation.shadows(elevation: 1)
        XCTAssertEqual(one.map { [$0.x, $0.y, $0.blur, $0.spread] }, [[0, 2, 1, -1], [0, 1, 1, 0], [0, 1, 3, 0]])
        XCTAssertEqual(one.map(\.color.alpha), [0.2, 0.14, 0.12])
        XCTAssertEqual(MaterialElevation.shadows(elevation: 30).map { [$0.y, $0.blur, $0.spread] }, [[11, 15, -7], [24, 38, 3], [9, 46, 8]])
        for (name, dp) in [("elevation.resting", 2.0), ("elevation.raised", 4), ("elevation.pressed", 8)] {
            let fromFile = try tokens.shadows(name, .light), computed = MaterialElevation.shadows(elevation: dp)
            XCTAssertEqual(fromFile.count, computed.count)
            for (a, b) in zip(fromFile, computed) {
                XCTAssertEqual([a.x, a.y, a.blur, a.spread], [b.x, b.y, b.blur, b.spread], name)
                XCTAssertEqual(a.color.alpha, b.color.alpha, accuracy: 0.5 / 255, name)
            }
        }
    }

    func testUIKitTheme() throws {
        let tokens = try BuiltInThemes.tokens(named: "uikit")
        let colors: [String: (String, String)] = [
            "systemBlue": ("#007AFF", "#0A84FF"), "systemRed": ("#FF3B30", "#FF453A"),
            "systemGray": ("#8E8E93", "#8E8E93"), "label": ("#000000", "#FFFFFF"),
            "secondaryLabel": ("#3C3C4399", "#EBEBF599"), "tertiaryLabel": ("#3C3C434C", "#EBEBF54C"),
            "systemFill": ("#78788033", "#7878805C"), "secondarySystemFill": ("#78788029", "#78788052"),
            "tertiarySystemFill": ("#7676801F", "#7676803D"), "systemBackground": ("#FFFFFF", "#000000"),
            "background": ("#FFFFFF", "#000000"), "white": ("#FFFFFF", "#FFFFFF"), "tint": ("#007AFF", "#0A84FF"),
            "closeGlyph": ("#8E8E93", "#AEAEB2"), "closeBackground": ("#7878801F", "#7878801F"),
        ]
        for (name, (light, dark)) in colors {
            XCTAssertEqual(try tokens.color("color." + name, .light), RGBAColor(hex: light), name)
            XCTAssertEqual(try tokens.color("color." + name, .dark), RGBAColor(hex: dark), name)
        }
        XCTAssertEqual(try tokens.fontFamily("font.family"), "Inter")
        XCTAssertEqual(try tokens.fontWeight("font.weight.regular"), 400)
        XCTAssertEqual(try tokens.fontWeight("font.weight.semibold"), 600)
        let sizes: [String: [Double]] = [  // insets t/l/b/r, title, subtitle, dynamic radius
            "mini": [3, 8, 3, 8, 13, 11, 14], "small": [5, 10, 5, 10, 15, 12, 14],
            "medium": [7, 12, 7, 12, 17, 13, 5.95], "large": [14, 20, 14, 20, 17, 13, 8.75],
        ]
        let parts = ["insetTop", "insetLeading", "insetBottom", "insetTrailing", "titleSize", "subtitleSize", "dynamicRadius"]
        var dimensions: [String: Double] = [
            "cornerStyle.small": 4, "cornerStyle.medium": 8, "cornerStyle.large": 12,
            "button.imagePadding": 0, "button.titlePadding": 1, "button.glyphSize": 22, "button.focusRingWidth": 3,
            "button.minimumHitSize": 44,
        ]
        for (size, values) in sizes {
            for (part, value) in zip(parts, values) { dimensions["size.\(size).\(part)"] = value }
        }
        let typeSizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        let categories = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
        for (category, size) in zip(categories, typeSizes) { dimensions["dynamicType." + category] = size }
        try requireDimensions(tokens, dimensions)
        try requireNumbers(tokens, ["opacity.highlighted": 0.75, "opacity.tintedBackground": 0.15,
                                    "opacity.tintedHighlightedFactor": 0.67, "opacity.disabledBackgroundFactor": 0.75])
        let json = try themeJSON("uikit")
        let small = (((json["size"] as? [String: Any])?["small"] as? [String: Any])?["insetTop"] as? [String: Any])
        XCTAssertEqual((small?["$description"] as? String)?.hasPrefix("[est]"), true, "estimates are marked")
    }

    func testAnatomyTheme() throws {
        let tokens = try BuiltInThemes.tokens(named: "anatomy")
        try requireColors(tokens, ["color.brand", "color.onBrand", "color.brandPressed", "color.background",
                                   "button.primary.background", "button.primary.foreground", "button.primary.backgroundPressed",
                                   "button.default.background", "button.default.foreground", "button.default.border",
                                   "button.default.backgroundPressed", "button.tertiary.foreground",
                                   "button.tertiary.backgroundPressed", "button.disabled.background",
                                   "button.disabled.foreground", "button.disabled.border", "button.focusRing"]
                          + (0...9).map { "color.neutral.\($0)" })
        XCTAssertEqual(try tokens.color("color.onBrand", .light), .white)
        XCTAssertEqual(try tokens.color("color.onBrand", .dark), .white)
        let brand = try tokens.color("color.brand", .light)
        XCTAssertTrue(brand.blue > brand.red && brand.blue > brand.green, "the brand stand-in is a blue")
        XCTAssertNotEqual(try tokens.color("color.background", .light), try tokens.color("color.background", .dark))
        let greys = try (0...9).map { luminance(try tokens.color("color.neutral.\($0)", .light)) }
        XCTAssertEqual(greys, greys.sorted(by: >), "neutral.0 is the lightest, neutral.9 the darkest")
        try requireDimensions(tokens, [
            "button.minHeight": 44, "button.minWidth": 44, "button.cornerRadius": 8, "button.paddingHorizontal": 16,
            "button.paddingVertical": 11, "button.margin": 16, "button.iconSize": 20, "button.iconGap": 8,
            "button.borderWidth": 1, "button.focusRingWidth": 2, "button.focusRingGap": 2, "button.spinnerSize": 20,
            "font.size": 17, "font.lineHeight": 22,
        ])
        XCTAssertEqual(try tokens.fontFamily("font.family"), "Inter")
        XCTAssertEqual(try tokens.fontWeight("font.weight"), 600)
    }

    func testAnatomyContrastPassesWCAGAA() throws {
        let tokens = try BuiltInThemes.tokens(named: "anatomy")
        let pairs = [  // foreground, background (enabled and pressed)
            ("button.primary.foreground", "button.primary.background"),
            ("button.primary.foreground", "button.primary.backgroundPressed"),
            ("button.default.foreground", "button.default.background"),
            ("button.default.foreground", "button.default.backgroundPressed"),
            ("button.tertiary.foreground", "color.background"),
            ("button.tertiary.foreground", "button.tertiary.backgroundPressed"),
        ]
        for appearance in Appearance.allCases {
            for (foreground, background) in pairs {
                let ratio = try contrast(tokens, foreground, over: background, appearance)
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(foreground) on \(background), \(appearance): \(ratio)")
            }
        }
    }

    func testObsidianTheme() throws {
        let tokens = try BuiltInThemes.tokens(named: "obsidian")
        var scales: [String] = []
        for scale in ["obsidian", "denim", "slate"] {
            scales += (0...9).map { "color.\(scale).\($0)" }
            let steps = try (0...9).map { luminance(try tokens.color("color.\(scale).\($0)", .light)) }
            XCTAssertEqual(steps, steps.sorted(), "\(scale).0 is the darkest, \(scale).9 the lightest")
        }
        let semantic: [String: (String, String)] = [  // token: (light, dark) as the seed gives them
            "button.primary.background": ("obsidian.2", "obsidian.8"),
            "button.primary.foreground": ("white", "obsidian.2"),
            "button.secondary.stroke": ("obsidian.6", "obsidian.4"),
            "button.secondary.foreground": ("denim.3", "denim.4"),
            "button.text.foreground": ("denim.3", "denim.4"),
            "button.primary.disabledBackground": ("slate.6", "slate.2"),
            "button.primary.disabledForeground": ("slate.4", "slate.0"),
            "button.secondary.disabledStroke": ("slate.6", "slate.3"),
            "button.secondary.disabledForeground": ("slate.4", "slate.3"),
            "button.text.disabledForeground": ("slate.4", "slate.3"),
        ]
        for (name, (light, dark)) in semantic {
            XCTAssertEqual(try tokens.color(name, .light), try tokens.color("color." + light, .light), name)
            XCTAssertEqual(try tokens.color(name, .dark), try tokens.color("color." + dark, .dark), name)
        }
        try requireColors(tokens, scales + Array(semantic.keys) + ["color.white", "color.background",
                                                                   "button.pressedOverlay"])
        XCTAssertGreaterThan(luminance(try tokens.color("color.background", .light)), 0.9)
        XCTAssertLessThan(luminance(try tokens.color("color.background", .dark)), 0.01)
        try requireDimensions(tokens, [
            "button.height": 48, "button.cornerRadius": 4, "button.strokeWidth": 1, "button.fixedPadding": 16,
            "button.minimumPadding": 8, "button.margin": 16, "font.size": 16,
        ])
        XCTAssertEqual(try tokens.fontFamily("font.family"), "Inter")
        XCTAssertEqual(try tokens.fontWeight("font.weight"), 600)
    }

    func testObsidianContrastPassesWCAGAA() throws {
        let tokens = try BuiltInThemes.tokens(named: "obsidian")
        let pairs = [
            ("button.primary.foreground", "button.primary.background"),
            ("button.secondary.foreground", "color.background"),
            ("button.text.foreground", "color.background"),
        ]
        for appearance in Appearance.allCases {
            for (foreground, background) in pairs {
                let ratio = try contrast(tokens, foreground, over: background, appearance)
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(foreground) on \(background), \(appearance): \(ratio)")
                let pressed = try contrast(tokens, foreground, over: background, appearance, overlay: "button.pressedOverlay")
                XCTAssertGreaterThanOrEqual(pressed, 4.5, "pressed \(foreground) on \(background), \(appearance): \(pressed)")
            }
        }
    }

    /// The built-in themes are DTCG 2025.10 resolvers a team can copy: an `appearance`
    /// modifier with light and dark, colour objects rather than hex strings, and no vendor
    /// extension for modes.
    func testBuiltInThemesAreResolverDocuments() throws {
        let folder = packageRoot.appendingPathComponent("Sources/ButtonRenderModel/Tokens")
        for name in BuiltInThemes.names {
            let resolver = try ResolverDocument.load(file: folder.appendingPathComponent("\(name).resolver.json").path)
            let appearance = try XCTUnwrap(try resolver.modifiers().first { $0.name == "appearance" }, name)
            XCTAssertEqual(appearance.contexts, ["light", "dark"], name)
            XCTAssertEqual(appearance.defaultContext, "light", name)
            for file in ["\(name).tokens.json", "\(name).dark.tokens.json"] {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                XCTAssertFalse(text.contains("org.buttonrender.modes"), file)
                XCTAssertFalse(text.contains("\"$value\": \"#"), "\(file): colours are 2025.10 colour objects")
            }
            // The resolver read directly gives the same colours as the cached built-in theme.
            let direct = try resolver.theme(), cached = try BuiltInThemes.tokens(named: name)
            for appearance in Appearance.allCases {
                XCTAssertEqual(direct.colorScheme(appearance, name: name).tokens, cached.colorScheme(appearance, name: name).tokens, name)
            }
        }
    }

    func testEveryBuiltInFileDescribesItselfAndHasACanvasColour() throws {
        for name in BuiltInThemes.names {
            let json = try themeJSON(name)
            let description = try XCTUnwrap(json["$description"] as? String, name)
            XCTAssertGreaterThan(description.count, 80, name)
            let tokens = try BuiltInThemes.tokens(named: name)
            XCTAssertNoThrow(try tokens.validate(), name)
            for appearance in Appearance.allCases {
                XCTAssertEqual(try tokens.color("color.background", appearance).alpha, 1, "\(name) \(appearance)")
                XCTAssertNotNil(tokens.colorScheme(appearance, name: name).tokens["background"], name)
            }
        }
        XCTAssertTrue(description(of: tokenError { _ = try BuiltInThemes.tokens(named: "materal") })
            .contains("did you mean 'material'?"))
    }

    func testBuiltInThemesLoadConcurrently() throws {
        let names = BuiltInThemes.names
        let counts = Locked([Int](repeating: 0, count: 32))
        DispatchQueue.concurrentPerform(iterations: 32) { i in
            let count = (try? BuiltInThemes.tokens(named: names[i % names.count]).names.count) ?? 0
            counts.withLock { $0[i] = count }
        }
        XCTAssertTrue(counts.withLock { $0 }.allSatisfy { $0 > 0 })
    }

    // MARK: - Choosing a theme

    func testThemeReferences() throws {
        // Built-in themes are resolvers: the set's file, then the dark context's.
        XCTAssertEqual(try BuiltInThemes.theme(nil, system: "material", relativeTo: nil).sources,
                       ["material.tokens.json", "material.dark.tokens.json"])
        XCTAssertEqual(try BuiltInThemes.theme("obsidian", system: "material", relativeTo: "/nowhere").sources,
                       ["obsidian.tokens.json", "obsidian.dark.tokens.json"])

        let folder = try temporaryFolder()
        let user = folder + "/brand.tokens.json"
        try ##"{"color": {"obsidian": {"2": {"$value": "#400040"}}}}"##.write(toFile: user, atomically: true, encoding: .utf8)
        let themed = try BuiltInThemes.theme("brand.tokens.json", system: "obsidian", relativeTo: folder)
        XCTAssertEqual(themed.sources, ["obsidian.tokens.json", "obsidian.dark.tokens.json", user])
        XCTAssertEqual(try themed.color("button.primary.background", .light), RGBAColor(rgb: 0x400040),
                       "a semantic token follows the overridden palette token")
        XCTAssertEqual(try themed.color("button.primary.foreground", .dark), RGBAColor(rgb: 0x400040))
        XCTAssertEqual(try themed.color("button.primary.background", .dark),
                       try BuiltInThemes.tokens(named: "obsidian").color("color.obsidian.8", .dark))
        XCTAssertEqual(try BuiltInThemes.theme(user, system: "obsidian", relativeTo: nil), themed, "absolute paths")

        try ##"{"color": {"obsidian": {"2": {"$value": "#004000", "$description": "changed"}}}}"##
            .write(toFile: user, atomically: true, encoding: .utf8)
        let changed = try BuiltInThemes.theme("brand.tokens.json", system: "obsidian", relativeTo: folder)
        XCTAssertEqual(try changed.color("button.primary.background", .light), RGBAColor(rgb: 0x004000),
                       "a changed file is read again")

        let broken = folder + "/broken.json"
        try #"{"button": {"primary": {"background": {"$value": "{color.obsidian.12}"}}}}"#
            .write(toFile: broken, atomically: true, encoding: .utf8)
        // A reference to nothing loads (a deviation); drawing the token is the located error.
        let loaded = try BuiltInThemes.theme(broken, system: "obsidian", relativeTo: nil)
        XCTAssertEqual(loaded.deviations.map(\.kind), [.unresolvedReference("color.obsidian.12")])
        let error = try XCTUnwrap(tokenError { _ = try loaded.color("button.primary.background", .light) })
        XCTAssertEqual(error.file, broken)
        XCTAssertEqual(error.line, 1)
        XCTAssertTrue(error.message.hasPrefix("unknown reference {color.obsidian.12}"), error.description)
        XCTAssertNotNil(tokenError { _ = try BuiltInThemes.theme(broken, system: "obsidian", relativeTo: nil, reading: ThemeReading(strictness: .strict)) })

        XCTAssertTrue(description(of: tokenError { _ = try BuiltInThemes.theme("obsidain", system: "material", relativeTo: folder) })
            .contains("did you mean 'obsidian'?"))
        XCTAssertEqual(tokenError { _ = try BuiltInThemes.theme("missing.json", system: "material", relativeTo: folder) }?.message,
                       "no such tokens file")
    }

    // MARK: - Helpers

    private func parse(_ text: String, file: String = "test.tokens.json") throws -> DesignTokens {
        try DesignTokens.parse(text, source: file)
    }

    /// The `TokenError` `body` throws, or a test failure.
    private func tokenError(_ body: () throws -> Void, line: UInt = #line) -> TokenError? {
        do {
            try body()
            XCTFail("expected a TokenError", line: line)
        } catch let error as TokenError {
            return error
        } catch {
            XCTFail("expected a TokenError, got \(error)", line: line)
        }
        return nil
    }

    private func description(of error: TokenError?) -> String { error?.description ?? "" }

    /// 1-based line and column of the first occurrence of `needle` in `text`.
    private func position(of needle: String, in text: String) -> (line: Int, column: Int) {
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if let range = line.range(of: needle) {
                return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        XCTFail("'\(needle)' is not in the text")
        return (0, 0)
    }

    private func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "design-tokens-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// A built-in tokens file as plain JSON (which also checks it is strict JSON).
    private func themeJSON(_ name: String) throws -> [String: Any] {
        let url = packageRoot.appendingPathComponent("Sources/ButtonRenderModel/Tokens/\(name).tokens.json")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any], name)
    }

    /// Fails the test for each colour token missing in either appearance.
    private func requireColors(_ tokens: DesignTokens, _ names: [String], line: UInt = #line) throws {
        for name in names {
            for appearance in Appearance.allCases {
                XCTAssertNoThrow(try tokens.color(name, appearance), "\(name) \(appearance)", line: line)
            }
        }
    }

    /// Fails the test for each dimension token missing or different in either appearance.
    private func requireDimensions(_ tokens: DesignTokens, _ values: [String: Double], line: UInt = #line) throws {
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            for appearance in Appearance.allCases {
                XCTAssertEqual(try tokens.dimension(name, appearance), value, "\(name) \(appearance)", line: line)
            }
        }
    }

    /// Fails the test for each number token missing or different in either appearance.
    private func requireNumbers(_ tokens: DesignTokens, _ values: [String: Double], line: UInt = #line) throws {
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            for appearance in Appearance.allCases {
                XCTAssertEqual(try tokens.number(name, appearance), value, "\(name) \(appearance)", line: line)
            }
        }
    }
}

/// WCAG 2 relative luminance of an opaque sRGB colour.
private func luminance(_ color: RGBAColor) -> Double {
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
}

/// WCAG 2 contrast ratio of a foreground token over a background token (itself over the
/// canvas, `color.background`), with an optional translucent overlay on the background.
private func contrast(_ tokens: DesignTokens, _ foreground: String, over background: String, _ appearance: Appearance,
                      overlay: String? = nil) throws -> Double {
    var back = try tokens.color(background, appearance).composited(over: try tokens.color("color.background", appearance))
    if let overlay { back = try tokens.color(overlay, appearance).composited(over: back) }
    let front = try tokens.color(foreground, appearance).composited(over: back)
    let (a, b) = (luminance(front), luminance(back))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
}
