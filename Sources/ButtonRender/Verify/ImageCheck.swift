import Foundation

/// How one image of a `verify` run ended, as printed, written to JSON and to JUnit XML.
public struct ImageCheck: Codable, Sendable {
    /// How it ended.
    public enum Status: String, Codable, Sendable {
        /// Matches its golden.
        case passed
        /// Differs from its golden.
        case failed
        /// Has no golden (and the run does not record).
        case new
        /// Written as a golden by `--update` (or BUTTONRENDER_RECORD).
        case recorded
        /// Could not be rendered or compared.
        case error
    }

    /// `suite/file`.
    public var name: String
    /// How it ended.
    public var status: Status
    /// Differing pixels, when the images were compared as pixels.
    public var mismatchedPixels: Int?
    /// Their share of the image.
    public var ratio: Double?
    /// Actual, diff and composite files written for a failure.
    public var artifacts: [String]
    /// What happened, for a person.
    public var message: String
    /// Seconds spent rendering and comparing.
    public var seconds: Double
    /// True when the image was not drawn: unchanged since it last passed (the verification
    /// cache); absent otherwise.
    public var unchanged: Bool?

    /// The check a verifier's outcome describes.
    package init(outcome: SnapshotOutcome, seconds: Double) {
        name = outcome.snapshot
        switch outcome.status {
        case .passed: status = .passed
        case .recorded: status = .recorded
        case .failed: status = outcome.goldenMissing ? .new : .failed
        }
        mismatchedPixels = outcome.verdict?.result?.mismatchedPixels ?? (outcome.verdict?.byteIdentical == true ? 0 : nil)
        ratio = outcome.verdict?.result?.ratio ?? (outcome.verdict?.byteIdentical == true ? 0 : nil)
        artifacts = outcome.artifacts.map(\.path)
        message = outcome.message
        self.seconds = seconds
    }

    /// An image skipped as unchanged since it passed as `image` records.
    package init(unchanged name: String, image: VerifiedImage, seconds: Double) {
        self.name = name; status = .passed; mismatchedPixels = image.mismatchedPixels; ratio = image.ratio
        artifacts = []; message = "unchanged since it last passed: not drawn (verification cache)"; self.seconds = seconds
        unchanged = true
    }

    /// An image that could not be checked.
    package init(error name: String, message: String, seconds: Double) {
        self.name = name; status = .error; artifacts = []; self.message = message; self.seconds = seconds
    }

    /// The title of a GitHub annotation for an image that did not pass (nil for a pass or a
    /// recording).
    package var annotationTitle: String? {
        switch status {
        case .passed, .recorded: nil
        case .failed: "\(name) differs from its golden"
        case .new: "\(name) has no golden"
        case .error: "\(name) could not be checked"
        }
    }

    /// The JUnit case: a failure for `failed` (type `mismatch`) and `new` (type `missing`), an
    /// error for `error`.
    var junitCase: JUnitReport.Case {
        let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
        let suite = parts.count == 2 ? parts[0] : "snapshots", file = parts.last ?? name
        let outcome: JUnitReport.Case.Outcome
        switch status {
        case .passed, .recorded: outcome = .passed
        case .failed: outcome = .failed(message: message)
        case .new: outcome = .missing(message: message)
        case .error: outcome = .error(message: message)
        }
        return JUnitReport.Case(suite: suite, name: file, outcome: outcome, seconds: seconds, artifacts: artifacts)
    }
}
