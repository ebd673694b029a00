import Foundation

extension HTMLReport {
    /// One image to review: its name, how it ended, the message, its pictures and artifact files.
    public struct Entry: Sendable {
        /// `suite/file.png`.
        public var snapshot: String
        /// The message for a person (for an error, the error).
        public var message: String
        /// How it ended.
        public var status: Status
        /// PNG bytes of the golden, when there is one.
        public var expected: [UInt8]?
        /// PNG bytes of the rendered image.
        public var actual: [UInt8]?
        /// PNG bytes of the diff picture.
        public var diff: [UInt8]?
        /// Paths of the artifact files written for it.
        public var artifacts: [String]

        /// Creates an entry.
        public init(snapshot: String, message: String, status: Status = .failed, expected: [UInt8]?, actual: [UInt8]?,
                    diff: [UInt8]?, artifacts: [String] = []) {
            self.snapshot = snapshot
            self.message = message
            self.status = status
            self.expected = expected
            self.actual = actual
            self.diff = diff
            self.artifacts = artifacts
        }

        /// A failed entry from a verification outcome: decoded images are re-encoded as PNG; when
        /// nothing was compared (no golden), the actual image is read back from its `.actual.png`
        /// artifact, so it can still be looked at.
        public init(outcome: SnapshotOutcome) {
            func png(_ image: DecodedImage?) -> [UInt8]? {
                image.flatMap { try? PNGEncoder.encode(rgba: $0.rgba, width: $0.width, height: $0.height) }
            }
            var actual = png(outcome.verdict?.actual)
            if actual == nil, let file = outcome.artifacts.first(where: { $0.lastPathComponent.hasSuffix(".actual.png") }),
               let data = FileManager.default.contents(atPath: file.path) {
                actual = [UInt8](data)
            }
            self.init(snapshot: outcome.snapshot, message: outcome.message, status: .failed, expected: png(outcome.verdict?.expected),
                      actual: actual, diff: png(outcome.verdict?.result?.diffImage), artifacts: outcome.artifacts.map(\.path))
        }
    }
}
