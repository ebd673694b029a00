extension GalleryPage {
    /// The page's script (`GalleryAssets/gallery.js`, with the live part, `liveScript`): reads
    /// the JSON data (inlined, or fetched from `data-src`), builds every grid, list and sheet
    /// once, then filters by toggling `hidden`; opens the detail dialog; moves focus with the
    /// arrow keys.
    static let script = PageAssets.text("GalleryAssets/gallery.js", in: galleryBundles)
}
