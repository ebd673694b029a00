@testable import ButtonRender
import ButtonRenderTesting
import Foundation
import XCTest

/// The documentation pictures of `Examples/` (type strip, anatomy diagrams, state matrices,
/// redlines, touch targets) against their goldens in `Snapshots/sheets/`: PNG at @1x and @2x,
/// SVG and PDF, so every sheet kind is covered in every format.
final class ExampleSheetSnapshotTests: XCTestCase {
    /// `Examples/` beside `Tests/`.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    /// Every sheet of every example file.
    func exampleSheets() throws -> [SheetSpec] {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".yaml") }.sorted()
        var sheets: [SheetSpec] = []
        for file in files {
            for item in try SheetLoader.load(file: Self.examples.appendingPathComponent(file).path) {
                if case .sheet(let loaded) = item { sheets.append(loaded.sheet) }
            }
        }
        return sheets
    }

    func testEveryKindOfSheetHasAnExample() throws {
        let kinds = Set(try exampleSheets().map(\.sheet))
        XCTAssertEqual(kinds, Set(SheetKind.allCases))
    }

    /// Drawn as `render-cli render` draws them: through `BatchRenderer`, on two threads.
    func testExampleSheetsMatchTheirGoldens() throws {
        let sheets = try exampleSheets()
        XCTAssertGreaterThanOrEqual(sheets.count, 10)
        let items = sheets.map { SpecItem.sheet(LoadedSheet(sheet: $0, source: .inline($0.outputName))) }
        let outputs = [BatchOutput(format: .png, scale: 1), BatchOutput(format: .png, scale: 2),
                       BatchOutput(format: .svg, scale: 1), BatchOutput(format: .pdf, scale: 1)]
        let batch = try BatchRenderer(options: BatchOptions(outputs: outputs, metadata: false, audit: false, jobs: 2), renderer: sharedRenderer)
        var checked = 0
        try batch.render(items) { result in
            XCTAssertNil(result.error, result.name)
            for image in result.images { assertSnapshot(of: image, suite: "sheets") }
            checked += result.images.count
        }
        XCTAssertEqual(checked, sheets.count * 4)
    }

    func testExampleButtonsRenderWithoutErrors() throws {
        let renderer = try ButtonRenderer()
        var count = 0
        for item in try SheetLoader.load(file: Self.examples.appendingPathComponent("buttons.yaml").path) {
            guard case .button(let loaded) = item else { continue }
            let image = try renderer.render(loaded.spec, format: .png, scale: 1)
            XCTAssertGreaterThan(image.pixelWidth, 40, loaded.spec.name ?? "")
            count += 1
        }
        XCTAssertEqual(count, 6)
    }

    /// The README's example: a sheet built in Swift, asserted as a PDF against a golden.
    func testAssertSnapshotOfASheetBuiltInSwift() throws {
        var sheet = SheetSpec(.matrix, name: "states")
        sheet.columns = SheetAxis(field: "state", values: [.string("normal"), .string("disabled")])
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-assert-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let golden = try SheetRenderer(renderer: sharedRenderer).render(sheet, format: .pdf)
        try SnapshotStore(root: root.path).write(golden.bytes, suite: "sheets", fileName: "states.pdf")
        let outcome = assertSnapshot(of: sheet, format: .pdf, suite: "sheets", record: .never, snapshotsDirectory: root.path)
        XCTAssertEqual(outcome?.status, .passed)
    }
}
