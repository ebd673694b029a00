import Foundation

/// One self-contained HTML page to browse rendered assets: each design system as a grid
/// (styles down, states across, light and dark side by side), a search box, filters, a
/// detail view per button (files, spec, VoiceOver text, findings, layout rectangles) and the
/// sheets at full size with zoom.
///
/// The page is the same whether its data is inlined (the static `index.html` a run writes) or
/// fetched (a server): its own script builds everything from one JSON document, `GalleryData`.
public enum Gallery {
    /// The static page: the page with `entries` inlined as its data, so it needs no network
    /// and no server. Links to files are relative, so the page belongs in the folder beside them.
    public static func html(_ entries: [Entry], title: String = "ButtonRender catalog") -> String {
        GalleryPage.html(title: title, data: .inline(GalleryData(title: title, entries: entries)))
    }

    /// The page without data: its script fetches the JSON document `GalleryData` from `url`
    /// (relative to the page), the way a server shows the gallery live.
    public static func html(fetchingDataFrom url: String, title: String = "ButtonRender catalog") -> String {
        GalleryPage.html(title: title, data: .fetched(url, writeToken: nil))
    }

    /// The served page: its script fetches `GalleryData` from `url`, follows new versions
    /// (server-sent events at `events`, relative to the page) and, with a `writeToken`, offers
    /// to approve images as goldens, sending the token with every write.
    public static func html(fetchingDataFrom url: String, title: String, writeToken: String?) -> String {
        GalleryPage.html(title: title, data: .fetched(url, writeToken: writeToken))
    }
}
