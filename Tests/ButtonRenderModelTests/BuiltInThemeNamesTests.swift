@testable import ButtonRenderModel
import Foundation
import XCTest
import ButtonRenderTestSupport

/// The built-in themes are the resolver documents the package ships: the names read from the
/// bundle's folder are those of `Sources/ButtonRenderModel/Tokens/*.resolver.json`, sorted.
final class BuiltInThemeNamesTests: XCTestCase {
    func testTheNamesAreTheShippedResolverDocuments() throws {
        let sources = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Sources/ButtonRenderModel/Tokens").path)
        let expected = sources.filter { $0.hasSuffix(".resolver.json") }.map { String($0.dropLast(".resolver.json".count)) }.sorted()
        XCTAssertEqual(expected, ["anatomy", "material", "material3", "obsidian", "uikit"])
        XCTAssertEqual(BuiltInThemeNames.all, expected)
        for name in expected { XCTAssertTrue(BuiltInThemeNames.contains(name), name) }
        XCTAssertFalse(BuiltInThemeNames.contains("material.resolver"))
        XCTAssertFalse(BuiltInThemeNames.contains("themes/material.json"))
        // Every file of the folder with the extension, and nothing else.
        let json = BuiltInTokenFiles.names(withExtension: "json").sorted()
        XCTAssertEqual(json, sources.filter { $0.hasSuffix(".json") }.sorted())
        XCTAssertEqual(BuiltInTokenFiles.names(withExtension: "yaml").sorted(), sources.filter { $0.hasSuffix(".yaml") }.sorted())
    }
}
