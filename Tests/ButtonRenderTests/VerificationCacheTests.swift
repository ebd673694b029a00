@testable import ButtonRender
@testable import ButtonRenderModel
@testable import ButtonRenderSnapshot
import Foundation
import XCTest
import ButtonRenderTestSupport

/// `verify`'s verification cache end to end: an unchanged item is skipped, and a changed
/// golden, spec field or icon file, `--no-cache`, `--update all` and a damaged cache file all
/// make it draw again (never a wrong pass).
final class VerificationCacheTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws { cli = try CommandLineRunner(prefix: "verify-cache") }
    override func tearDown() { cli.cleanUp() }

    private let twoButtons = "- {name: one, title: One}\n- {name: two, style: outlined, title: Two}\n"

    /// `verify s.yaml` at @1x and @2x against `goldens/suite`.
    private func verify(_ extra: [String] = []) throws -> CommandLineRunner.Result {
        try cli.run(["verify", "s.yaml", "--snapshots", "goldens/suite", "--artifacts", "art", "--scale", "1", "--scale", "2"] + extra)
    }

    /// The images the summary says were skipped as unchanged (0 when it says nothing).
    private func skipped(_ result: CommandLineRunner.Result) -> Int {
        guard let line = result.out.split(separator: "\n").first(where: { $0.contains("unchanged since they last passed") }) else { return 0 }
        return Int(line.split(separator: " ")[0]) ?? -1
    }

    /// Writes the spec, records its goldens and verifies once (drawing everything, filling the cache).
    private func recordAndVerifyOnce(_ spec: String) throws {
        try cli.write("s.yaml", spec)
        let recorded = try cli.run(["record", "s.yaml", "--snapshots", "goldens/suite", "--scale", "1", "--scale", "2"])
        XCTAssertEqual(recorded.status, 0, recorded.out + recorded.err)
        let first = try verify()
        XCTAssertEqual(first.status, 0, first.out + first.err)
        XCTAssertEqual(skipped(first), 0, "the first verify draws every image: \(first.out)")
    }

    /// The cache files under the runner's cache folder.
    private func cacheFiles() -> [URL] {
        let folder = cli.cacheFolder.appendingPathComponent("verify")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".cache") }
            .map { folder.appendingPathComponent($0) }
    }

    func testSecondVerifyOfUnchangedSpecsSkipsEveryImage() throws {
        try recordAndVerifyOnce(twoButtons)
        XCTAssertEqual(cacheFiles().count, 1, "one cache file for the snapshots folder")
        let second = try verify()
        XCTAssertEqual(second.status, 0, second.out)
        XCTAssertEqual(skipped(second), 4, second.out)
        XCTAssertTrue(second.out.contains("4 of 4 unchanged"), second.out)
        XCTAssertEqual(second.out.split(separator: "\n").last, "4 passed, 0 failed")
        let json = try verify(["--json"])
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any], json.out)
        XCTAssertEqual(document["unchanged"] as? Int, 4)
        let images = try XCTUnwrap(document["images"] as? [[String: Any]])
        XCTAssertEqual(images.map { $0["name"] as? String }, ["suite/one.png", "suite/one@2x.png", "suite/two.png", "suite/two@2x.png"],
                       "skipped images keep the items' order")
        XCTAssertTrue(images.allSatisfy { $0["status"] as? String == "passed" && $0["unchanged"] as? Bool == true })
    }

    func testChangedGoldenIsVerifiedAgainAndFails() throws {
        try recordAndVerifyOnce(twoButtons)
        let path = cli.work.appendingPathComponent("goldens/suite/one@2x.png").path
        var image = try PNGDecoder.decode(file: path)
        let middle = ((image.height / 2) * image.width + image.width / 2) * 4
        image.rgba[middle] ^= 0xFF; image.rgba[middle + 3] = 255
        try Data(PNGEncoder.encode(rgba: image.rgba, width: image.width, height: image.height)).write(to: URL(fileURLWithPath: path))
        let result = try verify()
        XCTAssertEqual(result.status, 1, "a golden changed since it passed is compared again: \(result.out)")
        XCTAssertTrue(result.out.contains("FAIL suite/one@2x.png"), result.out)
        XCTAssertEqual(skipped(result), 2, "the other button is still unchanged: \(result.out)")
        XCTAssertEqual(try verify().status, 1, "a failure is never remembered as a pass")
    }

    func testChangedSpecFieldIsDrawnAgain() throws {
        try recordAndVerifyOnce(twoButtons)
        try cli.write("s.yaml", "- {name: one, title: One, cornerRadius: 9}\n- {name: two, style: outlined, title: Two}\n")
        let result = try verify()
        XCTAssertEqual(result.status, 1, result.out)
        XCTAssertTrue(result.out.contains("FAIL suite/one.png"), result.out)
        XCTAssertEqual(skipped(result), 2, result.out)
    }

    func testChangedIconFileIsDrawnAgain() throws {
        let square = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect x="4" y="4" width="16" height="16"/></svg>"#
        try cli.write("icons/mark.svg", square)
        try recordAndVerifyOnce("- {name: marked, title: Mark, icon: icons/mark.svg}\n")
        XCTAssertEqual(skipped(try verify()), 2, "unchanged")
        try cli.write("icons/mark.svg", square.replacingOccurrences(of: #"x="4" y="4""#, with: #"x="2" y="6""#))
        let result = try verify()
        XCTAssertEqual(result.status, 1, "the new icon is drawn and differs from the golden: \(result.out)")
        XCTAssertEqual(skipped(result), 0, result.out)
    }

    func testNoCacheAndUpdateAllDrawEveryImage() throws {
        try recordAndVerifyOnce(twoButtons)
        let drawn = try verify(["--no-cache"])
        XCTAssertEqual(drawn.status, 0, drawn.out)
        XCTAssertEqual(skipped(drawn), 0, drawn.out)
        XCTAssertEqual(drawn.out.split(separator: "\n").last, "4 passed, 0 failed")
        let all = try verify(["--update", "all"])
        XCTAssertEqual(all.status, 0, all.out)
        XCTAssertEqual(skipped(all), 0, "--update all looks at every image: \(all.out)")
        XCTAssertEqual(skipped(try verify()), 4, "the cache is still there for runs that use it")
    }

    func testDamagedCacheFileIsIgnored() throws {
        try recordAndVerifyOnce(twoButtons)
        let file = try XCTUnwrap(cacheFiles().first)
        let good = try Data(contentsOf: file)
        var flipped = good
        flipped[flipped.count - 10] ^= 0x01
        for damaged in [Data("not a cache\n".utf8), good.prefix(good.count / 2), flipped, Data([0xFF, 0xFE, 0x00])] {
            try damaged.write(to: file)
            let result = try verify()
            XCTAssertEqual(result.status, 0, "a damaged cache is no error: \(result.out) \(result.err)")
            XCTAssertEqual(skipped(result), 0, "nothing from a damaged cache is trusted: \(result.out)")
            XCTAssertEqual(skipped(try verify()), 4, "the run wrote a good cache again")
        }
    }

    func testUnchangedCatalogIsSkippedWholeAndAChangedGoldenStillFails() throws {
        let source = packageRoot.appendingPathComponent("Snapshots/catalog")
        let goldens = cli.work.appendingPathComponent("goldens/catalog")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where name.hasPrefix("obsidian-") {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: goldens.appendingPathComponent(name))
        }
        let arguments = ["verify", "--catalog", "--system", "obsidian", "--snapshots", "goldens/catalog", "--artifacts", "art"]
        let images = BuiltInCatalog.specs(system: .obsidian).count * 3
        let first = try cli.run(arguments)
        XCTAssertEqual(first.status, 0, first.out)
        XCTAssertEqual(skipped(first), 0, first.out)
        let second = try cli.run(arguments)
        XCTAssertEqual(second.status, 0, second.out)
        XCTAssertEqual(skipped(second), images, "every catalog image unchanged: \(second.out)")
        XCTAssertEqual(second.out.split(separator: "\n").last.map(String.init), "\(images) passed, 0 failed")
        let other = try cli.run(["verify", "--catalog", "--system", "uikit", "--snapshots", "goldens/catalog", "--artifacts", "art"])
        XCTAssertEqual(skipped(other), 0, "another system's catalog is another run: \(other.out)")
        let path = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted().first { $0.hasSuffix("@2x.png") })
        var image = try PNGDecoder.decode(file: goldens.appendingPathComponent(path).path)
        image.rgba[0] ^= 0xFF; image.rgba[3] = 255
        try Data(PNGEncoder.encode(rgba: image.rgba, width: image.width, height: image.height)).write(to: goldens.appendingPathComponent(path))
        let third = try cli.run(arguments)
        XCTAssertEqual(third.status, 1, "the changed golden is compared again: \(third.out)")
        XCTAssertTrue(third.out.contains("FAIL catalog/\(path)"), third.out)
        XCTAssertEqual(skipped(third), images - 3, "only the changed golden's button is drawn: \(third.out)")
    }

    /// A pass the cache may not trust (an SVG that differed from its golden and passed through
    /// rsvg-convert) is not remembered; the same for a pixel comparison is.
    func testOnlyReproduciblePassesAreRemembered() throws {
        var spec = ButtonSpec(style: .contained, title: "Save")
        spec.name = "save"
        let golden = try sharedRenderer.render(spec, format: .png, scale: 1)
        let outcome = SnapshotOutcome(status: .passed, snapshot: "s/save.png", message: "",
                                      verdict: ImageVerdict(passed: true, byteIdentical: false))
        XCTAssertNotNil(VerifySkipping.pass(outcome, image: golden, golden: golden.bytes, comparer: .pixels))
        XCTAssertNil(VerifySkipping.pass(outcome, image: golden, golden: golden.bytes, comparer: .svg))
        var identical = outcome
        identical.verdict = ImageVerdict(passed: true, byteIdentical: true)
        XCTAssertNotNil(VerifySkipping.pass(identical, image: golden, golden: golden.bytes, comparer: .svg))
    }

    /// The golden tests (`assertSnapshot`, the catalog and sheet tests) must draw every time:
    /// only the command line's `verify` may use the cache.
    func testGoldenTestsNeverUseTheCache() throws {
        let folders = ["Sources/ButtonRenderTesting", "Tests/ButtonRenderTests"]
        for folder in folders {
            let url = packageRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".swift") && name != "VerificationCacheTests.swift" {
                let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                for word in ["VerificationCache", "VerificationKeys", "VerifySkipping"] {
                    XCTAssertFalse(text.contains(word), "\(folder)/\(name) names \(word)")
                }
            }
        }
        let verifier = try String(contentsOf: packageRoot.appendingPathComponent("Sources/ButtonRenderSnapshot/Snapshot/SnapshotVerifier.swift"), encoding: .utf8)
        XCTAssertFalse(verifier.contains("VerificationCache"), "SnapshotVerifier, which the golden tests use, knows no cache")
    }

    func testContentHashIsStableAndFramesParts() {
        XCTAssertEqual(ContentHash(of: [UInt8]()).description.count, 32)
        XCTAssertEqual(ContentHash(of: "The quick brown fox"), ContentHash(of: Array("The quick brown fox".utf8)))
        XCTAssertNotEqual(ContentHash(of: "The quick brown fox"), ContentHash(of: "The quick brown fix"))
        var bytes = [UInt8](repeating: 0, count: 1000)
        var seen = Set<ContentHash>([ContentHash(of: bytes)])
        for i in bytes.indices { bytes[i] = 1; XCTAssertTrue(seen.insert(ContentHash(of: bytes)).inserted, "one byte changed at \(i)"); bytes[i] = 0 }
        for length in 0..<40 { XCTAssertTrue(seen.insert(ContentHash(of: [UInt8](repeating: 0, count: length))).inserted || length == 1000) }
        var a = ContentHasher(), b = ContentHasher()
        a.combine("ab"); a.combine("c"); b.combine("a"); b.combine("bc")
        XCTAssertNotEqual(a.finalize(), b.finalize())
        let digest = ContentHash(of: "ButtonRender")
        XCTAssertEqual(ContentHash(hex: Substring(digest.description)), digest)
        // Fixed, so a cache written by one build is read by the next (and by any machine).
        XCTAssertEqual(digest.description, "2bb4fff0aa0fe16eda95b9aded59bc1e")
    }

    /// The key holds the spec's canonical encoding: equal for equal specs whatever the order
    /// of a dictionary, different when any field differs.
    func testCanonicalEncodingIsOrderFreeAndFieldSensitive() throws {
        let a: [String: Double] = Dictionary(uniqueKeysWithValues: (0..<50).map { ("k\($0)", Double($0)) })
        var b: [String: Double] = [:]
        for key in a.keys.sorted().reversed() { b[key] = a[key] }
        XCTAssertEqual(try SortedJSONEncoder().encode(a), try SortedJSONEncoder().encode(b))
        let keys = VerificationKeys(environment: ContentHash(of: "env"), context: "test")
        func key(_ spec: ButtonSpec) -> ContentHash? { keys.key(for: .button(LoadedSpec(spec: spec, source: .inline("t")))) }
        var spec = ButtonSpec(); spec.name = "b"; spec.title = "Go"
        let base = try XCTUnwrap(key(spec))
        XCTAssertEqual(key(spec), base)
        var other = spec; other.title = "Go!"
        XCTAssertNotEqual(key(other), base)
        other = spec; other.cornerRadius = .capsule
        XCTAssertNotEqual(key(other), base)
        other = spec; other.elevation = 2
        XCTAssertNotEqual(key(other), base)
        XCTAssertNotEqual(VerificationKeys(environment: ContentHash(of: "env2"), context: "test").key(for: .button(LoadedSpec(spec: spec, source: .inline("t")))), base,
                          "another binary, library, font or theme")
        XCTAssertNotEqual(VerificationKeys(environment: ContentHash(of: "env"), context: "test2").key(for: .button(LoadedSpec(spec: spec, source: .inline("t")))), base,
                          "other formats, scales or tolerance")
    }

    /// The cache key holds the spec's encoding: every stored field must be encoded, or a changed
    /// field would pass as unchanged.
    func testCanonicalSpecEncodingCoversEveryField() {
        // `themeReading` is not what the spec says but how the loader lets its theme be read:
        // the files a resolver may name (and resolver themes are always drawn,
        // `testResolverThemeIsNeverSkipped`) and a run-wide strictness, which belongs to the
        // key's context like the formats and the tolerance.
        let buttonFields = Set(ButtonSpec.CodingKeys.allCases.map(\.rawValue) + ["_themeReading"])
        for child in Mirror(reflecting: ButtonSpec()).children {
            XCTAssertTrue(buttonFields.contains(child.label ?? ""), "ButtonSpec.\(child.label ?? "?") is not in its JSON")
        }
        let sheetFields = Set(SheetSpec.CodingKeys.allCases.map(\.rawValue))
        for child in Mirror(reflecting: SheetSpec(.matrix)).children {
            XCTAssertTrue(sheetFields.contains(child.label ?? ""), "SheetSpec.\(child.label ?? "?") is not in its JSON")
        }
    }

    /// A theme file that is a resolver document can name other files: such an item is always drawn.
    func testResolverThemeIsNeverSkipped() throws {
        let keys = VerificationKeys(environment: ContentHash(of: "env"), context: "test")
        let folder = cli.work.path
        try cli.write("brand.tokens.json", ##"{"color": {"primary": {"$type": "color", "$value": "#00796B"}}}"##)
        try cli.write("brand.resolver.json", #"{"version": "2025.10", "resolutionOrder": []}"#)
        var spec = ButtonSpec(); spec.name = "b"; spec.theme = folder + "/brand.tokens.json"
        let tokens = keys.key(for: .button(LoadedSpec(spec: spec, source: .inline("t"))))
        XCTAssertNotNil(tokens)
        spec.theme = folder + "/brand.resolver.json"
        XCTAssertNil(keys.key(for: .button(LoadedSpec(spec: spec, source: .inline("t")))))
    }
}
