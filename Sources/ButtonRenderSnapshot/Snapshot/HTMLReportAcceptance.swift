import ButtonRenderModel
import Foundation
import ButtonRenderSupport

extension HTMLReport {
    /// What accepting a failed or new image from the report writes: its actual file over its
    /// golden. The report's checkbox for the entry carries it; the page's list of chosen ones
    /// holds these, and `render-cli accept` writes exactly them after checking each.
    public struct Acceptance: Codable, Equatable, Sendable {
        /// The golden, `suite/file` (as the entry names it).
        public var snapshot: String
        /// The actual file, relative to the run's artifacts folder: `suite/stem.actual.ext`.
        public var actual: String
        /// The actual file's content hash (`ContentHash`, 32 hex digits): a changed artifact is
        /// refused. It tells change, not forgery: the list is as trusted as the artifacts.
        public var hash: String

        /// An acceptance.
        package init(snapshot: String, actual: String, hash: String) {
            self.snapshot = snapshot; self.actual = actual; self.hash = hash
        }

        /// The largest actual file the report hashes (and `accept` reads).
        package static let maximumFileSize = 64 << 20

        /// The acceptance of the golden `snapshot` (`suite/file`) by the actual among
        /// `artifacts` named after it (`<stem>.actual.<ext>`, in the suite's artifacts folder),
        /// read and hashed now; nil when there is no such regular file of at most
        /// `maximumFileSize` bytes.
        package static func of(snapshot: String, artifacts: [URL]) -> Acceptance? {
            guard let slash = snapshot.lastIndex(of: "/") else { return nil }
            let suite = String(snapshot[..<slash]), file = String(snapshot[snapshot.index(after: slash)...])
            let ext = (file as NSString).pathExtension, stem = (file as NSString).deletingPathExtension
            guard let url = artifacts.first(where: { $0.lastPathComponent == "\(stem).actual.\(ext)" }),
                  let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                  attributes[.type] as? FileAttributeType == .typeRegular, let size = attributes[.size] as? Int, size <= maximumFileSize,
                  let data = FileManager.default.contents(atPath: url.path) else { return nil }
            return Acceptance(snapshot: snapshot, actual: "\(suite)/\(url.lastPathComponent)", hash: ContentHash(of: [UInt8](data)).description)
        }
    }
}
