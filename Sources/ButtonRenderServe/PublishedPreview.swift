import ButtonRender
import Foundation

/// What the server shows of a preview session at one version: made from the session after
/// each render (under the render lock) and never changed, so requests read it without waiting
/// for a render in progress: the page's data (encoded once), the images and diffs by the
/// path the page asks for, and the golden files it may show.
struct PublishedPreview: Sendable {
    /// The version published: the session's, plus the changes serve itself counts.
    var version: Int
    /// `/data.json`'s bytes (or why they could not be made).
    var data: Result<Data, EncodingFailure>
    /// PNG bytes by path: "save.png", "save@2x.png", "diff/save.png".
    var images: [String: [UInt8]]
    /// The golden file names of the session's images, which the page may ask for under
    /// "golden/" (each read at request time, only when it is a regular file).
    var goldenFiles: Set<String>
    /// The snapshots folder, when given.
    var snapshotsFolder: URL?
    /// True when approving is disabled.
    var readOnly: Bool
    /// True when a snapshots folder was given.
    var hasSnapshots: Bool

    /// Why the page's data could not be encoded.
    struct EncodingFailure: Error, Sendable {
        var message: String
    }

    /// The published state of `session` (read under the render lock) as `version`, with `refused` folder
    /// entries listed among the page's problems. A golden that is not a regular file (a
    /// symbolic link, a FIFO, ...) is shown as an error, and neither it nor a diff made from
    /// it is served.
    init(session: PreviewSession, version: Int, title: String, refused: [SpecFolderListing.Refused]) {
        self.version = version
        readOnly = session.readOnly
        hasSnapshots = session.snapshots != nil
        snapshotsFolder = session.snapshots.map { $0.store.folder(suite: $0.suite) }
        var gallery = session.galleryData(title: title)
        images = [:]
        goldenFiles = []
        for (index, asset) in session.assets.enumerated() {
            for (name, bytes) in asset.images { images[name] = bytes }
            guard let golden = session.golden(of: asset.name), let folder = snapshotsFolder else { continue }
            goldenFiles.insert(asset.goldenFileName)
            if case .refused(let what) = GoldenFile.kind(of: asset.goldenFileName, in: folder), index < gallery.items.count {
                gallery.items[index].golden?.status = PreviewGolden.Status.error.rawValue
                gallery.items[index].golden?.message = "the golden \(asset.goldenFileName) is \(what): serve shows only regular files inside the snapshots folder"
                gallery.items[index].golden?.expected = nil
                gallery.items[index].golden?.diff = nil
                continue
            }
            if let diff = golden.diff { images["diff/" + asset.goldenFileName] = diff }
        }
        gallery.live?.version = version
        gallery.live?.problems += refused.map {
            GalleryData.Live.Problem(file: $0.path, line: nil, column: nil, field: nil, message: $0.reason, text: $0.description)
        }
        do { data = .success(try gallery.json()) } catch { data = .failure(EncodingFailure(message: "\(error)")) }
    }
}
