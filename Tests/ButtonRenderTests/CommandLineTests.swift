@testable import ButtonRender
import Foundation
import XCTest

/// The `render-cli` tool from its command lines: real files, exit codes and messages (run in
/// this process, as the binary runs them).
final class CommandLineTests: XCTestCase {
    private var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    /// Runs render-cli with arguments in this process, in the working folder; returns exit
    /// status, stdout, stderr.
    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try InProcessCommandLine.run(arguments, in: work, environment: [:], input: Data())
    }

    /// Runs the built binary: `bench` times processes of itself (`/proc/self/exe`), which in
    /// this process would be the test bundle.
    private func runBinary(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let runner = try CommandLineRunner(prefix: "bench")
        defer { runner.cleanUp() }
        let result = try runner.runBinary(arguments)
        return (result.status, result.out, result.err)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let url = work.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    private func files(in dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent(dir).path)) ?? []).sorted()
    }

    func testRenderWritesEveryScaleAndFormat() throws {
        let spec = try write("cart.json", #"{"style": "contained", "title": "Add to cart"}"#)
        let result = try run(["render", spec, "--out", "out", "--format", "png", "--format", "svg", "--scale", "1", "--scale", "2"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(files(in: "out"), ["cart.layout.json", "cart.png", "cart.svg", "cart@2x.png", "cart@2x.svg"],
                       "every scale and format, and one metadata file beside them")
        XCTAssertEqual(result.out.components(separatedBy: "wrote ").count - 1, 1, "one summary line per run: \(result.out)")
        XCTAssertTrue(result.out.contains("wrote 5 files"), "every file counted: \(result.out)")
    }

    func testMalformedSpecNamesFileLineColumnAndWritesNothing() throws {
        let good = try write("good.yaml", "title: fine\n")
        let bad = try write("bad.yaml", "title: x\nstate: pushed\n")
        let result = try run(["render", good, bad, "--out", "out"])
        XCTAssertEqual(result.status, 2, "bad input")
        XCTAssertTrue(result.err.contains("bad.yaml:2:8: field 'state': unknown value 'pushed'"), result.err)
        XCTAssertTrue(result.err.contains("allowed: normal, highlighted, focused, hovered, selected, disabled, loading, pressed"), result.err)
        XCTAssertEqual(files(in: "out"), [], "nothing is written when any spec is bad")
    }

    func testLaterStageErrorsAreLocatedToo() throws {
        let bad = try write("token.yaml", "title: x\nfill: primery\n")
        let result = try run(["render", bad, "--out", "out"])
        XCTAssertEqual(result.status, 2, "bad input")
        XCTAssertTrue(result.err.contains("token.yaml:2:7: field 'fill': unknown colour token 'primery' (did you mean 'primary'?)"), result.err)
        let icon = try write("icon.yaml", "icon: not_an_icon\n")
        let r2 = try run(["render", icon, "--out", "out"])
        XCTAssertTrue(r2.err.contains("icon.yaml:1:7: field 'icon'"), r2.err)
    }

    func testStyleOfAnotherSystemIsLocated() throws {
        let bad = try write("uikit.yaml", "system: uikit\nstyle: contained\n")
        let result = try run(["render", bad, "--out", "out"])
        XCTAssertEqual(result.status, 2, "bad input")
        XCTAssertTrue(result.err.contains("uikit.yaml:2:8: field 'style': unknown value 'contained' for system uikit"), result.err)
        XCTAssertTrue(result.err.contains("allowed: plain, gray, tinted, filled"), result.err)
    }

    func testOversizedCanvasIsRefused() throws {
        let big = try write("big.yaml", "width: 16000\nheight: 16000\n")
        let result = try run(["render", big, "--out", "out", "--scale", "2"])
        XCTAssertEqual(result.status, 2, "bad input")
        XCTAssertTrue(result.err.contains("too large"), result.err)
        XCTAssertEqual(files(in: "out"), [])
    }

    func testDuplicateNamesAreRefused() throws {
        let a = try write("a.yaml", "- {name: same}\n- {name: same}\n")
        let result = try run(["render", a, "--out", "out"])
        XCTAssertEqual(result.status, 2, "bad input")
        XCTAssertTrue(result.err.contains("already used"), result.err)
    }

    func testHelpIsAManual() throws {
        let result = try run(["help", "render"])
        XCTAssertEqual(result.status, 0)
        for field in ["cornerRadius", "canvasPadding", "iconPlacement", "letterSpacing", "EXAMPLE", "onSurface@38%"] {
            XCTAssertTrue(result.out.contains(field), "help mentions \(field)")
        }
    }

    func testCatalogSpecsRoundTrip() throws {
        let result = try run(["catalog", "--print-specs"])
        XCTAssertEqual(result.status, 0, result.err)
        let loaded = try SpecLoader.load(text: result.out, file: "catalog.yaml")
        XCTAssertEqual(loaded.map(\.spec), BuiltInCatalog.specs())
        XCTAssertEqual(loaded.filter { ($0.spec.system ?? .material) == .material && ["text", "outlined", "contained"].contains($0.spec.style?.rawValue)
                                       && $0.spec.contentSizeCategory == nil }.count,
                       3 * 6 * 2 * 2, "Material: every style x state x appearance, with and without an icon")
        XCTAssertEqual(loaded.filter { $0.spec.contentSizeCategory == .AX3 }.compactMap(\.spec.system).map(\.rawValue).sorted(),
                       ["anatomy", "material", "material3", "obsidian"], "large text in every system that scales by the table")
        for system in DesignSystems.all.map(\.id) { XCTAssertFalse(BuiltInCatalog.specs(system: system).isEmpty, "\(system)") }
    }

    func testParallelRenderingGivesTheSameBytes() throws {
        let serial = try run(["catalog", "--out", "serial", "--jobs", "1", "--system", "uikit", "--quiet"])
        let parallel = try run(["catalog", "--out", "parallel", "--jobs", "4", "--system", "uikit", "--quiet"])
        XCTAssertEqual(serial.status, 0, serial.err)
        XCTAssertEqual(parallel.status, 0, parallel.err)
        let names = files(in: "serial")
        XCTAssertEqual(names, files(in: "parallel"))
        XCTAssertEqual(names.count, BuiltInCatalog.specs(system: .uikit).count * 4 + 1,
                       "png @1x, png @2x, svg and metadata json per button, and the gallery index.html")
        XCTAssertTrue(names.contains("index.html"))
        for name in names {
            let a = try Data(contentsOf: work.appendingPathComponent("serial/\(name)"))
            let b = try Data(contentsOf: work.appendingPathComponent("parallel/\(name)"))
            XCTAssertEqual(a, b, name)
        }
    }

    /// The process figure alone: no in-memory round ran, so no bookkeeping pair is reported.
    func testBenchProcessWithoutInMemoryPairsNothing() throws {
        let result = try runBinary(["bench", "--json", "--only", "process", "--buttons", "2", "--runs", "1"])
        XCTAssertEqual(result.status, 0, result.err)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], result.out)
        let process = try XCTUnwrap(object["process"] as? [String: Any])
        XCTAssertTrue(process["bookkeepingOverDrawing"] is NSNull, "no in-memory round, no pair: null, not a made-up ratio")
        XCTAssertTrue(process["pairedBookkeepingOverDrawing"] is NSNull)
        XCTAssertFalse(result.err.contains("in-memory round"), result.err)
    }

    /// One tiny round of the cheap figures with `--json`: standard output is one JSON object
    /// whose every key is there, each run figure with positive figures of the right types, the
    /// `--jobs` outputs byte-identical and the diff child counting differing pixels; no time
    /// is asserted.
    func testBenchJSONHasEveryFigure() throws {
        let result = try runBinary(["bench", "--json", "--only", "in-memory,system-file,process,parallel,diff,memory", "--iterations", "2", "--rounds", "1",
                              "--buttons", "3", "--runs", "1", "--jobs", "2", "--diff-size", "24", "--memory-buttons", "1,2"])
        XCTAssertEqual(result.status, 0, result.err)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], "stdout is one JSON object: \(result.out)")
        XCTAssertEqual(Set(object.keys), ["figures", "cores", "inMemory", "systemFile", "process", "parallel", "verify", "diff", "startup", "memory"])
        XCTAssertEqual(object["figures"] as? [String], ["in-memory", "system-file", "process", "parallel", "diff", "memory"])
        let systemFile = try XCTUnwrap(object["systemFile"] as? [String: Any])
        XCTAssertGreaterThan(systemFile["ratio"] as? Double ?? 0, 0, "both sides measured")
        XCTAssertTrue(object["verify"] is NSNull, "a figure not run is null")
        XCTAssertTrue(object["startup"] is NSNull, "a figure not run is null")
        // `help bench` is the reference of the JSON: it names every key printed.
        let help = try run(["help", "bench"]).out
        for (key, value) in object {
            XCTAssertTrue(help.contains("\"\(key)\""), "help bench names \(key)")
            for field in (value as? [String: Any] ?? [:]).keys {
                XCTAssertTrue(help.contains(field), "help bench names \(key).\(field)")
            }
        }

        func figure(_ key: String) throws -> [String: Any] { try XCTUnwrap(object[key] as? [String: Any], key) }
        func positive(_ figure: [String: Any], _ key: String, file: StaticString = #filePath, line: UInt = #line) {
            let value = (figure[key] as? NSNumber)?.doubleValue ?? -1
            XCTAssertGreaterThan(value, 0, key, file: file, line: line)
        }
        func timing(_ figure: [String: Any], _ key: String, runs: Int, file: StaticString = #filePath, line: UInt = #line) {
            guard let t = figure[key] as? [String: Any] else { return XCTFail("\(key) is a timing", file: file, line: line) }
            positive(t, "best", file: file, line: line)
            positive(t, "median", file: file, line: line)
            XCTAssertEqual(t["runs"] as? Int, runs, key, file: file, line: line)
        }
        for key in ["inMemory", "process", "parallel", "diff", "memory"] {
            XCTAssertFalse((try figure(key)["goal"] as? String ?? "").isEmpty, "\(key) names its goal")
        }
        let inMemory = try figure("inMemory")
        timing(inMemory, "paintMicroseconds", runs: 1)
        timing(inMemory, "microsecondsPerButton", runs: 1)
        positive(inMemory, "averagePNGBytes")
        let process = try figure("process")
        XCTAssertEqual(process["buttons"] as? Int, 3)
        XCTAssertEqual(process["jobs"] as? Int, 1)
        timing(process, "microsecondsPerButton", runs: 1)
        timing(process, "userMicrosecondsPerButton", runs: 1)
        timing(process, "fileWritingFloorMicrosecondsPerButton", runs: 1)
        timing(process, "startUpMicrosecondsPerButton", runs: 1)
        // In-memory ran, so each process run was paired with a round (three buttons' start-up
        // makes the ratio large; no time is asserted).
        XCTAssertNotNil(process["bookkeepingOverDrawing"] as? Double, "best over best")
        let bookkeeping = try XCTUnwrap(process["pairedBookkeepingOverDrawing"] as? [String: Any], "run by run")
        XCTAssertEqual(bookkeeping["runs"] as? Int, 1)
        XCTAssertEqual((bookkeeping["best"] as? NSNumber)?.doubleValue, process["bookkeepingOverDrawing"] as? Double, "one run: the pair is best over best")
        XCTAssertFalse((process["bookkeepingGoal"] as? String ?? "").isEmpty)
        let system = try XCTUnwrap(process["systemMicrosecondsPerButton"] as? [String: Any], "the kernel's CPU time per button")
        XCTAssertGreaterThanOrEqual((system["best"] as? NSNumber)?.doubleValue ?? -1, 0)
        let parallel = try figure("parallel")
        XCTAssertEqual(parallel["jobs"] as? Int, 2)
        timing(parallel, "microsecondsPerButton", runs: 1)
        positive(parallel, "speedup")
        timing(parallel, "pairedSpeedup", runs: 1)
        timing(parallel, "coresBusy", runs: 1)
        XCTAssertEqual((parallel["goalSpeedup"] as? NSNumber)?.doubleValue, 1.8)
        XCTAssertEqual(parallel["identicalOutput"] as? Bool, true)
        XCTAssertEqual(parallel["files"] as? Int, 6, "a PNG @2x and a layout.json per button")
        let diff = try figure("diff")
        XCTAssertEqual(diff["width"] as? Int, 24)
        timing(diff, "milliseconds", runs: 1)
        timing(diff, "inProcessMilliseconds", runs: 5)
        positive(diff, "mismatchedPixels")
        XCTAssertTrue(diff["pixelmatch"] is NSNull, "no --pixelmatch given")
        let memory = try figure("memory")
        positive(memory, "smallPeakKilobytes")
        positive(memory, "largePeakKilobytes")
        positive(memory, "ratio")
        XCTAssertEqual(memory["largeButtons"] as? Int, 2)
    }

    func testBadArgumentsExitNonZero() throws {
        XCTAssertNotEqual(try run(["render", "x.yaml"]).status, 0, "--out is required")
        XCTAssertNotEqual(try run(["render", "x.yaml", "--out", "o", "--scale", "5"]).status, 0)
        let missing = try run(["render", "nope.yaml", "--out", "o"])
        XCTAssertEqual(missing.status, 2, "bad input")
        XCTAssertTrue(missing.err.contains("nope.yaml: no such file"), missing.err)
    }

    func testRenderWritesSheetsBesideButtons() throws {
        let spec = try write("doc.yaml", """
        - {name: ok, style: contained, title: OK}
        - sheet: matrix
          name: states
          base: {style: outlined, title: Save}
          columns: {field: state, values: [normal, disabled]}
        """)
        let result = try run(["render", spec, "--out", "out", "--format", "png", "--format", "pdf", "--gallery", "--quiet"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertEqual(files(in: "out"), ["index.html", "ok.layout.json", "ok.pdf", "ok.png", "states.layout.json", "states.pdf", "states.png"])
        let meta = try JSONDecoder().decode(SheetMetadata.self, from: Data(contentsOf: work.appendingPathComponent("out/states.layout.json")))
        XCTAssertEqual(meta.buttons.map(\.accessibility.voiceOver), ["Save. Button.", "Save. Dimmed. Button."])
        let html = try String(contentsOf: work.appendingPathComponent("out/index.html"), encoding: .utf8)
        // The page builds itself from its inlined data.
        let data = try GalleryBrowserTests.inlinedData(html)
        XCTAssertEqual(data.items.map(\.name), ["ok", "states"])
        XCTAssertEqual(data.items.map(\.kind), ["button", "sheet"])
        XCTAssertEqual(data.items[0].files.map(\.name), ["ok.png", "ok.pdf", "ok.layout.json"])
        XCTAssertEqual(data.items[0].voiceOver, "OK. Button.")
        XCTAssertEqual(data.items[0].grid?.style, "contained")
        XCTAssertTrue(data.items[1].files.map(\.name).contains("states.pdf"))
        XCTAssertEqual(data.items[1].summary, "matrix sheet, 2 buttons")
        XCTAssertNotNil(data.items[1].canvas, "a sheet's size sets its zoom")
        XCTAssertTrue(data.items.allSatisfy { $0.thumbnail?.hasPrefix("data:image/png;base64,") == true })
        let sheet = try PNGDecoder.decode(file: work.appendingPathComponent("out/states.png").path)
        XCTAssertGreaterThan(sheet.width, 2 * 64, "two buttons side by side")
    }

    func testBadSheetIsLocatedAndNothingIsWritten() throws {
        let spec = try write("sheet.yaml", """
        - {name: ok, title: OK}
        - sheet: matrix
          base: {title: Save}
          rows:
            field: state
            values: [normal, pushed]
        """)
        let result = try run(["render", spec, "--out", "out"])
        XCTAssertEqual(result.status, 2, "bad input")
        XCTAssertTrue(result.err.contains("sheet.yaml:6:22: field '[1].rows.values[1]'"), result.err)
        XCTAssertTrue(result.err.contains("unknown value 'pushed'"), result.err)
        XCTAssertEqual(files(in: "out"), [], "nothing is written when a sheet is bad")
    }

    func testCatalogSummarisesFindingsInsteadOfListingThem() throws {
        let result = try run(["catalog", "--out", "c", "--system", "uikit", "--format", "svg", "--jobs", "2"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertFalse(result.err.contains("warning:"), result.err)
        XCTAssertTrue(result.err.contains("accessibility findings on"), result.err)
        XCTAssertTrue(files(in: "c").contains("index.html"))
        XCTAssertTrue(result.out.contains("wrote \(files(in: "c").count) files"), result.out)
    }

    func testCatalogWritesPDFs() throws {
        let result = try run(["catalog", "--out", "p", "--system", "obsidian", "--format", "pdf", "--quiet"])
        XCTAssertEqual(result.status, 0, result.err)
        let names = files(in: "p")
        // The grid's buttons and the system file's four documentation sheets (states, anatomy,
        // redlines, touch target).
        let count = BuiltInCatalog.specs(system: .obsidian).count + 4
        XCTAssertTrue(names.contains("obsidian-states.pdf") && names.contains("obsidian-touch-target.pdf"), "\(names)")
        XCTAssertEqual(names.filter { $0.hasSuffix(".pdf") }.count, count)
        XCTAssertEqual(names.filter { $0.hasSuffix(".json") }.count, count, "metadata written once, by the first pass")
        XCTAssertEqual(names.count, 2 * count + 1)
    }

    func testSheetButtonsAreAuditedWhileRendering() throws {
        let spec = try write("low.yaml", """
        sheet: strip
        name: low
        items:
          - {caption: Grey, button: {style: contained, title: Grey, fill: "#BDBDBD"}}
          - {caption: Fine, button: {style: contained, title: Fine}}
        """)
        let warned = try run(["render", spec, "--out", "w"])
        XCTAssertEqual(warned.status, 0, warned.err)
        XCTAssertTrue(warned.err.contains("low.yaml:1:1: 1 accessibility finding on 1 of 2 buttons, the first low: Grey: contrast"), warned.err)
        XCTAssertEqual(files(in: "w"), ["low.layout.json", "low.png"])

        let strict = try run(["render", spec, "--out", "s", "--strict"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.err.contains("error: \(spec):1:1: low: Grey: field 'foreground': contrast"), strict.err)
        XCTAssertEqual(files(in: "s"), [], "nothing is written with --strict")

        let audit = try run(["audit", spec, "--json"])
        XCTAssertEqual(audit.status, 1, "a contrast error fails the audit")
        let reports = try JSONDecoder().decode([AuditReport].self, from: Data(audit.out.utf8))
        XCTAssertEqual(reports.map(\.name), ["low: Grey", "low: Fine"])
    }

    func testSheetsInParallelGiveTheSameBytes() throws {
        let examples = ExampleSheetSnapshotTests.examples
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".yaml") }.sorted()
            .map { examples.appendingPathComponent($0).path }
        let serial = try run(["render"] + files + ["--out", "one", "--jobs", "1", "--format", "png", "--format", "svg", "--quiet"])
        let parallel = try run(["render"] + files + ["--out", "many", "--jobs", "3", "--format", "png", "--format", "svg", "--quiet"])
        XCTAssertEqual(serial.status, 0, serial.err)
        XCTAssertEqual(parallel.status, 0, parallel.err)
        let names = self.files(in: "one")
        XCTAssertEqual(names, self.files(in: "many"))
        XCTAssertGreaterThan(names.filter { $0.hasSuffix("anatomy.png") }.count, 2)
        for name in names {
            XCTAssertEqual(try Data(contentsOf: work.appendingPathComponent("one/\(name)")),
                           try Data(contentsOf: work.appendingPathComponent("many/\(name)")), name)
        }
    }
}
