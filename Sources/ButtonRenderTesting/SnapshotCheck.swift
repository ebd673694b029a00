import ButtonRender
import Foundation

/// What an assertion captured for its golden.
enum SnapshotCapture {
    /// An encoded image; its `fileName` names the golden.
    case image(RenderedImage)
    /// UTF-8 text stored as `fileName`, compared as text.
    case text([UInt8], fileName: String)
}

/// One assertion's check: captures the value, compares it with its golden in `suite` of
/// `store` under the record mode, and reports a failure (or a recording) at the caller.
struct SnapshotCheck {
    /// Names the snapshot in errors raised before a comparison (`suite/name`).
    let label: String
    let store: SnapshotStore
    let suite: String
    /// nil: `BUTTONRENDER_RECORD`, else `never` on CI and `missing` elsewhere.
    let record: RecordMode?
    let tolerance: SnapshotTolerance
    /// nil: `.build/snapshot-artifacts` beside the store.
    let artifacts: String?
    let location: CallerLocation

    /// Runs the check; nil when the value could not be captured or the golden not read (the
    /// error is reported at the caller).
    func run(_ capture: () throws -> SnapshotCapture) -> SnapshotOutcome? {
        do {
            let mode = try record ?? RecordMode.fromEnvironment()
            let outcome: SnapshotOutcome
            switch try capture() {
            case .image(let image):
                let verifier = SnapshotVerifier(store: store, mode: mode, tolerance: tolerance, artifacts: artifacts)
                outcome = try verifier.verify(image, suite: suite)
            case .text(let bytes, let fileName):
                let verifier = TextSnapshotVerifier(store: store, mode: mode, artifacts: artifacts)
                outcome = try verifier.verify(bytes, suite: suite, fileName: fileName)
            }
            if outcome.isFailure { location.fail(outcome.message) }
            return outcome
        } catch {
            location.fail("snapshot \(label): \(error)")
            return nil
        }
    }
}
