@testable import ButtonRender
@testable import ButtonRenderPipeline
import Foundation
import XCTest

/// UIKit's `setBackgroundImage(_:for:)` (seed 001, "Background Image"): `backgroundImage` on a
/// spec and per state, stretched over the container, under the title, clipped to its corners.
final class BackgroundImageTests: XCTestCase {
    /// A fresh folder for one test's files, removed afterwards.
    func makeFolder() throws -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("background-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Writes a 2x1 SVG: its left half `left`, its right half `right`.
    func writeHalves(_ left: String, _ right: String, to url: URL) throws {
        try """
            <svg xmlns="http://www.w3.org/2000/svg" width="2" height="1" viewBox="0 0 2 1">
              <rect x="0" y="0" width="1" height="1" fill="\(left)"/><rect x="1" y="0" width="1" height="1" fill="\(right)"/>
            </svg>
            """.write(to: url, atomically: true, encoding: .utf8)
    }

    func testDecodesOnTheSpecAndPerStateAndRefusesOtherValues() throws {
        let spec = try SpecLoader.load(text: """
            {title: Go, backgroundImage: a.svg, states: {highlighted: {backgroundImage: b.PNG}}}
            """)[0].spec
        XCTAssertEqual(spec.backgroundImage, "a.svg")
        XCTAssertEqual(spec.states?[.highlighted]?.backgroundImage, "b.PNG")
        XCTAssertThrowsError(try SpecLoader.load(text: "{title: Go, backgroundImage: star}")) { error in
            XCTAssertEqual((error as? SpecError)?.field, "backgroundImage", "\(error)")
        }
        XCTAssertThrowsError(try SpecLoader.load(text: "{title: Go, states: {disabled: {backgroundImage: x.jpg}}}")) { error in
            XCTAssertEqual((error as? SpecError)?.field, "states.disabled.backgroundImage", "\(error)")
        }
    }

    func testTheStateImageIsUsedOverTheSpecsAndOtherStatesFallBack() throws {
        var spec = ButtonSpec(system: .uikit, style: .plain, title: "Go", backgroundImage: "/x/normal.svg")
        spec.states = PerStateValues([.highlighted: StateValues(backgroundImage: "/x/pressed.svg")])
        for (state, expected, field) in [(ButtonState.normal, "/x/normal.svg", "backgroundImage"),
                                         (.highlighted, "/x/pressed.svg", "states.highlighted.backgroundImage"),
                                         (.disabled, "/x/normal.svg", "backgroundImage")] {
            spec.state = state
            let resolved = try Resolver.resolve(spec).backgroundImage
            XCTAssertEqual(resolved?.path, expected, "\(state)")
            XCTAssertEqual(resolved?.field.joined(separator: "."), field, "\(state)")
        }
        // Every system honours it.
        for system in [ButtonSystem.material, .obsidian] {
            XCTAssertEqual(try Resolver.resolve(ButtonSpec(system: system, title: "Go", backgroundImage: "/x/a.png")).backgroundImage?.path, "/x/a.png")
        }
        XCTAssertNil(try Resolver.resolve(ButtonSpec(system: .uikit, title: "Go")).backgroundImage)
    }

    func testThePixelsUnderTheTitleComeFromTheStretchedImageClippedToTheCorners() throws {
        let folder = try makeFolder()
        let image = folder.appendingPathComponent("halves.svg")
        try writeHalves("#FF0000", "#00FF00", to: image)
        let spec = ButtonSpec(system: .uikit, style: .filled, title: "Continue", width: 200, height: 44, cornerRadius: 12,
                              fill: "#0000FF", backgroundImage: image.path)
        let layout = try sharedRenderer.layout(spec)
        let decoded = try PNGDecoder.decode(sharedRenderer.render(spec, format: .png, scale: 1).bytes)
        func at(_ x: Double, _ y: Double) -> [Int] {
            let i = (Int(y) * decoded.width + Int(x)) * 4
            return decoded.rgba[i..<i + 4].map(Int.init)
        }
        let box = layout.container.rect
        // The title's row, between glyphs and the content edge: the image's left half, then its right.
        let label = try XCTUnwrap(layout.label?.frame)
        XCTAssertEqual(at(label.minX - 4, box.midY), [255, 0, 0, 255])
        XCTAssertEqual(at(label.maxX + 4, box.midY), [0, 255, 0, 255])
        // Stretched across the whole container: its far edges take the halves' colours too.
        XCTAssertEqual(at(box.minX + 14, box.minY + 1), [255, 0, 0, 255])
        XCTAssertEqual(at(box.maxX - 14, box.maxY - 2), [0, 255, 0, 255])
        // Outside the rounded corner nothing is drawn: neither image nor fill.
        XCTAssertEqual(at(box.minX, box.minY)[3], 0)
        // The title still draws over the image.
        let titleColours = Set((Int(label.minX)..<Int(label.maxX)).map { at(Double($0), box.midY) })
        XCTAssertTrue(titleColours.contains { $0 != [255, 0, 0, 255] && $0 != [0, 255, 0, 255] }, "no title pixels over the image")
    }

    func testTheFilesASpecReadsIncludeEveryBackgroundImage() {
        var spec = ButtonSpec(title: "Go", backgroundImage: "/art/a.svg")
        spec.states = PerStateValues([.disabled: StateValues(backgroundImage: "/art/b.png")])
        // The path policy's list, which the live preview watches and checks, names both.
        let references = PathPolicy.references(in: spec, at: ["base"])
        XCTAssertEqual(references.map(\.path), ["/art/a.svg", "/art/b.png"])
        XCTAssertEqual(references.map { $0.field.joined(separator: ".") },
                       ["base.backgroundImage", "base.states.disabled.backgroundImage"])
    }

    func testAMissingFileIsAnErrorNamingTheFileAndTheField() throws {
        var spec = ButtonSpec(system: .uikit, title: "Go")
        spec.states = PerStateValues([.highlighted: StateValues(backgroundImage: "/nowhere/missing.png")])
        spec.state = .highlighted
        XCTAssertThrowsError(try sharedRenderer.layout(spec)) { error in
            let fieldError = error as? FieldError
            XCTAssertEqual(fieldError?.path, ["states", "highlighted", "backgroundImage"], "\(error)")
            XCTAssertTrue("\(error)".contains("missing.png"), "\(error)")
        }
    }

    func testRelativePathsResolveAgainstTheSpecFolderAndOutsidePathsAreRefused() throws {
        let folder = try makeFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try writeHalves("#000000", "#FFFFFF", to: folder.appendingPathComponent("art/a.svg"))
        let specPath = folder.appendingPathComponent("spec.yaml").path
        try "title: Go\nbackgroundImage: art/a.svg\nstates: {highlighted: {backgroundImage: art/../art/b.png}}\n"
            .write(toFile: specPath, atomically: true, encoding: .utf8)
        let spec = try SpecLoader.load(file: specPath)[0].spec
        let root = folder.standardizedFileURL.path
        XCTAssertEqual(spec.backgroundImage, root + "/art/a.svg")
        XCTAssertEqual(spec.states?[.highlighted]?.backgroundImage, root + "/art/b.png")

        let outside = folder.appendingPathComponent("outside.yaml").path
        try "title: Go\nbackgroundImage: ../elsewhere.svg\n".write(toFile: outside, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SpecLoader.load(file: outside)) { error in
            XCTAssertEqual((error as? SpecError)?.field, "backgroundImage", "\(error)")
        }
        XCTAssertNoThrow(try SpecLoader.load(file: outside, paths: .anywhere))

        // A sheet axis that varies the field resolves its values too, and they obey the policy.
        let sheetPath = folder.appendingPathComponent("sheet.yaml").path
        try "sheet: matrix\nbase: {title: Go}\ncolumns: {field: backgroundImage, values: [art/a.svg]}\n"
            .write(toFile: sheetPath, atomically: true, encoding: .utf8)
        guard case .sheet(let loaded)? = try SheetLoader.load(file: sheetPath).first else { return XCTFail("not a sheet") }
        XCTAssertEqual(loaded.sheet.columns?.values, [.string(root + "/art/a.svg")])
        try "sheet: matrix\nbase: {title: Go}\ncolumns: {field: backgroundImage, values: [/etc/a.svg]}\n"
            .write(toFile: sheetPath, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SheetLoader.load(file: sheetPath))
    }
}
