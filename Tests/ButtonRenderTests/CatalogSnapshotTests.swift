@testable import ButtonRender
import ButtonRenderTesting
import XCTest

/// The built-in catalog against its committed goldens: PNG at @1x and @2x, and SVG.
final class CatalogSnapshotTests: XCTestCase {
    /// Drawn as `render-cli catalog` draws it: through `BatchRenderer`, on two threads.
    func testCatalogMatchesGoldens() throws {
        let items = BuiltInCatalog.specs().map { SpecItem.button(LoadedSpec(spec: $0, source: .inline("catalog:\($0.name!)"))) }
        let outputs = [BatchOutput(format: .png, scale: 1), BatchOutput(format: .png, scale: 2), BatchOutput(format: .svg, scale: 1)]
        let batch = try BatchRenderer(options: BatchOptions(outputs: outputs, metadata: false, audit: false, jobs: 2), renderer: sharedRenderer)
        var checked = 0
        try batch.render(items) { result in
            XCTAssertNil(result.error, result.name)
            for image in result.images { assertSnapshot(of: image, suite: "catalog") }
            checked += result.images.count
        }
        XCTAssertEqual(checked, items.count * 3)
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
