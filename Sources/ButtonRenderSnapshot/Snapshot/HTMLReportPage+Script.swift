extension HTMLReport {
    /// The page's script (`ReportAssets/report.js`): filters, per-entry and page-wide view and
    /// zoom, the slider, and the keyboard (`j`/`n` next, `k`/`p` previous, `1` `2` `3` views,
    /// `+` `-` zoom, `/` filter).
    static let pageScript = PageAssets.text("ReportAssets/report.js")
}
