import Foundation

/// The files a `verify` run leaves for people to look at: per-image artifacts under
/// `<artifacts>/<suite>/` and the HTML report. A run first clears what an earlier run left
/// (only files of the names verify writes, so a mistyped folder loses nothing else).
package struct VerifyArtifacts: Sendable {
    /// The artifacts folder.
    package let folder: URL
    /// The HTML report's path.
    package let report: URL
    /// The artifacts of `folder`, the report at `report`.
    package init(folder: URL, report: URL) { self.folder = folder; self.report = report }

    /// The title of the report verify writes, by which an earlier one is recognised.
    package static let reportTitle = "ButtonRender snapshot report"

    /// Removes an earlier run's `*.actual.*`, `*.diff.png`, `*.composite.png` in
    /// `<folder>/<suite>/` and the report, when it is one this tool wrote.
    package func clear(suite: String) {
        let fm = FileManager.default
        let suiteFolder = folder.appendingPathComponent(suite)
        for name in (try? fm.contentsOfDirectory(atPath: suiteFolder.path)) ?? [] where Self.isArtifact(name) {
            try? fm.removeItem(at: suiteFolder.appendingPathComponent(name))
        }
        if let handle = FileHandle(forReadingAtPath: report.path) {
            let head = String(decoding: handle.readData(ofLength: 4096), as: UTF8.self)
            try? handle.close()
            if head.contains(Self.reportTitle) { try? fm.removeItem(at: report) }
        }
    }

    /// Whether `name` is a file name `SnapshotVerifier` writes as an artifact.
    package static func isArtifact(_ name: String) -> Bool {
        name.hasSuffix(".diff.png") || name.hasSuffix(".composite.png")
            || [".actual.png", ".actual.svg", ".actual.pdf"].contains { name.hasSuffix($0) }
    }
}
