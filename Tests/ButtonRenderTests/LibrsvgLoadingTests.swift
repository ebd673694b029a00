import Foundation
import XCTest

/// librsvg is opened when the first SVG icon is read, not when the tool starts
/// (`RsvgLibrary`): a run that draws no SVG never maps it, a run that does draws it, and
/// `--version` names its version. The dynamic loader says which files it opens
/// (`LD_DEBUG=files`, glibc's own report on standard error).
final class LibrsvgLoadingTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws { cli = try CommandLineRunner(prefix: "librsvg") }
    override func tearDown() { cli.cleanUp() }

    private func opensLibrsvg(_ run: CommandLineRunner.Result) -> Bool { run.err.contains("librsvg-2.so") }

    func testOpenedOnlyWhenAnSVGIconIsDrawn() throws {
        try cli.write("plain.yaml", "{name: plain, title: Save}\n")
        try cli.write("dot.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="8"/></svg>"#)
        try cli.write("icon.yaml", "{name: icon, title: Save, icon: dot.svg}\n")
        // The loader's report is of a process's start-up and loading: the binary, started.
        var runs: [String: CommandLineRunner.Result] = [:]
        for name in ["plain", "icon"] {
            runs[name] = try cli.runBinary(["render", "\(name).yaml", "--out", name], environment: ["LD_DEBUG": "files"])
        }
        let plain = try XCTUnwrap(runs["plain"]), icon = try XCTUnwrap(runs["icon"])
        XCTAssertEqual(plain.status, 0, plain.err)
        XCTAssertTrue(plain.err.contains("libcairo.so"), "the loader's report is read: \(plain.err.prefix(400))")
        XCTAssertFalse(opensLibrsvg(plain), "a button without an SVG icon never opens librsvg")
        XCTAssertEqual(icon.status, 0, icon.err)
        XCTAssertTrue(opensLibrsvg(icon), "an SVG icon opens librsvg")
        XCTAssertEqual(cli.files(in: "icon"), ["icon.layout.json", "icon.png"])
    }

    func testVersionNamesLibrsvg() throws {
        let version = try cli.run(["--version"])
        XCTAssertEqual(version.status, 0, version.err)
        XCTAssertTrue(version.out.contains(", librsvg 2."), version.out)
    }
}
