@testable import ButtonRender
@testable import ButtonRenderPipeline
import ButtonRenderTesting
import Foundation
import XCTest

/// The example design systems a team starts from (`Examples/systems/`): public systems written
/// as system files on their published DTCG tokens (the dtcg-examples copy beside them, with its
/// licence). Each checks cleanly through the library, renders its catalog through the command line,
/// and its state matrix matches the golden someone looked at beside the system's documentation.
final class ExampleSystemsTests: XCTestCase {
    /// `Examples/systems/`.
    static let folder = ExampleSheetSnapshotTests.examples.appendingPathComponent("systems")

    /// Every system file in the folder, sorted.
    static func systemFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".system.yaml") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    func testAtLeastThreePublicSystemsAreThere() throws {
        let names = try Self.systemFiles().map(\.lastPathComponent)
        XCTAssertGreaterThanOrEqual(names.count, 3, "\(names)")
        for name in ["github-primer.system.yaml", "ibm-carbon.system.yaml", "figma-sds.system.yaml"] {
            XCTAssertTrue(names.contains(name), "\(name) in \(names)")
        }
        // Each has its state matrix beside it.
        for file in try Self.systemFiles() {
            let sheet = file.path.replacingOccurrences(of: ".system.yaml", with: "-states.yaml")
            XCTAssertTrue(FileManager.default.fileExists(atPath: sheet), sheet)
        }
    }

    func testEachChecksCleanlyInEveryStyleSizeStateAndAppearance() throws {
        for file in try Self.systemFiles() {
            let system = try DesignSystem(contentsOf: file)
            let report = SystemCheck.run(system)
            XCTAssertEqual(report.problems.map(\.text), [], file.lastPathComponent)
            XCTAssertEqual(report.warnings, [], file.lastPathComponent)
            XCTAssertGreaterThanOrEqual(report.buttons.count, 12, file.lastPathComponent)
            // Dark is its own: some button differs from its light twin in a colour.
            let light = report.buttons.filter { $0.appearance == "light" }, dark = report.buttons.filter { $0.appearance == "dark" }
            XCTAssertEqual(light.count, dark.count)
            XCTAssertTrue(zip(light, dark).contains { $0.slots.first { $0.slot == "containerColor" }?.value != $1.slots.first { $0.slot == "containerColor" }?.value },
                          "\(file.lastPathComponent): dark draws its own colours")
        }
    }

    /// Carbon's type comes from the parts of its typography token `type.bodyCompact01`
    /// (`{type.bodyCompact01.fontSize}`): 0.875rem, 400, 0.16px, line height 1.28572.
    func testASlotReadsAPartOfATypographyToken() throws {
        let system = try DesignSystem(contentsOf: Self.folder.appendingPathComponent("ibm-carbon.system.yaml"))
        let button = try Resolver.resolve(ButtonSpec(system: system.id, style: "primary"))
        XCTAssertEqual(button.font.size, 14)
        XCTAssertEqual(button.font.weight, 400)
        XCTAssertEqual(button.font.letterSpacing, 0.16, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(button.font.lineHeight), 18, accuracy: 0.001)
        // A part of the wrong kind is the slot's error, at its line.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("carbon-part-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.folder, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let file = copy.appendingPathComponent("ibm-carbon.system.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "name: ibm-carbon\n", with: "name: ibm-carbon-part-test\n")
            .replacingOccurrences(of: #"fontSize: "{type.bodyCompact01.fontSize}""#, with: #"fontSize: "{type.bodyCompact01.fontFamily}""#)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let line = try XCTUnwrap(text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains(#"fontSize: "{type.bodyCompact01.fontFamily}""#) }) + 1
        let report = SystemCheck.run(try DesignSystem(contentsOf: file))
        XCTAssertTrue(report.problems.contains { $0.line == line && $0.message.contains("is a font family, not a length") }, "\(report.problems.map(\.text))")
    }

    /// Primer's focus outline lies 2 px inside the edge (outline-offset -2px): a focus ring
    /// with a negative gap, drawn inside the container and adding no room around it.
    func testAFocusRingWithANegativeGapLiesInsideTheEdge() throws {
        let system = try DesignSystem(contentsOf: Self.folder.appendingPathComponent("github-primer.system.yaml"))
        let layout = try sharedRenderer.layout(ButtonSpec(system: system.id, style: "default", state: .focused))
        let ring = try XCTUnwrap(layout.focusRing)
        XCTAssertEqual(ring.outer.rect, layout.container.rect, "the ring's outer edge is the container's")
        XCTAssertEqual(ring.inner.rect, layout.container.rect.outset(by: -2))
        XCTAssertEqual(layout.canvasSize.height, layout.container.rect.height, "no room is added for a ring inside")
        // A gap is held to range below as above.
        var deep = try Resolver.resolve(ButtonSpec(system: system.id, style: "default", state: .focused))
        deep.focusRing?.gap = -600
        XCTAssertThrowsError(try deep.checkLimits())
    }

    /// Drawn as `render-cli render` draws them, from the sheet file (its `system` a path
    /// relative to it), at @1x and @2x.
    func testTheStateMatricesMatchTheirGoldens() throws {
        var checked = 0
        for file in try Self.systemFiles() {
            let sheetFile = file.path.replacingOccurrences(of: ".system.yaml", with: "-states.yaml")
            let items = try SheetLoader.load(file: sheetFile)
            XCTAssertEqual(items.count, 1, sheetFile)
            let batch = try BatchRenderer(options: BatchOptions(outputs: [BatchOutput(format: .png, scale: 1), BatchOutput(format: .png, scale: 2)],
                                                                metadata: false, audit: false, jobs: 2), renderer: sharedRenderer)
            try batch.render(items) { result in
                XCTAssertNil(result.error, result.name)
                for image in result.images { assertSnapshot(of: image, suite: "systems") }
                checked += result.images.count
            }
        }
        XCTAssertEqual(checked, try Self.systemFiles().count * 2)
    }

    /// `render-cli system check` and `catalog --system FILE` from the command line, on a copy of the
    /// folder elsewhere (paths in the files are relative to them).
    func testTheBinaryChecksAndDrawsEachCatalogFromACopy() throws {
        let cli = try CommandLineRunner(prefix: "example-systems")
        defer { cli.cleanUp() }
        let copy = cli.work.appendingPathComponent("systems")
        try FileManager.default.copyItem(at: Self.folder, to: copy)
        for file in try Self.systemFiles() {
            let name = file.lastPathComponent, stem = name.replacingOccurrences(of: ".system.yaml", with: "")
            let check = try cli.run(["system", "check", "systems/\(name)", "--quiet"])
            XCTAssertEqual(check.status, 0, "\(name): \(check.err)")
            let catalog = try cli.run(["catalog", "--system", "systems/\(name)", "--out", "out-\(stem)", "--quiet", "--format", "png", "--scale", "1"])
            XCTAssertEqual(catalog.status, 0, "\(name): \(catalog.err)")
            let pngs = cli.files(in: "out-\(stem)").filter { $0.hasSuffix(".png") }
            XCTAssertGreaterThanOrEqual(pngs.count, 12, name)
            XCTAssertTrue(pngs.allSatisfy { $0.hasPrefix(stem + "-") }, "\(name): \(pngs.prefix(3))")
            // The page a team publishes: its documentation sheets beside the grid.
            for sheet in ["states", "anatomy", "redlines", "touch-target"] {
                XCTAssertTrue(pngs.contains("\(stem)-\(sheet).png"), "\(name): no \(sheet) sheet")
            }
        }
    }

    /// A system file's catalog sheets: the state matrix in the system's words (its state
    /// names down, a panel per theme of its mode axis), then anatomy, redlines, touch target.
    func testACatalogsSheetsAreInTheSystemsWords() throws {
        let carbon = try DesignSystem(contentsOf: Self.folder.appendingPathComponent("ibm-carbon.system.yaml"))
        let sheets = carbon.catalogSheets()
        XCTAssertEqual(sheets.map(\.sheet), [.matrix, .anatomy, .redlines, .touchTarget])
        let matrix = try XCTUnwrap(sheets.first)
        XCTAssertEqual(matrix.rows?.labels, ["enabled", "hover", "focus", "active", "disabled"])
        XCTAssertEqual(matrix.panels?.labels, ["white", "g10", "g90", "g100"])
        XCTAssertEqual(matrix.panels?.field, "modes")
        XCTAssertTrue(DesignSystem.material.catalogSheets().isEmpty, "a system made in Swift has no file to document")
    }
}
