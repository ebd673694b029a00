import ButtonRenderSupport
extension PreviewSession {
    /// The gallery page's data for the session's current state: every asset with its image
    /// URLs carrying `version` (so a browser never shows a stale image), its golden status
    /// when a snapshots folder was given, and the live part (version, problems, approve).
    package func galleryData(title: String) -> GalleryData {
        var data = GalleryData(title: title, entries: assets.map(\.entry))
        let query = "?v=\(version)"
        for (index, asset) in assets.enumerated() {
            data.items[index].thumbnail = OutputNaming.fileName(for: asset.name, format: .png, scale: 1) + query
            if let golden = golden(of: asset.name) {
                data.items[index].golden = GalleryData.Golden(
                    status: golden.status.rawValue, message: golden.message, fileName: asset.goldenFileName,
                    actual: asset.goldenFileName + query,
                    expected: golden.status == .new ? nil : "golden/" + asset.goldenFileName + query,
                    diff: golden.diff == nil ? nil : "diff/" + asset.goldenFileName + query)
            }
        }
        let problems = problems.map {
            GalleryData.Live.Problem(file: $0.file ?? "spec", line: $0.line, column: $0.column, field: $0.field,
                                     message: $0.message, text: $0.description)
        }
        let folder = snapshots.map { $0.store.folder(suite: $0.suite).path }
        data.live = GalleryData.Live(version: version, problems: problems, snapshots: folder,
                                     canApprove: snapshots != nil && !readOnly)
        return data
    }
}
