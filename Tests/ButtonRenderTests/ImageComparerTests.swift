@testable import ButtonRender
@testable import ButtonRenderModel
@testable import ButtonRenderSnapshot
@testable import ButtonRenderTesting
import Foundation
import XCTest

/// One comparison for every check: verify, record and the preview compare through the
/// verifier's `ImageComparers`, and `assertSnapshot`'s built-in strategies through the same
/// `ImageComparer` values, so that a table a caller changes is followed everywhere (the
/// cache of `verify` trusts a pass as its comparer says: tested beside that cache).
final class ImageComparerTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("comparers-\(UUID().uuidString)")
    }

    override func tearDown() { try? FileManager.default.removeItem(at: root) }

    private func images() throws -> (golden: RenderedImage, changed: RenderedImage) {
        var spec = ButtonSpec(style: .contained, title: "Save")
        spec.name = "save"
        let golden = try sharedRenderer.render(spec, format: .png, scale: 1)
        spec.title = "Send"
        return (golden, try sharedRenderer.render(spec, format: .png, scale: 1))
    }

    func testTheVerifierComparesWithItsTableAndTheTableCanBeChanged() throws {
        let (golden, changed) = try images()
        let store = SnapshotStore(root: root.path)
        try store.write(golden.bytes, suite: "s", fileName: golden.fileName)
        var verifier = SnapshotVerifier(store: store, mode: .never, artifacts: root.appendingPathComponent("artifacts").path)
        XCTAssertEqual(try verifier.verify(changed, suite: "s").status, .failed, "the built-in pixel comparison sees the new title")
        let compared = Locked(0)
        verifier.comparers[.png] = ImageComparer(passIsReproducible: true) { actual, golden, _ in
            compared.withLock { $0 += 1 }
            return ImageVerdict(passed: true, byteIdentical: actual == golden)
        }
        XCTAssertEqual(try verifier.verify(changed, suite: "s").status, .passed, "the table's own comparer decides")
        XCTAssertEqual(compared.withLock { $0 }, 1)
        XCTAssertEqual(verifier.comparers[.svg].passIsReproducible, false, "the other formats keep the built-in ones")
    }

    /// `assertSnapshot`'s built-in image strategies compare through the same values.
    func testTheAssertionsStrategiesCompareAsTheVerifierDoes() throws {
        let (golden, changed) = try images()
        let verdict = try ImageComparer.pixels.compare(changed.bytes, golden.bytes, SnapshotTolerance())
        let comparison = try SnapshotDiffing<RenderedImage>.pixels.compare(golden.bytes, changed.bytes, SnapshotTolerance())
        XCTAssertFalse(comparison.passed)
        XCTAssertEqual(comparison.verdict?.result?.mismatchedPixels, verdict.result?.mismatchedPixels)
        let strategy = SnapshotStrategy<ButtonSpec, RenderedImage>.png
        XCTAssertEqual(try strategy.diffing.compare(golden.bytes, changed.bytes, SnapshotTolerance()).verdict?.result?.mismatchedPixels,
                       verdict.result?.mismatchedPixels)
    }
}
