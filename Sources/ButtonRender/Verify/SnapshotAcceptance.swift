import Foundation
import ButtonRenderSupport

/// Accepting chosen changes from a review report: the list the report's page writes (each
/// chosen failed or new image's golden, actual file and hash, `HTMLReport.Acceptance`) is
/// checked whole, then exactly those actual files are written over their goldens in one
/// transaction with the environment manifest (`render-cli accept`). Nothing outside the run's
/// artifacts is read and nothing outside the suite's folder is written: a golden in another
/// suite or with a path in its name, an actual file outside the artifacts folder or not named
/// after its golden, an artifact whose bytes changed since the report (its hash), a duplicate,
/// or a list that is not one is refused before anything is written.
public struct SnapshotAcceptance {
    /// The goldens' store and the suite the list's goldens must belong to.
    public var store: SnapshotStore
    /// The suite.
    public var suite: String
    /// The run's artifacts folder, which the list's actual files are relative to.
    public var artifacts: URL

    /// An acceptance into `suite` of `store`, of actual files under `artifacts`.
    public init(store: SnapshotStore, suite: String, artifacts: URL) {
        self.store = store; self.suite = suite; self.artifacts = artifacts.standardizedFileURL
    }

    /// The list a report page writes: `{"buttonrenderAccept": 1, "accept": [...]}`.
    struct List: Decodable {
        var buttonrenderAccept: Int
        var accept: [HTMLReport.Acceptance]
    }

    /// The largest list read.
    public static let maximumListSize = 4 << 20
    /// The most images one list accepts.
    public static let maximumCount = 10_000

    /// Why a list was refused (nothing was written).
    public struct Refusal: Error, CustomStringConvertible {
        /// What was wrong, with the entry it concerns.
        public var description: String
    }

    /// Reads the list at `path`: a regular JSON file of at most `maximumListSize` bytes.
    public static func readList(_ path: String) throws -> [HTMLReport.Acceptance] {
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: path) } catch {
            throw Refusal(description: "\(path): no such file")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw Refusal(description: "\(path): not a regular file") }
        guard let size = attributes[.size] as? Int, size <= maximumListSize else {
            throw Refusal(description: "\(path): larger than \(maximumListSize >> 20) MiB; an accept list is a few lines an image")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw Refusal(description: "\(path): unreadable") }
        let list: List
        do { list = try JSONDecoder().decode(List.self, from: data) } catch {
            throw Refusal(description: "\(path): not an accept list (a report page's {\"buttonrenderAccept\": 1, \"accept\": [{\"snapshot\", \"actual\", \"hash\"}]}): \(error)")
        }
        guard list.buttonrenderAccept == 1 else { throw Refusal(description: "\(path): accept list version \(list.buttonrenderAccept); this tool reads version 1") }
        guard list.accept.count <= maximumCount else { throw Refusal(description: "\(path): \(list.accept.count) images; at most \(maximumCount)") }
        return list.accept
    }

    /// One checked entry: the golden's file name and the actual bytes to write.
    struct Checked {
        var fileName: String
        var bytes: [UInt8]
    }

    /// Checks every entry of `list`, then writes them all (with the environment manifest) in
    /// one transaction; the golden file names written, in the list's order.
    public func accept(_ list: [HTMLReport.Acceptance]) throws -> [String] {
        guard !list.isEmpty else { throw Refusal(description: "the list chooses no image") }
        var checked: [Checked] = []
        var seen = Set<String>()
        for (index, item) in list.enumerated() {
            let entry = "entry \(index + 1) (\(GoldenEnvironment.quoted(item.snapshot)))"
            guard seen.insert(item.snapshot).inserted else { throw Refusal(description: "\(entry): listed twice") }
            checked.append(try check(item, entry: entry))
        }
        let folder = store.folder(suite: suite)
        let manifest = try GoldenEnvironment.current.bytesToRecord(in: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let transaction = try OutputTransaction(directory: folder.path)
        do {
            for item in checked { try transaction.writer.write(item.bytes, to: item.fileName) }
            if let manifest { try transaction.writer.write(manifest, to: GoldenEnvironment.fileName) }
            _ = try transaction.commitCounting()
        } catch {
            transaction.rollback()
            throw error
        }
        return checked.map(\.fileName)
    }

    /// Checks one entry: its golden in this suite with a plain file name, its actual file inside
    /// the artifacts folder, named after the golden, a regular file of its format whose bytes
    /// have the listed hash.
    func check(_ item: HTMLReport.Acceptance, entry: String) throws -> Checked {
        let parts = item.snapshot.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, parts[0] == suite else {
            throw Refusal(description: "\(entry): not a golden of the suite '\(suite)' (\(suite)/FILE); give --snapshots the suite's folder")
        }
        let fileName = parts[1]
        do { _ = try store.url(suite: suite, fileName: fileName) } catch { throw Refusal(description: "\(entry): \(error)") }
        let ext = (fileName as NSString).pathExtension, stem = (fileName as NSString).deletingPathExtension
        guard ["png", "svg", "pdf"].contains(ext) else { throw Refusal(description: "\(entry): a golden is PNG, SVG or PDF") }
        // The actual file: relative, inside the artifacts folder, named after its golden.
        guard !item.actual.hasPrefix("/"), !item.actual.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else {
            throw Refusal(description: "\(entry): actual \(GoldenEnvironment.quoted(item.actual)) is not a path inside the artifacts folder")
        }
        guard (item.actual as NSString).lastPathComponent == "\(stem).actual.\(ext)" else {
            throw Refusal(description: "\(entry): actual \(GoldenEnvironment.quoted(item.actual)) is not \(stem).actual.\(ext), the actual of this golden")
        }
        let url = artifacts.appendingPathComponent(item.actual).standardizedFileURL
        let resolvedRoot = artifacts.resolvingSymlinksInPath().path
        let resolved = url.resolvingSymlinksInPath().path
        guard url.path.hasPrefix(artifacts.path + "/"), resolved.hasPrefix(resolvedRoot + "/") else {
            throw Refusal(description: "\(entry): actual \(item.actual) leaves the artifacts folder \(artifacts.path)")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        guard let attributes, attributes[.type] as? FileAttributeType == .typeRegular else {
            throw Refusal(description: "\(entry): no actual file \(url.path) (give --artifacts the run's artifacts folder)")
        }
        guard let size = attributes[.size] as? Int, size <= HTMLReport.Acceptance.maximumFileSize,
              let data = FileManager.default.contents(atPath: url.path) else {
            throw Refusal(description: "\(entry): \(url.path) is larger than \(HTMLReport.Acceptance.maximumFileSize >> 20) MiB or unreadable")
        }
        let bytes = [UInt8](data)
        guard ContentHash(of: bytes).description == item.hash.lowercased() else {
            throw Refusal(description: "\(entry): \(url.path) is not the file the report showed (its hash differs): re-run the check and accept from its report")
        }
        if ext == "png" {
            do { _ = try PNGDecoder.decode(bytes) } catch { throw Refusal(description: "\(entry): \(url.path) is not a PNG: \(error)") }
        }
        return Checked(fileName: fileName, bytes: bytes)
    }
}
