@testable import ButtonRender
import ButtonRenderTesting
import Foundation
import Testing

/// A strategy written as a user would: the button's title as text, compared line by line.
extension SnapshotStrategy where Value == ButtonSpec, Format == String {
    static var titleText: Self {
        SnapshotStrategy(pathExtension: "title.txt", diffing: .lines) { spec, _ in (spec.title ?? "") + "\n" }
    }
}

/// A user's PNG strategy at a custom tolerance: any pixel may differ by a lot.
extension SnapshotStrategy where Value == ButtonSpec, Format == RenderedImage {
    static var lenientPNG: Self {
        var strategy = Self.png
        let strict = strategy.diffing
        strategy.diffing.compare = { golden, actual, _ in
            try strict.compare(golden, actual, SnapshotTolerance(threshold: 0.9))
        }
        return strategy
    }
}

/// The test API as Swift users expect it: strategies of their own, the record mode from a
/// scope or a trait, the HTML report of a test run's failures, the diff tool, and a hint
/// that fits a spec written in Swift.
@Suite(.offCI) struct SnapshotTestAPITests {
    static let save = ButtonSpec(style: .contained, title: "Save", width: 120, fill: "#6200EE")

    /// A fresh folder with `goldens/` and `artifacts/` below it.
    struct Scratch {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("testapi-\(UUID().uuidString)")
        var goldens: String { root.appendingPathComponent("goldens").path }
        var artifacts: String { root.appendingPathComponent("artifacts").path }
        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// Records `spec` as the golden `name`, then checks `changed` against it with `record`.
    static func mismatch(_ changed: ButtonSpec, in scratch: Scratch, record: RecordMode? = .never, named name: String = "probe") -> SnapshotOutcome? {
        withKnownIssue("a new golden is reported (none when it is already there)", isIntermittent: true) {
            _ = assertSnapshot(of: save, as: .png, named: name, record: .all, snapshotDirectory: scratch.goldens, artifactsDirectory: scratch.artifacts)
        }
        var outcome: SnapshotOutcome?
        withKnownIssue("the button changed", isIntermittent: record != .never) {
            outcome = assertSnapshot(of: changed, as: .png, named: name, record: record, snapshotDirectory: scratch.goldens,
                                     artifactsDirectory: scratch.artifacts)
        }
        return outcome
    }

    static var saved: ButtonSpec { var spec = save; spec.title = "Saved"; return spec }

    // MARK: Strategies

    @Test func customTextStrategyRecordsPassesAndShowsTheChangedLine() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        withKnownIssue { _ = assertSnapshot(of: Self.save, as: .titleText, named: "t", record: .missing, snapshotDirectory: scratch.goldens) }
        let golden = URL(fileURLWithPath: scratch.goldens).appendingPathComponent("t.title.txt")
        #expect(try String(contentsOf: golden, encoding: .utf8) == "Save\n")
        #expect(assertSnapshot(of: Self.save, as: .titleText, named: "t", record: .never, snapshotDirectory: scratch.goldens)?.status == .passed)
        var outcome: SnapshotOutcome?
        withKnownIssue {
            outcome = assertSnapshot(of: Self.saved, as: .titleText, named: "t", record: .never, snapshotDirectory: scratch.goldens,
                                     artifactsDirectory: scratch.artifacts)
        }
        let lines = try #require(outcome?.message).split(separator: "\n").map(String.init)
        #expect(lines.contains("- Save") && lines.contains("+ Saved"), "\(lines)")
        #expect(outcome?.artifacts.map(\.lastPathComponent) == ["t.actual.title.txt"])
    }

    @Test func customToleranceStrategyDecidesTheComparison() {
        let scratch = Scratch()
        defer { scratch.remove() }
        var nearly = Self.save
        nearly.fill = "#A000EE"  // more red: every fill pixel differs, beyond the default threshold
        // The built-in PNG strategy sees the change; the user's lenient one lets it pass.
        #expect(Self.mismatch(nearly, in: scratch)?.status == .failed)
        #expect(assertSnapshot(of: nearly, as: .lenientPNG, named: "probe", record: .never, snapshotDirectory: scratch.goldens)?.status == .passed)
    }

    @Test func pullbackSnapshotsAnotherKindOfValue() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let titled = SnapshotStrategy<ButtonSpec, RenderedImage>.png.pullback { (title: String) in
            ButtonSpec(style: .contained, title: title, width: 120)
        }
        withKnownIssue { _ = assertSnapshot(of: "Open", as: titled, named: "open", record: .missing, snapshotDirectory: scratch.goldens) }
        #expect(assertSnapshot(of: "Open", as: titled, named: "open", record: .never, snapshotDirectory: scratch.goldens)?.status == .passed)
        withKnownIssue {
            #expect(assertSnapshot(of: "Close", as: titled, named: "open", record: .never, snapshotDirectory: scratch.goldens,
                                   artifactsDirectory: scratch.artifacts)?.status == .failed)
        }
    }

    @Test func animatedPNGStrategy() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        withKnownIssue { _ = assertSnapshot(of: Self.save, as: .apng, named: "a", record: .missing, snapshotDirectory: scratch.goldens) }
        let golden = URL(fileURLWithPath: scratch.goldens).appendingPathComponent("a.apng")
        #expect(try AnimatedPNGFrames.frames(of: [UInt8](Data(contentsOf: golden))).count >= 1)
        #expect(assertSnapshot(of: Self.save, as: .apng, named: "a", record: .never, snapshotDirectory: scratch.goldens)?.status == .passed)
    }

    // MARK: Record mode: scope and trait

    @Test func scopeSetsTheModeAndAnExplicitArgumentWins() {
        let scratch = Scratch()
        defer { scratch.remove() }
        withKnownIssue { _ = assertSnapshot(of: Self.save, as: .png, named: "p", record: .all, snapshotDirectory: scratch.goldens) }
        var explicit: SnapshotOutcome?, scoped: SnapshotOutcome?
        withSnapshotTesting(record: .failed) {
            withKnownIssue {
                explicit = assertSnapshot(of: Self.saved, as: .png, named: "p", record: .never, snapshotDirectory: scratch.goldens,
                                          artifactsDirectory: scratch.artifacts)
            }
            withKnownIssue { scoped = assertSnapshot(of: Self.saved, as: .png, named: "p", snapshotDirectory: scratch.goldens) }
        }
        #expect(explicit?.status == .failed)
        #expect(scoped?.status == .recorded)
        #expect(SnapshotTestingConfiguration.current.record == nil, "the scope ends with its closure")
        // The inner scope wins; nil keeps the outer one.
        withSnapshotTesting(record: .all) {
            withSnapshotTesting(record: .never) { #expect(SnapshotTestingConfiguration.current.record == .never) }
            withSnapshotTesting(diffTool: "true") { #expect(SnapshotTestingConfiguration.current == .init(record: .all, diffTool: "true")) }
        }
    }

    @Test func asyncScopeHoldsAcrossSuspensionsAndChildTasks() async {
        let scratch = Scratch()
        defer { scratch.remove() }
        let outcome: SnapshotOutcome? = await withSnapshotTesting(record: .never) {
            await Task.yield()
            return await Task {
                var outcome: SnapshotOutcome?
                withKnownIssue {
                    outcome = assertSnapshot(of: Self.save, as: .png, named: "absent", snapshotDirectory: scratch.goldens,
                                             artifactsDirectory: scratch.artifacts)
                }
                return outcome
            }.value
        }
        #expect(outcome?.status == .failed)
        #expect(outcome?.goldenMissing == true, "record mode never from the scope: the missing golden is not written")
    }

    @Test(.snapshots(record: .failed)) func traitSetsTheRecordMode() {
        #expect(SnapshotTestingConfiguration.current.record == .failed)
        let scratch = Scratch()
        defer { scratch.remove() }
        #expect(Self.mismatch(Self.saved, in: scratch, record: nil)?.status == .recorded)
    }

    @Suite(.snapshots(record: .never, diffTool: "true")) struct ScopedSuite {
        @Test(.snapshots(record: .all)) func innerTraitWins() {
            #expect(SnapshotTestingConfiguration.current == .init(record: .all, diffTool: "true"))
        }

        @Test func suiteTraitAppliesToItsTests() {
            #expect(SnapshotTestingConfiguration.current == .init(record: .never, diffTool: "true"))
        }
    }

    // MARK: The HTML report of the run's failures

    @Test func failureMessageNamesTheReportWhichHoldsEveryFailure() async throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let outcome = try #require(Self.mismatch(Self.saved, in: scratch))
        let report = URL(fileURLWithPath: scratch.artifacts).appendingPathComponent("swift-test-report.html")
        #expect(outcome.message.contains("HTML report of this run's snapshot failures: \(report.path)"), "\(outcome.message)")
        let first = try String(contentsOf: report, encoding: .utf8)
        #expect(first.contains("goldens/probe.png") && first.contains("data:image/png;base64,"))

        // Failures from parallel tasks all land in the same page.
        let titles = (1...6).map { "Parallel \($0)" }
        await withKnownIssue {
            await withTaskGroup(of: Void.self) { group in
                for title in titles {
                    group.addTask {
                        _ = assertSnapshot(of: ButtonSpec(style: .outlined, title: title), as: .png, named: title.replacingOccurrences(of: " ", with: "-"),
                                           record: .never, snapshotDirectory: scratch.goldens, artifactsDirectory: scratch.artifacts)
                    }
                }
            }
        }
        let html = try String(contentsOf: report, encoding: .utf8)
        for title in titles { #expect(html.contains("goldens/\(title.replacingOccurrences(of: " ", with: "-")).png"), "\(title)") }
        #expect(html.contains("goldens/probe.png"), "the earlier failure is kept")
        #expect(html.contains("<output id=count-new data-status=new>7</output>"), "the recorded probe and six missing goldens")
        #expect(html.contains("<output id=count-failed data-status=failed>1</output>"), "the probe's mismatch")
    }

    // MARK: Diff tool

    @Test func diffToolGetsTheGoldenAndTheActualFile() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let placeholders = scratch.root.appendingPathComponent("placeholders.txt").path
        let appended = scratch.root.appendingPathComponent("appended.txt").path
        let first = withSnapshotTesting(diffTool: "printf '%s\\n' {actual} {expected} > \(DiffToolQuoting.quote(placeholders))") {
            Self.mismatch(Self.saved, in: scratch)
        }
        let golden = URL(fileURLWithPath: scratch.goldens).appendingPathComponent("probe.png").path
        let actual = URL(fileURLWithPath: scratch.artifacts).appendingPathComponent("goldens/probe.actual.png").path
        #expect(try String(contentsOfFile: placeholders, encoding: .utf8) == "\(actual)\n\(golden)\n")
        #expect(first?.message.contains("Ran the diff tool") == true)
        _ = withSnapshotTesting(diffTool: "sh -c 'printf \"%s\\n\" \"$1\" \"$2\" > \(appended)' tool") { Self.mismatch(Self.saved, in: scratch) }
        #expect(try String(contentsOfFile: appended, encoding: .utf8) == "\(golden)\n\(actual)\n", "without placeholders: expected, then actual")
    }

    @Test func missingDiffToolWarnsWithoutFailingMore() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let outcome = withSnapshotTesting(diffTool: "buttonrender-no-such-diff-tool") { Self.mismatch(Self.saved, in: scratch) }
        #expect(outcome?.status == .failed)
        #expect(outcome?.message.contains("Warning: the diff tool (BUTTONRENDER_DIFF_TOOL) could not be run") == true, "\(outcome?.message ?? "")")
        #expect(outcome?.message.contains("command not found") == true)
    }

    @Test func slowDiffToolDoesNotBlockTheTest() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let start = Date()
        // `#` makes the appended paths a comment: the tool is `sleep 60`, a window left open
        // (`exec`, so the process the message names is the sleep, which the test then ends).
        let outcome = withSnapshotTesting(diffTool: "exec sleep 60 #") { Self.mismatch(Self.saved, in: scratch) }
        #expect(Date().timeIntervalSince(start) < 40, "answers well before the tool ends")
        #expect(outcome?.message.contains("still running") == true, "\(outcome?.message ?? "")")
        #expect(outcome?.status == .failed)
        if let text = outcome?.message, let range = text.range(of: "process ") {
            if let pid = Int32(String(text[range.upperBound...].prefix { $0.isNumber })) { kill(pid, SIGTERM) }
        }
        // The log a tool left open keeps (the message names it): the test's own to remove.
        if let text = outcome?.message, let range = text.range(of: "its output goes to ") {
            let log = text[range.upperBound...].prefix { $0 != ")" }
            #expect(log.hasSuffix(".log"), "\(text)")
            try? FileManager.default.removeItem(atPath: String(log))
        }
    }

    #if os(Linux)
    /// The tool gets none of the test process's standard streams: `swift test` reads the test
    /// binary's output to its end, so a tool left open that held it kept the whole run waiting
    /// (a minute in every `swift test` of this suite, for the slow tool above).
    @Test func diffToolDoesNotHoldTheTestProcessStreams() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let streams = scratch.root.appendingPathComponent("streams.txt").path
        // `$$` is the tool's shell, whose streams the tool's commands inherit (the file is
        // written through a pipe: dash redirects a command's output in the shell itself).
        let outcome = withSnapshotTesting(diffTool: "readlink /proc/$$/fd/0 /proc/$$/fd/1 /proc/$$/fd/2 | cat > \(DiffToolQuoting.quote(streams)) #") {
            Self.mismatch(Self.saved, in: scratch)
        }
        #expect(outcome?.message.contains("Ran the diff tool") == true, "\(outcome?.message ?? "")")
        let tool = try String(contentsOfFile: streams, encoding: .utf8).split(separator: "\n").map(String.init)
        let ours = (0...2).map { (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")) ?? "?" }
        #expect(tool.count == 3, "\(tool)")
        #expect(tool.first == "/dev/null", "the tool's input: \(tool)")
        #expect(tool.dropFirst().allSatisfy { $0.hasSuffix(".log") && !ours.contains($0) }, "the tool's output and errors: \(tool); the test's streams: \(ours)")
    }
    #endif

    @Test func failingDiffToolsOutputJoinsTheMessage() {
        let scratch = Scratch()
        defer { scratch.remove() }
        let outcome = withSnapshotTesting(diffTool: "echo 'cannot open display' >&2; exit 3 #") { Self.mismatch(Self.saved, in: scratch) }
        let message = outcome?.message ?? ""
        #expect(message.contains("(exit 3). It printed: cannot open display"), "\(message)")
    }

    // MARK: Hint

    @Test func hintFitsASpecWrittenInSwift() throws {
        let scratch = Scratch()
        defer { scratch.remove() }
        let message = try #require(Self.mismatch(Self.saved, in: scratch)?.message)
        #expect(message.contains("re-run with BUTTONRENDER_RECORD=failed (or withSnapshotTesting(record: .failed))"), "\(message)")
        #expect(!message.contains("render-cli record"))
        var missing: SnapshotOutcome?
        withKnownIssue { missing = assertSnapshot(of: Self.save, as: .png, named: "absent", record: .never, snapshotDirectory: scratch.goldens, artifactsDirectory: scratch.artifacts) }
        #expect(missing?.message.contains("withSnapshotTesting(record: .missing)") == true)
        #expect(missing?.message.contains("render-cli record") == false)
    }
}

/// Shell quoting for the tests' diff tool command lines.
enum DiffToolQuoting {
    static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
