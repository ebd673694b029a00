import ButtonRender
import ButtonRenderTesting
import XCTest

/// The built-in catalog against its committed goldens: PNG at @1x and @2x, and SVG.
final class CatalogSnapshotTests: XCTestCase {
    func testCatalogMatchesGoldens() {
        for spec in BuiltInCatalog.specs() {
            assertSnapshot(of: spec, format: .png, scale: 1, suite: "catalog", renderer: sharedRenderer)
            assertSnapshot(of: spec, format: .png, scale: 2, suite: "catalog", renderer: sharedRenderer)
            assertSnapshot(of: spec, format: .svg, scale: 1, suite: "catalog", renderer: sharedRenderer)
        }
    }

    func testEveryGoldenBelongsToTheCatalog() throws {
        let folder = packageRoot.appendingPathComponent("Snapshots/catalog")
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        var expected = Set<String>()
        for spec in BuiltInCatalog.specs() {
            for (format, scale) in [(OutputFormat.png, 1), (.png, 2), (.svg, 1)] {
                expected.insert(OutputNaming.fileName(for: spec.name!, format: format, scale: scale))
            }
        }
        XCTAssertEqual(files.subtracting(expected), [], "stale goldens")
        XCTAssertEqual(expected.subtracting(files), [], "missing goldens")
    }
}
