@testable import ButtonRender
@testable import ButtonRenderNative
import Foundation
import XCTest

/// The font scan cache (`FontScanCache`): fonts read from fontconfig's cache are the fonts
/// scanning the files gives, so images do not depend on whether a cache was there.
final class FontScanCacheTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "buttonrender-fontcache-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A configuration of the default fonts built with `cacheDirectory` (nil: scanning).
    private func configuration(cache cacheDirectory: String?) throws -> OpaquePointer {
        try FontConfigurations.build(FontRegistry.defaultFonts, cacheDirectory: cacheDirectory)
    }

    func testCachedFontsAreTheScannedFontsExactly() throws {
        let cache = folder + "/cache"
        let scanned = try configuration(cache: nil), cold = try configuration(cache: cache), warm = try configuration(cache: cache)
        let expected = FontConfigurations.fontDescriptions(of: scanned)
        XCTAssertGreaterThanOrEqual(expected.count, FontRegistry.defaultFonts.count)
        XCTAssertEqual(FontConfigurations.fontDescriptions(of: cold), expected)
        XCTAssertEqual(FontConfigurations.fontDescriptions(of: warm), expected)
        // The cold run wrote fontconfig's cache file, which the warm run read.
        let written = try FileManager.default.contentsOfDirectory(atPath: cache + "/fontconfig")
        XCTAssertTrue(written.contains { $0.contains(".cache-") }, "\(written)")
        // Every font names its real file, never the cache's link to it.
        XCTAssertFalse(expected.joined().contains(cache))
        XCTAssertFalse(FontConfigurations.fontDescriptions(of: warm).joined().contains(cache))
    }

    func testImagesAreIdenticalWithAColdAWarmAndNoCache() throws {
        let cache = folder + "/cache"
        let spec = ButtonSpec(style: .contained, title: "Add مرحبا שלום नमस्ते สวัสดี 你好 😀", icon: "shopping_cart", scale: 2)
        var outputs: [[[UInt8]]] = []
        for directory in [nil, cache, cache] {
            let registry = try FontRegistry(fonts: FontRegistry.defaultFonts, configuration: try configuration(cache: directory))
            let renderer = try ButtonRenderer(registry: registry)
            outputs.append(try [OutputFormat.png, .svg, .pdf].map { try renderer.render(spec, format: $0).bytes })
        }
        XCTAssertEqual(outputs[1], outputs[0], "a cold cache draws as scanning does")
        XCTAssertEqual(outputs[2], outputs[0], "a warm cache draws as scanning does")
    }

    /// The cache folder's name goes into a fontconfig XML document: markup characters are
    /// escaped (the cache is written where asked), and a name XML cannot hold (a control
    /// character) means no cache rather than one written elsewhere.
    func testACacheFolderNameIsEscapedForFontconfig() throws {
        let expected = FontConfigurations.fontDescriptions(of: try configuration(cache: nil))
        let marked = folder + "/a&b<c>\"d'e"
        XCTAssertEqual(FontConfigurations.fontDescriptions(of: try configuration(cache: marked)), expected)
        let written = try FileManager.default.contentsOfDirectory(atPath: marked + "/fontconfig")
        XCTAssertTrue(written.contains { $0.contains(".cache-") }, "\(written)")
        let control = folder + "/bell\u{7}"
        XCTAssertEqual(FontConfigurations.fontDescriptions(of: try configuration(cache: control)), expected)
        let cacheFiles = (try? FileManager.default.contentsOfDirectory(atPath: control + "/fontconfig")) ?? []
        XCTAssertFalse(cacheFiles.contains { $0.contains(".cache-") }, "\(cacheFiles)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/bell"), "nothing written under the name without its control character")
    }

    func testAFolderThatCannotBeWrittenFallsBackToScanning() throws {
        // A regular file where the cache folder would be: nothing can be made inside it.
        let blocked = folder + "/blocked"
        XCTAssertTrue(FileManager.default.createFile(atPath: blocked, contents: Data("x".utf8)))
        let config = try configuration(cache: blocked + "/buttonrender")
        XCTAssertEqual(FontConfigurations.fontDescriptions(of: config), FontConfigurations.fontDescriptions(of: try configuration(cache: nil)))
    }

    func testAChangedFontFileGetsANewSignature() throws {
        let copy = folder + "/Roboto-Medium.ttf"
        try FileManager.default.copyItem(atPath: FontRegistry.defaultFonts[3].path, toPath: copy)
        let fonts = [FontFile(family: "Roboto", path: copy, package: "fonts-roboto-unhinted")]
        let before = FontScanCache.signature(of: fonts)
        XCTAssertNotNil(before)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: copy)
        XCTAssertNotEqual(FontScanCache.signature(of: fonts), before)
        XCTAssertNil(FontScanCache.signature(of: [FontFile(family: "Roboto", path: folder + "/missing.ttf", package: "p")]))
    }

    func testTheCommandLineWithoutTheMachinesFontsDrawsWhatTheLibraryDraws() throws {
        // render-cli leaves fontconfig's default (the machine's fonts) unloaded and reads its
        // fonts through a fresh cache here; this process loaded the default and scans.
        let runner = try CommandLineRunner(prefix: "fonts")
        defer { runner.cleanUp() }
        let title = "Add مرحبا שלום नमस्ते สวัสดี 你好 😀"
        let path = try runner.write("b.yaml", "name: b\ntitle: \"\(title)\"\nicon: shopping_cart\nscale: 2\n")
        let result = try runner.runBinary(["render", path, "--out", "out", "--format", "png", "--format", "svg"],
                                          environment: ["BUTTONRENDER_CACHE_DIR": folder + "/cli-cache"])
        XCTAssertEqual(result.status, 0, result.err)
        let renderer = try ButtonRenderer(registry: try FontRegistry(fonts: FontRegistry.defaultFonts,
                                                                       configuration: try configuration(cache: nil)))
        let spec = ButtonSpec(name: "b", title: title, icon: "shopping_cart", scale: 2)
        XCTAssertEqual(Array(try Data(contentsOf: runner.work.appendingPathComponent("out/b@2x.png"))), try renderer.render(spec, format: .png).bytes)
        XCTAssertEqual(Array(try Data(contentsOf: runner.work.appendingPathComponent("out/b@2x.svg"))), try renderer.render(spec, format: .svg).bytes)
    }

    func testTheCacheFolderFollowsTheEnvironment() {
        XCTAssertEqual(CacheDirectory.url(environment: ["BUTTONRENDER_CACHE_DIR": "/tmp/x", "HOME": "/home/u"])?.path, "/tmp/x")
        XCTAssertNil(CacheDirectory.url(environment: ["BUTTONRENDER_CACHE_DIR": "", "HOME": "/home/u"])?.path)
        XCTAssertEqual(CacheDirectory.url(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/home/u"])?.path, "/c/buttonrender")
        XCTAssertEqual(CacheDirectory.url(environment: ["HOME": "/home/u"])?.path, "/home/u/.cache/buttonrender")
        XCTAssertNil(CacheDirectory.url(environment: [:]))
    }
}
