import ButtonRender
import Foundation

/// Checks text goldens (the `.layout` JSON) as `SnapshotVerifier` checks images: same store,
/// record modes and artifacts folder; a mismatch's message shows the first differing lines.
struct TextSnapshotVerifier {
    /// The file name extension of layout goldens, after the snapshot name.
    static let layoutExtension = "layout.json"

    /// Where goldens live.
    let store: SnapshotStore
    /// When to write goldens.
    let mode: RecordMode
    /// Where the actual text of a failure goes (under `<artifacts>/<suite>/`).
    let artifactsDirectory: URL

    /// A verifier; `artifacts` defaults to `.build/snapshot-artifacts` beside the store.
    init(store: SnapshotStore, mode: RecordMode, artifacts: String?) {
        self.store = store
        self.mode = mode
        artifactsDirectory = artifacts.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? store.root.deletingLastPathComponent().appendingPathComponent(".build/snapshot-artifacts")
    }

    /// Checks `bytes` (UTF-8 text) against `<suite>/<fileName>`; line endings do not count.
    func verify(_ bytes: [UInt8], suite: String, fileName: String) throws -> SnapshotOutcome {
        let name = "\(suite)/\(fileName)"
        guard let golden = try store.read(suite: suite, fileName: fileName) else {
            guard mode != .never else {
                let artifact = try writeActual(bytes, suite: suite, fileName: fileName)
                return SnapshotOutcome(status: .failed, snapshot: name,
                    message: "no golden \(try store.url(suite: suite, fileName: fileName).path) (record mode never\(ProcessInfo.processInfo.environment["CI"] != nil ? ", as CI is set" : "")); record it with \(RecordMode.environmentVariable)=missing. Actual: \(artifact.path)",
                    artifacts: [artifact])
            }
            let url = try store.record(bytes, suite: suite, fileName: fileName)
            return SnapshotOutcome(status: .recorded, snapshot: name, message: "recorded a new golden \(url.path); look at it, then run again")
        }
        let expected = Self.text(golden), actual = Self.text(bytes)
        if expected == actual { return SnapshotOutcome(status: .passed, snapshot: name, message: "text identical") }
        let diff = LineDiff.describe(expected: expected, actual: actual)
        if mode == .all || mode == .failed {
            let url = try store.record(bytes, suite: suite, fileName: fileName)
            return SnapshotOutcome(status: .recorded, snapshot: name,
                                   message: "re-recorded \(url.path) (record mode \(mode.rawValue)); it changed:\n\(diff)")
        }
        let artifact = try writeActual(bytes, suite: suite, fileName: fileName)
        return SnapshotOutcome(status: .failed, snapshot: name, message: """
            \(name) does not match its golden (- golden \(try store.url(suite: suite, fileName: fileName).path), + actual \(artifact.path)):
            \(diff)
            If the change is intended, re-record with \(RecordMode.environmentVariable)=failed.
            """ + (GoldenEnvironment.mismatchNote(forGoldensIn: store.folder(suite: suite)).map { "\n" + $0 } ?? ""), artifacts: [artifact])
    }

    /// UTF-8 text with `\r\n` read as `\n`.
    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// Writes `<stem>.actual.layout.json` under `<artifacts>/<suite>/`.
    private func writeActual(_ bytes: [UInt8], suite: String, fileName: String) throws -> URL {
        let writer = try OutputWriter(directory: artifactsDirectory.appendingPathComponent(suite).path)
        let stem = fileName.hasSuffix("." + Self.layoutExtension) ? String(fileName.dropLast(Self.layoutExtension.count + 1))
            : (fileName as NSString).deletingPathExtension
        return try writer.write(bytes, to: "\(stem).actual.\(Self.layoutExtension)")
    }
}
