import ButtonRender
import Foundation

/// One assertion's check, the same for every strategy: captures the value, encodes it,
/// compares it with its golden `<suite>/<fileName>` in `store` through the strategy's
/// diffing under the record mode, writes the failure's artifacts, opens the diff tool, adds
/// the failure to the process's HTML report and reports it (or a recording) at the caller.
struct SnapshotCheck {
    /// Names the snapshot in errors raised before a comparison (`suite/name`).
    let label: String
    let store: SnapshotStore
    let suite: String
    /// nil: the scope's mode (`withSnapshotTesting`, `.snapshots(record:)`), else
    /// `BUTTONRENDER_RECORD`, else `never` on CI and `missing` elsewhere.
    let record: RecordMode?
    let tolerance: SnapshotTolerance
    /// nil: `.build/snapshot-artifacts` beside the store.
    let artifacts: String?
    let location: CallerLocation

    /// The artifacts folder.
    var artifactsDirectory: URL {
        artifacts.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? store.root.deletingLastPathComponent().appendingPathComponent(".build/snapshot-artifacts")
    }

    /// The record mode asked for, by the precedence above.
    func mode() throws -> RecordMode {
        try record ?? SnapshotTestingScope.configuration.record ?? RecordMode.fromEnvironment(SnapshotEnvironment.current)
    }

    /// Runs the check of a value `capture` draws, stored as `fileName` (the actual file named
    /// after `pathExtension`); nil when it could not be captured or the golden not read (the
    /// error is reported at the caller).
    func run<Format>(fileName: String, pathExtension: String, diffing: SnapshotDiffing<Format>,
                     capture: () throws -> Format) -> SnapshotOutcome? {
        do {
            let mode = try mode()
            let bytes = try diffing.encode(try capture())
            var outcome = try verify(bytes, fileName: fileName, pathExtension: pathExtension, mode: mode, diffing: diffing)
            guard outcome.isFailure else {
                SnapshotRunReport.shared.pass(artifacts: artifactsDirectory)
                return outcome
            }
            var entry = HTMLReport.Entry(outcome: outcome)
            entry.status = outcome.status == .recorded || outcome.goldenMissing ? .new : .failed
            outcome.message += reportNote(entry)
            location.fail(outcome.message)
            return outcome
        } catch {
            return fail(error)
        }
    }

    /// Runs the check of an image `capture` draws (or was given), named and compared as its
    /// own file name and format say (the `format:scale:suite:` and `of image:` forms).
    func run(image capture: () throws -> RenderedImage) -> SnapshotOutcome? {
        let image: RenderedImage
        do { image = try capture() } catch { return fail(error) }
        return run(fileName: image.fileName, pathExtension: image.format.fileExtension, diffing: .forImages(image.format)) { image }
    }

    /// Reports an error that stopped the check, and adds it to the HTML report; nil.
    private func fail(_ error: Error) -> SnapshotOutcome? {
        let message = "snapshot \(label): \(error)"
        location.fail(message + reportNote(HTMLReport.Entry(snapshot: label, message: message, status: .error,
                                                             expected: nil, actual: nil, diff: nil)))
        return nil
    }

    /// Adds `entry` to the HTML report; the sentence naming it (or why it is missing).
    func reportNote(_ entry: HTMLReport.Entry) -> String {
        do {
            return "\nHTML report of this run's snapshot failures: \(try SnapshotRunReport.shared.add(entry, artifacts: artifactsDirectory).path)"
        } catch {
            return "\nWarning: the HTML report could not be written: \(error)"
        }
    }

    /// Compares `bytes` with the golden, recording by `mode`; on CI (`CI` set) nothing is
    /// written whatever the mode, and a failure says what the mode would have written.
    func verify<Format>(_ bytes: [UInt8], fileName: String, pathExtension: String, mode asked: RecordMode,
                        diffing: SnapshotDiffing<Format>) throws -> SnapshotOutcome {
        let name = "\(suite)/\(fileName)"
        let goldenURL = try store.url(suite: suite, fileName: fileName)
        let onCI = RecordMode.isContinuousIntegration(SnapshotEnvironment.current)
        let mode: RecordMode = onCI ? .never : asked
        /// Why nothing was written, when `asked` would have written `goldenURL` off CI.
        func notWritten(_ wouldWrite: Bool) -> String {
            guard onCI, wouldWrite else { return "" }
            return "record mode \(asked.rawValue) would have written \(goldenURL.path), but CI is set and a CI run never writes a golden: "
                + "look at the actual in the run's artifacts, then record it on your machine (\(RecordMode.environmentVariable)=\(asked.rawValue) swift test). "
        }
        guard let golden = try store.read(suite: suite, fileName: fileName) else {
            let notWritten = notWritten(asked != .never)
            guard mode != .never else {
                let artifact = try writeArtifacts(bytes, fileName: fileName, pathExtension: pathExtension, verdict: nil)
                let ci = onCI ? ", as CI is set" : ""
                return SnapshotOutcome(status: .failed, snapshot: name, message: """
                    no golden \(goldenURL.path) (record mode never\(ci)); \(notWritten)\(notWritten.isEmpty ? "record it: re-run with \(RecordMode.environmentVariable)=missing (or withSnapshotTesting(record: .missing)). " : "")\
                    Actual: \(artifact.map(\.path).joined(separator: ", "))
                    """, artifacts: artifact, goldenMissing: true)
            }
            let replaced = GoldenEnvironment.replacementNote(in: store.folder(suite: suite))
            let url = try store.record(bytes, suite: suite, fileName: fileName)
            return SnapshotOutcome(status: .recorded, snapshot: name, message: "recorded a new golden \(url.path)\(replaced); look at it, then run again")
        }
        let comparison = try diffing.compare(golden, bytes, tolerance)
        if mode == .all || (mode == .failed && !comparison.passed) {
            if comparison.byteIdentical {
                return SnapshotOutcome(status: .passed, snapshot: name, message: "unchanged", verdict: comparison.verdict)
            }
            let replaced = GoldenEnvironment.replacementNote(in: store.folder(suite: suite))
            let url = try store.record(bytes, suite: suite, fileName: fileName)
            return SnapshotOutcome(status: .recorded, snapshot: name,
                                   message: "re-recorded \(url.path) (record mode \(mode.rawValue)): \(comparison.summary)\(replaced)",
                                   verdict: comparison.verdict)
        }
        if comparison.passed {
            return SnapshotOutcome(status: .passed, snapshot: name, message: comparison.summary, verdict: comparison.verdict)
        }
        let artifacts = try writeArtifacts(bytes, fileName: fileName, pathExtension: pathExtension, verdict: comparison.verdict)
        let summary = comparison.summary.hasSuffix("\n") ? String(comparison.summary.dropLast()) : comparison.summary
        var message = "\(name) does not match its golden: \(summary)" + (summary.contains("\n") ? "\n" : ". ")
        message += notWritten(asked == .failed || asked == .all)
        message += "Golden: \(goldenURL.path). Artifacts: \(artifacts.map(\.path).joined(separator: ", "))."
        message += " If the change is intended, look at the diff, then re-run with \(RecordMode.environmentVariable)=failed"
        message += " (or withSnapshotTesting(record: .failed)) to re-record it."
        message += " Libraries: \(LibraryVersions.summary)."
        if let note = GoldenEnvironment.mismatchNote(forGoldensIn: store.folder(suite: suite)) { message += " " + note }
        if let actual = artifacts.first, let note = DiffTool.open(expected: goldenURL.path, actual: actual.path) { message += "\n" + note }
        return SnapshotOutcome(status: .failed, snapshot: name, message: message, verdict: comparison.verdict, artifacts: artifacts)
    }

    /// Writes the actual file `<stem>.actual.<pathExtension>` under `<artifacts>/<suite>/`,
    /// and for a pixel comparison the diff and the expected | diff | actual composite (left
    /// out over `CanvasLimits`, as `SnapshotVerifier` does).
    func writeArtifacts(_ bytes: [UInt8], fileName: String, pathExtension: String, verdict: ImageVerdict?) throws -> [URL] {
        let stem = fileName.hasSuffix("." + pathExtension) ? String(fileName.dropLast(pathExtension.count + 1))
            : (fileName as NSString).deletingPathExtension
        return try SnapshotVerifier.writeArtifacts(bytes, stem: stem, pathExtension: pathExtension, verdict: verdict,
                                                   in: artifactsDirectory.appendingPathComponent(suite))
    }
}
