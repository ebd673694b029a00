import Foundation
import XCTest

/// The built `render-cli` binary, started as a user starts it, against the same invocations
/// run in this process (`InProcessCommandLine`, which the other command-line tests use): the
/// same exit status, standard output, standard error and files for each, so that what those
/// tests show of the commands holds for the binary (its `main.swift`, its exit statuses
/// through `exit`, its start-up).
final class BinaryEndToEndTests: XCTestCase {
    private var cli: CommandLineRunner!

    override func setUpWithError() throws { cli = try CommandLineRunner(prefix: "end-to-end") }
    override func tearDown() { cli.cleanUp() }

    /// Every file under `folder` of the working folder with its bytes, by relative path.
    private func tree(_ folder: String) throws -> [String: Data] {
        let root = cli.work.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        var files: [String: Data] = [:]
        for case let path as String in walker {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: root.appendingPathComponent(path))
            }
        }
        return files
    }

    func testTheBinaryAndAnInvocationInProcessGiveTheSameStatusOutputAndFiles() throws {
        try cli.write("buttons.yaml", """
            - {name: save, title: Save, style: contained}
            - {name: buy, system: uikit, style: filled, title: Buy, scale: 2}
            """)
        try cli.write("changed.yaml", "- {name: save, title: Saved, style: contained}\n")
        try cli.write("bad.yaml", "- {name: broken, title: Save, style: sparkly}\n")
        // Each invocation with what it shows, one after another in a folder of each side's
        // own (OUT): success with files, goldens recorded, a check that passes (0) and one that
        // fails (1), bad input at its line (2), a usage error (2), standard input, help and the
        // version.
        let invocations: [(arguments: [String], input: String?)] = [
            (["render", "buttons.yaml", "--out", "OUT/images", "--format", "png", "--format", "svg"], nil),
            (["record", "buttons.yaml", "--snapshots", "OUT/goldens"], nil),
            (["verify", "buttons.yaml", "--snapshots", "OUT/goldens", "--artifacts", "OUT/passed"], nil),
            (["verify", "changed.yaml", "--snapshots", "OUT/goldens", "--artifacts", "OUT/failed"], nil),
            (["render", "bad.yaml", "--out", "OUT/bad"], nil),
            (["render", "buttons.yaml", "--no-such-option"], nil),
            (["render", "-", "--out", "OUT/piped", "--quiet"], "{name: piped, title: Piped}\n"),
            (["help", "verify"], nil),
            (["--version"], nil),
        ]
        let inProcessFolder = "out-of-the-test-process", binaryFolder = "out-of-the-binary"
        var statuses: [Int32] = []
        for invocation in invocations {
            let inProcess = try cli.run(invocation.arguments.map { $0.replacingOccurrences(of: "OUT", with: inProcessFolder) }, input: invocation.input)
            let binary = try cli.runBinary(invocation.arguments.map { $0.replacingOccurrences(of: "OUT", with: binaryFolder) }, input: invocation.input)
            let shown = invocation.arguments.joined(separator: " ")
            XCTAssertEqual(inProcess.status, binary.status, shown)
            XCTAssertEqual(inProcess.out.replacingOccurrences(of: inProcessFolder, with: "OUT"),
                           binary.out.replacingOccurrences(of: binaryFolder, with: "OUT"), shown)
            XCTAssertEqual(inProcess.err.replacingOccurrences(of: inProcessFolder, with: "OUT"),
                           binary.err.replacingOccurrences(of: binaryFolder, with: "OUT"), shown)
            let inProcessFiles = try tree(inProcessFolder), binaryFiles = try tree(binaryFolder)
            XCTAssertEqual(inProcessFiles.keys.sorted(), binaryFiles.keys.sorted(), shown)
            // Reports name their folders; the images and goldens are the same bytes.
            for (path, bytes) in inProcessFiles where path.hasSuffix(".png") || path.hasSuffix(".svg") {
                XCTAssertEqual(bytes, binaryFiles[path], "\(shown): \(path)")
            }
            statuses.append(binary.status)
        }
        XCTAssertEqual(statuses, [0, 0, 0, 1, 2, 2, 0, 0, 0], "what each invocation is meant to show")
    }
}
