import ButtonRenderNative
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
        /// What accepting it from the report writes, for a failed or new image whose actual
        /// file is among its artifacts.
        public var acceptance: Acceptance?

        /// Creates an entry.
        package init(snapshot: String, message: String, status: Status = .failed, expected: [UInt8]?, actual: [UInt8]?,
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
        /// artifact, so it can still be looked at. Images of different sizes were compared padded
        /// to a common size: the expected and actual pictures are cut back to their own sizes
        /// (the sizes the message gives), and only the diff keeps the common size.
        package init(outcome: SnapshotOutcome) {
            func png(_ image: DecodedImage?, size: (Int, Int)? = nil) -> [UInt8]? {
                guard var image else { return nil }
                if let (width, height) = size { image = Self.cropped(image, width: width, height: height) }
                return try? PNGEncoder.encode(rgba: image.rgba, width: image.width, height: image.height)
            }
            let sizes = outcome.verdict?.sizeMismatch
            var actual = png(outcome.verdict?.actual, size: sizes?.actual)
            if actual == nil, let file = outcome.artifacts.first(where: { $0.lastPathComponent.hasSuffix(".actual.png") }),
               let data = FileManager.default.contents(atPath: file.path) {
                actual = [UInt8](data)
            }
            self.init(snapshot: outcome.snapshot, message: outcome.message, status: .failed, expected: png(outcome.verdict?.expected, size: sizes?.expected),
                      actual: actual, diff: png(outcome.verdict?.result?.diffImage), artifacts: outcome.artifacts.map(\.path))
            acceptance = Acceptance.of(snapshot: outcome.snapshot, artifacts: outcome.artifacts)
        }

        /// The top-left `width` x `height` pixels of `image` (an image padded by
        /// `ImageDiff.padded` holds its own pixels there), or `image` when it is not larger.
        static func cropped(_ image: DecodedImage, width: Int, height: Int) -> DecodedImage {
            guard width <= image.width, height <= image.height, width != image.width || height != image.height else { return image }
            var rgba = [UInt8]()
            rgba.reserveCapacity(width * height * 4)
            for row in 0..<height {
                let start = row * image.width * 4
                rgba += image.rgba[start..<start + width * 4]
            }
            return DecodedImage(width: width, height: height, rgba: rgba)
        }
    }
}
