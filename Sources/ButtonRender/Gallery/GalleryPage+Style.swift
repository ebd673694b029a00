extension GalleryPage {
    /// The page's CSS (`GalleryAssets/gallery.css`, with the report's comparison rules,
    /// `HTMLReport.comparisonStyle`): a sticky bar with search and filters, grids that scroll
    /// sideways, the detail dialog, sheets; narrower screens stack the controls and the
    /// dialog's columns.
    static let style = PageAssets.text("GalleryAssets/gallery.css", in: galleryBundles)
}
