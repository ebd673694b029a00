@testable import ButtonRender
import ButtonRenderTesting
import XCTest
import ButtonRenderTestSupport

/// The built-in catalog against its committed goldens: PNG at @1x and @2x, and SVG, one test
/// per system, so a red golden names its system in the test's name.
final class CatalogSnapshotTests: XCTestCase {
    func testMaterialCatalogMatchesGoldens() throws { try checkCatalog(of: .material) }
    func testUIKitCatalogMatchesGoldens() throws { try checkCatalog(of: .uikit) }
    func testAnatomyCatalogMatchesGoldens() throws { try checkCatalog(of: .anatomy) }
    func testObsidianCatalogMatchesGoldens() throws { try checkCatalog(of: .obsidian) }
    func testMaterial3CatalogMatchesGoldens() throws { try checkCatalog(of: .material3) }

    /// Every built-in system has its test above: the systems checked are the catalog's.
    func testEverySystemsCatalogIsChecked() {
        let checked: [ButtonSystem] = [.material, .uikit, .anatomy, .obsidian, .material3]
        XCTAssertEqual(checked.map(\.rawValue), DesignSystems.names)
        XCTAssertEqual(checked.map { BuiltInCatalog.specs(system: $0).count }.reduce(0, +), BuiltInCatalog.specs().count)
    }

    /// One system's catalog drawn as `render-cli catalog` draws it: through `BatchRenderer`,
    /// on two threads.
    private func checkCatalog(of system: ButtonSystem, file: StaticString = #filePath, line: UInt = #line) throws {
        let specs = BuiltInCatalog.specs(system: system)
        XCTAssertFalse(specs.isEmpty, "\(system) has no catalog", file: file, line: line)
        let items = specs.map { SpecItem.button(LoadedSpec(spec: $0, source: .inline("catalog:\($0.name!)"))) }
        let outputs = [BatchOutput(format: .png, scale: 1), BatchOutput(format: .png, scale: 2), BatchOutput(format: .svg, scale: 1)]
        let batch = try BatchRenderer(options: BatchOptions(outputs: outputs, metadata: false, audit: false, jobs: 2), renderer: sharedRenderer)
        var checked = 0
        try batch.render(items) { result in
            XCTAssertNil(result.error, result.name, file: file, line: line)
            for image in result.images { assertSnapshot(of: image, suite: "catalog", filePath: file, line: line) }
            checked += result.images.count
        }
        XCTAssertEqual(checked, items.count * 3, file: file, line: line)
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
