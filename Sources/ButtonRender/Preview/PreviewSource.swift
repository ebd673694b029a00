import Foundation

/// One spec file of a live preview: the assets it gave the last time it loaded and rendered
/// without error, and the located error of its latest change when that failed.
struct PreviewSource {
    /// The spec file's path as given.
    var path: String
    /// The last good assets, in file order.
    var assets: [PreviewAsset] = []
    /// The error of the latest load, nil when it succeeded.
    var problem: SpecError?
    /// True once the file has loaded without error at least once.
    var loadedOnce = false

    /// The files this source depends on: the spec file, and the system, token, icon and
    /// background image files of its last good assets (a system file with every file it reads:
    /// its tokens and fonts).
    var dependencies: [URL] {
        var urls = [URL(fileURLWithPath: path).standardizedFileURL]
        for reference in assets.flatMap(\.references) {
            urls.append(reference)
            if let files = SystemFiles.shared.files(of: reference.path) {
                urls += files.map { URL(fileURLWithPath: $0).standardizedFileURL }.filter { $0 != reference }
            }
        }
        // A file that failed may have failed on a system file's font or tokens: those are
        // watched too, so repairing them reloads it.
        if problem != nil { urls += SystemFiles.shared.filesOfFailedSystems().map { URL(fileURLWithPath: $0).standardizedFileURL } }
        var seen: Set<URL> = []
        return urls.filter { seen.insert($0).inserted }
    }
}
