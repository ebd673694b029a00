import Foundation

/// One button or sheet of a live preview, as last rendered without error: its gallery entry,
/// its PNG images by file name, and the golden it is compared with.
public struct PreviewAsset: Sendable {
    /// The asset's name (its files' base name).
    public var name: String
    /// The spec file it comes from.
    public var file: String
    /// What the gallery page shows of it (its thumbnail is served by URL, so it is nil here).
    package var entry: Gallery.Entry
    /// PNG bytes by file name: "save.png", "save@2x.png" (and the golden's scale when it is 3).
    public var images: [String: [UInt8]]
    /// The file name its golden has in the snapshots folder: the PNG at the spec's own scale,
    /// as `verify` checks it by default ("save.png", "save@2x.png").
    package var goldenFileName: String
    /// The token, icon and background image files it reads.
    package var references: [URL]
    /// The spec's own ignored regions (`snapshot: {ignore: …}`) in pixels of its golden, which
    /// the comparison leaves out as `verify` does.
    public var ignoredRegions: [PixelRect]

    /// Creates an asset.
    package init(name: String, file: String, entry: Gallery.Entry, images: [String: [UInt8]], goldenFileName: String, references: [URL],
                ignoredRegions: [PixelRect] = []) {
        self.name = name; self.file = file; self.entry = entry; self.images = images
        self.goldenFileName = goldenFileName; self.references = references; self.ignoredRegions = ignoredRegions
    }
}
