import Foundation
import XCTest
import ButtonRenderTestSupport

/// Every code block of the README and of `docs/` runs as written, or says why not: spec blocks
/// (`yaml`, `json`) are rendered by the built `render-cli`, `sh` blocks run in bash against it
/// in a temporary folder (with a copy of `Examples/` and the repository's `Snapshots/`), and
/// the files their `# out/…` comment lines name must exist after them; `swift` blocks must be
/// compiled (found verbatim in `DocumentationSwiftExamples.swift`, or the README's
/// consumer-test example that scripts/check-consumer builds). A block marked
/// `<!-- not-run: reason -->` is skipped for that reason, `text` blocks are output samples,
/// and `<!-- file: NAME -->` writes a block to NAME for the blocks after it. Any other block,
/// a bare fence or an unknown language, fails. `docs/reference/` (internal notes) is not a
/// user's page and is not read.
final class DocumentationExamplesTests: XCTestCase {
    /// The README and every page of docs/ (not its internal reference notes).
    static func pages() throws -> [(page: String, text: String)] {
        let docs = packageRoot.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try (["README.md"] + names.map { "docs/\($0)" }).map { page in
            (page, try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8))
        }
    }

    static func allBlocks() throws -> [DocumentationBlock] {
        try pages().flatMap { DocumentationBlock.blocks(inPage: $0.page, text: $0.text) }
    }

    /// The README's example between the consumer-test markers.
    static func consumerExample() throws -> String {
        let blocks = try allBlocks().filter { $0.page == "README.md" && $0.marker == .consumerTest }
        XCTAssertEqual(blocks.count, 1, "the README has one block between consumer-test markers")
        return blocks.first?.code ?? ""
    }

    func testTheParserFindsBlocksMarkersAndPromisedFiles() {
        let page = """
        Intro.

        <!-- file: a.json -->
        ```json
        {"title": "A"}
        ```
           <!-- not-run: a reason -->
           ```sh
           render-cli render a.json --out out
           # out/a.png  out/a@2x.png
           # the state matrix
           ```
        ```
        bare
        ```
        """
        let blocks = DocumentationBlock.blocks(inPage: "p.md", text: page)
        XCTAssertEqual(blocks.map(\.line), [4, 8, 13])
        XCTAssertEqual(blocks.map(\.language), ["json", "sh", ""])
        XCTAssertEqual(blocks.map(\.marker), [.file("a.json"), .notRun("a reason"), nil])
        XCTAssertEqual(blocks[1].code, "render-cli render a.json --out out\n# out/a.png  out/a@2x.png\n# the state matrix\n")
        XCTAssertEqual(blocks[1].promisedFiles, ["out/a.png", "out/a@2x.png"])
    }

    /// Every block is run, compiled, an output sample, or marked not-run with a reason.
    func testEveryBlockIsRunOrSaysWhyNot() throws {
        let blocks = try Self.allBlocks()
        XCTAssertGreaterThan(blocks.count, 20)
        let swiftSource = try String(contentsOf: packageRoot.appendingPathComponent("Tests/ButtonRenderTests/DocumentationSwiftExamples.swift"), encoding: .utf8)
        let consumer = try Self.consumerExample()
        for block in blocks {
            switch (block.marker, block.language) {
            case (.notRun(let reason), _):
                XCTAssertFalse(reason.isEmpty, "\(block.location): not-run needs a reason")
            case (.consumerTest, "swift"):
                XCTAssertEqual(block.page, "README.md", "\(block.location): only the README's example is the consumer test")
            case (.compiled, "swift"):
                XCTAssertEqual(block.code, consumer, "\(block.location): differs from the README's consumer-test example")
            case (nil, "swift"):
                XCTAssertTrue(swiftSource.contains(block.code),
                              "\(block.location): this Swift block is not in DocumentationSwiftExamples.swift, so nothing compiles it")
            case (_, "sh"), (_, "yaml"), (_, "json"), (nil, "text"):
                break  // run by testSpecAndShellBlocksRun; text is an output sample
            default:
                XCTFail("\(block.location): a ```\(block.language) block that is neither run nor marked: "
                        + "use sh, yaml, json, swift or text, or put <!-- not-run: reason --> before it")
            }
        }
    }

    /// CI runs the README's test command as written (with environment variables, through the
    /// `step` function that times it, and with `"${werror[@]}"`, the compiler's warnings made
    /// errors: no other change), first in its first lane.
    func testCIRunsTheReadmeTestCommand() throws {
        let quickStart = try Self.allBlocks().first { $0.page == "README.md" && $0.language == "sh" }
        let commands = quickStart?.code.split(separator: "\n").map(String.init) ?? []
        XCTAssertEqual(commands.last, "swift test --traits Serve", "the README's first block ends with the test command")
        let testCommand = NSRegularExpression.escapedPattern(for: commands.last ?? "swift test")
        XCTAssertEqual(commands.first?.hasPrefix("scripts/install-deps && swift run -c release render-cli catalog"), true)
        let ci = try String(contentsOf: packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        let runs = ci.split(separator: "\n").contains {
            $0.range(of: #"^\s*([A-Z_]+=\S* )*(step "[^"]+" )?"# + testCommand + #"( "\$\{werror\[@\]\}")?$"#, options: .regularExpression) != nil
        }
        // In the function the first lane runs first.
        XCTAssertTrue(ci.contains("tests_lane() {\n  readme_tests\n"), ".ci/run's first lane starts with the README's test command")
        XCTAssertTrue(ci.contains("lane tests tests_lane &"), ".ci/run runs the first lane")
        XCTAssertTrue(runs, ".ci/run runs the README's `swift test` (with environment variables and warnings as errors only)")
        XCTAssertTrue(ci.contains("werror=(-Xswiftc -warnings-as-errors)"), "werror is the warnings-as-errors flag, nothing else")
    }

    /// Spec blocks render and shell blocks run, page by page, each page in a folder of its own.
    func testSpecAndShellBlocksRun() throws {
        for (page, text) in try Self.pages() {
            let blocks = DocumentationBlock.blocks(inPage: page, text: text)
            guard blocks.contains(where: { $0.marker == nil && ["sh", "yaml", "json"].contains($0.language) }) else { continue }
            let runner = try CommandLineRunner(prefix: "docs")
            defer { runner.cleanUp() }
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Examples"),
                                             to: runner.work.appendingPathComponent("Examples"))
            try FileManager.default.createSymbolicLink(at: runner.work.appendingPathComponent("Snapshots"),
                                                       withDestinationURL: packageRoot.appendingPathComponent("Snapshots"))
            for block in blocks {
                switch (block.marker, block.language) {
                case (.file(let name), _):
                    try runner.write(name, block.code)
                case (nil, "yaml"), (nil, "json"):
                    let name = "example-\(block.line).\(block.language)"
                    try runner.write(name, block.code)
                    let result = try runner.run(["render", name, "--out", "out"])
                    XCTAssertEqual(result.status, 0, "\(block.location): render-cli render of this spec failed:\n\(result.err)")
                    XCTAssertFalse(runner.files(in: "out").isEmpty, "\(block.location): rendered nothing")
                case (nil, "sh"):
                    let result = try runShell(block.code, in: runner)
                    XCTAssertEqual(result.status, 0, "\(block.location): this block failed:\n\(block.code)\n\(result.out)\n\(result.err)")
                default:
                    continue
                }
                for path in block.promisedFiles {
                    XCTAssertTrue(FileManager.default.fileExists(atPath: runner.work.appendingPathComponent(path).path),
                                  "\(block.location): promises \(path), which it did not write")
                }
            }
        }
    }

    /// Runs `script` in bash (-e, -u, pipefail) in the runner's folder, with the built
    /// render-cli first on PATH.
    private func runShell(_ script: String, in runner: CommandLineRunner) throws -> CommandLineRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-euo", "pipefail", "-c", script]
        process.currentDirectoryURL = runner.work
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "BUTTONRENDER_RECORD")
        environment["BUTTONRENDER_CACHE_DIR"] = runner.cacheFolder.path
        environment["PATH"] = CommandLineRunner.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let run = try ChildProcessDeadline.run(process, input: Data())
        return CommandLineRunner.Result(status: run.status, out: run.out, err: run.err)
    }
}
