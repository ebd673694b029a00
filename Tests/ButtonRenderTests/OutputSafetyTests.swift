@testable import ButtonRender
import Foundation
import XCTest

/// What `render`, `catalog` and `record` may write: never over one of the run's inputs, all or
/// nothing for a whole run; and the small things a new user reaches for (`-`, folders,
/// `--version`, `--color`, plain numbers in `--print-specs`).
final class OutputSafetyTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws { cli = try CommandLineRunner(prefix: "safety") }
    override func tearDown() { cli.cleanUp() }

    func testRenderingIntoTheSpecsOwnFolderKeepsTheSpec() throws {
        let text = #"{"style": "contained", "title": "Add to cart"}"#
        try cli.write("cart.json", text)
        for _ in 0..<2 {
            let result = try cli.run(["render", "cart.json", "--out", "."])
            XCTAssertEqual(result.status, 0, result.err)
        }
        XCTAssertEqual(String(decoding: try cli.contents("cart.json"), as: UTF8.self), text, "the spec is never replaced")
        XCTAssertEqual(cli.files(in: "."), ["cart.json", "cart.layout.json", "cart.png"])
    }

    func testAnOutputThatWouldReplaceAnIconIsRefusedAndNothingIsWritten() throws {
        let icon = try sharedRenderer.render(ButtonSpec(title: "x"), format: .png, scale: 1).bytes
        try Data(icon).write(to: cli.work.appendingPathComponent("add.png"))
        try cli.write("specs.yaml", "- {name: ok, title: OK}\n- {name: add, title: Add, icon: add.png}\n")
        let result = try cli.run(["render", "specs.yaml", "--out", "."])
        XCTAssertEqual(result.status, 2, result.out)
        XCTAssertTrue(result.err.contains("add.png: it is one of this run's inputs"), result.err)
        XCTAssertEqual(try cli.contents("add.png"), Data(icon), "the icon is unchanged")
        XCTAssertEqual(cli.files(in: "."), ["add.png", "specs.yaml"], "nothing else was written, no staging folder left")
    }

    func testAnOutputThatWouldReplaceABackgroundImageIsRefused() throws {
        let image = try sharedRenderer.render(ButtonSpec(title: "x"), format: .png, scale: 1).bytes
        try Data(image).write(to: cli.work.appendingPathComponent("pill.png"))
        try cli.write("specs.yaml", "- {name: ok, title: OK}\n- {name: pill, title: Pill, states: {highlighted: {backgroundImage: pill.png}}}\n")
        let result = try cli.run(["render", "specs.yaml", "--out", "."])
        XCTAssertEqual(result.status, 2, result.out)
        XCTAssertTrue(result.err.contains("pill.png: it is one of this run's inputs"), result.err)
        XCTAssertEqual(try cli.contents("pill.png"), Data(image), "the background image is unchanged")
        XCTAssertEqual(cli.files(in: "."), ["pill.png", "specs.yaml"])
    }

    func testRecordRefusesAGoldenThatIsAnInput() throws {
        let icon = try sharedRenderer.render(ButtonSpec(title: "x"), format: .png, scale: 1).bytes
        try FileManager.default.createDirectory(at: cli.work.appendingPathComponent("g/suite"), withIntermediateDirectories: true)
        try Data(icon).write(to: cli.work.appendingPathComponent("g/suite/star.png"))
        try cli.write("s.yaml", "- {name: other, title: Other}\n- {name: star, title: Star, icon: g/suite/star.png}\n")
        let result = try cli.run(["record", "s.yaml", "--snapshots", "g/suite"])
        XCTAssertEqual(result.status, 2, result.out)
        XCTAssertTrue(result.err.contains("star.png: it is one of this run's inputs"), result.err)
        XCTAssertEqual(try cli.contents("g/suite/star.png"), Data(icon))
        XCTAssertEqual(cli.files(in: "g/suite"), ["star.png"], "no golden was written")
    }

    func testAFolderWhereAnOutputGoesFailsTheRunWithNothingLeft() throws {
        try cli.write("s.yaml", "- {name: a, title: A}\n- {name: b, title: B}\n")
        try FileManager.default.createDirectory(at: cli.work.appendingPathComponent("out/b.png"), withIntermediateDirectories: true)
        let result = try cli.run(["render", "s.yaml", "--out", "out"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("a folder of that name exists"), result.err)
        XCTAssertEqual(cli.files(in: "out"), ["b.png"], "no metadata or image of either button")
    }

    func testAFailingLastSpecLeavesTheOutputFolderAsItWas() throws {
        // The last spec names an icon file that is not a PNG. (A failure while painting goes
        // through the same staging: `OutputTransactionTests` fails a run halfway through.)
        try cli.write("broken.png", "not a png")
        try cli.write("s.yaml", "- {name: a, title: A}\n- {name: b, title: B, icon: broken.png}\n")
        try cli.write("out/keep.txt", "already here")
        for jobs in ["1", "2"] {
            let result = try cli.run(["render", "s.yaml", "--out", "out", "--jobs", jobs, "--scale", "1", "--scale", "2"])
            XCTAssertEqual(result.status, 2, result.out)
            XCTAssertTrue(result.err.contains("s.yaml:"), "located at the spec: \(result.err)")
            XCTAssertEqual(cli.files(in: "out"), ["keep.txt"], "with --jobs \(jobs) nothing was written")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.work.appendingPathComponent("fresh").path))
        XCTAssertEqual(try cli.run(["render", "s.yaml", "--out", "fresh"]).status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.work.appendingPathComponent("fresh").path), "a folder the run created is removed")
    }

    func testAnUnknownSystemIsLocatedAndNothingIsWritten() throws {
        // Specs decode any system name; resolving refuses an unregistered one, before anything is written.
        try cli.write("s.yaml", "- {name: a, system: uikit, title: A}\n- {name: b, system: materail, title: B}\n")
        try cli.write("out/keep.txt", "already here")
        let result = try cli.run(["render", "s.yaml", "--out", "out"])
        XCTAssertEqual(result.status, 2, result.out)
        XCTAssertTrue(result.err.contains("s.yaml:2:21: field '[1].system': unknown value 'materail' (did you mean 'material'?); allowed: material, uikit, anatomy, obsidian, material3"),
                      result.err)
        XCTAssertEqual(cli.files(in: "out"), ["keep.txt"], "nothing was written")
    }

    func testStandardInputAndFolderArguments() throws {
        let piped = try cli.run(["render", "-", "--out", "out"], input: "{title: Piped}\n")
        XCTAssertEqual(piped.status, 0, piped.err)
        XCTAssertTrue(cli.files(in: "out").contains("stdin.png"), "\(cli.files(in: "out"))")
        try cli.write("specs/b.yaml", "{title: B}\n")
        try cli.write("specs/a.json", #"{"title": "A"}"#)
        try cli.write("specs/notes.txt", "not a spec")
        let folder = try cli.run(["render", "specs", "--out", "out2"])
        XCTAssertEqual(folder.status, 0, folder.err)
        XCTAssertEqual(cli.files(in: "out2"), ["a.layout.json", "a.png", "b.layout.json", "b.png"])
        try FileManager.default.createDirectory(at: cli.work.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let empty = try cli.run(["render", "empty", "--out", "out3"])
        XCTAssertEqual(empty.status, 2)
        XCTAssertTrue(empty.err.contains("empty: the folder holds no spec files"), empty.err)
    }

    func testVersionColorAndPlainNumbers() throws {
        let version = try cli.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.out.hasPrefix("render-cli \(LibraryVersions.buttonRender) (cairo "), version.out)
        try cli.write("b.yaml", "{name: b, title: Save}\n")
        let escape = "\u{1B}["
        XCTAssertTrue(try cli.run(["audit", "b.yaml", "--color", "always"]).out.contains(escape))
        XCTAssertFalse(try cli.run(["audit", "b.yaml", "--color", "never"]).out.contains(escape))
        XCTAssertFalse(try cli.run(["audit", "b.yaml"], environment: ["NO_COLOR": "1"]).out.contains(escape))
        let specs = try cli.run(["catalog", "--print-specs", "--system", "material"])
        XCTAssertEqual(specs.status, 0)
        XCTAssertTrue(specs.out.contains("top: 8\n"), "plain numbers")
        XCTAssertFalse(specs.out.contains("e+0"), "no scientific notation")
        try cli.write("catalog.yaml", specs.out)
        XCTAssertEqual(try cli.run(["render", "catalog.yaml", "--out", "again", "--quiet", "--no-metadata"]).status, 0, "the printed specs read back")
    }

    func testUsageErrorsExitTwoInEveryCommand() throws {
        for arguments in [["render", "x.yaml"], ["render", "x.yaml", "--out", "o", "--scale", "5"], ["verify", "--catalog"],
                          ["diff", "a.png"], ["audit"], ["catalog"], ["bench", "--rounds", "0"], ["nonsense"]] {
            XCTAssertEqual(try cli.run(arguments).status, 2, "\(arguments)")
        }
    }
}
