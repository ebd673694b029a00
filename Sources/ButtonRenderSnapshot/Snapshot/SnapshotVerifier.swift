import ButtonRenderModel
import ButtonRenderNative
import ButtonRenderPipeline
import Foundation

/// What a snapshot check concluded.
public struct SnapshotOutcome: Sendable {
    /// How it ended.
    public enum Status: String, Sendable {
        /// Matches the golden.
        case passed
        /// A golden was written (a new one, or over a mismatch, by the record mode).
        case recorded
        /// Does not match, or no golden and the mode forbids writing one.
        case failed
    }

    /// How it ended.
    public var status: Status
    /// `suite/file` of the golden.
    public var snapshot: String
    /// A message for a person: counts, sizes, artifact paths, how to re-record.
    public var message: String
    /// The verdict, when the image was compared.
    package var verdict: ImageVerdict?
    /// Files written for a failure: actual, diff, composite.
    public var artifacts: [URL]
    /// True when the golden does not exist (and the record mode did not write it).
    package var goldenMissing = false
    /// True when the assertion should be reported as a failure (mismatches, and every
    /// recording, so a new golden is looked at before it is trusted).
    package var isFailure: Bool { status != .passed }

    /// Creates an outcome (for checks of other kinds of goldens, e.g. text ones).
    package init(status: Status, snapshot: String, message: String, verdict: ImageVerdict? = nil, artifacts: [URL] = [],
                goldenMissing: Bool = false) {
        self.status = status; self.snapshot = snapshot; self.message = message
        self.verdict = verdict; self.artifacts = artifacts; self.goldenMissing = goldenMissing
    }
}

/// Checks rendered images against goldens in a store, records them by mode, and writes
/// failure artifacts (actual, diff, expected | diff | actual composite).
package struct SnapshotVerifier: Sendable {
    /// Where goldens live.
    package var store: SnapshotStore
    /// Where failure artifacts go.
    package var artifactsDirectory: URL
    /// When to write goldens.
    package var mode: RecordMode
    /// How much difference passes.
    package var tolerance: SnapshotTolerance
    /// How each format is compared.
    package var comparers: ImageComparers = .builtIn

    /// Creates a verifier. `artifacts` defaults to `.build/snapshot-artifacts` beside the store.
    package init(store: SnapshotStore, mode: RecordMode, tolerance: SnapshotTolerance = .init(), artifacts: String? = nil) {
        self.store = store
        self.mode = mode
        self.tolerance = tolerance
        artifactsDirectory = artifacts.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? store.root.deletingLastPathComponent().appendingPathComponent(".build/snapshot-artifacts")
    }

    /// Checks one rendered image against `<suite>/<its file name>`.
    package func verify(_ image: RenderedImage, suite: String) throws -> SnapshotOutcome {
        try verify(image, suite: suite, golden: try store.read(suite: suite, fileName: image.fileName))
    }

    /// Checks one rendered image against `golden`, the bytes the caller read from
    /// `<suite>/<its file name>` (nil: there is none), so that the caller knows exactly which
    /// bytes the verdict is about (the verification cache keeps their digest).
    package func verify(_ image: RenderedImage, suite: String, golden: [UInt8]?) throws -> SnapshotOutcome {
        let name = "\(suite)/\(image.fileName)"
        guard let golden else {
            guard mode != .never else {
                return SnapshotOutcome(status: .failed, snapshot: name,
                    message: "no golden \(try store.url(suite: suite, fileName: image.fileName).path) (record mode never\(ProcessInfo.processInfo.environment["CI"] != nil ? ", as CI is set" : "")); record it with \(RecordMode.environmentVariable)=missing or `render-cli record`",
                    verdict: nil, artifacts: try writeArtifacts(image, verdict: nil, suite: suite), goldenMissing: true)
            }
            let replaced = GoldenEnvironment.replacementNote(in: store.folder(suite: suite))
            let url = try store.record(image.bytes, suite: suite, fileName: image.fileName)
            return SnapshotOutcome(status: .recorded, snapshot: name,
                                   message: "recorded a new golden \(url.path)\(replaced); look at it, then run again", verdict: nil, artifacts: [])
        }
        let verdict = try comparers[image.format].compare(image.bytes, golden, tolerance)
        if mode == .all || (mode == .failed && !verdict.passed) {
            if verdict.byteIdentical {
                return SnapshotOutcome(status: .passed, snapshot: name, message: "unchanged", verdict: verdict, artifacts: [])
            }
            let replaced = GoldenEnvironment.replacementNote(in: store.folder(suite: suite))
            let url = try store.record(image.bytes, suite: suite, fileName: image.fileName)
            return SnapshotOutcome(status: .recorded, snapshot: name,
                                   message: "re-recorded \(url.path) (record mode \(mode.rawValue)): \(verdict.summary)\(replaced)",
                                   verdict: verdict, artifacts: [])
        }
        if verdict.passed {
            return SnapshotOutcome(status: .passed, snapshot: name, message: verdict.summary, verdict: verdict, artifacts: [])
        }
        let artifacts = try writeArtifacts(image, verdict: verdict, suite: suite)
        var message = "\(name) does not match its golden: \(verdict.summary) (\(tolerance.summary))."
        if !artifacts.isEmpty { message += " Artifacts: \(artifacts.map(\.path).joined(separator: ", "))." }
        message += " If the change is intended, look at the diff, then re-record with \(RecordMode.environmentVariable)=failed or `render-cli record`."
        message += " Libraries: \(LibraryVersions.summary)."
        if let note = GoldenEnvironment.mismatchNote(forGoldensIn: store.folder(suite: suite)) { message += " " + note }
        return SnapshotOutcome(status: .failed, snapshot: name, message: message, verdict: verdict, artifacts: artifacts)
    }

    /// Writes the actual image, and for a pixel comparison the diff and the composite, under
    /// `<artifacts>/<suite>/`. A composite over `CanvasLimits` (three images of a large
    /// button side by side) is left out: it would take three times the memory of the
    /// comparison; the diff image shows the same differences.
    func writeArtifacts(_ image: RenderedImage, verdict: ImageVerdict?, suite: String) throws -> [URL] {
        try Self.writeArtifacts(image.bytes, stem: (image.fileName as NSString).deletingPathExtension,
                                pathExtension: image.format.fileExtension, verdict: verdict,
                                in: artifactsDirectory.appendingPathComponent(suite))
    }

    /// Writes `bytes` as `stem.actual.<pathExtension>` into `folder`, and for a pixel
    /// comparison (`verdict` with its images) `stem.diff.png` and the expected | diff | actual
    /// `stem.composite.png`, which is left out over `CanvasLimits`. What `verify` and
    /// `assertSnapshot` (any strategy) leave for a failure. Returns the files written.
    package static func writeArtifacts(_ bytes: [UInt8], stem: String, pathExtension: String, verdict: ImageVerdict?,
                                      in folder: URL) throws -> [URL] {
        let writer = try OutputWriter(directory: folder.path)
        var urls = [try writer.write(bytes, to: "\(stem).actual.\(pathExtension)")]
        if let verdict, let result = verdict.result, let diff = result.diffImage, let expected = verdict.expected, let actual = verdict.actual {
            urls.append(try writer.write(try PNGEncoder.encode(rgba: diff.rgba, width: diff.width, height: diff.height), to: "\(stem).diff.png"))
            let size = ImageDiff.compositeSize(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
            guard (try? CanvasLimits.check(width: size.width, height: size.height)) != nil else { return urls }
            let composite = ImageDiff.composite(expected: expected, diff: diff, actual: actual)
            urls.append(try writer.write(try PNGEncoder.encode(rgba: composite.rgba, width: composite.width, height: composite.height),
                                         to: "\(stem).composite.png"))
        }
        return urls
    }
}
