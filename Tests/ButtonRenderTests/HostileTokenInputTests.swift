@testable import ButtonRender
@testable import ButtonRenderPipeline
@testable import ButtonRenderTokens
import Foundation
import XCTest

/// Token files and resolver documents that a few kilobytes made cost minutes and gigabytes
/// (issue 23, item 2), and a resolver naming a file outside its spec's folder tree (item 4):
/// each answers at once with a located error, and an input under each bound still works.
/// The time bounds are generous sanity checks in a debug build, not benchmarks.
final class HostileTokenInputTests: XCTestCase {
    /// Generous bound for "answers at once".
    let quickly: TimeInterval = 5

    private func makeFolder() throws -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("hostile-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    @discardableResult
    private func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Runs `body` within `quickly` and returns the `TokenError` it throws.
    private func refusal(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> TokenError? {
        let start = Date()
        defer { XCTAssertLessThan(Date().timeIntervalSince(start), quickly, "took too long", file: file, line: line) }
        do { try body() } catch let error as TokenError { return error } catch {
            XCTFail("expected a TokenError, got \(error)", file: file, line: line)
            return nil
        }
        XCTFail("expected an error", file: file, line: line)
        return nil
    }

    private func json(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }

    private func isExpansion(_ error: TokenError?) -> Bool {
        if case .expansionTooLarge? = error?.problem { return true }
        return false
    }

    // MARK: $ref pointers into values

    /// Levels of lists, each holding `width` pointers to the level below: width^levels nodes.
    private func pointerBomb(levels: Int, width: Int = 10) throws -> String {
        var nodes: [String: Any] = ["n0": "a"]
        for level in 1...levels {
            nodes["n\(level)"] = Array(repeating: ["$ref": "#/g/$extensions/x/n\(level - 1)"], count: width)
        }
        return try json(["g": ["$extensions": ["x": nodes], "t": ["$value": ["$ref": "#/g/$extensions/x/n\(levels)"]]]])
    }

    func testPointersIntoValuesAreCountedBeforeTheyAreCopied() throws {
        let bomb = try pointerBomb(levels: 30)
        XCTAssertLessThan(bomb.utf8.count, 12_000)
        let error = refusal { _ = try DesignTokens.parse(bomb, source: "ref.tokens.json") }
        XCTAssertTrue(isExpansion(error), "\(String(describing: error))")
        XCTAssertEqual(error?.token, "g.t")
        XCTAssertEqual(error?.column, (bomb as NSString).range(of: "{\"$ref\":\"#/g/$extensions/x/n30\"}}").location + 9)
        XCTAssertTrue(error?.message.contains("would expand past 100000") == true, "\(String(describing: error))")
        // Under the bound, pointers still copy what they point at.
        let small = try DesignTokens.parse(try pointerBomb(levels: 3), source: "ref.tokens.json")
        guard case .list(let items)? = small.token(named: "g.t")?.value.kind else { return XCTFail("not substituted") }
        XCTAssertEqual(items.count, 10)
    }

    func testExpansionIsCountedAcrossTheSourcesOfAResolution() throws {
        // Twelve sources each copying about 11,000 nodes: under the bound each, past it together.
        let folder = try makeFolder()
        let one = try JSONSerialization.jsonObject(with: Data(try pointerBomb(levels: 4).utf8))
        let inline = try json(["version": "2025.10", "sets": ["s": ["sources": Array(repeating: one, count: 12)]],
                               "resolutionOrder": [["$ref": "#/sets/s"]]])
        let inlinePath = try write(inline, "inline.resolver.json", in: folder)
        var error = refusal { _ = try ResolverDocument.load(file: inlinePath).resolve([:]) }
        XCTAssertTrue(isExpansion(error), "\(String(describing: error))")
        for i in 0..<12 { try write(try pointerBomb(levels: 4), "f\(i).tokens.json", in: folder) }
        let files = try json(["version": "2025.10", "sets": ["s": ["sources": (0..<12).map { ["$ref": "f\($0).tokens.json"] }]],
                              "resolutionOrder": [["$ref": "#/sets/s"]]])
        let filesPath = try write(files, "files.resolver.json", in: folder)
        error = refusal { _ = try ResolverDocument.load(file: filesPath).resolve([:]) }
        XCTAssertTrue(isExpansion(error), "\(String(describing: error))")
        XCTAssertTrue(error?.message.contains("the files and sources it names") == true, "\(String(describing: error))")
        // Eight of them are fine.
        let fewer = try write(try json(["version": "2025.10", "sets": ["s": ["sources": Array(repeating: one, count: 8)]],
                                        "resolutionOrder": [["$ref": "#/sets/s"]]]), "fewer.resolver.json", in: folder)
        XCTAssertNoThrow(try ResolverDocument.load(file: fewer).resolve([:]))
    }

    func testPointerCyclesAreACycleNotAHang() throws {
        let text = try json(["g": ["$extensions": ["x": ["a": Array(repeating: ["$ref": "#/g/$extensions/x/b"], count: 10),
                                                          "b": Array(repeating: ["$ref": "#/g/$extensions/x/a"], count: 10)]],
                                   "t": ["$value": ["$ref": "#/g/$extensions/x/a"]]]])
        let error = refusal { _ = try DesignTokens.parse(text, source: "cycle.tokens.json") }
        XCTAssertTrue(error?.message.contains("cycle") == true, "\(String(describing: error))")
    }

    // MARK: Resolver sets

    func testSetsNamingSetsAreCountedBeforeTheyAreExpanded() throws {
        let folder = try makeFolder()
        func resolver(levels: Int) throws -> String {
            var sets: [String: Any] = ["s0": ["sources": [["a": ["$type": "color", "$value": "#ffffff"]]]]]
            for level in 1...levels { sets["s\(level)"] = ["sources": Array(repeating: ["$ref": "#/sets/s\(level - 1)"], count: 10)] }
            return try json(["version": "2025.10", "sets": sets, "resolutionOrder": [["$ref": "#/sets/s\(levels)"]]])
        }
        let bomb = try resolver(levels: 20)
        XCTAssertLessThan(bomb.utf8.count, 5_000)
        let path = try write(bomb, "sets.resolver.json", in: folder)
        let error = refusal { _ = try ResolverDocument.load(file: path).resolve([:]) }
        XCTAssertTrue(isExpansion(error), "\(String(describing: error))")
        XCTAssertEqual(error?.file, path)
        XCTAssertNotNil(error?.column)
        XCTAssertTrue(error?.message.contains("more than 10^18 layers") == true, "\(String(describing: error))")
        // 100 layers are fine.
        let fine = try write(try resolver(levels: 2), "fine.resolver.json", in: folder)
        XCTAssertEqual(try ResolverDocument.load(file: fine).resolve([:]).color("a", .light), .white)
    }

    // MARK: $extends

    func testExtendsIsCountedBeforeItCopies() throws {
        var base: [String: Any] = ["$type": "color"]
        for i in 0..<3000 { base["t\(i)"] = ["$value": "#000000"] }
        var document: [String: Any] = ["base": base]
        for j in 0..<1000 { document["e\(j)"] = ["$extends": "{base}"] }
        let bomb = try json(document)
        let error = refusal { _ = try DesignTokens.parse(bomb, source: "extends.tokens.json") }
        XCTAssertTrue(isExpansion(error), "\(String(describing: error))")
        XCTAssertTrue(error?.message.contains("$extends {base}") == true, "\(String(describing: error))")

        // A group whose nested group extends a large one counts what that brings, per copy.
        var nested: [String: Any] = ["big": base, "b": ["c": ["$extends": "{big}"]]]
        for j in 0..<40 { nested["e\(j)"] = ["$extends": "{b}"] }
        let nestedBomb = try json(nested)
        XCTAssertTrue(isExpansion(refusal { _ = try DesignTokens.parse(nestedBomb, source: "nested.tokens.json") }))

        // Under the bound it still inherits.
        var small: [String: Any] = ["base": ["$type": "color", "a": ["$value": "#000000"], "b": ["$value": "#ffffff"]]]
        for j in 0..<10 { small["e\(j)"] = ["$extends": "{base}", "b": ["$value": "#ff0000"]] }
        let tokens = try DesignTokens.parse(try json(small), source: "small.tokens.json")
        XCTAssertEqual(try tokens.color("e3.a", .light), .black)
        XCTAssertEqual(try tokens.color("e3.b", .light), RGBAColor(rgb: 0xFF0000))
    }

    // MARK: Alias chains

    func testLongAliasChainsAreCheckedInLinearTime() throws {
        // 100 chains of 63 aliases: 6,300 tokens, each up to 63 deep (checking each chain link
        // by link again took 15 s in a debug build).
        var document: [String: Any] = [:]
        for i in 0..<100 {
            var group: [String: Any] = ["$type": "color", "c0": ["$value": "#123456"]]
            for k in 1..<63 { group["c\(k)"] = ["$value": "{a\(i).c\(k - 1)}"] }
            document["a\(i)"] = group
        }
        let tokens = try DesignTokens.parse(try json(document), source: "chains.tokens.json")
        let start = Date()
        try tokens.validate()
        let values = AppearanceTokenValues(tokens, .light)
        XCTAssertLessThan(Date().timeIntervalSince(start), quickly)
        XCTAssertEqual(values.colors["a99.c62"], RGBAColor(rgb: 0x123456))
        XCTAssertEqual(try tokens.resolvedEntries(.dark).count, 6_300)
        // A chain one longer than the limit is still an error, at the link that passes it.
        var long: [String: Any] = ["$type": "number", "c0": ["$value": 1]]
        for k in 1...DesignTokens.maximumChainLength { long["c\(k)"] = ["$value": "{g.c\(k - 1)}"] }
        let deep = try DesignTokens.parse(try json(["g": long]), source: "deep.tokens.json")
        XCTAssertThrowsError(try deep.validate()) { XCTAssertTrue("\($0)".contains("nest more than 64 deep"), "\($0)") }
    }

    // MARK: Files a resolver names

    /// A tokens file of `count` colour tokens in one group.
    private func bigTokens(_ count: Int) -> String {
        "{\"big\": {\"$type\": \"color\""
            + (0..<count).map { ", \"t\($0)\": {\"$value\": \"#" + String(format: "%06x", $0) + "\"}" }.joined() + "}}"
    }

    func testAFileNamedManyTimesIsRefusedBeforeItIsRead() throws {
        let folder = try makeFolder()
        // 2 MB that are never read: the sizes are added up before anything is parsed.
        try write("{" + String(repeating: " ", count: 2_000_000) + "}", "big.tokens.json", in: folder)
        for count in [10, 1000] {
            let path = try write(try json(["version": "2025.10", "sets": ["s": ["sources": Array(repeating: ["$ref": "big.tokens.json"], count: count)]],
                                           "resolutionOrder": [["$ref": "#/sets/s"]]]), "r\(count).resolver.json", in: folder)
            let parses = TokenFileCache.shared.parseCount
            let error = refusal { _ = try BuiltInThemes.userTheme(file: path) }
            XCTAssertTrue(isExpansion(error), "\(String(describing: error))")
            XCTAssertTrue(error?.message.contains("bytes") == true, "\(String(describing: error))")
            XCTAssertEqual(TokenFileCache.shared.parseCount, parses, "refused before anything is read")
        }
    }

    func testEachFileIsReadOncePerResolutionAndPerVersion() throws {
        let folder = try makeFolder()
        let tokens = try write(##"{"color": {"$type": "color", "primary": {"$value": "#00796B"}}}"##, "base.tokens.json", in: folder)
        let path = try write(try json([
            "version": "2025.10",
            "sets": ["a": ["sources": [["$ref": "base.tokens.json"], ["$ref": "./base.tokens.json"]]],
                     "b": ["sources": [["$ref": "#/sets/a"], ["$ref": "base.tokens.json"]]]],
            "modifiers": ["appearance": ["contexts": ["light": [["$ref": "base.tokens.json"]], "dark": [["$ref": "#/sets/b"]]], "default": "light"]],
            "resolutionOrder": [["$ref": "#/sets/a"], ["$ref": "#/sets/b"], ["$ref": "#/modifiers/appearance"]]]),
            "theme.resolver.json", in: folder)
        let parses = TokenFileCache.shared.parseCount
        let theme = try BuiltInThemes.userTheme(file: path)
        XCTAssertEqual(TokenFileCache.shared.parseCount, parses + 1, "named nine times, in both appearances: read once")
        XCTAssertEqual(try theme.color("color.primary", .dark), RGBAColor(rgb: 0x00796B))
        _ = try BuiltInThemes.userTheme(file: path)
        XCTAssertEqual(TokenFileCache.shared.parseCount, parses + 1, "and once per run while it is unchanged")
        try ##"{"color": {"$type": "color", "primary": {"$value": "#FF0000"}}, "x": {"$type": "number", "$value": 1}}"##
            .write(toFile: tokens, atomically: true, encoding: .utf8)
        XCTAssertEqual(try BuiltInThemes.userTheme(file: path).color("color.primary", .light), RGBAColor(rgb: 0xFF0000), "an edited file is read again")
        XCTAssertEqual(TokenFileCache.shared.parseCount, parses + 2)
    }

    // MARK: A theme that fails

    func testAThemeThatFailsIsRememberedToo() throws {
        struct Broken: Error {}
        let cache = ThemeCache(capacity: 8)
        var loads = 0
        for _ in 0..<20 {
            XCTAssertThrowsError(try cache.value(.user, "broken") { () throws -> Int in loads += 1; throw Broken() })
        }
        XCTAssertEqual(loads, 1)

        // Twenty buttons naming a broken theme of 10,000 tokens pay for it once.
        let folder = try makeFolder()
        var text = bigTokens(10_000)
        text.removeLast(2)
        text += #","zzz":{"$value":"not a colour"}}}"#
        let theme = try write(text, "broken.tokens.json", in: folder)
        let start = Date()
        for state in [ButtonState.normal, .highlighted, .focused, .hovered, .disabled] {
            for appearance in Appearance.allCases {
                for title in ["A", "B"] {
                    XCTAssertThrowsError(try Resolver.resolve(ButtonSpec(state: state, title: title, appearance: appearance, theme: theme))) {
                        XCTAssertTrue("\($0)".contains("token 'big.zzz': expected a colour"), "\($0)")
                    }
                }
            }
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), quickly)
    }

    // MARK: Files outside the spec's folder tree

    func testAResolverMayNameOnlyFilesInsideTheSpecFolderTree() throws {
        let folder = try makeFolder()
        try write(##"{"color": {"primary": {"$type": "color", "$value": "#ff0000"}}}"##, "outside/secret.tokens.json", in: folder)
        let resolver = try json(["version": "2025.10", "sets": ["s": ["sources": [["$ref": "../outside/secret.tokens.json"]]]],
                                 "resolutionOrder": [["$ref": "#/sets/s"]]])
        try write(resolver, "spec/theme.resolver.json", in: folder)
        let specPath = try write(#"{"name": "escape", "theme": "theme.resolver.json"}"#, "spec/button.json", in: folder)

        let loaded = try XCTUnwrap(try SpecLoader.load(file: specPath).first)
        XCTAssertThrowsError(try Resolver.resolve(loaded.spec)) { error in
            let located = loaded.source.locate(error as! FieldError)
            XCTAssertEqual(located.field, "theme")
            XCTAssertTrue(located.message.contains("theme.resolver.json:1:") && located.message.contains("$ref ../outside/secret.tokens.json is outside the spec's folder tree"),
                          located.description)
        }
        let trusted = try XCTUnwrap(try SpecLoader.load(file: specPath, paths: .anywhere).first)
        XCTAssertEqual(try Resolver.resolve(trusted.spec).containerColor, RGBAColor(rgb: 0xFF0000))

        // A symbolic link inside the folder to a file outside it is outside too.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("spec/link.tokens.json").path,
                                                   withDestinationPath: folder.appendingPathComponent("outside/secret.tokens.json").path)
        try write(try json(["version": "2025.10", "sets": ["s": ["sources": [["$ref": "link.tokens.json"]]]], "resolutionOrder": [["$ref": "#/sets/s"]]]),
                  "spec/link.resolver.json", in: folder)
        let linked = try write(#"{"name": "linked", "theme": "link.resolver.json"}"#, "spec/linked.json", in: folder)
        XCTAssertThrowsError(try Resolver.resolve(try XCTUnwrap(try SpecLoader.load(file: linked).first).spec)) {
            XCTAssertTrue("\($0)".contains("is outside the spec's folder tree"), "\($0)")
        }

        // A spec built in code: its resolver may name files inside its own folder tree.
        let inCode = ButtonSpec(theme: folder.appendingPathComponent("spec/theme.resolver.json").path)
        XCTAssertThrowsError(try Resolver.resolve(inCode)) {
            XCTAssertTrue("\($0)".contains("is outside the resolver document's folder tree"), "\($0)")
        }
        var allowed = inCode
        allowed.themeReading.resolverFiles = .anywhere
        XCTAssertEqual(try Resolver.resolve(allowed).containerColor, RGBAColor(rgb: 0xFF0000))
    }

    func testTheCommandLineKeepsAResolverInsideTheSpecFolderTree() throws {
        let cli = try CommandLineRunner(prefix: "hostile-resolver")
        defer { cli.cleanUp() }
        try cli.write("outside/secret.tokens.json", ##"{"color": {"primary": {"$type": "color", "$value": "#ff0000"}}}"##)
        try cli.write("spec/theme.resolver.json", ##"""
        {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "../outside/secret.tokens.json"}]}},
         "resolutionOrder": [{"$ref": "#/sets/s"}]}
        """##)
        try cli.write("spec/button.json", #"{"name": "escape", "theme": "theme.resolver.json"}"#)
        let refused = try cli.run(["render", "spec/button.json", "--out", "out"])
        XCTAssertEqual(refused.status, 2, refused.err)
        XCTAssertTrue(refused.err.contains("spec/button.json:1:29: field 'theme': ") && refused.err.contains("theme.resolver.json:1:60: $ref ../outside/secret.tokens.json is outside the spec's folder tree"),
                      refused.err)
        XCTAssertEqual(cli.files(in: "out"), [])
        let allowed = try cli.run(["render", "spec/button.json", "--out", "out", "--allow-outside-paths"])
        XCTAssertEqual(allowed.status, 0, allowed.err)
        XCTAssertTrue(cli.files(in: "out").contains("escape.png"), "\(cli.files(in: "out"))")
    }
}
