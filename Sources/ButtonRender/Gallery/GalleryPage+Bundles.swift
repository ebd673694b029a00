import Foundation

extension GalleryPage {
    /// Where the gallery's assets are: this target's bundle (`GalleryAssets/`), then the
    /// report's, whose comparison rules the gallery's CSS includes.
    static var galleryBundles: [Bundle] { [.module, PageAssets.reportBundle] }
}
