import Foundation
import XCTest

/// The tests start few processes: command-line tests run `render-cli` in this process
/// (`CommandLineRunner.run`, `InProcessCommandLine`); the binary itself is started only where a
/// process of its own is what is tested (its start-up and exit, signals, a stripped bundle, the
/// same bytes in another process, `BinaryEndToEndTests`), and browsers, `node` and shells only
/// where they are the reference. This counts the places in the test sources that start one,
/// directly or through a helper that does, and holds them to a budget.
final class ProcessLaunchBudgetTests: XCTestCase {
    /// At most this many places start a process.
    static let budget = 60

    /// The test targets' folder.
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// What starts a process: Foundation's `Process`, `posix_spawn`, and the tests' helpers
    /// that start one each time they are called.
    static let launchers = [
        "Process()", "posix_spawn(", "runBinary(", "ServedPreview(", "ChromiumPipe(", ".dumpDOM(",
        ".screenshot(of:", "runStripped(", "runShell(", "Self.run(node", "ChildProcess.run(",
    ]

    /// The lines of `text` that start a process: a launcher used, not declared (`func`) and
    /// not in a comment.
    static func launchingLines(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//"), !code.contains("func "), launchers.contains(where: { code.contains($0) }) else { return nil }
            return code
        }
    }

    func testTheTestsStartAProcessInAtMostSixtyPlaces() throws {
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: Self.tests, includingPropertiesForKeys: nil))
        var places: [String] = []
        for case let file as URL in walker where file.pathExtension == "swift" && file.lastPathComponent != "ProcessLaunchBudgetTests.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            places += Self.launchingLines(in: text).map { "\(file.lastPathComponent): \($0)" }
        }
        XCTAssertGreaterThan(places.count, 10, "the scan finds the places that exist (the browser and signal tests)")
        XCTAssertLessThanOrEqual(places.count, Self.budget, "places that start a process:\n" + places.sorted().joined(separator: "\n"))
    }

    func testTheScanCountsUsesAndIgnoresDeclarationsAndComments() {
        let text = """
            let process = Process()
            let result = try cli.runBinary(["--version"])
            // try cli.runBinary(["render"])
            func runBinary(_ arguments: [String]) throws -> Result {
            let result = try cli.run(["render"])
            """
        XCTAssertEqual(Self.launchingLines(in: text), ["let process = Process()", #"let result = try cli.runBinary(["--version"])"#])
    }
}
