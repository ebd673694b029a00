@testable import ButtonRender
import Foundation
import XCTest

/// The bundled system files (Anatomy, Obsidian, Material 3) are read only when a run uses
/// their system or prints `render`'s manual, which lists every system's styles. Checked
/// through the binary with a copy of its resource bundle that lacks those files: a run that
/// needs one stops naming it, a run that needs none draws.
final class SystemFileLoadingCommandLineTests: XCTestCase {
    private var cli: CommandLineRunner!
    /// A folder with the built render-cli (hard-linked, or copied) beside its resource
    /// bundles, the model bundle's `*.system.yaml` files left out.
    private var stripped: URL!

    override func setUpWithError() throws {
        cli = try CommandLineRunner(prefix: "system-loading")
        stripped = cli.work.appendingPathComponent("bin")
        let built = CommandLineRunner.binary.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: stripped, withIntermediateDirectories: true)
        let binary = stripped.appendingPathComponent("render-cli")
        // A copy, never a hard link: a link moves the built binary's status-change time, part
        // of `verify`'s environment digest, so a verify running meanwhile in another test
        // process (CI runs the suite in two) would see another binary between its two runs.
        try FileManager.default.copyItem(at: CommandLineRunner.binary, to: binary)
        let bundles = try FileManager.default.contentsOfDirectory(atPath: built.path).filter { $0.hasSuffix(".resources") }
        XCTAssertTrue(bundles.contains("ButtonRender_ButtonRenderModel.resources"), "\(bundles)")
        for bundle in bundles {
            try FileManager.default.copyItem(at: built.appendingPathComponent(bundle), to: stripped.appendingPathComponent(bundle))
        }
        let tokens = stripped.appendingPathComponent("ButtonRender_ButtonRenderModel.resources/Tokens")
        let systemFiles = try FileManager.default.contentsOfDirectory(atPath: tokens.path).filter { $0.hasSuffix(".system.yaml") }
        XCTAssertEqual(systemFiles.sorted(), ["anatomy.system.yaml", "material3.system.yaml", "obsidian.system.yaml"])
        for file in systemFiles { try FileManager.default.removeItem(at: tokens.appendingPathComponent(file)) }
    }

    override func tearDown() { cli.cleanUp() }

    /// Runs the stripped copy of render-cli in the working folder.
    private func runStripped(_ arguments: [String]) throws -> CommandLineRunner.Result {
        let process = Process()
        process.executableURL = stripped.appendingPathComponent("render-cli")
        process.arguments = arguments
        process.currentDirectoryURL = cli.work
        var environment = ProcessInfo.processInfo.environment
        environment["BUTTONRENDER_CACHE_DIR"] = cli.cacheFolder.path
        // A bundle without a system file the run needs stops the process (a broken install,
        // not input); Swift's backtracer would then symbolicate the whole binary, which under
        // AddressSanitizer takes minutes and trips the sanitizer in the backtracer itself.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let run = try ChildProcessDeadline.run(process)
        return CommandLineRunner.Result(status: run.status, out: run.out, err: run.err)
    }

    func testRenderingMaterialAndUIKitReadsNoBundledSystemFile() throws {
        try cli.write("buttons.json", #"[{"title": "Add", "style": "contained"}, {"system": "uikit", "style": "filled", "title": "Buy"}]"#)
        let r = try runStripped(["render", "buttons.json", "--out", "out", "--quiet"])
        XCTAssertEqual(r.status, 0, "a Material and UIKit run needs no system file: \(r.err)")
        XCTAssertEqual(cli.files(in: "out"), ["buttons-1.layout.json", "buttons-1.png", "buttons-2.layout.json", "buttons-2.png"])
        let options = try runStripped(["catalog", "--system", "uikit", "--out", "catalog", "--quiet"])
        XCTAssertEqual(options.status, 0, "a built-in system's name is known without its file: \(options.err)")
    }

    func testASystemUsedIsReadWhenUsed() throws {
        // The same copy stops as soon as a run needs a missing file: the check above is real.
        try cli.write("obsidian.json", #"{"system": "obsidian", "title": "Save"}"#)
        let r = try runStripped(["render", "obsidian.json", "--out", "out", "--quiet"])
        XCTAssertNotEqual(r.status, 0)
        XCTAssertTrue(r.err.contains("obsidian.system.yaml is missing"), r.err)
        XCTAssertFalse(r.err.contains("anatomy.system.yaml"), r.err)
    }

    func testRenderHelpStillListsEverySystemsStyles() throws {
        for arguments in [["help", "render"], ["render", "--help"], ["render", "-h"]] {
            let r = try cli.run(arguments)
            XCTAssertEqual(r.status, 0, r.err)
            let words = r.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for system in DesignSystems.all {
                let styles = system.styles.map { $0 == system.defaultStyle ? $0.rawValue + " (default)" : $0.rawValue }
                XCTAssertTrue(words.contains("\(system.id.rawValue): \(styles.joined(separator: " | "))"),
                              "\(arguments) lists \(system.id.rawValue)'s styles: \(r.out)")
            }
        }
        let stripped = try runStripped(["help", "render"])
        XCTAssertNotEqual(stripped.status, 0, "the manual reads the system files")
    }

    func testEachBuiltInNameAndThemeIsTheSystems() {
        XCTAssertEqual(DesignSystems.names, DesignSystems.all.map(\.id.rawValue))
        XCTAssertEqual(DesignSystems.themeNames, DesignSystems.all.map(\.theme))
        for name in DesignSystems.names { XCTAssertEqual(DesignSystems.named(name)?.id.rawValue, name) }
    }
}
