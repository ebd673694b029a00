import ButtonRender
import Foundation

/// The HTML report of this test process's snapshot failures: one page per artifacts folder,
/// `<artifacts>/swift-test-report.html`, the same page `render-cli verify` writes
/// (`HTMLReport`), rewritten after each failure so that it holds every failure so far (and
/// counts the snapshots that passed). Safe from parallel tests.
final class SnapshotRunReport: Sendable {
    /// The report's file name in the artifacts folder.
    static let fileName = "swift-test-report.html"
    /// The process's report.
    static let shared = SnapshotRunReport()

    /// What the reports hold so far, by artifacts folder path.
    private struct Reports: Sendable {
        /// Each folder's failures, in the order they came.
        var failures: [String: [HTMLReport.Entry]] = [:]
        /// Each folder's count of snapshots that passed.
        var passed: [String: Int] = [:]
    }

    private let reports = Locked(Reports())

    /// Counts a passed snapshot in the report of `artifacts`.
    func pass(artifacts: URL) {
        reports.withLock { $0.passed[artifacts.path, default: 0] += 1 }
    }

    /// Adds a failure and rewrites the report of `artifacts` (atomically); its path.
    func add(_ entry: HTMLReport.Entry, artifacts: URL) throws -> URL {
        // Written under the lock, so that two failures never write the page at once.
        try reports.withLock { reports in
            reports.failures[artifacts.path, default: []].append(entry)
            let url = artifacts.appendingPathComponent(Self.fileName)
            let html = HTMLReport.render(entries: reports.failures[artifacts.path] ?? [], passed: reports.passed[artifacts.path] ?? 0,
                                         title: "ButtonRender snapshot failures of swift test")
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try Data(html.utf8).write(to: url, options: .atomic)
            return url
        }
    }
}
