extension GalleryPage {
    /// The part of the page's script a served page uses (it is inert on the static page, whose
    /// data has no `live` part): the live line and the banner of spec errors, following new
    /// versions through server-sent events and rebuilding in place (search, filters, scroll
    /// position and an open detail view kept), the golden comparison of a detail view (side by
    /// side, diff, slider; 1x to 8x zoom; the verify report's markup and CSS) and Approve.
    static let liveScript = PageAssets.text("GalleryAssets/gallery-live.js", in: galleryBundles)
}
